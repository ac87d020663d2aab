/**
 * The PR comment: what changed, and nothing else. Title and failed rules, the metrics that moved,
 * the labels this change broke, new stale sources, then only the questions that changed (each with
 * its trace), the documents that took top places, and one line for the golden set's coverage of
 * the change. What did not change is one line each ("16 questions fail at base and at head");
 * every number and every trace stays in the job summary and report.json. "Changed" is the one rule
 * of meaningful.ts, so the title, the lists and `comment: on-change` agree. Pure: Report in,
 * Markdown out.
 */
import { answersSection } from './markdown-answers';
import { blobBase, chunkRef } from './markdown-chunk-ref';
import type { Detail } from './markdown-detail';
import { code, codeCell, escapeText, tableRow } from './markdown-escape';
import { brokenLabelsSection, rankMoversSection, relabelledSection } from './markdown-labels';
import { safetySection } from './markdown-safety';
import { scopeLines } from './markdown-scope';
import { chunkingLines, contextLine, encoderLines, forbiddenRows, forbiddenSection, headlineMetrics } from './markdown-sections';
import { statusWords } from './format';
import { evidenceEditedNote, ownDisplacers, questionTrace } from './markdown-traces';
import { headBroken, isAcknowledgedRegression, verdict } from './markdown-verdict';
import { changedQuestions, isMeaningful, questionChanges } from './meaningful';
import { fmtDelta, fmtInt, fmtNum, fmtP, fmtRank, plural } from './format';
import type { QuestionComparison, Report } from './types';
import { draftsNote, FROM_REPORT_HINT } from './drafts';
import { historyLines } from './markdown-history';

/** Changed questions given a trace before the trimming starts. */
export const COMMENT_TRACES = 5;

/** The footer and trimming note wording, shared with markdown.ts. */
export const EVERYTHING_ELSE = 'The job summary and report.json have everything.';

/** Headline metrics whose delta shows at three decimals, and those beyond noise, with their significance. */
function movedMetrics(r: Report): string[] {
  const names = headlineMetrics(r).filter((n) => n in r.deltas);
  const sig = new Map(r.significance.map((s) => [s.metric, s]));
  const moved = names.filter((n) => Number(Math.abs(r.deltas[n]).toFixed(3)) !== 0);
  const f = r.pass_flips;
  const flips =
    f.newly_failing || f.newly_passing
      ? [`Among the ${plural(r.questions.length - r.excluded.length, 'scored question')}: ${fmtInt(f.newly_failing)} newly failing, ${fmtInt(f.newly_passing)} newly passing (sign test p ${fmtP(f.p_value)}).`]
      : [];
  if (!moved.length) return flips;
  const rows = moved.map((n) => {
    const s = sig.get(n);
    const reads = s?.significant ? (r.deltas[n] < 0 ? '**significant drop**' : '**significant gain**') : 'noise';
    return tableRow([code(n), `${fmtNum(r.base.metrics[n] ?? 0)} → ${fmtNum(r.head.metrics[n] ?? 0)}`, fmtDelta(r.deltas[n]), s ? fmtP(s.p_value) : '—', reads]);
  });
  return ['| Metric that moved | Base → head | Δ | p | Reads as |', '| --- | --- | --: | --: | --- |', ...rows, ...(flips.length ? ['', ...flips] : [])];
}

/** What a changed question's status means, in words that agree with report.json. */
function statusLine(r: Report, q: QuestionComparison): string {
  const words = statusWords(q.status);
  if (q.status === 'newly_answerable') return `${words}: its evidence did not exist at base${q.head.pass ? `; passes at head (counted with the newly passing)` : `; not yet in the top ${fmtInt(r.pass_k)} at head`}`;
  return `${words}${isAcknowledgedRegression(q) ? ' (acknowledged)' : ''}`;
}

/** One changed question: status, how its evidence moved, what took its place, the notes, then (detail allowing) its trace. */
function changedItem(r: Report, q: QuestionComparison, d: Detail, withTrace: boolean): string[] {
  const lines = [`- **${escapeText(q.id)}** ${statusLine(r, q)}: ${escapeText(q.question)}`];
  if (q.moves.length) lines.push(`  evidence (best rank, base → head): ${q.moves.map((m) => `${code(m.label)} ${fmtRank(m.base_rank)} → ${fmtRank(m.head_rank)}`).join(', ')}`);
  // A newly failing question below a chunk this PR wrote: that is the cause to name first.
  const own = ownDisplacers(q);
  const taken = own.length ? own : q.displaced_by;
  // Two are enough to say what took the place; the trace below shows the rest.
  const above = taken.slice(0, Math.min(r.pass_k, 2));
  const lead = own.length ? `pushed out by this PR's own ${own.length === 1 ? 'chunk' : 'chunks'}` : 'now ranked above it';
  const base = blobBase(r);
  if (above.length) lines.push(`  ${lead}: ${above.map((c) => chunkRef(c, base)).join(', ')}${taken.length > above.length ? `, +${taken.length - above.length} more` : ''}`);
  const stale = q.forbidden_hits.filter((h) => h.side === 'head' && h.new);
  if (stale.length) lines.push(`  ⛔ stale source newly in the top ${fmtInt(r.pass_k)}: ${stale.map((h) => `${code(h.label)} at rank ${fmtInt(h.rank)}`).join(', ')}`);
  const edited = evidenceEditedNote(r, q);
  if (edited) lines.push(`  ${edited}`);
  // A regression, not a label rename: the text its label named left the head (compare/drift.ts).
  const gone = Array.isArray(q.answer_gone) ? q.answer_gone.filter((g) => typeof g === 'string') : [];
  if (gone.length) lines.push(`  answer gone from the head: ${gone.slice(0, 2).map(escapeText).join('; ')}${gone.length > 2 ? ` +${gone.length - 2} more` : ''}`);
  if (q.acknowledged !== undefined) lines.push(`  acknowledged: ${escapeText(q.acknowledged)}`);
  const item = lines.map((l, i) => (i < lines.length - 1 ? `${l}  ` : l));
  if (!withTrace) return item;
  // The trace sits under the item, indented, so the list stays one list.
  return [...item, '', ...questionTrace(r, q, d).map((l) => (l ? `  ${l}` : l)), ''];
}

/** What this PR did to the evidence of these questions: added sections to it, rewrote it, or both. */
function evidenceVerb(qs: readonly QuestionComparison[]): string {
  const addedOnly = (q: QuestionComparison) => (q.evidence_edited ?? []).every((s) => (q.evidence_added ?? []).includes(s));
  const n = qs.filter(addedOnly).length;
  return n === qs.length ? 'added to' : n === 0 ? 'edited' : 'edited or added to';
}

/** The questions that changed, the first `maxTraces` of those whose results moved with a trace. */
/** Past this many questions whose evidence the PR only edited, they are one line of ids, not items. */
const EDITED_ITEMS = 3;

/**
 * The changed questions the comment lists as items, and those whose evidence this PR only edited
 * or added to when there are more than EDITED_ITEMS of them (one line: a typo sweep over forty
 * pages touches the evidence of many questions and moves none).
 */
function changedLists(r: Report): { items: QuestionComparison[]; editedOnly: QuestionComparison[] } {
  const qs = changedQuestions(r);
  const editedOnly = qs.filter((q) => !questionChanges(r, q).length);
  if (editedOnly.length <= EDITED_ITEMS) return { items: qs, editedOnly: [] };
  return { items: qs.filter((q) => questionChanges(r, q).length), editedOnly };
}

function changedSection(r: Report, d: Detail): string[] {
  const all = changedQuestions(r);
  if (!all.length) return [];
  const { items: qs, editedOnly } = changedLists(r);
  if (!qs.length) return [editedOnlyLine(r, editedOnly, false)];
  const shown = qs.slice(0, d.maxItems);
  const traced = d.traces === 'none' || d.minimal ? 0 : (d.maxTraces ?? COMMENT_TRACES);
  const moving = qs.filter((q) => questionChanges(r, q).length).length;
  const verb = evidenceVerb(qs.filter((q) => !questionChanges(r, q).length));
  const title =
    moving === qs.length
      ? `#### Questions that changed (${qs.length})`
      : moving === 0
        ? `#### Questions whose evidence this PR ${verb} (${qs.length})`
        : `#### Questions that changed (${moving}) or whose evidence this PR ${verb} (${qs.length - moving})`;
  // Only a question whose results moved gets a trace: one whose evidence was only edited, or whose
  // only change is a broken label (the labels table above has its fix), is a line.
  const wantsTrace = (q: QuestionComparison) => questionChanges(r, q).some((c) => c.kind !== 'broken_label');
  const traceable = shown.filter(wantsTrace);
  const withTrace = new Set(traceable.slice(0, traced).map((q) => q.id));
  const untraced = traceable.length - withTrace.size;
  const out = [title, '', ...shown.flatMap((q) => changedItem(r, q, d, withTrace.has(q.id)))];
  while (out[out.length - 1] === '') out.pop();
  if (qs.length > shown.length) out.push(`- …and ${qs.length - shown.length} more: the job summary lists every one`);
  if (untraced > 0) out.push('', `Traces of the ${plural(untraced, 'other question')}: the job summary.`);
  if (editedOnly.length) out.push('', editedOnlyLine(r, editedOnly, true));
  if (qs.some((q) => q.status === 'newly_failing')) out.push('', FROM_REPORT_HINT);
  return out;
}

/** "✏️ This PR edited the evidence of 10 questions, none of whose evidence moved: P02, P07, …". */
function editedOnlyLine(r: Report, qs: readonly QuestionComparison[], others: boolean): string {
  const ids = qs.slice(0, 12).map((q) => escapeText(q.id)).join(', ') + (qs.length > 12 ? ` +${qs.length - 12}` : '');
  const verb = evidenceVerb(qs);
  const who = plural(qs.length, others ? 'other question' : 'question');
  return `${verb === 'added to' ? '🆕' : '✏️'} This PR ${verb} the evidence of ${who}, none of which changed status or moved within the top ${fmtInt(r.pass_k)}: ${ids} (report.json: ${code('evidence_edited')}).`;
}

/** Added or changed documents that newly took top-pass_k places, with what they pushed out. */
function documentsSection(r: Report, d: Detail): string[] {
  const docs = r.additions.filter((a) => a.questions.length);
  if (!docs.length) return [];
  const shown = docs.slice(0, d.maxItems);
  const ids = (xs: string[]) => escapeText(xs.slice(0, 8).join(', ')) + (xs.length > 8 ? ` +${xs.length - 8}` : '');
  return [
    `#### 📄 Documents of this PR in the top ${fmtInt(r.pass_k)} (${docs.length})`,
    '',
    `| Document | Change | Entered the top ${fmtInt(r.pass_k)} of (not relevant) | Evidence pushed out | Share of Δ ${code(`precision@${fmtInt(r.pass_k)}`)} |`,
    '| --- | --- | --- | --: | --: |',
    ...shown.map((a) => tableRow([codeCell(a.path), a.change === 'added' ? 'added' : 'changed', ids(a.questions), fmtInt(a.displaced.length), fmtDelta(a.precision_delta)])),
    ...(docs.length > shown.length ? ['', `…and ${docs.length - shown.length} more (the job summary)`] : []),
  ];
}

/** "2 of 9 sections this PR added or rewrote are evidence for a question": the golden set's coverage of the change. */
export function coverageLine(r: Report): string[] {
  const c = r.coverage;
  if (!c || !Number.isInteger(c.sections) || c.sections <= 0) return [];
  const what = c.added === c.sections ? 'added' : c.added === 0 ? 'rewrote' : 'added or rewrote';
  const rest = c.sections - c.covered;
  const tail = !rest
    ? '.'
    : c.covered
      ? `; no question asks about the ${fmtInt(rest)} other${rest === 1 ? '' : 's'} yet (report.json lists ${rest === 1 ? 'it' : 'them'} under ${code('coverage.uncovered')}).`
      : `; add questions for them (report.json lists them under ${code('coverage.uncovered')}).`;
  return [`🧭 **Golden-set coverage of this change:** ${fmtInt(c.covered)} of ${plural(c.sections, 'section')} this PR ${what} ${c.covered === 1 || c.sections === 1 ? 'is' : 'are'} evidence for a question${tail}`];
}

/** What did not change, one line each: still-failing questions and labels already broken at base. */
function unchangedLines(r: Report, changed: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const failing = r.questions.filter((q) => q.status === 'still_failing');
  const still = failing.filter((q) => !changed.has(q.id)).length;
  // Those listed above (their evidence moved) are not counted again: "other" says the count is the rest.
  const other = failing.length > still ? 'other ' : '';
  if (still) out.push(`${fmtInt(still)} ${other}question${still === 1 ? '' : 's'} ${still === 1 ? 'fails' : 'fail'} at base and at head; the job summary lists ${still === 1 ? 'it' : 'them'}.`);
  const { inherited } = headBroken(r);
  // "Broken" and "the commit that broke it" only where the history named that commit: a label that
  // never resolved, or whose history could not be read, names what the base does not have.
  const broke = inherited.filter((b) => b.since !== undefined).length;
  const absent = inherited.filter((b) => b.since === undefined);
  if (broke) out.push(`${plural(broke, 'label')} already broken at base, not by this change; the job summary lists ${broke === 1 ? 'it' : 'them'} with the commit that broke ${broke === 1 ? 'it' : 'each'}.`);
  if (absent.length) {
    const what = absent.every((b) => !b.label.includes('#')) ? 'document' : 'section';
    const one = absent.length === 1;
    out.push(`${plural(absent.length, 'label')} ${one ? `names a ${what} that does not` : `name ${what}s that do not`} exist at base (nor at head), not a change of this PR; the job summary lists ${one ? 'it' : 'them'}.`);
  }
  return out.length ? [out.join(' ')] : [];
}

/** The drafts' one line (never scored: report/drafts.ts); the comment names the command, nothing else. */
export function draftsLines(r: Report): string[] {
  const note = draftsNote(r.golden.drafts?.length ?? 0);
  return note ? [`📝 ${note}`] : [];
}

/** At most one diagnosis: the regression's, when there is one (the per-side ones are the same on most PRs: the job summary). */
function diagnosisLine(r: Report): string[] {
  const reg = r.diagnosis.find((x) => x.code === 'regression');
  return reg ? [`🩺 ${escapeText(reg.message)}`] : [];
}

/** The comment at one level of detail; `cut` names what trimming left out. */
export function renderCommentBody(r: Report, d: Detail, cut: readonly string[], marker: string, footer: string): string {
  const blocks: string[][] = [];
  const head = verdict(r);
  head.unshift(marker);
  blocks.push(head, safetySection(r));
  if (cut.length) blocks.push([`> ✂️ Trimmed to fit the comment's size budget: left out ${escapeText(cut.join('; '))}. ${EVERYTHING_ELSE}`]);
  blocks.push([contextLine(r)], encoderLines(r), scopeLines(r), chunkingLines(r));
  const meaningful = isMeaningful(r);
  // With nothing meaningful the verdict says smaller moves are in the job summary: they are not repeated here.
  if (meaningful) blocks.push(movedMetrics(r));
  if (!d.minimal) {
    // Only what this change did: the labels it broke (those already broken are one line below) and the stale sources new at head.
    const fresh = headBroken(r).fresh;
    const stale = forbiddenRows(r, (h) => h.side === 'head' && h.new);
    blocks.push(brokenLabelsSection(r, d, fresh), forbiddenSection(r, d, stale), rankMoversSection(r, d), changedSection(r, d), relabelledSection(r, d), documentsSection(r, d), coverageLine(r), diagnosisLine(r));
    if (meaningful) blocks.push(answersSection(r, d));
  }
  // Questions named only in the one line of edited evidence are counted with the unchanged ones.
  blocks.push(unchangedLines(r, new Set((d.minimal ? changedQuestions(r) : changedLists(r).items).map((q) => q.id))));
  blocks.push(draftsLines(r));
  blocks.push(historyLines(r));
  blocks.push([footer]);
  return `${blocks.filter((b) => b.length).map((b) => b.join('\n')).join('\n\n')}\n`;
}
