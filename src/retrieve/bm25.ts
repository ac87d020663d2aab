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
 *
 * Incremental builds (compare's head): a document's term frequencies and length depend only on its
 * text, its heading, the analyzer and `headingBoost`. So a build given an earlier index (`from`,
 * built `reusable`) keeps that index's postings of every document whose id, text and heading are
 * unchanged (renumbered), analyses only the others, and merges their postings in, in one pass over
 * the terms. Every term's postings, N, dl and avgdl come out as a build from scratch makes them, so
 * every score and ranking is the same (only the internal term numbering differs).
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

export interface Bm25BuildOptions {
  /**
   * Keep each document's text, heading and length, so that a later build can start `from` this
   * index (a few bytes a document: the strings are the caller's).
   */
  reusable?: boolean;
  /**
   * An earlier index built `reusable` with the same analyzer object and the same `headingBoost`:
   * documents with the same id, text and heading as one of it, in the same relative order, are
   * not analysed again. Ignored (a build from scratch) when those do not hold.
   */
  from?: Bm25Index;
}

/** What a `reusable` index keeps for a later build (see Bm25BuildOptions). */
interface Reusable {
  texts: string[];
  headings: Array<string | undefined>;
  /** Length of each document (body terms + headingBoost × heading terms). */
  dl: Float64Array;
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

/** Documents analysed into a forward index (doc → its distinct terms and their tfs) and lengths. */
class Forward {
  readonly terms = new Grow(new Uint32Array(1 << 16), (k) => new Uint32Array(k));
  readonly tfs = new Grow(new Float32Array(1 << 16), (k) => new Float32Array(k));
  /** Document i's terms are [start[i], start[i+1]) of terms / tfs, in first-seen order. */
  readonly start: number[] = [0];
  readonly df: Grow<Uint32Array>;
  private scratch: Float32Array;
  private readonly seen: number[] = [];

  constructor(
    private readonly analyzer: Analyzer,
    private readonly boost: number,
    /** Term → id; new terms are added (with their ids) by `newTerm`. */
    private readonly lookup: (term: string) => number | undefined,
    private readonly newTerm: (term: string) => number,
    firstTerms: number,
  ) {
    this.df = new Grow(new Uint32Array(Math.max(1024, firstTerms)), (k) => new Uint32Array(k));
    this.df.length = firstTerms;
    this.scratch = new Float32Array(Math.max(1024, firstTerms));
  }

  /** Analyses one document; returns its length. */
  add(doc: Bm25Doc): number {
    const body = this.analyzer.analyze(doc.text);
    this.count(body, 1);
    let len = body.length;
    if (this.boost > 0 && doc.heading) {
      const head = this.analyzer.analyze(doc.heading);
      this.count(head, this.boost);
      len += this.boost * head.length;
    }
    const { scratch, seen } = this;
    for (const t of seen) {
      this.terms.push(t);
      this.tfs.push(scratch[t]);
      this.df.data[t]++;
      scratch[t] = 0;
    }
    seen.length = 0;
    this.start.push(this.terms.length);
    return len;
  }

  private count(terms: string[], weight: number): void {
    for (const term of terms) {
      let t = this.lookup(term);
      if (t === undefined) {
        t = this.newTerm(term);
        this.df.push(0);
        if (t >= this.scratch.length) {
          const next = new Float32Array(Math.max(this.scratch.length * 2, t + 1));
          next.set(this.scratch);
          this.scratch = next;
        }
      }
      if (this.scratch[t] === 0) this.seen.push(t);
      this.scratch[t] += weight;
    }
  }
}

/** Position of each document's id in id order (ties: document order), for integer tie-breaks. */
function rankIds(ids: readonly string[]): Uint32Array {
  const n = ids.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (ids[x] < ids[y] ? -1 : ids[x] > ids[y] ? 1 : x - y));
  return ranksOf(order);
}

/** The inverse permutation of `order`: rank of each document. */
function ranksOf(order: ArrayLike<number>): Uint32Array {
  const idRank = new Uint32Array(order.length);
  for (let r = 0; r < order.length; r++) idRank[order[r]] = r;
  return idRank;
}

/**
 * rankIds without sorting everything: `kept` (documents in id order already, ties in document
 * order) merged with the `others`, sorted here, each placed by binary search. Same total order as
 * rankIds, so the same ranks.
 */
function mergeRanks(ids: readonly string[], kept: Uint32Array, others: number[]): Uint32Array {
  const before = (x: number, y: number) => ids[x] < ids[y] || (ids[x] === ids[y] && x < y);
  const sorted = [...others].sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
  const order = new Uint32Array(ids.length);
  let w = 0;
  let k = 0;
  for (const x of sorted) {
    // First kept document after x, searched from where the previous one was placed.
    let lo = k;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(kept[mid], x)) lo = mid + 1;
      else hi = mid;
    }
    order.set(kept.subarray(k, lo), w);
    w += lo - k;
    k = lo;
    order[w++] = x;
  }
  order.set(kept.subarray(k), w);
  return ranksOf(order);
}

export class Bm25Index {
  private idIndex: Map<string, number> | undefined;
  /** Set by a `reusable` build; released by `forgetAnalysis`. */
  private reusable: Reusable | undefined;
  private reused = 0;
  /**
   * Terms a build `from` an earlier index added to that index's `termIds` (which it shares,
   * read-only, so its term ids stay valid and are not hashed again). Looked up after `termIds`.
   */
  private moreTermIds: Map<string, number> | undefined;
  /** Number of terms some document has (an index built `from` another keeps that one's terms, some of them in no document any more). */
  private liveTerms = 0;
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

  /** Indexes `docs` with `analyzer` (the same one must analyse the queries); see Bm25BuildOptions. */
  static build(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params, opts: Bm25BuildOptions = {}): Bm25Index {
    const from = opts.from;
    const usable = from?.reusable && from.analyzer === analyzer && from.params.headingBoost === params.headingBoost;
    const dl = new Float64Array(docs.length);
    const index = usable ? Bm25Index.buildFrom(from, docs, params, dl) : Bm25Index.buildFresh(docs, analyzer, params, dl);
    if (opts.reusable) index.reusable = { texts: docs.map((d) => d.text), headings: docs.map((d) => d.heading), dl };
    return index;
  }

  /** Idf per term from its document frequency, the length norms, and the index. */
  private static finish(
    docs: readonly Bm25Doc[],
    analyzer: Analyzer,
    params: Bm25Params,
    termIds: Map<string, number>,
    offsets: Uint32Array,
    postDocs: Uint32Array,
    postTfs: Float32Array,
    dl: Float64Array,
    totalLen: number,
    idRank: Uint32Array,
  ): Bm25Index {
    const n = docs.length;
    const nTerms = offsets.length - 1;
    const idf = new Float64Array(nTerms);
    let live = 0;
    for (let t = 0; t < nTerms; t++) {
      const nt = offsets[t + 1] - offsets[t];
      if (nt > 0) live++;
      idf[t] = Math.log(1 + (n - nt + 0.5) / (nt + 0.5));
    }
    const avgdl = n > 0 ? totalLen / n : 0;
    const norm = new Float64Array(n);
    const { k1, b } = params;
    for (let d = 0; d < n; d++) norm[d] = k1 * (1 - b + (avgdl > 0 ? (b * dl[d]) / avgdl : 0));
    const ids = docs.map((doc) => doc.id);
    const index = new Bm25Index(analyzer, params, ids, termIds, offsets, postDocs, postTfs, idf, norm, idRank, avgdl);
    index.liveTerms = live;
    return index;
  }

  /** Analyses every document, then lays the forward index out as postings. */
  private static buildFresh(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params, dl: Float64Array): Bm25Index {
    const n = docs.length;
    const termIds = new Map<string, number>();
    const newTerm = (term: string): number => {
      const t = termIds.size;
      termIds.set(term, t);
      return t;
    };
    const fwd = new Forward(analyzer, params.headingBoost, (term) => termIds.get(term), newTerm, 0);
    let totalLen = 0;
    for (let d = 0; d < n; d++) {
      dl[d] = fwd.add(docs[d]);
      totalLen += dl[d];
    }
    const nTerms = termIds.size;
    const df = fwd.df.data;
    const offsets = new Uint32Array(nTerms + 1);
    for (let t = 0; t < nTerms; t++) offsets[t + 1] = offsets[t] + df[t];
    const total = offsets[nTerms];
    const postDocs = new Uint32Array(total);
    const postTfs = new Float32Array(total);
    const cursor = offsets.slice(0, nTerms);
    const ft = fwd.terms.data;
    const ftf = fwd.tfs.data;
    const start = fwd.start;
    // Documents are visited in order, so each term's postings come out sorted by doc.
    for (let d = 0; d < n; d++) {
      for (let i = start[d]; i < start[d + 1]; i++) {
        const t = ft[i];
        const at = cursor[t]++;
        postDocs[at] = d;
        postTfs[at] = ftf[i];
      }
    }
    return Bm25Index.finish(docs, analyzer, params, termIds, offsets, postDocs, postTfs, dl, totalLen, rankIds(docs.map((doc) => doc.id)));
  }

  /**
   * Builds from `from`'s postings: documents unchanged since `from` (same id, text and heading, in
   * the same relative order) keep their postings, renumbered; only the others are analysed, and
   * their postings are merged in, term by term, in one pass. Term ids are `from`'s, plus new ones.
   * Scores depend on term ids only through which postings a term has, so the result ranks exactly
   * as a build from scratch (tested against one).
   */
  private static buildFrom(from: Bm25Index, docs: readonly Bm25Doc[], params: Bm25Params, dl: Float64Array): Bm25Index {
    const prev = from.reusable as Reusable;
    const analyzer = from.analyzer;
    const boost = params.headingBoost;
    const n = docs.length;
    const prevIds = from.ids;
    /** from's document → this build's, or −1 (changed, deleted, or out of order). */
    const headOf = new Int32Array(prevIds.length).fill(-1);
    const more = new Map(from.moreTermIds ?? []);
    const baseTerms = from.offsets.length - 1;
    const lookup = (term: string) => from.termIds.get(term) ?? more.get(term);
    const newTerm = (term: string): number => {
      const t = baseTerms + more.size;
      more.set(term, t);
      return t;
    };
    const fwd = new Forward(analyzer, boost, lookup, newTerm, baseTerms + more.size);
    /** This build's document numbers of the analysed documents, in order. */
    const analysed: number[] = [];
    // from's documents in id order (ties: document order), to find an id by binary search.
    const prevOrder = new Uint32Array(prevIds.length);
    for (let p = 0; p < prevIds.length; p++) prevOrder[from.idRank[p]] = p;
    /** from's first document with id `id`, or undefined. */
    const find = (id: string): number | undefined => {
      let lo = 0;
      let hi = prevOrder.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (prevIds[prevOrder[mid]] < id) lo = mid + 1;
        else hi = mid;
      }
      return lo < prevOrder.length && prevIds[prevOrder[lo]] === id ? prevOrder[lo] : undefined;
    };
    let guess = 0;
    let last = -1;
    let totalLen = 0;
    for (let d = 0; d < n; d++) {
      const doc = docs[d];
      // Both sides usually list documents in the same order: try the next one before searching
      // (a search per changed or added document is cheaper than a map of every id).
      let p = guess < prevIds.length && prevIds[guess] === doc.id ? guess : find(doc.id);
      // Renumbered postings stay sorted only if reused documents keep their relative order.
      if (p !== undefined && p > last && prev.texts[p] === doc.text && (boost === 0 || prev.headings[p] === doc.heading)) {
        headOf[p] = d;
        last = p;
        guess = p + 1;
        dl[d] = prev.dl[p];
      } else {
        if (p !== undefined) guess = p + 1;
        analysed.push(d);
        dl[d] = fwd.add(doc);
      }
      totalLen += dl[d];
    }

    // The analysed documents' postings grouped by term (a counting sort: documents stay ascending).
    const nTerms = baseTerms + more.size;
    const ft = fwd.terms.data;
    const ftf = fwd.tfs.data;
    const newCount = fwd.terms.length;
    const newStart = new Uint32Array(nTerms + 1);
    for (let i = 0; i < newCount; i++) newStart[ft[i] + 1]++;
    for (let t = 0; t < nTerms; t++) newStart[t + 1] += newStart[t];
    const newDocs = new Uint32Array(newCount);
    const newTfs = new Float32Array(newCount);
    const fill = newStart.slice(0, nTerms);
    for (let a = 0; a < analysed.length; a++) {
      for (let i = fwd.start[a]; i < fwd.start[a + 1]; i++) {
        const at = fill[ft[i]]++;
        newDocs[at] = analysed[a];
        newTfs[at] = ftf[i];
      }
    }

    // One pass over the terms: from's postings of kept documents, renumbered, merged with the new ones.
    const { offsets: po, postDocs: pd, postTfs: pt } = from;
    const offsets = new Uint32Array(nTerms + 1);
    const postDocs = new Uint32Array(pd.length + newCount);
    const postTfs = new Float32Array(pd.length + newCount);
    let w = 0;
    let reused = 0;
    for (let t = 0; t < nTerms; t++) {
      offsets[t] = w;
      let j = newStart[t];
      const jEnd = newStart[t + 1];
      if (t < baseTerms) {
        for (let i = po[t], end = po[t + 1]; i < end; i++) {
          const d = headOf[pd[i]];
          if (d < 0) continue;
          while (j < jEnd && newDocs[j] < d) {
            postDocs[w] = newDocs[j];
            postTfs[w++] = newTfs[j++];
          }
          postDocs[w] = d;
          postTfs[w++] = pt[i];
        }
      }
      while (j < jEnd) {
        postDocs[w] = newDocs[j];
        postTfs[w++] = newTfs[j++];
      }
    }
    offsets[nTerms] = w;
    for (const d of headOf) if (d >= 0) reused++;

    // Kept documents in id order: from's id order, renumbered (ties stay in document order, as kept documents keep their relative order).
    const kept = new Uint32Array(reused);
    let k = 0;
    for (const p of prevOrder) if (headOf[p] >= 0) kept[k++] = headOf[p];
    const idRank = mergeRanks(docs.map((doc) => doc.id), kept, analysed);

    const index = Bm25Index.finish(docs, analyzer, params, from.termIds, offsets, postDocs.subarray(0, w), postTfs.subarray(0, w), dl, totalLen, idRank);
    index.moreTermIds = more.size ? more : undefined;
    index.reused = reused;
    return index;
  }

  /** Drops what a `reusable` build kept (after the last build `from` this index). */
  forgetAnalysis(): void {
    this.reusable = undefined;
  }

  /** Sizes of the index. */
  stats(): Bm25Stats {
    return { docs: this.ids.length, terms: this.liveTerms, postings: this.postDocs.length, avgdl: this.avgdl };
  }

  /** Documents whose postings were kept from the `from` index instead of analysed (0 for a build from scratch). */
  reusedDocs(): number {
    return this.reused;
  }

  /** The query's distinct known terms in query order, each with its weight qtf · idf. */
  private queryTerms(query: string): { term: string; id: number; weight: number }[] {
    const out: { term: string; id: number; weight: number }[] = [];
    for (const term of this.analyzer.analyze(query)) {
      const id = this.termIds.get(term) ?? this.moreTermIds?.get(term);
      // A term of no document (one an index built `from` another kept) is unknown, as in a build from scratch.
      if (id === undefined || this.offsets[id] === this.offsets[id + 1]) continue;
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
