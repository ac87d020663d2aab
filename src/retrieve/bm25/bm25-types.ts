/** The shapes a BM25 index takes and gives: its parameters, its documents, its explanations and build options. */

export interface Bm25Params {
  /** Term-frequency saturation (Lucene default 1.2). */
  k1: number;
  /** Length normalisation, 0 = none, 1 = full (Lucene default 0.75). */
  b: number;
  /** Weight of the heading field, 0 = not a field of its own. */
  headingBoost: number;
  /** The page title and the heading trail as fields of their own (BM25F); absent = not indexed. */
  fields?: Bm25Fields;
}

/** Weight and length normalisation of one extra field. */
export interface Bm25FieldParams {
  weight: number;
  b: number;
}

/** The extra fields (title, headings) a document can be scored on besides its body. */
export interface Bm25Fields {
  title: Bm25FieldParams;
  headings: Bm25FieldParams;
}

/** Names of the extra fields, in the order their term frequencies are kept. */
export const EXTRA_FIELDS = ['title', 'headings'] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];

/** True when `fields` makes the extra fields count (some weight > 0). */
export function fieldsActive(fields: Bm25Fields | undefined): fields is Bm25Fields {
  return !!fields && (fields.title.weight > 0 || fields.headings.weight > 0);
}

/** One document to index: its id, its text, and (optionally) its heading path as a field. */
export interface Bm25Doc {
  id: string;
  text: string;
  heading?: string;
  /** The page title, a field of its own when `fields` are active. */
  title?: string;
  /** The heading trail (title not repeated), a field of its own when `fields` are active. */
  headings?: string;
  /** Page-level multiplier of the document's score (default 1; > 0). */
  boost?: number;
  /**
   * Given together, `text` MUST be these strings joined by ` > `, a blank line, then `body` (a
   * chunk's heading path before its text; bm25Doc derives them from the chunk as the chunker
   * built it). The build then analyses each distinct lead string once (a page title recurs in all
   * its chunks, "Remarks" in many pages) and only `body` per document, without reading `text` at
   * all (reading a chunk's joined text would copy it flat, 46 MB on cpp-docs). The terms are the
   * same: tokens never span ` > ` or a blank line, and lowercasing is per part alike. The build
   * checks the lengths and analyses `text` whole when they disagree.
   */
  lead?: readonly string[];
  body?: string;
}

/** One query term's part in one document's score, split by field (see Bm25Index.explainDoc). */
export interface Bm25TermExplanation {
  term: string;
  idf: number;
  /** The term's whole contribution to the score (before the document's boost). */
  score: number;
  /** That contribution split by field, in proportion to each field's share of the pseudo-frequency. */
  fields: { body: number; title: number; headings: number };
}

/** Why a document scored what it did: per term, per field, and the page boost. */
export interface Bm25Explanation {
  terms: Bm25TermExplanation[];
  boost: number;
  score: number;
}

/** Sizes of a built index (for benches and progress lines). */
export interface Bm25Stats {
  docs: number;
  terms: number;
  postings: number;
  avgdl: number;
}

/**
 * Batches of documents analysed apart (AnalysedDocs each, term ids of their own), joined without
 * copying their per-term arrays (engine/workers/merge-analysed.ts): a build's documents in order,
 * each the `doc[k]`-th of batch `part[k]`, with each batch's term ids mapped to the ids one build
 * over those documents gives (`globalOf`), and what a build needs of the whole (vocabulary,
 * document frequencies, lengths). A build lays the postings out straight from the batches.
 */
export interface MergedAnalysis {
  /** Global term id → term. */
  vocab: string[];
  /** Term → global id (vocab inverted), when the merge built it: the index takes it as its term map. */
  ids?: Map<string, number>;
  df: Uint32Array;
  dl: Float64Array;
  fieldLen: Float64Array[];
  /** Extra fields analysed (each batch has this many `fieldAt` arrays). */
  fields: number;
  parts: AnalysedDocs[];
  part: Uint32Array;
  doc: Uint32Array;
  /** Per batch: its term id → the global one. */
  globalOf: Int32Array[];
}

/**
 * Documents analysed into a forward index, as plain typed arrays (what a worker thread hands back,
 * and what merging several of them gives): document i's distinct terms are terms[start[i] …
 * start[i+1]) with their tfs, in the order the document first uses them; each extra field's
 * non-zero counts sit at positions `fieldAt` (ascending) of `terms`, values `fieldVal`.
 */
export interface AnalysedDocs {
  /** Term id → term (ids are dense, 0 …); from an AnalysisSession, only the batch's new terms, ids from `vocabFrom` on. */
  vocab: string[];
  /** The id of vocab[0] (0 unless from an AnalysisSession). */
  vocabFrom?: number;
  /** Which AnalysisSession numbered the terms (batches of one session share their term ids). */
  session?: number;
  terms: Uint32Array;
  tfs: Float32Array;
  start: Uint32Array;
  /** Document frequency per term id (empty from an AnalysisSession: merging counts it). */
  df: Uint32Array;
  fieldAt: Uint32Array[];
  fieldVal: Float32Array[];
  /** Each document's length, and each extra field's (as Bm25Index.build computes them). */
  dl: Float64Array;
  fieldLen: Float64Array[];
}
