/**
 * The GitHub workflow files of one side (`.github/workflows/*.yml|yaml`), read as text for
 * `validate`'s check of their `paths:` filters. A revision's come from its tree; a folder's from
 * the folder itself (its walk skips dot-folders), read through the side's reader so a link out of
 * the folder is never followed. Bounded: a repository has a few workflows of a few KB.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listSidePaths } from './list-paths';
import type { SourceReader } from './reader';

const WORKFLOWS = '.github/workflows';
/** At most this many workflow files are read, each at most MAX_WORKFLOW_BYTES. */
export const MAX_WORKFLOWS = 100;
export const MAX_WORKFLOW_BYTES = 512 * 1024;

const isWorkflow = (name: string) => /^[^/]+\.ya?ml$/.test(name);

/** The side's workflow files, sorted by path; none when it has no `.github/workflows`. */
export async function readWorkflows(side: { reader: SourceReader; root: string }): Promise<Array<{ path: string; text: string }>> {
  const paths = side.reader.kind === 'git' && side.reader.commit ? await treeWorkflows(side) : folderWorkflows(side.root);
  const out: Array<{ path: string; text: string }> = [];
  for (const path of paths.slice(0, MAX_WORKFLOWS)) {
    const text = await side.reader.readText(path, MAX_WORKFLOW_BYTES);
    if (text !== null) out.push({ path, text });
  }
  return out;
}

async function treeWorkflows(side: { reader: SourceReader; root: string }): Promise<string[]> {
  const all = await listSidePaths({ kind: 'git', commit: side.reader.commit, root: side.root });
  return all.filter((p) => p.startsWith(`${WORKFLOWS}/`) && isWorkflow(p.slice(WORKFLOWS.length + 1)));
}

function folderWorkflows(root: string): string[] {
  try {
    if (!lstatSync(join(root, WORKFLOWS)).isDirectory()) return [];
    return readdirSync(join(root, WORKFLOWS))
      .filter(isWorkflow)
      .sort()
      .map((n) => `${WORKFLOWS}/${n}`);
  } catch {
    return [];
  }
}
