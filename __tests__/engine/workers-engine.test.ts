/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * The engine with its analysis split over workers (from sources: the inline runner, the same
 * batches and merge in this thread) reports exactly what it reports without: eval with filters
 * (chunks analysed but not indexed), search, and compare, whose head stays incremental.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { InputError } from '../../src/errors';
import { recordingIo } from '../support/recording-io';
import { writeSyntheticDocs } from '../support/synthetic-docs';

let dir: string;
let head: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-workers-'));
  head = mkdtempSync(join(tmpdir(), 'rg-workers-head-'));
  writeSyntheticDocs(dir, 60, 6000);
  writeSyntheticDocs(head, 60, 6000);
  // The head changes one page.
  writeFileSync(join(head, 'docs/0005.md'), '# Page 5 changed\n\n## Linker flags\n\nThe linker option sets the thread stack size.\n');
  const golden = ['questions:', ...[1, 5, 9, 20, 33, 47].map((n, i) => `  - id: q${i}\n    question: page ${n} parse cache section\n    relevant: [docs/${String(n).padStart(4, '0')}.md]`)].join('\n');
  for (const d of [dir, head]) {
    writeFileSync(join(d, 'golden.yml'), `${golden}\n`);
    // A page boost too: a build from the workers' analysis must still score it.
    writeFileSync(join(d, 'config.yml'), 'docs: ["docs/**/*.md"]\nretriever:\n  filters:\n    exclude_meta: { status: superseded }\n  boosts:\n    paths:\n      "docs/000*.md": 1.5\n');
  }
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(head, { recursive: true, force: true });
});

/** Runs the command; exit 0, or 1 for a compare whose gate fails (the head's change moves ranks). */
async function cli(...args: string[]): Promise<{ out: string; err: string; code: number }> {
  const t = recordingIo(dir);
  const code = await main(args, t);
  expect(code === 0 || (args[0] === 'compare' && code === 1)).toBe(true);
  return { out: t.out, err: t.err, code };
}

const evalArgs = () => ['eval', '--dir', dir, '--config', join(dir, 'config.yml'), '--golden', join(dir, 'golden.yml'), '--json', '--verbose'];

test('eval: the same report with 1, 2 and 3 jobs; filtered pages analysed but not indexed', async () => {
  const one = await cli(...evalArgs(), '--jobs', '1');
  expect(one.err).not.toContain('worker thread');
  const report = JSON.parse(one.out);
  expect(report.docs).toBe(60);
  for (const jobs of ['2', '3']) {
    const r = await cli(...evalArgs(), '--jobs', jobs);
    expect(r.out).toBe(one.out);
    expect(r.err).toContain('worker threads done analysing');
    expect(r.err).toContain('filters: 9 document(s) not indexed');
    expect(r.err).not.toContain('doing the work here');
  }
});

test('type: static (retired): read as BM25 with a warning naming the replacement, the same report as type: bm25', async () => {
  const staticConfig = join(dir, 'config-static.yml');
  const bm25Config = join(dir, 'config-bm25.yml');
  const rest = '  filters:\n    exclude_meta: { status: superseded }\n';
  writeFileSync(staticConfig, `docs: ["docs/**/*.md"]\nretriever:\n  type: static\n${rest}`);
  writeFileSync(bm25Config, `docs: ["docs/**/*.md"]\nretriever:\n  type: bm25\n${rest}`);
  const run = (config: string) => cli('eval', '--dir', dir, '--config', config, '--golden', join(dir, 'golden.yml'), '--json', '--jobs', '2');
  const retired = await run(staticConfig);
  const bm25 = await run(bm25Config);
  expect(retired.err).toContain(`${staticConfig}:3: 'retriever.type: static' is deprecated since 1.0.0: use 'retriever.type: hybrid' instead; the static embedding model was removed; BM25 ranks in its place`);
  expect(bm25.err).not.toContain('deprecated');
  const same = (out: string) => ({ ...JSON.parse(out), config: undefined });
  expect(same(retired.out)).toEqual(same(bm25.out));
  expect(JSON.parse(retired.out).retriever).toMatch(/^bm25/);
});

test('hybrid (the sentence encoder): BM25 analysed on the workers, the same report as one thread makes', async () => {
  const config = join(dir, 'config-hybrid.yml');
  // Pooled, so the encoder embeds a few chunks only: what is tested is the BM25 half on the workers.
  writeFileSync(config, 'docs: ["docs/**/*.md"]\nretriever:\n  type: hybrid\n  hybrid: { pool: 5, pool_from: 1 }\n  filters:\n    exclude_meta: { status: superseded }\n');
  const args = ['eval', '--dir', dir, '--config', config, '--golden', join(dir, 'golden.yml'), '--json', '--verbose'];
  const one = await cli(...args, '--jobs', '1');
  const two = await cli(...args, '--jobs', '2');
  expect(two.out).toBe(one.out);
  expect(two.err).toContain('worker threads done analysing');
  expect(two.err).not.toContain('doing the work here');
  expect(two.err).not.toContain('static embeddings');
  expect(JSON.parse(two.out).retriever).toMatch(/minilm-l6-v2@[0-9a-f]{12}/);
});

test('search: the same hits with and without jobs', async () => {
  const args = ['search', 'linker thread stack', '--dir', dir, '--config', join(dir, 'config.yml'), '-k', '8'];
  const one = await cli(...args, '--jobs', '1');
  const two = await cli(...args, '--jobs', '2');
  expect(two.out).toBe(one.out);
  expect(one.out).toContain('docs/');
});

test('compare: the same report with 1 and 2 jobs, the head still built from the base', async () => {
  const args = ['compare', '--base-dir', dir, '--head-dir', head, '--config', join(dir, 'config.yml'), '--golden', join(dir, 'golden.yml'), '--verbose'];
  const out = (jobs: string) => join(dir, `report-${jobs}.json`);
  const one = await cli(...args, '--jobs', '1', '--report', out('1'));
  const two = await cli(...args, '--jobs', '2', '--report', out('2'));
  const read = (f: string) => require('node:fs').readFileSync(f, 'utf8') as string;
  expect(read(out('2'))).toBe(read(out('1')));
  expect(two.code).toBe(one.code);
  for (const r of [one, two]) expect(r.err).toMatch(/bm25: \d+ chunks analysed, \d+ kept from the base index/);
  expect(two.err).toContain('worker threads done analysing');
});

test('--jobs must be a positive integer of at most 64', async () => {
  for (const bad of ['0', 'two', '65']) {
    const t = recordingIo(dir);
    expect(await main([...evalArgs(), '--jobs', bad], t)).toBe(2);
    expect(t.err).toMatch(/--jobs must be/);
  }
});

test('the jobs setting: a positive integer of at most 64, naming the line when it is not', () => {
  const { parseConfig } = require('../../src/config/parse') as typeof import('../../src/config/parse');
  expect(parseConfig('jobs: 3\n', 'c.yml').jobs).toBe(3);
  expect(parseConfig('k: [1, 5]\n', 'c.yml').jobs).toBeUndefined();
  for (const bad of ['0', '65', 'many']) {
    let e: unknown;
    try {
      parseConfig(`k: [1, 5]\njobs: ${bad}\n`, 'c.yml');
    } catch (err) {
      e = err;
    }
    const error = e as InputError;
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(/'jobs' must be/);
    expect([error.location.file, error.location.line]).toEqual(['c.yml', 2]);
  }
});

test('a settings file cannot start more threads than there are cores; the command line can', () => {
  const { sideRunner, AUTO_MIN_CHARS } = require('../../src/engine/workers/runner-for') as typeof import('../../src/engine/workers/runner-for');
  // From sources there is no bundle to start: an explicit count gets the inline runner. Unasked, no workers.
  expect(sideRunner({ config: 8 }, 1)).toBeNull();
  expect(sideRunner({ flag: 8 }, 1)?.threads).toBe(0);
  expect(sideRunner({ config: 2 }, 4)?.threads).toBe(0);
  expect(sideRunner({}, 4)).toBeNull();
  expect(sideRunner({ flag: 1 }, 4)).toBeNull();
  // Unasked, a large side gets one thread per core, but from sources there are no threads to start.
  expect(sideRunner({}, 4, AUTO_MIN_CHARS - 1)).toBeNull();
  expect(sideRunner({}, 4, AUTO_MIN_CHARS)).toBeNull();
  expect(sideRunner({ flag: 1 }, 4, AUTO_MIN_CHARS)).toBeNull();
});
