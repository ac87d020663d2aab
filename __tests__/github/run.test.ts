/**
 * runAction with everything real except the engine and the renderers (stubbed with a fixed report,
 * so these tests pin the action's own behaviour): real git repositories, the real octokit against
 * the loopback REST server, real files for the event, report and cache.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { octokitApi } from '../../src/github/github-api';
import { realGit } from '../../src/github/git-history';
import { runAction } from '../../src/github/run';
import { baseSideCacheKey, type CacheStore } from '../../src/github/cache';
import type { ActionDeps } from '../../src/github/toolkit';
import type { Report } from '../../src/report/types';
import { addFillerComments, prPayload, startFakeGitHub, type FakeGitHub } from './fake-github';
import { checkoutLikeActions, makePrOrigin, tempDir, type PrRepo } from './git-repos';
import { sampleReport } from './sample-report';

interface Recorded {
  outputs: Record<string, string>;
  failed: string[];
  warnings: string[];
  notices: string[];
  errors: Array<{ message: string; file?: string; startLine?: number }>;
  secrets: string[];
  summary: string[];
  logs: string[];
  compareCalls: unknown[];
  /** Every report the comment was rendered from. */
  rendered: Report[];
}

function harness(inputs: Record<string, string>, env: Record<string, string>, gh: FakeGitHub, report: Report | (() => Report)) {
  const rec: Recorded = { outputs: {}, failed: [], warnings: [], notices: [], errors: [], secrets: [], summary: [], logs: [], compareCalls: [], rendered: [] };
  const deps: ActionDeps = {
    core: {
      getInput: (n) => inputs[n] ?? '',
      setOutput: (n, v) => void (rec.outputs[n] = v),
      setFailed: (m) => void rec.failed.push(m),
      setSecret: (v) => void rec.secrets.push(v),
      debug: (m) => void rec.logs.push(m),
      info: (m) => void rec.logs.push(m),
      notice: (m) => void rec.notices.push(m),
      warning: (m) => void rec.warnings.push(m),
      error: (m, p) => void rec.errors.push({ message: m, ...p }),
      writeSummary: async (md) => (rec.summary.push(md), true),
    },
    env,
    git: realGit,
    api: (t, o, r) => octokitApi(t, o, r, gh.url),
    runCompare: async (req, engineDeps) => {
      rec.compareCalls.push(req);
      engineDeps.secret?.('engine-saw-a-key');
      return typeof report === 'function' ? report() : report;
    },
    render: {
      renderComment: (r) => (rec.rendered.push(r), `<!-- rg:${r.golden.file} -->\n## retrieval-gate\npassed: ${r.gate.passed}`),
      renderSummary: (r) => `## summary\npassed: ${r.gate.passed}`,
      renderReportJson: (r) => `${JSON.stringify(r, null, 2)}\n`,
      commentMarker: (g) => `<!-- rg:${g} -->`,
    },
    cacheServiceAvailable: () => false,
  };
  return { deps, rec };
}

describe('runAction', () => {
  let gh: FakeGitHub;
  let pr: PrRepo;
  let work: string;
  let tmp: string;
  /** The checkout actions/checkout makes, once: each test gets a copy of its folder (the runs fetch into it). */
  let checkout: string;
  const dirs: string[] = [];
  beforeAll(() => {
    pr = makePrOrigin({ before: 3, mainAfter: 2, featureCommits: 2 });
    checkout = checkoutLikeActions(pr.origin, 1);
    dirs.push(pr.origin, checkout);
  });
  beforeEach(async () => {
    gh = await startFakeGitHub();
    work = tempDir('rg-work-');
    cpSync(checkout, work, { recursive: true, verbatimSymlinks: true });
    tmp = tempDir('rg-run-');
    dirs.push(work, tmp);
  });
  afterEach(() => gh.close());
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  function prEnv(extra: Record<string, string> = {}): Record<string, string> {
    const eventPath = path.join(tmp, 'event.json');
    writeFileSync(eventPath, JSON.stringify(prPayload(pr.baseSha, pr.headSha, 1)));
    return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: work, RUNNER_TEMP: tmp, ...extra };
  }

  test('pull_request: merge base vs head, report written, comment created then updated, gate fails the step', async () => {
    addFillerComments(gh, 1, 120);
    const { deps, rec } = harness({ 'github-token': 'ghs_secret' }, prEnv(), gh, sampleReport());
    await runAction(deps);
    expect(rec.compareCalls).toEqual([{ repo: work, base: pr.forkPoint, head: pr.headSha, configPath: undefined, goldenPath: undefined }]);
    expect(rec.secrets).toEqual(['ghs_secret', 'engine-saw-a-key']);
    expect(rec.failed).toEqual(['retrieval-gate: gate failed: max_newly_failing: 1 question newly fails (allowed 0)']);
    expect(rec.outputs.passed).toBe('false');
    expect(rec.outputs['newly-failing']).toBe('["R03"]');
    const written = JSON.parse(readFileSync(rec.outputs.report, 'utf8'));
    expect(written.schema).toBe('retrieval-gate/report@1');
    // The repository from the event: the comment links chunks to their lines at the head commit.
    expect(written.repository).toEqual({ url: 'https://github.com/acme/docs' });
    expect(rec.outputs['comment-url']).toMatch(/^https:\/\/github.com\/acme\/docs\/pull\/1#issuecomment-\d+$/);
    expect(rec.summary).toEqual(['## summary\npassed: false']);
    expect(rec.errors).toEqual([expect.objectContaining({ file: '.github/retrieval-golden.yml', startLine: 14, title: 'retrieval-gate: R03 newly fails' })]);
    expect(gh.comments.filter((c) => c.body.includes('<!-- rg:'))).toHaveLength(1);

    // Second run: the marker comment is on page 2 now; it is updated, not duplicated.
    const second = harness({ 'github-token': 'ghs_secret', mode: 'report' }, prEnv(), gh, sampleReport({ gate: { passed: true, reasons: [], rules: [] } }));
    await runAction(second.deps);
    expect(second.rec.failed).toEqual([]);
    const marked = gh.comments.filter((c) => c.body.includes('<!-- rg:'));
    expect(marked).toHaveLength(1);
    expect(marked[0].body).toContain('passed: true');
    expect(second.rec.outputs['comment-url']).toBe(rec.outputs['comment-url']);
    expect(gh.requests.some((q) => q.method === 'PATCH')).toBe(true);
  });

  test('read-only token: one warning, summary written, outputs set, exit per mode', async () => {
    gh.writeStatus = 403;
    for (const [mode, failures] of [
      ['gate', 1],
      ['report', 0],
    ] as const) {
      const { deps, rec } = harness({ 'github-token': 't', mode, comment: 'always' }, prEnv(), gh, sampleReport());
      await runAction(deps);
      expect(rec.warnings).toHaveLength(1);
      expect(rec.warnings[0]).toMatch(/Could not write the PR comment on #1 \(HTTP 403\).*workflow_run.*mode: post/);
      expect(rec.summary).toHaveLength(1);
      expect(rec.outputs.passed).toBe('false');
      expect(rec.outputs['comment-url']).toBe('');
      expect(rec.failed).toHaveLength(failures);
    }
  });

  test('push that created a branch: nothing to compare, passes', async () => {
    const eventPath = path.join(tmp, 'push.json');
    writeFileSync(eventPath, JSON.stringify({ before: '0'.repeat(40), after: pr.headSha }));
    const { deps, rec } = harness({}, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventPath, GITHUB_WORKSPACE: work }, gh, sampleReport());
    await runAction(deps);
    expect(rec.compareCalls).toEqual([]);
    expect(rec.failed).toEqual([]);
    expect(rec.outputs.passed).toBe('true');
    expect(rec.notices[0]).toMatch(/nothing to compare: this push created the branch/);
  });

  /** A repository whose every commit holds a config naming a hybrid with the shipped encoder (the run keeps an embeddings folder), and its checkout. */
  function hybridRepo(): { repo: PrRepo; checkout: string } {
    const repo = makePrOrigin({ before: 3, mainAfter: 2, featureCommits: 2, common: [['.github/retrieval-gate.yml', 'retriever:\n  type: hybrid\n']] });
    const checkout = checkoutLikeActions(repo.origin, 1);
    dirs.push(repo.origin, checkout);
    return { repo, checkout };
  }

  test('push to the default branch: evaluates the pushed commit, saves the caches a pull request then reads, no comment, never fails on the gate', async () => {
    const { repo: pr, checkout: work } = hybridRepo();
    const eventPath = path.join(tmp, 'push.json');
    writeFileSync(eventPath, JSON.stringify({ ref: 'refs/heads/main', before: pr.forkPoint, after: pr.baseSha, repository: { default_branch: 'main' } }));
    const prEventPath = path.join(tmp, 'pr-event.json');
    writeFileSync(prEventPath, JSON.stringify(prPayload(pr.baseSha, pr.headSha, 1)));
    const warmPrEnv = () => ({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: prEventPath, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: work, RUNNER_TEMP: tmp });
    const cacheDir = path.join(tmp, 'cache');
    const failing = sampleReport(); // its gate fails
    const push = harness({ 'github-token': 't', 'cache-dir': cacheDir }, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: work, RUNNER_TEMP: tmp }, gh, failing);
    push.deps.runCompare = async (req, engineDeps) => {
      push.rec.compareCalls.push(req);
      // What the encoder leaves in the embeddings folder it is given.
      mkdirSync(engineDeps.embeddingsCacheDir!, { recursive: true });
      writeFileSync(path.join(engineDeps.embeddingsCacheDir!, 'vectors-of-main.emb'), 'vectors');
      return failing;
    };
    await runAction(push.deps);
    expect(push.rec.compareCalls).toEqual([{ repo: work, base: pr.baseSha, head: pr.baseSha, configPath: undefined, goldenPath: undefined }]);
    expect(push.rec.failed).toEqual([]);
    expect(gh.requests.filter((q) => q.method !== 'GET')).toEqual([]);
    expect(push.rec.logs).toContainEqual(expect.stringMatching(/^retrieval-gate: a push to the default branch 'main': evaluated [0-9a-f]{12} and saved its caches, so pull requests on it start warm/));
    expect(push.rec.logs).toContainEqual(expect.stringMatching(/^cache saved \(local folder .*\): retrieval-gate-embeddings-v3-base-/));

    // A pull request's first run then finds the vectors the push run saved.
    const prRun = harness({ 'github-token': 't', 'cache-dir': cacheDir, comment: 'off', mode: 'report' }, warmPrEnv(), gh, sampleReport());
    let found: string[] = [];
    prRun.deps.runCompare = async (_req, engineDeps) => {
      found = readdirSync(engineDeps.embeddingsCacheDir!);
      return sampleReport();
    };
    await runAction(prRun.deps);
    expect(found).toEqual(['vectors-of-main.emb']);
  });

  test('a trusted head: the action opens the caches of the config the engine reads (the head commit\'s), not of the work tree\'s copy', async () => {
    // On pull_request the engine reads the head commit's config; the work tree is the test merge
    // commit, and a step before the action may have edited it. Here it says BM25, the commit a hybrid.
    const { repo: pr, checkout: work } = hybridRepo();
    writeFileSync(path.join(work, '.github/retrieval-gate.yml'), 'retriever:\n  type: bm25\n  dense:\n    api_key_env: ON_DISK_KEY\n');
    const eventPath = path.join(tmp, 'pr-event.json');
    writeFileSync(eventPath, JSON.stringify(prPayload(pr.baseSha, pr.headSha, 1)));
    const run = harness({ comment: 'off', mode: 'report' }, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: work, RUNNER_TEMP: tmp, ON_DISK_KEY: 'sk-on-disk-1' }, gh, sampleReport());
    let given: string | undefined;
    run.deps.runCompare = async (req, engineDeps) => {
      run.rec.compareCalls.push(req);
      given = engineDeps.embeddingsCacheDir;
      return sampleReport();
    };
    await runAction(run.deps);
    expect(run.rec.failed).toEqual([]);
    expect(run.rec.compareCalls).toEqual([{ repo: work, base: pr.forkPoint, head: pr.headSha, configPath: undefined, goldenPath: undefined }]);
    expect(given).toEqual(expect.stringContaining('embeddings'));
    // A key the work tree's copy names is masked all the same: that copy is the repository's own too.
    expect(run.rec.secrets).toContain('sk-on-disk-1');
  });

  test('push to another branch still compares before with after, and gates', async () => {
    const eventPath = path.join(tmp, 'push.json');
    writeFileSync(eventPath, JSON.stringify({ ref: 'refs/heads/feature', before: pr.forkPoint, after: pr.headSha, repository: { default_branch: 'main' } }));
    const { deps, rec } = harness({}, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventPath, GITHUB_WORKSPACE: work, RUNNER_TEMP: tmp }, gh, sampleReport());
    await runAction(deps);
    expect(rec.compareCalls).toEqual([{ repo: work, base: pr.forkPoint, head: pr.headSha, configPath: undefined, goldenPath: undefined }]);
    expect(rec.failed).toEqual(['retrieval-gate: gate failed: max_newly_failing: 1 question newly fails (allowed 0)']);
  });

  test('bad input and engine InputErrors: one setFailed with the message, no stack', async () => {
    const { deps, rec } = harness({ mode: 'nope' }, prEnv(), gh, sampleReport());
    await runAction(deps);
    expect(rec.failed).toEqual(["input mode: must be one of 'gate', 'report', 'post' but got 'nope'"]);
  });

  test('API keys named by the config are masked before anything runs', async () => {
    mkdirSync(path.join(work, '.github'), { recursive: true });
    writeFileSync(path.join(work, '.github/retrieval-gate.yml'), 'retriever:\n  type: hybrid\n  dense:\n    base_url: http://127.0.0.1:1/v1\n    model: m\n    api_key_env: EMB_KEY\n');
    const { deps, rec } = harness({ comment: 'off' }, prEnv({ EMB_KEY: 'sk-fake-123' }), gh, sampleReport());
    await runAction(deps);
    expect(rec.secrets[0]).toBe('sk-fake-123');
  });

  test('local cache folder: the second run on unchanged inputs reuses the report without running the engine', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const first = harness({ comment: 'off', 'cache-dir': cacheDir, mode: 'report' }, prEnv(), gh, sampleReport());
    await runAction(first.deps);
    expect(first.rec.compareCalls).toHaveLength(1);
    const second = harness({ comment: 'off', 'cache-dir': cacheDir, mode: 'report' }, prEnv(), gh, () => {
      throw new Error('engine must not run on a cache hit');
    });
    await runAction(second.deps);
    expect(second.rec.failed).toEqual([]);
    expect(second.rec.compareCalls).toHaveLength(0);
    expect(second.rec.logs.some((l) => /cache hit \(local folder/.test(l))).toBe(true);
    // The stub's report names commits aaaa…/bbbb…; a reused report names this run's commits.
    const reused = JSON.parse(readFileSync(second.rec.outputs.report, 'utf8'));
    expect([reused.base.commit, reused.head.commit]).toEqual([pr.forkPoint, pr.headSha]);
    const original = JSON.parse(readFileSync(first.rec.outputs.report, 'utf8'));
    expect({ ...reused, base: original.base, head: original.head }).toEqual(original);
  });

  test('local cache folder: the engine gets a base side cache that outlives the run (a new push reuses the base)', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const seen: Array<string | null> = [];
    const engine = (h: ReturnType<typeof harness>) => {
      h.deps.runCompare = async (req, engineDeps) => {
        h.rec.compareCalls.push(req);
        const got = await engineDeps.sideCache?.get('0123abcd');
        seen.push(got ? Buffer.from(got).toString('utf8') : null);
        if (!got) await engineDeps.sideCache?.put('0123abcd', Buffer.from('judged base'));
        return sampleReport();
      };
      return h;
    };
    const first = engine(harness({ comment: 'off', 'cache-dir': cacheDir, mode: 'report' }, prEnv(), gh, sampleReport()));
    await runAction(first.deps);
    // Another golden set: the whole-report entry misses, the engine runs and finds the base side.
    const second = engine(harness({ comment: 'off', 'cache-dir': cacheDir, mode: 'report', golden: 'other-golden.yml' }, prEnv(), gh, sampleReport()));
    await runAction(second.deps);
    expect(second.rec.compareCalls).toHaveLength(1);
    expect(seen).toEqual([null, 'judged base']);
    expect(second.rec.logs).toContainEqual(expect.stringMatching(new RegExp(`^cache hit \\(local folder .*\\): ${baseSideCacheKey('0123abcd', 'pr-1')}$`)));

    // No store (cache off): no base side cache either.
    const off = harness({ comment: 'off', cache: 'false', mode: 'report' }, prEnv(), gh, sampleReport());
    let given: unknown = 'unset';
    off.deps.runCompare = async (_req, engineDeps) => ((given = engineDeps.sideCache), sampleReport());
    await runAction(off.deps);
    expect(given).toBeUndefined();
  });

  test('cache service: save and restore name the same paths run after run (the service keys its entries on them)', async () => {
    const calls: Array<{ op: string; paths: string[]; key: string }> = [];
    const saved = new Map<string, string>();
    const recording: CacheStore = {
      name: 'recording',
      async restore(paths, key) {
        calls.push({ op: 'restore', paths, key });
        if (!saved.has(key)) return undefined;
        mkdirSync(paths[0], { recursive: true });
        writeFileSync(path.join(paths[0], 'report.json'), saved.get(key) as string);
        return key;
      },
      async save(paths, key) {
        calls.push({ op: 'save', paths, key });
        saved.set(key, readFileSync(path.join(paths[0], 'report.json'), 'utf8'));
      },
    };
    for (let i = 0; i < 2; i++) {
      const h = harness({ comment: 'off', mode: 'report' }, prEnv(), gh, sampleReport());
      h.deps.cacheServiceAvailable = () => true;
      h.deps.cacheServiceStore = () => recording;
      await runAction(h.deps);
      expect(h.rec.compareCalls).toHaveLength(i === 0 ? 1 : 0);
    }
    expect(calls.map((c) => c.op)).toEqual(['restore', 'save', 'restore']);
    expect(calls[2].paths).toEqual(calls[1].paths);
    // Nothing per-process in the path either (each run is a new process on the runner).
    expect(calls[1].paths.join()).not.toContain(String(process.pid));
    expect(calls[2].key).toBe(calls[1].key);
  });

  test('post mode: validates the artifact, finds the PR by head SHA, upserts, never fails on the gate', async () => {
    const headSha = 'b'.repeat(40);
    gh.pullsByCommit.set(headSha, [1]);
    const artifact = path.join(tmp, 'report.json');
    // An uploaded report naming another repository: the links must name this workflow's.
    writeFileSync(artifact, JSON.stringify({ ...sampleReport(), repository: { url: 'https://evil.example/acme/docs' } }));
    const eventPath = path.join(tmp, 'run.json');
    writeFileSync(eventPath, JSON.stringify({ workflow_run: { head_sha: headSha } }));
    const env = { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: eventPath, GITHUB_REPOSITORY: 'acme/docs', GITHUB_WORKSPACE: tmp };
    const { deps, rec } = harness({ mode: 'post', 'artifact-path': artifact, 'github-token': 't', comment: 'always' }, env, gh, sampleReport());
    await runAction(deps);
    expect(rec.failed).toEqual([]);
    expect(rec.compareCalls).toEqual([]);
    expect(gh.comments).toHaveLength(1);
    expect(rec.outputs['comment-url']).toContain('/pull/1#issuecomment-');
    expect(rec.rendered.at(-1)?.repository).toEqual({ url: 'https://github.com/acme/docs' });

    // An artifact for another commit is refused.
    writeFileSync(eventPath, JSON.stringify({ workflow_run: { head_sha: 'c'.repeat(40) } }));
    const other = harness({ mode: 'post', 'artifact-path': artifact, 'github-token': 't' }, env, gh, sampleReport());
    await runAction(other.deps);
    expect(other.rec.failed[0]).toMatch(/report.json: head.commit: is for head commit b{40}, not c{40}/);
  });
});
