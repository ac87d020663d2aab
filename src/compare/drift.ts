/**
 * Label drift: a label that resolves at base and at head, but whose anchor names other text at
 * head while the text it named at base lives under another anchor of the head. The usual cause
 * is a numbered anchor (`options-2`) renumbered when a page with repeated headings is reordered:
 * nothing is broken, yet the label now points at another command's options. It is a label change,
 * with the new anchor as its fix, and the head is scored through that anchor, so the reorder does
 * not read as a retrieval regression. Pure: documents (with their texts) in, a finding out.
 */
import type { Doc, Label } from '../types';
import { anchorFacts, headingPath, stableAdvice } from '../golden/stable-anchor';
import { countGrams, gramSimilarity, SAME_TEXT, sectionAnchors, sectionGrams, sectionWords } from './section-text';
import type { Suggestion } from './broken-labels';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The drift of one plain `path#anchor` label, or null. Only a document the change edited can
 * drift; the head section under the same anchor must be unlike the base's (below SAME_TEXT) and
 * another anchor of the same document must hold the base's text (SAME_TEXT or more, the most
 * alike first, then the deepest heading, then code-unit order).
 */
export function driftOf(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[]): Suggestion | null {
  if (label.any || label.anchor === undefined) return null;
  const baseDoc = baseDocs.find((d) => d.path === label.path);
  const headDoc = headDocs.find((d) => d.path === label.path);
  if (!baseDoc || !headDoc || baseDoc.hash === headDoc.hash) return null;
  const before = sectionWords(baseDoc, label.anchor);
  const now = sectionGrams(headDoc, label.anchor);
  if (!before || !before.length || !now) return null;
  const mine = countGrams(before);
  if (gramSimilarity(mine, now) >= SAME_TEXT) return null;
  let best: { anchor: string; similarity: number; level: number } | null = null;
  for (const anchor of sectionAnchors(headDoc)) {
    if (anchor === label.anchor) continue;
    const g = sectionGrams(headDoc, anchor);
    if (!g) continue;
    const similarity = gramSimilarity(mine, g);
    if (similarity < SAME_TEXT) continue;
    const level = anchorFacts(headDoc, anchor).heading?.level ?? 0;
    if (!best || similarity > best.similarity || (similarity === best.similarity && (level > best.level || (level === best.level && byCodeUnit(anchor, best.anchor) < 0)))) {
      best = { anchor, similarity, level };
    }
  }
  if (!best) return null;
  // The same section's explicit id, when it has one, is the fix that will not drift again.
  const facts = anchorFacts(headDoc, best.anchor);
  const anchor = facts.numbered && facts.stable ? facts.stable : best.anchor;
  const to = `${label.path}#${anchor}`;
  const heading = headingPath(headDoc, best.anchor);
  const same = best.similarity === 1 ? 'same text' : `${Math.round(best.similarity * 100)} % same text`;
  const was = headingPath(headDoc, label.anchor);
  const advice = facts.numbered && !facts.stable ? `; ${anchor} is a numbered repeat too: to stop it moving, ${stableAdvice(label.path, facts)}` : '';
  return {
    suggestion: `#${label.anchor} now names another section ("${was}"); the text it named is now under #${anchor} ("${heading}", ${same}): use ${to}${advice}`,
    fix: { kind: 'drifted', label: to },
  };
}
