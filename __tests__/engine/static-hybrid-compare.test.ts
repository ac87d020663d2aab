/**
 * compare with `retriever.type: hybrid` and no `dense` section (BM25 + the shipped static model)
 * on a real temporary repository: no key is needed, so a run without secrets (a fork PR) and a
 * run with every secret report the same retriever, byte for byte the same report; the head
 * reuses the base's analysis and vectors for the unchanged chunks.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { forgetStaticVectors } from '../../src/retrieve/static-retriever';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

test('hybrid with the static model: same retriever and same report with or without secrets; the head reuses the base vectors', async () => {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n` }, DOCS_PR);
  made.push(dir);
  forgetStaticVectors();
  const logs: string[] = [];
  const fork = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, log: (m) => logs.push(m) });
  expect(fork.retriever).toMatch(/^hybrid\(rrf k=60: bm25 \+ static static-minilm-l6-256@[0-9a-f]{12}\)$/);
  expect(fork.missing_key).toBeUndefined();
  const reuse = logs.find((l) => /static embeddings: .* reused from the other side/.test(l) && !/ 0 reused/.test(l));
  expect(reuse).toBeDefined();
  forgetStaticVectors();
  const internal = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { OPENAI_API_KEY: 'sk-x', RG_TEST_EMBED_KEY: 'k' } });
  expect(JSON.stringify(internal)).toBe(JSON.stringify(fork));
});
