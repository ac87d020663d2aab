/**
 * draft's candidates (src/draft/candidates.ts) where a section is not one chunk with a slug: a
 * section split into parts counts once in a ranking, at its best rank (its score is one
 * reciprocal rank per ranking, not one per part), and is shown by its opening words (its first
 * part, whether a ranking reached it or not); a heading that slugs to nothing is named by its explicit id.
 */
import { MAX_CANDIDATES, poolCandidates, sectionLabel } from '../../src/draft/candidates';
import { sideLookups } from '../../src/engine/draft-rank';
import type { Chunk, Hit } from '../../src/types';
import { mdChunks } from '../chunk/helpers';

const LONG = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of the long section says something about widgets and their many settings.`).join('\n\n');
const { chunks } = mdChunks(`# Guide\n\nOpening.\n\n## Long\n\n${LONG}\n\n## Short\n\nA short section.\n\n## $ {#dollar}\n\nThe dollar sign section.\n`, { path: 'guide.md', chunking: { max_chars: 400 } });
const byId = new Map(chunks.map((c) => [c.id, c]));
const chunkOf = (id: string): Chunk | undefined => byId.get(id);
const hits = (ids: string[]): Hit[] => ids.map((id, i) => ({ id, score: 10 - i }));

test('the fixture: the long section is split into parts', () => {
  const parts = chunks.filter((c) => sectionLabel(c) === 'guide.md#long');
  expect(parts.length).toBeGreaterThanOrEqual(3);
  expect(parts.map((c) => c.part)).toEqual(parts.map((_, i) => i));
});

test('a split section once per ranking, at its best rank; shown by the earliest part any ranking reached', () => {
  const parts = chunks.filter((c) => sectionLabel(c) === 'guide.md#long').map((c) => c.id);
  // Its later parts rank first in BM25's ranking, twice in a row; its first part only in the encoder's.
  const lexical = hits([parts[2], parts[1], 'guide.md#short']);
  const out = poolCandidates({ meaning: hits([parts[0]]), lexical, lexicalFeedback: [] }, chunkOf);
  expect(out.map((c) => c.label)).toEqual(['guide.md#long', 'guide.md#short']);
  // Scores are rounded to four places: 1/61 from each ranking, and 1/62 (a part counted again would add 1/62).
  expect(out.map((c) => c.score)).toEqual([0.0328, 0.0161]);
  expect(out[0].snippet).toMatch(/^Paragraph 1 of the long section/);
});

test('a split section whose first part no ranking reached is shown by its opening words, not by the part that ranked', () => {
  const parts = chunks.filter((c) => sectionLabel(c) === 'guide.md#long').map((c) => c.id);
  const { opening } = sideLookups({ docs: [{ chunks } as never] });
  // Only the later parts rank, in every ranking: the snippet is still the section's first paragraph.
  const ranked = hits([parts[2], parts[1]]);
  const out = poolCandidates({ meaning: ranked, lexical: ranked, lexicalFeedback: [], hybrid: ranked }, chunkOf, MAX_CANDIDATES, undefined, opening);
  expect(out.map((c) => c.label)).toEqual(['guide.md#long']);
  expect(out[0].heading).toBe('Guide › Long');
  expect(out[0].snippet).toMatch(/^Paragraph 1 of the long section/);
});

test('a heading that slugs to nothing is named by its id', () => {
  const dollar = chunks.find((c) => c.text.includes('dollar sign'))!;
  expect(dollar.trail.at(-1)).toMatchObject({ slug: '', ids: ['dollar'] });
  expect(sectionLabel(dollar)).toBe('guide.md#dollar');
});
