/**
 * The budget of a side's model stages. Before: under `type: hybrid` a side below `pool_from`
 * (5,000 chunks) was embedded whole with no budget, so a pull request of 4,990 sections held the
 * run for 517 s (BM25: 1.8 s). Now the head may have embedded at most the base's chunk count plus
 * the base config's `retriever.max_new_embeds`, counted before any text is embedded (cached or
 * not), and the embedding counts toward the side's time budget. The count path is asserted here,
 * deterministically; the clock path with a clock of the test's own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { CachedEmbedder } from '../../src/retrieve/embed/dense';
import { ModelBudget } from '../../src/retrieve/common/model-budget';
import { BASE_FILES, CONFIG, makeRepo } from './repo-fixture';
import { distFile } from '../support/dist';
import { inputError } from '../support/input-error';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A page of `n` sections, each with words of its own (none repeats another's text). */
function sections(n: number, words = 12): string {
  const out = ['# Outlet\n'];
  for (let i = 0; i < n; i++) out.push(`## Offer ${i}\n\n${Array.from({ length: words }, (_, w) => `refurbished${i}x${w}`).join(' ')} headphones.\n`);
  return out.join('\n');
}

describe('the head is charged against the base: its chunks plus the base config\'s allowance', () => {
  let server: EmbeddingsServer;
  beforeAll(async () => {
    server = await startEmbeddingsServer({ dims: 16 });
  });
  afterAll(() => server.close());
  const dense = (extra = '') => `${CONFIG}retriever:\n  type: dense\n${extra}  dense:\n    base_url: ${server.baseUrl}\n    model: h\n`;

  test('over it: the run stops before the head embeds anything, naming the count, the basis and the key', async () => {
    // The base's 6 chunks plus 5; the head adds 20 sections (26 chunks). Its own config raises the allowance: not read.
    const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': dense('  max_new_embeds: 5\n') }, { 'docs/outlet.md': sections(20), '.github/retrieval-gate.yml': dense('  max_new_embeds: 100000\n') });
    made.push(dir);
    server.inputs.length = 0;
    const e = await inputError(() => runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} }));
    expect(e.message).toBe(
      "the embeddings model h would embed 26 chunks of 'pr', over its budget of 11 (the base's 6 chunks plus retriever.max_new_embeds, 5, from the base's config): " +
        "the run stops rather than measure part of the docs; narrow 'docs' or 'exclude', or raise 'retriever.max_new_embeds' in the base's config",
    );
    expect(e.location.field).toBe('retriever.max_new_embeds');
    // The base was embedded (6 chunks and the questions); not one of the head's new sections.
    expect(server.inputs.some((t) => t.includes('refurbished0x0'))).toBe(false);
  });

  test('within it: the comparison runs as before', async () => {
    const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': dense('  max_new_embeds: 30\n') }, { 'docs/outlet.md': sections(20) });
    made.push(dir);
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    expect(report.head.chunks).toBe(26);
  });
});

test('the shipped encoder under type: hybrid, a pull request of 5,000 sections on the built CLI: stopped with a message, its sections never embedded', () => {
  // Before: every section embedded (4,990 sections, 6 MB: 517 s), then a verdict.
  // Ten pages of 499 sections, one chunk each (as many chunks as the 6 MB of the report; the count
  // decides, not the bytes: 12 words a section, about 1 MB), each page under the per-file size budget.
  const pages = Object.fromEntries(Array.from({ length: 10 }, (_, p) => [`docs/outlet/page-${p}.md`, sections(499).replace(/refurbished(\d)/g, `p${p}refurbished$1`)]));
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n` }, pages);
  made.push(dir);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [distFile('cli.js'), 'compare', '--base', 'main', '--head', 'pr', '--verbose'], { cwd: dir, encoding: 'utf8', env: { ...process.env } });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`model budget: a 4,990-section pull request under type: hybrid stopped after ${seconds.toFixed(1)} s`);
  if (r.status !== 2) console.log(r.stderr.slice(-2000));
  expect(r.stderr).toContain("the sentence encoder would embed 4,996 chunks of 'pr', over its budget of 506 (the base's 6 chunks plus retriever.max_new_embeds, 500, from the base's config)");
  expect(r.status).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  // The base's line only: the head's chunks were never handed to the encoder.
  expect(r.stderr.match(/ranked \d+ chunks: \d+ embedded in this run/g)).toHaveLength(1);
}, 180000);

describe('ModelBudget', () => {
  test('the count: charges add up, the one past the cap throws before anything is embedded', () => {
    const b = new ModelBudget({ side: 'pr', maxTexts: 10, basis: 'test', seconds: 60, secondsKey: 'chunking.max_corpus_seconds' });
    b.charge(6, 'the sentence encoder');
    b.charge(4, 'the sentence encoder');
    expect(b.charged).toBe(10);
    expect(() => b.charge(1, 'the sentence encoder')).toThrow(/would embed 11 chunks of 'pr', over its budget of 10 \(test\)/);
    expect(b.charged).toBe(10);
  });

  test('the time: what the side has left, on a clock of the test\'s own', () => {
    let now = 1_000;
    const b = new ModelBudget({ side: 'main', maxTexts: Infinity, seconds: 2, secondsKey: 'chunking.max_corpus_seconds', now: () => now });
    now += 2_000;
    expect(() => b.checkTime('the sentence encoder was embedding')).not.toThrow();
    now += 1;
    expect(() => b.checkTime('the sentence encoder was embedding')).toThrow(
      "'main' took more than its time budget (chunking.max_corpus_seconds, which counts reading, chunking and embedding): stopped while the sentence encoder was embedding; narrow 'docs' or 'exclude', or raise 'chunking.max_corpus_seconds'",
    );
  });
});

test('embedding looks at the side\'s clock between slices: over the budget it stops, and keeps what it embedded in the cache', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'rg-budget-cache-'));
  made.push(cache);
  let now = 0;
  const sent: number[] = [];
  // Each request takes "10 s" of the test's clock; the side has 15 s left.
  const client = {
    endpoint: 'fake',
    requests: 0,
    async embed(texts: readonly string[]) {
      sent.push(texts.length);
      now += 10_000;
      return texts.map(() => Float32Array.from([1, 0]));
    },
  };
  const budget = new ModelBudget({ side: 'pr', maxTexts: Infinity, seconds: 15, secondsKey: 'chunking.max_corpus_seconds', now: () => now });
  const embedder = new CachedEmbedder(client, { model: 'm' }, cache, () => {}, budget, 'the sentence encoder');
  const texts = Array.from({ length: 1000 }, (_, i) => `text ${i}`);
  await expect(embedder.embed(texts, '', 'document')).rejects.toThrow(/'pr' took more than its time budget .* stopped while the sentence encoder was embedding/);
  // Two slices of 256 (the clock was looked at before each), then the stop: not all 1,000.
  expect(sent).toEqual([256, 256]);
  expect(readdirSync(cache).length).toBe(1);
  // The next run finds those 512 in the cache and is charged for the 1,000 all the same.
  const again = new CachedEmbedder(client, { model: 'm' }, cache, () => {}, new ModelBudget({ side: 'pr', maxTexts: 1000, seconds: 1e9, secondsKey: 'k', now: () => now }), 'the sentence encoder');
  const r = await again.embed(texts, '', 'document');
  expect(r.stats).toEqual({ texts: 1000, fromCache: 512, embedded: 488 });
});
