/**
 * End to end: the BUILT dist/index.js, run exactly as the runner runs it (`node dist/index.js` in a
 * child process, inputs as INPUT_* variables with their hyphens, GITHUB_EVENT_PATH / GITHUB_OUTPUT
 * / GITHUB_STEP_SUMMARY files), on a real git repository made from examples/acme and cloned at
 * depth 1 the way actions/checkout does, against a loopback server speaking the GitHub REST API.
 * No cache service variables are set, so every run also proves the action works without one.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { addFillerComments, fakeGitHubPerTest, prPayload } from './fake-github';
import { git, tempDir } from './git-repos';
import { startEmbeddingsServer } from '../support/loopback-embeddings';
import { startChatServer } from '../support/loopback-chat';
import { distFile } from '../support/dist';

const root = path.resolve(__dirname, '../..');
// RG_E2E_ACTION_JS runs another bundle of the same entry (e.g. one built with stub renderers while developing).
const override = process.env.RG_E2E_ACTION_JS;
const dist = override ?? distFile('index.js');
const example = path.join(root, 'examples/acme');
const makeRepo = path.join(example, 'make-git-repo.sh');
const ready = existsSync(makeRepo) && (!!override || existsSync(path.join(root, 'src/index.ts')));
const FAKE_KEY = 'sk-e2e-FAKE-7f3c9a1b2d';
const TOKEN = 'ghs_e2eTOKEN0123456789';

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  ms: number;
}

/** GITHUB_OUTPUT's `name<<delimiter` blocks, as @actions/core writes them. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out[m[1]] = m[3];
  return out;
}

(ready ? describe : describe.skip)('dist/index.js as the runner runs it', () => {
  const gh = fakeGitHubPerTest();
  let origin: string;
  let baseSha: string;
  let headSha: string;
  const dirs: string[] = [];

  beforeAll(() => {
    origin = tempDir('rg-e2e-origin-');
    dirs.push(origin);
    execFileSync('bash', [makeRepo, origin], { stdio: 'pipe' });
    headSha = git(origin, 'rev-parse', 'HEAD');
    baseSha = git(origin, 'rev-parse', 'HEAD~1');
  }, 120000);
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** `git clone --depth 1 file://origin`: the base commit is not in the clone. */
  function shallowClone(): string {
    const work = tempDir('rg-e2e-work-');
    dirs.push(work);
    rmSync(work, { recursive: true });
    execFileSync('git', ['clone', '-q', '--depth', '1', '--no-tags', `file://${origin}`, work], { stdio: 'pipe' });
    return work;
  }

  async function runAction(work: string, inputs: Record<string, string>, extraEnv: Record<string, string> = {}, event?: object): Promise<RunResult> {
    const tmp = tempDir('rg-e2e-runner-');
    dirs.push(tmp);
    const files = { event: path.join(tmp, 'event.json'), output: path.join(tmp, 'output'), summary: path.join(tmp, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(event ?? { action: 'synchronize', ...prPayload(baseSha, headSha) }));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {};
    // The runner's environment, minus anything a developer's shell might leak in (tokens, cache URLs, inputs).
    for (const k of ['PATH', 'HOME', 'LANG', 'TMPDIR']) if (process.env[k]) env[k] = process.env[k] as string;
    Object.assign(env, {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: gh().url,
      GITHUB_WORKSPACE: work,
      GITHUB_SHA: headSha,
      RUNNER_TEMP: path.join(tmp, 'runner-temp'),
      'INPUT_GITHUB-TOKEN': TOKEN,
      INPUT_COMMENT: 'on-change',
      INPUT_MODE: 'gate',
      INPUT_CACHE: 'true',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      ...extraEnv,
    });
    mkdirSync(env.RUNNER_TEMP, { recursive: true });
    const started = process.hrtime.bigint();
    // Asynchronous spawn: the loopback server lives in this process and must keep answering.
    const child = spawn(process.execPath, [dist], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { code, stdout, stderr, outputs: parseOutputs(readFileSync(files.output, 'utf8')), summary: readFileSync(files.summary, 'utf8'), ms };
  }

  test('first run creates the comment, second updates it on page 2, outputs and exit code follow the gate', async () => {
    const work = shallowClone();
    expect(git(work, 'rev-parse', '--is-shallow-repository')).toBe('true');
    addFillerComments(gh(), 7, 130);

    const first = await runAction(work, {});
    const report = JSON.parse(readFileSync(first.outputs.report, 'utf8'));
    expect(report.schema).toBe('retrieval-gate/report@1');
    // The clone lacked the base: the action fetched it from the origin (a local path, so offline).
    expect(first.stdout).toContain(`git fetch --no-tags --no-recurse-submodules --depth=1 origin ${baseSha}`);
    expect(first.stdout).toContain('::debug::cache service not available');
    expect(first.code).toBe(report.gate.passed ? 0 : 1);
    expect(first.outputs.passed).toBe(String(report.gate.passed));
    const newly = report.questions.filter((q: { status: string }) => q.status === 'newly_failing');
    expect(JSON.parse(first.outputs['newly-failing'])).toEqual(newly.map((q: { id: string }) => q.id));
    expect(JSON.parse(first.outputs['broken-labels'])).toHaveLength(report.broken_labels.length);
    expect(JSON.parse(first.outputs.metrics).deltas).toEqual(report.deltas);
    for (const q of newly as Array<{ id: string; line: number; acknowledged?: string }>) {
      const level = q.acknowledged ? 'warning' : 'error';
      expect(first.stdout).toContain(`::${level} title=retrieval-gate%3A ${q.id} newly fails,file=${report.golden.file},line=${q.line}::`);
    }
    if (!report.gate.passed) expect(first.stdout).toMatch(/::error::retrieval-gate: gate failed: /);
    expect(first.summary.length).toBeGreaterThan(200);
    const marked = () => gh().comments.filter((c) => c.issue === 7 && c.id >= 1000);
    expect(marked()).toHaveLength(1);
    expect(first.outputs['comment-url']).toBe(`https://github.com/acme/docs/pull/7#issuecomment-${marked()[0].id}`);
    expect(gh().requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    gh().requests.length = 0;
    marked()[0].body += '\n(edited by someone)';
    const second = await runAction(work, {});
    expect(second.code).toBe(first.code);
    expect(marked()).toHaveLength(1);
    expect(gh().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/docs/issues/7/comments?per_page=100',
      'GET /repos/acme/docs/issues/7/comments?per_page=100&page=2',
      // A marked comment found: is it the token's own? (GITHUB_TOKEN: 403, so bot comments count.)
      'GET /user',
      `PATCH /repos/acme/docs/issues/comments/${marked()[0].id}`,
    ]);
    expect(marked()[0].body).not.toContain('edited by someone');
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    console.log(`e2e: acme, shallow clone, no cache: ${first.ms.toFixed(0)} ms (first), ${second.ms.toFixed(0)} ms (second)`);
  });

  test('a 403 on posting takes the fork path: warning once, summary written, exit per mode; that report-mode run and its report.json are the fork-safe pair\'s first half: post mode validates it and comments on the PR found by head SHA', async () => {
    const work = shallowClone();
    gh().writeStatus = 403;
    const gate = await runAction(work, { comment: 'always' });
    const report = JSON.parse(readFileSync(gate.outputs.report, 'utf8'));
    expect(gate.stdout.match(/::warning::Could not write the PR comment/g)).toHaveLength(1);
    expect(gate.summary.length).toBeGreaterThan(200);
    expect(gate.code).toBe(report.gate.passed ? 0 : 1);
    expect(gate.outputs['comment-url']).toBe('');
    // The unprivileged half of the fork-safe pair: report mode, no right to write.
    const unprivileged = await runAction(work, { comment: 'always', mode: 'report' });
    expect(unprivileged.code).toBe(0);
    expect(unprivileged.stdout.match(/::warning::Could not write the PR comment/g)).toHaveLength(1);
    expect(unprivileged.outputs.passed).toBe(gate.outputs.passed);
    expect(gh().comments).toHaveLength(0);

    // What actions/upload-artifact + download-artifact would carry over.
    // download-artifact puts it in the workspace (the action reads nothing by path outside it).
    const empty = tempDir('rg-e2e-post-');
    dirs.push(empty);
    const artifact = path.join(empty, 'report-default.json');
    writeFileSync(artifact, readFileSync(unprivileged.outputs.report));
    gh().writeStatus = undefined;
    gh().pullsByCommit.set(headSha, [7]);
    const post = await runAction(empty, { mode: 'post', 'artifact-path': artifact, comment: 'always' }, { GITHUB_EVENT_NAME: 'workflow_run' }, { workflow_run: { head_sha: headSha, event: 'pull_request' } });
    expect(post.code).toBe(0);
    expect(gh().requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toContain(`GET /repos/acme/docs/commits/${headSha}/pulls`);
    expect(gh().comments).toHaveLength(1);
    expect(gh().comments[0].issue).toBe(7);
    expect(post.outputs.passed).toBe(unprivileged.outputs.passed);
    expect(post.summary.length).toBeGreaterThan(200);
    // A tampered artifact is refused with the field named, and nothing is posted.
    writeFileSync(artifact, JSON.stringify({ ...JSON.parse(readFileSync(artifact, 'utf8')), schema: 'evil@1' }));
    const bad = await runAction(empty, { mode: 'post', 'artifact-path': artifact }, { GITHUB_EVENT_NAME: 'workflow_run' }, { workflow_run: { head_sha: headSha } });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/::error::.*report-default.json: schema: must be 'retrieval-gate\/report@1' but got "evil@1"/);
    expect(gh().comments).toHaveLength(1);
  });

  test('a file name holding a newline and runner commands never becomes a command in the job log', async () => {
    // The PR adds a document whose name carries `::error`, `::stop-commands::` and the legacy
    // `##[error]` form after newlines, and a filter that excludes it, so its name is logged.
    const evil = tempDir('rg-e2e-evil-');
    dirs.push(evil);
    rmSync(evil, { recursive: true });
    execFileSync('git', ['clone', '-q', origin, evil], { stdio: 'pipe' });
    const name = 'x\n::error title=pwned::pwned-by-name\n::stop-commands::pwntoken\n  ##[error]legacy-pwned.md';
    writeFileSync(path.join(evil, name), '---\nstatus: draft\n---\n# Draft\n\nNot ready.\n');
    const config = path.join(evil, '.github/retrieval-gate.yml');
    writeFileSync(config, `${readFileSync(config, 'utf8')}\nretriever:\n  filters:\n    exclude_meta:\n      status: draft\n`);
    git(evil, 'add', '-A');
    git(evil, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'hostile name');
    const evilHead = git(evil, 'rev-parse', 'HEAD');
    const work = tempDir('rg-e2e-evil-work-');
    dirs.push(work);
    rmSync(work, { recursive: true });
    execFileSync('git', ['clone', '-q', '--depth', '1', '--no-tags', `file://${evil}`, work], { stdio: 'pipe' });
    const r = await runAction(work, { comment: 'off', mode: 'report' }, {}, prPayload(headSha, evilHead));
    expect(r.code).toBe(0);
    const log = `${r.stdout}\n${r.stderr}`;
    // The name reached the log (so this test can fail), on one line, escaped.
    expect(log).toContain('pwned-by-name');
    expect(log).toContain('filters: 1 document(s) not indexed (x\\n::error title=pwned::pwned-by-name\\n::stop-commands::pwntoken\\n  ##\u200D[error]legacy-pwned.md: ');
    for (const line of log.split(/\r?\n/)) {
      // What the runner parses: `::` after leading whitespace, or `##[` anywhere.
      if (/^\s*::/.test(line)) expect(line).not.toMatch(/pwned|stop-commands/);
      expect(line).not.toContain('##[');
    }
  });

  test('a base the origin does not have: exit 1 with the checkout setting that fixes it', async () => {
    const work = shallowClone();
    const r = await runAction(work, {}, {}, prPayload('f'.repeat(40), headSha));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::.*commit 'f{40}' is not in the clone .*actions\/checkout `fetch-depth: 0`/);
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });

  test('hybrid with a real (loopback) embeddings API: the key is used, masked, and never written; embeddings come from the cache next time', async () => {
    const emb = await startEmbeddingsServer({ dims: 64 });
    try {
      const headConfig = git(origin, 'show', 'HEAD:.github/retrieval-gate.yml');
      expect(headConfig).not.toMatch(/^retriever:/m);
      const configDir = tempDir('rg-e2e-config-');
      dirs.push(configDir);
      const config = path.join(configDir, 'retrieval-gate.yml');
      const hybrid = `${headConfig}\nretriever:\n  type: hybrid\n  dense:\n    base_url: ${emb.baseUrl}\n    model: hash-64\n    api_key_env: RG_FAKE_KEY\n    cache_dir: .rg-embeddings\n`;
      writeFileSync(config, hybrid);
      const cacheDir = path.join(configDir, 'cache');

      // Config and cache live in RUNNER_TEMP (shared by both runs): the action reads and writes nowhere else outside the workspace.
      const first = await runAction(shallowClone(), { config, comment: 'always', mode: 'report', 'cache-dir': cacheDir }, { RG_FAKE_KEY: FAKE_KEY, RUNNER_TEMP: configDir });
      const firstReport = readFileSync(first.outputs.report, 'utf8');
      expect(first.code).toBe(0);
      expect(emb.inputs.length).toBeGreaterThan(50);
      expect(emb.requests[0].headers.authorization).toBe(`Bearer ${FAKE_KEY}`);
      expect(first.stdout).toContain(`::add-mask::${FAKE_KEY}`);
      expect(first.stdout).toContain(`::add-mask::${TOKEN}`);
      const everything = [
        first.stdout.split(`::add-mask::${FAKE_KEY}`).join('').split(`::add-mask::${TOKEN}`).join(''),
        first.stderr,
        JSON.stringify(first.outputs),
        first.summary,
        readFileSync(first.outputs.report, 'utf8'),
        JSON.stringify(gh().comments),
      ].join('\n');
      expect(everything).not.toContain(FAKE_KEY);
      expect(everything).not.toContain(TOKEN);
      expect(JSON.parse(readFileSync(first.outputs.report, 'utf8')).retriever).toMatch(/hybrid|dense/);

      // A fresh clone (no embeddings folder) and a changed config (so the report is not reused):
      // the embeddings cache is restored, and nothing already embedded is embedded again.
      const embedded = emb.inputs.length;
      writeFileSync(config, `${hybrid}# changed\n`);
      const second = await runAction(shallowClone(), { config, comment: 'always', mode: 'report', 'cache-dir': cacheDir }, { RG_FAKE_KEY: FAKE_KEY, RUNNER_TEMP: configDir });
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/cache hit \(local folder [^)]*\): retrieval-gate-embeddings-v3-pr-7-/);
      expect(emb.inputs.length).toBe(embedded);
      expect(readFileSync(second.outputs.report, 'utf8')).toBe(firstReport);
    } finally {
      await emb.close();
    }
  });

  test('hybrid with the shipped sentence encoder on a fork PR: no secret, the same retriever; vectors restored from the cache next time', async () => {
    const headConfig = git(origin, 'show', 'HEAD:.github/retrieval-gate.yml');
    const configDir = tempDir('rg-e2e-encoder-');
    dirs.push(configDir);
    const config = path.join(configDir, 'retrieval-gate.yml');
    const hybrid = `${headConfig}\nretriever:\n  type: hybrid\n`;
    writeFileSync(config, hybrid);
    const cacheDir = path.join(configDir, 'cache');
    // A pull request from a fork: another repository's head, and no secret in the environment.
    const payload = prPayload(baseSha, headSha);
    const event = { action: 'synchronize', ...payload, pull_request: { ...payload.pull_request, head: { ...payload.pull_request.head, repo: { full_name: 'someone/docs', fork: true } }, base: { ...payload.pull_request.base, repo: { full_name: 'acme/docs' } } } };
    const inputs = { config, comment: 'always', mode: 'report', 'cache-dir': cacheDir };
    const first = await runAction(shallowClone(), inputs, { RUNNER_TEMP: configDir }, event);
    expect(first.code).toBe(0);
    const report = JSON.parse(readFileSync(first.outputs.report, 'utf8'));
    expect(report.retriever).toMatch(/^hybrid\(rrf k=60: bm25 \+ minilm-l6-v2@[0-9a-f]{12} pool=100@5000\)$/);
    expect(report.missing_key).toBeUndefined();
    expect(first.stdout + first.stderr).toMatch(/minilm-l6-v2@[0-9a-f]{12} ranked \d+ chunks: [1-9]\d* embedded in this run, \d+ from the embeddings cache/);
    // A changed config (the report is not reused): the vectors come back from the cache, none embedded.
    writeFileSync(config, `${hybrid}# changed\n`);
    const second = await runAction(shallowClone(), inputs, { RUNNER_TEMP: configDir }, event);
    expect(second.code).toBe(0);
    const lines = [...(second.stdout + second.stderr).matchAll(/minilm-l6-v2@[0-9a-f]{12} ranked (\d+) chunks: (\d+) embedded in this run, (\d+) from the embeddings cache/g)];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((m) => m[2] === '0' && m[1] === m[3])).toBe(true);
    expect(readFileSync(second.outputs.report, 'utf8')).toBe(readFileSync(first.outputs.report, 'utf8'));
    // Two action runs, the first embedding both sides cold in float32: minutes on a shared machine.
  }, 600_000);

  test('answers with a (loopback) chat API: the Answers section, the key masked and never written; the next run answers from the restored cache', async () => {
    const chat = await startChatServer();
    try {
      const headConfig = git(origin, 'show', 'HEAD:.github/retrieval-gate.yml');
      const configDir = tempDir('rg-e2e-answers-');
      dirs.push(configDir);
      const config = path.join(configDir, 'retrieval-gate.yml');
      const withAnswers = `${headConfig}\nanswers:\n  base_url: ${chat.baseUrl}\n  model: fake-chat\n  api_key_env: RG_CHAT_KEY\n  cache_dir: .rg-answers\n  max_newly_missing_facts: 99\n`;
      writeFileSync(config, withAnswers);
      const cacheDir = path.join(configDir, 'cache');
      const inputs = { config, comment: 'always', mode: 'report', 'cache-dir': cacheDir };

      // Config and cache live in RUNNER_TEMP (shared by the runs): the action reads nowhere else outside the workspace.
      const first = await runAction(shallowClone(), inputs, { RG_CHAT_KEY: FAKE_KEY, RUNNER_TEMP: configDir });
      expect(first.code).toBe(0);
      const sent = chat.calls;
      expect(sent).toBeGreaterThan(0);
      expect(chat.requests[0].headers.authorization).toBe(`Bearer ${FAKE_KEY}`);
      expect(first.stdout).toContain(`::add-mask::${FAKE_KEY}`);
      const report = JSON.parse(readFileSync(first.outputs.report, 'utf8'));
      expect(report.answers.calls.made).toBe(sent);
      expect(report.answers.questions.map((q: { id: string }) => q.id)).toContain('R03');
      expect(gh().comments[0].body).toContain('#### 💬 Answers');
      const everything = [first.stdout.split(`::add-mask::${FAKE_KEY}`).join(''), first.stderr, first.summary, readFileSync(first.outputs.report, 'utf8'), JSON.stringify(gh().comments)].join('\n');
      expect(everything).not.toContain(FAKE_KEY);

      // A fresh clone and a changed config (so the report is not reused): the answers cache is
      // restored and not one request is sent.
      writeFileSync(config, `${withAnswers}# changed\n`);
      const second = await runAction(shallowClone(), inputs, { RG_CHAT_KEY: FAKE_KEY, RUNNER_TEMP: configDir });
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/cache hit \(local folder [^)]*\): retrieval-gate-answers-v3-pr-7-/);
      expect(chat.calls).toBe(sent);
      const again = JSON.parse(readFileSync(second.outputs.report, 'utf8'));
      // Everything the first run sent or found in its own cache (a judgement of the same answer at base and head) is a hit.
      expect(again.answers.calls).toMatchObject({ made: 0, cached: sent + report.answers.calls.cached });
      expect(again.answers.questions).toEqual(report.answers.questions);

      // Without the key (a fork PR): the stage is skipped and said to be; the run still measures and posts.
      const fork = await runAction(shallowClone(), inputs, { RUNNER_TEMP: configDir });
      expect(fork.code).toBe(0);
      expect(chat.calls).toBe(sent);
      expect(fork.summary).toContain('Answers: not run');
    } finally {
      await chat.close();
    }
  });

  test('wall time on the bundled example: cold, then warm with a local cache folder', async () => {
    const work = shallowClone();
    const cacheDir = path.join(tempDir('rg-e2e-cache-'), 'c');
    dirs.push(path.dirname(cacheDir));
    const runnerTemp = { RUNNER_TEMP: path.dirname(cacheDir) };
    const cold = await runAction(work, { comment: 'off', 'cache-dir': cacheDir, mode: 'report' }, runnerTemp);
    const coldReport = readFileSync(cold.outputs.report, 'utf8');
    const warm = await runAction(work, { comment: 'off', 'cache-dir': cacheDir, mode: 'report' }, runnerTemp);
    expect(cold.code).toBe(0);
    expect(warm.code).toBe(0);
    expect(warm.stdout).toMatch(/cache hit \(local folder/);
    expect(readFileSync(warm.outputs.report, 'utf8')).toBe(coldReport);
    console.log(`e2e: acme wall time: cold ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms`);
  });
});
