/**
 * Label drift: a label that resolves at base and at head, but whose anchor names other text at
 * head while the text it named at base lives under another anchor of the head. The usual cause
 * is a numbered anchor (`options-2`) renumbered when a page with repeated headings is reordered:
 * nothing is broken, yet the label now points at another command's options. It is a label change,
 * with the new anchor as its fix, and the head is scored through that anchor, so the reorder does
 * not read as a retrieval regression. The fix names only an anchor fix-rules.ts allows.
 *
 * The other outcome is the answer's text gone: no section of the head holds it, and the anchor now
 * names another section (a renumbered repeat, or a heading elsewhere on the page). That is not a
 * label change but a regression: the section the anchor names now is not the answer, so the head
 * does not count it as one (label-plan.ts). Pure: documents (with their texts) in, a finding out.
 */
import type { Doc, Label } from '../types';
import { sectionLabel } from '../golden/label';
import { anchorFacts, headingPath, stableAdvice } from '../golden/stable-anchor';
import { canBeSame, countGrams, gramSimilarity, SAME_TEXT, sectionAnchors, sectionGrams, sectionWords, type SectionGrams } from './section-text';
import { sameTextAtHead, type Suggestion } from './broken-labels';
import { mayName, TRUSTED_HEAD, type FixRules } from './fix-rules';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A section label whose document the change edited and whose text at head is unlike the base's. */
interface Changed {
  anchor: string;
  baseDoc: Doc;
  headDoc: Doc;
  words: string[];
  mine: SectionGrams;
}

function changedSection(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[]): Changed | null {
  if (label.any || label.anchor === undefined) return null;
  const baseDoc = baseDocs.find((d) => d.path === label.path);
  const headDoc = headDocs.find((d) => d.path === label.path);
  if (!baseDoc || !headDoc || baseDoc.hash === headDoc.hash) return null;
  const words = sectionWords(baseDoc, label.anchor);
  const now = sectionGrams(headDoc, label.anchor);
  if (!words || !words.length || !now) return null;
  const mine = countGrams(words);
  if (gramSimilarity(mine, now) >= SAME_TEXT) return null;
  return { anchor: label.anchor, baseDoc, headDoc, words, mine };
}

/** Whether the section under `anchor` holds the moved text and is about its size. */
function holds(doc: Doc, anchor: string, mine: SectionGrams): number {
  const g = sectionGrams(doc, anchor);
  if (!g || !canBeSame(mine.total, g.total)) return 0;
  return gramSimilarity(mine, g);
}

/**
 * The drift of one plain `path#anchor` label, or null. Only a document the change edited can
 * drift; the head section under the same anchor must be unlike the base's (below SAME_TEXT) and
 * another anchor of the same document, one a fix may name (fix-rules.ts), must hold the base's
 * text (SAME_TEXT or more, the most alike first, then the deepest heading, then code-unit order).
 */
export function driftOf(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[], rules: FixRules = TRUSTED_HEAD): Suggestion | null {
  const c = changedSection(label, baseDocs, headDocs);
  if (!c) return null;
  const { headDoc, baseDoc, mine } = c;
  let best: { anchor: string; similarity: number; level: number } | null = null;
  for (const anchor of sectionAnchors(headDoc)) {
    if (anchor === c.anchor) continue;
    const similarity = holds(headDoc, anchor, mine);
    if (similarity < SAME_TEXT || !mayName(headDoc, anchor, baseDoc, rules)) continue;
    const level = anchorFacts(headDoc, anchor).heading?.level ?? 0;
    if (!best || similarity > best.similarity || (similarity === best.similarity && (level > best.level || (level === best.level && byCodeUnit(anchor, best.anchor) < 0)))) {
      best = { anchor, similarity, level };
    }
  }
  if (!best) return null;
  // The same section's explicit id, when it has one, is the fix that will not drift again; but only
  // an id a fix may name whose own section holds the text (an id the page gives to other sections
  // too would bring them into the label).
  const facts = anchorFacts(headDoc, best.anchor);
  const stable = facts.numbered && facts.stable && mayName(headDoc, facts.stable, baseDoc, rules) && holds(headDoc, facts.stable, mine) >= SAME_TEXT ? facts.stable : undefined;
  const anchor = stable ?? best.anchor;
  const to = sectionLabel(label.path, anchor);
  const heading = headingPath(headDoc, best.anchor);
  const same = best.similarity === 1 ? 'same text' : `${Math.round(best.similarity * 100)} % same text`;
  const was = headingPath(headDoc, c.anchor);
  const advice = facts.numbered && !stable ? `; ${anchor} is a numbered repeat too: to stop it moving, ${stableAdvice(label.path, facts.stable && !stable ? { ...facts, stable: undefined } : facts)}` : '';
  return {
    suggestion: `#${c.anchor} now names another section ("${was}"); the text it named is now under #${anchor} ("${heading}", ${same}): use ${to.raw}${advice}`,
    fix: { kind: 'drifted', label: to.raw },
    to,
  };
}

/**
 * Why a resolving label no longer names its answer, or null: its document changed, no section of
 * the head holds the text it named at base, and its anchor now names another section (a numbered
 * repeat, or a heading under other headings than at base). A unique heading whose text was
 * rewritten in place is the same section edited: null.
 */
export function answerGone(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[], rules: FixRules = TRUSTED_HEAD): string | null {
  const c = changedSection(label, baseDocs, headDocs);
  if (!c) return null;
  const then = headingPath(c.baseDoc, c.anchor);
  const now = headingPath(c.headDoc, c.anchor);
  const renumbered = anchorFacts(c.baseDoc, c.anchor).numbered || anchorFacts(c.headDoc, c.anchor).numbered;
  if (!renumbered && then === now) return null;
  if (sameTextAtHead(label, c.words, baseDocs, headDocs, rules)) return null;
  return `${label.raw}: the text it named at base ("${then}") is in no section of the head a fix may name, and #${c.anchor} now names another section ("${now}"): not counted as the answer`;
}
