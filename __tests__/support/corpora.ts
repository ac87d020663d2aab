import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The shared corpora folder: RG_CORPORA when set (a checkout that is not a sibling of `shared/`,
 * such as a git worktree elsewhere), else `../shared/corpora` from the project root. Tests that
 * need one are skipped when it is absent (`ifCorpus`); jest's global setup says which are absent,
 * once, in one line, so the tests themselves log nothing.
 */
export const CORPORA = process.env.RG_CORPORA ? resolve(process.env.RG_CORPORA) : resolve(__dirname, '../../../shared/corpora');

/** A path inside the corpora folder. */
export const corpusPath = (...parts: string[]): string => join(CORPORA, ...parts);

/** Whether that path exists. */
export const hasCorpus = (...parts: string[]): boolean => existsSync(corpusPath(...parts));

/** `test` when every named path exists, else `test.skip` (shown as skipped, never a silent pass). */
export const ifCorpus = (...paths: string[]): jest.It => (paths.every((p) => hasCorpus(p)) ? test : test.skip);
