/**
 * trec_eval, exactly (the command line, README.md), for the measures retrieval-gate reports: P_k, recall_k,
 * success_k, ndcg_cut_k, recip_rank and map. Pure: text in, numbers out.
 *
 * What trec_eval does and this copies:
 * - run lines `qid Q0 docno rank score tag`; the rank column is ignored; a query's documents are
 *   ordered by score descending, ties by docno descending (strcmp);
 * - qrels lines `qid iter docno grade`; grade ≥ 1 is relevant, unjudged documents are not;
 * - P_k divides by k even when fewer came back; recall_k and map divide by every relevant
 *   document of the query in the qrels; ndcg_cut_k uses gain = grade and discount log2(rank+1),
 *   the ideal ranking being the qrels' grades sorted descending;
 * - only queries present in both files are scored, and averaged with equal weight.
 * Written by hand because no maintained JavaScript package implements trec_eval's rules.
 */
import { ERROR_CODES, InputError } from '../errors';
import type { Metrics } from '../types';
import { sortedUnique } from './names';

/** Judgements: query → document → grade. */
export interface Qrels {
  format: 'trec' | 'beir';
  queries: Map<string, Map<string, number>>;
}

export interface RunEntry {
  docno: string;
  score: number;
}

/** A run: query → its documents (parseRun leaves them in trec_eval's order; scoreTrec re-sorts anyway). */
export interface Run {
  queries: Map<string, RunEntry[]>;
}

export interface TrecScore {
  /** Queries present in both the qrels and the run. */
  queries: number;
  metrics: Metrics;
  perQuery: Record<string, Metrics>;
}

export const TREC_MEASURES = ['precision', 'recall', 'hit', 'ndcg'] as const;

/** Metric keys of `scoreTrec`, in output order: each measure for every k ascending, then mrr, map. */
export function trecMetricNames(ks: readonly number[]): string[] {
  const sorted = sortedUnique(ks);
  const names: string[] = [];
  for (const m of TREC_MEASURES) for (const k of sorted) names.push(`${m}@${k}`);
  names.push('mrr', 'map');
  return names;
}

/** Parses TREC qrels (`qid iter docno grade`) or BEIR qrels TSV (`query-id corpus-id score`, header optional). */
export function parseQrels(text: string, file: string): Qrels {
  const lines = splitLines(text);
  const first = lines.find((l) => l.text.trim() !== '');
  if (!first) throw new InputError(ERROR_CODES.TREC_INPUT, 'the qrels file is empty', { file });
  const firstFields = fields(first.text);
  const format: Qrels['format'] = firstFields.length === 3 ? 'beir' : 'trec';
  const queries = new Map<string, Map<string, number>>();
  for (const { text: line, n } of lines) {
    if (line.trim() === '') continue;
    const f = fields(line);
    if (format === 'beir') {
      if (n === first.n && !/^[+-]?\d+(\.\d*)?$/.test(f[2] ?? '')) continue; // the `query-id corpus-id score` header
      if (f.length !== 3) malformed(file, n, `expected 3 columns 'query-id corpus-id score' (BEIR qrels) but got ${f.length}`);
    } else if (f.length !== 4) {
      malformed(file, n, `expected 4 columns 'qid iter docno grade' (TREC qrels) or 3 (BEIR TSV) but got ${f.length}`);
    }
    const [qid, docno, grade] = format === 'beir' ? [f[0], f[1], f[2]] : [f[0], f[2], f[3]];
    if (!isInteger(grade)) malformed(file, n, `the grade must be an integer but got '${grade}'`);
    let docs = queries.get(qid);
    if (!docs) queries.set(qid, (docs = new Map()));
    if (docs.has(docno)) malformed(file, n, `document '${docno}' is judged twice for query '${qid}'`);
    docs.set(docno, Number(grade));
  }
  return { format, queries };
}

/** Parses a TREC run (`qid Q0 docno rank score tag`) and orders each query's documents as trec_eval does. */
export function parseRun(text: string, file: string): Run {
  const queries = new Map<string, RunEntry[]>();
  const seen = new Map<string, Set<string>>();
  let any = false;
  for (const { text: line, n } of splitLines(text)) {
    if (line.trim() === '') continue;
    any = true;
    const f = fields(line);
    if (f.length !== 6) malformed(file, n, `expected 6 columns 'qid Q0 docno rank score tag' but got ${f.length}`);
    const [qid, , docno, , scoreText] = f;
    const score = Number(scoreText);
    if (scoreText === '' || !Number.isFinite(score)) malformed(file, n, `the score must be a number but got '${scoreText}'`);
    let docs = queries.get(qid);
    let ids = seen.get(qid);
    if (!docs || !ids) {
      queries.set(qid, (docs = []));
      seen.set(qid, (ids = new Set()));
    }
    // trec_eval refuses a run that lists a document twice for one query.
    if (ids.has(docno)) malformed(file, n, `document '${docno}' is listed twice for query '${qid}'`);
    ids.add(docno);
    docs.push({ docno, score });
  }
  if (!any) throw new InputError(ERROR_CODES.TREC_INPUT, 'the run file is empty', { file });
  for (const docs of queries.values()) docs.sort(trecOrder);
  return { queries };
}

/**
 * trec_eval's comp_sim_docno: score descending, then docno descending by strcmp (byte order).
 * trec_eval keeps scores in a C `float`, so scores equal in single precision are ties there too.
 */
export function trecOrder(a: RunEntry, b: RunEntry): number {
  const x = Math.fround(a.score);
  const y = Math.fround(b.score);
  if (x !== y) return x > y ? -1 : 1;
  return compareBytes(b.docno, a.docno);
}

/** Scores a run against qrels at cut-offs `ks`: per query and the mean over queries in both. */
export function scoreTrec(qrels: Qrels, run: Run, ks: readonly number[]): TrecScore {
  const names = trecMetricNames(ks);
  const qids = [...run.queries.keys()].filter((q) => qrels.queries.has(q)).sort(compareBytes);
  const perQuery: Record<string, Metrics> = Object.create(null) as Record<string, Metrics>;
  const sums = new Array<number>(names.length).fill(0);
  for (const qid of qids) {
    const ranked = [...run.queries.get(qid)!].sort(trecOrder);
    const m = scoreQuery(qrels.queries.get(qid)!, ranked, sortedUnique(ks));
    perQuery[qid] = m;
    names.forEach((name, i) => (sums[i] += m[name]));
  }
  const metrics: Metrics = {};
  names.forEach((name, i) => (metrics[name] = qids.length ? sums[i] / qids.length : 0));
  return { queries: qids.length, metrics, perQuery };
}

/** One query's measures; `ranked` is in trec_eval order. */
export function scoreQuery(judged: ReadonlyMap<string, number>, ranked: readonly RunEntry[], ks: readonly number[]): Metrics {
  let numRel = 0;
  const gains: number[] = [];
  for (const g of judged.values()) {
    if (g >= 1) numRel++;
    if (g > 0) gains.push(g);
  }
  gains.sort((a, b) => b - a);

  // Running counts by rank; cut-offs read them at rank k (or at the end when fewer came back).
  const relAt: number[] = [0]; // relevant retrieved within the first i ranks
  const dcgAt: number[] = [0];
  let firstRel = 0;
  let apSum = 0;
  for (let i = 0; i < ranked.length; i++) {
    const g = judged.get(ranked[i].docno) ?? 0;
    const rel = g >= 1;
    relAt.push(relAt[i] + (rel ? 1 : 0));
    dcgAt.push(dcgAt[i] + (g > 0 ? g / Math.log2(i + 2) : 0));
    if (rel) {
      if (firstRel === 0) firstRel = i + 1;
      apSum += relAt[i + 1] / (i + 1);
    }
  }
  const at = (arr: number[], k: number): number => arr[Math.min(k, ranked.length)];
  const idealAt = (k: number): number => {
    let s = 0;
    for (let i = 0; i < Math.min(k, gains.length); i++) s += gains[i] / Math.log2(i + 2);
    return s;
  };

  const m: Metrics = {};
  for (const k of ks) m[`precision@${k}`] = at(relAt, k) / k;
  for (const k of ks) m[`recall@${k}`] = numRel ? at(relAt, k) / numRel : 0;
  for (const k of ks) m[`hit@${k}`] = at(relAt, k) > 0 ? 1 : 0;
  for (const k of ks) {
    const ideal = idealAt(k);
    m[`ndcg@${k}`] = ideal > 0 ? at(dcgAt, k) / ideal : 0;
  }
  m.mrr = firstRel ? 1 / firstRel : 0;
  m.map = numRel ? apSum / numRel : 0;
  return m;
}

/**
 * A value as trec_eval prints it (`%.4f`): C's printf rounds the exact binary value half to even,
 * where `toFixed` rounds half up. They differ only on exact ties, which for a double at 4 decimals
 * means x·32 is an integer but x·16 is not (0.15625 → "0.1562", 0.09375 → "0.0938").
 */
export function formatTrec4(x: number): string {
  if (Number.isFinite(x) && Number.isInteger(x * 32) && !Number.isInteger(x * 16)) {
    const lower = Math.floor(x * 1e4);
    return ((lower % 2 === 0 ? lower : lower + 1) / 1e4).toFixed(4);
  }
  return x.toFixed(4);
}

/**
 * strcmp on the UTF-8 bytes, i.e. code-point order. `<` compares UTF-16 units, which differs only
 * when a surrogate pair meets a character in U+E000–U+FFFF, so walk code points.
 */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const cx = a.codePointAt(i)!;
    const cy = b.codePointAt(i)!;
    return cx < cy ? -1 : cx > cy ? 1 : 0;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function splitLines(text: string): Array<{ text: string; n: number }> {
  const raw = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return raw.split('\n').map((t, i) => ({ text: t.replace(/\r$/, ''), n: i + 1 }));
}

function fields(line: string): string[] {
  const t = line.trim();
  return t === '' ? [] : t.split(/\s+/);
}

function isInteger(s: string): boolean {
  return /^[+-]?\d+$/.test(s);
}

function malformed(file: string, line: number, message: string): never {
  throw new InputError(ERROR_CODES.TREC_INPUT, `malformed line: ${message}`, { file, line });
}
