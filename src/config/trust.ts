/**
 * The trust model's config half (docs/security.md), the one place it is decided. When the pull
 * request's head is not the code the workflow's author runs (`pull_request_target`,
 * `workflow_run`, …), nothing the PR wrote decides the verdict or what a secret pays for: the
 * config that runs is the base's, whole. Every key changes what is measured or how it is judged
 * (`k`, `pass_k`, `depth`, scope, filters, chunking, ranking, the gate, context budgets), so none
 * is taken from the head; its differences are reported as proposals that take effect once merged.
 *
 * The trusted keys below are those that also run code, send keys, or write files. A head that
 * changes one is named at the top of the comment and in the job log as a refused change, and its
 * value is never printed (a URL may carry a token, a command line an address). Pure: two
 * validated configs in, the config to run and what the head proposed out.
 */
import { stripCredentials } from '../util/credential-strip';
import type { Config } from './types';

/**
 * Keys that decide what runs, where data and keys are sent, and what a key pays for, named by
 * their dotted path. A new config section with such keys adds its path here (one line). Keys whose
 * name matches TRUSTED_KEY_NAMES or TRUSTED_NAME_SUFFIXES are trusted wherever they appear.
 */
export const TRUSTED_KEY_PATHS: readonly string[] = [
  'retriever.type',
  'retriever.on_missing_key',
  // The whole dense and rerank sections: besides where requests and keys go, their model, prefixes,
  // dimensions, batch size, concurrency, retries and rerank top_n decide what the base's key pays
  // for and how hard its endpoint is hit.
  'retriever.dense',
  'retriever.rerank',
  // A search engine's index and query files decide what is written to the team's server and what
  // it is asked; `keep` whether indexes stay there (url_env and auth_env are trusted by their name).
  'retriever.index_file',
  'retriever.query_file',
  'retriever.keep',
  // The whole answers stage: its endpoint and key, but also the models, prompt and max_calls (what
  // the key pays for) and max_newly_missing_facts (a gate threshold).
  'answers',
];

/** Key names trusted at any depth, in mappings and in lists of mappings (`options.backends[0].url`). */
export const TRUSTED_KEY_NAMES: readonly string[] = ['url', 'uri', 'endpoint', 'host', 'run', 'headers'];

/** Name endings trusted at any depth: `base_url`, `search_endpoint`, `api_key_env`, `pass_env`, `cache_dir`… */
export const TRUSTED_NAME_SUFFIXES: readonly string[] = ['_url', '_uri', '_endpoint', '_host', '_env', '_dir'];

/** One setting the head's config changes that was not applied: its values as JSON, and what it changes. */
export interface ConfigProposal {
  /** Dotted key, list items by index: `k`, `gate.max_drop.recall@5`, `gate.acknowledged[0].id`. */
  key: string;
  /** The value used (the base's), as JSON; `(unset)` when the base has none. */
  base: string;
  /** The value the head's config asks for, as JSON; `(unset)` when the head removes it. */
  head: string;
  /** What the key changes, in words. */
  effect: string;
}

/**
 * One reason the head's config (or golden set) does not validate, as its InputError located it.
 * Under a privileged event it is shown as a refused proposal, not a failure: the base's file runs.
 */
export interface FileProblem {
  file: string;
  line?: number;
  field?: string;
  /** The error's words, credentials hidden and shortened (they may quote the PR's values). */
  message: string;
}

/** What the trust rule did to the head's config. */
export interface TrustOutcome {
  /** The config to run: the base's (or the defaults when the base has none), whole. */
  config: Config;
  /** Trusted keys (see above) whose head value differs, sorted; their values are never shown. */
  refused: string[];
  /** Every other setting the head changes, sorted by key: shown as a proposal, not applied. */
  proposals: ConfigProposal[];
  /** How many more proposals there were than `proposals` lists (a config of thousands of keys stays a readable report). */
  omitted: number;
  /** The gate's proposals as `key: enforced → proposed` lines (a subset of `proposals`). */
  gateProposal: string[];
  /** Set when the head's config does not validate: the whole file is a refused proposal, these are its problems. */
  invalid?: FileProblem[];
}

/** Most refused keys and proposals kept: far more than any honest change, few enough for a report. */
const MAX_LISTED = 500;

/** A proposal's value is shown up to this many characters: enough to read, never a wall of text. */
const SHOWN_CHARS = 120;

/**
 * The config to run under a privileged event: `trusted` (the base's config, or the defaults when
 * the base has none), whole. The head's differences are sorted into refused trusted keys and
 * proposals; neither is applied.
 */
export function applyTrust(head: Config, trusted: Config): TrustOutcome {
  const refused = new Set<string>();
  const proposals: ConfigProposal[] = [];
  for (const d of differences(trusted, head, [])) {
    const trustedAt = trustedPrefixes(d.path);
    if (trustedAt.length) for (const p of trustedAt) refused.add(p);
    else proposals.push({ key: render(d.path), base: shown(d.base), head: shown(d.head), effect: effectOf(d.path) });
  }
  proposals.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const gateProposal = proposals.filter((p) => p.key.startsWith('gate.')).map((p) => `${p.key}: ${p.base} → ${p.head}`);
  const names = [...refused].sort();
  return {
    config: structuredClone(trusted),
    refused: names.length > MAX_LISTED ? [...names.slice(0, MAX_LISTED), `… and ${names.length - MAX_LISTED} more`] : names,
    proposals: proposals.slice(0, MAX_LISTED),
    omitted: Math.max(0, proposals.length - MAX_LISTED),
    gateProposal: gateProposal.slice(0, MAX_LISTED),
  };
}

/** Most problems of an invalid head file kept: the first ones say what to fix. */
const MAX_PROBLEMS = 20;

/** A problem's message is kept up to this many characters. */
const PROBLEM_CHARS = 300;

/**
 * The config to run under a privileged event when the head's does not validate: `trusted`, whole,
 * as for any head (a PR cannot stop the base's check by breaking its own file); the head's file is
 * one refused proposal, its problems named with file, line and field. Nothing of it is applied, so
 * no key-by-key difference is listed.
 */
export function refuseInvalidHead(problems: readonly FileProblem[], trusted: Config): TrustOutcome {
  return { config: structuredClone(trusted), refused: [], proposals: [], omitted: 0, gateProposal: [], invalid: shownProblems(problems) };
}

/** The problems of a refused head file as kept and shown: the first 20, credentials hidden, each message shortened. */
export function shownProblems(problems: readonly FileProblem[]): FileProblem[] {
  return problems.slice(0, MAX_PROBLEMS).map((p) => {
    const message = stripCredentials(p.message);
    return { ...p, message: message.length > PROBLEM_CHARS ? `${message.slice(0, PROBLEM_CHARS - 1)}…` : message };
  });
}

/**
 * Words that mark a credential in a key's name, wherever it appears (`Authorization`,
 * `client_secret`, `password`…; `token` and `key` as its last word): the value of such a key is never printed, so a
 * base config that holds one in `retriever.options` does not see it copied into a pull
 * request's comment when the pull request changes it.
 */
const SECRET_WORDS: readonly string[] = ['secret', 'secrets', 'password', 'passwd', 'credential', 'credentials', 'auth', 'authorization', 'authentication', 'cookie', 'cookies', 'apikey'];

/**
 * True when a key of this name is trusted wherever it appears. Compared in one spelling
 * (`baseUrl`, `Base-URL` and `BASE_URL` are all `base_url`): an adapter's `retriever.options` are
 * free names, and a program may read `URL` or `baseUrl` as readily as `url`.
 */
export function trustedName(name: string): boolean {
  const n = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[-.\s]/g, '_');
  if (TRUSTED_KEY_NAMES.includes(n) || TRUSTED_NAME_SUFFIXES.some((s) => n.endsWith(s))) return true;
  const words = n.split('_').filter(Boolean);
  // `key` and `token` mark a credential only as the last word (`api_key`, `access_token`):
  // `token_budget` and `max_tokens` are budgets, judged as proposals like every other setting.
  const last = words[words.length - 1];
  return words.some((w) => SECRET_WORDS.includes(w)) || last === 'key' || last === 'token';
}

type Segment = string | number;

/** The trusted keys a leaf lies under: a listed path it starts with, and every segment with a trusted name. */
function trustedPrefixes(path: readonly Segment[]): string[] {
  const out: string[] = [];
  for (let i = 1; i <= path.length; i++) {
    const seg = path[i - 1];
    const key = render(path.slice(0, i));
    if (TRUSTED_KEY_PATHS.includes(key) || (typeof seg === 'string' && trustedName(seg))) out.push(key);
  }
  return out;
}

/**
 * Where two configs differ, leaf by leaf. Mappings, and lists that hold a mapping, are walked on
 * both sides at once, a side that lacks the branch counting as unset, so a URL inside
 * `options.backends[0]` is a leaf of its own even when only the head has `options`; lists of
 * plain values (`k`, `docs`) are one leaf.
 */
function differences(base: unknown, head: unknown, path: Segment[], out: Array<{ path: Segment[]; base?: string; head?: string }> = []): typeof out {
  if (walkable(base) || walkable(head)) {
    for (const k of childKeys(base, head)) differences(child(base, k), child(head, k), [...path, k], out);
    return out;
  }
  const a = base === undefined ? undefined : JSON.stringify(base);
  const b = head === undefined ? undefined : JSON.stringify(head);
  if (a !== b && path.length) out.push({ path, base: a, head: b });
  return out;
}

function walkable(v: unknown): boolean {
  return (isObject(v) && Object.keys(v).length > 0) || (Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null));
}

function childKeys(a: unknown, b: unknown): Segment[] {
  const keys = (v: unknown): Segment[] => (Array.isArray(v) ? v.map((_, i) => i) : isObject(v) ? Object.keys(v) : []);
  const all = [...keys(a), ...keys(b)];
  return [...new Set(all)].sort((x, y) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0));
}

function child(v: unknown, k: Segment): unknown {
  if (Array.isArray(v)) return typeof k === 'number' ? v[k] : undefined;
  // Own keys only: a `__proto__` the other side lacks must not read as Object.prototype.
  return isObject(v) && typeof k === 'string' && Object.hasOwn(v, k) ? v[k] : undefined;
}

function render(path: readonly Segment[]): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}

function shown(raw: string | undefined): string {
  if (raw === undefined) return '(unset)';
  // A value under a plain name can still hold a `user:pass@` URL or a `--token x` option: hidden before it is shortened.
  const json = stripCredentials(raw);
  return json.length > SHOWN_CHARS ? `${json.slice(0, SHOWN_CHARS - 1)}…` : json;
}

/** What a key changes, by its section: the sentence a reviewer needs to judge the proposal. */
function effectOf(path: readonly Segment[]): string {
  const [top, second] = path;
  if (top === 'docs' || top === 'exclude' || top === 'exclude_defaults') return 'which files are measured';
  if (top === 'k') return 'the cut-offs reported and gated';
  if (top === 'pass_k') return 'when a question counts as passing';
  if (top === 'depth') return 'how far each ranking is followed (MRR, rank moves)';
  if (top === 'chunking') return 'how documents are cut into chunks';
  if (top === 'context') return 'the context-assembly check, and how much text the answers stage sends';
  if (top === 'gate') return 'what fails the check';
  if (top === 'retriever' && second === 'filters') return 'which documents are indexed';
  if (top === 'retriever') return 'how chunks are ranked';
  return 'what is measured';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
