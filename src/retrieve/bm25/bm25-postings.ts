/**
 * Laying an analysis out as postings: documents analysed into forward entries (one batch, or
 * several merged from worker threads) become each term's postings in document order, with raw
 * term frequencies and extra-field counts, or straight as BM25F pseudo-frequencies. What the index
 * build calls between analysing and finishing; pure typed-array work.
 */
import { pseudoFrequency, type LengthNorms } from './bm25-length-norms';
import { EXTRA_FIELDS, type AnalysedDocs, type Bm25Params, type MergedAnalysis } from './bm25-types';

export const EMPTY_TFS = new Float32Array(0);
const EMPTY_AT = new Uint32Array(0);

/** A build's own analysis (one batch, its term ids already the build's) in the merged form the layouts read. */
export function mergedOne(fwd: AnalysedDocs): MergedAnalysis {
  const n = fwd.dl.length;
  const doc = new Uint32Array(n);
  for (let d = 0; d < n; d++) doc[d] = d;
  const identity = new Int32Array(fwd.vocab.length);
  for (let t = 0; t < identity.length; t++) identity[t] = t;
  return { vocab: fwd.vocab, df: fwd.df, dl: fwd.dl, fieldLen: fwd.fieldLen, fields: fwd.fieldAt.length, parts: [fwd], part: new Uint32Array(n), doc, globalOf: [identity] };
}

/**
 * Walks the chosen documents' forward entries in build order (document k is the doc[k]-th of
 * batch part[k]): for each, its global term id, its tf and its count in each extra field (0 when
 * none), handed to `visit` with the document's position k. Each batch's field counts are read
 * with a cursor per field that skips the entries of documents not chosen (they are in order).
 */
function eachPosting(m: MergedAnalysis, visit: (k: number, term: number, tf: number, f0: number, f1: number) => void): void {
  const { parts, part, doc, globalOf } = m;
  const n = part.length;
  const nf = m.fields;
  const read0 = new Uint32Array(parts.length);
  const read1 = new Uint32Array(parts.length);
  for (let k = 0; k < n; k++) {
    const p = part[k];
    const P = parts[p];
    const map = globalOf[p];
    const { terms, tfs } = P;
    const a = P.start[doc[k]];
    const b = P.start[doc[k] + 1];
    const at0 = nf > 0 ? P.fieldAt[0] : EMPTY_AT;
    const at1 = nf > 1 ? P.fieldAt[1] : EMPTY_AT;
    const val0 = nf > 0 ? P.fieldVal[0] : EMPTY_TFS;
    const val1 = nf > 1 ? P.fieldVal[1] : EMPTY_TFS;
    let r0 = read0[p];
    let r1 = read1[p];
    while (r0 < at0.length && at0[r0] < a) r0++;
    while (r1 < at1.length && at1[r1] < a) r1++;
    for (let i = a; i < b; i++) {
      let f0 = 0;
      let f1 = 0;
      if (r0 < at0.length && at0[r0] === i) f0 = val0[r0++];
      if (r1 < at1.length && at1[r1] === i) f1 = val1[r1++];
      visit(k, map[terms[i]], tfs[i], f0, f1);
    }
    read0[p] = r0;
    read1[p] = r1;
  }
}

/**
 * The analysis laid out as postings (documents in order, so each term's postings come out sorted
 * by doc), with each extra field's non-zero counts and their posting positions.
 */
export function layPostings(m: MergedAnalysis, offsets: Uint32Array): { postDocs: Uint32Array; postTfs: Float32Array; sparse: Array<{ at: Uint32Array; val: Float32Array }> } {
  const total = offsets[offsets.length - 1];
  const postDocs = new Uint32Array(total);
  const postTfs = new Float32Array(total);
  const cursor = offsets.slice(0, offsets.length - 1);
  const cap = (f: number) => m.parts.reduce((c, p) => c + p.fieldAt[f].length, 0);
  const fieldAt = Array.from({ length: m.fields }, (_, f) => new Uint32Array(cap(f)));
  const fieldVal = Array.from({ length: m.fields }, (_, f) => new Float32Array(fieldAt[f].length));
  let w0 = 0;
  let w1 = 0;
  eachPosting(m, (k, term, tf, f0, f1) => {
    const at = cursor[term]++;
    postDocs[at] = k;
    postTfs[at] = tf;
    if (f0 !== 0) {
      fieldAt[0][w0] = at;
      fieldVal[0][w0++] = f0;
    }
    if (f1 !== 0) {
      fieldAt[1][w1] = at;
      fieldVal[1][w1++] = f1;
    }
  });
  const used = [w0, w1];
  return { postDocs, postTfs, sparse: fieldAt.map((at, f) => ({ at: at.subarray(0, used[f]), val: fieldVal[f].subarray(0, used[f]) })) };
}


/**
 * The postings' documents and BM25F pseudo-frequencies, laid out from the analysis in one pass:
 * each posting's pseudoFrequency, from the same values as Bm25Index.finish's loop over the raw
 * counts, so the same bits.
 */
export function layPseudoFrequencies(m: MergedAnalysis, offsets: Uint32Array, norms: LengthNorms, params: Bm25Params): { postDocs: Uint32Array; ptf: Float32Array } {
  const total = offsets[offsets.length - 1];
  const postDocs = new Uint32Array(total);
  const ptf = new Float32Array(total);
  const cursor = offsets.slice(0, offsets.length - 1);
  const { bodyB } = norms;
  const [b0, b1] = norms.fieldB;
  const w0 = params.fields![EXTRA_FIELDS[0]].weight;
  const w1 = params.fields![EXTRA_FIELDS[1]].weight;
  // eachPosting's walk written out here, with each batch's arrays in locals while its documents
  // run (they come batch after batch) and each document's norms read once: through a callback per
  // posting, laying out 15M postings (200,000 chunks) took 1.0 s; written out, 0.7 s.
  const { parts, part, doc, globalOf } = m;
  const n = part.length;
  const nf = m.fields;
  const read0 = new Uint32Array(parts.length);
  const read1 = new Uint32Array(parts.length);
  let p = -1;
  let terms: Uint32Array = EMPTY_AT;
  let tfs: Float32Array = EMPTY_TFS;
  let start: Uint32Array = EMPTY_AT;
  let map: Int32Array = new Int32Array(0);
  let at0: Uint32Array = EMPTY_AT;
  let at1: Uint32Array = EMPTY_AT;
  let val0: Float32Array = EMPTY_TFS;
  let val1: Float32Array = EMPTY_TFS;
  let r0 = 0;
  let r1 = 0;
  for (let k = 0; k < n; k++) {
    if (part[k] !== p) {
      if (p >= 0) {
        read0[p] = r0;
        read1[p] = r1;
      }
      p = part[k];
      const P = parts[p];
      ({ terms, tfs, start } = P);
      map = globalOf[p];
      at0 = nf > 0 ? P.fieldAt[0] : EMPTY_AT;
      at1 = nf > 1 ? P.fieldAt[1] : EMPTY_AT;
      val0 = nf > 0 ? P.fieldVal[0] : EMPTY_TFS;
      val1 = nf > 1 ? P.fieldVal[1] : EMPTY_TFS;
      r0 = read0[p];
      r1 = read1[p];
    }
    const a = start[doc[k]];
    const b = start[doc[k] + 1];
    while (r0 < at0.length && at0[r0] < a) r0++;
    while (r1 < at1.length && at1[r1] < a) r1++;
    const bk = bodyB[k];
    const b0k = b0[k];
    const b1k = b1[k];
    for (let i = a; i < b; i++) {
      const at = cursor[map[terms[i]]]++;
      postDocs[at] = k;
      // The fields' counts are sparse: a posting without an entry has count 0.
      const f0 = r0 < at0.length && at0[r0] === i ? val0[r0++] : 0;
      const f1 = r1 < at1.length && at1[r1] === i ? val1[r1++] : 0;
      ptf[at] = pseudoFrequency(tfs[i], bk, w0, f0, b0k, w1, f1, b1k);
    }
  }
  return { postDocs, ptf };
}

/** Lets the batches' per-term arrays go (the build that took them has laid them out). */
export function releaseForward(m: MergedAnalysis): void {
  m.parts = [];
  m.globalOf = [];
}
