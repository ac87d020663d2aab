/**
 * Several forward indexes analysed apart (one per batch of chunks, each with term ids of its own)
 * joined into the one a single build would have made over a chosen subsequence of their documents.
 *
 * A build numbers terms in the order documents first use them, and each document's terms come in
 * that order too (retrieve/bm25-analysis.ts, analyseDocs): walking the chosen documents in order and giving
 * each batch term a global id on first sight therefore gives every term the id a single build gives
 * it. The result is the same forward index, to the last bit, however the documents were split
 * (tested over random splits), so the index, its scores and every report are the same too.
 */
import type { AnalysedDocs } from '../../retrieve/bm25';

/** Which documents to take, in order: the `doc`-th document of batch `part`, for each position. */
export interface AnalysedSelection {
  part: Uint32Array;
  doc: Uint32Array;
}

/** The chosen documents of `parts`, as one forward index; throws when a batch's documents are chosen out of order. */
export function mergeAnalysed(parts: readonly AnalysedDocs[], pick: AnalysedSelection): AnalysedDocs {
  const n = pick.part.length;
  const nf = parts.length ? parts[0].fieldAt.length : 0;
  let total = 0;
  for (let k = 0; k < n; k++) {
    const s = parts[pick.part[k]].start;
    total += s[pick.doc[k] + 1] - s[pick.doc[k]];
  }
  const terms = new Uint32Array(total);
  const tfs = new Float32Array(total);
  const start = new Uint32Array(n + 1);
  const dl = new Float64Array(n);
  const fieldLen = Array.from({ length: nf }, () => new Float64Array(n));
  const fieldCap = Array.from({ length: nf }, (_, f) => parts.reduce((m, p) => m + p.fieldAt[f].length, 0));
  const fieldAt = fieldCap.map((c) => new Uint32Array(c));
  const fieldVal = fieldCap.map((c) => new Float32Array(c));
  const fieldW = new Array<number>(nf).fill(0);
  const vocab: string[] = [];
  const ids = new Map<string, number>();
  let df = new Uint32Array(1024);
  // Batches of one session (a worker thread's AnalysisSession) share one numbering, whose terms
  // each batch brought in part: their terms gathered first, then one map to the global ids each.
  const sessionOf = parts.map((p, i) => (p.session === undefined ? `batch ${i}` : `session ${p.session}`));
  const termsOf = new Map<string, string[]>();
  parts.forEach((p, i) => {
    let terms = termsOf.get(sessionOf[i]);
    if (!terms) termsOf.set(sessionOf[i], (terms = []));
    const from = p.vocabFrom ?? 0;
    for (let j = 0; j < p.vocab.length; j++) terms[from + j] = p.vocab[j];
  });
  const mapOf = new Map([...termsOf].map(([k, terms]) => [k, new Int32Array(terms.length).fill(-1)]));
  /** Per batch: its term id → the global one (−1 until first seen), and its terms by id. */
  const globalOf = sessionOf.map((k) => mapOf.get(k)!);
  const localTerms = sessionOf.map((k) => termsOf.get(k)!);
  /** Per batch: the next document allowed, and each field's read position. */
  const nextDoc = new Uint32Array(parts.length);
  const fieldRead = parts.map(() => new Array<number>(nf).fill(0));
  let w = 0;
  for (let k = 0; k < n; k++) {
    const p = pick.part[k];
    const d = pick.doc[k];
    if (d < nextDoc[p]) throw new Error(`mergeAnalysed: document ${d} of batch ${p} chosen out of order`);
    nextDoc[p] = d + 1;
    const part = parts[p];
    const map = globalOf[p];
    const a = part.start[d];
    const b = part.start[d + 1];
    start[k] = w;
    for (let i = a; i < b; i++) {
      const local = part.terms[i];
      let g = map[local];
      if (g < 0) {
        const term = localTerms[p][local];
        const known = ids.get(term);
        if (known === undefined) {
          g = vocab.length;
          ids.set(term, g);
          vocab.push(term);
          if (g >= df.length) {
            const grown = new Uint32Array(df.length * 2);
            grown.set(df);
            df = grown;
          }
        } else g = known;
        map[local] = g;
      }
      terms[w + i - a] = g;
      tfs[w + i - a] = part.tfs[i];
      df[g]++;
    }
    for (let f = 0; f < nf; f++) {
      const at = part.fieldAt[f];
      const val = part.fieldVal[f];
      let r = fieldRead[p][f];
      while (r < at.length && at[r] < a) r++; // counts of documents not chosen
      for (; r < at.length && at[r] < b; r++) {
        fieldAt[f][fieldW[f]] = w + at[r] - a;
        fieldVal[f][fieldW[f]++] = val[r];
      }
      fieldRead[p][f] = r;
      fieldLen[f][k] = part.fieldLen[f][d];
    }
    dl[k] = part.dl[d];
    w += b - a;
  }
  start[n] = w;
  return {
    vocab,
    terms,
    tfs,
    start,
    df: df.slice(0, vocab.length),
    fieldAt: fieldAt.map((x, f) => x.subarray(0, fieldW[f])),
    fieldVal: fieldVal.map((x, f) => x.subarray(0, fieldW[f])),
    dl,
    fieldLen,
  };
}
