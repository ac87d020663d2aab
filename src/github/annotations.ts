/**
 * `::error file=…,line=…` annotations on the golden-set line of each newly failing question, and of
 * each question whose answer newly lacks a required fact (answers stage), so the PR's "Files
 * changed" view points at the question that broke; `::warning` on the line of each fragile label
 * (`label_warnings`: a numbered anchor, an ambiguous one, a dead group member). Pure: returns what to annotate.
 */
import * as path from 'node:path';
import type { Report } from '../report/types';
import { escapeLog } from '../util/log-escape';

export interface Annotation {
  /** `warning` for a regression the config acknowledges (the gate does not count it). */
  level: 'error' | 'warning';
  title: string;
  message: string;
  file: string;
  line: number;
}

/**
 * One annotation per newly failing question (acknowledged ones as warnings). `goldenFile`
 * is the golden set's path relative to the repository root, as the runner expects.
 */
export function annotationsFor(report: Report, goldenFile: string): Annotation[] {
  const out: Annotation[] = [];
  for (const q of report.questions) {
    if (q.status !== 'newly_failing') continue;
    const lost = q.moves
      .filter((m) => m.base_rank !== null && (m.head_rank === null || m.head_rank > report.pass_k))
      .map((m) => `${m.label} (rank ${m.base_rank} → ${m.head_rank ?? `>${report.k[report.k.length - 1] ?? report.pass_k}`})`);
    const ack = q.acknowledged ? ` Acknowledged: ${q.acknowledged}.` : '';
    out.push({
      level: q.acknowledged ? 'warning' : 'error',
      title: escapeAnnotation(`retrieval-gate: ${q.id} newly fails`),
      message: escapeAnnotation(`"${q.question}" no longer retrieves all its evidence in the top ${report.pass_k}${lost.length ? `: ${lost.join(', ')}` : ''}.${ack}`),
      file: goldenFile,
      line: q.line > 0 ? q.line : 1,
    });
  }
  out.push(...answerAnnotations(report, goldenFile));
  // A fragile label (a numbered anchor that moves when its page is reordered…) on its own line.
  for (const w of report.label_warnings ?? []) {
    if (w.kind === 'unknown-question') continue;
    out.push({ level: 'warning', title: escapeAnnotation(`retrieval-gate: label to check${w.question ? ` in ${w.question}` : ''}`), message: escapeAnnotation(w.message), file: goldenFile, line: w.line });
  }
  return out;
}

const CLASS_WORDS: Record<string, string> = {
  corpus_gap: 'corpus gap',
  retrieval_miss: 'retrieval miss',
  assembly_loss: 'assembly loss',
  generation_failure: 'generation failure',
};

/** One annotation per question whose answer newly lacks a required fact (answers stage; acknowledged ones as warnings). */
function answerAnnotations(report: Report, goldenFile: string): Annotation[] {
  const lines = new Map(report.questions.map((q) => [q.id, q]));
  const out: Annotation[] = [];
  for (const a of report.answers?.questions ?? []) {
    if (!a.newly_missing.length) continue;
    const q = lines.get(a.id);
    const facts = a.newly_missing.map((i) => {
      const cls = a.head.facts?.[i]?.class;
      return `"${a.facts?.[i] ?? ''}" (${a.head.facts?.[i]?.verdict ?? 'not judged'} at head${cls ? `, ${CLASS_WORDS[cls] ?? cls}` : ''})`;
    });
    out.push({
      level: q?.acknowledged ? 'warning' : 'error',
      title: `retrieval-gate: ${a.id} answer lost ${facts.length === 1 ? 'a required fact' : `${facts.length} required facts`}`,
      message: `The answer at head no longer states ${facts.join(', ')}.${q?.acknowledged ? ` Acknowledged: ${q.acknowledged}.` : ''}`,
      file: goldenFile,
      line: q && q.line > 0 ? q.line : 1,
    });
  }
  return out;
}

/**
 * Untrusted text (questions, ids, labels) for an annotation's title or message: one line, controls
 * and bidirectional marks visible, no command prefix. @actions/core escapes `%`, `:`, `,` and line
 * breaks on the wire; this makes what the Checks view shows plain.
 */
export function escapeAnnotation(s: string): string {
  return escapeLog(s.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, ' '));
}

/** The golden file relative to the workspace (what annotations need), from its path relative to the working directory. */
export function workspaceRelative(workspace: string, workingDirectory: string, file: string): string {
  const rel = path.relative(workspace, path.resolve(workingDirectory, file));
  // Outside the workspace (a working-directory elsewhere) the runner cannot place it; keep it readable.
  if (rel.startsWith('..') || path.isAbsolute(rel)) return file.split(path.sep).join('/');
  return rel.split(path.sep).join('/');
}
