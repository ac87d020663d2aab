/**
 * Checks a golden set against one snapshot's documents, label by label, before any retrieval:
 * what `validate` and `eval --strict` report. An error makes the numbers wrong: a label that does
 * not resolve (its question leaves the means). Warnings are labels that work today but are
 * fragile or unclear: a numbered repeat of a heading (`#options-2` names another section when the
 * page is reordered), an anchor that names more than one section, a member of an `any:` group
 * that resolves nowhere, a forbidden source that names nothing (never caught: deleted, or a typo). Pure.
 */
import type { Doc, GoldenSet, Label, LabelProblem } from '../types';
import type { LabelResolver } from '../golden/resolve';
import { anchorFacts, headingPath, stableAdvice } from '../golden/stable-anchor';
import type { LabelPlace, Place, QuestionPlaces } from '../golden/label-positions';
import { memberLabels } from '../golden/label';
import { suggestFix } from './broken-labels';

export { PROBLEM_KINDS, type LabelProblem, type ProblemKind } from '../types';

export interface CheckInput {
  golden: GoldenSet;
  docs: readonly Doc[];
  resolver: LabelResolver;
  /** Where each label is written (golden/label-positions.ts); a question's line when absent. */
  places: ReadonlyMap<string, QuestionPlaces>;
  /** The side's name in messages: `HEAD`, a folder. */
  where: string;
}

/** Every problem of the golden set against these documents, in file order (line, column). */
export function checkGoldenSet(input: CheckInput): LabelProblem[] {
  const { golden, docs, resolver } = input;
  const out: LabelProblem[] = [];
  if (!docs.length) {
    out.push({ severity: 'error', kind: 'no-documents', file: golden.file, line: 1, column: 1, message: `no document is indexed in ${input.where}: check the config's 'docs' globs` });
    return out;
  }
  const byPath = new Map(docs.map((d) => [d.path, d]));
  for (const q of golden.questions) {
    const places = input.places.get(q.id);
    const fallback: Place = { line: q.line, column: 1 };
    const problem = (p: Omit<LabelProblem, 'file' | 'question' | 'line' | 'column'>, at: Place | undefined) =>
      out.push({ ...p, question: q.id, file: golden.file, line: (at ?? fallback).line, column: (at ?? fallback).column });
    q.relevant.forEach((label, i) => {
      const at: LabelPlace | undefined = places?.relevant[i];
      if (!resolver.resolve(label).length) {
        const s = suggestFix(label, [], docs);
        const what = label.any ? 'no member of this group resolves' : 'does not resolve';
        problem({ severity: 'error', kind: 'broken', label: label.raw, message: `question '${q.id}': label '${label.raw}' ${what} in ${input.where} (the question leaves every mean): ${s.suggestion}`, ...certain(s.fix) }, at);
        return;
      }
      memberLabels(label).forEach((m, mi) => {
        const mAt = label.any ? (at?.members?.[mi] ?? at) : at;
        if (label.any && !resolver.resolve(m).length) {
          const s = suggestFix(m, [], docs);
          problem({ severity: 'warning', kind: 'dead-member', label: m.raw, message: `question '${q.id}': group member '${m.raw}' resolves nowhere in ${input.where} (the group still resolves through its other members): ${s.suggestion}`, ...certain(s.fix) }, mAt);
          return;
        }
        anchorWarnings(q.id, m, byPath.get(m.path), (p) => problem(p, mAt));
      });
    });
    q.forbidden.forEach((label, i) => {
      if (resolver.resolve(label).length) return;
      const s = suggestFix(label, [], docs);
      // A stale page that was deleted is the good outcome, so this is a warning: the label can go, or it has a typo.
      problem({ severity: 'warning', kind: 'forbidden-broken', label: label.raw, message: `question '${q.id}': forbidden source '${label.raw}' names nothing in ${input.where}, so it is never caught (deleted? then the label can go): ${s.suggestion}` }, places?.forbidden[i]);
    });
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Config against golden set: a `gate.acknowledged` id that no question has lets nothing through
 * (a typo, or a question since renamed), so the regression it meant to accept still fails the gate.
 */
export function checkAcknowledged(acknowledged: ReadonlyArray<{ id: string }>, golden: GoldenSet, configFile: string, places: ReadonlyMap<string, Place>): LabelProblem[] {
  const ids = new Set(golden.questions.map((q) => q.id));
  return acknowledged
    .filter((a) => !ids.has(a.id))
    .map((a) => {
      const at = places.get(a.id) ?? { line: 1, column: 1 };
      return {
        severity: 'warning' as const,
        kind: 'unknown-question' as const,
        question: a.id,
        file: configFile,
        line: at.line,
        column: at.column,
        message: `gate.acknowledged names question '${a.id}', which ${golden.file} does not have: it acknowledges nothing (a typo, or a question since renamed?)`,
      };
    });
}

/** A fix worth writing in: only one the text proves (renamed, moved). */
function certain(fix: { kind: string; label?: string }): { fix?: string } {
  return fix.label !== undefined && (fix.kind === 'renamed' || fix.kind === 'moved') ? { fix: fix.label } : {};
}

/** Warnings about a resolving section label's anchor: a numbered repeat, or more than one section. */
function anchorWarnings(question: string, label: Label, doc: Doc | undefined, report: (p: Omit<LabelProblem, 'file' | 'question' | 'line' | 'column'>) => void): void {
  if (!doc || label.anchor === undefined) return;
  const facts = anchorFacts(doc, label.anchor);
  if (facts.numbered) {
    const stable = facts.stable ?? facts.holder;
    report({
      severity: 'warning',
      kind: 'numbered',
      label: label.raw,
      message: `question '${question}': '${label.raw}' is a numbered repeat of the heading "${facts.heading?.text ?? label.anchor}" (${headingPath(doc, label.anchor)}): it will name another section when the page is reordered; ${stableAdvice(label.path, facts)}`,
      ...(stable ? { fix: `${label.path}#${stable}` } : {}),
    });
  }
  if (facts.sections > 1) {
    // A Sphinx object described twice keeps its id on every copy (chunk/sphinx-objects.ts); else a slug is also another heading's id.
    const why = isSphinxRepeat(doc, label.anchor) ? 'the page describes that object more than once, as Sphinx warns' : "a heading's slug and another heading's explicit id";
    report({
      severity: 'warning',
      kind: 'ambiguous',
      label: label.raw,
      message: `question '${question}': '${label.raw}' names ${facts.sections} sections of ${label.path} (${why}): every one of them counts as evidence; give one of them another id`,
    });
  }
}

/** `file:line:column: error|warning: message`, one line per problem. */
export function formatProblem(p: LabelProblem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.severity}: ${p.message}`;
}

/** A fix as `fix-labels` writes it: the question, and the labels it writes (a group's changed members). */
export interface WrittenFix {
  question: string;
  writes: readonly string[];
}

/**
 * The problems `validate` would report on the labels a set of fixes writes, checked on the golden
 * set as written (`problems`: checkGoldenSet of the fixed text): per fix, those at its question and
 * one of the labels it wrote. `fix-labels` refuses a fix with any, so the golden set never takes in
 * a label that is fragile (a numbered repeat, an anchor naming several sections) or broken.
 */
export function problemsOfFixes<F extends WrittenFix>(fixes: readonly F[], problems: readonly LabelProblem[]): Map<F, LabelProblem[]> {
  const out = new Map<F, LabelProblem[]>();
  for (const f of fixes) {
    const writes = new Set(f.writes);
    const mine = problems.filter((p) => p.question === f.question && p.label !== undefined && writes.has(p.label));
    if (mine.length) out.set(f, mine);
  }
  return out;
}

/** Whether every other section naming `anchor` is a repeat of the same object (same heading text, the anchor among its ids). */
function isSphinxRepeat(doc: Doc, anchor: string): boolean {
  let text: string | undefined;
  let others = 0;
  for (const c of doc.chunks) {
    for (const h of c.trail) {
      if (h.slug === anchor) text = h.text;
      else if (h.ids.includes(anchor)) others++;
    }
  }
  if (text === undefined || others === 0) return false;
  for (const c of doc.chunks) for (const h of c.trail) if (h.slug !== anchor && h.ids.includes(anchor) && h.text !== text) return false;
  return true;
}
