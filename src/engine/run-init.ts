/**
 * `init`: the docs scope of a repository's working tree (or a plain folder), found as every run
 * finds it, and the files that set the gate up for it (init/files.ts). Nothing is written here:
 * the command writes the plan, so what is written can be checked without touching a disk.
 */
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultConfig } from '../config/parse';
import { DEFAULT_GOLDEN_PATH } from '../config/types';
import { parseGoldenSet } from '../golden/parse';
import { labelledFiles } from '../compare/workflow-coverage';
import type { GoldenSet } from '../types';
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
  /** The golden set the repository already had: kept as it is, its labelled files in the workflow's filter. */
  kept?: { path: string; questions: number; labelled: number };
}

/** The plan for `dir` (relative to cwd): its working tree when it is a repository's root, else the folder. */
export async function planInit(dir: string, deps: EngineDeps): Promise<InitPlan> {
  const root = resolve(deps.cwd, dir);
  const repository = await isRepositoryRoot(root);
  const side = repository ? await openWorktree(root, deps) : await openFolder(root, deps);
  return planForSide(side, repository ? await defaultBranch(root) : undefined);
}

/** The default branch the repository's `origin` names (its HEAD, set by a clone), or undefined. */
async function defaultBranch(dir: string): Promise<string | undefined> {
  try {
    const r = await runGit(dir, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
    const ref = r.code === 0 ? r.stdout.toString('utf8').trim() : '';
    return ref.startsWith('origin/') && ref.length > 'origin/'.length ? ref.slice('origin/'.length) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plan for an opened side (the default config: init writes the defaults). A golden set the
 * repository already has is kept, and what it labels is in the scope and the workflow's filter.
 */
export async function planForSide(side: OpenedSide, defaultBranch?: string): Promise<InitPlan> {
  const config = defaultConfig();
  const golden = await existingGolden(side);
  const labelled = golden ? labelledFiles(golden) : null;
  const scope = await sideScope(side, config, new Set(labelled?.keys() ?? []));
  const selected = compileSelection(selectionFromConfig(withScope(config, scope)));
  const paths = await listSidePaths({ kind: side.reader.kind, commit: side.reader.commit, root: side.root });
  const docs = paths.filter((p) => selected.isDoc(p));
  const summary = { where: scopeWords(scope), leftOut: leftOutWords(scope.excluded), roots: scope.roots, exts: docExtensions(docs) };
  const files = initFiles({ scope, docs, summary, ...(labelled ? { labelled: [...labelled.keys()].sort() } : {}), ...(defaultBranch ? { defaultBranch } : {}) });
  const kept = golden ? { kept: { path: DEFAULT_GOLDEN_PATH, questions: golden.questions.length, labelled: labelled?.size ?? 0 } } : {};
  return { root: side.root, listing: side.reader.kind === 'worktree' ? 'worktree' : 'folder', scope, docs, files, ...kept };
}

/** The side's golden set at the default path, parsed (a set that does not parse is the usual error, naming its line); null when there is none. */
async function existingGolden(side: OpenedSide): Promise<GoldenSet | null> {
  const text = await side.reader.readText(DEFAULT_GOLDEN_PATH);
  return text === null ? null : parseGoldenSet(text, DEFAULT_GOLDEN_PATH);
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
