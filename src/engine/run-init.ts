/**
 * `init`: the docs scope of a repository's working tree (or a plain folder), found as every run
 * finds it, and the files that set the gate up for it (init/files.ts). Nothing is written here:
 * the command writes the plan, so what is written can be checked without touching a disk.
 */
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultConfig } from '../config/parse';
import { docExtensions } from '../init/config-text';
import { initFiles, type InitFile } from '../init/files';
import { leftOutWords } from '../report/markdown-scope';
import { runGit } from '../source/git-run';
import { listSidePaths } from '../source/list-paths';
import { withScope, type DocsScope } from '../source/scope';
import { compileSelection, selectionFromConfig } from '../source/select';
import { sideScope, scopeWords } from './docs-scope';
import type { OpenedSide } from './load-inputs';
import { openFolder, openWorktree } from './load-side';
import type { EngineDeps } from './types';

export interface InitPlan {
  /** The folder the files go in (absolute). */
  root: string;
  /** How the files were listed: what git would commit, or every file of the folder. */
  listing: 'worktree' | 'folder';
  scope: DocsScope;
  /** The documents the scope selects. */
  docs: string[];
  files: InitFile[];
}

/** The plan for `dir` (relative to cwd): its working tree when it is a repository's root, else the folder. */
export async function planInit(dir: string, deps: EngineDeps): Promise<InitPlan> {
  const root = resolve(deps.cwd, dir);
  const side = (await isRepositoryRoot(root)) ? await openWorktree(root, deps) : await openFolder(root, deps);
  return planForSide(side);
}

/** The plan for an opened side (the default config: init writes the defaults). */
export async function planForSide(side: OpenedSide): Promise<InitPlan> {
  const config = defaultConfig();
  const scope = await sideScope(side, config, new Set());
  const selected = compileSelection(selectionFromConfig(withScope(config, scope)));
  const paths = await listSidePaths({ kind: side.reader.kind, commit: side.reader.commit, root: side.root });
  const docs = paths.filter((p) => selected.isDoc(p));
  const files = initFiles({ scope, docs, summary: { where: scopeWords(scope), leftOut: leftOutWords(scope.excluded), roots: scope.roots, exts: docExtensions(docs) } });
  return { root: side.root, listing: side.reader.kind === 'worktree' ? 'worktree' : 'folder', scope, docs, files };
}

/** True when `dir` is the top of a git work tree (git missing or a plain folder: false). */
async function isRepositoryRoot(dir: string): Promise<boolean> {
  try {
    const r = await runGit(dir, ['rev-parse', '--show-toplevel']);
    if (r.code !== 0) return false;
    return (await realpath(r.stdout.toString('utf8').trim())) === (await realpath(dir));
  } catch {
    return false;
  }
}
