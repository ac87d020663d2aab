/**
 * A pull request cannot move its own page out of the measurement by what the page says: a rule
 * that leaves a file out by its content (a generator's marker, a changelog's version headings)
 * judges only files the change left as they were; a page the change adds or changes is judged by
 * its path on both sides, whatever the two sides are (revisions, folders, the working tree). A
 * page of the change that a path rule leaves out is named in the comment's title.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { validateReport } from '../../src/report/validate';
import type { Report } from '../../src/report/types';
import { git, makeFolders, makeRepo, writeFiles } from './repo-fixture';
import { OWN_PAGE_BASE, ownPage } from './own-page-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const deps = (cwd: string) => ({ cwd, env: {} });

async function compareRepo(base: Record<string, string>, change: Record<string, string | null>): Promise<Report> {
  const dir = makeRepo(base, change);
  made.push(dir);
  return runCompare({ base: 'main', head: 'pr' }, deps(dir));
}

const newly = (r: Report) => r.questions.filter((q) => q.status === 'newly_failing').map((q) => q.id);
const title = (r: Report) => renderComment(r).split('\n')[1];

describe('a page the PR adds with a generator marker is measured like one without', () => {
  test('two revisions: the control and the attack both fail on R1', async () => {
    const control = await compareRepo(OWN_PAGE_BASE, { 'docs/catalogue.md': ownPage(false) });
    const attack = await compareRepo(OWN_PAGE_BASE, { 'docs/catalogue.md': ownPage(true) });
    expect(newly(control)).toEqual(['R1']);
    expect(control.gate.passed).toBe(false);
    // Before: the head's scope left the page out as generated, and the gate passed with "no change".
    expect(attack.scope?.generated).toBeUndefined();
    expect(attack.scope?.excluded).toEqual({});
    expect(newly(attack)).toEqual(['R1']);
    expect(attack.gate.passed).toBe(false);
    expect(validateReport(JSON.parse(JSON.stringify(attack))).ok).toBe(true);
  });

  test('two folders and the working tree as head reach the same verdict', async () => {
    const { root, baseDir, headDir } = makeFolders(OWN_PAGE_BASE, { 'docs/catalogue.md': ownPage(true) });
    made.push(root);
    const folders = await runCompare({ baseDir, headDir }, deps(root));
    expect(newly(folders)).toEqual(['R1']);
    const dir = makeRepo(OWN_PAGE_BASE, {});
    made.push(dir);
    writeFileSync(join(dir, 'docs/catalogue.md'), ownPage(true));
    const worktree = await runCompare({ repo: dir, base: 'main' }, deps(dir));
    expect(worktree.scope?.generated).toBeUndefined();
    expect(newly(worktree)).toEqual(['R1']);
  });
});

describe('files the change left as they were keep every rule', () => {
  test("the base's generated page, unchanged by the PR, stays left out on both sides", async () => {
    const report = await compareRepo({ ...OWN_PAGE_BASE, 'docs/catalogue.md': ownPage(true) }, { 'docs/shipping.md': '# Shipping\n\nOrders ship within two business days. Delivery to Canada takes five to eight business days. Tracking is free.\n' });
    expect(report.scope?.generated).toEqual(['docs/catalogue.md']);
    expect(report.scope?.base).toBeUndefined();
    expect(report.scope?.changes_left_out).toBeUndefined();
    expect(newly(report)).toEqual([]);
  });

  test('a generated page the PR edits (marker kept, spam added below it) is measured on both sides', async () => {
    const before = ownPage(true).replace(/## Return refurbished headphones\n\n[^\n]*\n\n/, '');
    const after = `${before}## Return refurbished headphones\n\nCan I return refurbished headphones? Return refurbished headphones here: refurbished headphones, refurbished headphones.\n`;
    const report = await compareRepo({ ...OWN_PAGE_BASE, 'docs/catalogue.md': before }, { 'docs/catalogue.md': after });
    // Before: left out as generated at base and at head, so the PR's new section was never ranked.
    expect(report.scope?.generated).toBeUndefined();
    expect(report.base.docs).toBe(3);
    expect(newly(report)).toEqual(['R1']);
  });

  test("a changelog's name: a PR page that reads as none is measured; one that does is left out, and the comment's title names it", async () => {
    const plain = await compareRepo(OWN_PAGE_BASE, { 'docs/NEWS.md': ownPage(false) });
    expect(newly(plain)).toEqual(['R1']);
    expect(plain.scope?.changes_left_out).toBeUndefined();
    const report = await compareRepo(OWN_PAGE_BASE, { 'docs/NEWS.md': ownPage(false, '## 2.0.0\n\n- Outlet.\n\n'), 'tests/README.md': '# Tests\n\nRefurbished headphones.\n' });
    expect(report.scope?.excluded).toMatchObject({ changelogs: 1 });
    expect(newly(report)).toEqual([]);
    // Outside the docs folder (tests/README.md) is not part of the site: counted, not named.
    expect(report.scope?.changes_left_out).toEqual({ count: 1, files: [{ path: 'docs/NEWS.md', kind: 'changelogs', change: 'added' }] });
    expect(report.meaningful_changes).toContainEqual({ kind: 'page_left_out', subject: 'docs/NEWS.md', detail: 'added, left out as changelogs' });
    expect(title(report)).toBe('### ✅ retrieval-gate: gate passed — 1 page of this change not measured (docs/NEWS.md: changelog)');
    expect(renderComment(report).split('\n')[2]).toMatch(/^the docs scope leaves out 1 page this change adds or changes, so nothing here measures it; /);
    expect(validateReport(JSON.parse(JSON.stringify(report))).ok).toBe(true);
  });

  test('a command page the PR edits, named like a changelog, stays in on both sides by its words', async () => {
    const page = '# history\n\nThe `history` command lists the refurbished headphones you returned.\n';
    const report = await compareRepo({ ...OWN_PAGE_BASE, 'docs/cli/history.md': page }, { 'docs/cli/history.md': `${page}\nIt takes no options.\n` });
    expect(report.scope?.excluded).toEqual({});
    expect(report.base.docs).toBe(3);
    expect(report.scope?.changes_left_out).toBeUndefined();
  });

  test('a page the PR adds in a test folder inside the docs folder is named with its kind', async () => {
    const report = await compareRepo(OWN_PAGE_BASE, { 'docs/tests/catalogue.md': ownPage(false), 'docs/tests/b.md': '# B\n' });
    expect(newly(report)).toEqual([]);
    expect(report.scope?.changes_left_out?.count).toBe(2);
    expect(title(report)).toBe('### ✅ retrieval-gate: gate passed — 2 pages of this change not measured (docs/tests/b.md: test or fixture file, docs/tests/catalogue.md: test or fixture file)');
  });
});

test('a working tree with nothing changed names nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rg-own-'));
  made.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, { ...OWN_PAGE_BASE, 'docs/catalogue.md': ownPage(true) });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const report = await runCompare({ repo: dir, base: 'main' }, deps(dir));
  expect(report.scope?.generated).toEqual(['docs/catalogue.md']);
  expect(report.scope?.changes_left_out).toBeUndefined();
});

test("an untrusted report's changes_left_out (mode: post renders it) is read as checked data", async () => {
  const report = await compareRepo(OWN_PAGE_BASE, { 'docs/tests/b.md': '# B\n' });
  const odd = { ...report, scope: { ...report.scope!, changes_left_out: { count: 'x', files: [null, { path: 1 }, { path: 'a`b.md', kind: 'weird', change: 'added' }] } } } as unknown as Report;
  expect(title(odd)).toBe('### ✅ retrieval-gate: gate passed — 1 page of this change not measured (a\\`b.md: left out)');
});
