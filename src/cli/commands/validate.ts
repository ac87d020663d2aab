import type { LabelProblem } from '../../compare/label-check';
import { draftsNote } from '../../report/drafts';
import { formatProblem } from '../../compare/label-check';
import { runValidate } from '../../engine/run-validate';
import type { EngineDeps } from '../../engine/types';
import { parseCommandArgs } from '../args';
import { evalRequestFrom, ONE_SIDE_OPTIONS } from '../compare-request';
import { EXIT, type CliIo } from '../io';

export const summary = 'check the golden set and config against the docs of one revision or folder, without retrieval';
export const help = `retrieval-gate validate: check that every golden-set label names a section that is there

Usage:
  retrieval-gate validate [--rev REV | --dir DIR] [--repo DIR] [--config F] [--golden F] [--json]

Reads the config and the golden set (every mistake in them is reported with its file, line and
column), chunks the docs of that revision or folder as the gate would, and checks each label:
  error    a label that names no document or section (its question would leave every mean);
  warning  an anchor that is a numbered repeat of a heading ('#options-2' for the third
           "Options"): it names another section when the page is reordered; use the heading's
           explicit id or the unique section that holds it;
  warning  an anchor that names more than one section (a slug and another heading's id);
  warning  a member of an 'any:' group that resolves nowhere (the group still resolves);
  warning  a forbidden source that names nothing (never caught: deleted, or a typo);
  warning  a gate.acknowledged id in the config that no question has (it acknowledges nothing).
Nothing is ranked: it is fast enough to run on every edit of the golden set.

Options:
  --rev REV       a git revision of the repository in --repo (default: the current folder)
  --dir DIR       a folder (default: the current folder's files as they are)
  --config F      config file (default: .github/retrieval-gate.yml of that side)
  --golden F      golden set (default: .github/retrieval-golden.yml of that side)
  --json          print {"schema": "retrieval-gate/validate@1", "problems": [...], ...}
  --verbose       progress lines on stderr

Exit status: 0 no problem, 1 warnings only, 2 an error in a label, the golden set, the config
or the usage.
`;

/** The exit status for a list of problems: 2 with any error, 1 with warnings only, 0 with none. */
export function problemsExit(problems: readonly LabelProblem[]): number {
  if (problems.some((p) => p.severity === 'error')) return EXIT.BAD_INPUT;
  return problems.length ? EXIT.GATE_FAILED : EXIT.OK;
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** `validate`: the problems, one `file:line:column: severity: message` line each, then a count. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('validate', argv, {
    ...ONE_SIDE_OPTIONS,
    json: { type: 'boolean' },
    verbose: { type: 'boolean' },
  });
  const req = evalRequestFrom(values);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  const r = await runValidate(req, deps);
  if (values.json) {
    io.stdout(`${JSON.stringify(r, null, 2)}\n`);
    return problemsExit(r.problems);
  }
  for (const p of r.problems) io.stdout(`${formatProblem(p)}${p.fix ? ` [fix: ${p.fix}]` : ''}\n`);
  // Drafts are accepted: a warning that counts them, not a problem (the exit status stays the labels').
  const drafts = draftsNote(r.golden.drafts?.length ?? 0);
  if (drafts) io.stdout(`${r.golden.file}: warning: ${drafts} (drafts are not scored)\n`);
  const where = r.commit ? `${r.rev} (${r.commit.slice(0, 12)})` : r.rev;
  const verdict = r.problems.length ? `${plural(r.errors, 'error')}, ${plural(r.warnings, 'warning')}` : 'no problem';
  io.stdout(`${r.golden.file}: ${plural(r.golden.questions, 'question')}, ${plural(r.golden.labels, 'label')} checked against ${where} (${plural(r.docs, 'document')}, ${plural(r.chunks, 'chunk')}): ${verdict}\n`);
  return problemsExit(r.problems);
}
