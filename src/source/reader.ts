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
  /**
   * One file at this side (config, golden set), decoded as UTF-8 with a BOM stripped; null when
   * absent. With `maxBytes`, at most that many bytes are read (the size is known first, so a
   * larger file's text is its first `maxBytes` bytes, and nothing larger is ever held): for
   * readers that look only at the start of a file, such as the docs-scope detectors. A file over
   * MAX_FILE_BYTES_LIMIT is then not read at all (null, as if absent): no reader takes a file
   * that large, and git would inflate a deltified blob whole to hand out even its first bytes.
   */
  readText(path: string, maxBytes?: number): Promise<string | null>;
  /** One file's size in bytes at this side, known without reading it; null when absent. */
  sizeOf(path: string): Promise<number | null>;
  /**
   * The selected documents with their notes. `previous` (optional) is a snapshot of another side:
   * files whose blob hash is unchanged are taken from it instead of being read and decoded again.
   */
  snapshot(selection: FileSelection, previous?: Snapshot): Promise<Snapshot>;
  close?(): Promise<void>;
}
