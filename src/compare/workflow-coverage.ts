/**
 * Whether the workflows that run the gate start on a pull request that changes only a file the
 * golden set labels. A `paths:` filter written for the docs folder misses a labelled page outside
 * it (a section of the root README): a PR editing only that page never starts the workflow, so the label
 * it gates is never measured. `validate` warns for each such file, pointing at the filter.
 * Pure: workflow texts and the golden set in, problems out; a workflow that does not parse, or
 * does not run the gate on pull requests for this golden set, is not judged.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { DEFAULT_GOLDEN_PATH } from '../config/types';
import { runsMatcher } from '../source/paths-filter';
import type { GoldenSet, LabelProblem } from '../types';
import { memberLabels } from '../golden/label';

/** The pull-request events a gate workflow runs on. */
const PR_EVENTS = ['pull_request', 'pull_request_target'] as const;

export interface WorkflowFile {
  /** Root-relative path (`.github/workflows/retrieval-gate.yml`). */
  path: string;
  text: string;
}

/** A step that runs the action: `uses: retrieval-gate/retrieval-gate@…`, any ref. */
const ACTION_USES = /^retrieval-gate\/retrieval-gate@/i;

/**
 * Every file the golden set labels (relevant, group members, forbidden), with the first question
 * and label that name it, in file order.
 */
export function labelledFiles(golden: GoldenSet): Map<string, { question: string; label: string }> {
  const out = new Map<string, { question: string; label: string }>();
  for (const q of golden.questions) {
    for (const l of [...q.relevant, ...q.forbidden]) for (const m of memberLabels(l)) if (!out.has(m.path)) out.set(m.path, { question: q.id, label: m.raw });
  }
  return out;
}

/** One warning per labelled file that no gate workflow's pull-request trigger starts on. */
export function workflowCoverage(workflows: readonly WorkflowFile[], golden: GoldenSet): LabelProblem[] {
  const labelled = labelledFiles(golden);
  const out: LabelProblem[] = [];
  for (const wf of workflows) {
    const triggers = gateTriggers(wf, golden.file);
    // Not a gate workflow for this golden set, or one that runs on every pull request.
    if (!triggers || triggers.some((t) => t.runs === null)) continue;
    for (const [path, at] of labelled) {
      if (triggers.some((t) => t.runs?.(path))) continue;
      const t = triggers[0];
      out.push({
        severity: 'warning',
        kind: 'workflow-filter',
        question: at.question,
        label: at.label,
        file: wf.path,
        line: t.line,
        column: t.column,
        message: `a pull request that changes only ${path} does not start this workflow: its \`${t.key}\` filter (on.${t.event}) leaves that file out, so question '${at.question}' (label '${at.label}') is not measured on it; add '${path}' to \`paths\` (\`retrieval-gate init --force\` writes the filter with every labelled file), or drop the filter`,
      });
    }
  }
  return out;
}

interface Trigger {
  event: string;
  /** `paths` or `paths-ignore`. */
  key: string;
  /** Whether a PR changing only this path starts the workflow; null: every pull request does. */
  runs: ((path: string) => boolean) | null;
  line: number;
  column: number;
}

/**
 * The pull-request triggers of a workflow with a step that runs the gate on `goldenFile` (its
 * `golden` input, the default when unset); null when it has none or does not parse.
 */
function gateTriggers(wf: WorkflowFile, goldenFile: string): Trigger[] | null {
  const lines = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(wf.text, { lineCounter: lines, logLevel: 'silent', uniqueKeys: false });
  } catch {
    return null;
  }
  if (doc.errors.length || !runsGate(doc.toJS({ maxAliasCount: 100 }) as unknown, goldenFile)) return null;
  const on = doc.get('on', true) as Node | undefined;
  // `on: pull_request` or `on: [pull_request, push]`: no filter.
  const names = typeof (on as { value?: unknown } | undefined)?.value === 'string' ? [(on as { value: string }).value] : isSeq(on) ? on.items.map((i) => (i as { value?: unknown }).value) : null;
  if (names) return names.some((n) => PR_EVENTS.includes(n as (typeof PR_EVENTS)[number])) ? [{ event: '', key: '', runs: null, line: 1, column: 1 }] : null;
  if (!isMap(on)) return null;
  const out: Trigger[] = [];
  for (const event of PR_EVENTS) {
    if (!on.has(event)) continue;
    const body = on.get(event, true) as Node | undefined;
    const paths = isMap(body) ? body.get('paths', true) : undefined;
    const ignore = isMap(body) ? body.get('paths-ignore', true) : undefined;
    const list = (n: unknown) => (isSeq(n) ? n.items.map((i) => String((i as { value?: unknown }).value ?? '')) : null);
    const at = (n: unknown) => {
      const range = (n as Node | undefined)?.range;
      const pos = range ? lines.linePos(range[0]) : { line: 1, col: 1 };
      return { line: pos.line, column: pos.col };
    };
    const p = list(paths);
    const ig = list(ignore);
    if (p) out.push({ event, key: 'paths', runs: runsMatcher(p), ...at(paths) });
    else if (ig) {
      const ignored = runsMatcher(ig);
      out.push({ event, key: 'paths-ignore', runs: (path) => !ignored(path), ...at(ignore) });
    } else out.push({ event, key: '', runs: null, line: 1, column: 1 });
  }
  return out.length ? out : null;
}

/** True when a job step uses the action with `goldenFile` as its golden set. */
function runsGate(data: unknown, goldenFile: string): boolean {
  const jobs = record(record(data)?.jobs);
  for (const job of Object.values(jobs ?? {})) {
    const steps = record(job)?.steps;
    for (const step of Array.isArray(steps) ? steps : []) {
      const s = record(step);
      if (typeof s?.uses !== 'string' || !ACTION_USES.test(s.uses)) continue;
      const golden = record(s.with)?.golden;
      if (plain(typeof golden === 'string' ? golden : DEFAULT_GOLDEN_PATH) === plain(goldenFile)) return true;
    }
  }
  return false;
}

/** A path as the workflow and the command line may both write it (`./.github/x.yml` is `.github/x.yml`). */
function plain(p: string): string {
  return p.replace(/^(\.\/)+/, '');
}

function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}
