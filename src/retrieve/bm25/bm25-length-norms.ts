/**
 * BM25F's length normalisation and pseudo-frequency: the one place the scoring formula's per-document
 * parts are written (bm25-index.ts's opening comment gives the formula). Pure arithmetic.
 */
import { EXTRA_FIELDS, fieldsActive, type Bm25Params } from './bm25-types';

/** The length normalisations: per document the body's B = 1 − b + b·dl/avgdl (and k1·B), and each extra field's, when the fields are scored. */
export interface LengthNorms {
  avgdl: number;
  bodyB: Float64Array;
  norm: Float64Array;
  /** Empty when the extra fields are not scored. */
  fieldB: Float64Array[];
}

export function lengthNorms(dl: Float64Array, totalLen: number, fieldLen: Float64Array[], params: Bm25Params): LengthNorms {
  const n = dl.length;
  const avgdl = n > 0 ? totalLen / n : 0;
  const norm = new Float64Array(n);
  const bodyB = new Float64Array(n);
  const { k1, b } = params;
  for (let d = 0; d < n; d++) {
    bodyB[d] = 1 - b + (avgdl > 0 ? (b * dl[d]) / avgdl : 0);
    norm[d] = k1 * bodyB[d];
  }
  if (!fieldsActive(params.fields) || fieldLen.length !== EXTRA_FIELDS.length) return { avgdl, bodyB, norm, fieldB: [] };
  const fp = EXTRA_FIELDS.map((f) => params.fields![f]);
  const fieldB = fieldLen.map((len, f) => {
    let sum = 0;
    for (let d = 0; d < n; d++) sum += len[d];
    const avg = n > 0 ? sum / n : 0;
    const out = new Float64Array(n);
    for (let d = 0; d < n; d++) out[d] = 1 - fp[f].b + (avg > 0 ? (fp[f].b * len[d]) / avg : 0);
    return out;
  });
  return { avgdl, bodyB, norm, fieldB };
}

/**
 * One posting's BM25F pseudo-frequency (the file comment's tf~): tf / B_body, plus w_f · tf_f / B_f
 * for each extra field whose weight and count are positive, summed in this order in doubles. The
 * one place the formula is written: every build path (laid out from the analysis, summed from raw
 * counts, merged from an earlier index) and the explanation call it, so they store the same bits
 * (property-tested in __tests__/retrieve/bm25f-paths.test.ts). Small and monomorphic, so V8
 * inlines it into the loops that run once per posting.
 */
export function pseudoFrequency(tf: number, bodyB: number, w0: number, tf0: number, b0: number, w1: number, tf1: number, b1: number): number {
  let v = tf > 0 ? tf / bodyB : 0;
  if (w0 > 0 && tf0 > 0) v += (w0 * tf0) / b0;
  if (w1 > 0 && tf1 > 0) v += (w1 * tf1) / b1;
  return v;
}
