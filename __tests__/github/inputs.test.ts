import * as path from 'node:path';
import { readSettings } from '../../src/github/inputs';

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('inputs → settings', () => {
  test('defaults', () => {
    const s = readSettings(reader({ 'github-token': 'tok' }), { GITHUB_WORKSPACE: '/w', RUNNER_TEMP: '/tmp/rt' });
    expect(s).toEqual({
      config: undefined,
      golden: undefined,
      token: 'tok',
      base: undefined,
      head: undefined,
      comment: 'on-change',
      mode: 'gate',
      workingDirectory: path.resolve('/w'),
      reportPath: path.join('/tmp/rt', 'retrieval-gate', 'report-default.json'),
      cache: true,
      cacheDir: undefined,
      artifactPath: undefined,
      fetchDepthLimit: 1024,
      html: true,
      htmlPath: path.join('/tmp/rt', 'retrieval-gate', 'retrieval-gate-report-default.html'),
      history: true,
      historyBranch: 'retrieval-gate-history',
      historyRepository: undefined,
    });
  });
  test('html: the page beside report.json, named for the artifact; false turns it off; anything else is refused', () => {
    const s = readSettings(reader({ 'report-path': 'out/api.json', html: 'false' }), { GITHUB_WORKSPACE: '/w' });
    expect([s.html, s.htmlPath]).toEqual([false, path.resolve('/w/out/retrieval-gate-api.html')]);
  });
  test('paths are resolved against the working directory; one report per golden set', () => {
    const s = readSettings(reader({ 'working-directory': 'site', golden: 'eval/api.yml', 'cache-dir': '.cache', cache: 'false', mode: 'report', comment: 'always' }), {
      GITHUB_WORKSPACE: '/w',
      RUNNER_TEMP: '/rt',
    });
    expect(s.workingDirectory).toBe(path.resolve('/w/site'));
    expect(s.reportPath).toBe(path.join('/rt', 'retrieval-gate', 'report-eval_api.yml.json'));
    expect(s.cacheDir).toBe(path.resolve('/w/site/.cache'));
    expect([s.cache, s.mode, s.comment]).toEqual([false, 'report', 'always']);
  });
  test.each([
    ['true', 'always'],
    ['True', 'always'],
    ['false', 'off'],
    ['FALSE', 'off'],
    ['always', 'always'],
    ['on-change', 'on-change'],
    ['off', 'off'],
    ['', 'on-change'],
  ])('comment: %j reads as %j (a boolean is what most people type first)', (comment, expected) => {
    expect(readSettings(reader({ comment }), { GITHUB_WORKSPACE: '/w' }).comment).toBe(expected);
  });
  test.each([
    [{ comment: 'yes' }, /input comment: must be one of 'always', 'on-change', 'off' but got 'yes' \(or true = 'always', false = 'off'\)/],
    [{ mode: 'strict' }, /input mode: must be one of 'gate', 'report', 'post' but got 'strict'/],
    [{ comment: 'yes' }, /input comment: must be one of 'always', 'on-change', 'off'/],
    [{ html: 'yes' }, /input html: must be 'true' or 'false' but got 'yes'/],
    [{ cache: 'maybe' }, /input cache: must be 'true' or 'false' but got 'maybe'/],
    [{ 'fetch-depth-limit': '0' }, /input fetch-depth-limit: must be a positive integer/],
    [{ mode: 'post' }, /input artifact-path: is required with 'mode: post'/],
    [{ history: 'yes' }, /input history: must be 'true' or 'false' but got 'yes'/],
    [{ 'history-branch': '--force' }, /input history-branch: must be a branch name/],
    [{ 'history-branch': 'a..b' }, /input history-branch: must be a branch name/],
  ])('bad input %j is an InputError naming it', (values, message) => {
    expect(() => readSettings(reader(values), { GITHUB_WORKSPACE: '/w' })).toThrow(expect.objectContaining({ name: 'InputError' }));
    try {
      readSettings(reader(values), { GITHUB_WORKSPACE: '/w' });
    } catch (e) {
      expect((e as { format(): string }).format()).toMatch(message);
    }
  });
});
