/** Analysing documents apart from a build (worker threads: engine/workers/), into forward indexes a build lays out as its own. */
import type { Analyzer } from './analyzer';
import { Forward, type Grow } from './bm25-forward';
import { EXTRA_FIELDS, fieldsActive, type AnalysedDocs, type Bm25Doc, type Bm25Params } from './bm25-types';

/**
 * Analyses `docs` into a forward index of their own (term ids in first-use order), as a build
 * from scratch would before laying out postings: the per-document work a worker thread does.
 */
export function analyseDocs(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params): AnalysedDocs {
  return analyse(docs, analyzer, params, new Map(), true);
}

/** analyseDocs, filling `termIds` (term → id) too; `compact`: copies of the arrays' used part, else views of them. */
export function analyse(docs: readonly Bm25Doc[], analyzer: Analyzer, params: Bm25Params, termIds: Map<string, number>, compact: boolean): AnalysedDocs {
  const vocab: string[] = [];
  const newTerm = (term: string): number => {
    termIds.set(term, vocab.length);
    vocab.push(term);
    return vocab.length - 1;
  };
  const extra = fieldsActive(params.fields);
  const fwd = new Forward(analyzer, params.headingBoost, extra, (term) => termIds.get(term), newTerm, 0);
  const dl = new Float64Array(docs.length);
  const fieldLen = extra ? EXTRA_FIELDS.map(() => new Float64Array(docs.length)) : [];
  for (let d = 0; d < docs.length; d++) {
    dl[d] = fwd.add(docs[d]);
    for (let f = 0; f < fieldLen.length; f++) fieldLen[f][d] = fwd.lastFieldLen[f];
  }
  fwd.done();
  // Compact: copies of the used part only, so that buffers handed to another thread hold nothing else.
  const used = <T extends Uint32Array | Float32Array>(g: Grow<T>): T => (compact ? (g.data.slice(0, g.length) as T) : g.trimmed());
  return {
    vocab,
    terms: used(fwd.terms),
    tfs: used(fwd.tfs),
    start: Uint32Array.from(fwd.start),
    df: used(fwd.df),
    fieldAt: fwd.fieldAt.map(used),
    fieldVal: fwd.fieldVal.map(used),
    dl,
    fieldLen,
  };
}

/**
 * Analyses batch after batch under one term numbering (a worker thread's): the analyzer's memo of
 * term ids stays warm from batch to batch, and each term crosses to the merging thread once, in the
 * first batch that uses it (`vocab` from `vocabFrom`). `session` tells merging whose numbering it is.
 */
export class AnalysisSession {
  private readonly termIds = new Map<string, number>();
  private readonly vocab: string[] = [];
  private sent = 0;
  private readonly fwd: Forward;
  private readonly nf: number;

  constructor(analyzer: Analyzer, params: Bm25Params, private readonly session: number) {
    const newTerm = (term: string): number => {
      this.termIds.set(term, this.vocab.length);
      this.vocab.push(term);
      return this.vocab.length - 1;
    };
    const extra = fieldsActive(params.fields);
    this.nf = extra ? EXTRA_FIELDS.length : 0;
    this.fwd = new Forward(analyzer, params.headingBoost, extra, (term) => this.termIds.get(term), newTerm, 0);
  }

  /** One batch, as analyseDocs gives it but numbered by the session. */
  analyse(docs: readonly Bm25Doc[]): AnalysedDocs {
    const fwd = this.fwd;
    // A fresh forward index for the batch; the terms, their ids and the memos carry on.
    fwd.terms.length = 0;
    fwd.tfs.length = 0;
    fwd.start.length = 1;
    for (let f = 0; f < this.nf; f++) {
      fwd.fieldAt[f].length = 0;
      fwd.fieldVal[f].length = 0;
    }
    const dl = new Float64Array(docs.length);
    const fieldLen = Array.from({ length: this.nf }, () => new Float64Array(docs.length));
    for (let d = 0; d < docs.length; d++) {
      dl[d] = fwd.add(docs[d]);
      for (let f = 0; f < this.nf; f++) fieldLen[f][d] = fwd.lastFieldLen[f];
    }
    const used = <T extends Uint32Array | Float32Array>(g: Grow<T>): T => g.data.slice(0, g.length) as T;
    const vocabFrom = this.sent;
    this.sent = this.vocab.length;
    return {
      vocab: this.vocab.slice(vocabFrom),
      vocabFrom,
      session: this.session,
      terms: used(fwd.terms),
      tfs: used(fwd.tfs),
      start: Uint32Array.from(fwd.start),
      df: new Uint32Array(0),
      fieldAt: fwd.fieldAt.map(used),
      fieldVal: fwd.fieldVal.map(used),
      dl,
      fieldLen,
    };
  }
}
