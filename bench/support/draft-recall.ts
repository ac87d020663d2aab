/**
 * draft's candidate recall on a quality corpus (bench/draft.bench.ts, __tests__/draft/candidate-recall.test.ts):
 * the set's questions given as a raw log, with planted near-duplicates (every third question three
 * more ways: lower case without the question mark, a greeting and thanks, a typo) and planted
 * secrets, run through `runDraft` as the command runs it. A candidate counts for a label when the
 * two resolve to a common chunk: the candidate is the labelled section, a subsection of it, or a
 * section containing it. A question is found when some candidate counts for one of its labels.
 */
import { DocCache } from '../../src/chunk/corpus';
import { parseConfig } from '../../src/config/parse';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { readQueryLog } from '../../src/draft/query-log';
import { loadSide, openFolder } from '../../src/engine/load-side';
import { runDraft, type DraftResult } from '../../src/engine/run-draft';
import type { EngineDeps } from '../../src/engine/types';
import { parseLabel } from '../../src/golden/label';
import { beirDoc } from '../../src/cli/commands/beir';
import { MAX_CANDIDATES } from '../../src/draft/candidates';
import { candidateRetrievers, rankCandidates } from '../../src/engine/draft-rank';
import { rankPageSections } from '../../src/engine/page-sections';
import { parseQrels } from '../../src/measure/trec';
import { readBeirDir } from '../../src/source/beir';
import type { Chunk, GoldenSet, Label } from '../../src/types';
import type { QualitySet } from './quality-eval';

/**
 * The share each corpus reaches, so a change that loses candidates fails the bench and the test:
 * with the shipped encoder, whose float32 arithmetic gives the same vectors on every processor,
 * flask-docs 38 of 41 (0.927), astro-docs 37 of 42 (0.881: astro-05, astro-07, astro-38
 * missed; 0.905 with the int8 encoder before it), tldr 34 of 35 (0.971: tldr-31 missed) and
 * cpp-docs 33 of 40 (0.825: cpp-04, -34, -35, -36, -37, -39 missed), those two as with the int8
 * encoder (all four 144 of 158 then, 142 now). The aim is 0.9 on every corpus; cpp-docs and now
 * astro-docs are short of it (docs/golden-set-guide.md).
 */
export const RECALL_FLOOR: Readonly<Record<string, number>> = { 'astro-docs': 0.88, 'cpp-docs': 0.82, 'flask-docs': 0.92, tldr: 0.97 };

/** Secrets planted in the log, one of each shape masking knows. */
export const PLANTED_SECRETS = ['pat.smith@example.org', 'ghp_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8', 'sk-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', 'AKIAABCDEFGHIJKLMNOP'];

/** One letter of the question's longest lower-case word doubled: a typo one edit away. */
export function plantTypo(q: string): string {
  const words = q.split(' ');
  let at = 0;
  words.forEach((w, i) => {
    if (/^[a-z]+$/.test(w) && w.length > words[at].replace(/[^a-z]/g, '').length) at = i;
  });
  const w = words[at];
  words[at] = w.slice(0, 3) + w[3] + w.slice(3);
  return words.join(' ');
}

export interface DraftRecall {
  result: DraftResult;
  /** The questions that got three planted wordings (each should count 4). */
  planted: GoldenSet['questions'];
  masked: number;
  found: number;
  answerable: number;
  /** Ids of the answerable questions whose right section was not among the candidates. */
  missed: string[];
  /**
   * Of the missed, those `review`'s `p` key reaches: the right section is among the sections it
   * offers for a candidate on the right page (the reviewer opens the page that looks right).
   */
  viaPage: string[];
}

/** The config the quality bench indexes a corpus with: every document, the defaults. */
const everyDocConfig = () => parseConfig(`docs: ['${DEFAULT_DOCS_GLOBS[0]}']\n`, 'config');

/** Runs draft over the set's questions as a log, on its corpus with every document indexed (as the quality bench does). */
export async function measureDraftRecall(set: QualitySet, golden: GoldenSet, configFile: string, deps: EngineDeps): Promise<DraftRecall> {
  const planted = golden.questions.filter((_, i) => i % 3 === 0);
  const lines = [
    ...golden.questions.map((q) => q.question),
    ...planted.flatMap((q) => [q.question.toLowerCase().replace(/\?$/, ''), `Hi team, ${q.question} Thanks!`, plantTypo(q.question)]),
    ...PLANTED_SECRETS.map((s, i) => `my account ${s} cannot open ${golden.questions[i].question.split(' ').slice(-3).join(' ')}`),
  ];
  const log = readQueryLog(`${lines.join('\n')}\n`, 'log.txt');
  const result = await runDraft({ log, source: 'log.txt', golden: { text: null, file: 'golden.yml' }, max: 10_000, dir: set.corpusDir, configPath: configFile }, deps);
  const config = everyDocConfig();
  const side = await loadSide(await openFolder(set.corpusDir, deps), config, new DocCache(), deps, { analyse: false });
  const resolveText = (raw: string) => side.resolver.resolve((parseLabel(raw) as { label: Label }).label);
  const byQuestion = new Map(result.questions.map((q) => [q.question, q]));
  const answerable = golden.questions.filter((q) => q.answerable);
  const rightIds = (q: GoldenSet['questions'][number]) => new Set(q.relevant.flatMap((l) => side.resolver.resolve(l)));
  const anyRight = (labels: readonly string[], right: ReadonlySet<string>) => labels.some((l) => resolveText(l).some((id) => right.has(id)));
  const missed = answerable.filter((q) => {
    const drafted = byQuestion.get(q.question);
    return !drafted || !anyRight(drafted.candidates.map((c) => c.label), rightIds(q));
  });
  const chunksOf = new Map<string, Chunk[]>();
  for (const d of side.docs) chunksOf.set(d.path, d.chunks);
  const viaPage: string[] = [];
  for (const q of missed) {
    const drafted = byQuestion.get(q.question);
    if (!drafted) continue;
    const right = rightIds(q);
    const onScreen = new Set(drafted.candidates.map((c) => c.label));
    // Only a candidate on a page that holds the right section is one a reviewer would open.
    const pages = [...new Set(drafted.candidates.map((c) => c.label.split('#')[0]))].filter((p) => (chunksOf.get(p) ?? []).some((c) => right.has(c.id)));
    for (const page of pages) {
      if (anyRight(await rankPageSections(chunksOf.get(page)!, q.question, config.retriever, onScreen), right)) {
        viaPage.push(q.id);
        break;
      }
    }
  }
  return { result, planted, masked: log.masked, found: answerable.length - missed.length, answerable: answerable.length, missed: missed.map((q) => q.id), viaPage };
}

/** Cranfield's share: the queries with a relevant document among draft's candidates, and each ranking's first eight alone. */
export interface CranfieldCandidates {
  queries: number;
  found: number;
  /** Per ranking (lexical, lexicalFeedback, meaning, meaningFeedback): queries with a relevant document in its first eight. */
  alone: Record<string, number>;
}

/**
 * draft's candidates for Cranfield's 225 queries (../shared/corpora/cranfield, BEIR layout: one
 * document a section): a collection never used to choose how candidates are pooled, so its figure
 * is out of sample. A query is found when one of its relevant documents is among the candidates.
 */
export async function measureCranfieldCandidates(dir: string, deps: EngineDeps): Promise<CranfieldCandidates> {
  const data = await readBeirDir(dir);
  const qrels = parseQrels(data.qrelsText, data.qrelsFile);
  const docs = data.corpus.map(beirDoc);
  const retrievers = await candidateRetrievers({ docs, snapshot: { files: [] } }, everyDocConfig(), deps);
  const queries = data.queries.filter((q) => [...(qrels.queries.get(q.id) ?? new Map()).values()].some((g) => g > 0));
  const texts = queries.map((q) => q.text);
  const candidates = await rankCandidates({ docs }, retrievers, texts);
  const rankings = {
    lexical: await retrievers.lexical.search(texts, MAX_CANDIDATES),
    lexicalFeedback: await retrievers.lexicalFeedback.search(texts, MAX_CANDIDATES),
    meaning: await retrievers.meaning.search(texts, MAX_CANDIDATES),
    meaningFeedback: retrievers.meaningFeedback ? await retrievers.meaningFeedback(texts, MAX_CANDIDATES) : [],
  };
  for (const r of retrievers.all) await r.close?.();
  const relevant = queries.map((q) => new Set([...(qrels.queries.get(q.id) ?? new Map()).entries()].filter(([, g]) => g > 0).map(([d]) => d)));
  const alone = Object.fromEntries(Object.entries(rankings).map(([name, lists]) => [name, lists.filter((hits, i) => hits.some((h) => relevant[i].has(h.id))).length]));
  return { queries: queries.length, found: candidates.filter((list, i) => list.some((c) => relevant[i].has(c.label))).length, alone };
}
