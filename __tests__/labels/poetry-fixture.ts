/**
 * Real pages for the label tests: python-poetry/poetry's docs at a real commit pair, read from a
 * mirror fetched under /work/.mirror (or RG_POETRY_GIT). Commit 8a1ed35a1 ("feat(cli): introduce
 * python management commands") added three `#### Options` sections before `remove` in
 * docs/cli.md, so every later Options anchor was renumbered: `remove`'s options went from
 * `options-12` to `options-15`, `show`'s from `options-20` to `options-23`. Only the commit ids
 * are kept here; the pages are copied into a temporary git repository by the tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { git } from '../engine/repo-fixture';

export const POETRY_GIT = process.env.RG_POETRY_GIT ?? '/work/.mirror/python-poetry+poetry/repo';
/** The parent of the renumbering commit, and the commit itself. */
export const BEFORE = '4b91883e2edc4854a635281c942e88163dc9cc2b';
export const AFTER = '8a1ed35a12bd7587f2878071f0a476ceb1e133fb';

/** Whether the mirror is there and holds both commits; logs why not. */
export function poetryPresent(): boolean {
  if (!existsSync(POETRY_GIT)) {
    console.log(`skip: ${POETRY_GIT} is absent (a mirror of github.com/python-poetry/poetry)`);
    return false;
  }
  try {
    execFileSync('git', ['--git-dir', POETRY_GIT, 'cat-file', '-e', `${AFTER}^{commit}`]);
    execFileSync('git', ['--git-dir', POETRY_GIT, 'cat-file', '-e', `${BEFORE}^{commit}`]);
    return true;
  } catch {
    console.log(`skip: ${POETRY_GIT} does not hold commits ${BEFORE.slice(0, 9)} and ${AFTER.slice(0, 9)}`);
    return false;
  }
}

/** Replaces the work tree's docs/ with poetry's docs/ at `rev` (git archive, so bytes are exact). */
export function checkoutDocs(dir: string, rev: string): void {
  execFileSync('rm', ['-rf', `${dir}/docs`]);
  mkdirSync(`${dir}/docs`, { recursive: true });
  const tar = execFileSync('git', ['--git-dir', POETRY_GIT, 'archive', rev, 'docs'], { maxBuffer: 64 << 20 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
}

/** A temporary repository: `main` = docs at BEFORE plus `files`, branch `pr` = docs at AFTER. */
export function renumberingRepo(dir: string, files: Record<string, string>, write: (root: string, f: Record<string, string>) => void): void {
  git(dir, 'init', '-q', '-b', 'main');
  checkoutDocs(dir, BEFORE);
  write(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'poetry docs before the python commands');
  git(dir, 'checkout', '-q', '-b', 'pr');
  checkoutDocs(dir, AFTER);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'feat(cli): introduce python management commands');
}
