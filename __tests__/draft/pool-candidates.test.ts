// How draft's candidates are pooled from its rankings: each ranking's first sections lead (the
// encoder's best, BM25's two best, BM25 with feedback's best), then the encoder's ranking with
// feedback from BM25 fills the list; without that ranking (a configured dense or hybrid
// retriever) the rest come from every ranking fused by reciprocal rank. A section counts once,
// whichever ranking and whichever part of it comes first.
import { LEADS, MAX_CANDIDATES, poolCandidates } from '../../src/draft/candidates';
import type { Chunk, Hit } from '../../src/types';
import { mdChunks } from '../chunk/helpers';

const sections = Array.from({ length: 14 }, (_, i) => `## Section ${String.fromCharCode(65 + i)}\n\nText of section ${i}.\n`);
const { chunks } = mdChunks(`# Guide\n\nOpening.\n\n${sections.join('\n')}`, { path: 'guide.md' });
const byId = new Map(chunks.map((c) => [c.id, c]));
const chunkOf = (id: string): Chunk | undefined => byId.get(id);
const id = (letter: string) => `guide.md#section-${letter.toLowerCase()}`;
const hits = (letters: string): Hit[] => [...letters].map((l, i) => ({ id: id(l), score: 10 - i }));
const labels = (letters: string) => [...letters].map((l) => `guide.md#section-${l.toLowerCase()}`);

test('each ranking leads with its first sections, in the order LEADS gives, then the feedback ranking fills', () => {
  expect(LEADS.map(([k, n]) => `${k}:${n}`)).toEqual(['meaning:1', 'lexical:2', 'lexicalFeedback:1']);
  const out = poolCandidates({ meaning: hits('MN'), lexical: hits('ABC'), lexicalFeedback: hits('AFG'), meaningFeedback: hits('HIJKLMNA') }, chunkOf);
  // M (meaning 1), A B (lexical 2), F (lexicalFeedback: A is taken, so its next), then H I J K.
  expect(out.map((c) => c.label)).toEqual(labels('MABFHIJK'));
  expect(out).toHaveLength(MAX_CANDIDATES);
  // Each shows its heading trail and opening words, and the reciprocal-rank sum over every ranking.
  expect(out[1]).toEqual(expect.objectContaining({ heading: 'Guide › Section A', snippet: 'Text of section 0.' }));
  expect(out[1].score).toBeCloseTo(1 / 61 + 1 / 61 + 1 / 68, 4);
});

test('without the feedback ranking the rest is every ranking fused by reciprocal rank; a short list takes what there is', () => {
  const out = poolCandidates({ meaning: hits('D'), lexical: hits('ABC'), lexicalFeedback: hits('CBE') }, chunkOf);
  // D, A, B, C lead; E is all that is left.
  expect(out.map((c) => c.label)).toEqual(labels('DABCE'));
  // A fill shorter than the list: the other rankings' sections take the places left.
  const short = poolCandidates({ meaning: hits('D'), lexical: hits('ABCKL'), lexicalFeedback: hits('A'), meaningFeedback: hits('N') }, chunkOf, 7);
  expect(short.map((c) => c.label)).toEqual(labels('DABNCKL'));
});

test('ids that are not chunks of the side are passed over', () => {
  const out = poolCandidates({ meaning: [{ id: 'gone.md#x', score: 1 }, ...hits('A')], lexical: hits('B'), lexicalFeedback: [], meaningFeedback: [] }, chunkOf);
  expect(out.map((c) => c.label)).toEqual(labels('AB'));
});
