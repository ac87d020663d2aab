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
 * Two more fields, the page title and the heading trail, can be scored as fields of their own
 * (`fields`), each with its own weight and its own length normalisation, as in Robertson,
 * Zaragoza & Taylor's BM25F: a term's pseudo-frequency is
 *
 *   tf~ = tf_body / B_body + Σ_f w_f · tf_f / B_f,   B_f = 1 − b_f + b_f · len_f / avglen_f
 *   score(d) = Σ_t qtf_t · idf(t) · tf~·(k1 + 1) / (tf~ + k1)
 *
 * (with no extra field this is exactly the formula above). n_t counts documents with the term in
 * any field. A document may carry a `boost` (page-level signals): its score is multiplied by it.
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
import type { Hit } from '../../types';
import type { Analyzer } from './analyzer';
import { analyse } from './bm25-analysis';
import { Forward } from './bm25-forward';
import { lengthNorms, pseudoFrequency, type LengthNorms } from './bm25-length-norms';
import { EMPTY_TFS, layPostings, layPseudoFrequencies, mergedOne, releaseForward } from './bm25-postings';
import { mergeRanks, rankIds } from './bm25-ranks';
import {
  EXTRA_FIELDS,
  fieldsActive,
  type AnalysedDocs,
  type MergedAnalysis,
  type Bm25Doc,
  type Bm25Explanation,
  type Bm25Params,
  type Bm25Stats,
  type Bm25TermExplanation,
} from './bm25-types';

/** What a `reusable` index keeps for a later build (see Bm25BuildOptions). */
interface Reusable {
  texts: string[];
  headings: Array<string | undefined>;
  titles: Array<string | undefined>;
  trails: Array<string | undefined>;
  /** Length of each document (body terms + headingBoost × heading terms). */
  dl: Float64Array;
  /** Length of each extra field per document (when fields are active). */
  fieldLen: Float64Array[];
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
  /**
   * `docs` already analysed elsewhere (worker threads: engine/workers/), exactly these documents
   * in this order, with the analyzer and `headingBoost` of this build: the build lays out their
   * postings without analysing again. Ignored when its document count differs, or with `from`.
   * The build takes it over: its batches' arrays are released once laid out.
   */
  analysed?: MergedAnalysis;
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
  /**
   * With extra fields: each posting's pseudo-frequency Σ_f w_f·tf_f / B_f (see the file comment),
   * summed in doubles and stored as a float (7 significant digits, far finer than any difference
   * that matters to a ranking): half the bytes of the largest array of a BM25F index, 300 MB at a
   * million chunks. Scores are computed from the stored value, so every build gives the same bits.
   */
  private ptf: Float32Array | undefined;
  /** With extra fields, kept by a `reusable` build: each posting's raw count per extra field. */
  private fieldTf: Float32Array[] | undefined;
  /** Length normalisation 1 − b + b·len/avglen per document: the body's, then each extra field's. */
  private bodyB: Float64Array = new Float64Array(0);
  private fieldB: Float64Array[] = [];
  /** Page-level multiplier per document, when any document has one other than 1. */
  private boost: Float64Array | undefined;

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

  /** Whether a build of `n` documents with `params` lays `analysed` out (rather than analysing them itself). */
  static takesAnalysis(analysed: MergedAnalysis, n: number, params: Bm25Params): boolean {
    return analysed.dl.length === n && analysed.fieldLen.length === (fieldsActive(params.fields) ? EXTRA_FIELDS.length : 0);
  }

  /** Indexes `docs` with `analyzer` (the same one must analyse the queries); see Bm25BuildOptions. */
  static build(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params, opts: Bm25BuildOptions = {}): Bm25Index {
    const from = opts.from;
    const extra = fieldsActive(params.fields);
    const usable =
      from?.reusable &&
      from.analyzer === analyzer &&
      from.params.headingBoost === params.headingBoost &&
      fieldsActive(from.params.fields) === extra;
    const dl = new Float64Array(docs.length);
    const fieldLen = extra ? EXTRA_FIELDS.map(() => new Float64Array(docs.length)) : [];
    const analysed = opts.analysed && Bm25Index.takesAnalysis(opts.analysed, docs.length, params) ? opts.analysed : undefined;
    const index = usable ? Bm25Index.buildFrom(from, docs, params, dl, fieldLen) : Bm25Index.buildFresh(docs, analyzer, params, dl, fieldLen, !!opts.reusable, analysed);
    if (opts.reusable) {
      index.reusable = {
        texts: docs.map((d) => d.text),
        headings: docs.map((d) => d.heading),
        titles: docs.map((d) => (extra ? d.title : undefined)),
        trails: docs.map((d) => (extra ? d.headings : undefined)),
        dl,
        fieldLen,
      };
    } else index.fieldTf = undefined; // only a later build from this one reads the raw field counts
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
    norms: LengthNorms,
    idRank: Uint32Array,
    /** With the extra fields scored: each posting's raw count per field (a `reusable` build, or one `from` another), to sum into pseudo-frequencies here. */
    fieldTf: Float32Array[],
    /** The pseudo-frequencies already laid out with the postings (then `postTfs` is empty and `fieldTf` is not read). */
    laidPtf?: Float32Array,
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
    const { bodyB, norm, fieldB } = norms;
    const ids = docs.map((doc) => doc.id);
    const index = new Bm25Index(analyzer, params, ids, termIds, offsets, postDocs, postTfs, idf, norm, idRank, norms.avgdl);
    index.liveTerms = live;
    index.bodyB = bodyB;
    if (fieldB.length > 0 && laidPtf) {
      index.fieldB = fieldB;
      index.ptf = laidPtf;
    } else if (fieldB.length > 0 && fieldTf.length === EXTRA_FIELDS.length) {
      index.fieldB = fieldB;
      const fp = EXTRA_FIELDS.map((f) => params.fields![f]);
      const ptf = new Float32Array(postDocs.length);
      const [b0, b1] = fieldB;
      const w0 = fp[0].weight;
      const w1 = fp[1].weight;
      // The field arrays in locals: this loop runs once per posting.
      const [tf0, tf1] = fieldTf;
      for (let i = 0; i < postDocs.length; i++) {
        const d = postDocs[i];
        ptf[i] = pseudoFrequency(postTfs[i], bodyB[d], w0, tf0[i], b0[d], w1, tf1[i], b1[d]);
      }
      index.fieldTf = fieldTf;
      index.ptf = ptf;
    }
    if (docs.some((doc) => doc.boost !== undefined && doc.boost !== 1)) index.boost = Float64Array.from(docs, (doc) => doc.boost ?? 1);
    return index;
  }

  /**
   * Analyses every document (unless `analysed` already holds them), then lays the forward index out
   * as postings. The build takes `analysed` over: its per-term arrays are released once laid out
   * (at a million chunks they are the largest thing alive).
   */
  private static buildFresh(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params, dl: Float64Array, fieldLen: Float64Array[], denseFields: boolean, analysed?: MergedAnalysis): Bm25Index {
    const n = docs.length;
    // The merge's term map when it made one; a build that analyses fills its own as it goes.
    const termIds = analysed ? (analysed.ids ?? new Map(analysed.vocab.map((term, t) => [term, t]))) : new Map<string, number>();
    const fwd = analysed ?? mergedOne(analyse(docs, analyzer, params, termIds, false));
    dl.set(fwd.dl);
    for (let f = 0; f < fieldLen.length; f++) fieldLen[f].set(fwd.fieldLen[f]);
    // Summed in document order, as the lengths came: the same total, to the last bit, however they were analysed.
    let totalLen = 0;
    for (let d = 0; d < n; d++) totalLen += dl[d];
    const nTerms = termIds.size;
    const offsets = new Uint32Array(nTerms + 1);
    for (let t = 0; t < nTerms; t++) offsets[t + 1] = offsets[t] + fwd.df[t];
    const norms = lengthNorms(dl, totalLen, fieldLen, params);
    const idRank = rankIds(docs.map((doc) => doc.id));
    if (!denseFields && norms.fieldB.length === EXTRA_FIELDS.length) {
      // BM25F, and no later build reads the raw counts: each posting's pseudo-frequency straight
      // from the analysis, with no per-posting tf array (4 bytes a posting, and the peak of a build).
      const { postDocs, ptf } = layPseudoFrequencies(fwd, offsets, norms, params);
      releaseForward(fwd);
      return Bm25Index.finish(docs, analyzer, params, termIds, offsets, postDocs, EMPTY_TFS, norms, idRank, [], ptf);
    }
    // Raw counts kept for a later build (`reusable`: the extra fields' too, dense per posting, for
    // finish to sum); else the extra fields are not scored and the postings are all there is.
    const { postDocs, postTfs, sparse } = layPostings(fwd, offsets);
    const total = postDocs.length;
    const fieldTf = denseFields ? sparse.map(({ at, val }) => {
      const dense = new Float32Array(total);
      for (let k = 0; k < at.length; k++) dense[at[k]] = val[k];
      return dense;
    }) : [];
    releaseForward(fwd);
    return Bm25Index.finish(docs, analyzer, params, termIds, offsets, postDocs, postTfs, norms, idRank, fieldTf);
  }

  /**
   * Builds from `from`'s postings: documents unchanged since `from` (same id, text and heading, in
   * the same relative order) keep their postings, renumbered; only the others are analysed, and
   * their postings are merged in, term by term, in one pass. Term ids are `from`'s, plus new ones.
   * Scores depend on term ids only through which postings a term has, so the result ranks exactly
   * as a build from scratch (tested against one).
   */
  private static buildFrom(from: Bm25Index, docs: readonly Bm25Doc[], params: Bm25Params, dl: Float64Array, fieldLen: Float64Array[]): Bm25Index {
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
    const extra = fieldLen.length > 0;
    const fwd = new Forward(analyzer, boost, extra, lookup, newTerm, baseTerms + more.size);
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
      if (
        p !== undefined &&
        p > last &&
        prev.texts[p] === doc.text &&
        (boost === 0 || prev.headings[p] === doc.heading) &&
        (!extra || (prev.titles[p] === doc.title && prev.trails[p] === doc.headings))
      ) {
        headOf[p] = d;
        last = p;
        guess = p + 1;
        dl[d] = prev.dl[p];
        for (let f = 0; f < fieldLen.length; f++) fieldLen[f][d] = prev.fieldLen[f][p];
      } else {
        if (p !== undefined) guess = p + 1;
        analysed.push(d);
        dl[d] = fwd.add(doc);
        for (let f = 0; f < fieldLen.length; f++) fieldLen[f][d] = fwd.lastFieldLen[f];
      }
      totalLen += dl[d];
    }
    fwd.done();

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
    const nf = fieldLen.length;
    const newField = fwd.fieldAt.map(() => new Float32Array(newCount));
    const fwdField = fwd.denseFieldTfs();
    const fill = newStart.slice(0, nTerms);
    for (let a = 0; a < analysed.length; a++) {
      for (let i = fwd.start[a]; i < fwd.start[a + 1]; i++) {
        const at = fill[ft[i]]++;
        newDocs[at] = analysed[a];
        newTfs[at] = ftf[i];
        for (let f = 0; f < nf; f++) newField[f][at] = fwdField[f][i];
      }
    }

    // One pass over the terms: from's postings of kept documents, renumbered, merged with the new ones.
    const { offsets: po, postDocs: pd, postTfs: pt } = from;
    const offsets = new Uint32Array(nTerms + 1);
    const postDocs = new Uint32Array(pd.length + newCount);
    const postTfs = new Float32Array(pd.length + newCount);
    const fieldTf = newField.map(() => new Float32Array(pd.length + newCount));
    const prevField = from.fieldTf ?? [];
    let w = 0;
    let reused = 0;
    const takeNew = (j: number) => {
      postDocs[w] = newDocs[j];
      postTfs[w] = newTfs[j];
      for (let f = 0; f < nf; f++) fieldTf[f][w] = newField[f][j];
      w++;
    };
    for (let t = 0; t < nTerms; t++) {
      offsets[t] = w;
      let j = newStart[t];
      const jEnd = newStart[t + 1];
      if (t < baseTerms) {
        for (let i = po[t], end = po[t + 1]; i < end; i++) {
          const d = headOf[pd[i]];
          if (d < 0) continue;
          while (j < jEnd && newDocs[j] < d) takeNew(j++);
          postDocs[w] = d;
          postTfs[w] = pt[i];
          for (let f = 0; f < nf; f++) fieldTf[f][w] = prevField[f][i];
          w++;
        }
      }
      while (j < jEnd) takeNew(j++);
    }
    offsets[nTerms] = w;
    for (const d of headOf) if (d >= 0) reused++;

    // Kept documents in id order: from's id order, renumbered (ties stay in document order, as kept documents keep their relative order).
    const kept = new Uint32Array(reused);
    let k = 0;
    for (const p of prevOrder) if (headOf[p] >= 0) kept[k++] = headOf[p];
    const idRank = mergeRanks(docs.map((doc) => doc.id), kept, analysed);

    const index = Bm25Index.finish(
      docs,
      analyzer,
      params,
      from.termIds,
      offsets,
      postDocs.subarray(0, w),
      postTfs.subarray(0, w),
      lengthNorms(dl, totalLen, fieldLen, params),
      idRank,
      fieldTf.map((a) => a.subarray(0, w)),
    );
    index.moreTermIds = more.size ? more : undefined;
    index.reused = reused;
    return index;
  }

  /** Drops what a `reusable` build kept (after the last build `from` this index). */
  forgetAnalysis(): void {
    this.reusable = undefined;
    this.fieldTf = undefined;
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
    const { scores, touched, masks, norm, postDocs, postTfs, offsets, ptf, boost } = this;
    const k1 = this.params.k1;
    const k1p1 = k1 + 1;
    let nTouched = 0;
    terms.forEach(({ id, weight }, qi) => {
      const w = weight * k1p1;
      const bit = qi < 32 ? (1 << qi) >>> 0 : 0;
      if (ptf) {
        // BM25F: the length normalisation is inside each posting's pseudo-frequency.
        for (let i = offsets[id], end = offsets[id + 1]; i < end; i++) {
          const d = postDocs[i];
          const p = ptf[i];
          // 0 only for a term found in a field of weight 0 alone: no contribution, not touched.
          if (p === 0) continue;
          if (scores[d] === 0) touched[nTouched++] = d;
          scores[d] += (w * p) / (p + k1);
          masks[d] |= bit;
        }
        return;
      }
      for (let i = offsets[id], end = offsets[id + 1]; i < end; i++) {
        const d = postDocs[i];
        const tf = postTfs[i];
        // Every contribution is > 0 (idf > 0, tf > 0), so 0 means "not touched yet".
        if (scores[d] === 0) touched[nTouched++] = d;
        scores[d] += (w * tf) / (tf + norm[d]);
        masks[d] |= bit;
      }
    });
    if (boost) for (let i = 0; i < nTouched; i++) scores[touched[i]] *= boost[touched[i]];
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

  /**
   * Why document `doc` (as given to the build) scores what it does for `query`: each query term's
   * contribution split by field (body, title, headings; the heading path of `headingBoost` counts
   * as headings) and the page boost. Fields are analysed again here, so the index need not keep
   * them; undefined when the document is not in the index.
   */
  explainDoc(query: string, doc: Bm25Doc): Bm25Explanation | undefined {
    if (!this.idIndex) this.idIndex = new Map(this.ids.map((x, i) => [x, i]));
    const d = this.idIndex.get(doc.id);
    if (d === undefined) return undefined;
    const counts = (text: string | undefined): Map<string, number> => {
      const m = new Map<string, number>();
      if (text) for (const t of this.analyzer.analyze(text)) m.set(t, (m.get(t) ?? 0) + 1);
      return m;
    };
    const { k1, headingBoost, fields } = this.params;
    const body = counts(doc.text);
    const legacy = headingBoost > 0 ? counts(doc.heading) : new Map<string, number>();
    const bf = this.ptf && fields ? fields : undefined;
    const title = bf ? counts(doc.title) : new Map<string, number>();
    const heads = bf ? counts(doc.headings) : new Map<string, number>();
    const boost = this.boost?.[d] ?? 1;
    const out: Bm25TermExplanation[] = [];
    let total = 0;
    for (const q of this.queryTerms(query)) {
      const tb = body.get(q.term) ?? 0;
      const tl = headingBoost * (legacy.get(q.term) ?? 0);
      let parts: { body: number; title: number; headings: number };
      let score: number;
      if (bf) {
        parts = {
          body: tb / this.bodyB[d],
          title: (bf.title.weight * (title.get(q.term) ?? 0)) / this.fieldB[0][d],
          headings: tl / this.bodyB[d] + (bf.headings.weight * (heads.get(q.term) ?? 0)) / this.fieldB[1][d],
        };
        // The index's value, rounded as it stores it (ptf), so the explained score is the ranked
        // one; the parts above only split it for the reader. The legacy heading counts in tf, as analysed.
        const p = Math.fround(
          pseudoFrequency(tb + tl, this.bodyB[d], bf.title.weight, title.get(q.term) ?? 0, this.fieldB[0][d], bf.headings.weight, heads.get(q.term) ?? 0, this.fieldB[1][d]),
        );
        score = p > 0 ? (q.weight * (k1 + 1) * p) / (p + k1) : 0;
      } else {
        parts = { body: tb, title: 0, headings: tl };
        const tf = tb + tl;
        score = tf > 0 ? (q.weight * (k1 + 1) * tf) / (tf + this.norm[d]) : 0;
      }
      if (score === 0) continue;
      const sum = parts.body + parts.title + parts.headings;
      out.push({
        term: q.term,
        idf: this.idf[q.id],
        score,
        fields: { body: (score * parts.body) / sum, title: (score * parts.title) / sum, headings: (score * parts.headings) / sum },
      });
      total += score;
    }
    return { terms: out, boost, score: total * boost };
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
