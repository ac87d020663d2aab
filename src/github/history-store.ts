/**
 * The history store: one JSON-lines file (`history.jsonl`) on a branch of its own
 * (`retrieval-gate-history` by default) in the repository, or in another repository the team
 * names. Written only by a push to the default branch (push-history.ts), with git's plumbing: the
 * new file's blob, a one-file tree, a commit on the branch's tip, a push that is never forced (a
 * concurrent writer makes it fail; it is then read and appended again). The work tree and the
 * checked-out branch are never touched. Read by every other run, line by line through
 * report/history-point.ts's checks.
 */
import { spawn } from 'node:child_process';
import { HISTORY_RECORD_SCHEMA, MAX_STORE_BYTES, parseHistoryStore, type HistoryRecord } from '../report/history-point';

export const DEFAULT_HISTORY_BRANCH = 'retrieval-gate-history';
export const STORE_FILE = 'history.jsonl';
/** Where a run fetches the store to (a ref of its own, never a branch someone checks out). */
const LOCAL_REF = 'refs/retrieval-gate/history';
/** Records kept: the oldest go first past this. */
export const MAX_RECORDS = 5000;

export interface StoreLocation {
  /** `origin`, or a URL of another repository. */
  remote: string;
  branch: string;
  /** Git options for this remote (an authorization header for another repository), never logged. */
  config: string[];
}

interface Out {
  code: number;
  stdout: string;
  stderr: string;
}

/** git with optional stdin and extra environment; never throws on a non-zero exit. */
export function gitRun(cwd: string, args: string[], opts: { input?: string; env?: Record<string, string> } = {}): Promise<Out> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env }, stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => out.push(d));
    child.stderr?.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => resolve({ code: 128, stdout: '', stderr: e.message }));
    child.on('close', (code) => resolve({ code: code ?? 128, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8').trim() }));
    if (child.stdin) {
      // A git that exits before reading all of it closes the pipe: its exit status says what happened.
      child.stdin.on('error', () => undefined);
      child.stdin.end(opts.input);
    }
  });
}

/**
 * Where the store is: `repository` empty = the checkout's `origin`; `owner/name` = that repository
 * on this server; anything else is taken as a git URL. A token is sent to another repository as
 * actions/checkout sends it to its own (an `http.extraheader`).
 */
export function storeLocation(repository: string, branch: string, token: string, server: string): StoreLocation {
  if (!repository) return { remote: 'origin', branch, config: [] };
  const remote = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) ? `${server.replace(/\/$/, '')}/${repository}.git` : repository;
  const config = token && /^https?:/.test(remote) ? ['-c', `http.extraheader=AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`] : [];
  return { remote, branch, config };
}

export interface StoreRead {
  /** False when the branch does not exist (yet). */
  exists: boolean;
  records: HistoryRecord[];
  notes: string[];
  skipped: number;
  /** The store commit read (the parent of a write). */
  tip?: string;
  text: string;
}

/** Fetches the store's branch and reads its records; a missing branch is an empty store, any other failure a note. */
export async function readStore(wd: string, at: StoreLocation): Promise<StoreRead> {
  const fetched = await gitRun(wd, [...at.config, 'fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', at.remote, `+refs/heads/${at.branch}:${LOCAL_REF}`]);
  if (fetched.code !== 0) {
    const missing = /couldn't find remote ref|not our ref|no such ref/i.test(fetched.stderr);
    return { exists: false, records: [], notes: missing ? [] : [`could not fetch the history branch '${at.branch}': ${fetched.stderr.split('\n').pop()}`], skipped: 0, text: '' };
  }
  const tip = (await gitRun(wd, ['rev-parse', '--verify', `${LOCAL_REF}^{commit}`])).stdout.trim();
  const size = await gitRun(wd, ['cat-file', '-s', `${tip}:${STORE_FILE}`]);
  if (size.code !== 0) return { exists: true, records: [], notes: [`the history branch '${at.branch}' has no ${STORE_FILE}`], skipped: 0, tip, text: '' };
  const notes: string[] = [];
  let text = '';
  if (Number(size.stdout.trim()) > MAX_STORE_BYTES) {
    notes.push(`${STORE_FILE} is ${size.stdout.trim()} bytes, more than the ${MAX_STORE_BYTES} read: not used`);
  } else {
    text = (await gitRun(wd, ['cat-file', 'blob', `${tip}:${STORE_FILE}`])).stdout;
  }
  const parsed = parseHistoryStore(text, `${at.branch}:${STORE_FILE}`);
  const skipped = text.split('\n').filter((l) => l.trim()).length - parsed.records.length;
  return { exists: true, records: parsed.records, notes: [...notes, ...parsed.notes], skipped, tip, text };
}

const README = `# retrieval-gate history

This branch is written by the retrieval-gate Action on each push to the default branch: one line of
${STORE_FILE} per pushed commit, with its retrieval measures, each golden-set question's pass/fail
and evidence ranks, the retriever and the golden set's hash. Pull-request runs read it for the
trend and the comparison with the baseline; they never write it. Do not edit it by hand: a line
that does not validate is skipped.
`;

/**
 * Appends `record` to the store and pushes (never forced): up to three attempts, reading the
 * branch again after a refused push. A record for a commit already in the store is not added again.
 */
export async function appendRecord(wd: string, at: StoreLocation, record: HistoryRecord, log: (m: string) => void): Promise<'written' | 'present'> {
  if (record.schema !== HISTORY_RECORD_SCHEMA) throw new Error('not a history record');
  const who = { GIT_AUTHOR_NAME: 'retrieval-gate', GIT_AUTHOR_EMAIL: 'retrieval-gate@users.noreply.github.com', GIT_COMMITTER_NAME: 'retrieval-gate', GIT_COMMITTER_EMAIL: 'retrieval-gate@users.noreply.github.com' };
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const store = await readStore(wd, at);
    if (store.records.some((r) => r.commit === record.commit && r.ref === record.ref)) return 'present';
    const lines = store.text.split('\n').filter((l) => l.trim());
    lines.push(JSON.stringify(record));
    const kept = lines.slice(-MAX_RECORDS);
    const blob = await must(gitRun(wd, ['hash-object', '-w', '--stdin'], { input: `${kept.join('\n')}\n` }));
    const readme = await must(gitRun(wd, ['hash-object', '-w', '--stdin'], { input: README }));
    const tree = await must(gitRun(wd, ['mktree'], { input: `100644 blob ${readme}\tREADME.md\n100644 blob ${blob}\t${STORE_FILE}\n` }));
    const parent = store.tip ? ['-p', store.tip] : [];
    const commit = await must(gitRun(wd, ['commit-tree', tree, ...parent, '-m', `retrieval-gate: record ${record.commit.slice(0, 12)} (${record.ref})`], { env: who }));
    const pushed = await gitRun(wd, [...at.config, 'push', '--no-verify', at.remote, `${commit}:refs/heads/${at.branch}`]);
    if (pushed.code === 0) return 'written';
    last = pushed.stderr.split('\n').pop() ?? '';
    log(`retrieval-gate: history: push to '${at.branch}' refused (attempt ${attempt}: ${last}); reading it again`);
  }
  throw new Error(`could not push the history branch '${at.branch}': ${last}`);
}

async function must(p: Promise<Out>): Promise<string> {
  const r = await p;
  if (r.code !== 0) throw new Error(r.stderr || 'git failed');
  return r.stdout.trim();
}
