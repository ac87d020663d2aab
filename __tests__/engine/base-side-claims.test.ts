/**
 * A base side entry's claims are judged against what the run read itself before it is used.
 *
 * Before: any entry that decoded under the right key was used, whatever documents, questions or
 * chunks it named (the key is a hash of public inputs, so anyone who can write the store can file
 * an entry under it). Now an entry whose documents are not the base's files with their blob
 * hashes, whose questions are not the golden set's, or whose rankings name a chunk none of its
 * documents has, is ignored with a log line and the base is built.
 */
import { rmSync } from 'node:fs';
import { decodeBaseSide, encodeBaseSide, type CachedBaseSide } from '../../src/engine/base-side-entry';
import { runCompare } from '../../src/engine/run-compare';
import type { SideCache } from '../../src/engine/types';
import { renderReportJson } from '../../src/report/json';
import { BASE_FILES, DOCS_PR, makeRepo } from './repo-fixture';

let repo: string;
beforeAll(() => (repo = makeRepo(BASE_FILES, DOCS_PR)));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function memory(): SideCache & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>();
  return { entries, get: async (k) => entries.get(k) ?? null, put: async (k, d) => void entries.set(k, d) };
}

async function compare(sideCache: SideCache): Promise<{ json: string; log: string[] }> {
  const log: string[] = [];
  const report = await runCompare({ repo, base: 'main', head: 'pr' }, { cwd: repo, env: {}, log: (m) => log.push(m), sideCache });
  return { json: renderReportJson(report), log };
}

/** The cold run (nothing cached) and the entry it filed: what every forged case starts from and must equal. */
let cold: { json: string; log: string[] };
let key: string;
let data: Uint8Array;
beforeAll(async () => {
  const cache = memory();
  cold = await compare(cache);
  [[key, data]] = [...cache.entries];
});

test('the honest entry is used as it is', async () => {
  const cache = memory();
  cache.entries.set(key, data);
  const warm = await compare(cache);
  expect(warm.log).toContainEqual(`base side cache: hit ${key}`);
  expect(warm.json).toBe(cold.json);
});

test.each<[string, (side: CachedBaseSide) => void, RegExp]>([
  ['a document with another blob', (s) => (s.docs[0].hash = '0'.repeat(40)), /document '.*' is not at the base with blob 0{40}/],
  ['a document the base does not have', (s) => (s.docs[0].path = 'docs/invented.md'), /document 'docs\/invented\.md' is not at the base/],
  ['questions of another golden set', (s) => ([s.questions[0].id, s.questions[1].id] = [s.questions[1].id, s.questions[0].id]), /question 1 is 'R2', the golden set's is 'R1'/],
  ['a question missing', (s) => s.questions.pop(), /3 questions, the golden set has 4/],
  [
    'a ranking naming a chunk no document has',
    (s) => (s.questions[0].retrieved = [{ ...s.questions[0].retrieved[0], id: 'docs/outlet/spring-sale.md#refurbished-headphones-sale' }]),
    /question 'R1' retrieved 'docs\/outlet\/spring-sale\.md#refurbished-headphones-sale', which is no chunk of the entry's documents/,
  ],
])('%s: ignored, the base is built, the report is the cold one', async (_name, forge, why) => {
  // Each case forges its own copy of the cold run's entry, in a store of its own.
  const side = decodeBaseSide(key, data);
  forge(side);
  const cache = memory();
  cache.entries.set(key, encodeBaseSide(key, side));
  const warm = await compare(cache);
  expect(warm.log.some((l) => l.startsWith('base side cache: hit'))).toBe(false);
  const ignored = warm.log.find((l) => l.startsWith(`base side cache: entry ${key} ignored`));
  expect(ignored).toMatch(/it does not match this run's inputs: /);
  expect(ignored).toMatch(why);
  expect(warm.json).toBe(cold.json);
});
