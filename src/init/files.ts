/**
 * What `init` writes, as a plan: the config, the starter golden set and the workflow, each a path
 * and its text, and the next steps to print. Pure: a scope and the documents it selects in, the
 * plan out, so the docs' quick start can be checked against what init writes for the example.
 */
import { DEFAULT_CONFIG_PATH, DEFAULT_GOLDEN_PATH } from '../config/types';
import type { DocsScope } from '../source/scope';
import { runsMatcher, workflowPathsFilter } from '../source/paths-filter';
import { configText, type ScopeSummary } from './config-text';
import { starterGoldenText } from './golden-text';
import { WORKFLOW_PATH, workflowText } from './workflow-text';

/** One file init writes, root-relative. */
export interface InitFile {
  path: string;
  text: string;
  /** What it is, in a few words, for the line that says it was written. */
  what: string;
}

export interface InitInput {
  scope: DocsScope;
  /** The scope in words (`docs/ (a top-level docs folder)`) and what it left out. */
  summary: ScopeSummary;
  /** The documents the scope selects, root-relative, sorted. */
  docs: readonly string[];
  /**
   * The files the repository's golden set labels, when it has one: that set is kept (never
   * replaced by the starter), and the workflow runs on a change to any of these files.
   */
  labelled?: readonly string[];
  /** The repository's default branch, when it says (its remote's HEAD): the workflow's push trigger names it. */
  defaultBranch?: string;
}

/** The files, in the order they are written and listed: the config, the starter golden set (unless one exists), the workflow. */
export function initFiles(input: InitInput): InitFile[] {
  const filter = { scope: input.scope, docs: input.docs, settings: [DEFAULT_CONFIG_PATH, DEFAULT_GOLDEN_PATH] };
  const paths = workflowPathsFilter({ ...filter, ...(input.labelled ? { labelled: input.labelled } : {}) });
  // The workflow says so when the golden set's labels reach files the docs scope alone would not run it for.
  const byScope = runsMatcher(workflowPathsFilter(filter));
  const beyond = (input.labelled ?? []).some((p) => !byScope(p));
  return [
    { path: DEFAULT_CONFIG_PATH, text: configText(input.summary), what: 'the config: the defaults, each key explained' },
    ...(input.labelled ? [] : [{ path: DEFAULT_GOLDEN_PATH, text: starterGoldenText(input.docs), what: 'a starter golden set: one placeholder draft, never scored' }]),
    { path: WORKFLOW_PATH, text: workflowText(paths, input.summary.where, beyond, input.defaultBranch), what: 'the workflow, run on pull requests that touch the docs scope (and on pushes to the default branch, to fill the caches)' },
  ];
}

/** What to do after init, printed as it ends. */
export const NEXT_STEPS = `Next:
  1. Draft questions from what your users asked (a log: one question a line, or CSV/JSON lines
     with a 'question' field), each with the sections likely to answer it:
       retrieval-gate draft --questions questions.txt
  2. Review the drafts in the terminal: pick each one's sections, mark the unanswerable ones,
     delete the placeholder; then check the set:
       retrieval-gate review
       retrieval-gate validate
  3. Commit the three files and open a pull request: the workflow compares its base and head
     and posts one comment.
`;
