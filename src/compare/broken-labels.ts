/**
 * What to do about a label that does not resolve at head. A fix is stated as a fact ("renamed",
 * "moved") only when the head has a section whose text is the same or near-same as the one the
 * label named at base (section-text.ts); anything else is "no such anchor" with the closest
 * anchors by spelling and by content, offered as candidates, never applied by `fix-labels`.
 */
import { distance } from 'fastest-levenshtein';
import type { BrokenLabel, Doc, Label, RetrievedChunk } from '../types';
import { labelGroup, sectionLabel } from '../golden/label';
import { anchorFacts } from '../golden/stable-anchor';
import { mayName, TRUSTED_HEAD, type FixRules } from './fix-rules';
import { canBeSame, countGrams, gramSimilarity, labelWords, SAME_TEXT, sectionAnchors, sectionGrams, siteForm } from './section-text';

type Fix = NonNullable<BrokenLabel['fix']>;
export interface Suggestion {
  suggestion: string;
  fix: Fix;
  /** The label of a certain fix (renamed, moved, drifted) as data: what the head is scored through and `fix-labels` writes. */
  to?: Label;
}

/** Heading text of an anchor (slug or explicit id) in a document, or undefined. */
function headingText(doc: Doc | undefined, anchor: string | undefined): string | undefined {
  if (!doc || anchor === undefined) return undefined;
  for (const c of doc.chunks) for (const h of c.trail) if (h.slug === anchor || h.ids.includes(anchor)) return h.text;
  return undefined;
}

/** Heading level of an anchor (deeper = larger), for preferring a section over a wrapper with the same text. */
function headingLevel(doc: Doc, anchor: string): number {
  for (const c of doc.chunks) for (const h of c.trail) if (h.slug === anchor || h.site === anchor || h.ids.includes(anchor)) return h.level;
  return 0;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An edit close enough to be the same thing: at most half the longer string. */
const closeEnough = (a: string, b: string, d: number) => d <= Math.max(a.length, b.length) / 2;

/** Up to `n` candidates by edit distance, within closeEnough, ties by code unit order. */
function closestBySpelling(target: string, candidates: Iterable<string>, n = 2): string[] {
  return [...new Set(candidates)]
    .map((c) => ({ c, d: distance(target, c) }))
    .filter((x) => closeEnough(target, x.c, x.d))
    .sort((a, b) => a.d - b.d || byCodeUnit(a.c, b.c))
    .slice(0, n)
    .map((x) => x.c);
}

export interface Match {
  path: string;
  anchor?: string;
  similarity: number;
  level: number;
}

/**
 * The head section (or document, for a whole-document label) whose text is nearest the label's
 * text at base, when it is at least SAME_TEXT alike, among the anchors a fix may name
 * (fix-rules.ts). Only documents the change added or edited can have received the text. The likeliest places are searched first (the label's own file, a
 * document with the base document's exact content, documents that still have the anchor), and
 * the same text there ends the search: a page move with many labels stays one lookup per label.
 */
export function sameTextAtHead(label: Label, words: string[], baseDocs: readonly Doc[], headDocs: readonly Doc[], rules: FixRules = TRUSTED_HEAD): Match | null {
  const baseHash = new Map(baseDocs.map((d) => [d.path, d.hash]));
  const baseByPath = new Map(baseDocs.map((d) => [d.path, d]));
  let best: Match | null = null;
  const consider = (m: Match) => {
    if (m.similarity < SAME_TEXT) return;
    if (
      !best ||
      m.similarity > best.similarity ||
      (m.similarity === best.similarity && (m.level > best.level || (m.level === best.level && byCodeUnit(`${m.path}#${m.anchor ?? ''}`, `${best.path}#${best.anchor ?? ''}`) < 0)))
    ) {
      best = m;
    }
  };
  const mine = countGrams(words);
  const baseDocHash = baseHash.get(label.path);
  const rank = (d: Doc) => (d.path === label.path ? 0 : d.hash === baseDocHash ? 1 : label.anchor !== undefined && d.anchors.includes(label.anchor) ? 2 : 3);
  const ordered = headDocs.filter((d) => baseHash.get(d.path) !== d.hash || d.path === label.path).sort((a, b) => rank(a) - rank(b) || byCodeUnit(a.path, b.path));
  for (const d of ordered) {
    // Documents come likeliest first: the same text in an earlier one is the answer.
    if (best !== null && (best as Match).similarity === 1) break;
    if (label.anchor === undefined) {
      if (d.path === label.path) continue;
      const g = sectionGrams(d, undefined);
      if (g && canBeSame(mine.total, g.total)) consider({ path: d.path, similarity: gramSimilarity(mine, g), level: 0 });
      continue;
    }
    for (const anchor of sectionAnchors(d)) {
      if (d.path === label.path && anchor === label.anchor) continue;
      const g = sectionGrams(d, anchor);
      if (!g || !canBeSame(mine.total, g.total)) continue;
      const similarity = gramSimilarity(mine, g);
      if (similarity >= SAME_TEXT && mayName(d, anchor, baseByPath.get(d.path), rules)) consider({ path: d.path, anchor, similarity, level: headingLevel(d, anchor) });
    }
  }
  return best;
}

/** Candidate labels for a label with no confident fix: closest anchors (or paths) by spelling, then the retriever's best match in that file. */
function candidatesFor(label: Label, headDocs: readonly Doc[], retrieved: readonly RetrievedChunk[]): { spelling: string[]; content: string[] } {
  const headDoc = headDocs.find((d) => d.path === label.path);
  if (!headDoc) {
    const spelling = closestBySpelling(label.path, headDocs.map((d) => d.path)).map((p) => (label.anchor !== undefined ? `${p}#${label.anchor}` : p));
    const top = retrieved[0];
    return { spelling, content: top ? [top.anchors.length ? `${top.path}#${innermost(top)}` : top.path] : [] };
  }
  // Candidates in the form the published site writes (a GitHub slug the site renders otherwise is left out).
  const spelling = label.anchor !== undefined ? closestBySpelling(label.anchor, sectionAnchors(headDoc).filter((a) => a !== '')).map((a) => `${label.path}#${a}`) : [];
  // By content: where the retriever itself found this question's answer in the labelled file.
  const inFile = retrieved.find((c) => c.path === label.path && c.anchors.length);
  const content = inFile ? [`${label.path}#${lasting(headDoc, innermost(inFile))}`] : [];
  return { spelling, content };
}

/** An anchor that stays put, in the site's form: for a numbered repeat (`options-2`), the heading's id or the unique section holding it. */
function lasting(doc: Doc, slug: string): string {
  const anchor = siteForm(doc, slug);
  const f = anchorFacts(doc, anchor);
  return f.numbered ? (f.stable ?? f.holder ?? anchor) : anchor;
}

/** The chunk's own section anchor: its innermost heading's slug (anchors list slugs outermost first, ids after their slug). */
function innermost(c: RetrievedChunk): string {
  const id = c.id.slice(c.path.length + 1).replace(/:\d+$/, '');
  return id && c.anchors.includes(id) ? id : c.anchors[c.anchors.length - 1];
}

function candidateText(c: { spelling: string[]; content: string[] }): { text: string; list: string[] } {
  const parts: string[] = [];
  if (c.spelling.length) parts.push(`closest by spelling: ${c.spelling.join(', ')}`);
  if (c.content.length) parts.push(`best match for the question in that file: ${c.content.join(', ')}`);
  return { text: parts.length ? `; ${parts.join('; ')}` : '', list: [...new Set([...c.spelling, ...c.content])] };
}

/**
 * Suggests a fix for a label that does not resolve at head (`headDocs`), from what it named in
 * `baseDocs` (where it may not resolve either). `retrieved`: the question's head ranking, for the
 * candidate "by content". Pure; needs the documents' chunk texts.
 */
export function suggestFix(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[], retrieved: readonly RetrievedChunk[] = [], rules: FixRules = TRUSTED_HEAD): Suggestion {
  return label.any ? suggestGroupFix(label.any, baseDocs, headDocs, retrieved, rules) : suggestOne(label, baseDocs, headDocs, retrieved, rules);
}

/** A certain fix: one the text proves, with its label as data. */
export function certainFix(s: Suggestion): Label | null {
  return s.to !== undefined && (s.fix.kind === 'renamed' || s.fix.kind === 'moved' || s.fix.kind === 'drifted') ? s.to : null;
}

/** The fix of a group as data: its label, printed, and its members. */
export function groupFixOf(kind: 'renamed' | 'moved' | 'drifted', members: readonly Label[]): Pick<Suggestion, 'fix' | 'to'> {
  const to = labelGroup(members);
  return { fix: { kind, label: to.raw, any: members.map((m) => m.raw) }, to };
}

/**
 * A group is broken when none of its members resolves: each member gets its own fix, and the
 * group's fix is the group with every member that has a certain fix (renamed, moved) replaced.
 * It is certain only when every member's is; otherwise the candidates are the members' candidates.
 */
function suggestGroupFix(members: readonly Label[], baseDocs: readonly Doc[], headDocs: readonly Doc[], retrieved: readonly RetrievedChunk[], rules: FixRules): Suggestion {
  const each = members.map((m) => ({ m, s: suggestOne(m, baseDocs, headDocs, retrieved, rules) }));
  const suggestion = `no member of the group resolves: ${each.map(({ m, s }) => `${m.raw}: ${s.suggestion}`).join(' | ')}`;
  const fixed = each.map(({ s }) => certainFix(s));
  if (fixed.every((l) => l !== null)) {
    return { suggestion, ...groupFixOf(each[0].s.fix.kind as 'renamed' | 'moved' | 'drifted', fixed as Label[]) };
  }
  const candidates = [...new Set(each.flatMap(({ s }, i) => (fixed[i] ? [(fixed[i] as Label).raw] : (s.fix.candidates ?? []))))];
  const allDeleted = each.every(({ s }) => s.fix.kind === 'deleted');
  return { suggestion, fix: candidates.length ? { kind: allDeleted ? 'deleted' : 'unknown', candidates } : { kind: allDeleted ? 'deleted' : 'unknown' } };
}

function suggestOne(label: Label, baseDocs: readonly Doc[], headDocs: readonly Doc[], retrieved: readonly RetrievedChunk[], rules: FixRules): Suggestion {
  const baseDoc = baseDocs.find((d) => d.path === label.path);
  const headDoc = headDocs.find((d) => d.path === label.path);
  const words = labelWords(baseDocs, label);
  const where = label.anchor !== undefined ? `#${label.anchor}` : '';
  if (words !== null && words.length) {
    const m = sameTextAtHead(label, words, baseDocs, headDocs, rules);
    if (m) {
      const moved = sectionLabel(m.path, m.anchor);
      const to = moved.raw;
      const was = headingText(baseDoc, label.anchor);
      const now = headingText(headDocs.find((d) => d.path === m.path), m.anchor);
      const same = m.similarity === 1 ? 'same text' : `${Math.round(m.similarity * 100)} % same text`;
      if (m.path === label.path) {
        return { suggestion: `heading renamed in ${label.path} ("${was ?? label.anchor}" → "${now ?? m.anchor}", ${same}): use ${to}`, fix: { kind: 'renamed', label: to }, to: moved };
      }
      const what = label.anchor === undefined ? 'document' : m.anchor === label.anchor && !headDoc ? 'document' : `section "${was ?? label.anchor}"`;
      return { suggestion: `${what} moved to ${m.path} (${same}): use ${to}`, fix: { kind: 'moved', label: to }, to: moved };
    }
  }
  const cands = candidateText(candidatesFor(label, headDocs, retrieved));
  const fix = (kind: Fix['kind']): Fix => (cands.list.length ? { kind, candidates: cands.list } : { kind });
  if (!headDoc) {
    if (baseDoc) {
      return { suggestion: `document ${label.path} was deleted and no document at head has its text: remove the label or point it at the page that replaced it${cands.text}`, fix: fix('deleted') };
    }
    return { suggestion: `no document ${label.path}${cands.text}`, fix: fix('unknown') };
  }
  if (words !== null) {
    // The section resolved at base and its text is nowhere at head: an answer deleted, not a label to fix.
    return { suggestion: `section ${where} is gone from ${label.path} and no section at head has near-same text${cands.text}`, fix: fix('deleted') };
  }
  return { suggestion: `no such anchor ${where} in ${label.path}${cands.text}`, fix: fix('unknown') };
}
