/**
 * The attacker's review replayed on the BUILT dist/index.js, run as the runner runs it against the
 * loopback GitHub (and a loopback embeddings service), each with the variant an attacker tries
 * next. What the code before each fix did is said case by case; the in-process tests beside these
 * (cache-trust, post-head-match, post-foreign-branch, cache-report-event, cache-command,
 * config/trust-spellings) hold the details.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { decodeBaseSide, encodeBaseSide } from '../../src/engine/base-side-entry';
import { baseSideCacheKey } from '../../src/github/cache';
import { runCompare } from '../../src/engine/run-compare';
import { commentMarker } from '../../src/report/markdown';
import { namespaceFolder } from '../../src/retrieve/embed/embedding-cache';
import { BASE_FILES, CONFIG, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';
import { runDistAction } from './dist-action';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDirs } from './git-repos';
import { sampleReport } from './sample-report';

/** The base side key a run saved its entry under (its log line `base side cache: saved KEY`). */
function savedKey(logs: readonly string[]): string {
  const line = logs.find((l) => l.startsWith('base side cache: saved '));
  if (!line) throw new Error('no base side entry was saved');
  return line.slice('base side cache: saved '.length);
}

const root = path.resolve(__dirname, '../..');
const { temp, track } = tempDirs();
const gh = fakeGitHubPerTest();

const entries = (store: string, prefix = '') => (existsSync(store) ? readdirSync(store).filter((n) => n.startsWith(prefix)) : []);

test('row 3: a base side planted in a workspace cache-dir, and the same entry under another PR number', async () => {
  // Before: `✅ gate passed`, exit 0, "base side cache: hit". The variant: the entry filed under
  // `pr-8`, another pull request's scope, in a store outside the workspace that every run shares.
  const work = temp('rg-dist-acme-');
  rmSync(work, { recursive: true });
  execFileSync('bash', [path.join(root, 'examples/acme/make-git-repo.sh'), work], { stdio: 'ignore' });
  const base = git(work, 'rev-parse', 'HEAD~1');
  const head = git(work, 'rev-parse', 'HEAD');
  const runnerTemp = temp('rg-dist-acme-runner-');
  const store = path.join(runnerTemp, 'store');
  const run = (event: string, cacheDir: string, pr = 7) =>
    runDistAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head, pr), sha: base, inputs: { mode: 'gate', comment: 'off', 'cache-dir': cacheDir } });

  const honest = await run('pull_request_target', store);
  expect(honest.code).toBe(1);
  const newly = JSON.parse(honest.outputs['newly-failing']) as string[];
  expect(newly.length).toBeGreaterThan(0);
  const [name] = entries(store, 'retrieval-gate-base-side-v3-base-');
  // The engine's key of the entry, as the run logged it (the store's name is a hash of it with the scope).
  const key = savedKey(honest.logs);
  const side = decodeBaseSide(key, readFileSync(path.join(store, name, '0', 'base-side.bin')));
  for (const q of side.questions) if (newly.includes(q.id)) Object.assign(q, { pass: false, retrieved: [] });
  const forged = encodeBaseSide(key, side);
  for (const dir of [path.join(work, '.rg-cache', name, '0'), path.join(store, baseSideCacheKey(key, 'pr-8'), '0')]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'base-side.bin'), forged);
  }

  const planted = await run('pull_request_target', '.rg-cache');
  expect(planted.code).toBe(1);
  expect(planted.logs.some((l) => l.startsWith('base side cache: hit'))).toBe(false);
  expect(planted.warnings.some((w) => /the cache folder '.*\.rg-cache' \(input cache-dir\) is inside the workspace/.test(w))).toBe(true);
  expect(JSON.parse(planted.outputs['newly-failing'])).toEqual(newly);

  // PR 7's own run reads pr-7 and base, never pr-8's entry.
  rmSync(path.join(store, entries(store, 'retrieval-gate-report-')[0]), { recursive: true });
  const other = await run('pull_request', store);
  expect(other.logs.some((l) => l.includes(`retrieval-gate-base-side-v3-pr-8-`))).toBe(false);
  expect(JSON.parse(other.outputs['newly-failing'])).toEqual(newly);
}, 180000);

describe('rows 4 and 5: the embeddings folder of the checkout', () => {
  let honest: EmbeddingsServer;
  beforeEach(async () => {
    honest = await startEmbeddingsServer({ dims: 16 });
  });
  afterEach(() => honest.close());
  const CFG = (url: string) => `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${url}\n    model: h\n`;

  test('poisoned shards committed at the configured folder and at a folder the head config moves it to are never read', async () => {
    // Before: the committed vectors were used, then saved to the shared cache. The variant: the
    // PR's config moves `cache_dir` to its own folder (refused on this event: the base's applies).
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CFG(honest.baseUrl) }, { ...DOCS_PR, '.github/retrieval-gate.yml': `${CFG(honest.baseUrl)}    cache_dir: planted\n` });
    track(work);
    const base = git(work, 'rev-parse', 'main');
    const head = git(work, 'rev-parse', 'pr');
    const folder = temp('rg-dist-poison-');
    await runCompare({ repo: work, base, head }, { cwd: work, env: { RUNNER_TEMP: folder }, embeddingsCacheDir: folder });
    for (const ns of readdirSync(folder)) {
      for (const f of readdirSync(path.join(folder, ns))) {
        const raw = readFileSync(path.join(folder, ns, f));
        const count = raw.readUInt32LE(12);
        for (let o = 16 + count * 32; o < raw.length; o += 4) raw.writeFloatLE(1, o);
        rmSync(path.join(folder, ns, f));
        writeFileSync(path.join(folder, ns, `${createHash('sha256').update(raw).digest('hex').slice(0, 32)}.emb`), raw);
      }
    }
    cpSync(folder, path.join(work, '.retrieval-gate/embeddings'), { recursive: true });
    cpSync(folder, path.join(work, 'planted'), { recursive: true });
    const runnerTemp = temp('rg-dist-emb-runner-');
    honest.inputs.length = 0;
    const rec = await runDistAction({ gh: gh(), work, runnerTemp, event: 'pull_request_target', payload: prPayload(base, head), sha: base, inputs: { mode: 'report', comment: 'off', 'cache-dir': path.join(runnerTemp, 'store') } });
    expect(rec.code).toBe(0);
    expect(rec.warnings.join('\n')).toContain('retriever.dense');
    // Every text embedded by the model: none came from a committed folder.
    expect(honest.inputs.length).toBeGreaterThan(0);
    const saved = entries(path.join(runnerTemp, 'store'), 'retrieval-gate-embeddings-v3-base-');
    expect(saved).toHaveLength(1);
    const committed = new Set(readdirSync(folder).flatMap((ns) => readdirSync(path.join(folder, ns))));
    const shards = readdirSync(path.join(runnerTemp, 'store', saved[0], '0')).flatMap((ns) => readdirSync(path.join(runnerTemp, 'store', saved[0], '0', ns)));
    expect(shards.filter((f) => committed.has(f))).toEqual([]);
  }, 120000);

  test('a committed link in the embeddings folder, and the cache-dir input itself a link out: nothing written outside', async () => {
    // Before: three `.emb` files written outside the workspace, exit 0.
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CFG(honest.baseUrl) }, DOCS_PR);
    track(work);
    const outside = temp('rg-dist-outside-');
    const folder = path.join(work, '.retrieval-gate/embeddings');
    mkdirSync(folder, { recursive: true });
    for (const role of ['document', 'query'] as const) symlinkSync(outside, path.join(folder, namespaceFolder({ model: 'h', prefix: '', role, endpoint: `${honest.baseUrl}/embeddings` })));
    symlinkSync(outside, path.join(work, 'cache-link'));
    const runnerTemp = temp('rg-dist-link-runner-');
    const run = (cacheDir: string) =>
      runDistAction({ gh: gh(), work, runnerTemp, event: 'pull_request_target', payload: prPayload(git(work, 'rev-parse', 'main'), git(work, 'rev-parse', 'pr')), sha: git(work, 'rev-parse', 'main'), inputs: { mode: 'report', comment: 'off', 'cache-dir': cacheDir } });
    expect((await run(path.join(runnerTemp, 'store'))).code).toBe(0);
    const linked = await run('cache-link');
    expect(linked.code).toBe(1);
    expect(linked.failed.join('\n')).toMatch(/cache-dir/);
    expect(readdirSync(outside)).toEqual([]);
  }, 120000);
});

describe('row 7: mode: post', () => {
  const X = 'e'.repeat(40);
  const Z = 'f'.repeat(40);
  const HONEST = `${commentMarker('.github/retrieval-golden.yml')}\nthe honest run: gate failed`;
  function post(report: object, run: object) {
    const dir = temp('rg-dist-post-');
    const file = path.join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(report));
    return runDistAction({ gh: gh(), work: dir, runnerTemp: path.join(dir, 'tmp'), event: 'workflow_run', payload: { workflow_run: run }, sha: 'a'.repeat(40), inputs: { mode: 'post', 'artifact-path': file, 'github-token': 't', comment: 'always' } });
  }
  const reportFor = (commit: string, pr?: number) => {
    const r = sampleReport();
    return { ...r, head: { ...r.head, commit }, golden: { ...r.golden, file: '.github/retrieval-golden.yml' }, gate: { ...r.gate, passed: true, reasons: [] }, ...(pr ? { pull_request: { number: pr } } : {}) };
  };

  test('a PR that only contains the commit, and a PR whose head is the commit but from another branch: nothing posted', async () => {
    // Before: #42's sticky comment rewritten to "gate passed", `passed=true`. The variant: Mallory
    // pushes #43's head commit to her own branch; her run's report names #43.
    gh().pulls.set(41, { sha: X, label: 'acme:feature', state: 'closed' });
    gh().pulls.set(42, { sha: Z, label: 'acme:feature-2' });
    gh().pulls.set(43, { sha: X, label: 'acme:other' });
    gh().pullsByCommit.set(X, [41, 42]);
    gh().comments.push({ id: 5, body: HONEST, issue: 42 }, { id: 6, body: HONEST, issue: 43 });
    const contained = await post(reportFor(X), { head_sha: X });
    expect(contained.code).toBe(0);
    expect(contained.warnings.join('\n')).toContain(`not posted: pull request #42`);
    expect(contained.outputs).toEqual({});
    const foreign = await post(reportFor(X, 43), { head_sha: X, head_branch: 'steal', head_repository: { owner: { login: 'mallory' } } });
    expect(foreign.code).toBe(0);
    expect(foreign.warnings.join('\n')).toContain('not posted: pull request #43');
    expect(foreign.outputs).toEqual({});
    expect(gh().comments.map((c) => c.body)).toEqual([HONEST, HONEST]);
    expect(gh().requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 300_000);
});

test('the report cache on workflow_run after pull_request_target, and a command retriever in the PR work tree', async () => {
  // Before: the workflow_run job reused the pull_request_target run's report; a re-run with the
  // base checked out reused the report the PR's script had made.
  const runnerTemp = temp('rg-dist-cmd-');
  const adapter = (mark: string) => `const fs = require('node:fs');${mark ? `fs.writeFileSync(${JSON.stringify(mark)}, 'ran');` : ''}
require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => { const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') out({ type: 'hello', protocol: 1, name: 'quiet' }); if (m.type === 'index') out({ type: 'ready' }); if (m.type === 'query') out({ type: 'results', id: m.id, hits: [] }); }).on('close', () => process.exit(0));
`;
  const mark = path.join(runnerTemp, 'pr-script-ran');
  const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: command\n  run: node retriever.cjs\n`, 'retriever.cjs': adapter('') }, { ...DOCS_PR, 'retriever.cjs': adapter(mark) });
  track(work);
  const base = git(work, 'rev-parse', 'main');
  const head = git(work, 'rev-parse', 'pr');
  const store = path.join(runnerTemp, 'store');
  const run = (event: string) => runDistAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head), sha: base, inputs: { base, head, mode: 'report', comment: 'off', 'cache-dir': store } });
  const attacked = await run('pull_request_target');
  expect(attacked.code).toBe(0);
  expect(existsSync(mark)).toBe(true);
  expect(entries(store)).toEqual([]);
  rmSync(mark);
  git(work, 'checkout', '-q', 'main');
  const target = await run('pull_request_target');
  expect(target.logs.some((l) => l.includes('reusing its report'))).toBe(false);
  expect(existsSync(mark)).toBe(false);
  const other = await run('workflow_run');
  expect(other.logs.some((l) => l.includes('reusing its report'))).toBe(false);
  expect((await run('workflow_run')).logs.some((l) => l.includes('reusing its report'))).toBe(true);
}, 120000);

test("row 6 variants: the base's credentials under other spellings in retriever.options never reach the comment", async () => {
  // Before: `URL`, `baseUrl`, `Token` were plain proposals, the base's value (a token) printed in the PR's comment.
  const runnerTemp = temp('rg-dist-spell-');
  const adapterFile = path.join(runnerTemp, 'adapter.cjs');
  writeFileSync(
    adapterFile,
    `require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => { const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') out({ type: 'hello', protocol: 1, name: 'quiet' }); if (m.type === 'index') out({ type: 'ready' }); if (m.type === 'query') out({ type: 'results', id: m.id, hits: [] }); }).on('close', () => process.exit(0));\n`,
  );
  const cfg = (v: string) => `${CONFIG}retriever:\n  type: command\n  run: ${JSON.stringify(`node ${adapterFile}`)}\n  options:\n    backends:\n      - { URL: "https://u:${v}@x.example" }\n    baseUrl: "https://u:${v}@y.example"\n    Token: "${v}"\n    note: "https://u:${v}@z.example"\n`;
  const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': cfg('BASESECRET') }, { ...DOCS_PR, '.github/retrieval-gate.yml': cfg('prvalue') });
  track(work);
  const rec = await runDistAction({ gh: gh(), work, runnerTemp, event: 'pull_request_target', payload: prPayload(git(work, 'rev-parse', 'main'), git(work, 'rev-parse', 'pr')), sha: git(work, 'rev-parse', 'main'), inputs: { mode: 'report', comment: 'always', 'github-token': 't', cache: 'false', 'report-path': path.join(runnerTemp, 'report.json') } });
  expect(rec.code).toBe(0);
  expect(gh().comments).toHaveLength(1);
  expect(gh().comments[0].body).toContain('`retriever.options.Token`');
  for (const text of [gh().comments[0].body, rec.stdout, readFileSync(path.join(runnerTemp, 'report.json'), 'utf8')]) expect(text).not.toContain('BASESECRET');
}, 300_000);
