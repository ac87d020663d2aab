/**
 * Labels broken at both sides are traced in git history with one `git log` for all of them.
 * Before, each label ran its own full-history `git log -- path`: 300 such labels in a
 * 30,000-commit repository took 82.7 s. Here: 30 labels in a repository of 330 commits (built
 * with fast-import), counted git logs, and the same findings as the old one-log-per-label path. The
 * count of logs does not depend on the sizes, which are kept small: each label's find still runs a
 * git diff of its own (a git process per label, most of this file's time).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { runGit } from '../../src/source/git-run';
import { LabelHistoryReader } from '../../src/source/label-history';
import type { Label } from '../../src/types';
import { git, initRepo } from './git-fixture';

// Every git command counted, still run for real.
jest.mock('../../src/source/git-run', () => {
  const actual = jest.requireActual('../../src/source/git-run');
  return { ...actual, runGit: jest.fn(actual.runGit) };
});
const runGitMock = runGit as jest.MockedFunction<typeof runGit>;

const FILES = 30;
const FILLER_COMMITS = 270;
let repo: string;
const breaker = new Map<string, string>(); // path → subject of the commit that renamed its heading

/** fast-import script: every file created with `## Old`, then renamed to `## New` by its own commit, between commits to a filler file. */
function history(): string {
  const out: string[] = [];
  let mark = 0;
  const commit = (subject: string, path: string, text: string) => {
    const data = Buffer.byteLength(text);
    out.push(`commit refs/heads/main\nmark :${++mark}\ncommitter T <t@e> ${1_700_000_000 + mark} +0000\ndata ${Buffer.byteLength(subject)}\n${subject}\n`);
    out.push(`M 100644 inline ${path}\ndata ${data}\n${text}\n`);
  };
  for (let f = 0; f < FILES; f++) commit(`add f${f}`, `docs/f${f}.md`, `# F${f}\n\n## Old\n\nText of f${f}.\n`);
  for (let i = 0; i < FILLER_COMMITS; i++) {
    commit(`filler ${i}`, 'docs/filler.md', `# Filler\n\n${i}\n`);
    if (i % 9 === 0 && i / 9 < FILES) {
      const f = i / 9;
      commit(`rename heading of f${f}`, `docs/f${f}.md`, `# F${f}\n\n## New\n\nText of f${f}.\n`);
      breaker.set(`docs/f${f}.md`, `rename heading of f${f}`);
    }
  }
  return out.join('');
}

beforeAll(() => {
  repo = initRepo();
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, input: history() });
  git(repo, 'checkout', '-q', 'main');
}, 120_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const selection = { docs: [...DEFAULT_CONFIG.docs], exclude: [...DEFAULT_CONFIG.exclude], maxFileBytes: DEFAULT_CONFIG.chunking.max_file_bytes };
const labels: Label[] = Array.from({ length: FILES }, (_, f) => ({ raw: `docs/f${f}.md#old`, path: `docs/f${f}.md`, anchor: 'old' }));

test(`${FILES} labels: one git log, and each finds the commit that broke it`, async () => {
  runGitMock.mockClear();
  const reader = new LabelHistoryReader(repo, DEFAULT_CONFIG.chunking, selection);
  try {
    await reader.preload('main', labels.map((l) => l.path));
    const found = [];
    for (const l of labels) found.push(await reader.find('main', l));
    const logs = runGitMock.mock.calls.filter(([, args]) => args.includes('log'));
    expect(logs).toHaveLength(1);
    expect(found.map((h) => (h.kind === 'broke' ? h.subject : h.kind))).toEqual(labels.map((l) => breaker.get(l.path)));
  } finally {
    await reader.close();
  }
}, 120_000);

test('the same findings as one log per label (the fallback when nothing was preloaded)', async () => {
  const some = [...labels.slice(0, 20), { raw: 'docs/f1.md#never', path: 'docs/f1.md', anchor: 'never' }, { raw: 'docs/gone.md', path: 'docs/gone.md' }];
  const batched = new LabelHistoryReader(repo, DEFAULT_CONFIG.chunking, selection);
  const single = new LabelHistoryReader(repo, DEFAULT_CONFIG.chunking, selection);
  try {
    await batched.preload('main', some.map((l) => l.path));
    for (const l of some) expect(await batched.find('main', l)).toEqual(await single.find('main', l));
  } finally {
    await batched.close();
    await single.close();
  }
}, 120_000);
