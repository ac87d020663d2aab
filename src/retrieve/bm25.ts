/**
 * An in-memory BM25 index built for speed: terms are small integers, postings sit in one
 * compressed-row layout of typed arrays (doc ids ascending per term), and a query touches only
 * the documents its terms' postings name. Scoring is Lucene's BM25 (same idf, same formula):
 *
 *   idf(t)   = ln(1 + (N − n_t + 0.5) / (n_t + 0.5))
 *   score(d) = Σ_t qtf_t · idf(t) · tf·(k1 + 1) / (tf + k1·(1 − b + b·dl/avgdl))
 *
 * A query term repeated q times counts q times, as a Lucene BooleanQuery of its clauses does.
 *
 * The optional heading field is combined BM25F-style (Robertson & Zaragoza's "simple BM25F"):
 * a heading term occurrence adds `headingBoost` to tf and the heading's length times `headingBoost`
 * adds to dl, before one saturation; n_t counts documents having the term in either field.
 * With `headingBoost` 0 the heading field is not analysed at all.
 *
 * Order is deterministic: score descending, then id ascending by plain code-unit comparison.
 */
import type { Hit } from '../types';
import type { Analyzer } from './analyzer';

export interface Bm25Params {
  /** Term-frequency saturation (Lucene default 1.2). */
  k1: number;
  /** Length normalisation, 0 = none, 1 = full (Lucene default 0.75). */
  b: number;
  /** Weight of the heading field, 0 = not a field of its own. */
  headingBoost: number;
}

/** One document to index: its id, its text, and (optionally) its heading path as a field. */
export interface Bm25Doc {
  id: string;
  text: string;
  heading?: string;
}

/** Sizes of a built index (for benches and progress lines). */
export interface Bm25Stats {
  docs: number;
  terms: number;
  postings: number;
  avgdl: number;
}

/** A typed array that doubles when full. */
class Grow<T extends Uint32Array | Float32Array> {
  length = 0;
  constructor(public data: T, private readonly make: (n: number) => T) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  trimmed(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

export class Bm25Index {
  private idIndex: Map<string, number> | undefined;
  /** Per-query scratch, reused: scores of touched documents, and which ones were touched. */
  private readonly scores: Float64Array;
  private readonly touched: Uint32Array;
  /** Bit i set = the query's i-th term (i < 32) occurs in the document: `matched` without lookups. */
  private readonly masks: Uint32Array;

  private constructor(
    private readonly analyzer: Analyzer,
    readonly params: Bm25Params,
    private readonly ids: string[],
    private readonly termIds: Map<string, number>,
    /** Term t's postings are [offsets[t], offsets[t+1]) in postDocs / postTfs. */
    private readonly offsets: Uint32Array,
    private readonly postDocs: Uint32Array,
    private readonly postTfs: Float32Array,
    private readonly idf: Float64Array,
    /** k1·(1 − b + b·dl/avgdl) per document, the part of the denominator that does not depend on tf. */
    private readonly norm: Float64Array,
    /** Position of each document's id in id order: tie-breaks compare integers, not strings. */
    private readonly idRank: Uint32Array,
    private readonly avgdl: number,
  ) {
    this.scores = new Float64Array(ids.length);
    this.touched = new Uint32Array(ids.length);
    this.masks = new Uint32Array(ids.length);
  }

  /** Indexes `docs` with `analyzer` (the same one must analyse the queries). */
  static build(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params): Bm25Index {
    const n = docs.length;
    const termIds = new Map<string, number>();
    const df = new Grow(new Uint32Array(1024), (k) => new Uint32Array(k));
    // Forward index (doc → its distinct terms and tfs), turned into postings afterwards.
    const fwdTerms = new Grow(new Uint32Array(1 << 16), (k) => new Uint32Array(k));
    const fwdTfs = new Grow(new Float32Array(1 << 16), (k) => new Float32Array(k));
    const fwdStart = new Uint32Array(n + 1);
    const dl = new Float64Array(n);
    let scratch = new Float32Array(1024);
    const seen: number[] = [];
    const boost = params.headingBoost;

    const add = (terms: string[], weight: number): void => {
      for (const term of terms) {
        let t = termIds.get(term);
        if (t === undefined) {
          t = termIds.size;
          termIds.set(term, t);
          df.push(0);
          if (t >= scratch.length) {
            const next = new Float32Array(scratch.length * 2);
            next.set(scratch);
            scratch = next;
          }
        }
        if (scratch[t] === 0) seen.push(t);
        scratch[t] += weight;
      }
    };

    let totalLen = 0;
    for (let d = 0; d < n; d++) {
      const doc = docs[d];
      const body = analyzer.analyze(doc.text);
      add(body, 1);
      let len = body.length;
      if (boost > 0 && doc.heading) {
        const head = analyzer.analyze(doc.heading);
        add(head, boost);
        len += boost * head.length;
      }
      dl[d] = len;
      totalLen += len;
      fwdStart[d] = fwdTerms.length;
      for (const t of seen) {
        fwdTerms.push(t);
        fwdTfs.push(scratch[t]);
        df.data[t]++;
        scratch[t] = 0;
      }
      seen.length = 0;
    }
    fwdStart[n] = fwdTerms.length;

    const nTerms = termIds.size;
    const offsets = new Uint32Array(nTerms + 1);
    for (let t = 0; t < nTerms; t++) offsets[t + 1] = offsets[t] + df.data[t];
    const total = offsets[nTerms];
    const postDocs = new Uint32Array(total);
    const postTfs = new Float32Array(total);
    const cursor = offsets.slice(0, nTerms);
    const ft = fwdTerms.trimmed();
    const ftf = fwdTfs.trimmed();
    // Documents are visited in order, so each term's postings come out sorted by doc.
    for (let d = 0; d < n; d++) {
      for (let i = fwdStart[d]; i < fwdStart[d + 1]; i++) {
        const t = ft[i];
        const at = cursor[t]++;
        postDocs[at] = d;
        postTfs[at] = ftf[i];
      }
    }

    const idf = new Float64Array(nTerms);
    for (let t = 0; t < nTerms; t++) {
      const nt = df.data[t];
      idf[t] = Math.log(1 + (n - nt + 0.5) / (nt + 0.5));
    }
    const avgdl = n > 0 ? totalLen / n : 0;
    const norm = new Float64Array(n);
    const { k1, b } = params;
    for (let d = 0; d < n; d++) norm[d] = k1 * (1 - b + (avgdl > 0 ? (b * dl[d]) / avgdl : 0));

    const ids = docs.map((doc) => doc.id);
    const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (ids[x] < ids[y] ? -1 : ids[x] > ids[y] ? 1 : x - y));
    const idRank = new Uint32Array(n);
    for (let r = 0; r < n; r++) idRank[order[r]] = r;

    return new Bm25Index(analyzer, params, ids, termIds, offsets, postDocs, postTfs, idf, norm, idRank, avgdl);
  }

  /** Sizes of the index. */
  stats(): Bm25Stats {
    return { docs: this.ids.length, terms: this.termIds.size, postings: this.postDocs.length, avgdl: this.avgdl };
  }

  /** The query's distinct known terms in query order, each with its weight qtf · idf. */
  private queryTerms(query: string): { term: string; id: number; weight: number }[] {
    const out: { term: string; id: number; weight: number }[] = [];
    for (const term of this.analyzer.analyze(query)) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      const have = out.find((q) => q.id === id);
      if (have) have.weight += this.idf[id];
      else out.push({ term, id, weight: this.idf[id] });
    }
    return out;
  }

  /** The top `k` documents for `query`, score descending then id ascending, with their matched terms. */
  search(query: string, k: number): Hit[] {
    const terms = this.queryTerms(query);
    const { scores, touched, masks, norm, postDocs, postTfs, offsets } = this;
    const k1p1 = this.params.k1 + 1;
    let nTouched = 0;
    terms.forEach(({ id, weight }, qi) => {
      const w = weight * k1p1;
      const bit = qi < 32 ? (1 << qi) >>> 0 : 0;
      for (let i = offsets[id], end = offsets[id + 1]; i < end; i++) {
        const d = postDocs[i];
        const tf = postTfs[i];
        // Every contribution is > 0 (idf > 0, tf > 0), so 0 means "not touched yet".
        if (scores[d] === 0) touched[nTouched++] = d;
        scores[d] += (w * tf) / (tf + norm[d]);
        masks[d] |= bit;
      }
    });
    const top = this.topK(nTouched, k);
    // Hits with the same matched terms share one array: a deep ranking has few distinct sets.
    const bySet = new Map<number, string[]>();
    const hits: Hit[] = top.map((d) => {
      const mask = masks[d];
      let matched = terms.length <= 32 ? bySet.get(mask) : undefined;
      if (!matched) {
        matched = terms.filter((q, qi) => (qi < 32 ? (mask >>> qi) & 1 : this.has(q.id, d))).map((q) => q.term);
        if (terms.length <= 32) bySet.set(mask, matched);
      }
      return { id: this.ids[d], score: scores[d], matched };
    });
    for (let i = 0; i < nTouched; i++) {
      scores[touched[i]] = 0;
      masks[touched[i]] = 0;
    }
    return hits;
  }

  /** Query terms (as analysed) that occur in document `id`; empty when it matches none or is unknown. */
  explain(query: string, id: string): string[] {
    if (!this.idIndex) this.idIndex = new Map(this.ids.map((x, i) => [x, i]));
    const d = this.idIndex.get(id);
    if (d === undefined) return [];
    return this.queryTerms(query)
      .filter((q) => this.has(q.id, d))
      .map((q) => q.term);
  }

  /** Whether doc `d` is in term `t`'s postings (binary search: postings are sorted by doc). */
  private has(t: number, d: number): boolean {
    let lo = this.offsets[t];
    let hi = this.offsets[t + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.postDocs[mid];
      if (v === d) return true;
      if (v < d) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** The best `k` of the touched documents, best first, by a bounded min-heap (worst at the root). */
  private topK(nTouched: number, k: number): number[] {
    const { scores, touched, idRank } = this;
    // a ranks before b: higher score, or equal score and smaller id.
    const before = (a: number, b: number): boolean => scores[a] > scores[b] || (scores[a] === scores[b] && idRank[a] < idRank[b]);
    const heap: number[] = [];
    if (k <= 0) return heap;
    for (let i = 0; i < nTouched; i++) {
      const d = touched[i];
      if (heap.length < k) {
        heap.push(d);
        let c = heap.length - 1;
        while (c > 0) {
          const p = (c - 1) >> 1;
          if (!before(heap[p], heap[c])) break;
          [heap[p], heap[c]] = [heap[c], heap[p]];
          c = p;
        }
      } else if (before(d, heap[0])) {
        heap[0] = d;
        let p = 0;
        for (;;) {
          const l = 2 * p + 1;
          const r = l + 1;
          let worst = p;
          if (l < heap.length && before(heap[worst], heap[l])) worst = l;
          if (r < heap.length && before(heap[worst], heap[r])) worst = r;
          if (worst === p) break;
          [heap[p], heap[worst]] = [heap[worst], heap[p]];
          p = worst;
        }
      }
    }
    return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
}
