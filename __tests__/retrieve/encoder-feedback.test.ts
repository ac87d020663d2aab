/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
// The shipped encoder's ranking with feedback from BM25 (draft's fill ranking): each question's
// vector moved toward the vectors of BM25's first chunks for it. With no weight it is the plain
// ranking; with weight the chunk BM25 ranks first climbs, on a whole side and on a pooled one
// alike; and a pooled side is embedded once for both rankings of the same questions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { createBm25Retriever } from '../../src/retrieve/bm25/bm25-retriever';
import { createEncoderRetriever } from '../../src/retrieve/embed/encoder-retriever';
import { mdChunks } from '../chunk/helpers';

const DOC = `# Handbook

## Parental leave

Staff may take up to twenty weeks of leave after the birth or adoption of a child.

## Holiday allowance

Each year brings twenty-five days of paid holiday, plus public holidays.

## Sick days

Tell your manager before ten o'clock on the first day you are ill.

## Office plants

The plants on each floor are watered on Mondays by the facilities team.
`;

const { chunks } = mdChunks(DOC, { path: 'handbook.md' });
let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'rg-enc-fb-'));
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const QUESTION = ['how many weeks off do I get when my baby is born? (also: Mondays)'];

test.each([
  ['whole', { pool: 100, pool_from: 1000 }],
  ['pooled', { pool: 100, pool_from: 1 }],
])('%s side: weight 0 is the plain ranking; weight moves the question toward BM25\'s first chunk', async (_, hybrid) => {
  const bm25 = createBm25Retriever(chunks, { ...DEFAULT_CONFIG.retriever, type: 'bm25' });
  const lines: string[] = [];
  const enc = await createEncoderRetriever(chunks, bm25, hybrid, { cwd, env: {}, threads: 1, log: (m) => lines.push(m) });
  const [plain] = await enc.search(QUESTION, 5);
  const [same] = await enc.searchWithFeedback(QUESTION, 5, { docs: 1, weight: 0 });
  expect(same.map((h) => h.id)).toEqual(plain.map((h) => h.id));
  // BM25 ranks the plants first (the only word the chunks share with the question is "Mondays").
  const [lexical] = await bm25.search(QUESTION, 1);
  expect(lexical[0].id).toBe('handbook.md#office-plants');
  expect(plain[0].id).toBe('handbook.md#parental-leave');
  const plantsAt = (list: typeof plain) => list.findIndex((h) => h.id === 'handbook.md#office-plants');
  const [moved] = await enc.searchWithFeedback(QUESTION, 5, { docs: 1, weight: 3 });
  expect(plantsAt(moved)).toBeLessThan(plantsAt(plain));
  expect(moved[0].id).toBe('handbook.md#office-plants');
  // Each chunk is ranked once, whatever the searches: a pool (BM25's hits) is built once for the same questions.
  const [pool] = await bm25.search(QUESTION, hybrid.pool);
  expect(enc.encoderWork!().ranked).toBe(hybrid.pool_from === 1 ? pool.length : chunks.length);
});
