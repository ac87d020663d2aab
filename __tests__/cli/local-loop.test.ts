/**
 * The everyday local loop on a real repository: compare a branch with the files being edited
 * (uncommitted golden-set fix, new untracked page, ignored build output, a deleted page), and
 * every command says where its golden set and config came from when that is a commit.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { BASE_FILES, DOCS_PR, GOLDEN, git, makeRepo, writeFiles } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function tmp(prefix: string): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
}

async function report(dir: string, args: string[]): Promise<{ code: number; err: string; out: string; json: any }> {
  const out = join(tmp('rg-loop-out-'), 'report.json');
  const t = recordingIo(dir);
  const code = await main(['compare', ...args, '--report', out, '--markdown', join(dirname(out), 'c.md')], t);
  const json = code === 2 ? null : JSON.parse(readFileSync(out, 'utf8'));
  const md = code === 2 ? '' : readFileSync(join(dirname(out), 'c.md'), 'utf8');
  return { code, err: t.err, out: md, json };
}

function dirname(p: string): string {
  return p.slice(0, p.lastIndexOf('/'));
}

describe('compare against the working tree', () => {
  let dir: string;
  let commit: string;
  beforeAll(() => {
    // Branch `pr` renames the heading R2 points at; the uncommitted fix relabels R2.
    dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
    commit = git(dir, 'rev-parse', '--short=7', 'pr');
    writeFiles(dir, {
      '.github/retrieval-golden.yml': `${GOLDEN.replace('docs/billing.md#annual-plans', 'docs/billing.md#annual-subscriptions')}  - id: R5
    question: Where is the warranty explained?
    relevant: [docs/warranty.md]
  - id: R6
    question: What does the build output say?
    relevant: [docs/build/out.md]
`,
      // Untracked and not ignored: part of the working tree side.
      'docs/warranty.md': '# Warranty\n\nEvery product has a two-year warranty covering defects.\n',
      // Ignored: never part of it, although it matches the docs globs.
      '.gitignore': 'docs/build/\n',
      'docs/build/out.md': '# Build output\n\nGenerated; the build output says nothing.\n',
    });
  });

  test('with --head pr, the committed golden set is used, and stderr and the comment say from which commit', async () => {
    const r = await report(dir, ['--base', 'main', '--head', 'pr']);
    expect(r.json.head.rev).toBe('pr');
    // The committed golden set has R1-R4 only, and R2 still points at the renamed heading.
    expect(r.json.golden.questions).toBe(4);
    expect(r.json.golden.from).toBe('pr');
    expect(r.json.broken_labels.map((b: { question: string }) => b.question)).toEqual(['R2']);
    expect(r.err).toContain(`retrieval-gate: golden set from pr:.github/retrieval-golden.yml (commit ${commit})\n`);
    expect(r.err).toContain(`retrieval-gate: config from pr:.github/retrieval-gate.yml (commit ${commit})\n`);
    expect(r.out).toContain(`Golden set \`.github/retrieval-golden.yml\` from \`pr\` (commit \`${commit}\`)`);
  });

  test.each([[[] as string[]], [['--head', 'WORKTREE']]])('with %j the working tree is the head: the uncommitted fix counts', async (head) => {
    const r = await report(dir, ['--base', 'main', ...head]);
    expect(r.json.head.rev).toBe('working tree');
    expect(r.json.head.commit).toBeUndefined();
    expect(r.json.golden).toMatchObject({ questions: 6, from: 'the working tree', changed_in_pr: true });
    expect(r.json.config.from).toBe('the working tree');
    // R2's relabel resolves; the untracked page is indexed; the ignored build output is not.
    const brokenAtHead = r.json.broken_labels
      .filter((b: { side: string }) => b.side !== 'base')
      .map((b: { question: string; label: string }) => `${b.question} ${b.label}`);
    expect(brokenAtHead).toEqual(['R6 docs/build/out.md']);
    expect(r.json.questions.find((q: { id: string }) => q.id === 'R5').head.pass).toBe(true);
    expect(r.json.head.docs).toBe(5);
    // Nothing was read from a commit for the head: no notice, and the comment says where from.
    expect(r.err).not.toContain('golden set from');
    expect(r.out).toContain('Golden set `.github/retrieval-golden.yml` from the working tree:');
  });

  test('a tracked page deleted on disk is gone from the working tree side', async () => {
    const d = makeRepo(BASE_FILES, {});
    made.push(d);
    rmSync(join(d, 'docs/shipping.md'));
    const r = await report(d, ['--base', 'main']);
    expect(r.json.head.docs).toBe(2);
    expect(r.json.broken_labels.map((b: { label: string }) => b.label)).toEqual(['docs/shipping.md']);
  });

  test('the working tree of a subfolder is the repository root', async () => {
    const r = await report(join(dir, 'docs'), ['--base', 'main']);
    expect(r.json.head.docs).toBe(5);
  });
});

describe('mistakes a first run makes', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
    git(dir, 'tag', 'v1.0', 'main');
  });

  test('a mistyped branch gets "did you mean", not fetch advice', async () => {
    const t = recordingIo(dir);
    expect(await main(['compare', '--base', 'mian', '--head', 'pr'], t)).toBe(2);
    expect(t.err).toMatch(/^retrieval-gate compare: revision 'mian' is not in the repository at .*; did you mean 'main'\?/);
    expect(t.err).not.toContain('git fetch');
    const e = recordingIo(dir);
    expect(await main(['eval', '--rev', 'v1.1'], e)).toBe(2);
    expect(e.err).toContain("did you mean 'v1.0'?");
  });

  test('a name far from every branch keeps the fetch advice', async () => {
    const t = recordingIo(dir);
    expect(await main(['compare', '--base', 'release/2024-spring', '--head', 'pr'], t)).toBe(2);
    expect(t.err).toContain('git fetch --no-tags <remote> release/2024-spring:release/2024-spring');
    expect(t.err).not.toContain('did you mean');
  });

  test('outside a repository, the message says how to name one or use folders', async () => {
    const empty = tmp('rg-not-a-repo-');
    writeFileSync(join(empty, 'README.md'), '# hi\n');
    const c = recordingIo(empty);
    expect(await main(['compare', '--base', 'main', '--head', 'pr'], c)).toBe(2);
    expect(c.err).toMatch(/is not a git repository .*give it with --repo DIR, or compare two folders with --base-dir DIR --head-dir DIR\n$/);
    const w = recordingIo(empty);
    expect(await main(['compare', '--base', 'main'], w)).toBe(2);
    expect(w.err).toContain('--base-dir DIR --head-dir DIR');
    const e = recordingIo(empty);
    expect(await main(['eval', '--rev', 'main'], e)).toBe(2);
    expect(e.err).toMatch(/give it with --repo DIR, or read a folder with --dir DIR\n$/);
  });

  test('eval, search and chunks at a revision say which commit their settings came from', async () => {
    const commit = git(dir, 'rev-parse', '--short=7', 'pr');
    const e = recordingIo(dir);
    expect(await main(['eval', '--rev', 'pr'], e)).toBe(0);
    // Then the golden set's problems at that revision (this fixture's labels are broken there on purpose).
    const lines = e.err.split('\n');
    expect(lines.slice(0, 2)).toEqual([`retrieval-gate: golden set from pr:.github/retrieval-golden.yml (commit ${commit})`, `retrieval-gate: config from pr:.github/retrieval-gate.yml (commit ${commit})`]);
    expect(lines.slice(2).every((l) => l === '' || /^\.github\/retrieval-golden\.yml:\d+:\d+: (error|warning): /.test(l) || /--strict/.test(l))).toBe(true);
    const s = recordingIo(dir);
    expect(await main(['search', 'annual plans', '--rev', 'pr'], s)).toBe(0);
    expect(s.err).toBe(`retrieval-gate: config from pr:.github/retrieval-gate.yml (commit ${commit})\n`);
    const c = recordingIo(dir);
    expect(await main(['chunks', '--rev', 'pr', 'docs/billing.md'], c)).toBe(0);
    expect(c.err).toBe(`retrieval-gate: config from pr:.github/retrieval-gate.yml (commit ${commit})\n`);
    // Read from the folder on disk: nothing to say.
    const f = recordingIo(dir);
    expect(await main(['eval'], f)).toBe(0);
    expect(f.err).not.toMatch(/from/);
  });
});
