// How draft's candidates are pooled from its rankings: each ranking's first sections lead (the
// hybrid ranking's best, the encoder's, BM25's, BM25 with feedback's), then the hybrid ranking
// (BM25 and the encoder fused) fills the list; a plan can name other leads and another fill, and
// without its fill ranking the rest come from the encoder moved toward BM25, else from every
// ranking fused by reciprocal rank. A section counts once, whichever ranking and whichever part of
// it comes first.
import { LEADS, MAX_CANDIDATES, poolCandidates, type PoolPlan } from '../../src/draft/candidates';
import type { Chunk, Hit } from '../../src/types';
import { mdChunks } from '../chunk/helpers';

const sections = Array.from({ length: 14 }, (_, i) => `## Section ${String.fromCharCode(65 + i)}\n\nText of section ${i}.\n`);
const { chunks } = mdChunks(`# Guide\n\nOpening.\n\n${sections.join('\n')}`, { path: 'guide.md' });
const byId = new Map(chunks.map((c) => [c.id, c]));
const chunkOf = (id: string): Chunk | undefined => byId.get(id);
const id = (letter: string) => `guide.md#section-${letter.toLowerCase()}`;
const hits = (letters: string): Hit[] => [...letters].map((l, i) => ({ id: id(l), score: 10 - i }));
const labels = (letters: string) => [...letters].map((l) => `guide.md#section-${l.toLowerCase()}`);

/** The plan the list was pooled with before the hybrid ranking: the tests of the fallbacks use it. */
const BEFORE: PoolPlan = { leads: [['meaning', 1], ['lexical', 2], ['lexicalFeedback', 1]], fill: 'meaningFeedback' };

test('by default the hybrid ranking leads, then the encoder, BM25 and BM25 with feedback, and the hybrid ranking fills; each section once', () => {
  expect(LEADS.map(([k, n]) => `${k}:${n}`)).toEqual(['hybrid:1', 'meaning:1', 'lexical:1', 'lexicalFeedback:1']);
  // H leads (hybrid 1); M (meaning 1); A (lexical 1); F (lexicalFeedback: A is taken); then the hybrid ranking
  // in its order, skipping what is on the list: B C D E.
  const out = poolCandidates({ hybrid: hits('HABMCDEF'), meaning: hits('MN'), lexical: hits('ABC'), lexicalFeedback: hits('AFG'), meaningFeedback: hits('IJKL') }, chunkOf);
  expect(out.map((c) => c.label)).toEqual(labels('HMAFBCDE'));
  // The hybrid ranking orders the list; the score is still the agreement of the other rankings (H: none of them).
  expect(out[0].score).toBe(0);
  expect(out[2].score).toBeCloseTo(1 / 61 + 1 / 61, 4);
});

test('each ranking leads with its first sections, in the order a plan gives, then its fill ranking fills', () => {
  const out = poolCandidates({ meaning: hits('MN'), lexical: hits('ABC'), lexicalFeedback: hits('AFG'), meaningFeedback: hits('HIJKLMNA') }, chunkOf, MAX_CANDIDATES, BEFORE);
  // M (meaning 1), A B (lexical 2), F (lexicalFeedback: A is taken, so its next), then H I J K.
  expect(out.map((c) => c.label)).toEqual(labels('MABFHIJK'));
  expect(out).toHaveLength(MAX_CANDIDATES);
  // Each shows its heading trail and opening words, and the reciprocal-rank sum over every ranking.
  expect(out[1]).toEqual(expect.objectContaining({ heading: 'Guide › Section A', snippet: 'Text of section 0.' }));
  expect(out[1].score).toBeCloseTo(1 / 61 + 1 / 61 + 1 / 68, 4);
});

test('without the fill ranking the encoder moved toward BM25 fills', () => {
  // No hybrid ranking (a caller that has none): M, A, F lead, then the feedback ranking's H I J K L.
  const out = poolCandidates({ meaning: hits('MN'), lexical: hits('ABC'), lexicalFeedback: hits('AFG'), meaningFeedback: hits('HIJKLMNA') }, chunkOf);
  expect(out.map((c) => c.label)).toEqual(labels('MAFHIJKL'));
});

test('without the feedback ranking the rest is every ranking fused by reciprocal rank; a short list takes what there is', () => {
  const out = poolCandidates({ meaning: hits('D'), lexical: hits('ABC'), lexicalFeedback: hits('CBE') }, chunkOf, MAX_CANDIDATES, BEFORE);
  // D, A, B, C lead; E is all that is left.
  expect(out.map((c) => c.label)).toEqual(labels('DABCE'));
  // A fill shorter than the list: the other rankings' sections take the places left.
  const short = poolCandidates({ meaning: hits('D'), lexical: hits('ABCKL'), lexicalFeedback: hits('A'), meaningFeedback: hits('N') }, chunkOf, 7, BEFORE);
  expect(short.map((c) => c.label)).toEqual(labels('DABNCKL'));
});

test('ids that are not chunks of the side are passed over', () => {
  const out = poolCandidates({ meaning: [{ id: 'gone.md#x', score: 1 }, ...hits('A')], lexical: hits('B'), lexicalFeedback: [], meaningFeedback: [] }, chunkOf);
  expect(out.map((c) => c.label)).toEqual(labels('AB'));
});
