/**
 * The BUILT dist/index.js with the runner's cache service there (ACTIONS_CACHE_URL, served on
 * loopback): @actions/cache is imported only when a run reaches the service, so this is the test
 * that the bundle's lazy import loads it and the run goes through it. The fake service answers
 * every lookup with "no entry" and refuses every upload, as a full or read-only cache would: the
 * run restores nothing, says once that saving failed, and passes as it would uncached.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_FILES, CONFIG, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { runDistAction } from './dist-action';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDirs } from './git-repos';

const { temp, track } = tempDirs();
const gh = fakeGitHubPerTest();

let server: Server;
let url: string;
const requests: Array<{ method: string; path: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '' });
    req.resume();
    // A lookup with no entry is 204; an upload the service will not take, 400.
    res.writeHead(req.method === 'GET' ? 204 : 400, { 'content-type': 'application/json' });
    res.end(req.method === 'GET' ? '' : JSON.stringify({ message: 'no room' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('with the cache service there, the bundle asks it for each entry, saves nothing it refuses, and the run goes on', async () => {
  const work = track(makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CONFIG }, DOCS_PR));
  const base = git(work, 'rev-parse', 'main');
  const head = git(work, 'rev-parse', 'pr');
  const rec = await runDistAction({
    gh: gh(),
    work,
    runnerTemp: temp('rg-dist-cache-service-'),
    event: 'pull_request',
    payload: prPayload(base, head),
    sha: head,
    inputs: { mode: 'report', comment: 'off' },
    env: { ACTIONS_CACHE_URL: url, ACTIONS_RUNTIME_TOKEN: 'runtime-token' },
  });
  // Report mode: the PR's regressions are annotations, the exit is 0; no error is the cache's.
  expect(rec.code).toBe(0);
  expect(rec.failed.filter((l) => /cache/i.test(l))).toEqual([]);
  // The report for exactly these inputs first, then the judged base side: both missing.
  const lookups = requests.filter((r) => r.method === 'GET').map((r) => decodeURIComponent(r.path));
  expect(lookups).toHaveLength(2);
  expect(lookups[0]).toMatch(/^\/_apis\/artifactcache\/cache\?keys=retrieval-gate-report-/);
  expect(lookups[1]).toMatch(/^\/_apis\/artifactcache\/cache\?keys=retrieval-gate-base-side-v3-pr-7-/);
  // Both saved afterwards, both refused: a warning each, and the run's report all the same.
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/_apis/artifactcache/caches', '/_apis/artifactcache/caches']);
  expect(rec.warnings.filter((w) => w === 'Failed to save: no room')).toHaveLength(2);
  expect(JSON.parse(readFileSync(rec.outputs.report, 'utf8')).gate.passed).toBe(false);
});
