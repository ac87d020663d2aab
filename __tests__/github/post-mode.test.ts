/**
 * `mode: post` with a hostile artifact, through runAction with the real renderers and the loopback
 * GitHub: any field of the wrong type fails the step with the file and the JSON path, and nothing
 * is posted or even requested. A valid artifact is posted.
 */
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Report } from '../../src/report/types';
import { PAYLOAD, withValue } from '../report/hostile-fields';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { runPostMode } from './post-run';
import { tempDir } from './git-repos';
import { sampleReport } from './sample-report';

const HEAD = 'b'.repeat(40);

async function post(gh: FakeGitHub, dir: string, artifact: unknown) {
  const file = path.join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(artifact));
  return { file, rec: await runPostMode(gh, dir, file, { head_sha: HEAD }) };
}

describe('mode: post with an untrusted report.json', () => {
  let gh: FakeGitHub;
  let dir: string;
  beforeEach(async () => {
    gh = await startFakeGitHub();
    gh.pullsByCommit.set(HEAD, [1]);
    dir = tempDir('rg-post-');
  });
  afterEach(async () => {
    await gh.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a valid report is posted', async () => {
    const { rec } = await post(gh, dir, sampleReport());
    expect(rec.failed).toEqual([]);
    expect(gh.comments).toHaveLength(1);
  });

  const report = (): Report => {
    const r = sampleReport();
    r.questions[1].head.retrieved = [{ rank: 1, id: 'a.md#x', path: 'a.md', anchors: ['x'], headings: ['X'], relevant: false, score: 3.2, labels: [] }];
    r.significance = [{ metric: 'mrr', delta: -0.2, changed: 1, p_value: 1, method: 'exact', ci95: [-0.2, 0], significant: false }];
    return r;
  };
  test.each<[string, Array<string | number>, unknown, string]>([
    ['HTML in a chunk rank', ['questions', 1, 'head', 'retrieved', 0, 'rank'], PAYLOAD, 'questions[1].head.retrieved[0].rank: must be a positive integer'],
    ['an @mention in a score', ['questions', 1, 'head', 'retrieved', 0, 'score'], '@org/team', 'questions[1].head.retrieved[0].score: must be a finite number'],
    ['a link in a metric value', ['head', 'metrics', 'recall@5'], '[x](https://e.example)', 'head.metrics["recall@5"]: must be a finite number'],
    ['a string p-value', ['significance', 0, 'p_value'], '< 0.001', 'significance[0].p_value: must be a finite number'],
    ['a string label rank in a move', ['questions', 1, 'moves', 0, 'head_rank'], PAYLOAD, 'questions[1].moves[0].head_rank: must be a positive integer'],
    ['a string count', ['pass_flips', 'newly_failing'], '1', 'pass_flips.newly_failing: must be an integer ≥ 0'],
    ['an unknown status', ['questions', 0, 'status'], 'pwned', "questions[0].status: must be one of 'newly_failing'"],
    ['an unknown side', ['broken_labels', 0, 'side'], PAYLOAD, "broken_labels[0].side: must be one of 'base', 'head'"],
    ['nested junk', ['significance', 0, 'ci95'], [{ a: [[1]] }, 0], 'significance[0].ci95[0]: must be a finite number but got an object'],
    ['a 10 MB string', ['questions', 0, 'question'], 'x'.repeat(10 * 1024 * 1024), 'questions[0].question: is 10485760 characters, more than the 65536 allowed'],
  ])('%s fails the step with the JSON path; nothing is posted', async (_name, at, value, message) => {
    const { file, rec } = await post(gh, dir, withValue(report(), at, value));
    expect(rec.failed).toHaveLength(1);
    expect(rec.failed[0].startsWith(`${file}: ${message}`)).toBe(true);
    expect(gh.requests).toEqual([]);
    expect(gh.comments).toEqual([]);
    expect(rec.summary).toEqual([]);
  });
});
