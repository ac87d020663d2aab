import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_GOLDEN_PATH } from '../../config/types';
import { checkGoldenSet, problemsOfFixes, type LabelProblem } from '../../compare/label-check';
import { compareWithHead, type ComparedHead } from '../../engine/run-compare';
import type { EngineDeps } from '../../engine/types';
import { ERROR_CODES, InputError } from '../../errors';
import { applyLabelFixes, type LabelFix } from '../../golden/fix-labels';
import { labelPositions } from '../../golden/label-positions';
import { parseGoldenSet } from '../../golden/parse';
import { parseCommandArgs } from '../args';
import { compareRequestFrom, SIDE_OPTIONS } from '../compare-request';
import { EXIT, type CliIo } from '../io';
import { writeAllOrNothing } from './compare';
import { cliCacheDeps } from '../cache-folder';

export const summary = 'apply the confident broken-label fixes of a compare to the golden set, in place';
export const help = `retrieval-gate fix-labels: rewrite the golden set's broken labels where the fix is certain

Usage:
  retrieval-gate fix-labels --base REV --head REV [--repo DIR] [options]
  retrieval-gate fix-labels --base REV [--repo DIR] [options]      (head: the working tree)
  retrieval-gate fix-labels --base-dir DIR --head-dir DIR [options]

Runs the same comparison as 'compare', then, for every label that does not resolve at head and
whose section the head still has with the same or near-same text (a renamed heading, a moved
page), and every label that still resolves but now names other text while its section's text
lives under another anchor (a numbered anchor such as '#options-2' renumbered by a reordered
page), replaces the label in the golden-set file. In an 'any:' group each member is fixed in
place. Only those labels change: comments, order,
quoting and layout stay as they are. A fix that 'validate' would warn on (a numbered repeat such
as '#options-15', an anchor naming several sections) is refused and listed with the warning, so
the golden set never takes in a fragile label. Labels without a certain fix (a typo, a deleted
page) are listed with their candidates for you to choose. Prints the diff.

Options:
  --base REV, --head REV   git revisions of the repository in --repo (default: the current folder);
                           no --head (or --head WORKTREE) is the working tree, as for compare
  --base-dir DIR, --head-dir DIR
                           two folders instead
  --config F               config file (default: .github/retrieval-gate.yml read from the head)
  --golden F               the golden set to edit (default: .github/retrieval-golden.yml in the
                           repository's work tree, or in --head-dir)
  --dry-run                only print the diff; change nothing
  --verbose                progress lines on stderr

Exit status: 0 done (or nothing to fix), 2 bad usage, config or input.
`;

/** `fix-labels`: compare, then apply each confident fix to the golden-set file and print the diff. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('fix-labels', argv, {
    ...SIDE_OPTIONS,
    'dry-run': { type: 'boolean' },
    verbose: { type: 'boolean' },
  });
  const req = compareRequestFrom(values);
  const deps: EngineDeps = { cwd: io.cwd, env: io.env };
  if (values.verbose) deps.log = (m) => io.stderr(`${m}\n`);
  Object.assign(deps, await cliCacheDeps(io, [req.repo, req.baseDir, req.headDir, req.dir], deps.log));

  const { report, head: headSide } = await compareWithHead(req, deps);
  const shown = req.goldenPath ?? (req.headDir !== undefined ? `${req.headDir}/${DEFAULT_GOLDEN_PATH}` : req.repo !== undefined ? `${req.repo}/${DEFAULT_GOLDEN_PATH}` : DEFAULT_GOLDEN_PATH);
  const abs = resolve(io.cwd, shown);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    throw new InputError(ERROR_CODES.GOLDEN, `cannot read the golden set to fix: ${(e as Error).message}`, { file: shown });
  }

  const head = report.broken_labels.filter((b) => b.side === 'head');
  const fixes: LabelFix[] = [];
  const open: string[] = [];
  for (const b of head) {
    if (b.fix?.label !== undefined && (b.fix.kind === 'renamed' || b.fix.kind === 'moved' || b.fix.kind === 'drifted')) {
      // A group's fix as data: its members and the fix's, never its printed text read back.
      const group = b.any && b.fix.any ? { from: b.any, to: b.fix.any } : undefined;
      if (b.any && !group) open.push(`  ${b.question} ${b.label}: ${b.suggestion ?? 'no suggestion'}`);
      else fixes.push({ question: b.question, label: b.label, to: b.fix.label, ...(group ? { group } : {}) });
    } else open.push(`  ${b.question} ${b.label}: ${b.suggestion ?? 'no suggestion'}`);
  }
  let result = applyLabelFixes(text, shown, fixes);
  // Each fix checked as validate checks the golden set once written: one with a warning is refused.
  const refused = refusedFixes(result.text, shown, fixes, headSide);
  for (const [f, problems] of refused) {
    io.stderr(`refused: question '${f.question}': ${f.label} → ${f.to}: validate would warn: ${problems.map((p) => p.message).join('; ')}\n`);
  }
  if (refused.size) result = applyLabelFixes(text, shown, fixes.filter((f) => !refused.has(f)));
  if (result.applied.length) {
    io.stdout(`--- ${shown}\n+++ ${shown}${values['dry-run'] ? ' (dry run: not written)' : ''}\n`);
    for (const a of result.applied) io.stdout(`@@ line ${a.line}: ${a.question} @@\n-${a.before}\n+${a.after}\n`);
  } else {
    io.stdout(`${shown}: no label to fix with certainty\n`);
  }
  for (const m of result.missing) io.stderr(`not in ${shown}: ${m.question} ${m.label} (already changed there?)\n`);
  if (open.length) io.stderr(`left for you (no certain fix):\n${open.join('\n')}\n`);
  if (!values['dry-run'] && result.applied.length) {
    await writeAllOrNothing([{ path: abs, text: result.text }]);
    io.stderr(`retrieval-gate: ${result.applied.length} label${result.applied.length === 1 ? '' : 's'} fixed in ${shown}\n`);
  }
  return EXIT.OK;
}

/** The fixes whose written labels `validate` would warn on (or fail) at head, with those problems. */
function refusedFixes(fixed: string, file: string, fixes: readonly LabelFix[], head: ComparedHead) {
  if (!fixes.length) return new Map<LabelFix, LabelProblem[]>();
  const golden = parseGoldenSet(fixed, file);
  const problems = checkGoldenSet({ golden, docs: head.docs, resolver: head.resolver, places: labelPositions(fixed), where: head.rev });
  const written = fixes.map((f) => ({ fix: f, question: f.question, writes: f.group ? f.group.to.filter((m, i) => m !== f.group?.from[i]) : [f.to] }));
  const byFix = problemsOfFixes(written, problems);
  return new Map([...byFix].map(([w, p]) => [w.fix, p]));
}
