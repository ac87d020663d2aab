/**
 * The plain values that flow through retrieval-gate, one stage to the next:
 * snapshot → documents → chunks → index → rankings → per-question results → comparison → report.
 * Every stage takes and returns these; none of them holds a handle on the world (files, git, HTTP).
 */

// ── Snapshot: the files of the docs at one revision or in one folder ────────────────────────────

/** One document file read from a snapshot, already decoded. */
export interface SourceFile {
  /** Repository-root (or folder) relative POSIX path, no leading `./`. */
  path: string;
  /** Git blob hash of the raw bytes (computed the same way for folders), so equal content = equal hash. */
  hash: string;
  /** Decoded UTF-8 text (invalid sequences replaced, with a note). */
  text: string;
  /** Size of the raw bytes. */
  size: number;
}

export const SKIP_REASONS = ['binary', 'invalid-utf8', 'too-large', 'symlink', 'unreadable', 'parse-error', 'lfs-pointer', 'time-budget'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A file that was skipped, or indexed after a repair, with why. Never a crash. */
export interface FileNote {
  path: string;
  reason: SkipReason;
  /** `skipped` when the file is not indexed, `repaired` when it is indexed after a fix-up. */
  action: 'skipped' | 'repaired';
  detail: string;
}

/** The docs of one side: a git revision or a folder. */
export interface Snapshot {
  /** What the user named: a revision (`main`, `HEAD~1`) or a folder path. */
  label: string;
  /** Resolved commit SHA for a git revision; undefined for a folder. */
  commit?: string;
  files: SourceFile[];
  notes: FileNote[];
}

// ── Documents and chunks ─────────────────────────────────────────────────────────────────────

export const DOC_FORMATS = ['markdown', 'mdx', 'rst', 'asciidoc', 'html', 'text'] as const;
export type DocFormat = (typeof DOC_FORMATS)[number];

/** One heading on a chunk's trail. */
export interface HeadingRef {
  /** Plain text of the heading (markup stripped). */
  text: string;
  /**
   * GitHub-exact slug, with `-1`, `-2` for repeats within the document; for a Sphinx object
   * description, the id Sphinx's HTML builder writes (`confval-filterwarnings`), `''` when it writes none.
   */
  slug: string;
  /** Explicit ids the heading declares (`{#id}`, `<a name>`, reST labels, AsciiDoc ids). */
  ids: readonly string[];
  /**
   * The anchor the published docs site gives the heading (VitePress, mdBook, MkDocs…: chunk/site-slug.ts),
   * when the site's generator is known and its anchor is not `slug`; absent otherwise. Labels
   * resolve in this form and in the GitHub form; the tool writes this one.
   */
  site?: string;
  /** 1 for the outermost heading level in use. */
  level: number;
}

/** A retrievable unit of a document. */
export interface Chunk {
  /**
   * Stable id: `path#slug` of the innermost heading (`path#` for text before the first heading),
   * with `:2`, `:3`… for the further parts of a split section. Ties in score are broken by it.
   */
  id: string;
  path: string;
  /** Document title (front matter title, else first heading, else file name). */
  docTitle: string;
  /** Headings from outermost to innermost. */
  trail: HeadingRef[];
  /** The trail as slugs, outermost first, each followed by its explicit ids (docs/report.md). */
  anchors: string[];
  /** Body text of the chunk as it stands in the document. */
  text: string;
  /** What is indexed: `Title > Section > Subsection` then a blank line then the text. */
  indexText: string;
  /** Byte offsets of the chunk in the file (UTF-8), end exclusive. */
  start: number;
  end: number;
  /** 1-based lines of the chunk's first and last character in the file (absent on a side read from an older cache). */
  line?: number;
  end_line?: number;
  /** Hash of the body text, heading left out, when `text` is not kept (a base side read from the cache). */
  bodyHash?: string;
  /** 0 for the first part of a section, 1… for further parts of a split one. */
  part: number;
  /**
   * The byte ranges the chunk was cut from, sorted, not overlapping, end exclusive, when it is more
   * than the one range `start`…`end` (e.g. sections folded into one chunk). Absent: `[[start, end]]`.
   * Span judging (golden/spans.ts) reads a chunk's source from these.
   */
  ranges?: Array<[number, number]>;
  /**
   * Sections without content of their own (only links, or only a heading) folded into this chunk
   * instead of being indexed alone (`chunking.fold_empty_sections`); their byte ranges are in
   * `ranges`, so span judging counts this chunk for a label naming one of them. Absent when none.
   */
  folded?: FoldedSection[];
  /**
   * Short sections indexed as part of this chunk (`chunking.combine_under`), after its own: each
   * one's chunk id as it would stand alone and its anchors. Their byte ranges are in `ranges`.
   */
  combined?: Array<{ id: string; anchors: string[]; heading: string }>;
}

/** A section that is not indexed on its own: only links (See also, navigation) or only a heading. */
export interface FoldedSection {
  /** Its heading's slug and explicit ids: the anchors a label can use for it. */
  anchors: string[];
  heading: string;
  why: 'links-only' | 'heading-only';
  /** Id of the chunk that carries it, or null when dropped (its subsections' chunks carry its anchor). */
  into: string | null;
  /** Source range of the section in the file: UTF-8 bytes (end exclusive) and 1-based lines, for span judging. */
  source: { start: number; end: number; line: number; end_line: number };
}

/**
 * One section of a document as a byte range: from its heading to the next heading of the same or
 * a higher level (or the end of the file), so its subsections are inside it. A `path#anchor`
 * label covers the sections whose slug or explicit ids include the anchor.
 */
export interface SectionSpan {
  heading: HeadingRef;
  /** UTF-8 byte offsets in the file, end exclusive. */
  start: number;
  end: number;
}

/** A parsed document. */
export interface Doc {
  path: string;
  hash: string;
  format: DocFormat;
  title: string;
  /** Front matter (YAML or TOML), as parsed. Used by filters (`status: superseded`). */
  meta: Record<string, unknown>;
  /** Every anchor the document defines: slugs and explicit ids. */
  anchors: string[];
  chunks: Chunk[];
  /** Sections folded into another chunk or dropped (see Chunk.folded); absent when none. */
  folded?: FoldedSection[];
  /** Things worth telling about this document (unclosed fence, oversized block split…). */
  notes: string[];
  /** Its sections as byte ranges, in document order (absent on a side read back from the cache). */
  sections?: SectionSpan[];
  /**
   * Who cut `chunks`: absent for the built-in chunker, `retriever` when a command retriever in
   * documents mode chunked the file itself (its chunks' trails are then derived from their spans).
   */
  chunkedBy?: 'retriever';
  /** Set when the document is not indexed (chunking ran over the per-file time budget, or it has too many sections): why. */
  skipped?: string;
  /** The note's reason for a skipped document (default `time-budget`). */
  skipReason?: 'time-budget' | 'too-large';
}

// ── Golden set ───────────────────────────────────────────────────────────────────────────────

/** A source label: a whole document, or one section of it (its subsections included). */
export interface Label {
  /** Normalised text, `path` or `path#anchor`; for an "any of" group, `{any: [member, member]}`. */
  raw: string;
  /** For a group: its first member's path (code that needs every member reads `any`). */
  path: string;
  anchor?: string;
  /**
   * Present for an "any of" group (`{any: [...]}` in `relevant`): its members, plain labels. The
   * group is one piece of evidence: a chunk matches it when it matches any member, it resolves
   * when any member resolves (docs/measures.md).
   */
  any?: Label[];
}

export interface Question {
  id: string;
  question: string;
  relevant: Label[];
  forbidden: Label[];
  requiredFacts: string[];
  tags: string[];
  answerable: boolean;
  /** 1-based line of the question's entry in the golden-set file (for annotations). */
  line: number;
  /** `draft: true`: proposed by `retrieval-gate draft`, not yet reviewed by a person; never scored. */
  draft?: boolean;
  /** A draft's proposed labels (`candidates:`), for `retrieval-gate review` to pick from. */
  candidates?: Label[];
}

export interface GoldenSet {
  /** Path of the file as given. */
  file: string;
  /** The questions that are scored: every one but the drafts. */
  questions: Question[];
  /** Questions marked `draft: true`, in file order (absent when there are none): never scored, never gating. */
  drafts?: Question[];
}

// ── Retrieval ────────────────────────────────────────────────────────────────────────────────

/** One ranked chunk from a retriever. */
export interface Hit {
  id: string;
  score: number;
  /** Query terms that matched, when the retriever can say (BM25 does). */
  matched?: string[];
}

/** Anything that ranks chunks for queries: embedded BM25, dense, hybrid, rerank, an external command. */
/**
 * What report.json says the shipped sentence encoder did for one side: how many chunks it embedded
 * (had a vector for, computed or read from the embeddings cache), and whether that was a pool of
 * BM25's top hits rather than the whole side. A function of the inputs, so a report is the same
 * whatever the caches held.
 */
export interface EncoderSide {
  model: string;
  embedded: number;
  pooled: boolean;
}

/**
 * The encoder's vectors in one run, both sides together (report.json's `encoder_run`): computed,
 * or read from the embeddings cache. Unlike EncoderSide, it depends on what the caches held.
 */
export interface EncoderRun {
  computed: number;
  from_cache: number;
}

/**
 * What the encoder did in this run, for the log: the chunks it ranked (the whole side, or the
 * pool), and of those how many vectors came from the embeddings cache and how many it computed.
 */
export interface EncoderWork {
  model: string;
  ranked: number;
  from_cache: number;
  embedded: number;
  pooled: boolean;
}

export interface Retriever {
  readonly name: string;
  /** The sentence encoder's counts so far, when this retriever ranks with it (a hybrid with no `dense` section). */
  encoderWork?(): EncoderWork;
  /** Ranked hits for each query, best first, at most `depth` each, ties broken by chunk id. */
  search(queries: readonly string[], depth: number): Promise<Hit[][]>;
  /** Why chunk `id` scores what it does for `query`, by field and page boost (the embedded BM25 can say). */
  explain?(query: string, id: string): ScoreExplanation | undefined;
  close?(): Promise<void>;
  /**
   * The documents as this retriever chunked them, when it chunks them itself (a command retriever
   * in documents mode): its hits are ids of these chunks, and the side is judged on them.
   */
  readonly documents?: readonly Doc[];
}

/** A score split by field (body, title, headings) and term, times the page boost. */
export interface ScoreExplanation {
  score: number;
  /** Product of the page boosts that applied (1 when none). */
  boost: number;
  /** The score before the boost, split by field. */
  fields: { body: number; title: number; headings: number };
  terms: Array<{ term: string; idf: number; score: number; fields: { body: number; title: number; headings: number } }>;
  /** Page evidence added after the boost (retriever.bm25.page): weight × the score of the page's best section `from`. */
  page?: { score: number; from: string };
  /** Pseudo-relevance feedback added (retriever.bm25.feedback), and the expansion words searched. */
  feedback?: { score: number; terms: string[] };
}

// ── Measures and results ─────────────────────────────────────────────────────────────────────

/** Metric name → value, e.g. `recall@5`, `precision@5`, `hit@5`, `ndcg@5`, `mrr`. */
export type Metrics = Record<string, number>;

/** One retrieved chunk as reported (docs/report.md). */
export interface RetrievedChunk {
  rank: number;
  id: string;
  path: string;
  anchors: string[];
  /** Heading texts, outermost first (for the human-readable trace). */
  headings: string[];
  relevant: boolean;
  score: number;
  /** Labels of the question this chunk matches. */
  labels: string[];
  /** Present on the head side of a comparison when the chunk's document was added or changed. */
  change?: 'added' | 'changed';
  /** 1-based lines of the chunk in its file, first and last (for readable, linkable references). */
  line?: number;
  end_line?: number;
}

/** Where one label landed on one side. */
export interface LabelResult {
  label: string;
  /** False when the label matches nothing in this snapshot (a broken label). */
  resolved: boolean;
  /** Best (smallest) rank of a chunk matching it, or null when not within the retrieved depth. */
  bestRank: number | null;
  /**
   * The label it was scored through on this side, when that is not `label` itself: the section
   * it moved to (a near-identical section under a new anchor or path), or its form in the base's
   * golden set for a question relabelled in this change.
   */
  via?: string;
}

export interface QuestionResult {
  id: string;
  question: string;
  answerable: boolean;
  tags: string[];
  /** recall@pass_k = 1. False for unanswerable questions. */
  pass: boolean;
  measures: Metrics;
  labels: LabelResult[];
  retrieved: RetrievedChunk[];
  /** Chunks of `forbidden` sources within the top pass_k. */
  forbiddenHits: RetrievedChunk[];
  /** How many chunks of this snapshot the relevant labels resolve to (the best precision possible). */
  evidenceChunks?: number;
  /**
   * Per `required_facts` entry (same order): rank of the first chunk within the top pass_k whose
   * text contains it verbatim (case and whitespace aside), null when none does. Absent without facts.
   */
  factRanks?: Array<number | null>;
  /** Per `required_facts` entry: whether any document of this side contains it (verbatim, case and spacing aside). */
  factInCorpus?: boolean[];
  /** On a failing question: its missed evidence shares under a third of its terms (a vocabulary mismatch; engine/vocabulary-gap.ts). */
  vocabularyGap?: { question_terms: number; shared: string[]; evidence: string };
}

export interface BrokenLabel {
  question: string;
  label: string;
  side: 'base' | 'head';
  /**
   * Who broke it: `new` (resolves at base, not at head: this change), `inherited` (already broken
   * at base), `fixed` (broken at base only: this change adds what it names). Side `base` is `fixed`.
   */
  kind?: 'new' | 'inherited' | 'fixed';
  /** A suggested fix (renamed heading, moved section, deleted document) when one can be found. */
  suggestion?: string;
  /**
   * The same fix as data: what happened, and the label to use instead when there is one.
   * `renamed` and `moved` only when the section's text is the same or near-same at the new place;
   * `unknown` with `candidates`: the closest anchors by spelling and by content, not a fact.
   * `drifted`: the label still resolves at head, but to other text (a numbered anchor such as
   * `options-2` renumbered when the page was reordered); `label` is where the text it named now is.
   * `any`: for a group, the fix's members as data, in the group's order (`label` is only their
   * printed form: a member's anchor may hold `, `, so the text is never read back).
   */
  fix?: { kind: 'renamed' | 'moved' | 'drifted' | 'deleted' | 'unknown'; label?: string; candidates?: string[]; any?: string[] };
  /** For `inherited`: the commit that broke it, found in git history (absent for folders or when not found). */
  since?: { commit: string; subject: string };
  /** True when the label never resolved: not at base, not at head, nor anywhere in the history searched. */
  never_resolved?: boolean;
  /** The label the question was scored through at head (its section moved with near-identical text). */
  scored_via?: string;
  /** For a group label: its members as written, in order (`label` is their printed form). */
  any?: string[];
}

/** One side (base or head, or a lone `eval`). */
export interface SideResult {
  rev: string;
  commit?: string;
  docs: number;
  chunks: number;
  metrics: Metrics;
  /** Per tag: tag → metrics over that tag's questions. */
  tagMetrics: Record<string, Metrics>;
  questions: QuestionResult[];
  brokenLabels: BrokenLabel[];
  notes: FileNote[];
}

// ── Golden-set checks ────────────────────────────────────────────────────────────────────────

/** What `validate` checks (compare/label-check.ts): errors make the numbers wrong, warnings are fragile labels. */
export const PROBLEM_KINDS = ['broken', 'forbidden-broken', 'numbered', 'ambiguous', 'dead-member', 'no-documents', 'unknown-question', 'workflow-filter'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export interface LabelProblem {
  severity: 'error' | 'warning';
  kind: ProblemKind;
  /** The question, absent for a problem of the whole set (no documents). */
  question?: string;
  /** The label as written (a group member's own text for `dead-member`, `numbered`, `ambiguous` inside a group). */
  label?: string;
  file: string;
  line: number;
  column: number;
  message: string;
  /** A label to use instead, when one is certain or stable. */
  fix?: string;
}
