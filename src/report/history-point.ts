/**
 * One measured commit of a branch's history: what `history` prints per point and what the Action
 * records per push to the default branch (one JSON line of the history store). A point is a
 * digest of `eval --rev <commit>`: its metrics exactly, and per question whether it was counted,
 * whether it passed, each label's best rank and the question's measures (for paired tests against
 * a baseline). Also: reading store lines back, which never trusts a line: each is checked field by
 * field, and one that does not fit is skipped with a note naming its line.
 */
import type { Metrics } from '../types';

export const HISTORY_SCHEMA = 'retrieval-gate/history@1';
export const HISTORY_RECORD_SCHEMA = 'retrieval-gate/history-record@1';

export interface HistoryQuestion {
  id: string;
  /** Answerable with every label resolving: part of the point's means. */
  counted: boolean;
  pass: boolean;
  /** Best rank of each label, in the golden set's order; null when not within the retrieved depth (or broken). */
  ranks: Array<number | null>;
  measures: Metrics;
}

export interface HistoryPoint {
  commit: string;
  /** First parent; null for a root commit. */
  parent: string | null;
  /** The commit's committer date (ISO 8601), never the clock of the run that measured it. */
  date: string;
  subject: string;
  k: number[];
  pass_k: number;
  docs: number;
  chunks: number;
  counted: number;
  metrics: Metrics;
  retriever: { name: string; model?: string };
  golden_sha256?: string;
  config_sha256?: string;
  questions: HistoryQuestion[];
}

/** A question that fails at the last point and passed before: the commit where it last started failing. */
export interface StartedFailing {
  id: string;
  commit: string;
  subject: string;
  date: string;
  /** The last measured commit where it passed (the point before, or --from). */
  passed_at: string;
  /** Its labels' best ranks there and at the failing commit. */
  ranks_before: Array<number | null>;
  ranks_after: Array<number | null>;
}

export interface HistoryResult {
  schema: typeof HISTORY_SCHEMA;
  /** The state at --from (not a point: the series starts after it). */
  from: HistoryPoint;
  to: string;
  /** First-parent commits examined in (from, to]. */
  commits: number;
  points: HistoryPoint[];
  started_failing: StartedFailing[];
}

/** What a point is made of: the fields of an eval@1 result it reads. */
export interface EvalDigestInput {
  k: number[];
  pass_k: number;
  docs: number;
  chunks: number;
  counted: number;
  metrics: Metrics;
  retriever: string;
  model?: string;
  golden: { sha256?: string };
  config: { sha256?: string };
  excluded: ReadonlyArray<{ id: string }>;
  questions: ReadonlyArray<{ id: string; answerable: boolean; pass: boolean; measures: Metrics; labels: ReadonlyArray<{ bestRank: number | null; resolved: boolean }> }>;
}

/** A point from an eval of `commit`. */
export function historyPoint(r: EvalDigestInput, c: { commit: string; parent: string | null; date: string; subject: string }): HistoryPoint {
  const excluded = new Set(r.excluded.map((e) => e.id));
  const p: HistoryPoint = {
    commit: c.commit,
    parent: c.parent,
    date: c.date,
    subject: c.subject,
    k: [...r.k],
    pass_k: r.pass_k,
    docs: r.docs,
    chunks: r.chunks,
    counted: r.counted,
    metrics: { ...r.metrics },
    retriever: { name: r.retriever, ...(r.model ? { model: r.model } : {}) },
    questions: r.questions.map((q) => ({
      id: q.id,
      counted: q.answerable && !excluded.has(q.id),
      pass: q.pass,
      ranks: q.labels.map((l) => (l.resolved ? l.bestRank : null)),
      measures: { ...q.measures },
    })),
  };
  if (r.golden.sha256) p.golden_sha256 = r.golden.sha256;
  if (r.config.sha256) p.config_sha256 = r.config.sha256;
  return p;
}

/**
 * For each question counted and failing at the last state that was counted and passing at an
 * earlier one: the commit of its last pass → fail step.
 */
export function startedFailing(start: HistoryPoint, points: readonly HistoryPoint[]): StartedFailing[] {
  const states = [start, ...points];
  const last = states[states.length - 1];
  const out: StartedFailing[] = [];
  for (const q of last.questions) {
    if (!q.counted || q.pass) continue;
    // Walk back while it fails; the state before the first failing one is where it last passed.
    for (let i = states.length - 1; i > 0; i--) {
      const prev = states[i - 1].questions.find((x) => x.id === q.id);
      const here = states[i].questions.find((x) => x.id === q.id);
      if (!prev || !here) break;
      if (prev.counted && prev.pass) {
        const at = states[i];
        out.push({ id: q.id, commit: at.commit, subject: at.subject, date: at.date, passed_at: states[i - 1].commit, ranks_before: prev.ranks, ranks_after: here.ranks });
        break;
      }
      if (prev.pass || !prev.counted) break;
    }
  }
  return out;
}

/** A store line: a point with what recorded it. */
export interface HistoryRecord extends HistoryPoint {
  schema: typeof HISTORY_RECORD_SCHEMA;
  /** The retrieval-gate version that measured it. */
  tool: string;
  /** The branch it was pushed to. */
  ref: string;
}

/** Largest store file read (bytes): past it, only the newest lines within it are read. */
export const MAX_STORE_BYTES = 32 * 1024 * 1024;
/** Largest line: a golden set of a few thousand questions. */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

const SHA = /^[0-9a-f]{40}$|^[0-9a-f]{64}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const METRIC = /^(?:(?:recall|precision|hit|ndcg)@[1-9]\d{0,5}|mrr)$/;

/** The records of a store's text, oldest first, and a note per line skipped (never thrown: a PR run must not fail on the store). */
export function parseHistoryStore(text: string, file: string): { records: HistoryRecord[]; notes: string[] } {
  const records: HistoryRecord[] = [];
  const notes: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const where = `${file}:${i + 1}`;
    if (line.length > MAX_RECORD_BYTES) {
      notes.push(`${where}: skipped: a line of ${line.length} characters, more than the ${MAX_RECORD_BYTES} a record may have`);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      notes.push(`${where}: skipped: not JSON`);
      return;
    }
    const why = recordProblem(value);
    if (why) notes.push(`${where}: skipped: ${why}`);
    else records.push(value as HistoryRecord);
  });
  if (notes.length > 20) notes.splice(20, notes.length - 20, `…and ${notes.length - 20} more lines skipped`);
  return { records, notes };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUnit = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown, max = 1000) => typeof v === 'string' && v.length <= max;

/** Why a parsed line is not a record, or null. Every field the comment and the gate read is checked. */
export function recordProblem(v: unknown): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.schema !== HISTORY_RECORD_SCHEMA) return `schema: must be '${HISTORY_RECORD_SCHEMA}'`;
  if (typeof v.commit !== 'string' || !SHA.test(v.commit)) return 'commit: must be a full commit id';
  if (v.parent !== null && (typeof v.parent !== 'string' || !SHA.test(v.parent))) return 'parent: must be a full commit id or null';
  if (typeof v.date !== 'string' || Number.isNaN(Date.parse(v.date)) || v.date.length > 40) return 'date: must be an ISO date';
  if (!isText(v.subject)) return 'subject: must be a string of at most 1000 characters';
  if (!isText(v.tool, 100) || !isText(v.ref, 300)) return 'tool, ref: must be short strings';
  if (!Array.isArray(v.k) || v.k.length === 0 || v.k.length > 50 || !v.k.every((k) => isCount(k) && k > 0)) return 'k: must be a list of positive integers';
  if (!isCount(v.pass_k) || !isCount(v.docs) || !isCount(v.chunks) || !isCount(v.counted)) return 'pass_k, docs, chunks, counted: must be counts';
  const metrics = metricsProblem(v.metrics);
  if (metrics) return `metrics: ${metrics}`;
  if (!isObj(v.retriever) || !isText(v.retriever.name, 300) || (v.retriever.model !== undefined && !isText(v.retriever.model, 300))) return 'retriever: must be {name, model?}';
  for (const key of ['golden_sha256', 'config_sha256'] as const) if (v[key] !== undefined && (typeof v[key] !== 'string' || !HEX64.test(v[key] as string))) return `${key}: must be a sha256`;
  if (!Array.isArray(v.questions) || v.questions.length > 100_000) return 'questions: must be a list';
  for (let i = 0; i < v.questions.length; i++) {
    const q: unknown = v.questions[i];
    const at = `questions[${i}]`;
    if (!isObj(q) || !isText(q.id, 300) || typeof q.counted !== 'boolean' || typeof q.pass !== 'boolean') return `${at}: must have id, counted, pass`;
    if (!Array.isArray(q.ranks) || q.ranks.length > 1000 || !q.ranks.every((r) => r === null || (isCount(r) && r > 0))) return `${at}.ranks: must be ranks or null`;
    const m = metricsProblem(q.measures);
    if (m) return `${at}.measures: ${m}`;
  }
  return null;
}

function metricsProblem(m: unknown): string | null {
  if (!isObj(m)) return 'must be an object of metrics';
  const keys = Object.keys(m);
  if (keys.length > 500) return 'too many metrics';
  for (const k of keys) {
    if (!METRIC.test(k)) return `'${k.slice(0, 40)}' is not a metric`;
    if (!isUnit(m[k])) return `${k} must be a number between 0 and 1`;
  }
  return null;
}
