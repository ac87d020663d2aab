/**
 * The BUILT dist/index.js uploads the report page through @actions/artifact to a loopback artifact
 * service (the runner's results service and its blob store, as ACTIONS_RESULTS_URL and the signed
 * upload address name them), and links the artifact from the PR comment on the loopback GitHub.
 * This proves the bundle carries @actions/artifact and that its lazy import loads under the node
 * running the tests. Without the service the page is written, not uploaded, and the comment has no
 * link; `html: false` writes no page.
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

/** A JWT as the runner's ACTIONS_RUNTIME_TOKEN: @actions/artifact reads the run's backend ids from its `scp` claim. */
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const RUNTIME_TOKEN = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: 'Actions.GenericRead Actions.Results:run-backend-1:job-backend-1' })}.sig`;

let server: Server;
let url: string;
const calls: Array<{ method: string; path: string; body: Buffer }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      calls.push({ method: req.method ?? '', path, body });
      const json = (o: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(o));
      };
      if (path.endsWith('ArtifactService/CreateArtifact')) return json({ ok: true, signed_upload_url: `${url}blob/devstoreaccount1/artifacts/page?sig=secret-signature` });
      if (path.endsWith('ArtifactService/FinalizeArtifact')) return json({ ok: true, artifact_id: '4242' });
      // The blob store: every block and the block list accepted.
      res.writeHead(201, { 'x-ms-request-id': 'r', etag: '"e"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function repo() {
  const work = track(makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CONFIG }, DOCS_PR));
  return { work, base: git(work, 'rev-parse', 'main'), head: git(work, 'rev-parse', 'pr') };
}

const REPORT_INPUTS = { mode: 'report', comment: 'always', 'github-token': 'ghs_token', cache: 'false' };

/** dist/index.js on the fixture's pull request, with `inputs` and runner `env`. */
function runOnPr(r: ReturnType<typeof repo>, fake: ReturnType<typeof gh>, inputs: Record<string, string>, env: Record<string, string>) {
  return runDistAction({ gh: fake, work: r.work, runnerTemp: temp('rg-page-artifact-'), event: 'pull_request', payload: prPayload(r.base, r.head), sha: r.head, inputs, env });
}

test('the page is written, uploaded through @actions/artifact as one unzipped HTML file, and linked from the comment', async () => {
  const fake = gh();
  calls.length = 0;
  const rec = await runOnPr(repo(), fake, REPORT_INPUTS, { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: url, GITHUB_RUN_ID: '987654', GITHUB_SERVER_URL: 'https://github.com' });
  // Report mode: the PR's regressions are annotations, the exit is 0; none of them is the page's.
  expect(rec.code).toBe(0);
  expect([...rec.failed, ...rec.warnings].filter((l) => /artifact|page/i.test(l))).toEqual([]);
  const page = readFileSync(rec.outputs.html, 'utf8');
  expect(rec.outputs.html).toMatch(/retrieval-gate-report-default\.html$/);
  expect(page).toMatch(/^<!DOCTYPE html>/);
  // Created under the run's ids, named by the file, then finalized with the uploaded size.
  const create = calls.find((c) => c.path.endsWith('ArtifactService/CreateArtifact'));
  expect(JSON.parse(create!.body.toString())).toMatchObject({ workflow_run_backend_id: 'run-backend-1', workflow_job_run_backend_id: 'job-backend-1', name: 'retrieval-gate-report-default.html' });
  const uploaded = Buffer.concat(calls.filter((c) => c.path.startsWith('/blob/') && /comp=block(&|$)/.test(c.path)).map((c) => c.body));
  expect(uploaded.toString('utf8')).toBe(page);
  const finalize = JSON.parse(calls.find((c) => c.path.endsWith('ArtifactService/FinalizeArtifact'))!.body.toString());
  expect(finalize).toMatchObject({ name: 'retrieval-gate-report-default.html', size: String(Buffer.byteLength(page)) });
  // The address GitHub shows the artifact at: an output, and a link in the comment.
  const artifact = 'https://github.com/acme/docs/actions/runs/987654/artifacts/4242';
  expect(rec.outputs['html-url']).toBe(artifact);
  expect(fake.comments).toHaveLength(1);
  expect(fake.comments[0].body).toContain(`📊 [Report page](${artifact})`);
});

test('without the artifact service the page is written but not uploaded, and the comment has no link; html: false writes none', async () => {
  const r = repo();
  const fake = gh();
  calls.length = 0;
  const rec = await runOnPr(r, fake, REPORT_INPUTS, {});
  expect(rec.code).toBe(0);
  expect(readFileSync(rec.outputs.html, 'utf8')).toMatch(/^<!DOCTYPE html>/);
  expect(rec.outputs['html-url']).toBe('');
  expect(rec.logs.join('\n')).toContain('no artifact service on this runner');
  expect(fake.comments[0].body).not.toContain('Report page');
  expect(calls).toEqual([]);

  const off = await runOnPr(r, gh(), { mode: 'report', comment: 'off', html: 'false', cache: 'false' }, { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: url, GITHUB_RUN_ID: '987654' });
  expect(off.code).toBe(0);
  expect(off.outputs.html).toBe('');
  expect(calls).toEqual([]);
});
