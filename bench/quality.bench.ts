/**
 * Retrieval quality on real documentation: the golden sets of both kinds, curated
 * (bench/quality/*.golden.yml, hand-written) and real (bench/quality-real/*.golden.yml, questions
 * people asked in public trackers), each on its corpus in ../shared/corpora/<name>/docs, ranked by every
 * retriever variant of bench/quality/variants.ts (through the engine's own eval steps, so a row's
 * figures are what `retrieval-gate eval --config` prints) and by the MiniSearch peers
 * (bench/support/quality-peers.ts) on the same chunks, judged by the same label matching.
 *
 * Prints Markdown tables: per corpus recall@5, MRR, nDCG@10 and pass rate (share of answerable
 * questions with all their evidence in the top 5), with the CPU time of index + ranking as a
 * ratio to plain BM25 measured in the same run; then, for each kind of set, the mean over corpora
 * and recall@5 per question tag pooled over corpora. QUALITY_SETS=curated or real runs one kind. Exits 1 when a label does not resolve, or when the pinned
 * plain-BM25 row no longer gives the figures recorded in bench/quality/plain-bm25-baseline.json
 * (QUALITY_UPDATE_BASELINE=1 records the current figures, after a deliberate golden-set edit).
 * QUALITY_ONLY=text keeps only the rows whose name holds that text, and the pinned first row
 * (QUALITY_ONLY=pinned: the baseline check alone, in seconds).
 * QUALITY_DETAIL=1 also prints, per corpus, the rank of each question's first relevant chunk in every row.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../src/config/types';
import { retrievalDepth } from '../src/engine/load-side';
import type { EngineDeps } from '../src/engine/types';
import type { QuestionResult } from '../src/types';
import { benchEmbeddingsDir, runBench } from './support/bench-main';
import { cpuMsSince, eachQualityCorpus, scoreRankings, scoreVariant, SET_KINDS, variantConfig, type QualityScore, type SetKind } from './support/quality-eval';
import { PEERS } from './support/quality-peers';
import { VARIANTS } from './quality/variants';

/** The pooled per-tag table's columns (tags the golden sets use; others are left out). */
const TAGS = ['identifier', 'error', 'config', 'howto', 'concept', 'paraphrase', 'keyword', 'wordy', 'multi-section'];
/** Figures of the baseline file, rounded so that float noise across machines does not count as a change. */
const BASELINE_DIGITS = 4;

interface Row {
  name: string;
  score: QualityScore;
  cpuMs: number;
}

const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const round = (x: number) => Number(x.toFixed(BASELINE_DIGITS));

/** A Markdown table: the first `textColumns` columns left-aligned, the figures right-aligned. */
function table(header: string[], rows: string[][], textColumns = 1): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i < textColumns ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** Rank of a question's first relevant chunk (– when none within the depth). */
const firstRank = (q: QuestionResult): string => {
  const r = q.retrieved.find((c) => c.relevant);
  return r ? String(r.rank) : '–';
};

/**
 * QUALITY_DETAIL=1: per answerable question, the rank of its first relevant chunk in every row,
 * for the questions some row misses in the top 5 or that the rows rank differently.
 */
function printDetail(rows: Row[]): void {
  // Every row judged the same golden set, so question i is the same question in every row.
  const lines = rows[0].score.questions
    .map((q, i) => ({ q, ranks: rows.map((r) => firstRank(r.score.questions[i])) }))
    .filter(({ q }) => rows[0].score.counting.has(q.id))
    .filter(({ ranks }) => new Set(ranks).size > 1 || ranks.some((x) => x === '–' || Number(x) > 5));
  if (!lines.length) return;
  console.log(`\nfirst relevant rank per question (rows in the order above; questions all rows find in the top 5 at the same rank left out):\n`);
  console.log(table(['question', 'tags', ...rows.map((_, i) => `#${i + 1}`)], lines.map(({ q, ranks }) => [`${q.id}: ${q.question.replace(/\|/g, '\\|')}`, q.tags.join(' '), ...ranks]), 2));
}

/** The tables over the corpora of one kind of set: each row's means, and recall@5 per tag pooled. */
function printAcross(title: string, perCorpus: ReadonlyMap<string, Row[]>): void {
  const names = [...new Set([...perCorpus.values()].flatMap((rows) => rows.map((r) => r.name)))];
  /** A row's scores on the corpora it ran on. */
  const scoresOf = (name: string): QualityScore[] => [...perCorpus.values()].flatMap((rows) => rows.filter((r) => r.name === name).map((r) => r.score));
  const mean = (name: string, pick: (s: QualityScore) => number) => scoresOf(name).reduce((n, s) => n + pick(s), 0) / scoresOf(name).length;
  /** A row's name, with the corpora it ran on when that is not all of them (its means are not comparable then). */
  const label = (name: string) => (scoresOf(name).length < perCorpus.size ? `${name} (${scoresOf(name).length} of ${perCorpus.size} corpora)` : name);
  console.log(`\n### ${title}: mean over the ${perCorpus.size} corpora (${[...perCorpus.keys()].join(', ')})\n`);
  console.log(
    table(
      ['retriever', 'recall@5', 'MRR', 'nDCG@10', 'pass rate'],
      names.map((name) => [label(name), f3(mean(name, (s) => s.metrics['recall@5'])), f3(mean(name, (s) => s.metrics.mrr)), f3(mean(name, (s) => s.metrics['ndcg@10'])), pct(mean(name, (s) => s.passRate))]),
    ),
  );
  const pooled = (name: string): QuestionResult[] => scoresOf(name).flatMap((s) => s.questions.filter((q) => s.counting.has(q.id)));
  const tagCount = (tag: string) => pooled(names[0]).filter((q) => q.tags.includes(tag)).length;
  console.log(`\n### ${title}: recall@5 per question tag, pooled over the corpora\n`);
  console.log(
    table(
      ['retriever', ...TAGS.map((t) => `${t} (${tagCount(t)})`)],
      names.map((name) => {
        const qs = pooled(name);
        return [
          label(name),
          ...TAGS.map((t) => {
            const tagged = qs.filter((q) => q.tags.includes(t));
            return tagged.length ? f3(tagged.reduce((n, q) => n + q.measures['recall@5'], 0) / tagged.length) : '–';
          }),
        ];
      }),
    ),
  );
}

/** The figures the baseline file records for a corpus. */
function baselineFigures(score: QualityScore, questions: number): Record<string, number> {
  return {
    questions,
    counted: score.counted,
    'recall@5': round(score.metrics['recall@5']),
    mrr: round(score.metrics.mrr),
    'ndcg@10': round(score.metrics['ndcg@10']),
    pass_rate: round(score.passRate),
  };
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  // No environment: no variant may reach an embeddings or rerank service from a benchmark.
  // The encoder's vectors (hybrid rows) are kept in the benches' folder between rows and runs.
  const deps: EngineDeps = { cwd: root, env: {}, embeddingsCacheDir: benchEmbeddingsDir(root) };
  // QUALITY_ONLY=text runs the rows whose name holds it, and always the pinned first row (the baseline check needs it).
  const only = process.env.QUALITY_ONLY;
  const variants = VARIANTS.filter((v, i) => i === 0 || !only || v.name.includes(only)).map((v) => ({ name: v.name, config: variantConfig(v) }));
  const plain: Config = variants[0].config;
  const perCorpus = new Map<string, Row[]>();
  const kindOf = new Map<string, SetKind>();
  const baseline: Record<string, Record<string, number>> = {};
  const skipped: string[] = [];
  let failed = false;

  await eachQualityCorpus(root, deps, async (set, golden, corpus) => {
    const questions = golden.questions.map((q) => q.question);
    const rows: Row[] = [];
    const t0 = performance.now();
    const side = await corpus.load(plain);
    const chunks = side.docs.reduce((n, d) => n + d.chunks.length, 0);
    const readMs = performance.now() - t0;
    // Warm-up (untimed): the first index build also pays for JIT compilation and the stemmer's
    // memo, which would make every later row look faster than the plain one.
    await scoreVariant(corpus, plain, golden, deps);
    for (const v of variants) {
      const { score, cpuMs } = await scoreVariant(corpus, v.config, golden, deps);
      rows.push({ name: v.name, score, cpuMs });
    }
    for (const peer of PEERS) {
      if (peer.maxChunks !== undefined && chunks > peer.maxChunks && process.env.QUALITY_ALL_PEERS !== '1') {
        skipped.push(`${peer.name} on ${set.label}: ${peer.limitReason ?? 'too many sections'} (${chunks}; QUALITY_ALL_PEERS=1 runs it)`);
        continue;
      }
      const c0 = process.cpuUsage();
      const hits = peer.rank(side.docs, questions, retrievalDepth(plain));
      const cpuMs = cpuMsSince(c0);
      rows.push({ name: peer.name, score: scoreRankings(golden, hits, side, plain), cpuMs });
    }
    const unanswerable = golden.questions.filter((q) => !q.answerable).length;
    console.log(`\n### ${set.label}: ${golden.questions.length} questions (${unanswerable} unanswerable), ${side.docs.length} documents, ${chunks} chunks (read + chunk ${(readMs / 1000).toFixed(1)} s)\n`);
    const plainCpu = rows[0].cpuMs;
    console.log(
      table(
        ['retriever', 'recall@5', 'MRR', 'nDCG@10', 'pass rate', 'CPU index + rank', '× plain'],
        rows.map((r) => [r.name, f3(r.score.metrics['recall@5']), f3(r.score.metrics.mrr), f3(r.score.metrics['ndcg@10']), pct(r.score.passRate), `${(r.cpuMs / 1000).toFixed(2)} s`, (r.cpuMs / plainCpu).toFixed(2)]),
      ),
    );
    if (process.env.QUALITY_DETAIL === '1') printDetail(rows);
    const broken = rows[0].score.broken;
    if (broken.length) {
      console.log(`\nBROKEN LABELS in ${set.goldenFile} (they match nothing in ${set.corpusDir}):\n  ${broken.join('\n  ')}`);
      failed = true;
    }
    // Curated sets keep their old keys; a real-question set's figures are recorded as `real/<corpus>`.
    baseline[set.kind === 'curated' ? set.name : `${set.kind}/${set.name}`] = baselineFigures(rows[0].score, golden.questions.length);
    perCorpus.set(set.label, rows);
    kindOf.set(set.label, set.kind);
  });
  if (perCorpus.size === 0) return 0;

  // ── across corpora, for each kind of set ──
  if (skipped.length) console.log(`\nleft out: ${skipped.join('; ')}`);
  for (const kind of SET_KINDS) {
    const sets = [...perCorpus.keys()].filter((c) => kindOf.get(c) === kind);
    if (sets.length) printAcross(kind === 'real' ? 'real questions' : 'curated questions', new Map(sets.map((c) => [c, perCorpus.get(c)!])));
  }

  // ── the pinned baseline must not move unless the golden sets do ──
  const file = join(root, 'bench/quality/plain-bm25-baseline.json');
  if (process.env.QUALITY_UPDATE_BASELINE === '1') {
    const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(file, `${JSON.stringify({ ...all, ...baseline }, null, 2)}\n`);
    console.log(`\nrecorded the plain BM25 figures in ${file}`);
  } else if (existsSync(file)) {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, number>>;
    for (const [name, figures] of Object.entries(baseline)) {
      const was = recorded[name];
      if (!was) {
        console.log(`\nno recorded baseline for ${name} (QUALITY_UPDATE_BASELINE=1 records it)`);
        continue;
      }
      const moved = Object.keys(figures).filter((k) => figures[k] !== was[k]);
      if (moved.length) {
        failed = true;
        console.log(
          `\nBASELINE MOVED on ${name}: ${moved.map((k) => `${k} ${was[k]} → ${figures[k]}`).join(', ')}.\n` +
            `The plain row pins today's settings; a new config key whose default changes a ranking must be pinned\n` +
            `to its old value in PLAIN_BM25 (bench/quality/variants.ts). After a deliberate golden-set edit,\n` +
            `record the new figures with QUALITY_UPDATE_BASELINE=1 npm run bench -- quality.`,
        );
      }
    }
  }
  return failed ? 1 : 0;
}

runBench(main);
