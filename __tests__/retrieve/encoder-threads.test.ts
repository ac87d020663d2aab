/**
 * The built CLI embeds on worker threads (one session, one core each) when it has more than one
 * core, and in its own thread with one: the same vectors, bit for bit (the embeddings caches the
 * two runs write are byte-identical) and the same report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { distFile } from '../support/dist';
import { writeSyntheticDocs } from '../support/synthetic-docs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-encoder-threads-'));
  writeSyntheticDocs(dir, 12, 2500);
  const golden = ['questions:', ...[1, 4, 9].map((n, i) => `  - id: q${i}\n    question: which thread lock guards the queue on page ${n}\n    relevant: [docs/${String(n).padStart(4, '0')}.md]`)].join('\n');
  writeFileSync(join(dir, 'golden.yml'), `${golden}\n`);
  writeFileSync(join(dir, 'config.yml'), 'docs: ["docs/**/*.md"]\nretriever:\n  type: hybrid\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under `root`, by relative path, with its bytes. */
function filesUnder(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(root, p), readFileSync(p));
    }
  };
  walk(root);
  return out;
}

function evalCold(jobs: string): { out: string; err: string; cache: Map<string, Buffer> } {
  const cwd = mkdtempSync(join(tmpdir(), 'rg-encoder-threads-cwd-'));
  try {
    // A cold cache of its own for each run: the user's cache folder, moved by the variable.
    const env = { ...process.env, RETRIEVAL_GATE_CACHE_DIR: join(cwd, 'cache') };
    const r = spawnSync(process.execPath, [distFile('cli.js'), 'eval', '--dir', dir, '--config', join(dir, 'config.yml'), '--golden', join(dir, 'golden.yml'), '--json', '--verbose', '--jobs', jobs], { cwd, encoding: 'utf8', env });
    expect(r.status).toBe(0);
    return { out: r.stdout, err: r.stderr, cache: filesUnder(join(cwd, 'cache', 'embeddings')) };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

test('two encoder threads and one: the same vectors, byte for byte, and the same report', () => {
  const one = evalCold('1');
  const two = evalCold('2');
  expect(one.err).toContain('minilm-l6-v2: embedding on this thread, 1 core');
  expect(two.err).toContain('minilm-l6-v2: embedding on 2 threads, one core each');
  expect(two.err).not.toMatch(/encoder thread (stopped|:)/);
  expect(JSON.parse(one.out).docs).toBe(12);
  expect(two.out).toBe(one.out);
  expect(one.cache.size).toBeGreaterThan(0);
  expect([...two.cache.keys()].sort()).toEqual([...one.cache.keys()].sort());
  for (const [path, bytes] of one.cache) expect(two.cache.get(path)?.equals(bytes)).toBe(true);
}, 120_000);
