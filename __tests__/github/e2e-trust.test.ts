/**
 * The trust model end to end: the BUILT dist/index.js run as the runner runs it (INPUT_* variables,
 * event file, GITHUB_OUTPUT, job summary) on a real repository whose work tree is the PR's head,
 * the worst case of a `pull_request_target` workflow that checks the PR out, against the loopback
 * GitHub API. Each case first shows the hole on an event where the head is trusted, then that
 * the privileged event closes it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { BASE_FILES, CONFIG, DOCS_PR, GOLDEN, git, makeRepo } from '../engine/repo-fixture';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDir } from './git-repos';
import { distFile } from '../support/dist';

const dist = distFile('index.js');
const root = path.resolve(__dirname, '../..');
const TOKEN = 'ghs_trustE2ETOKEN0123456789';
const RUNTIME = 'eyJruntime-e2e-token';

interface Run {
  code: number;
  stdout: string;
  summary: string;
}

describe('dist/index.js: the pull request config under a privileged event', () => {
  const gh = fakeGitHubPerTest();
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A repository with `main` (base) and `pr` (head) checked out: the work tree is the PR's. */
  function prRepo(base: Record<string, string>, head: Record<string, string | null>): { work: string; baseSha: string; headSha: string } {
    const work = makeRepo(base, head);
    dirs.push(work);
    return { work, baseSha: git(work, 'rev-parse', 'main'), headSha: git(work, 'rev-parse', 'pr') };
  }

  async function run(r: { work: string; baseSha: string; headSha: string }, event: string, inputs: Record<string, string> = {}, extraEnv: Record<string, string> = {}): Promise<Run> {
    const tmp = tempDir('rg-trust-runner-');
    dirs.push(tmp);
    const files = { event: path.join(tmp, 'event.json'), output: path.join(tmp, 'output'), summary: path.join(tmp, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(prPayload(r.baseSha, r.headSha, 9)));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmp, LANG: 'C.UTF-8' };
    Object.assign(env, {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: gh().url,
      GITHUB_WORKSPACE: r.work,
      GITHUB_SHA: r.baseSha,
      // What a runner holds: the job token (often exported as GITHUB_TOKEN), the runtime token.
      GITHUB_TOKEN: TOKEN,
      ACTIONS_RUNTIME_TOKEN: RUNTIME,
      RUNNER_TEMP: path.join(tmp, 'runner-temp'),
      'INPUT_GITHUB-TOKEN': TOKEN,
      INPUT_COMMENT: 'always',
      INPUT_MODE: 'report',
      INPUT_CACHE: 'false',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      ...extraEnv,
    });
    mkdirSync(env.RUNNER_TEMP, { recursive: true });
    const child = spawn(process.execPath, [dist], { cwd: r.work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    return { code, stdout, summary: readFileSync(files.summary, 'utf8') };
  }

  test('zero config: a PR adding a command retriever runs it on pull_request (without the tokens), never on pull_request_target', async () => {
    const out = tempDir('rg-trust-pwn-');
    dirs.push(out);
    const marker = path.join(out, 'env.txt');
    const { ['.github/retrieval-gate.yml']: _none, ...noConfig } = BASE_FILES;
    const hostile = `${CONFIG}retriever:\n  type: command\n  run: "env > '${marker}'; exit 3"\n`;
    const r = prRepo(noConfig, { ...DOCS_PR, '.github/retrieval-gate.yml': hostile });

    // pull_request: the PR's workflow is the PR's code anyway; its command runs, but without the runner's tokens.
    const unprivileged = await run(r, 'pull_request');
    expect(unprivileged.code).toBe(1);
    expect(existsSync(marker)).toBe(true);
    const seen = readFileSync(marker, 'utf8');
    expect(seen).toMatch(/^PATH=/m);
    expect(seen).not.toContain(TOKEN);
    expect(seen).not.toContain(RUNTIME);
    expect(seen).not.toMatch(/^(GITHUB_TOKEN|ACTIONS_RUNTIME_TOKEN|INPUT_GITHUB-TOKEN)=/m);
    rmSync(marker);

    // pull_request_target: the base has no config, so the defaults' BM25 runs; the command does not.
    const privileged = await run(r, 'pull_request_target');
    expect(privileged.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(privileged.stdout).toMatch(/::warning::retrieval-gate: this pull request's config changes retriever\.run, retriever\.type, which only the base branch may set on 'pull_request_target'/);
    expect(gh().comments).toHaveLength(1);
    expect(gh().comments[0].body).toMatch(/This pull request's config changes `retriever.run`, `retriever.type`, which only the base branch may set/);
    expect(privileged.summary).toMatch(/which only the base branch may set/);
  }, 300_000);

  test("the bundled example's failing PR with k, pass_k, exclude and two relabels: passes on pull_request, fails on pull_request_target", async () => {
    // Row 8 of the attacker's review: the old code took every setting but the trusted keys and the
    // gate from the PR, and the golden set whole, so on pull_request_target this PR read
    // "✅ gate passed — 2 relabelled", exit 0.
    const work = tempDir('rg-trust-acme-');
    dirs.push(work);
    execFileSync('bash', [path.join(root, 'examples/acme/make-git-repo.sh'), work], { stdio: 'ignore' });
    const goldenFile = path.join(work, '.github/retrieval-golden.yml');
    writeFileSync(goldenFile, readFileSync(goldenFile, 'utf8').split('billing/refunds.md#annual-plans').join('billing/refunds.md#yearly-plans'));
    writeFileSync(path.join(work, '.github/retrieval-gate.yml'), "docs: ['**/*.md']\nexclude: ['archive/**']\nk: [1, 3, 20]\npass_k: 20\ncontext: { top_k: 5, token_budget: 600 }\ngate:\n  max_drop: { mrr: 0.05 }\n");
    git(work, 'commit', '-q', '-am', 'inert keys');
    const r = { work, baseSha: git(work, 'rev-parse', 'HEAD~2'), headSha: git(work, 'rev-parse', 'HEAD') };

    const own = await run(r, 'pull_request', { mode: 'gate' });
    expect(own.code).toBe(0);
    expect(gh().comments[0].body).toMatch(/### ✅ retrieval-gate: gate passed — 2 relabelled/);

    gh().comments.length = 0;
    const privileged = await run(r, 'pull_request_target', { mode: 'gate' });
    expect(privileged.code).toBe(1);
    expect(gh().comments).toHaveLength(1);
    const body = gh().comments[0].body;
    expect(body).toMatch(/### ❌ retrieval-gate: gate failed — 1 newly failing question \(R03\), 2 labels broken by this change, 1 stale source in the top 5/);
    expect(body).toContain('This pull request proposes changes to `exclude`, `gate.max_drop`, `k`, `pass_k` and 2 golden-set questions, not applied on `pull_request_target`');
    expect(privileged.summary).toContain('This pull request proposes changes to');
    expect(privileged.stdout).toMatch(/::warning::retrieval-gate: this pull request proposes changes to exclude, gate\.max_drop, k, pass_k and 2 golden-set questions, not applied on 'pull_request_target'/);
  }, 300_000);

  describe('with a loopback embeddings API', () => {
    let honest: EmbeddingsServer;
    let attacker: EmbeddingsServer;
    beforeEach(async () => {
      honest = await startEmbeddingsServer({ dims: 32 });
      attacker = await startEmbeddingsServer({ dims: 32 });
    });
    afterEach(async () => {
      await honest.close();
      await attacker.close();
    });

    test("a PR pointing base_url and rerank.url at its own server: on pull_request_target no request and no Bearer reach it; the base's URL is used", async () => {
      const KEY = 'sk-e2e-honest-5551234';
      const cfg = (url: string, extra = '') => `${CONFIG}retriever:\n  type: hybrid\n  dense:\n    base_url: ${url}\n    model: h\n    api_key_env: RG_E2E_KEY\n${extra}`;
      const r = prRepo(
        { ...BASE_FILES, '.github/retrieval-gate.yml': cfg(honest.baseUrl) },
        { ...DOCS_PR, '.github/retrieval-gate.yml': cfg(attacker.baseUrl, `  rerank:\n    url: ${attacker.origin}/rerank\n    api_key_env: RG_E2E_KEY\n`) },
      );
      const privileged = await run(r, 'pull_request_target', {}, { RG_E2E_KEY: KEY });
      expect(privileged.code).toBe(0);
      expect(attacker.requests).toHaveLength(0);
      expect(honest.requests.length).toBeGreaterThan(0);
      expect(honest.requests.every((q) => q.headers.authorization === `Bearer ${KEY}`)).toBe(true);
      expect(gh().comments[0].body).toMatch(/`retriever.dense`, `retriever.dense.base_url`, `retriever.rerank`, `retriever.rerank.api_key_env`, `retriever.rerank.url`/);
      // Masked (the runner hides it), never printed otherwise.
      expect(privileged.stdout).toContain(`::add-mask::${KEY}`);
      expect(privileged.stdout.split(`::add-mask::${KEY}`).join('')).not.toContain(KEY);
      // The same PR on pull_request (its own workflow, its own config): the head's URL is what it asked for.
      await run(r, 'pull_request', {}, { RG_E2E_KEY: KEY });
      expect(attacker.requests.length).toBeGreaterThan(0);
    }, 300_000);

    test('an embeddings cache folder that the PR turned into a link out of the workspace is refused; nothing is written there', async () => {
      const outside = tempDir('rg-trust-outside-');
      dirs.push(outside);
      const cfg = `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${honest.baseUrl}\n    model: h\n    cache_dir: .rg-emb\n`;
      const r = prRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': cfg }, DOCS_PR);
      symlinkSync(outside, path.join(r.work, '.rg-emb'));
      const res = await run(r, 'pull_request_target', { cache: 'true', 'cache-dir': '.rg-cache' });
      expect(res.code).toBe(1);
      expect(res.stdout).toMatch(/::error::.*retriever\.dense\.cache_dir: the embeddings cache folder '.*\.rg-emb' is outside the workspace and RUNNER_TEMP/);
      expect(readdirSync(outside)).toEqual([]);
    }, 300_000);
  });

  test('a fork PR without the embeddings key: BM25 by default, said in the comment and summary; skip posts why nothing was measured', async () => {
    const cfg = (extra: string) => `${CONFIG}retriever:\n  type: hybrid\n${extra}  dense:\n    base_url: http://127.0.0.1:9/v1\n    model: h\n    api_key_env: RG_E2E_KEY\n`;
    const fallback = await run(prRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': cfg('') }, DOCS_PR), 'pull_request');
    expect(fallback.code).toBe(0);
    expect(fallback.stdout).toMatch(/::warning::retrieval-gate: The API key RG_E2E_KEY is not set in this run .*measured with the embedded BM25 instead of hybrid/);
    expect(fallback.summary).toMatch(/Measured with BM25, not hybrid/);
    expect(gh().comments[0].body.split('\n').slice(0, 8).join('\n')).toMatch(/Measured with BM25, not hybrid/);

    gh().comments.length = 0;
    const skipped = await run(prRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': cfg('  on_missing_key: skip\n') }, DOCS_PR), 'pull_request', { mode: 'gate' });
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/::notice::retrieval-gate: nothing was measured: the API key RG_E2E_KEY is not set/);
    expect(skipped.summary).toMatch(/Nothing was measured/);
    expect(gh().comments).toHaveLength(1);
    expect(gh().comments[0].body).toMatch(/retrieval-gate: not measured/);
  }, 300_000);

  test('a golden or config input that is a link out of the workspace is refused', async () => {
    const outside = tempDir('rg-trust-outside-');
    dirs.push(outside);
    writeFileSync(path.join(outside, 'golden.yml'), 'questions:\n  - id: X\n    question: x\n    relevant: [docs/returns.md]\n');
    const r = prRepo(BASE_FILES, DOCS_PR);
    symlinkSync(path.join(outside, 'golden.yml'), path.join(r.work, 'golden-link.yml'));
    const golden = await run(r, 'pull_request', { golden: 'golden-link.yml' });
    expect(golden.code).toBe(1);
    expect(golden.stdout).toMatch(/::error::input golden: the golden set '.*golden-link\.yml' is outside the workspace and RUNNER_TEMP \(or a symbolic link leads there\)/);
    const config = await run(r, 'pull_request', { config: '../../etc/passwd' });
    expect(config.code).toBe(1);
    expect(config.stdout).toMatch(/::error::input config: the config file '\/etc\/passwd' is outside the workspace/);
    expect(gh().comments).toHaveLength(0);
  }, 300_000);

  test("a PR config that does not validate: an error on pull_request; on pull_request_target a refused proposal in the comment, the base's config runs", async () => {
    // Finding 8 of issue 28: on pull_request_target this failed the step (exit 1) with no comment,
    // so breaking its own config let a PR stop the base's check. Line 3 has a wrong type, line 4 an
    // unknown key whose name is markup (the comment must show it as text).
    const broken = `${CONFIG}depth: lots\n"<img src=x onerror=alert(1)>": 1\n`;
    const r = prRepo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-gate.yml': broken });

    const own = await run(r, 'pull_request');
    expect(own.code).toBe(1);
    expect(own.stdout).toMatch(/::error::.*\.github\/retrieval-gate\.yml:3:\d+: depth: /);
    expect(gh().comments).toHaveLength(0);

    // mode: report, so the exit status is the run's own (this PR fails the base's gate, which is measured).
    const privileged = await run(r, 'pull_request_target', { 'report-path': 'rg-report.json' });
    expect(privileged.stdout).not.toMatch(/::error::.*retrieval-gate\.yml/);
    expect(privileged.code).toBe(0);
    expect(gh().comments).toHaveLength(1);
    const body = gh().comments[0].body;
    expect(body).toContain("This pull request's config does not validate, so none of it was applied on `pull_request_target`** (a refused proposal): the settings from .github/retrieval-gate.yml at the base commit decided the verdict");
    expect(body).toMatch(/^> - `\.github\/retrieval-gate\.yml:3` `depth`: .+$/m);
    expect(body).toMatch(/^> - `\.github\/retrieval-gate\.yml:4` .+$/m);
    // Markup from the PR only inside code spans (shown as text), nowhere raw.
    expect(body.replace(/`[^`\n]*`/g, '')).not.toContain('<img');
    expect(privileged.summary).toContain("This pull request's config does not validate");
    expect(privileged.stdout).toMatch(/::warning::retrieval-gate: this pull request's config does not validate \(\.github\/retrieval-gate\.yml:3: depth: .*\(and 1 more problem\)\); on 'pull_request_target' it is refused as a proposal/);
    // The base's settings measured it (its k, not the defaults'), and report.json says why.
    const report = JSON.parse(readFileSync(path.join(r.work, 'rg-report.json'), 'utf8'));
    expect(report.k).toEqual([1, 3]);
    expect(report.trust.invalid_head_config.map((p: { line: number; field?: string }) => [p.line, p.field ?? null])).toEqual([
      [3, 'depth'],
      [4, expect.anything()],
    ]);
  }, 300_000);

  test("a PR golden set that does not validate: an error on pull_request; on pull_request_target a refused proposal, the base's golden set is judged", async () => {
    const r = prRepo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-golden.yml': `${GOLDEN}  - id: R5\n    relevant: [docs/returns.md]\n` });
    const own = await run(r, 'pull_request');
    expect(own.code).toBe(1);
    expect(own.stdout).toMatch(/::error::.*\.github\/retrieval-golden\.yml:17:/);
    expect(gh().comments).toHaveLength(0);

    const privileged = await run(r, 'pull_request_target');
    expect(privileged.code).toBe(0);
    expect(gh().comments).toHaveLength(1);
    expect(gh().comments[0].body).toMatch(/^> ⛔ \*\*This pull request's golden set does not validate, so none of it was applied on `pull_request_target`\*\*/m);
    expect(gh().comments[0].body).toMatch(/^> - `\.github\/retrieval-golden\.yml:17`/m);
    expect(privileged.stdout).toMatch(/::warning::retrieval-gate: this pull request's golden set does not validate \(\.github\/retrieval-golden\.yml:17: .*\); on 'pull_request_target' it is refused as a proposal and the golden set from \.github\/retrieval-golden\.yml at the base commit was used/);
  }, 300_000);
});
