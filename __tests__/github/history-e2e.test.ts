/**
 * Slow decay through the built Action (dist/index.js as the runner runs it) and the fake GitHub API
 * on loopback: the decay fixture (support/decay-fixture.ts) as the origin, a shallow clone as the
 * workspace. The push of the v1.0.0 commit and of each merge records a line in the history branch;
 * each of the first four pull requests passes alone, the fifth fails on max_drop_since_baseline
 * with the comment's trend chart, its comparison with v1.0.0 and the merges that cost the most.
 * No pull_request, pull_request_target or workflow_run run ever writes the store, and lines that
 * do not validate are skipped with a note.
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fakeGitHubPerTest, prPayload } from './fake-github';
import { tempDir } from './git-repos';
import { distFile } from '../support/dist';
import { parseOutputs } from './dist-action';
import { CONFIG, makeDecayRepo, type DecayRepo } from '../support/decay-fixture';
import { startEmbeddingsServer } from '../support/loopback-embeddings';

const dist = distFile('index.js');
const ready = existsSync(path.resolve(__dirname, '../../src/index.ts'));
const TOKEN = 'ghs_historyTOKEN0123456789';
const STORE = 'retrieval-gate-history';

interface RunResult {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'x', GIT_AUTHOR_EMAIL: 'x@example.com', GIT_COMMITTER_NAME: 'x', GIT_COMMITTER_EMAIL: 'x@example.com' } }).trim();

(ready ? describe : describe.skip)('the history store and max_drop_since_baseline through dist/index.js', () => {
  const gh = fakeGitHubPerTest();
  let repo: DecayRepo;
  const dirs: string[] = [];
  /** The workspace actions/checkout makes: a shallow clone of main, made once (main never moves here; the runs write only the history branch). */
  let checkout: string;
  beforeAll(() => {
    repo = makeDecayRepo();
    checkout = tempDir('rg-history-checkout-');
    dirs.push(repo.dir, checkout);
    rmSync(checkout, { recursive: true });
    execFileSync('git', ['clone', '-q', '--depth', '1', '--no-tags', `file://${repo.dir}`, checkout], { stdio: 'pipe' });
  }, 120_000);
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A fresh copy of the checkout for one run (a run fetches into its workspace). */
  function clone(): string {
    const work = tempDir('rg-history-work-');
    dirs.push(work);
    cpSync(checkout, work, { recursive: true, verbatimSymlinks: true });
    return work;
  }

  async function run(event: string, payload: object, inputs: Record<string, string> = {}, prepare?: (work: string) => void): Promise<RunResult> {
    const work = clone();
    prepare?.(work);
    const tmp = tempDir('rg-history-runner-');
    dirs.push(tmp);
    const files = { event: path.join(tmp, 'event.json'), output: path.join(tmp, 'output'), summary: path.join(tmp, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(payload));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {};
    for (const k of ['PATH', 'HOME', 'LANG', 'TMPDIR']) if (process.env[k]) env[k] = process.env[k] as string;
    Object.assign(env, {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: gh().url,
      GITHUB_WORKSPACE: work,
      RUNNER_TEMP: path.join(tmp, 'runner-temp'),
      'INPUT_GITHUB-TOKEN': TOKEN,
      INPUT_COMMENT: 'always',
      INPUT_MODE: 'gate',
      INPUT_CACHE: 'false',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    });
    mkdirSync(env.RUNNER_TEMP, { recursive: true });
    const child = spawn(process.execPath, [dist], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    return { code, stdout, outputs: parseOutputs(readFileSync(files.output, 'utf8')) };
  }

  const push = (before: string, after: string) => run('push', { ref: 'refs/heads/main', before, after, repository: { default_branch: 'main' } });
  const refs = () => git(repo.dir, 'for-each-ref', '--format=%(refname) %(objectname)');
  const storeLines = () => git(repo.dir, 'show', `${STORE}:history.jsonl`).split('\n');

  test('five merges that each lose a little: each PR passes alone, the fifth fails against v1.0.0; PR runs never write', async () => {
    const first = await push('0'.repeat(40), repo.c0);
    expect({ code: first.code, log: first.code ? first.stdout.slice(-3000) : "" }).toEqual({ code: 0, log: "" });
    expect(first.stdout).toContain(`history: recorded ${repo.c0}`);
    expect(storeLines()).toHaveLength(1);
    const record = JSON.parse(storeLines()[0]);
    expect(record).toEqual(expect.objectContaining({ schema: 'retrieval-gate/history-record@1', commit: repo.c0, ref: 'main', date: git(repo.dir, 'log', '-1', '--format=%cI', repo.c0) }));
    expect(record.golden_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.questions[0]).toEqual(expect.objectContaining({ id: 'Q01', counted: true, pass: true, ranks: [1] }));

    let before = repo.c0;
    for (let i = 0; i < 4; i++) {
      const refsBefore = refs();
      const pr = await run('pull_request', prPayload(before, repo.prs[i], i + 1));
      expect({ pr: i + 1, code: pr.code, failed: pr.stdout.match(/::error::.*/)?.[0] }).toEqual({ pr: i + 1, code: 0, failed: undefined });
      expect(refs()).toBe(refsBefore);
      const merged = await push(before, repo.merges[i]);
      expect({ code: merged.code, log: merged.code ? merged.stdout.slice(-3000) : "" }).toEqual({ code: 0, log: "" });
      expect(storeLines()).toHaveLength(i + 2);
      before = repo.merges[i];
    }

    const refsBefore = refs();
    const fifth = await run('pull_request', prPayload(before, repo.prs[4], 5));
    expect(fifth.code).toBe(1);
    expect(fifth.stdout).toMatch(/gate failed: max_drop_since_baseline: mrr [\d.]+ at v1\.0\.0 → [\d.]+ at head/);
    const report = JSON.parse(readFileSync(fifth.outputs.report, 'utf8'));
    expect(report.history.baseline).toEqual(expect.objectContaining({ ref: 'v1.0.0', commit: repo.c0, from: 'store' }));
    expect(report.history.since.base.significant).toBe(false);
    expect(report.history.since.head.significant).toBe(true);
    expect(report.history.trend).toHaveLength(5);
    // The fourth merge quoted two questions: it cost the most.
    expect(report.history.costliest[0].commit).toBe(repo.merges[3]);
    const comment = gh().comments.find((c) => c.issue === 5)?.body ?? '';
    expect(comment).toContain('```mermaid\nxychart-beta\n  title "mrr over the last 5 recorded merges"');
    expect(comment).toContain('**Since `v1.0.0`**');
    expect(comment).toContain(`Merges since the baseline that cost the most \`mrr\`: ${repo.merges[3].slice(0, 7)} Merge pull request #`);
    expect(refs()).toBe(refsBefore);

    // Privileged and follow-up events read the store and never write it either.
    for (const [event, payload, inputs] of [
      ['pull_request_target', prPayload(before, repo.prs[4], 5), {}],
      ['workflow_run', { workflow_run: { head_sha: repo.prs[4] } }, { base: before, head: repo.prs[4] }],
      ['push', { ref: 'refs/heads/pr5', before, after: repo.prs[4], repository: { default_branch: 'main' } }, {}],
    ] as const) {
      const r = await run(event, payload, inputs);
      expect({ event, wrote: refs() !== refsBefore }).toEqual({ event, wrote: false });
      expect(r.stdout).not.toContain('history: recorded');
    }
  }, 600_000);

  test('a store with hostile and malformed lines: they are skipped with a note, the rest is used', async () => {
    // The previous test left five records; someone with write access adds junk by hand.
    const lines = storeLines();
    const bad = [
      '{not json',
      JSON.stringify({ ...JSON.parse(lines[0]), metrics: { mrr: 7 } }),
      JSON.stringify({ ...JSON.parse(lines[0]), commit: '--upload-pack=evil' }),
      JSON.stringify({ ...JSON.parse(lines[0]), subject: '<script>alert(1)</script> [x](javascript:alert(1))', questions: 'all' }),
    ];
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: `${[...lines, ...bad].join('\n')}\n`, encoding: 'utf8' }).trim();
    const tree = execFileSync('git', ['mktree'], { cwd: repo.dir, input: `100644 blob ${blob}\thistory.jsonl\n`, encoding: 'utf8' }).trim();
    const commit = git(repo.dir, 'commit-tree', tree, '-p', STORE, '-m', 'by hand');
    git(repo.dir, 'update-ref', `refs/heads/${STORE}`, commit);
    const r = await run('pull_request', prPayload(repo.merges[3], repo.prs[4], 5));
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8'));
    expect(report.history.store).toEqual(expect.objectContaining({ records: 5, skipped: 4 }));
    expect(r.stdout).toMatch(/::warning::retrieval-gate: history: retrieval-gate-history:history.jsonl:6: skipped: not JSON/);
    const comment = gh().comments.find((c) => c.issue === 5)?.body ?? '';
    expect(comment).toContain('4 lines of the history branch `retrieval-gate-history` did not validate');
    expect(comment).not.toContain('<script>');
  }, 300_000);

  test('a baseline the store has not recorded is measured at its commit (`baseline:` naming a branch)', async () => {
    const r = await run('pull_request', prPayload(repo.merges[3], repo.prs[4], 5), { config: 'gate-config.yml' }, (work) =>
      writeFileSync(path.join(work, 'gate-config.yml'), `baseline: pr1\n${CONFIG}`),
    );
    const report = JSON.parse(readFileSync(r.outputs.report, 'utf8'));
    expect(report.history.baseline).toEqual(expect.objectContaining({ ref: 'pr1', commit: repo.prs[0], from: 'evaluated' }));
    // Against pr1 (Q01 already at rank 2) the head has five questions down, not significant: the rule passes.
    expect(report.gate.rules.find((x: { rule: string }) => x.rule === 'max_drop_since_baseline')).toEqual(expect.objectContaining({ passed: true }));
    expect(r.stdout).toContain(`history: pr1 (${repo.prs[0]}) is not recorded; measuring it`);
  }, 300_000);

  test('a push measured with vectors: the history records it from the vectors its comparison made, each text embedded once', async () => {
    const emb = await startEmbeddingsServer({ dims: 64 });
    try {
      // A commit on main whose config asks for dense vectors from the loopback endpoint (the
      // decay fixture's main, with that one file changed, made without touching its work tree).
      const config = `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${emb.baseUrl}\n    model: hash-64\n    cache_dir: .rg-embeddings\n`;
      const index = path.join(tempDir('rg-history-index-'), 'index');
      dirs.push(path.dirname(index));
      const withIndex = { ...process.env, GIT_INDEX_FILE: index };
      const main = git(repo.dir, 'rev-parse', 'main');
      execFileSync('git', ['read-tree', main], { cwd: repo.dir, env: withIndex });
      const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: config, encoding: 'utf8' }).trim();
      execFileSync('git', ['update-index', '--cacheinfo', `100644,${blob},.github/retrieval-gate.yml`], { cwd: repo.dir, env: withIndex });
      const tree = execFileSync('git', ['write-tree'], { cwd: repo.dir, env: withIndex, encoding: 'utf8' }).trim();
      const dense = git(repo.dir, 'commit-tree', tree, '-p', main, '-m', 'Vectors from the team endpoint');
      git(repo.dir, 'update-ref', 'refs/heads/main', dense);

      // The workspace actions/checkout makes on that push holds the pushed config.
      const r = await run('push', { ref: 'refs/heads/main', before: main, after: dense, repository: { default_branch: 'main' } }, {}, (work) => writeFileSync(path.join(work, '.github/retrieval-gate.yml'), config));
      expect({ code: r.code, log: r.code ? r.stdout.slice(-3000) : '' }).toEqual({ code: 0, log: '' });
      expect(r.stdout).toContain(`history: recorded ${dense}`);
      expect(JSON.parse(storeLines().at(-1)!)).toEqual(expect.objectContaining({ commit: dense, retriever: expect.objectContaining({ model: 'hash-64' }) }));
      // The comparison embedded the pushed commit's chunks and questions; recording it embedded nothing again.
      expect(emb.inputs.length).toBeGreaterThan(0);
      const twice = emb.inputs.filter((t, i) => emb.inputs.indexOf(t) !== i);
      expect({ embedded: emb.inputs.length, twice: twice.length }).toEqual({ embedded: new Set(emb.inputs).size, twice: 0 });
    } finally {
      await emb.close();
    }
  }, 300_000);
});
