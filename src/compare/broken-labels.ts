import { distance } from 'fastest-levenshtein';
import type { BrokenLabel, Doc, Label } from '../types';

type Fix = NonNullable<BrokenLabel['fix']>;

/** Anchor (slug or explicit id) → heading text, for one document, from its chunks' heading trails. */
function headingTexts(doc: Doc): Map<string, string> {
  const out = new Map<string, string>();
  for (const chunk of doc.chunks) {
    for (const h of chunk.trail) {
      if (!out.has(h.slug)) out.set(h.slug, h.text);
      for (const id of h.ids) if (!out.has(id)) out.set(id, h.text);
    }
  }
  return out;
}

/** Heading text compared loosely: case, surrounding space and runs of spaces do not matter. */
const norm = (t: string) => t.trim().replace(/\s+/g, ' ').toLowerCase();

/** Smallest edit distance, ties broken by plain string order so the answer never depends on input order. */
function closest(target: string, candidates: Iterable<string>): { value: string; dist: number } | null {
  let best: { value: string; dist: number } | null = null;
  for (const c of candidates) {
    const d = distance(target, c);
    if (!best || d < best.dist || (d === best.dist && c < best.value)) best = { value: c, dist: d };
  }
  return best;
}

/** An edit close enough to be the same thing: at most half the longer string. */
const closeEnough = (a: string, b: string, d: number) => d <= Math.max(a.length, b.length) / 2;

/**
 * Suggests a fix for a label that does not resolve at head, looking at what the base had:
 * the document moved (same blob under another path), the section moved (same heading text in
 * another file), the heading renamed in place (closest slug in the same file, new slugs first),
 * or the document deleted.
 */
export function suggestFix(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[]): { suggestion: string; fix: Fix } {
  const headByPath = new Map(headDocs.map((d) => [d.path, d]));
  const baseDoc = baseDocs.find((d) => d.path === label.path);
  const headDoc = headByPath.get(label.path);
  const anchorPart = label.anchor !== undefined ? `#${label.anchor}` : '';
  const baseText = baseDoc && label.anchor !== undefined ? headingTexts(baseDoc).get(label.anchor) : undefined;

  /** Same heading text in another head file (first by path). */
  const movedSection = (): { suggestion: string; fix: Fix } | null => {
    if (baseText === undefined) return null;
    const wanted = norm(baseText);
    const sorted = [...headDocs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const d of sorted) {
      if (d.path === label.path) continue;
      for (const [anchor, text] of headingTexts(d)) {
        if (norm(text) === wanted) {
          const to = `${d.path}#${anchor}`;
          return { suggestion: `section "${baseText}" moved to ${d.path}: use ${to}`, fix: { kind: 'moved', label: to } };
        }
      }
    }
    return null;
  };

  if (!headDoc) {
    if (baseDoc) {
      const twin = headDocs.find((d) => d.hash === baseDoc.hash && !baseDocs.some((b) => b.path === d.path));
      if (twin) {
        const to = `${twin.path}${anchorPart}`;
        return { suggestion: `document moved to ${twin.path}: use ${to}`, fix: { kind: 'moved', label: to } };
      }
      const moved = movedSection();
      if (moved) return moved;
      return { suggestion: `document ${label.path} was deleted: remove the label or point it at the page that replaced it`, fix: { kind: 'deleted' } };
    }
    const near = closest(label.path, headByPath.keys());
    if (near && closeEnough(label.path, near.value, near.dist)) {
      const to = `${near.value}${anchorPart}`;
      return { suggestion: `no document ${label.path}; did you mean ${to}?`, fix: { kind: 'unknown', label: to } };
    }
    return { suggestion: `no document ${label.path} in this snapshot`, fix: { kind: 'unknown' } };
  }

  const anchor = label.anchor as string;
  const moved = movedSection();
  if (moved) return moved;
  // A renamed heading gets a slug the base did not have: prefer those; else any anchor of the file.
  const baseAnchors = new Set(baseDoc ? baseDoc.anchors : []);
  const fresh = headDoc.anchors.filter((a) => !baseAnchors.has(a));
  const near = closest(anchor, fresh.length ? fresh : headDoc.anchors);
  if (near) {
    const to = `${label.path}#${near.value}`;
    const was = baseText !== undefined ? ` (was "${baseText}")` : '';
    return { suggestion: `heading renamed in place${was}? closest anchor in ${label.path}: use ${to}`, fix: { kind: 'renamed', label: to } };
  }
  return { suggestion: `${label.path} has no headings left: label the whole document (${label.path}) instead`, fix: { kind: 'renamed', label: label.path } };
}
