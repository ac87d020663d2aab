/**
 * Several forward indexes analysed apart (one per batch of chunks, each with term ids of its own)
 * joined into the analysis a single build would have made of a chosen subsequence of their
 * documents, without copying their per-term arrays: the build lays its postings out from the
 * batches themselves (retrieve/bm25/bm25-index.ts), which at a million chunks saves a copy of every
 * posting (about 580 MB) and a pass over them.
 *
 * A build numbers terms in the order documents first use them, and each document's terms come in
 * that order too (retrieve/bm25/bm25-analysis.ts, analyseDocs): walking the chosen documents in order
 * and giving each batch term a global id on first sight therefore gives every term the id a single
 * build gives it. The index is then the same, to the last bit, however the documents were split
 * (tested over random splits), so its scores and every report are the same too.
 */
import type { AnalysedDocs, MergedAnalysis } from '../../retrieve/bm25/bm25';

/** Which documents to take, in order: the `doc`-th document of batch `part`, for each position. */
export interface AnalysedSelection {
  part: Uint32Array;
  doc: Uint32Array;
}

/** The chosen documents of `parts`, as one build's analysis; throws when a batch's documents are chosen out of order. */
export function mergeAnalysed(parts: readonly AnalysedDocs[], pick: AnalysedSelection): MergedAnalysis {
  const n = pick.part.length;
  const nf = parts.length ? parts[0].fieldAt.length : 0;
  const dl = new Float64Array(n);
  const fieldLen = Array.from({ length: nf }, () => new Float64Array(n));
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
  const globalOf = sessionOf.map((k) => mapOf.get(k)!);
  const localTerms = sessionOf.map((k) => termsOf.get(k)!);
  /** Per batch: the next document allowed. */
  const nextDoc = new Uint32Array(parts.length);
  for (let k = 0; k < n; k++) {
    const p = pick.part[k];
    const d = pick.doc[k];
    if (d < nextDoc[p]) throw new Error(`mergeAnalysed: document ${d} of batch ${p} chosen out of order`);
    nextDoc[p] = d + 1;
    const part = parts[p];
    const map = globalOf[p];
    const terms = part.terms;
    for (let i = part.start[d], b = part.start[d + 1]; i < b; i++) {
      const local = terms[i];
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
      df[g]++;
    }
    for (let f = 0; f < nf; f++) fieldLen[f][k] = part.fieldLen[f][d];
    dl[k] = part.dl[d];
  }
  return { vocab, ids, df: df.slice(0, vocab.length), dl, fieldLen, fields: nf, parts: [...parts], part: pick.part, doc: pick.doc, globalOf };
}
