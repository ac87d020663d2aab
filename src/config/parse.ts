/**
 * The config file (docs/config.md): YAML → a validated `Config`, merged over DEFAULT_CONFIG.
 * Unknown keys, wrong types and impossible values are InputErrors naming the file, line, column
 * and dotted key. Lists and mappings given by the user replace the default ones (so a default
 * can be removed), but `exclude`, which adds to its defaults; scalars and sections merge key by key.
 */
import { ERROR_CODES } from '../errors';
import { MAX_DEPTH } from '../limits';
import { parseMetricName } from '../measure/names';
import { attempt, checkMetadata, collecting, describe, METADATA_KEYS, fail, mapEntries, parseYamlFile, readBoolean, readNumber, readString, readStringList, scalarValue, seqItems, type At } from '../yaml';
import { readAnswers } from './answers';
import { anyString, nonNegInt, posInt, positiveIntList, section } from './read';
import { readRetriever } from './retriever';
import { SITE_GENERATORS, type SiteConfig } from './site';
import { BROKEN_LABEL_RULES, DEFAULT_CONFIG, MAX_FILE_BYTES_LIMIT, type AcknowledgedRegression, type BrokenLabelsRule, type Config } from './types';

export const CONFIG_KEYS = ['docs', 'exclude', 'exclude_defaults', 'k', 'pass_k', 'depth', 'chunking', 'retriever', 'context', 'gate', 'answers', 'jobs', 'site', 'baseline'] as const;
const CHUNKING_KEYS = ['max_chars', 'hard_limit', 'overlap', 'max_file_bytes', 'heading_path', 'fold_empty_sections', 'combine_under', 'max_file_sections', 'max_corpus_bytes', 'max_corpus_chunks', 'max_file_seconds', 'max_corpus_seconds'] as const;
const CONTEXT_KEYS = ['top_k', 'token_budget'] as const;
const GATE_KEYS = [
  'max_drop',
  'min',
  'max_newly_failing',
  'fail_on_broken_labels',
  'fail_on_forbidden',
  'only_significant',
  'alpha',
  'acknowledged',
  'max_drop_since_baseline',
] as const;

/** Most worker threads the `jobs` setting may ask for (it is further held to the cores there are). */
const MAX_CONFIG_JOBS = 64;

/** A deep copy of the defaults, safe to modify. */
export function defaultConfig(): Config {
  return structuredClone(DEFAULT_CONFIG);
}

/** Parses and validates a config file's text; `file` is only used in messages. An empty file gives the defaults. */
export function parseConfig(text: string, file: string): Config {
  return collecting(ERROR_CODES.CONFIG, () => readConfig(text, file));
}

// Each key is read under attempt(): a bad value is recorded and the others are still checked,
// so one run lists every mistake (the failed key keeps its default meanwhile).
function readConfig(text: string, file: string): Config {
  const y = parseYamlFile(text, file, ERROR_CODES.CONFIG);
  const cfg = defaultConfig();
  if (!y.root) return cfg;
  const root: At = { y, node: y.root, field: '' };
  const s = section(root, [...CONFIG_KEYS, ...METADATA_KEYS]);
  for (const key of METADATA_KEYS) attempt(() => s[key] && checkMetadata(s[key]));

  attempt(() => {
    if (!s.docs) return;
    cfg.docs = readStringList(s.docs, { allowSingle: true });
    if (cfg.docs.length === 0) fail(s.docs, "'docs' must list at least one glob");
    cfg.docs_given = true;
  });
  attempt(() => readExclude(s.exclude, s.exclude_defaults, cfg));
  attempt(() => s.k && (cfg.k = positiveIntList(s.k)));
  attempt(() => s.pass_k && (cfg.pass_k = atMostDepth(s.pass_k, posInt(s.pass_k))));
  const maxK = cfg.k[cfg.k.length - 1];
  attempt(() => {
    if (s.depth) {
      cfg.depth = atMostDepth(s.depth, posInt(s.depth));
      if (cfg.depth < maxK) fail(s.depth, `'depth' must be at least the largest k (${maxK}) but got ${describe(s.depth)}`);
      if (cfg.depth < cfg.pass_k) fail(s.depth, `'depth' must be at least 'pass_k' (${cfg.pass_k}) but got ${describe(s.depth)}`);
    } else {
      // Following ranks past the largest cut-off is what MRR and rank moves need; keep the default
      // margin unless the cut-offs themselves go further.
      cfg.depth = Math.max(DEFAULT_CONFIG.depth, maxK, cfg.pass_k);
    }
  });
  attempt(() => {
    if (!s.jobs) return;
    cfg.jobs = posInt(s.jobs);
    if (cfg.jobs > MAX_CONFIG_JOBS) fail(s.jobs, `'jobs' must be at most ${MAX_CONFIG_JOBS} but got ${describe(s.jobs)}`);
  });
  attempt(() => s.chunking && readChunking(s.chunking, cfg));
  attempt(() => s.retriever && (cfg.retriever = readRetriever(s.retriever, cfg.retriever)));
  attempt(() => {
    if (!s.context) return;
    const c = section(s.context, CONTEXT_KEYS);
    attempt(() => c.top_k && (cfg.context.top_k = posInt(c.top_k)));
    attempt(() => c.token_budget && (cfg.context.token_budget = nonNegInt(c.token_budget)));
  });
  attempt(() => {
    if (s.gate) readGate(s.gate, cfg);
    else cfg.gate.max_drop = keepReportedMetrics(cfg.gate.max_drop, cfg.k);
  });
  attempt(() => s.answers && (cfg.answers = readAnswers(s.answers)));
  attempt(() => s.site && (cfg.site = readSite(s.site)));
  attempt(() => {
    if (!s.baseline) return;
    const v = anyString(s.baseline).trim();
    // A ref name as git accepts one (no option-like or path-escaping spelling): it is handed to git.
    if (!/^[A-Za-z0-9][A-Za-z0-9._\/-]{0,199}$/.test(v) || v.includes('..')) fail(s.baseline, `'baseline' must be a tag, branch or commit name (letters, digits, '.', '_', '-', '/') but got ${describe(s.baseline)}`);
    cfg.baseline = v;
  });
  return cfg;
}

/**
 * `exclude` adds to the default globs (and the default scope keeps leaving out changelogs,
 * licences…); `exclude_defaults: false` drops both, so `exclude` is then all that is taken out. A
 * config written when `exclude` replaced the defaults keeps working: one that re-listed them gets
 * the same list (duplicates are dropped), and `exclude: []`, the old way to read dot-folders, still
 * drops the default globs.
 */
function readExclude(list: At | undefined, defaults: At | undefined, cfg: Config): void {
  const keep = defaults ? readBoolean(defaults) : true;
  const own = list ? readStringList(list, { allowSingle: true }) : [];
  if (!keep) cfg.exclude_defaults = false;
  const base = !keep || (list && own.length === 0 && !defaults) ? [] : DEFAULT_CONFIG.exclude;
  cfg.exclude = [...new Set([...base, ...own])];
}

/** `site: {generator: vitepress}`: the generator whose anchors labels are written in. */
function readSite(at: At): SiteConfig {
  const c = section(at, ['generator'] as const);
  const out: SiteConfig = { generator: 'auto' };
  attempt(() => {
    if (!c.generator) return;
    const v = readString(c.generator);
    const allowed: readonly string[] = ['auto', ...SITE_GENERATORS];
    if (!allowed.includes(v)) fail(c.generator, `'site.generator' must be one of ${allowed.join(', ')} but got ${describe(c.generator)}`);
    out.generator = v as SiteConfig['generator'];
  });
  return out;
}

/** `depth` and `pass_k` are at most MAX_DEPTH (ranked chunks kept per question and side). */
function atMostDepth(at: At, n: number): number {
  if (n > MAX_DEPTH) fail(at, `'${at.field}' must be at most ${MAX_DEPTH.toLocaleString('en-US')} but got ${describe(at)}`);
  return n;
}

function readChunking(at: At, cfg: Config): void {
  const c = section(at, CHUNKING_KEYS);
  attempt(() => c.max_chars && (cfg.chunking.max_chars = posInt(c.max_chars)));
  attempt(() => c.hard_limit && (cfg.chunking.hard_limit = posInt(c.hard_limit)));
  attempt(() => c.overlap && (cfg.chunking.overlap = readNumber(c.overlap, { min: 0, max: 0.5 })));
  attempt(() => c.max_file_bytes && (cfg.chunking.max_file_bytes = readNumber(c.max_file_bytes, { integer: true, min: 1, max: MAX_FILE_BYTES_LIMIT })));
  attempt(() => c.heading_path && (cfg.chunking.heading_path = readBoolean(c.heading_path)));
  attempt(() => c.fold_empty_sections && (cfg.chunking.fold_empty_sections = readBoolean(c.fold_empty_sections)));
  attempt(() => c.combine_under && (cfg.chunking.combine_under = readNumber(c.combine_under, { integer: true, min: 0 })));
  attempt(() => c.max_file_sections && (cfg.chunking.max_file_sections = posInt(c.max_file_sections)));
  attempt(() => c.max_corpus_bytes && (cfg.chunking.max_corpus_bytes = posInt(c.max_corpus_bytes)));
  attempt(() => c.max_corpus_chunks && (cfg.chunking.max_corpus_chunks = posInt(c.max_corpus_chunks)));
  attempt(() => c.max_file_seconds && (cfg.chunking.max_file_seconds = readNumber(c.max_file_seconds, { min: 0, minExclusive: true })));
  attempt(() => c.max_corpus_seconds && (cfg.chunking.max_corpus_seconds = readNumber(c.max_corpus_seconds, { min: 0, minExclusive: true })));
  if (cfg.chunking.hard_limit < cfg.chunking.max_chars) {
    const where = c.hard_limit ?? c.max_chars;
    fail(
      where,
      `'chunking.hard_limit' (${cfg.chunking.hard_limit}) must be at least 'chunking.max_chars' (${cfg.chunking.max_chars})`,
    );
  }
}

function readGate(at: At, cfg: Config): void {
  const g = section(at, GATE_KEYS);
  attempt(() => (cfg.gate.max_drop = g.max_drop ? metricMap(g.max_drop, cfg.k) : keepReportedMetrics(cfg.gate.max_drop, cfg.k)));
  attempt(() => g.min && (cfg.gate.min = metricMap(g.min, cfg.k)));
  attempt(() => g.max_newly_failing && (cfg.gate.max_newly_failing = nonNegInt(g.max_newly_failing)));
  attempt(() => g.fail_on_broken_labels && (cfg.gate.fail_on_broken_labels = readBrokenLabelsRule(g.fail_on_broken_labels)));
  attempt(() => g.fail_on_forbidden && (cfg.gate.fail_on_forbidden = readBoolean(g.fail_on_forbidden)));
  attempt(() => g.only_significant && (cfg.gate.only_significant = readBoolean(g.only_significant)));
  attempt(() => g.alpha && (cfg.gate.alpha = readNumber(g.alpha, { min: 0, minExclusive: true, max: 0.5 })));
  attempt(() => g.acknowledged && (cfg.gate.acknowledged = readAcknowledged(g.acknowledged)));
  attempt(() => g.max_drop_since_baseline && (cfg.gate.max_drop_since_baseline = readSinceBaseline(g.max_drop_since_baseline, cfg.k)));
}

/** `{metric: recall@5, drop: 0.02}`: a reported metric and a drop between 0 and 1. */
function readSinceBaseline(at: At, ks: readonly number[]): { metric: string; drop: number } {
  const c = section(at, ['metric', 'drop'] as const);
  if (!c.metric) fail({ ...at, field: `${at.field}.metric` }, `'${at.field}.metric' is required (e.g. recall@5)`);
  if (!c.drop) fail({ ...at, field: `${at.field}.drop` }, `'${at.field}.drop' is required (e.g. 0.02)`);
  const metric = readString(c.metric);
  const m = parseMetricName(metric);
  if (!m) fail(c.metric, `'${metric}' is not a metric; use recall@k, precision@k, hit@k, ndcg@k (k from 'k') or mrr`);
  if (m && m.measure !== 'mrr' && !ks.includes(m.k)) fail(c.metric, `'${metric}' uses k=${m.k}, which is not in 'k' (${ks.join(', ')}); add it to 'k' or use a reported cut-off`);
  return { metric, drop: readNumber(c.drop, { min: 0, max: 1 }) };
}

/**
 * `new | any | off`. The old booleans stay valid: `true` was the default, so it reads as the new
 * default `new` (only labels this change breaks fail); `false` reads as `off`.
 */
function readBrokenLabelsRule(at: At): BrokenLabelsRule {
  const v = scalarValue(at);
  if (v === true) return 'new';
  if (v === false) return 'off';
  if (typeof v === 'string' && (BROKEN_LABEL_RULES as readonly string[]).includes(v)) return v as BrokenLabelsRule;
  return fail(at, `'${at.field}' must be one of new, any, off but got ${describe(at)}`);
}

/** `recall@5: 0.05` entries: the name must be a reported metric, the value between 0 and 1. */
function metricMap(at: At, ks: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of mapEntries(at, "a mapping of metric names to numbers (e.g. 'recall@5: 0.05')")) attempt(() => {
    const keyAt: At = { ...e.value, node: e.keyNode };
    const m = parseMetricName(e.key);
    if (!m) {
      fail(keyAt, `'${e.key}' is not a metric; use recall@k, precision@k, hit@k, ndcg@k (k from 'k') or mrr`);
    }
    if (m && m.measure !== 'mrr' && !ks.includes(m.k)) {
      fail(keyAt, `'${e.key}' uses k=${m.k}, which is not in 'k' (${ks.join(', ')}); add it to 'k' or use a reported cut-off`);
    }
    if (!e.value.node) fail(e.value, `'${e.value.field}' must be a number between 0 and 1 but got nothing`);
    out[e.key] = readNumber(e.value, { min: 0, max: 1 });
  });
  return out;
}

/** The default thresholds name recall@5; with a k list without 5 they would check a metric nobody reports. */
function keepReportedMetrics(m: Record<string, number>, ks: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, v] of Object.entries(m)) {
    const p = parseMetricName(name);
    if (p && (p.measure === 'mrr' || ks.includes(p.k))) out[name] = v;
  }
  return out;
}

function readAcknowledged(at: At): AcknowledgedRegression[] {
  let items: At[];
  try {
    items = seqItems(at);
  } catch {
    return fail(at, `'${at.field}' must be a list of {id, reason} but got ${describe(at)}`);
  }
  const out: AcknowledgedRegression[] = [];
  for (const item of items) attempt(() => {
    if (!item.node) fail(item, `'${item.field}' must be a mapping with 'id' and 'reason' but got nothing`);
    const s = section(item, ['id', 'reason']);
    if (!s.id) fail({ ...item, field: `${item.field}.id` }, `'${item.field}.id' is required (the question id)`);
    if (!s.reason) fail({ ...item, field: `${item.field}.reason` }, `'${item.field}.reason' is required (why the regression is accepted)`);
    const id = readString(s.id, { acceptNumbers: true }).trim();
    const reason = anyString(s.reason).trim();
    if (reason === '') fail(s.reason, `'${s.reason.field}' must not be empty`);
    out.push({ id, reason });
  });
  return out;
}
