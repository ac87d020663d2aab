/**
 * The "Answers" section of the comment, shown only when the report has an `answers` block: the
 * required facts newly missing at head, each with where it was lost (the failure taxonomy),
 * unanswerable questions the head now answers, what was reused, cached and skipped, and the
 * answers themselves for the questions listed. Every model output and golden text is escaped.
 */
import type { AnswerQuestion, AnswersReport } from './answers-types';
import { DECLINE_VERDICTS, FACT_VERDICTS, FAILURE_CLASSES } from './answers-types';
import type { Detail } from './markdown-detail';
import { code, codeCell, escapeHtml, escapeText, tableRow } from './markdown-escape';
import { fmtInt, fmtWord, plural } from './format';
import type { Report } from './types';

const CLASS_WORDS: Record<string, string> = {
  corpus_gap: 'corpus gap: in no document',
  retrieval_miss: 'retrieval miss: in the docs, not in the top k',
  assembly_loss: 'assembly loss: retrieved, cut by the token budget',
  generation_failure: 'generation failure: in the context, not in the answer',
};

/** Longest answer quoted in the comment; report.json has the whole text. */
const QUOTE_CHARS = 600;

function classWords(c: string | null): string {
  if (c === null) return '—';
  const known = fmtWord(c as (typeof FAILURE_CLASSES)[number], FAILURE_CLASSES);
  return known === 'n/a' ? 'n/a' : CLASS_WORDS[known];
}

function verdictWord(v: string | null | undefined): string {
  if (v === null || v === undefined) return 'not judged';
  return fmtWord(v as (typeof FACT_VERDICTS)[number], FACT_VERDICTS);
}

function ids(qs: readonly AnswerQuestion[], d: Detail): string {
  const shown = qs.slice(0, d.maxItems).map((q) => escapeText(q.id));
  return `${shown.join(', ')}${qs.length > shown.length ? ` …and ${qs.length - shown.length} more` : ''}`;
}

function quote(text: string | undefined): string {
  if (text === undefined) return '(none)';
  const one = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
  return escapeText(one);
}

/** The Answers section; empty when the report has no answers block. */
export function answersSection(r: Report, d: Detail): string[] {
  const a: AnswersReport | undefined = r.answers;
  if (!a) return [];
  if (a.skipped_reason) return ['#### 💬 Answers: not run', '', `Not run: ${escapeText(a.skipped_reason)}. Retrieval is measured as usual.`];
  const n = a.newly_missing_facts;
  const title = n ? `#### 💬 Answers: ${plural(n, 'required fact')} newly missing at head` : '#### 💬 Answers: no required fact newly missing at head';
  const c = a.calls;
  const cost = [
    `model ${code(a.model)}${a.judge_model !== a.model ? `, judged by ${code(a.judge_model)}` : ''}`,
    `${plural(c.made, 'call')} sent (${fmtInt(a.usage.prompt_tokens)} prompt + ${fmtInt(a.usage.completion_tokens)} completion tokens)`,
    `${fmtInt(c.cached)} cached`,
    `${fmtInt(c.reused)} reused from base (same context)`,
  ];
  if (c.skipped) cost.push(`**${plural(c.skipped, 'question side')} skipped: \`answers.max_calls\` (${fmtInt(c.max_calls)}) reached**`);
  const lines = [title, '', cost.join(' · ')];

  const lost = a.questions.filter((q) => q.newly_missing.length);
  if (lost.length) {
    lines.push('', '| Question | Required fact | Base | Head | Where it was lost at head |', '| --- | --- | --- | --- | --- |');
    let rows = 0;
    for (const q of lost) {
      for (const i of q.newly_missing) {
        if (rows++ >= d.maxItems) break;
        const fact = q.facts?.[i] ?? '';
        lines.push(tableRow([codeCell(q.id), escapeText(fact), verdictWord(q.base.facts?.[i]?.verdict), verdictWord(q.head.facts?.[i]?.verdict), classWords(q.head.facts?.[i]?.class ?? null)]));
      }
    }
    if (rows > d.maxItems) lines.push('', `…and more (see report.json)`);
  }
  const answered = a.questions.filter((q) => q.newly_answered);
  if (answered.length) lines.push('', `- Unanswerable questions declined at base but answered at head: ${ids(answered, d)}`);
  const problems = a.questions.filter((q) => q.base.status !== 'done' || q.head.status !== 'done');
  if (problems.length) {
    const items = problems.slice(0, d.maxItems).map((q) => {
      const side = q.base.status !== 'done' ? q.base : q.head;
      return `${escapeText(q.id)} (${escapeText(side.note ?? side.status)})`;
    });
    lines.push('', `- Not fully judged: ${items.join('; ')}${problems.length > items.length ? ` …and ${problems.length - items.length} more` : ''}`);
  }
  const reused = a.questions.filter((q) => q.reused_from_base && q.base.status === 'done');
  if (reused.length) lines.push(`- Same context at base and head, base result reused: ${ids(reused, d)}`);

  if (!d.minimal && d.traces !== 'none' && (lost.length || answered.length)) {
    for (const q of [...lost, ...answered].slice(0, d.maxItems)) {
      lines.push('', `<details><summary>${escapeHtml(q.id)}: the answers at base and at head</summary>`, '');
      lines.push(`- base (${escapeText(verdictSummary(q, 'base'))}): ${quote(q.base.answer)}`);
      lines.push(`- head (${escapeText(verdictSummary(q, 'head'))}): ${quote(q.head.answer)}`);
      lines.push('', '</details>');
    }
  }
  return lines;
}

function verdictSummary(q: AnswerQuestion, s: 'base' | 'head'): string {
  const side = q[s];
  if (q.kind === 'decline') return side.decline ? fmtWord(side.decline, DECLINE_VERDICTS) : 'not judged';
  return (side.facts ?? []).map((f, i) => `fact ${i + 1} ${verdictWord(f.verdict)}`).join(', ') || 'no facts';
}
