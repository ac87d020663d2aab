/**
 * The trust model's config half (docs/security.md). When the pull request's head is not the code
 * the workflow's author runs (`pull_request_target`, `workflow_run`, …), the head's config may
 * change only inert settings; every key that can run code, send a secret, or write outside the
 * workspace keeps the base's value. Pure: two validated configs in, the config to run and what
 * was refused out.
 */
import { parseMetricName } from '../measure/names';
import type { Config } from './types';

/**
 * Keys that decide what runs, where data and keys are sent, and where files are written. A new
 * config section with such a key adds its dotted path here (one line). Keys named in
 * TRUSTED_KEY_NAMES are trusted wherever they appear, listed here or not.
 */
export const TRUSTED_KEY_PATHS: readonly string[] = [
  'retriever.type',
  'retriever.run',
  'retriever.pass_env',
  'retriever.on_missing_key',
  // The whole dense and rerank sections: besides where requests and keys go, their model, prefixes,
  // dimensions, batch size, concurrency, retries and rerank top_n decide what the base's key pays
  // for and how hard its endpoint is hit (a PR could otherwise re-embed the corpus with a pricier
  // model, or rerank thousands of candidates per question, on the maintainers' account).
  'retriever.dense',
  'retriever.rerank',
  // The whole answers stage: its endpoint and key, but also the models, prompt and max_calls (what
  // the key pays for) and max_newly_missing_facts (a gate threshold: the base's gate is enforced).
  'answers',
];

/** Key names that are trusted at any depth, by rule: a future `answers.base_url` is covered without a new line. */
export const TRUSTED_KEY_NAMES: readonly string[] = ['base_url', 'url', 'api_key_env', 'cache_dir', 'run', 'headers', 'pass_env'];

/** What the trust rule did to the head's config. */
export interface TrustOutcome {
  /** The config to run: the head's inert settings, the base's trusted keys and gate. */
  config: Config;
  /** Dotted keys whose head value differed from the base's and was not used, sorted. */
  refused: string[];
  /** The head's gate where it differs from the base's (enforced), one `key: base → head` line each. */
  gateProposal: string[];
}

/** True when `key` (dotted) is trusted by enumeration or by its last segment's name. */
export function isTrustedKey(key: string): boolean {
  return TRUSTED_KEY_PATHS.includes(key) || TRUSTED_KEY_NAMES.includes(key.slice(key.lastIndexOf('.') + 1));
}

/**
 * The head's config with every trusted key taken from `trusted` (the base's config, or the
 * defaults when the base has none) and the base's gate enforced. A section the base lacks that
 * carries a trusted key (e.g. a `rerank` the head adds) is dropped whole; one only the base has is
 * taken whole, so the result never mixes a base URL with a head key name or the reverse.
 */
export function applyTrust(head: Config, trusted: Config): TrustOutcome {
  const config = structuredClone(head);
  const refused = new Set<string>();
  const keys = new Set<string>(TRUSTED_KEY_PATHS);
  collectTrusted(head, '', keys);
  collectTrusted(trusted, '', keys);
  // Shallow paths first, so a section replaced whole is not then patched key by key.
  for (const key of [...keys].sort((a, b) => a.split('.').length - b.split('.').length || (a < b ? -1 : 1))) {
    const parts = key.split('.');
    const headValue = getPath(head, parts);
    const baseValue = getPath(trusted, parts);
    if (!sameValue(headValue, baseValue)) refused.add(key);
    const parentPath = parts.slice(0, -1);
    const baseParent = parentPath.length ? getPath(trusted, parentPath) : trusted;
    if (!isObject(baseParent)) {
      if (parentPath.length && getPath(config, parentPath) !== undefined) deletePath(config, parentPath);
      continue;
    }
    const parent = parentPath.length ? getPath(config, parentPath) : config;
    if (!isObject(parent)) {
      setPath(config, parentPath, structuredClone(baseParent));
      continue;
    }
    if (baseValue === undefined) delete parent[parts[parts.length - 1]];
    else parent[parts[parts.length - 1]] = structuredClone(baseValue);
  }
  config.gate = gateFor(trusted.gate, config.k);
  return { config, refused: [...refused].sort(), gateProposal: gateDiff(config.gate, head.gate) };
}

/** The base's gate over the head's cut-offs: a threshold on a metric the head no longer reports is dropped (as a config without it would). */
function gateFor(gate: Config['gate'], ks: readonly number[]): Config['gate'] {
  const reported = (m: Record<string, number>): Record<string, number> =>
    Object.fromEntries(Object.entries(m).filter(([name]) => {
      const p = parseMetricName(name);
      return !!p && (p.measure === 'mrr' || ks.includes(p.k));
    }));
  return { ...structuredClone(gate), max_drop: reported(gate.max_drop), min: reported(gate.min) };
}

/** `gate.max_drop.recall@5: 0.05 → 0.5` for each leaf that differs (JSON values, sorted by key). */
function gateDiff(enforced: Config['gate'], proposed: Config['gate']): string[] {
  const a = flatten(enforced, 'gate');
  const b = flatten(proposed, 'gate');
  const out: string[] = [];
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(key);
    const y = b.get(key);
    if (x !== y) out.push(`${key}: ${x ?? '(unset)'} → ${y ?? '(unset)'}`);
  }
  return out;
}

function flatten(v: unknown, prefix: string, out = new Map<string, string>()): Map<string, string> {
  if (isObject(v)) for (const [k, x] of Object.entries(v)) flatten(x, `${prefix}.${k}`, out);
  else out.set(prefix, JSON.stringify(v));
  return out;
}

function collectTrusted(v: unknown, prefix: string, into: Set<string>): void {
  if (!isObject(v)) return;
  for (const [k, x] of Object.entries(v)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (TRUSTED_KEY_NAMES.includes(k)) into.add(key);
    else collectTrusted(x, key, into);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function getPath(v: unknown, parts: readonly string[]): unknown {
  let cur = v;
  for (const p of parts) {
    if (!isObject(cur)) return undefined;
    cur = cur[p];
  }
  return cur;
}

function setPath(root: object, parts: readonly string[], value: unknown): void {
  let cur = root as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) {
    if (!isObject(cur[p])) cur[p] = {};
    cur = cur[p] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}

function deletePath(root: object, parts: readonly string[]): void {
  const parent = getPath(root, parts.slice(0, -1));
  if (isObject(parent)) delete parent[parts[parts.length - 1]];
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
