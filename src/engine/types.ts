import type { LabelProblem } from '../compare/label-check';
import type { SetHealth } from '../golden/health';
import type { AnswerStore, ChatClient } from '../answers/chat';
import type { Diagnosis } from '../report/types';
import type { BrokenLabel, FileNote, LabelResult, Metrics, RetrievedChunk } from '../types';
import type { RetrieverDeps } from '../retrieve/factory';
import type { DocsScope } from '../source/scope';

/**
 * What the engine needs from the world besides the sources: the retriever's deps (cwd, env,
 * fetch, secret masking), a progress log, and a way to read the files named by --config/--golden
 * (ordinary paths, relative to `cwd`). Tests inject all of it; the CLI and the action pass the real ones.
 */
export type EngineDeps = RetrieverDeps & {
  log?: (message: string) => void;
  /** A line the user should see even without progress output (e.g. settings read from a commit); default: `log`. */
  notice?: (message: string) => void;
  /** Reads a file given by absolute path; null when it does not exist. Default: node:fs. */
  readFile?: (absPath: string) => Promise<string | null>;
  /** Where a judged base side is kept between runs (keyed by content); none: the base is always built. */
  sideCache?: SideCache;
  /** Answers stage: the chat client and result store to use instead of the config's endpoint and `answers.cache_dir`. */
  chat?: ChatClient;
  answerStore?: AnswerStore;
  /**
   * Folder of the answers cache when no `answerStore` is given: the user's cache folder on the
   * command line, never a folder of the checkout. Absent (or `answers.cache_dir: ''`): no cache.
   */
  answersCacheDir?: string;
  /** Threads for a side (the `--jobs` flag): this one, which chunks, and N − 1 workers that analyse; 1 = this thread only. Default: the config's `jobs`, else 1. */
  jobs?: number;
};

/**
 * A store of opaque entries by key, for the base side of a comparison (docs/action.md, caching).
 * `get` answers null for an absent entry. The engine treats any error or bad entry as a miss.
 */
export interface SideCache {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, data: Uint8Array): Promise<void>;
}

/** `compare` over two revisions of one repository, or over two folders (the command line, README.md). */
export interface CompareRequest {
  /** Repository folder for --base/--head (default: cwd). */
  repo?: string;
  base?: string;
  head?: string;
  baseDir?: string;
  headDir?: string;
  configPath?: string;
  goldenPath?: string;
  /** Two settings files on the same docs (`--base-config`, `--head-config`): each side is built with its own. */
  baseConfigPath?: string;
  headConfigPath?: string;
  /** The one revision (`--rev`) or folder (`--dir`) both settings run on. */
  rev?: string;
  dir?: string;
  /**
   * The head is not the code the workflow's author runs (pull_request_target, workflow_run): its
   * config may change only inert keys; trusted ones come from the base (docs/security.md).
   */
  untrustedHead?: boolean;
  /** The CI event behind `untrustedHead` (`pull_request_target`), named in the report's trust note. */
  event?: string;
}

/** `eval` of one side: a revision (--rev), a folder (--dir), or the current folder's files. */
export interface EvalRequest {
  repo?: string;
  rev?: string;
  dir?: string;
  configPath?: string;
  goldenPath?: string;
}

/** One question of `eval --json` (the eval@1 shape, docs/compare.md), with its measures and label ranks. */
export interface EvalQuestion {
  id: string;
  question: string;
  answerable: boolean;
  tags: string[];
  /** The golden set's `required_facts` (absent when it has none). */
  required_facts?: string[];
  pass: boolean;
  measures: Metrics;
  labels: LabelResult[];
  /** Per required fact: rank of the first top-pass_k chunk containing it verbatim, or null. */
  fact_ranks?: Array<number | null>;
  /** A failing question whose missed evidence shares under a third of its terms: a vocabulary mismatch (hybrid retrieval closes those). */
  vocabulary_gap?: { question_terms: number; shared: string[]; evidence: string };
  retrieved: RetrievedChunk[];
  forbidden_hits: RetrievedChunk[];
}

/** `eval` of one side: the eval@1 shape (docs/compare.md) plus the side's details. Plain JSON. */
export interface EvalResult {
  schema: 'retrieval-gate/eval@1';
  k: number[];
  pass_k: number;
  rev: string;
  commit?: string;
  retriever: string;
  /** `drafts`: ids of the `draft: true` questions, not scored (absent when there are none). */
  /** `sha256`: of the golden set's and the config's text as read (what a recorded result was measured with). */
  golden: { file: string; questions: number; drafts?: string[]; sha256?: string };
  config: { file: string | null; sha256?: string };
  /** The model the retriever ranks with: the shipped encoder as `name@hash`, or the dense API model's name; absent for BM25 alone. */
  model?: string;
  docs: number;
  chunks: number;
  metrics: Metrics;
  tag_metrics: Record<string, Metrics>;
  /** Questions counted in `metrics` (answerable, labels resolving). */
  counted: number;
  questions: EvalQuestion[];
  excluded: Array<{ id: string; reason: string }>;
  broken_labels: BrokenLabel[];
  diagnosis: Diagnosis[];
  notes: FileNote[];
  /** Which files were indexed and why (the detected docs scope, or the config's globs). */
  scope?: DocsScope;
  /** The golden set checked against this side's documents (compare/label-check.ts): broken, numbered, ambiguous labels. */
  label_problems: LabelProblem[];
}

/** `validate` of one side: the golden set and config checked against its documents, nothing ranked. */
export interface ValidateResult {
  schema: 'retrieval-gate/validate@1';
  rev: string;
  commit?: string;
  /** `drafts`: ids of the `draft: true` questions (not checked, never scored; absent when there are none). */
  golden: { file: string; questions: number; labels: number; drafts?: string[] };
  config: { file: string | null };
  docs: number;
  chunks: number;
  errors: number;
  /** The problems' warnings plus the health warnings. */
  warnings: number;
  problems: LabelProblem[];
  /** The set's health against these documents (golden/health.ts). */
  health: SetHealth;
}
