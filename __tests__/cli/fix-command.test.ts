/**
 * The fix-labels command the comment prints is one a user can paste and run: it names the
 * compare's --repo, leaves --head out when the head was the working tree (never "--head-dir
 * working tree"), quotes arguments with spaces, and running it fixes the labels it promised.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { fixCommand } from '../../src/report/markdown-labels';
import { BASE_FILES, DOCS_PR, git, makeRepo } from '../engine/repo-fixture';
import { sampleReport } from '../github/sample-report';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** The command in the comment's "Apply the … fixes" line. */
function shownCommand(md: string): string {
  const m = /Apply the .* to the golden set .*: `(retrieval-gate fix-labels [^`]*)`/.exec(md);
  if (!m) throw new Error(`no fix-labels command in:\n${md}`);
  return m[1] as string;
}

/** Splits a command as a POSIX shell would for the quoting fixCommand produces (plain words, '...' with '\'' inside). */
function words(cmd: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^']|'\\'')*)'|(\S+)/g;
  for (let m = re.exec(cmd); m; m = re.exec(cmd)) out.push(m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] as string));
  return out;
}

describe('the fix-labels command in the comment', () => {
  test('compare --repo: the command names the repository and, run from elsewhere, fixes the labels', async () => {
    const dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-elsewhere-'));
    made.push(elsewhere);
    const c = recordingIo(elsewhere);
    expect(await main(['compare', '--repo', dir, '--base', 'main', '--head', 'pr'], c)).toBe(1);
    const cmd = shownCommand(c.out);
    expect(cmd).toBe(`retrieval-gate fix-labels --repo ${dir} --base main --head pr`);
    const f = recordingIo(elsewhere);
    expect(await main(words(cmd).slice(1), f)).toBe(0);
    expect(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8')).toContain('relevant: [docs/billing.md#annual-subscriptions]');
  });

  test('a revision against the working tree: the command leaves --head out, and it works', async () => {
    const dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
    git(dir, 'checkout', '-q', 'pr');
    const c = recordingIo(dir);
    expect(await main(['compare', '--base', 'main'], c)).toBe(1);
    const cmd = shownCommand(c.out);
    expect(cmd).toBe('retrieval-gate fix-labels --base main');
    expect(await main(words(cmd).slice(1), recordingIo(dir))).toBe(0);
    expect(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8')).toContain('relevant: [docs/billing.md#annual-subscriptions]');
  });

  test('folder names with spaces or quotes are quoted as a shell needs them', () => {
    const r = sampleReport({});
    r.base = { ...r.base, rev: 'old docs' };
    r.head = { ...r.head, rev: "it's new" };
    delete r.base.commit;
    delete r.head.commit;
    const cmd = fixCommand(r);
    expect(cmd).toBe(`retrieval-gate fix-labels --base-dir 'old docs' --head-dir 'it'\\''s new'`);
    expect(words(cmd)).toEqual(['retrieval-gate', 'fix-labels', '--base-dir', 'old docs', '--head-dir', "it's new"]);
  });

  test('fix-labels without sides says what it needs, under its own name', async () => {
    const t = recordingIo(tmpdir());
    expect(await main(['fix-labels'], t)).toBe(2);
    expect(t.err).toBe('retrieval-gate fix-labels: needs --base REV (and --head REV; without it the head is the working tree) or --base-dir DIR and --head-dir DIR (two folders)\n');
  });
});
