/**
 * Real history: sixteen real documentation commits of Flask (github.com/pallets/flask), each
 * compared with its parent, with a golden set written for the Flask docs. On every one the comment
 * must fit its budget (10 KB with up to five changed questions, 1.5 KB when nothing meaningful
 * changed, the hard cap always), follow the meaningful-change rule (the title says "no change"
 * exactly when the rule finds none; every listed question has its reason; every question whose
 * evidence crossed the top pass_k or changed status is listed), and contradict neither report.json
 * nor itself. The repository is read from its mirror (RG_FLASK_REPO, default
 * /work/.mirror/pallets+flask/repo, a bare clone); only the commit ids and the golden set are
 * committed here. Skipped with a message when the mirror is absent.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { DEFAULT_COMMENT_MAX_CHARS, renderComment } from '../../src/report/markdown';
import { changedQuestions, isMeaningful, meaningfulChanges, questionChanges } from '../../src/report/meaningful';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { commentContradictions } from '../support/contradictions';

const REPO = resolve(process.env.RG_FLASK_REPO ?? '/work/.mirror/pallets+flask/repo');
const FIXTURES = resolve(__dirname, '../fixtures/real-history');
const COMMITS = readFileSync(join(FIXTURES, 'flask-commits.txt'), 'utf8')
  .split('\n')
  .filter((l) => /^[0-9a-f]{40} /.test(l))
  .map((l) => ({ id: l.slice(0, 40), subject: l.slice(41) }));

const hasCommits = (): boolean => {
  if (!existsSync(REPO)) return false;
  try {
    execFileSync('git', ['--git-dir', REPO, 'cat-file', '-e', `${COMMITS[COMMITS.length - 1].id}^{commit}`], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
};
const present = hasCommits();
if (!present) console.log(`skip: the Flask mirror ${REPO} (or one of its commits) is absent; fetch github:pallets/flask or set RG_FLASK_REPO`);
const maybe = present ? describe : describe.skip;

const KB = 1024;

maybe('sixteen real Flask docs commits, each against its parent', () => {
  const runs: Array<{ subject: string; report: Report; comment: string; summary: string }> = [];
  beforeAll(async () => {
    for (const c of COMMITS) {
      const report = await runCompare(
        { repo: REPO, base: `${c.id}^`, head: c.id, goldenPath: 'flask-golden.yml', configPath: 'flask-config.yml' },
        { cwd: FIXTURES, env: {} },
      );
      runs.push({ subject: c.subject, report, comment: renderComment(report), summary: renderSummary(report) });
    }
    const rows = runs.map((r) => `${Buffer.byteLength(r.comment)} B, ${changedQuestions(r.report).length} changed, ${r.comment.split('\n')[1]} (${r.subject})`);
    console.log(`comment per commit:\n${rows.join('\n')}`);
  }, 600_000);

  test('at least ten commits replayed, and both kinds of outcome among them', () => {
    expect(runs.length).toBeGreaterThanOrEqual(10);
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
    // A one-word typo fix marks at most a few sections, not every chunk of its page.
    const typo = runs.find((r) => r.subject === 'fix typo');
    expect(typo?.report.coverage?.sections ?? 0).toBeLessThanOrEqual(2);
  });
});
