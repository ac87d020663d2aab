/**
 * `retrieval-gate history` on the decay fixture (support/decay-fixture.ts): one point per
 * first-parent commit that changed the docs (the merge commits; not the code-only commit), each
 * point's metrics exactly `eval --rev <commit>`'s, the commit where Q08 started failing, the
 * exports, the page, and the work each step did (only the changed documents chunked, as --verbose
 * says).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';
import { makeDecayRepo, type DecayRepo } from '../support/decay-fixture';

let repo: DecayRepo;
/** What the --json run (with --html and --verbose: the page and the work line of the same run) wrote to stderr. */
let log = '';
let json: { schema: string; from: { commit: string }; points: Array<{ commit: string; parent: string; date: string; metrics: Record<string, number>; questions: Array<{ id: string; pass: boolean; ranks: Array<number | null> }> }>; started_failing: Array<{ id: string; commit: string; passed_at: string }> };
beforeAll(async () => {
  repo = makeDecayRepo();
  const t = recordingIo(repo.dir);
  expect(await main(['history', '--from', 'v1.0.0', '--to', 'later', '--json', '--html', 'series.html', '--verbose'], t)).toBe(0);
  json = JSON.parse(t.out);
  log = t.err;
}, 120_000);
afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

describe('retrieval-gate history', () => {
  test('one point per first-parent commit that touched the docs, oldest first, dated by the commit', () => {
    expect(json.schema).toBe('retrieval-gate/history@1');
    expect(json.from.commit).toBe(repo.c0);
    expect(json.points.map((p) => p.commit)).toEqual([...repo.merges.slice(0, 4), repo.breaksQ08]);
    expect(json.points[0].parent).toBe(repo.c0);
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', repo.merges[0]], { cwd: repo.dir, encoding: 'utf8' }).trim();
    expect(json.points[0].date).toBe(committed);
    expect(committed.startsWith('2025-')).toBe(true);
  });

  test("each point's metrics equal eval --rev <commit>", async () => {
    for (const p of json.points) {
      const t = recordingIo(repo.dir);
      expect(await main(['eval', '--rev', p.commit, '--json'], t)).toBe(0);
      const e = JSON.parse(t.out);
      expect(p.metrics).toEqual(e.metrics);
      expect(p.questions.map((q) => q.pass)).toEqual(e.questions.map((q: { pass: boolean }) => q.pass));
    }
  }, 120_000);

  test('the slow decay is there: mrr falls at each merge while every question still passes', () => {
    const mrr = json.points.slice(0, 4).map((p) => p.metrics.mrr);
    for (let i = 1; i < mrr.length; i++) expect(mrr[i]).toBeLessThan(mrr[i - 1]);
    for (const p of json.points.slice(0, 4)) expect(p.questions.every((q) => q.pass)).toBe(true);
  });

  test('bisect: Q08 started failing at the commit that buried its evidence, and passed just before', () => {
    expect(json.started_failing).toEqual([expect.objectContaining({ id: 'Q08', commit: repo.breaksQ08, passed_at: repo.merges[3] })]);
  });

  test('the table names the commit; --export writes the newest point for github-action-benchmark and Bencher; --html a page', async () => {
    const t = recordingIo(repo.dir);
    expect(await main(['history', '--from', 'v1.0.0', '--to', 'later'], t)).toBe(0);
    expect(t.out).toContain(`Q08  at ${repo.breaksQ08.slice(0, 12)}`);
    expect(t.out).toContain('5 of 6 first-parent commits changed the docs in scope');
    // The page the --json run wrote alongside.
    const page = readFileSync(join(repo.dir, 'series.html'), 'utf8');
    expect(page).toContain("Content-Security-Policy\" content=\"default-src 'none'");
    expect(page).not.toMatch(/<script|src=|href=/i);
    const ba = recordingIo(repo.dir);
    expect(await main(['history', '--from', 'v1.0.0', '--to', 'later', '--export', 'benchmark-action'], ba)).toBe(0);
    const items = JSON.parse(ba.out) as Array<{ name: string; unit: string; value: number }>;
    expect(items).toContainEqual(expect.objectContaining({ name: 'retrieval mrr', value: json.points[4].metrics.mrr }));
    const bencher = recordingIo(repo.dir);
    expect(await main(['history', '--from', 'v1.0.0', '--to', 'later', '--export', 'bencher'], bencher)).toBe(0);
    expect(JSON.parse(bencher.out)['retrieval-gate golden set'].mrr.value).toBe(json.points[4].metrics.mrr);
  }, 120_000);

  test('each step chunks only the documents its commit changed', () => {
    // The engine's work counts, as the --verbose run printed them.
    const work = log.match(/^history: (\d+) of (\d+) commits evaluated, (\d+) documents chunked, (\d+) chunks' analysis reused$/m);
    expect(work).not.toBeNull();
    const [evaluated, , chunked, reused] = work!.slice(1).map(Number);
    // 4 pages at the start, then the notes pages the merges added (1, 1, 1, 2) and the five of the last commit.
    expect(chunked).toBe(4 + 5 + 5);
    expect(evaluated).toBe(5);
    expect(reused).toBeGreaterThan(0);
  });

  test('exit 2: no --from, a --from after --to, an unknown export', async () => {
    for (const args of [['history'], ['history', '--from', 'later', '--to', 'v1.0.0'], ['history', '--from', 'v1.0.0', '--export', 'csv']]) {
      const t = recordingIo(repo.dir);
      expect(await main(args, t)).toBe(2);
      expect(t.err).toMatch(/^retrieval-gate history: /);
    }
  });
});
