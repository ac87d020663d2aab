/**
 * Real history: sixteen real documentation commits of Flask (github.com/pallets/flask), each
 * compared with its parent, with a golden set written for the Flask docs. On every one the comment
 * must fit its budget (10 KB with up to five changed questions, 1.5 KB when nothing meaningful
 * changed, the hard cap always), follow the meaningful-change rule (the title says "no change"
 * exactly when the rule finds none; every listed question has its reason; every question whose
 * evidence crossed the top pass_k or changed status is listed), and contradict neither report.json
 * nor itself. The repository is read from its mirror (RG_FLASK_REPO, default
 * /work/.mirror/pallets+flask/repo, a bare clone); only the commit ids and the golden set are
 * committed here. Skipped with a message when the mirror is absent; fixture-history.test.ts makes
 * the same assertions (support/history-replay.ts) on a history it writes itself, which CI runs.
 */
import { join, resolve } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { mirrorHolds, replayCommits, replayRows, replayRun, replayTests, type ReplayRun } from '../support/history-replay';

const REPO = resolve(process.env.RG_FLASK_REPO ?? '/work/.mirror/pallets+flask/repo');
const FIXTURES = resolve(__dirname, '../fixtures/real-history');
const COMMITS = replayCommits(join(FIXTURES, 'flask-commits.txt'));

const present = mirrorHolds(REPO, COMMITS.map((c) => c.id));
if (!present) console.log(`skip: the Flask mirror ${REPO} (or one of its commits) is absent; fetch github:pallets/flask or set RG_FLASK_REPO`);
const maybe = present ? describe : describe.skip;

maybe('sixteen real Flask docs commits, each against its parent', () => {
  const runs: ReplayRun[] = [];
  beforeAll(async () => {
    for (const c of COMMITS) {
      const report = await runCompare(
        { repo: REPO, base: `${c.id}^`, head: c.id, goldenPath: 'flask-golden.yml', configPath: 'flask-config.yml' },
        { cwd: FIXTURES, env: {} },
      );
      runs.push(replayRun(c.subject, report));
    }
    console.log(`comment per commit:\n${replayRows(runs)}`);
  }, 600_000);

  replayTests(runs, 10);

  test('a one-word typo fix marks at most a few sections, not every chunk of its page', () => {
    const typo = runs.find((r) => r.subject === 'fix typo');
    expect(typo?.report.coverage?.sections ?? 0).toBeLessThanOrEqual(2);
  });
});
