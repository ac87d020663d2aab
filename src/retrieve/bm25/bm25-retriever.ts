/**
 * The embedded BM25 retriever (the default): chunks → Bm25Index over `indexText`, with the
 * heading path as its own field when `retriever.bm25.heading_boost` > 0, the page title and the
 * heading trail as BM25F fields when `retriever.bm25.fields` gives them a weight, and each chunk's
 * page boost (`retriever.boosts`) when its document has one.
 */
import type { Bm25FieldsConfig, RetrieverConfig } from '../../config/types';
import type { Chunk, Hit, Retriever, ScoreExplanation } from '../../types';
import { createAnalyzer, type Analyzer } from './analyzer';
import { Bm25Index, fieldsActive, type Bm25BuildOptions, type Bm25Doc, type Bm25Params } from './bm25';
import { pageRanker } from './page-prior';
import { feedbackRanker } from './feedback';
import { collapseSections, sectionLookup, type SectionOf } from './collapse';

/** The heading path of a chunk as one line: title, then the trail, without repeating the title. */
export function headingText(chunk: Chunk): string {
  const parts = chunk.docTitle ? [chunk.docTitle] : [];
  for (const h of chunk.trail) if (h.text !== parts[parts.length - 1]) parts.push(h.text);
  return parts.join(' > ');
}

/**
 * The heading trail as one line, without a first heading that repeats the page title (that is the
 * title field), then the headings of the sections combined into the chunk.
 */
export function trailText(chunk: Chunk): string {
  const heads = chunk.trail.map((h) => h.text);
  if (heads.length && heads[0] === chunk.docTitle) heads.shift();
  // A chunk that took short sections after its own (chunking.combine_under) is about their headings too.
  if (chunk.combined) for (const c of chunk.combined) if (c.heading) heads.push(c.heading);
  return heads.join(' > ');
}

const NO_FIELDS: Bm25FieldsConfig = { title: { weight: 0, b: 0 }, headings: { weight: 0, b: 0 } };

/** The configured extra fields (a config object built before they existed has none). */
function fieldsOf(retriever: RetrieverConfig): Bm25FieldsConfig {
  return retriever.bm25.fields ?? NO_FIELDS;
}

/** The index parameters of the `bm25` config section. */
export function bm25Params(retriever: RetrieverConfig): Bm25Params {
  const { k1, b, heading_boost } = retriever.bm25;
  const fields = fieldsOf(retriever);
  return { k1, b, headingBoost: heading_boost, fields: fieldsActive(fields) ? fields : undefined };
}

/**
 * The lead and trail strings of the last chunk bm25Doc saw: the chunks of a section share one
 * trail array (chunk/build.ts), so consecutive chunks reuse them instead of building them again.
 */
export interface Bm25DocMemo {
  trail?: Chunk['trail'];
  title?: string;
  lead?: string[];
  headings?: string;
}

/** What bm25Doc may be given besides the chunk and the settings (every field optional). */
export interface Bm25DocOptions {
  /** The page boost of the chunk's document (retrieve/boosts.ts); default 1 (none). */
  boost?: number;
  /** Shared by consecutive calls so that chunks of one section reuse their strings; default: a fresh one. */
  memo?: Bm25DocMemo;
}

/** A chunk as the index sees it: body, legacy heading field, title and headings fields (those of weight 0 left out), boost. */
export function bm25Doc(c: Chunk, retriever: RetrieverConfig, opts: Bm25DocOptions = {}): Bm25Doc {
  const { boost, memo = {} } = opts;
  const { heading_boost } = retriever.bm25;
  const fields = fieldsOf(retriever);
  const doc: Bm25Doc = { id: c.id, text: c.indexText, heading: heading_boost > 0 ? headingText(c) : undefined };
  if (memo.trail !== c.trail || memo.title !== c.docTitle) {
    memo.trail = c.trail;
    memo.title = c.docTitle;
    memo.lead = undefined;
    memo.headings = undefined;
  }
  if (c.indexText.length > c.text.length) {
    // The heading path the chunker put before the text (chunk/build.ts): the title, then the
    // trail's headings, a top heading that repeats the title and empty ones left out. The index
    // relies on it (checking only the lengths), so it is derived exactly as the chunker builds it.
    if (memo.lead === undefined) {
      const lead = c.docTitle ? [c.docTitle] : [];
      c.trail.forEach((h, k) => {
        if (h.text !== '' && !(k === 0 && h.text === c.docTitle)) lead.push(h.text);
      });
      memo.lead = lead;
    }
    doc.lead = memo.lead;
    doc.body = c.text;
  }
  if (fields.title.weight > 0) doc.title = c.docTitle;
  // A chunk that took other sections (chunking.combine_under) adds their headings: not shared.
  if (fields.headings.weight > 0) doc.headings = c.combined ? trailText(c) : (memo.headings ??= trailText(c));
  if (boost !== undefined && boost !== 1) doc.boost = boost;
  return doc;
}

/**
 * How buildBm25Index and createBm25Retriever build the index (every field optional): the
 * Bm25BuildOptions make it reusable by a later build, or build it from an earlier one
 * (engine/shared-bm25.ts: compare's head from its base; same rankings as a build from scratch).
 */
export interface Bm25IndexOptions extends Bm25BuildOptions {
  /** Analyses the documents (and later the queries); default: one built from `retriever.analyzer`. */
  analyzer?: Analyzer;
  /** A document path to its page boost (retrieve/boosts.ts); default: no boosts. */
  boosts?: ReadonlyMap<string, number>;
}

/** Builds the BM25 index for `chunks` with the BM25 settings of `retriever`; see Bm25IndexOptions. */
export function buildBm25Index(chunks: readonly Chunk[], retriever: RetrieverConfig, opts: Bm25IndexOptions = {}): Bm25Index {
  const { analyzer = createAnalyzer(retriever.analyzer), boosts = new Map<string, number>(), ...build } = opts;
  const params = bm25Params(retriever);
  if (build.analysed && !build.reusable && !build.from && Bm25Index.takesAnalysis(build.analysed, chunks.length, params)) {
    // Analysed already (worker threads), and no later build reads the texts: the build reads only
    // each document's id and boost, so it gets those alone (the fields' strings and lead arrays of
    // a full Bm25Doc were about 330 bytes a chunk, alive through the build's peak at 1M chunks).
    const bare: Bm25Doc[] = chunks.map((c) => {
      const boost = boosts.get(c.path);
      return boost !== undefined && boost !== 1 ? { id: c.id, text: c.indexText, boost } : { id: c.id, text: c.indexText };
    });
    return Bm25Index.build(bare, analyzer, params, build);
  }
  const memo: Bm25DocMemo = {};
  const docs: Bm25Doc[] = chunks.map((c) => bm25Doc(c, retriever, { boost: boosts.get(c.path), memo }));
  return Bm25Index.build(docs, analyzer, params, build);
}

/**
 * What ran, for reports: `bm25(k1=1.2,b=0.75)`, plus every analyzer or field setting that differs
 * from the defaults (`heading_boost=2`, `language=french`, `stemming=off`…), so two reports that
 * name the same retriever ranked the same way.
 */
export function bm25Label(retriever: RetrieverConfig): string {
  const { k1, b, heading_boost } = retriever.bm25;
  const fields = fieldsOf(retriever);
  const a = retriever.analyzer;
  const parts = [`k1=${k1}`, `b=${b}`];
  if (heading_boost > 0) parts.push(`heading_boost=${heading_boost}`);
  for (const f of ['title', 'headings'] as const) if (fields[f].weight > 0) parts.push(`${f}=${fields[f].weight}/b${fields[f].b}`);
  const boosts = retriever.boosts ?? { paths: {}, meta: {} };
  const nBoosts = Object.keys(boosts.paths).length + Object.values(boosts.meta).reduce((n, v) => n + Object.keys(v).length, 0);
  if (nBoosts) parts.push(`boosts=${nBoosts}`);
  const page = retriever.bm25.page;
  if (page && page.weight > 0) parts.push(`page=${page.weight}/${page.pool}`);
  const fb = retriever.bm25.feedback;
  if (fb && fb.weight > 0) parts.push(`feedback=${fb.docs}/${fb.terms}/${fb.weight}`);
  if (retriever.bm25.collapse !== 'section') parts.push('collapse=none');
  if (a.language !== 'english') parts.push(`language=${a.language}`);
  if (!a.stemming) parts.push('stemming=off');
  if (a.stopwords === false) parts.push('stopwords=off');
  else if (Array.isArray(a.stopwords)) parts.push(`stopwords=${a.stopwords.length}`);
  if (!a.cjk_bigrams) parts.push('cjk_bigrams=off');
  if (a.code_identifiers === false) parts.push('code_identifiers=off');
  return `bm25(${parts.join(',')})`;
}

/** The embedded BM25 retriever over `chunks` (Hit.matched holds the query terms each hit contains); `opts` as buildBm25Index's. */
/** The configured retriever's BM25 settings as a plain BM25 retriever's (no reranker), whatever its type: what draft and review rank with beside it. */
export function plainBm25(retriever: RetrieverConfig): RetrieverConfig {
  return { ...retriever, type: 'bm25', rerank: undefined };
}

export function createBm25Retriever(chunks: readonly Chunk[], retriever: RetrieverConfig, opts: Bm25IndexOptions = {}): Retriever {
  const { analyzer, boosts } = opts;
  const index = buildBm25Index(chunks, retriever, opts);
  // For explanations only: the chunk as the index saw it, found when asked.
  let byId: Map<string, Chunk> | undefined;
  const docOf = (id: string): Bm25Doc | undefined => {
    byId ??= new Map(chunks.map((c) => [c.id, c]));
    const c = byId.get(id);
    return c && bm25Doc(c, retriever, { boost: boosts?.get(c.path) });
  };
  return bm25IndexRetriever(index, retriever, { docOf, chunkOf: chunkLookup(chunks), analyzer, sectionOf: sectionLookup(chunks) });
}

/** A chunk by id, for page evidence (its page) and feedback (its text); the map is built when first asked. */
export function chunkLookup(chunks: readonly Chunk[]): (id: string) => Chunk | undefined {
  let byId: Map<string, Chunk> | undefined;
  return (id) => (byId ??= new Map(chunks.map((c) => [c.id, c]))).get(id);
}

/** What bm25IndexRetriever may be given besides the index and the settings (every field optional). */
export interface Bm25RetrieverOptions {
  /** A chunk as indexed, by id: lets the retriever explain scores; default: no `explain`. */
  docOf?: (id: string) => Bm25Doc | undefined;
  /** A chunk by id: serves page evidence (its page) and feedback (its text); default: pages are chunk ids, no feedback text. */
  chunkOf?: (id: string) => Chunk | undefined;
  /** The analyzer feedback expands queries with; default: one built from `retriever.analyzer` when first needed. */
  analyzer?: Analyzer;
  /** Each chunk's section (retrieve/bm25/collapse.ts), for `collapse: section`; default: no collapsing. */
  sectionOf?: SectionOf;
}

/** The retriever over an index built by buildBm25Index with the settings of `retriever`; see Bm25RetrieverOptions. */
export function bm25IndexRetriever(index: Bm25Index, retriever: RetrieverConfig, opts: Bm25RetrieverOptions = {}): Retriever {
  const { docOf, chunkOf, analyzer, sectionOf } = opts;
  // Section scores, then page evidence (retrieve/bm25/page-prior.ts), then feedback (retrieve/bm25/feedback.ts) over both.
  const ranker = pageRanker(index, retriever.bm25.page, chunkOf && ((id) => chunkOf(id)?.path ?? id));
  let fbAnalyzer = analyzer;
  const fb = feedbackRanker(ranker.search, retriever.bm25.feedback, chunkOf && ((id) => chunkOf(id)?.indexText), () => (fbAnalyzer ??= createAnalyzer(retriever.analyzer)));
  // Last, over the final scores: each section's best chunk takes its place, the others give theirs up.
  const search = retriever.bm25.collapse === 'section' && sectionOf ? collapseSections(fb.search, sectionOf) : fb.search;
  const r: Retriever = {
    name: bm25Label(retriever),
    async search(queries: readonly string[], depth: number): Promise<Hit[][]> {
      return queries.map((q) => search(q, depth));
    },
  };
  if (docOf) {
    r.explain = (query: string, id: string): ScoreExplanation | undefined => {
      const doc = docOf(id);
      const e = doc && index.explainDoc(query, doc);
      if (!e) return undefined;
      const fields = { body: 0, title: 0, headings: 0 };
      for (const t of e.terms) {
        fields.body += t.fields.body;
        fields.title += t.fields.title;
        fields.headings += t.fields.headings;
      }
      const page = ranker.evidence(query, id);
      const feedback = fb.evidence(query, id);
      const score = e.score + (page?.score ?? 0) + (feedback?.score ?? 0);
      return { score, boost: e.boost, fields, terms: e.terms, ...(page ? { page } : {}), ...(feedback ? { feedback: { score: feedback.score, terms: feedback.terms.map((t) => t.word) } } : {}) };
    };
  }
  return r;
}
