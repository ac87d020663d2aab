/**
 * Caches are inputs from others: runAction with the real engine on real repositories, under
 * `pull_request_target` with the pull request's head checked out (the work tree is the PR's).
 *
 * Attack by attack, what the code before did:
 * - a planted base side entry: with `cache-dir` inside the workspace, the PR commits an entry
 *   under the key it computed offline (the key is a hash of public inputs) with the newly failing
 *   questions already failing at base; the bundled example's failing PR then passed, exit 0, with
 *   "base side cache: hit" in the log. Now that folder is neither read nor written there;
 * - embeddings poisoning: shards committed under `.retrieval-gate/embeddings/` (a checksum is a
 *   hash of a file's own bytes, so anyone can make one) were used for the run's vectors, then
 *   saved to the shared cache, where a later honest PR restored them by key prefix. Now the run
 *   uses only its own folder, filled from the store: nothing committed is read, so nothing
 *   committed is saved; and a PR's own run saves under its scope, which a base run never reads;
 * - a committed link `.retrieval-gate/embeddings/<model>-<ns>` → an outside folder: three `.emb`
 *   files were written outside the workspace. Now nothing is written there.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { decodeBaseSide, encodeBaseSide } from '../../src/engine/base-side-entry';
import { runCompare } from '../../src/engine/run-compare';
import { namespaceFolder } from '../../src/retrieve/embed/embedding-cache';
import { BASE_FILES, CONFIG, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDirs } from './git-repos';
import { runRealAction } from './real-action';

/** The base side key a run saved its entry under (its log line `base side cache: saved KEY`). */
function savedKey(logs: readonly string[]): string {
  const line = logs.find((l) => l.startsWith('base side cache: saved '));
  if (!line) throw new Error('no base side entry was saved');
  return line.slice('base side cache: saved '.length);
}

const root = path.resolve(__dirname, '../..');
const { temp, track } = tempDirs();

const gh = fakeGitHubPerTest();


/** Every entry folder of a local store whose name starts with `prefix`. */
const entries = (store: string, prefix: string) => (existsSync(store) ? readdirSync(store).filter((n) => n.startsWith(prefix)) : []);

describe('a planted base side entry (the bundled example)', () => {
  let work: string;
  let base: string;
  let head: string;
  beforeAll(() => {
    work = temp('rg-cache-trust-acme-');
    rmSync(work, { recursive: true });
    execFileSync('bash', [path.join(root, 'examples/acme/make-git-repo.sh'), work], { stdio: 'ignore' });
    base = git(work, 'rev-parse', 'HEAD~1');
    head = git(work, 'rev-parse', 'HEAD');
  });

  test('is not read from a cache-dir in the workspace on pull_request_target; the failing PR still fails', async () => {
    const runnerTemp = temp('rg-cache-trust-runner-');
    const store = path.join(runnerTemp, 'store');
    const run = (event: string, cacheDir: string) =>
      runRealAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head), sha: base, inputs: { mode: 'gate', comment: 'off', 'cache-dir': cacheDir } });

    // An honest run with a store outside the workspace: the PR fails the gate, the judged base is saved.
    const honest = await run('pull_request_target', store);
    expect(honest.failed).toHaveLength(1);
    const newly = JSON.parse(honest.outputs['newly-failing']) as string[];
    expect(newly.length).toBeGreaterThan(0);
    const [name] = entries(store, 'retrieval-gate-base-side-v3-base-');
    expect(name).toBeDefined();

    // The attacker's entry, under the same key: the newly failing questions already fail at base.
    // The engine's key of the entry, as the run logged it (the store's name is a hash of it with the scope).
    const key = savedKey(honest.logs);
    const side = decodeBaseSide(key, readFileSync(path.join(store, name, '0', 'base-side.bin')));
    for (const q of side.questions) if (newly.includes(q.id)) Object.assign(q, { pass: false, retrieved: [] });
    const planted = path.join(work, '.rg-cache', name, '0');
    mkdirSync(planted, { recursive: true });
    writeFileSync(path.join(planted, 'base-side.bin'), encodeBaseSide(key, side));

    // Where the folder is the PR's own business (its own workflow), the entry works: no question is newly failing.
    // (The claims check leaves only this: its documents and questions are the base's, its rankings cannot be checked.)
    const own = await run('pull_request', '.rg-cache');
    expect(own.logs).toContainEqual(`base side cache: hit ${key}`);
    expect(JSON.parse(own.outputs['newly-failing'])).toEqual([]);

    // Under the privileged event, with the PR checked out: not read, said once, and the gate fails as it should.
    const before = entries(path.join(work, '.rg-cache'), '');
    const attacked = await run('pull_request_target', '.rg-cache');
    expect(attacked.logs.some((l) => l.startsWith('base side cache: hit'))).toBe(false);
    expect(attacked.warnings).toContainEqual(expect.stringMatching(/^retrieval-gate: the cache folder '.*\.rg-cache' \(input cache-dir\) is inside the workspace, and on 'pull_request_target' the work tree \(HEAD [0-9a-f]{40}\) is not the base commit/));
    expect(attacked.failed).toHaveLength(1);
    expect(attacked.failed[0]).toMatch(/max_newly_failing/);
    expect(JSON.parse(attacked.outputs['newly-failing'])).toEqual(newly);
    expect(attacked.outputs.passed).toBe('false');
    expect(entries(path.join(work, '.rg-cache'), '')).toEqual(before);
  }, 120000);

  test("a PR run's entries are saved under its own scope, which a base run never reads", async () => {
    const runnerTemp = temp('rg-cache-trust-scope-');
    const store = path.join(runnerTemp, 'store');
    const run = (event: string) => runRealAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head), sha: base, inputs: { mode: 'report', comment: 'off', 'cache-dir': store } });
    await run('pull_request');
    expect(entries(store, 'retrieval-gate-base-side-v3-')).toEqual([expect.stringMatching(/^retrieval-gate-base-side-v3-pr-7-/)]);
    const privileged = await run('pull_request_target');
    expect(privileged.logs.filter((l) => l.startsWith('base side cache: '))).toEqual([expect.stringMatching(/^base side cache: miss/), expect.stringMatching(/^base side cache: saved/)]);
    // The PR's next run reads its own scope: here the whole report it saved.
    const again = await run('pull_request');
    expect(again.logs).toContainEqual(expect.stringMatching(/^cache hit \(local folder .*\): retrieval-gate-report-/));
  }, 120000);
});

describe('embeddings committed by the pull request', () => {
  let honest: EmbeddingsServer;
  beforeEach(async () => {
    honest = await startEmbeddingsServer({ dims: 16 });
  });
  afterEach(() => honest.close());
  const CFG = (url: string) => `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${url}\n    model: h\n`;

  /** The attacker's folder: the run's own texts, every vector replaced by the same one (each shard renamed by its new hash). */
  async function poisonedFolder(work: string, base: string, head: string): Promise<string> {
    const folder = temp('rg-emb-poison-');
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
    return folder;
  }

  test('are never read, so never saved; the report is the one without them', async () => {
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CFG(honest.baseUrl) }, DOCS_PR);
    track(work);
    const base = git(work, 'rev-parse', 'main');
    const head = git(work, 'rev-parse', 'pr');
    const runnerTemp = temp('rg-emb-runner-');
    const store = path.join(runnerTemp, 'store');
    const run = (event: string, extra: Record<string, string> = {}) =>
      runRealAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head), sha: base, inputs: { mode: 'report', comment: 'off', 'report-path': path.join(runnerTemp, `${event}.json`), ...extra } });

    const clean = await run('pull_request_target', { cache: 'false' });
    const cleanReport = readFileSync(path.join(runnerTemp, 'pull_request_target.json'), 'utf8');
    expect(clean.failed).toEqual([]);
    const embedded = honest.inputs.length;
    expect(embedded).toBeGreaterThan(0);

    // The PR's checkout holds a complete, well-formed cache of poisoned vectors at the configured folder.
    const poisoned = await poisonedFolder(work, base, head);
    cpSync(poisoned, path.join(work, '.retrieval-gate/embeddings'), { recursive: true });
    honest.inputs.length = 0;
    const attacked = await run('pull_request_target', { 'cache-dir': store });
    expect(attacked.failed).toEqual([]);
    // Every text was embedded by the configured model: none came from the committed folder.
    expect(honest.inputs.length).toBe(embedded);
    const attackedReport = JSON.parse(readFileSync(path.join(runnerTemp, 'pull_request_target.json'), 'utf8'));
    const cleanJson = JSON.parse(cleanReport);
    expect(attackedReport.questions).toEqual(cleanJson.questions);
    expect(attackedReport.gate).toEqual(cleanJson.gate);

    // What was saved is what the run embedded itself: not one of the committed shards.
    const saved = entries(store, 'retrieval-gate-embeddings-v3-base-');
    expect(saved).toHaveLength(1);
    const committed = new Set(readdirSync(poisoned).flatMap((ns) => readdirSync(path.join(poisoned, ns))));
    const savedShards = readdirSync(path.join(store, saved[0], '0')).flatMap((ns) => readdirSync(path.join(store, saved[0], '0', ns)));
    expect(savedShards.length).toBeGreaterThan(0);
    expect(savedShards.filter((f) => committed.has(f))).toEqual([]);
  }, 120000);

  test("a PR's own run saves under its scope: a later privileged run does not restore those vectors by prefix", async () => {
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CFG(honest.baseUrl) }, DOCS_PR);
    track(work);
    const base = git(work, 'rev-parse', 'main');
    const head = git(work, 'rev-parse', 'pr');
    const runnerTemp = temp('rg-emb-scope-');
    const store = path.join(runnerTemp, 'store');
    const run = (event: string) => runRealAction({ gh: gh(), work, runnerTemp, event, payload: prPayload(base, head), sha: base, inputs: { mode: 'report', comment: 'off', 'cache-dir': store } });
    await run('pull_request');
    expect(entries(store, 'retrieval-gate-embeddings-v3-')).toEqual([expect.stringMatching(/^retrieval-gate-embeddings-v3-pr-7-/)]);
    // The PR's run could have saved anything there (its workflow is its own code): a base run restores none of it.
    honest.inputs.length = 0;
    const privileged = await run('pull_request_target');
    expect(privileged.logs).toContainEqual(expect.stringMatching(/^cache miss \(local folder .*\): retrieval-gate-embeddings-v3-base-/));
    expect(honest.inputs.length).toBeGreaterThan(0);
  }, 120000);

  test('a committed link in the embeddings folder leads nothing outside the workspace', async () => {
    const work = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': CFG(honest.baseUrl) }, DOCS_PR);
    track(work);
    const outside = temp('rg-emb-outside-');
    const folder = path.join(work, '.retrieval-gate/embeddings');
    mkdirSync(folder, { recursive: true });
    for (const role of ['document', 'query'] as const) {
      symlinkSync(outside, path.join(folder, namespaceFolder({ model: 'h', prefix: '', role, endpoint: `${honest.baseUrl}/embeddings` })));
    }
    // The engine on its own never looks in the checkout: the cache folder is the caller's.
    const plain: string[] = [];
    await runCompare({ repo: work, base: 'main', head: 'pr' }, { cwd: work, env: {}, log: (m) => plain.push(m) });
    expect(plain.some((l) => l.includes('is a symbolic link'))).toBe(false);
    // Given that very folder, the links have the names it would write: it says so and writes nothing there.
    const log: string[] = [];
    await runCompare({ repo: work, base: 'main', head: 'pr' }, { cwd: work, env: {}, embeddingsCacheDir: folder, log: (m) => log.push(m) });
    expect(new Set(log.filter((l) => / is a symbolic link: the cache is neither read nor written through it$/.test(l))).size).toBe(2);
    expect(readdirSync(outside)).toEqual([]);
    const runnerTemp = temp('rg-emb-link-');
    const rec = await runRealAction({
      gh: gh(),
      work,
      runnerTemp,
      event: 'pull_request_target',
      payload: prPayload(git(work, 'rev-parse', 'main'), git(work, 'rev-parse', 'pr')),
      sha: git(work, 'rev-parse', 'main'),
      inputs: { mode: 'report', comment: 'off', 'cache-dir': path.join(runnerTemp, 'store') },
    });
    expect(rec.failed).toEqual([]);
    expect(readdirSync(outside)).toEqual([]);
    // The action did not even look there: its own folder is under RUNNER_TEMP.
    expect(rec.logs.some((l) => l.includes('is a symbolic link'))).toBe(false);
  }, 120000);
});

