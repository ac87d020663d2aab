/**
 * Real history of a Sphinx site: twenty-two real documentation commits of pytest
 * (github.com/pytest-dev/pytest, reStructuredText under doc/en/), each compared with its parent,
 * with a golden set written blind from the page headings. On every commit the comment fits its
 * budget, follows the meaningful-change rule and contradicts neither report.json nor itself, the
 * contradiction checker (support/contradictions.ts) reading every claim against report.json: the
 * metrics a title says moved beyond noise, labels that never resolved, added and deleted sections,
 * displacements. The comments are rendered with the repository known, so every chunk they name is
 * linked to its lines at the commit. The repository is read from its mirror (RG_PYTEST_REPO,
 * default /work/.mirror/pytest-dev+pytest/repo, a bare clone); only the commit ids and the golden
 * set are committed here. Skipped with a message when the mirror is absent.
 */
import { join, resolve } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { mirrorHolds, replayCommits, replayRows, replayRun, replayTests, type ReplayRun } from '../support/history-replay';

const REPO = resolve(process.env.RG_PYTEST_REPO ?? '/work/.mirror/pytest-dev+pytest/repo');
const FIXTURES = resolve(__dirname, '../fixtures/real-history');
const COMMITS = replayCommits(join(FIXTURES, 'pytest-commits.txt'));

const present = mirrorHolds(REPO, COMMITS.map((c) => c.id));
if (!present) console.log(`skip: the pytest mirror ${REPO} (or one of its commits) is absent; fetch github:pytest-dev/pytest or set RG_PYTEST_REPO`);
const maybe = present ? describe : describe.skip;

maybe('twenty-two real pytest docs commits (a Sphinx site), each against its parent', () => {
  const runs: ReplayRun[] = [];
  beforeAll(async () => {
    for (const c of COMMITS) {
      const report = await runCompare(
        { repo: REPO, base: `${c.id}^`, head: c.id, goldenPath: 'pytest-golden.yml', configPath: 'pytest-config.yml' },
        { cwd: FIXTURES, env: {} },
      );
      runs.push(replayRun(c.subject, report, 'https://github.com/pytest-dev/pytest'));
    }
    console.log(`comment per commit:\n${replayRows(runs)}`);
    if (process.env.RG_SHOW_COMMENT) console.log(runs.find((r) => r.subject.startsWith(process.env.RG_SHOW_COMMENT as string))?.comment);
  }, 900_000);

  replayTests(runs, 10);

  test('every label of the golden set resolves on the newest commit: written against the docs, not guessed', () => {
    // The commits are listed newest first, then a second group from earlier: the first is the newest.
    expect(runs[0].report.broken_labels.filter((b) => b.side === 'head')).toEqual([]);
  });

  test('labels written for today\'s docs that an older commit lacks name a section that does not exist there, never a commit that broke them', () => {
    const absent = runs.filter((r) => r.report.broken_labels.some((b) => b.kind === 'inherited' && b.since === undefined));
    expect(absent.length).toBeGreaterThan(0);
    for (const { subject, comment } of absent) {
      expect([subject, /names? a section|name sections/.test(comment)]).toEqual([subject, true]);
      expect([subject, comment.includes('with the commit that broke')]).toEqual([subject, false]);
    }
  });

  test('every chunk a comment names is linked to its lines at that commit, and no comment shows a chunk id', () => {
    expect(runs.some((r) => /\]\(https:\/\/github\.com\/pytest-dev\/pytest\/blob\//.test(r.comment))).toBe(true);
    for (const { subject, report, comment } of runs) {
      const links = [...comment.matchAll(/\]\((https:\/\/github\.com\/pytest-dev\/pytest\/blob\/([0-9a-f]{40})\/[^)\s]+#L\d+(?:-L\d+)?)\)/g)];
      for (const l of links) expect([subject, l[2]]).toEqual([subject, report.head.commit]);
      const ids = new Set(report.questions.flatMap((q) => q.head.retrieved.map((c) => c.id)));
      for (const id of ids) if (/:\d+$/.test(id)) expect([subject, comment.includes(`\`${id}\``)]).toEqual([subject, false]);
    }
  });
});
