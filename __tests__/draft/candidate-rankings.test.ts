/**
 * The rankings draft pools its candidates from (src/engine/draft-rank.ts): BM25's and the embedding
 * model's rankings are also fused by reciprocal rank into a hybrid ranking (their first 100 each,
 * k = 60, as the hybrid retriever fuses them), which leads the list and fills it. A section both
 * rankings place second comes before a section only one of them places first, and every section
 * stands once on the list, whichever rankings reached it.
 */
import { defaultConfig } from '../../src/config/parse';
import { candidateRankings, rankCandidates, HYBRID_DEPTH, type CandidateRetrievers } from '../../src/engine/draft-rank';
import type { Hit, Retriever } from '../../src/types';
import { mdChunks } from '../chunk/helpers';

const letters = 'ABCDEFGHIJKL';
const { chunks } = mdChunks(`# Guide\n\nOpening.\n\n${[...letters].map((l) => `## Section ${l}\n\nText of section ${l}.\n`).join('\n')}`, { path: 'guide.md' });
const id = (l: string) => `guide.md#section-${l.toLowerCase()}`;

/** A retriever that returns the same ranking for every question, and records how deep it was asked. */
function fixed(name: string, order: string, depths: number[]): Retriever {
  return {
    name,
    async search(queries, depth) {
      depths.push(depth);
      const list: Hit[] = [...order].map((l, i) => ({ id: id(l), score: 100 - i }));
      return queries.map(() => list.slice(0, depth));
    },
  };
}

function retrievers(depths: number[]): CandidateRetrievers {
  const lexical = fixed('bm25', 'ABDEFG', depths);
  const lexicalFeedback = fixed('bm25+feedback', 'AHIJ', depths);
  const meaning = fixed('encoder', 'CBKL', depths);
  return { lexical, lexicalFeedback, meaning, meaningFeedback: async (q) => q.map(() => [{ id: id('K'), score: 1 }]), all: [lexical, lexicalFeedback, meaning], names: ['bm25', 'bm25+feedback', 'encoder'] };
}

test('the hybrid ranking fuses BM25 and the encoder by reciprocal rank, from their first hundred', async () => {
  const depths: number[] = [];
  const [r] = await candidateRankings(retrievers(depths), ['how do sections work?']);
  // B is second in both (2/62) and beats A and C, first in one each (1/61 + a lower place or none).
  expect(r.hybrid!.map((h) => h.id)).toEqual(['B', 'A', 'C', 'D', 'K', 'E', 'L', 'F', 'G'].map(id));
  // BM25 and the encoder are read as deep as the hybrid retriever reads them.
  expect(depths).toContain(HYBRID_DEPTH);
});

test('the section both rankings agree on is the first candidate, and each section stands once', async () => {
  const [list] = await rankCandidates({ docs: [{ path: 'guide.md', chunks } as never] }, retrievers([]), ['how do sections work?'], defaultConfig().retriever);
  const labels = list.map((c) => c.label);
  // B (hybrid 1), C (encoder 1), A (BM25 1), H (BM25 with feedback: A is taken), then the hybrid ranking: D K E L.
  expect(labels).toEqual(['B', 'C', 'A', 'H', 'D', 'K', 'E', 'L'].map(id));
  expect(new Set(labels).size).toBe(labels.length);
});
