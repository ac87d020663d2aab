/**
 * The other sections of a candidate's page, for `review`'s `p` key. When draft's candidates miss
 * the right section, its page is often among them all the same (on the quality corpora, the right
 * page was among the eight for more questions than the right section: docs/golden-set-guide.md),
 * so one key that lists the page's sections, those that match the question first, reaches it.
 * Pure: the page's chunks and a ranking of them for the question in, section labels out.
 */
import type { Chunk, Hit } from '../types';
import { sectionLabel } from './candidates';

/** Sections a page offers at once (as many as a search does, so the first candidates stay in view). */
export const PAGE_OFFERED = 5;

/**
 * The page's sections, best first: those the ranking reaches, in its order, then the rest in the
 * order they stand in the page; `skip` (labels already on the screen) left out.
 */
export function pageSections(pageChunks: readonly Chunk[], ranked: readonly Hit[], skip: ReadonlySet<string>, max = PAGE_OFFERED): string[] {
  const byId = new Map(pageChunks.map((c) => [c.id, c]));
  const out: string[] = [];
  const seen = new Set(skip);
  const add = (c: Chunk | undefined) => {
    if (!c || out.length >= max) return;
    const label = sectionLabel(c);
    if (seen.has(label)) return;
    seen.add(label);
    out.push(label);
  };
  for (const h of ranked) add(byId.get(h.id));
  for (const c of [...pageChunks].sort((a, b) => a.start - b.start)) add(c);
  return out;
}
