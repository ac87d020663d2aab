/**
 * Which head anchors a label fix (renamed, moved, drifted) may name. A fix decides what the head is
 * scored through and what `fix-labels` writes into the golden set, and the head's anchors are the
 * pull request's text: an explicit id is whatever the page declares, on as many sections as it
 * likes. So a fix names only an anchor declared once on its page, and when the head is not trusted
 * (`pull_request_target`, `workflow_run`) never an explicit id the base's version of that page did
 * not declare. Pure: documents in, a yes or no out.
 */
import type { Doc } from '../types';
import { anchorFacts } from '../golden/stable-anchor';

/** What the run knows about the head's trust. */
export interface FixRules {
  /** The head is the pull request's, not the workflow author's: fixes rest only on what the base declared. */
  untrustedHead: boolean;
}

export const TRUSTED_HEAD: FixRules = { untrustedHead: false };

const idCache = new WeakMap<Doc, Set<string>>();

/** Every explicit id a document's headings declare (`{#id}`, `<a id>`), memoised per document. */
function explicitIds(doc: Doc): Set<string> {
  let ids = idCache.get(doc);
  if (ids) return ids;
  ids = new Set<string>();
  for (const c of doc.chunks) for (const h of c.trail) for (const id of h.ids) ids.add(id);
  if (doc.sections) for (const s of doc.sections) for (const id of s.heading.ids) ids.add(id);
  idCache.set(doc, ids);
  return ids;
}

/**
 * Whether `anchor` of head document `headDoc` may be named by a fix: it names exactly one section,
 * and under an untrusted head it is not an explicit id that `baseDoc` (the same path at base, if
 * any) lacks. A slug is the heading's own text made an anchor, not a name the PR picks for another
 * section, so a new heading's slug may still be named.
 */
export function mayName(headDoc: Doc, anchor: string, baseDoc: Doc | undefined, rules: FixRules): boolean {
  if (anchorFacts(headDoc, anchor).sections !== 1) return false;
  if (!rules.untrustedHead || !explicitIds(headDoc).has(anchor)) return true;
  return baseDoc !== undefined && explicitIds(baseDoc).has(anchor);
}
