import type { Snapshot } from '../types';
import type { FileSelection } from './select';

export type { FileSelection } from './select';

/**
 * One side of a comparison: the docs at a git revision or in a folder. Adapters (git.ts, folder.ts)
 * implement it; everything after the snapshot is plain data.
 */
export interface SourceReader {
  /** What the user named: a revision or a folder path. */
  label: string;
  /** Resolved commit SHA (git only). */
  commit?: string;
  /** `worktree`: a repository's files on disk (uncommitted changes included), limited to what git would commit. */
  kind: 'git' | 'folder' | 'worktree';
  /** One file at this side (config, golden set), decoded as UTF-8 with a BOM stripped; null when absent. */
  readText(path: string): Promise<string | null>;
  /**
   * The selected documents with their notes. `previous` (optional) is a snapshot of another side:
   * files whose blob hash is unchanged are taken from it instead of being read and decoded again.
   */
  snapshot(selection: FileSelection, previous?: Snapshot): Promise<Snapshot>;
  close?(): Promise<void>;
}
