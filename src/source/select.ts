import picomatch from 'picomatch';
import type { Config } from '../config/types';

/** Which files of a snapshot are documents: `docs` globs minus `exclude` globs, and a size limit. */
export interface FileSelection {
  docs: string[];
  exclude: string[];
  maxFileBytes: number;
}

/** The selection a config asks for. */
export function selectionFromConfig(config: Config): FileSelection {
  return { docs: [...config.docs], exclude: [...config.exclude], maxFileBytes: config.chunking.max_file_bytes };
}

/** A compiled selection: whether a path is a document, and whether a folder can be skipped whole. */
export interface PathMatcher {
  /** True when `path` (POSIX, root relative) matches a `docs` glob and no `exclude` glob. */
  isDoc(path: string): boolean;
  /** True when every path under `dir` is excluded (so a folder walk need not enter it). */
  prunes(dir: string): boolean;
}

// A name no real file has: if an exclude glob matches `dir/<probe>/<probe>` it matches anything under
// `dir` whatever its name or depth (e.g. `**/node_modules/**`, `**/.*/**`), while extension or
// file-name globs (`**/*.tmp.md`, `**/draft.md`) do not, so those folders are still walked.
const PROBE = '\u0001probe';

/** Compiles the selection's globs with picomatch. `dot: true` so dot-folders are governed by `exclude` alone. */
export function compileSelection(selection: FileSelection): PathMatcher {
  const options = { dot: true };
  const include = selection.docs.length ? picomatch(selection.docs, options) : () => false;
  const exclude = selection.exclude.length ? picomatch(selection.exclude, options) : () => false;
  return {
    isDoc: (path) => include(path) && !exclude(path),
    prunes: (dir) => exclude(`${dir}/${PROBE}/${PROBE}`),
  };
}
