/**
 * A golden set's health: whether it can catch a regression at all, before anything is ranked.
 * A set written while reading the docs copies their headings, and BM25 always finds a question
 * that repeats its section's heading: such a set scores high and measures lexical retrieval only
 * (docs/golden-set-guide.md "Set health"). So `validate` reports, from the set and the chunked
 * docs alone:
 *
 * - size: the questions scored and the smallest drop in pass rate that many can detect;
 * - shapes: counts per tag, and the share of paraphrased, multi-label and unanswerable questions
 *   against the guide's aims;
 * - lexical_overlap: per answerable question, the share of its content words (the retriever's
 *   analyzer: stemmed, no stopwords) that its evidence's heading trails hold; the mean, and the
 *   questions above HIGH_OVERLAP. A mean above BIASED_MEAN is a warning;
 * - near_duplicates: questions that say the same thing (the query-log collapse of `draft`);
 * - coverage: pages and sections no question has as evidence, largest first.
 *
 * Pure: the golden set, the side's documents and its label resolver in, plain data out.
 */
import { collapseQuestions } from '../text/near-duplicates';
import { headingLine, sectionLabel } from './chunk-section';
import { minDetectableDrop } from '../measure/significance';
import type { Chunk, Doc, GoldenSet, Question } from '../types';
import { memberLabels } from './label';
import type { LabelResolver } from './resolve';

/** A question whose overlap is above this copies its headings (the "high" list). */
export const HIGH_OVERLAP = 0.8;
/**
 * A set whose mean overlap is above this is warned as lexically biased. Chosen by measurement on
 * the four quality corpora (docs/golden-set-guide.md has the figures): the sets written blind from
 * what users ask have means of 0.14 to 0.40; sets copied from the same docs' headings 1.00, and
 * 0.60 to 0.72 with one word of the section's text added to each question. 0.5 is halfway between
 * the highest blind set and the lowest copied one.
 */
export const BIASED_MEAN = 0.5;
/** An answerable question with at most this overlap is in the users' words, not the docs' (paraphrased). */
export const PARAPHRASE_OVERLAP = 0.25;
/** The guide's mix ("Mix the shapes"): the share of all questions each kind should reach. */
export const AIMS = { paraphrased: 0.3, multi_label: 0.15, unanswerable: 0.1 } as const;
/** Pages and sections listed under coverage, at most (the counts are of all of them). */
export const MAX_UNCOVERED = 10;

/** The one-line advice that goes with the lexical-bias warning. */
export const BIAS_ADVICE =
  'pull questions from real logs (retrieval-gate draft --questions), generate only to add coverage with a person reviewing, and mix rephrased, multi-section and unanswerable questions';

export interface ShareOfSet {
  count: number;
  /** Of the scored questions. */
  share: number;
  /** The guide's aim for this share. */
  aim: number;
}

export interface QuestionOverlap {
  id: string;
  overlap: number;
}

export interface UncoveredPage {
  path: string;
  /** Characters of text in its chunks. */
  chars: number;
  sections: number;
}

export interface UncoveredSection {
  label: string;
  heading: string;
  chars: number;
}

export interface SetHealth {
  size: {
    /** Questions scored (drafts are not). */
    questions: number;
    answerable: number;
    drafts: number;
    /** Smallest drop in pass rate the answerable questions detect (α 0.05, power 0.8), as compare reports it. */
    min_detectable_drop: number;
  };
  shapes: {
    /** Questions per tag, most used first. */
    tags: Record<string, number>;
    paraphrased: ShareOfSet;
    multi_label: ShareOfSet;
    unanswerable: ShareOfSet;
  };
  lexical_overlap: {
    /** Answerable questions measured (labels resolving, at least one content word). */
    measured: number;
    /** Mean overlap of those, null when none was measured. */
    mean: number | null;
    /** The mean above which the set is warned (BIASED_MEAN). */
    threshold: number;
    biased: boolean;
    /** Questions above HIGH_OVERLAP, highest first. */
    high: QuestionOverlap[];
    per_question: QuestionOverlap[];
  };
  /** Groups of questions (drafts included) that say the same thing, in file order of their first. */
  near_duplicates: Array<{ ids: string[] }>;
  coverage: {
    pages: number;
    pages_uncovered: number;
    sections: number;
    sections_uncovered: number;
    /** Largest first, at most MAX_UNCOVERED. */
    uncovered_pages: UncoveredPage[];
    /** Sections with no question (an uncovered page's included), largest first, at most MAX_UNCOVERED. */
    uncovered_sections: UncoveredSection[];
  };
  /** What validate warns about (counted with its warnings, exit 1). */
  warnings: Array<{ kind: 'lexical-bias'; message: string }>;
}

export interface HealthInput {
  golden: GoldenSet;
  docs: readonly Doc[];
  resolver: LabelResolver;
  /** Content words of a text: the configured BM25 analyzer (stemmed, no stopwords). */
  words: (text: string) => string[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const byOverlap = (a: QuestionOverlap, b: QuestionOverlap) => b.overlap - a.overlap;
const chars = (c: Chunk) => (c.text ? c.text.length : c.end - c.start);

/** The set's health against one side's documents. */
export function setHealth(input: HealthInput): SetHealth {
  const { golden } = input;
  const scored = golden.questions;
  const answerable = scored.filter((q) => q.answerable);
  // Each distinct label resolved once, and its heading words gathered once: a set may give
  // thousands of questions the same large page.
  const named = new Set(answerable.flatMap((q) => q.relevant.flatMap((l) => memberLabels(l).map((m) => m.path))));
  const chunksById = new Map<string, Chunk>();
  for (const d of input.docs) if (named.has(d.path)) for (const c of d.chunks) chunksById.set(c.id, c);
  const labels = new Map<string, LabelEvidence>();
  for (const q of answerable) {
    for (const l of q.relevant) if (!labels.has(l.raw)) labels.set(l.raw, labelEvidence(input.resolver.resolve(l), chunksById, input.words));
  }
  const overlap = lexicalOverlap(answerable, labels, input.words);
  const share = (count: number, aim: number): ShareOfSet => ({ count, share: scored.length ? round(count / scored.length) : 0, aim });
  const paraphrased = overlap.per_question.filter((o) => o.overlap <= PARAPHRASE_OVERLAP).length;
  const warnings: SetHealth['warnings'] = [];
  if (overlap.biased) {
    warnings.push({
      kind: 'lexical-bias',
      message: `the golden set measures lexical retrieval only: its questions share ${overlap.mean!.toFixed(2)} of their content words with their evidence's headings on average (above ${BIASED_MEAN}), so BM25 finds them by the heading's words; ${BIAS_ADVICE}`,
    });
  }
  return {
    size: { questions: scored.length, answerable: answerable.length, drafts: golden.drafts?.length ?? 0, min_detectable_drop: round(minDetectableDrop(answerable.length)) },
    shapes: {
      tags: tagCounts(scored),
      paraphrased: share(paraphrased, AIMS.paraphrased),
      multi_label: share(answerable.filter((q) => evidencePieces(q, labels) >= 2).length, AIMS.multi_label),
      unanswerable: share(scored.length - answerable.length, AIMS.unanswerable),
    },
    lexical_overlap: overlap,
    near_duplicates: nearDuplicates([...scored, ...(golden.drafts ?? [])], input.words),
    coverage: coverage(input.docs, new Set([...labels.values()].flatMap((e) => e.ids))),
    warnings,
  };
}

/**
 * The pieces of evidence a question needs, all of them: its `relevant` entries (an any-of group is
 * one, whatever its members), those covering the same chunks counted once (one section written in
 * two forms, the site's anchor and GitHub's). Two or more: a multi-section question.
 */
function evidencePieces(q: Question, labels: ReadonlyMap<string, LabelEvidence>): number {
  return new Set(q.relevant.map((l) => {
    const ids = labels.get(l.raw)!.ids;
    return ids.length ? ids.join('\n') : `label ${l.raw}`;
  })).size;
}

function tagCounts(questions: readonly Question[]): Record<string, number> {
  const n = new Map<string, number>();
  for (const q of questions) for (const t of new Set(q.tags)) n.set(t, (n.get(t) ?? 0) + 1);
  const out: Record<string, number> = {};
  for (const [t, c] of [...n].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) out[t] = c;
  return out;
}

/** What one label covers: its chunks, and the words of their heading trails. */
interface LabelEvidence {
  ids: readonly string[];
  words: ReadonlySet<string>;
}

function labelEvidence(ids: readonly string[], chunks: ReadonlyMap<string, Chunk>, words: (t: string) => string[]): LabelEvidence {
  const lines = new Set<string>();
  for (const id of ids) lines.add(headingLine(chunks.get(id)!));
  return { ids, words: new Set([...lines].flatMap(words)) };
}

/**
 * The share of each question's content words that the heading trails of its evidence chunks hold.
 * A question whose labels resolve nowhere (an error of its own) or that has no content word is
 * not measured.
 */
function lexicalOverlap(answerable: readonly Question[], labels: ReadonlyMap<string, LabelEvidence>, words: (t: string) => string[]): SetHealth['lexical_overlap'] {
  const perQuestion: QuestionOverlap[] = [];
  for (const q of answerable) {
    const own = [...new Set(words(q.question))];
    const evidence = q.relevant.map((l) => labels.get(l.raw)!).filter((e) => e.ids.length);
    if (!own.length || !evidence.length) continue;
    const found = own.filter((w) => evidence.some((e) => e.words.has(w))).length;
    perQuestion.push({ id: q.id, overlap: round(found / own.length) });
  }
  let sum = 0;
  for (const o of perQuestion) sum += o.overlap;
  const mean = perQuestion.length ? round(sum / perQuestion.length) : null;
  return {
    measured: perQuestion.length,
    mean,
    threshold: BIASED_MEAN,
    biased: mean !== null && mean > BIASED_MEAN,
    high: perQuestion.filter((o) => o.overlap > HIGH_OVERLAP).sort(byOverlap),
    per_question: perQuestion,
  };
}

/**
 * Questions that say the same thing, by the collapse `draft` applies to a query log: the same
 * words once case, punctuation, greetings and a typo are set aside, or content words overlapping
 * by 80 % (Jaccard). Its cluster keeps the first lines of each group, so a group lists up to five.
 */
function nearDuplicates(questions: readonly Question[], words: (t: string) => string[]): Array<{ ids: string[] }> {
  const entries = questions.map((q, i) => ({ text: q.question, line: i }));
  const { clusters } = collapseQuestions(entries, { words });
  // Lines are the questions' positions, sorted within a cluster: a group's first is its first line.
  return clusters
    .filter((c) => c.count >= 2)
    .map((c) => c.lines)
    .sort((a, b) => a[0] - b[0])
    .map((lines) => ({ ids: lines.map((i) => questions[i].id) }));
}

/** Pages and sections (a chunk's innermost anchored heading) with no chunk any question's labels cover. */
function coverage(docs: readonly Doc[], covered: ReadonlySet<string>): SetHealth['coverage'] {
  // Only the largest few are listed: kept in bounded lists rather than sorting every section of a
  // corpus (93,000 on cpp-docs), and a section's heading is built only for those kept.
  const pages = new Largest<UncoveredPage>((p) => p.path);
  const sections = new Largest<{ label: string; first: Chunk; chars: number }>((s) => s.label);
  let pageCount = 0;
  let pagesUncovered = 0;
  let sectionCount = 0;
  let sectionsUncovered = 0;
  for (const d of docs) {
    const bySection = new Map<string, { first: Chunk; chars: number; covered: boolean }>();
    for (const c of d.chunks) {
      const label = sectionLabel(c);
      let s = bySection.get(label);
      if (!s) bySection.set(label, (s = { first: c, chars: 0, covered: false }));
      s.chars += chars(c);
      if (covered.has(c.id)) s.covered = true;
    }
    if (!bySection.size) continue;
    pageCount++;
    sectionCount += bySection.size;
    let open = 0;
    let openChars = 0;
    for (const [label, s] of bySection) {
      if (s.covered) continue;
      open++;
      openChars += s.chars;
      sections.offer({ label, first: s.first, chars: s.chars });
    }
    sectionsUncovered += open;
    if (open === bySection.size) {
      pagesUncovered++;
      pages.offer({ path: d.path, chars: openChars, sections: open });
    }
  }
  return {
    pages: pageCount,
    pages_uncovered: pagesUncovered,
    sections: sectionCount,
    sections_uncovered: sectionsUncovered,
    uncovered_pages: pages.items,
    uncovered_sections: sections.items.map((s) => ({ label: s.label, heading: headingLine(s.first), chars: s.chars })),
  };
}

/** The MAX_UNCOVERED largest items offered, largest first, ties by key (a bounded insertion: linear in what is offered). */
class Largest<T extends { chars: number }> {
  readonly items: T[] = [];
  constructor(private readonly key: (x: T) => string) {}

  private before(a: T, b: T): boolean {
    return a.chars > b.chars || (a.chars === b.chars && this.key(a) < this.key(b));
  }

  offer(x: T): void {
    const xs = this.items;
    if (xs.length === MAX_UNCOVERED && !this.before(x, xs[xs.length - 1])) return;
    let i = xs.length;
    while (i > 0 && this.before(x, xs[i - 1])) i--;
    xs.splice(i, 0, x);
    if (xs.length > MAX_UNCOVERED) xs.pop();
  }
}
