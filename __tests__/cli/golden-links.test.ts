// draft and review keep to the repository's own golden set, as init does with its files: a cloned
// repository whose `.github` folder, or whose golden-set file, is a symbolic link to somewhere
// else is refused before anything is read or written, and the refusal names where the link leads,
// never what is there. Links that stay inside the repository, and a file named outside it on
// purpose (--out, --golden), still work. The built CLI on temporary git repositories.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseGoldenSet } from '../../src/golden/parse';
import { makeRepo } from '../engine/repo-fixture';
import { distFile } from '../support/dist';

const CLI = distFile('cli.js');
const DOCS: Record<string, string> = {
  'docs/install.md': '# Install\n\n## With pip\n\nRun `pip install acme` in a virtual environment.\n',
  'docs/billing.md': '# Billing\n\n## Refunds\n\nRefunds reach your card within 5 working days.\n',
};
const SECRET = 'secret_key: hunter2\napi_token: abc123\n';

let top: string;
let repo: string;
let outside: string;
beforeEach(() => {
  top = mkdtempSync(join(tmpdir(), 'rg-links-'));
  outside = join(top, 'outside');
  mkdirSync(outside);
  repo = makeRepo(DOCS, {});
  writeFileSync(join(top, 'q.txt'), 'How do I install acme?\nWhen does my refund arrive?\n');
});
afterEach(() => {
  rmSync(top, { recursive: true, force: true });
  rmSync(repo, { recursive: true, force: true });
});

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo, encoding: 'utf8', input: '' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

test("a linked .github: draft writes nothing through it, and says where it leads", () => {
  symlinkSync(outside, join(repo, '.github'));
  const r = cli('draft', '--questions', join(top, 'q.txt'));
  expect(r.status).toBe(2);
  expect(r.err).toBe(`retrieval-gate draft: .github/retrieval-golden.yml: leads out of the repository (.) through a symbolic link, to ${join(outside, 'retrieval-golden.yml')}; nothing was read or written: replace the link with the file itself, or name another file with --out\n`);
  expect(readdirSync(outside)).toEqual([]);
  // --dir names the repository the same way.
  const d = spawnSync(process.execPath, [CLI, 'draft', '--questions', join(top, 'q.txt'), '--dir', repo], { cwd: top, encoding: 'utf8' });
  expect(d.status).toBe(2);
  expect(d.stderr).toContain(`leads out of the repository (${repo}) through a symbolic link`);
  expect(readdirSync(outside)).toEqual([]);
}, 60_000);

test('a golden set linked to an outside file: draft and review refuse it without quoting it, and leave it as it was', () => {
  mkdirSync(join(repo, '.github'));
  writeFileSync(join(outside, 'secrets.yml'), SECRET);
  symlinkSync(join(outside, 'secrets.yml'), join(repo, '.github/retrieval-golden.yml'));
  for (const [name, args] of [['draft', ['draft', '--questions', join(top, 'q.txt')]], ['review', ['review']]] as const) {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.err).toContain(`retrieval-gate ${name}: .github/retrieval-golden.yml: leads out of the repository (.) through a symbolic link, to ${join(outside, 'secrets.yml')}`);
    expect(`${r.out}${r.err}`).not.toMatch(/secret_key|api_token|hunter2|abc123/);
  }
  expect(readFileSync(join(outside, 'secrets.yml'), 'utf8')).toBe(SECRET);
  expect(lstatSync(join(repo, '.github/retrieval-golden.yml')).isSymbolicLink()).toBe(true);
}, 60_000);

test('a dangling link to an outside place counts by where it points', () => {
  symlinkSync(join(outside, 'not-yet'), join(repo, '.github'));
  const r = cli('draft', '--questions', join(top, 'q.txt'));
  expect(r.status).toBe(2);
  expect(r.err).toContain(`through a symbolic link, to ${join(outside, 'not-yet')}`);
  expect(existsSync(join(outside, 'not-yet'))).toBe(false);
}, 60_000);

test('links that stay inside the repository, and a file named outside it on purpose, still work', () => {
  mkdirSync(join(repo, 'config'));
  symlinkSync('config', join(repo, '.github'));
  const r = cli('draft', '--questions', join(top, 'q.txt'));
  expect(r.status).toBe(0);
  expect(parseGoldenSet(readFileSync(join(repo, 'config/retrieval-golden.yml'), 'utf8'), 'g').drafts).toHaveLength(2);
  const out = join(outside, 'drafts.yml');
  const o = cli('draft', '--questions', join(top, 'q.txt'), '--out', out);
  expect(o.status).toBe(0);
  expect(parseGoldenSet(readFileSync(out, 'utf8'), 'g').drafts).toHaveLength(2);
}, 60_000);
