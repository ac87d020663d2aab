/**
 * The assertions a replay of docs history makes on every commit compared with its parent: the
 * comment fits its budget (10 KB with up to five changed questions, 1.5 KB when nothing meaningful
 * changed, the hard cap always), follows the meaningful-change rule (the title says "no change"
 * exactly when the rule finds none; every listed question has its reason; every question whose
 * evidence crossed the top pass_k or changed status is listed), contradicts neither report.json
 * nor itself, and marks ✏️ only chunks of files the commit changed. Shared by the replay of real
 * Flask commits (a mirror) and the replay of a history the test writes itself (CI).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_COMMENT_MAX_CHARS, renderComment } from '../../src/report/markdown';
import { changedQuestions, isMeaningful, meaningfulChanges, questionChanges } from '../../src/report/meaningful';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { commentContradictions } from './contradictions';

export interface ReplayRun {
  subject: string;
  report: Report;
  comment: string;
  summary: string;
}

const KB = 1024;

/**
 * One run: the report rendered as the comment and the job summary, with a repository address as the
 * Action sets one (`repository.url`), so the budgets are checked with every chunk linked to its lines.
 */
export function replayRun(subject: string, given: Report, url = 'https://github.com/example-org/example-docs'): ReplayRun {
  const report: Report = { ...given, repository: { url } };
  return { subject, report, comment: renderComment(report), summary: renderSummary(report) };
}

/** One line per run, for the log: size, changed questions, title, subject. */
export function replayRows(runs: readonly ReplayRun[]): string {
  return runs.map((r) => `${Buffer.byteLength(r.comment)} B, ${changedQuestions(r.report).length} changed, ${r.comment.split('\n')[1]} (${r.subject})`).join('\n');
}

/** Registers the replay's tests over `runs` (filled in a beforeAll). */
export function replayTests(runs: readonly ReplayRun[], minRuns: number): void {
  test(`at least ${minRuns} commits replayed, and both kinds of outcome among them`, () => {
    expect(runs.length).toBeGreaterThanOrEqual(minRuns);
    expect(runs.some((r) => isMeaningful(r.report))).toBe(true);
    expect(runs.some((r) => !isMeaningful(r.report))).toBe(true);
  });

  test('every comment fits its budget', () => {
    for (const { subject, report, comment } of runs) {
      const bytes = Buffer.byteLength(comment);
      const budget = !isMeaningful(report) ? 1.5 * KB : changedQuestions(report).length <= 5 ? 10 * KB : DEFAULT_COMMENT_MAX_CHARS;
      expect([subject, bytes <= budget]).toEqual([subject, true]);
      expect(comment.length).toBeLessThanOrEqual(DEFAULT_COMMENT_MAX_CHARS);
    }
  });

  test('the meaningful-change rule: title, lists and the on-change decision agree', () => {
    for (const { subject, report, comment } of runs) {
      const title = comment.split('\n')[1];
      const none = meaningfulChanges(report).length === 0;
      expect([subject, title.includes('no change to retrieval')]).toEqual([subject, none]);
      expect(report.meaningful_changes).toEqual(meaningfulChanges(report));
      const listed = new Set([...comment.matchAll(/^- \*\*([^*\s]+)\*\*/gm)].map((m) => m[1]));
      for (const q of report.questions) {
        const reasons = questionChanges(report, q);
        const crossed = q.moves.some((m) => (m.base_rank !== null && m.base_rank <= report.pass_k) !== (m.head_rank !== null && m.head_rank <= report.pass_k));
        if (crossed || ['newly_failing', 'newly_passing', 'newly_answerable'].includes(q.status)) expect([subject, q.id, listed.has(q.id)]).toEqual([subject, q.id, true]);
        // A move below the top pass_k that crosses nothing is no reason.
        const below = q.moves.every((m) => (m.base_rank === null || m.base_rank > report.pass_k) && (m.head_rank === null || m.head_rank > report.pass_k));
        if (below && q.status !== 'newly_answerable' && q.forbidden_hits.every((h) => !h.new)) expect([subject, q.id, reasons.filter((x) => x.kind !== 'broken_label')]).toEqual([subject, q.id, []]);
        if (listed.has(q.id)) expect([subject, q.id, reasons.length > 0 || (q.evidence_edited?.length ?? 0) > 0]).toEqual([subject, q.id, true]);
      }
      // Labels already broken at base are never a reason.
      expect(meaningfulChanges(report).filter((m) => m.kind === 'broken_label' && report.broken_labels.some((b) => b.question === m.question && b.label === m.subject && b.kind === 'inherited'))).toEqual([]);
    }
  });

  test('no comment or summary contradicts report.json', () => {
    for (const { subject, report, comment, summary } of runs) {
      expect([subject, commentContradictions(report, comment)]).toEqual([subject, []]);
      expect([subject, commentContradictions(report, summary)]).toEqual([subject, []]);
    }
  });

  test('✏️ marks only chunks whose own section this commit wrote', () => {
    for (const { subject, report } of runs) {
      const changedPaths = new Set(report.additions.map((a) => a.path));
      for (const q of report.questions) {
        for (const c of q.head.retrieved) if (c.change) expect([subject, c.id, changedPaths.has(c.path)]).toEqual([subject, c.id, true]);
      }
    }
  });
}

/** The commits a replay runs, from a committed list of `<40-hex id> <subject>` lines. */
export function replayCommits(file: string): Array<{ id: string; subject: string }> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /^[0-9a-f]{40} /.test(l))
    .map((l) => ({ id: l.slice(0, 40), subject: l.slice(41) }));
}

/** True when the mirror at `repo` (a bare clone) holds every one of `ids`; else the replay is skipped. */
export function mirrorHolds(repo: string, ids: readonly string[]): boolean {
  if (!existsSync(repo)) return false;
  try {
    for (const id of ids) execFileSync('git', ['--git-dir', repo, 'cat-file', '-e', `${id}^{commit}`], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}
