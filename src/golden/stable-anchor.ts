/**
 * Which anchors survive edits. GitHub numbers repeated headings (`options`, `options-1`, …
 * `options-27` on a page with 28 `### Options`), so such an anchor names another section as soon
 * as the page is reordered. An explicit id (`{#id}`, `<a id>`) or a heading whose slug is unique
 * on its page does not move. Pure: one document in, the facts about one anchor out.
 */
import type { Chunk, Doc, HeadingRef } from '../types';

export interface AnchorFacts {
  /** The heading the anchor names (by slug or explicit id), when there is one. */
  heading?: HeadingRef;
  /** The anchor is a repeat's number (`options-2` for the third "Options"), not an id or a unique slug. */
  numbered: boolean;
  /** How many sections of the page the anchor names (more than one: ambiguous). */
  sections: number;
  /** An anchor naming the same section that does not move: the heading's explicit id. */
  stable?: string;
  /** The nearest enclosing heading whose anchor does not move (it covers this section and its siblings' parent). */
  holder?: string;
}

const headingCache = new WeakMap<Doc, Array<{ h: HeadingRef; above: HeadingRef[] }>>();

/** Every heading of a document, each once, in document order, with the headings above it (memoised per document). */
function headings(doc: Doc): Array<{ h: HeadingRef; above: HeadingRef[] }> {
  const known = headingCache.get(doc);
  if (known) return known;
  const out: Array<{ h: HeadingRef; above: HeadingRef[] }> = [];
  const seen = new Set<string>();
  const add = (trail: readonly HeadingRef[]) =>
    trail.forEach((h, i) => {
      if (seen.has(h.slug)) return;
      seen.add(h.slug);
      out.push({ h, above: trail.slice(0, i) });
    });
  for (const c of doc.chunks) add(c.trail);
  if (doc.sections) for (const s of doc.sections) if (!seen.has(s.heading.slug)) out.push({ h: s.heading, above: [] });
  headingCache.set(doc, out);
  return out;
}

const norm = (s: string) => s.normalize('NFC').trim().toLowerCase();

/** Whether a heading's slug is a repeat's number: a heading with the same text holds the slug without it. */
function isNumbered(h: HeadingRef, all: ReadonlyArray<{ h: HeadingRef }>): boolean {
  const m = /^(.*)-\d+$/.exec(h.slug);
  if (!m) return false;
  return all.some((o) => o.h.slug === m[1] && norm(o.h.text) === norm(h.text));
}

/** The facts about `anchor` in `doc` (see AnchorFacts). */
export function anchorFacts(doc: Doc, anchor: string): AnchorFacts {
  const all = headings(doc);
  const named = all.filter((x) => x.h.slug === anchor || x.h.ids.includes(anchor));
  const bySlug = named.find((x) => x.h.slug === anchor);
  const own = bySlug ?? named[0];
  if (!own) return { numbered: false, sections: 0 };
  // Named through its explicit id, the anchor does not move.
  const numbered = bySlug !== undefined && !bySlug.h.ids.includes(anchor) && isNumbered(bySlug.h, all);
  const facts: AnchorFacts = { heading: own.h, numbered, sections: named.length };
  if (numbered && own.h.ids.length) facts.stable = own.h.ids[0];
  if (numbered) {
    for (let i = own.above.length - 1; i >= 0; i--) {
      const up = own.above[i];
      if (up.ids.length) {
        facts.holder = up.ids[0];
        break;
      }
      if (!isNumbered(up, all)) {
        facts.holder = up.slug;
        break;
      }
    }
  }
  return facts;
}

/** A short sentence on how to name a numbered section so it stays put, for warnings and fixes. */
export function stableAdvice(path: string, facts: AnchorFacts): string {
  if (facts.stable) return `use ${path}#${facts.stable} (the heading's explicit id), which does not move`;
  const id = 'give the heading an explicit id ({#my-id} after it, or <a id="my-id"></a> before it)';
  if (facts.holder) return `use ${path}#${facts.holder} (the section that holds it, whose anchor is unique), or ${id}`;
  return id;
}

/** The headings down to the one `anchor` names, `Outer > Inner`, for messages; the anchor when none. */
export function headingPath(doc: Doc, anchor: string): string {
  for (const c of doc.chunks) {
    const i = c.trail.findIndex((h) => h.slug === anchor || h.ids.includes(anchor));
    if (i >= 0) return c.trail.slice(0, i + 1).map((h) => h.text).join(' > ');
  }
  return anchor;
}

/**
 * For a chunk whose own heading is a numbered repeat (`#options-2` for the third "Options"), the
 * label to write instead: that anchor names another section once the page is reordered.
 */
export function stableLabel(c: Chunk, d: Doc): { label: string; instead: string } | null {
  const own = c.trail[c.trail.length - 1];
  if (!own) return null;
  const facts = anchorFacts(d, own.slug);
  const stable = facts.numbered ? (facts.stable ?? facts.holder) : undefined;
  return stable ? { label: `${d.path}#${stable}`, instead: own.slug } : null;
}
