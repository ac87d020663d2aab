/**
 * Collapsed per-question traces: the retrieved chunks at base and at head, rank by rank, with
 * heading paths, scores and relevance, and where each required fact was found. This is the "look
 * at the chunks" step of a review.
 */
import { code, codeCell, codeHtml, escapeHtml, escapeText, tableRow } from './markdown-escape';
import type { Detail } from './markdown-detail';
import { fmtInt, fmtNum, fmtRank } from './format';
import { statusWords } from './format';
import type { QuestionComparison, Report } from './types';
import type { RetrievedChunk } from '../types';
import { isAcknowledgedRegression } from './markdown-verdict';
import { chunkRef } from './markdown-chunk-ref';

/** A label in a rank move: its old form at base when relabelled, the section it was scored through at head when it moved. */
function moveLabel(m: QuestionComparison['moves'][number], via: string | undefined): string {
  const was = m.base_label !== undefined ? `${code(m.base_label)} → ` : '';
  return `${was}${code(m.label)}${via !== undefined ? ` (scored at head through ${code(via)})` : ''}`;
}

/** Questions worth a trace in the comment: every outcome but "still passing", plus stale hits, acknowledged regressions and labels scored through a moved section. */
export function isNotable(q: QuestionComparison): boolean {
  return (q.status !== 'still_passing' && q.status !== 'unanswerable') || q.forbidden_hits.length > 0 || isAcknowledgedRegression(q) || q.head.labels.some((l) => l.via !== undefined);
}

function rows(chunks: readonly RetrievedChunk[], forbidden: ReadonlySet<string>, depth: number, compact: boolean): string[] {
  if (!chunks.length) return ['_Nothing retrieved._'];
  const mark = (c: RetrievedChunk) => (c.change === 'added' ? ' 🆕' : c.change === 'changed' ? ' ✏️' : '');
  const rel = (c: RetrievedChunk) => (c.relevant ? '✓' : forbidden.has(c.id) ? '⛔ stale' : '');
  // The comment's trace: each chunk by its innermost heading, path and lines (plain: ten rows of
  // links per trace would cost the comment its budget), and its relevance; ids and scores are in the job summary.
  if (compact) return ['| # | Chunk | Relevant |', '| --: | --- | :-: |', ...chunks.slice(0, depth).map((c) => tableRow([fmtInt(c.rank), chunkRef(c, null, { innermost: true }), rel(c)]))];
  return [
    '| # | Chunk | Heading path | Score | Relevant |',
    '| --: | --- | --- | --: | :-: |',
    ...chunks.slice(0, depth).map((c) => tableRow([fmtInt(c.rank), `${codeCell(c.id)}${mark(c)}`, escapeText(c.headings.join(' › ')) || '—', fmtNum(c.score, 2), rel(c)])),
  ];
}

/** Where each required fact was found, base and head; the flags were computed by the engine. */
function factRows(r: Report, q: QuestionComparison): string[] {
  // `mode: post` renders a report.json uploaded by untrusted code: anything but a list of strings
  // and integer ranks is shown as n/a, never interpolated.
  const facts = Array.isArray(q.required_facts) ? q.required_facts : [];
  if (!facts.length) return [];
  // Verbatim matching can say where a fact's words stand, not that a document lacks the fact:
  // written in other words it reads "not found verbatim" (the answers stage judges meaning).
  const at = (ranks: ReadonlyArray<number | null> | undefined, inCorpus: readonly boolean[] | undefined, i: number) => {
    const rank = Array.isArray(ranks) ? ranks[i] : undefined;
    if (rank === null) return Array.isArray(inCorpus) && inCorpus[i] === false ? 'not found verbatim anywhere' : `not found verbatim in the top ${fmtInt(r.pass_k)}`;
    return Number.isInteger(rank) ? `found verbatim, rank ${rank}` : 'n/a';
  };
  return [
    `Required facts, matched verbatim (case and spacing aside) in the top ${fmtInt(r.pass_k)} chunks:`,
    '',
    '| Fact | Base | Head |',
    '| --- | --- | --- |',
    ...facts.map((f, i) => tableRow([typeof f === 'string' ? escapeText(f) : 'n/a', at(q.base.fact_ranks, q.base.fact_in_corpus, i), at(q.head.fact_ranks, q.head.fact_in_corpus, i)])),
    '',
  ];
}

/**
 * The note on a failing side whose evidence shares few words with the question. `mode: post`
 * renders an uploaded report.json: anything but the expected shape is left out.
 */
function vocabularyNote(g: unknown): string | null {
  if (!g || typeof g !== 'object') return null;
  const { question_terms: n, shared, evidence } = g as Record<string, unknown>;
  if (!Number.isInteger(n) || !Array.isArray(shared) || !shared.every((t) => typeof t === 'string') || typeof evidence !== 'string') return null;
  // <code> with HTML escaping: an uploaded report may put markup in these strings.
  const words = shared.length ? ` (${shared.map((t) => codeHtml(t as string)).join(', ')})` : '';
  return (
    `🔤 Looks like a vocabulary mismatch: the evidence (${codeHtml(evidence)}) shares ${fmtInt(shared.length)} of the question's ${fmtInt(n as number)} terms${words}. ` +
    'Keyword search cannot bridge different words for the same thing; hybrid retrieval (`retriever.type: hybrid`) can, or a heading in the users\' words.'
  );
}

/**
 * What a side's trace says of the question there: pass or fail only when it was judged there. An
 * unanswerable question, or a side where a label matches nothing, is not scored on that side, and a
 * "fail" next to a "still passing" or "unanswerable" status would contradict it. `mode: post`
 * renders an uploaded report.json: labels of another shape count as resolving.
 */
function sideVerdict(q: QuestionComparison, s: QuestionComparison['base']): string {
  if (!q.answerable) return 'not scored (unanswerable)';
  const labels = Array.isArray(s.labels) ? s.labels : [];
  const broken = labels.filter((l) => l && typeof l === 'object' && l.resolved === false && typeof l.label === 'string').map((l) => code(l.label));
  if (broken.length) return `not scored here (${broken.join(', ')} ${broken.length === 1 ? 'matches' : 'match'} nothing on this side)`;
  return s.pass ? 'pass' : 'fail';
}

/** The chunks this PR added or rewrote that now rank above a newly failing question's evidence. */
export function ownDisplacers(q: QuestionComparison): RetrievedChunk[] {
  if (q.status !== 'newly_failing' || !Array.isArray(q.displaced_by)) return [];
  return q.displaced_by.filter((c) => c.change === 'added' || c.change === 'changed');
}

/**
 * Whether a side's vocabulary-gap flag may be offered as a theory: never at head for a question
 * that passed at base with evidence this PR did not write, where the same words found it.
 */
function vocabularyHolds(q: QuestionComparison, side: 'base' | 'head'): boolean {
  return side === 'base' || !q.base.pass || (Array.isArray(q.evidence_edited) && q.evidence_edited.length > 0);
}

/** One question's collapsed trace: its evidence moves, its required facts, and the chunks at base and at head. */
export function questionTrace(r: Report, q: QuestionComparison, d: Detail): string[] {
  const tags = q.tags.length ? ` · ${escapeHtml(q.tags.join(', '))}` : '';
  const summary = `${codeHtml(q.id)} ${statusWords(q.status)}${isAcknowledgedRegression(q) ? ' (acknowledged)' : ''}${tags}: ${escapeHtml(q.question)}`;
  const compact = d.compactTraces === true;
  // The comment's list item above already names the question, its status and how its evidence moved.
  const out = ['<details>', `<summary>${compact ? `trace: the top ${fmtInt(d.traceDepth)} at base and at head` : summary}</summary>`, ''];
  if (!compact && q.moves.length) out.push(`Evidence (best rank, base → head): ${q.moves.map((m, i) => `${moveLabel(m, q.head.labels[i]?.via)} ${fmtRank(m.base_rank)} → ${fmtRank(m.head_rank)}`).join(', ')}`, '');
  else if (!compact) out.push(q.answerable ? 'No labels.' : 'Unanswerable: no chunk should satisfy it; the retrieved chunks are what an assistant would be given.', '');
  const edited = compact ? null : evidenceEditedNote(r, q);
  if (edited) out.push(edited, '');
  const own = compact ? [] : ownDisplacers(q);
  if (own.length) out.push(`Pushed out by this PR's own ${own.length === 1 ? 'chunk' : 'chunks'}: ${own.slice(0, 3).map((c) => `${code(c.id)} (${c.change === 'added' ? 'added' : 'rewritten'})`).join(', ')}${own.length > 3 ? ` +${own.length - 3}` : ''}.`, '');
  out.push(...factRows(r, q));
  for (const side of ['base', 'head'] as const) {
    const forbidden = new Set(q.forbidden_hits.filter((h) => h.side === side).map((h) => h.id));
    const s = q[side];
    out.push(`**${side === 'base' ? 'Base' : 'Head'}** ${code(r[side].rev)}: ${sideVerdict(q, s)}, top ${fmtInt(Math.min(d.traceDepth, s.retrieved.length))} of ${s.retrieved.length}`, '');
    out.push(...rows(s.retrieved, forbidden, d.traceDepth, compact), '');
    const gap = vocabularyHolds(q, side) ? vocabularyNote(s.vocabulary_gap) : null;
    if (gap) out.push(gap, '');
  }
  out.push('</details>');
  return out;
}

/**
 * "This PR edited the evidence of D04; still not in the top 5": said on a question whose evidence
 * sections this change rewrote, whether or not a rank moved; "added to the evidence" for the
 * sections it added (a new subsection of a labelled section). Null when it wrote none.
 */
export function evidenceEditedNote(r: Report, q: QuestionComparison): string | null {
  const sections = Array.isArray(q.evidence_edited) ? q.evidence_edited.filter((s) => typeof s === 'string') : [];
  if (!sections.length) return null;
  const added = new Set(Array.isArray(q.evidence_added) ? q.evidence_added.filter((s) => typeof s === 'string') : []);
  const k = r.pass_k;
  const moves = Array.isArray(q.moves) ? q.moves : [];
  const inTop = (x: number | null) => x !== null && x <= k;
  const still = moves.length > 0 && moves.every((m) => m.base_rank === m.head_rank) ? 'still ' : '';
  let where = '';
  if (moves.length === 1) where = inTop(moves[0].head_rank) ? `; ${still}at rank ${fmtRank(moves[0].head_rank)} in the top ${fmtInt(k)}` : `; ${still}not in the top ${fmtInt(k)}`;
  else if (moves.length > 1) where = moves.every((m) => inTop(m.head_rank)) ? `; all of its evidence ${still}in the top ${fmtInt(k)}` : `; some of its evidence ${still}not in the top ${fmtInt(k)}`;
  const list = (xs: string[]) => `${xs.slice(0, 3).map((s) => code(s)).join(', ')}${xs.length > 3 ? ` +${xs.length - 3}` : ''}`;
  const fresh = sections.filter((s) => added.has(s));
  const rewritten = sections.filter((s) => !added.has(s));
  const id = escapeText(q.id);
  if (!rewritten.length) return `🆕 This PR added to the evidence of ${id} (${list(fresh)})${where}.`;
  if (!fresh.length) return `✏️ This PR edited the evidence of ${id} (${list(rewritten)})${where}.`;
  return `✏️ This PR edited the evidence of ${id} (${list(rewritten)}) and added to it (${list(fresh)})${where}.`;
}

/** The traces section: one `<details>` per question the detail level selects. */
export function tracesSection(r: Report, d: Detail): string[] {
  if (d.traces === 'none') return [];
  const qs = d.traces === 'all' ? r.questions : r.questions.filter(isNotable);
  if (!qs.length) return [];
  const title = d.traces === 'all' ? 'every question' : 'the questions above';
  return [`#### 🔎 Look at the chunks: per-question traces (${title})`, '', ...qs.flatMap((q) => [...questionTrace(r, q, d), ''])].slice(0, -1);
}
