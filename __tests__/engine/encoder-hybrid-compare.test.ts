/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * compare with `retriever.type: hybrid` and no `dense` section (BM25 + the shipped sentence
 * encoder, in process) on a real temporary repository: no key is needed, so a run without secrets
 * (a fork PR) and a run with every secret report the same retriever, byte for byte the same
 * report; the head embeds only the chunks the base did not have (the embeddings cache), and a
 * second run embeds nothing. A pooled side embeds only BM25's pooled chunks.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The encoder's cache lines: `<identity>: N chunks, M from the cache, K embedded`. */
const embedLines = (logs: string[]) =>
  logs.flatMap((l) => {
    const m = /^minilm-l6-v2@[0-9a-f]{12}: (\d+) chunks, (\d+) from the cache, (\d+) embedded$/.exec(l);
    return m ? [{ chunks: Number(m[1]), cached: Number(m[2]), embedded: Number(m[3]) }] : [];
  });

test('hybrid with the sentence encoder: same retriever and report with or without secrets; vectors come from the cache', async () => {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n` }, DOCS_PR);
  made.push(dir);
  const logs: string[] = [];
  const fork = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, log: (m) => logs.push(m) });
  expect(fork.retriever).toMatch(/^hybrid\(rrf k=60: bm25 \+ minilm-l6-v2@[0-9a-f]{12} pool=100@5000\)$/);
  expect(fork.missing_key).toBeUndefined();
  const [base, head] = embedLines(logs);
  expect(base.embedded).toBe(base.chunks);
  // The head embeds only what the PR changed or added.
  expect(head.cached).toBeGreaterThan(0);
  expect(head.embedded).toBeLessThan(head.chunks);
  const again: string[] = [];
  const internal = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { OPENAI_API_KEY: 'sk-x', RG_TEST_EMBED_KEY: 'k' }, log: (m) => again.push(m) });
  expect(embedLines(again).every((e) => e.embedded === 0 && e.cached === e.chunks)).toBe(true);
  expect(JSON.stringify(internal)).toBe(JSON.stringify(fork));
});

test('a side of pool_from chunks or more: only the union of BM25\'s top `pool` over the questions is embedded', async () => {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n  hybrid:\n    pool: 2\n    pool_from: 1\n` }, DOCS_PR);
  made.push(dir);
  const logs: string[] = [];
  const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, log: (m) => logs.push(m) });
  expect(report.retriever).toContain('pool=2@1');
  const lines = embedLines(logs);
  expect(lines.length).toBeGreaterThan(0);
  const scored = report.questions.length;
  for (const l of lines) expect(l.chunks).toBeLessThanOrEqual(2 * scored);
  expect(Math.max(...lines.map((l) => l.chunks))).toBeLessThan(report.head.chunks);
});
