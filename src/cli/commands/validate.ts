import type { LabelProblem } from '../../compare/label-check';
import { draftsNote } from '../../report/drafts';
import type { SetHealth } from '../../golden/health';
import { escapeLog } from '../../util/log-escape';
import { formatProblem } from '../../compare/label-check';
import { runValidate } from '../../engine/run-validate';
import type { EngineDeps } from '../../engine/types';
import { parseCommandArgs } from '../args';
import { evalRequestFrom, ONE_SIDE_OPTIONS } from '../compare-request';
import { EXIT, type CliIo } from '../io';
import { jsonForTerminal } from '../../util/show-controls';

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
Then the set's health: its size and the smallest drop it detects, its shapes (paraphrased,
multi-label, unanswerable, per tag), how many of its questions' words their evidence's headings
hold (a warning when the mean is high: such a set measures lexical retrieval only), questions
that say the same thing, and the pages and sections no question asks about.
Nothing is ranked: it is fast enough to run on every edit of the golden set.

Options:
  --rev REV       a git revision of the repository in --repo (default: the current folder)
  --dir DIR       a folder (default: the current folder's files as they are)
  --config F      config file (default: .github/retrieval-gate.yml of that side)
  --golden F      golden set (default: .github/retrieval-golden.yml of that side)
  --json          print {"schema": "retrieval-gate/validate@1", "problems": [...], "health": {...}, ...}
  --verbose       progress lines on stderr

Exit status: 0 no problem, 1 warnings only (a lexically biased set included), 2 an error in a
label, the golden set, the config or the usage.
`;

/** The exit status for a list of problems: 2 with any error, 1 with warnings only, 0 with none. */
export function problemsExit(problems: readonly LabelProblem[]): number {
  if (problems.some((p) => p.severity === 'error')) return EXIT.BAD_INPUT;
  return problems.length ? EXIT.GATE_FAILED : EXIT.OK;
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
const pct = (x: number) => `${Math.round(x * 100)} %`;
/** Shown inline: the rest are counted and `--json` has them. */
const SHOWN = 5;

/** Up to SHOWN items, then how many more. */
function some(items: readonly string[], total = items.length): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return total > SHOWN ? `${shown}, +${total - SHOWN} more` : shown;
}

/** The health block: one line for the size, then one per part, indented under it. */
export function healthLines(h: SetHealth): string[] {
  const { size, shapes, lexical_overlap: lex, near_duplicates: dups, coverage: cov } = h;
  const out = [`health: ${plural(size.questions, 'question')} scored (${size.answerable} answerable${size.drafts ? `, ${plural(size.drafts, 'draft')} not scored` : ''}): the smallest drop in pass rate it detects is ${size.min_detectable_drop < 0.005 ? 'below 0.01' : size.min_detectable_drop.toFixed(2)}`];
  const share = (name: string, s: SetHealth['shapes']['paraphrased']) => `${name} ${s.count} (${pct(s.share)}, aim ${pct(s.aim)}${s.share < s.aim ? ': below' : ''})`;
  const tags = Object.entries(shapes.tags).map(([t, n]) => `${escapeLog(t)} ${n}`);
  out.push(`  shapes: ${share('paraphrased', shapes.paraphrased)}, ${share('multi-label', shapes.multi_label)}, ${share('unanswerable', shapes.unanswerable)}; tags: ${tags.length ? some(tags) : 'none'}`);
  if (lex.mean === null) out.push('  lexical overlap with the evidence headings: no answerable question to measure');
  else {
    const high = lex.high.map((o) => `${escapeLog(o.id)} ${o.overlap.toFixed(2)}`);
    out.push(`  lexical overlap with the evidence headings: mean ${lex.mean.toFixed(2)} over ${plural(lex.measured, 'question')} (warned above ${lex.threshold}); ${lex.high.length ? `${lex.high.length} above 0.8: ${some(high)}` : 'none above 0.8'}`);
  }
  out.push(`  near-duplicates: ${dups.length ? `${plural(dups.length, 'group')}: ${some(dups.map((d) => d.ids.map(escapeLog).join(' = ')))}` : 'none'}`);
  const pages = cov.uncovered_pages.map((p) => `${escapeLog(p.path)} (${p.chars} chars)`);
  const sections = cov.uncovered_sections.map((s) => `${escapeLog(s.label)} (${s.chars} chars)`);
  out.push(`  coverage: ${cov.pages_uncovered} of ${plural(cov.pages, 'page')} and ${cov.sections_uncovered} of ${plural(cov.sections, 'section')} have no question${pages.length ? `; largest pages: ${some(pages, cov.pages_uncovered)}` : ''}${sections.length ? `; largest sections: ${some(sections, cov.sections_uncovered)}` : ''}`);
  return out;
}

/** validate's exit status: the problems', or 1 for a health warning when they are clean. */
function validateExit(problems: readonly LabelProblem[], health: SetHealth): number {
  const code = problemsExit(problems);
  return code === EXIT.OK && health.warnings.length ? EXIT.GATE_FAILED : code;
}

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
    io.stdout(`${jsonForTerminal(r, 2)}\n`);
    return validateExit(r.problems, r.health);
  }
  for (const p of r.problems) io.stdout(`${formatProblem(p)}${p.fix ? ` [fix: ${p.fix}]` : ''}\n`);
  // Drafts are accepted: a warning that counts them, not a problem (the exit status stays the labels').
  const drafts = draftsNote(r.golden.drafts?.length ?? 0);
  if (drafts) io.stdout(`${r.golden.file}: warning: ${drafts} (drafts are not scored)\n`);
  for (const w of r.health.warnings) io.stdout(`${r.golden.file}: warning: ${w.message}\n`);
  for (const line of healthLines(r.health)) io.stdout(`${line}\n`);
  const where = r.commit ? `${r.rev} (${r.commit.slice(0, 12)})` : r.rev;
  const verdict = r.errors + r.warnings ? `${plural(r.errors, 'error')}, ${plural(r.warnings, 'warning')}` : 'no problem';
  io.stdout(`${r.golden.file}: ${plural(r.golden.questions, 'question')}, ${plural(r.golden.labels, 'label')} checked against ${where} (${plural(r.docs, 'document')}, ${plural(r.chunks, 'chunk')}): ${verdict}\n`);
  return validateExit(r.problems, r.health);
}
