import { lstat, mkdir, realpath } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { planInit } from '../../engine/run-init';
import { scopeWords } from '../../engine/docs-scope';
import { ERROR_CODES, InputError } from '../../errors';
import { NEXT_STEPS } from '../../init/files';
import { leftOutWords } from '../../report/markdown-scope';
import { escapeLog } from '../../util/log-escape';
import { parseCommandArgs } from '../args';
import { EXIT, type CliIo } from '../io';
import { writeAllOrNothing } from './compare';

export const summary = 'set a repository up: a config, a starter golden set and the workflow, for the docs scope it finds';
export const help = `retrieval-gate init: set a repository up for the gate, for the docs it holds

Usage:
  retrieval-gate init [--dir DIR] [--force]

Finds the repository's docs scope as every run does (the folder a mkdocs.yml, Docusaurus, Sphinx,
VitePress, Starlight or Hugo config names, else docs/, else every docs-like file; never
changelogs, licences, tests or vendored files), then writes (a golden set the repository already
has is kept as it is, never replaced, and every file it labels is in the workflow's filter):
  .github/retrieval-gate.yml            the config: every default, each key explained, and the
                                        scope found (as comments: it is detected again on each run)
  .github/retrieval-golden.yml          a starter golden set that validate accepts: one placeholder
                                        draft, which is never scored, and how to fill the set
  .github/workflows/retrieval-gate.yml  the workflow: runs the gate on pull requests that touch
                                        those docs, a docs site config or these files
It prints the next steps: draft questions from a log of what users asked, review them, open a
pull request. Run it again (--force) when the docs move to another folder.

Options:
  --dir DIR   the repository's root folder (default: the current folder). In a git repository
              the files git would commit are looked at (.gitignore respected), else every file.
  --force     replace the config and the workflow when they exist (without it: exit 2, naming
              the first one); an existing golden set is kept either way

Exit status: 0 written, 2 a file already exists, bad usage, or a folder that cannot be read or
written. Nothing is half-written: the files are written together or not at all.
`;

/** `init`: plan, refuse to overwrite unless --force, write the three files together, say what next. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('init', argv, { dir: { type: 'string' }, force: { type: 'boolean' } });
  const plan = await planInit((values.dir as string | undefined) ?? '.', { cwd: io.cwd, env: io.env });
  const targets = plan.files.map((f) => ({ path: join(plan.root, f.path), text: f.text, rel: f.path, what: f.what }));
  if (!values.force) {
    const there: string[] = [];
    for (const t of targets) if (await exists(t.path)) there.push(t.rel);
    if (there.length) {
      const others = there.length > 1 ? ` (and ${there.slice(1).join(', ')})` : '';
      throw new InputError(ERROR_CODES.FILE_EXISTS, `already exists in ${plan.root}${others}; nothing was written (--force replaces the files)`, { file: there[0] });
    }
  }
  // A cloned repository may hold a `.github` that links elsewhere: the files go in the repository
  // or nowhere, checked before any folder is made.
  const top = await resolved(plan.root);
  for (const t of targets) {
    const at = await resolved(await nearestExisting(dirname(t.path)));
    if (at !== top && !at.startsWith(`${top}${sep}`)) throw new InputError(ERROR_CODES.USAGE, `${dirname(t.rel)} leads out of ${plan.root} (to ${at}); nothing was written`, { file: t.rel });
  }
  try {
    for (const t of targets) await mkdir(dirname(t.path), { recursive: true });
  } catch (e) {
    throw new InputError(ERROR_CODES.USAGE, `cannot create the folders of ${targets.map((t) => t.rel).join(', ')}: ${(e as Error).message}`);
  }
  await writeAllOrNothing(targets);
  const left = leftOutWords(plan.scope.excluded);
  io.stdout(`Docs scope: ${escapeLog(scopeWords(plan.scope))}; ${plan.docs.length} document${plan.docs.length === 1 ? '' : 's'}${left ? `; left out: ${left}` : ''}.\n`);
  if (plan.docs.length === 0) io.stderr('retrieval-gate init: warning: no document found in the scope; add docs (or set `docs:` in the config) before drafting questions\n');
  if (plan.kept) {
    const k = plan.kept;
    io.stdout(`kept ${k.path}: its ${k.questions} question${k.questions === 1 ? '' : 's'} stay as they are; the workflow also runs when one of the ${k.labelled} file${k.labelled === 1 ? '' : 's'} it labels changes\n`);
  }
  for (const t of targets) io.stdout(`wrote ${t.rel}: ${t.what}\n`);
  io.stdout(`\n${NEXT_STEPS}`);
  return EXIT.OK;
}

/** Where `path` leads, links followed; a broken link is a message, not a crash. */
async function resolved(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (e) {
    throw new InputError(ERROR_CODES.USAGE, `cannot follow ${path}: ${(e as Error).message}`);
  }
}

/** `dir`, or its closest ancestor that exists. */
async function nearestExisting(dir: string): Promise<string> {
  let d = dir;
  while (!(await exists(d)) && dirname(d) !== d) d = dirname(d);
  return d;
}

/** True when something (a file, a folder, a link, even a broken one) is at `path`. */
async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new InputError(ERROR_CODES.USAGE, `cannot check ${path}: ${(e as Error).message}`);
  }
}
