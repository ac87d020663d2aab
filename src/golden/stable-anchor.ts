/**
 * Which anchors survive edits. GitHub (and every docs site generator) numbers repeated headings (`options`, `options-1`, …
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

/** The anchor a heading's site generates for it (GitHub's slug when the site's is the same). */
const siteOf = (h: HeadingRef) => h.site ?? h.slug;

/**
 * Whether `anchor`, generated for heading `h`, is a repeat's number: a heading with the same text
 * holds the anchor without it (`options-2` on GitHub and most sites, `options_2` on MkDocs).
 */
function isNumbered(h: HeadingRef, anchor: string, all: ReadonlyArray<{ h: HeadingRef }>): boolean {
  const m = /^(.*)[-_]\d+$/.exec(anchor);
  if (!m) return false;
  return all.some((o) => (siteOf(o.h) === m[1] || o.h.slug === m[1]) && norm(o.h.text) === norm(h.text));
}

/** The facts about `anchor` in `doc` (see AnchorFacts). */
export function anchorFacts(doc: Doc, anchor: string): AnchorFacts {
  const all = headings(doc);
  // The site's anchors first: one that is also another heading's GitHub slug names the site's section (golden/spans.ts).
  const sitewise = all.filter((x) => siteOf(x.h) === anchor || x.h.ids.includes(anchor));
  const named = sitewise.length ? sitewise : all.filter((x) => x.h.slug === anchor);
  const bySlug = named.find((x) => siteOf(x.h) === anchor) ?? named.find((x) => x.h.slug === anchor);
  const own = bySlug ?? named[0];
  if (!own) return { numbered: false, sections: 0 };
  // Named through its explicit id, the anchor does not move.
  const numbered = bySlug !== undefined && !bySlug.h.ids.includes(anchor) && isNumbered(bySlug.h, anchor, all);
  const facts: AnchorFacts = { heading: own.h, numbered, sections: named.length };
  if (numbered && own.h.ids.length) facts.stable = own.h.ids[0];
  if (numbered) {
    for (let i = own.above.length - 1; i >= 0; i--) {
      const up = own.above[i];
      if (up.ids.length) {
        facts.holder = up.ids[0];
        break;
      }
      if (!isNumbered(up, siteOf(up), all)) {
        facts.holder = siteOf(up);
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
    const i = c.trail.findIndex((h) => h.slug === anchor || h.site === anchor || h.ids.includes(anchor));
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
  const anchor = siteOf(own);
  const facts = anchorFacts(d, anchor);
  const stable = facts.numbered ? (facts.stable ?? facts.holder) : undefined;
  return stable ? { label: `${d.path}#${stable}`, instead: anchor } : null;
}
