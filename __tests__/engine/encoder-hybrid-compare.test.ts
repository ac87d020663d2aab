/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * compare with `retriever.type: hybrid` and no `dense` section (BM25 + the shipped sentence
 * encoder, in process) on a real temporary repository: no key is needed, so a run without secrets
 * (a fork PR) and a run with every secret report the same retriever, byte for byte the same
 * report; the head embeds only the chunks the base did not have (the embeddings cache), and a
 * second run embeds nothing. A pooled side embeds only BM25's pooled chunks. How many chunks each
 * side's encoder embedded is in report.json (`base.encoder`, `head.encoder`) and the comment, in
 * one line, the same whatever the cache held; the log says how many came from the cache.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { validateReport } from '../../src/report/validate';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The encoder's log lines: `<identity> ranked N chunks: K embedded in this run, M from the embeddings cache` (or `a pool of N chunks (…)`). */
const embedLines = (logs: string[]) =>
  logs.flatMap((l) => {
    const m = /^minilm-l6-v2@[0-9a-f]{12} ranked (?:a pool of )?(\d+) chunks(?: \(BM25's top hits among \d+\))?: (\d+) embedded in this run, (\d+) from the embeddings cache$/.exec(l);
    return m ? [{ chunks: Number(m[1]), embedded: Number(m[2]), cached: Number(m[3]) }] : [];
  });


test('hybrid with the sentence encoder: same retriever and report with or without secrets; vectors come from the cache', async () => {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n` }, DOCS_PR);
  // The embeddings cache folder is the caller's (the user's cache folder on the command line).
  const embeddingsCacheDir = `${dir}-emb`;
  made.push(dir, embeddingsCacheDir);
  const logs: string[] = [];
  const fork = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, embeddingsCacheDir, log: (m) => logs.push(m) });
  expect(fork.retriever).toMatch(/^hybrid\(rrf k=60: bm25 \+ minilm-l6-v2@[0-9a-f]{12} pool=100@5000\)$/);
  expect(fork.missing_key).toBeUndefined();
  const [base, head] = embedLines(logs);
  expect(base.embedded).toBe(base.chunks);
  // The head embeds only what the PR changed or added.
  expect(head.cached).toBeGreaterThan(0);
  expect(head.embedded).toBeLessThan(head.chunks);
  // report.json says the same, per side, and the comment says it in one line.
  const model = expect.stringMatching(/^minilm-l6-v2@[0-9a-f]{12}$/);
  expect(fork.base.encoder).toEqual({ model, embedded: fork.base.chunks, pooled: false });
  expect(fork.head.encoder).toEqual({ model, embedded: fork.head.chunks, pooled: false });
  expect([base.chunks, head.chunks]).toEqual([fork.base.chunks, fork.head.chunks]);
  expect(validateReport(JSON.parse(JSON.stringify(fork))).ok).toBe(true);
  // The run started cold: every vector computed here, none read from before (the head reads the base's fresh ones).
  expect(fork.encoder_run).toEqual({ computed: base.embedded + head.embedded, from_cache: 0 });
  const said = renderComment(fork).split('\n').filter((l) => l.startsWith('Sentence encoder'));
  expect(said).toEqual([
    `Sentence encoder embedded: base all ${base.chunks} chunks · head all ${head.chunks} chunks. Cold: the encoder embedded ${base.embedded + head.embedded} passages (no cached vectors for this base: the workflow's push run fills them).`,
  ]);
  const again: string[] = [];
  const internal = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { OPENAI_API_KEY: 'sk-x', RG_TEST_EMBED_KEY: 'k' }, embeddingsCacheDir, log: (m) => again.push(m) });
  expect(embedLines(again).every((e) => e.embedded === 0 && e.cached === e.chunks)).toBe(true);
  // Warm: the comment says how many vectors came from the cache; the rest of the report is the same bytes.
  expect(internal.encoder_run).toEqual({ computed: 0, from_cache: base.chunks });
  expect(renderComment(internal)).toContain(` Warm: ${base.chunks} vectors from the cache, 0 embedded.`);
  const { encoder_run: _warm, ...warmRest } = internal;
  const { encoder_run: _cold, ...coldRest } = fork;
  expect(JSON.stringify(warmRest)).toBe(JSON.stringify(coldRest));
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
  expect(report.head.encoder).toMatchObject({ pooled: true, embedded: lines[lines.length - 1].chunks });
  expect(renderComment(report)).toContain(`head a pool of ${lines[lines.length - 1].chunks} of its ${report.head.chunks} chunks (BM25's top hits)`);
});

test("a base side read from the side cache reports the encoder's count as the built one did", async () => {
  const dir = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: hybrid\n` }, DOCS_PR);
  made.push(dir);
  const store = new Map<string, Uint8Array>();
  const sideCache = { get: async (k: string) => store.get(k) ?? null, put: async (k: string, v: Uint8Array) => void store.set(k, v) };
  const logs: string[] = [];
  const built = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, sideCache });
  const cached = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, sideCache, log: (m) => logs.push(m) });
  expect(logs.some((l) => l.startsWith('base side cache: hit'))).toBe(true);
  expect(cached.base.encoder).toEqual(built.base.encoder);
  // Only what the encoder computed in each run differs: the cached base computed nothing.
  expect(built.encoder_run).toEqual({ computed: built.base.chunks + built.head.chunks, from_cache: 0 });
  expect(cached.encoder_run).toEqual({ computed: built.head.chunks, from_cache: 0 });
  const { encoder_run: _b, ...builtRest } = built;
  const { encoder_run: _c, ...cachedRest } = cached;
  expect(JSON.stringify(cachedRest)).toBe(JSON.stringify(builtRest));
});
