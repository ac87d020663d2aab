/**
 * The quality bench's measuring side (bench/quality.bench.ts): the hand-written golden sets of
 * bench/quality/, the corpus each one is labelled on, and the engine's own eval steps (load and
 * chunk a side, rank, judge, aggregate: what `retrieval-gate eval` runs) for a variant's config
 * or for a peer's rankings, so every row is judged by the same label matching.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { chunkingKey, DocCache } from '../../src/chunk/corpus';
import { aggregateSide } from '../../src/compare/aggregate';
import { sideExclusionReason } from '../../src/compare/statuses';
import { parseConfig } from '../../src/config/parse';
import { DEFAULT_DOCS_GLOBS, type Config } from '../../src/config/types';
import { judgeSide, measureKs } from '../../src/engine/evaluate-side';
import type { OpenedSide } from '../../src/engine/load-inputs';
import { loadSide, openFolder, rankSide, retrievalDepth, type LoadedSide } from '../../src/engine/load-side';
import type { EngineDeps } from '../../src/engine/types';
import { parseGoldenSet } from '../../src/golden/parse';
import { metricNames } from '../../src/measure/names';
import type { GoldenSet, Hit, Metrics, QuestionResult } from '../../src/types';
import { PLAIN_BM25, type ConfigKeys, type Variant } from '../quality/variants';
import { corporaRoot } from './bench-main';

/**
 * The two kinds of golden set the benches read, each from its folder: `curated`, hand-written
 * questions in the words a developer would type (bench/quality/), and `real`, questions people
 * asked in the projects' public trackers, collected before the answer was looked for
 * (bench/quality-real/). Curated questions flatter a retriever; real ones are how users ask.
 */
export const SET_KINDS = ['curated', 'real'] as const;
export type SetKind = (typeof SET_KINDS)[number];
const SET_FOLDERS: Record<SetKind, string> = { curated: 'bench/quality', real: 'bench/quality-real' };

/** One golden set and the corpus folder its labels are relative to. */
export interface QualitySet {
  /** The corpus name: the file is `<kind's folder>/<name>.golden.yml`, the corpus `../shared/corpora/<name>/docs`. */
  name: string;
  kind: SetKind;
  /** How tables name it: the corpus, with ` (real)` for a real-question set. */
  label: string;
  goldenFile: string;
  corpusDir: string;
}

/** Every golden set of one kind (curated: `bench/quality/`), by name, with its corpus folder (which may be absent). */
export function qualitySets(projectRoot: string, kind: SetKind = 'curated'): QualitySet[] {
  const corpora = corporaRoot(projectRoot);
  const dir = join(projectRoot, SET_FOLDERS[kind]);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.golden.yml'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.golden.yml'.length);
      return { name, kind, label: kind === 'real' ? `${name} (real)` : name, goldenFile: join(dir, f), corpusDir: join(corpora, name, 'docs') };
    });
}

/** The kinds a bench run reads: `QUALITY_SETS=curated`, `real` or `both` (the default). */
export function benchKinds(env: NodeJS.ProcessEnv = process.env): SetKind[] {
  const v = env.QUALITY_SETS ?? 'both';
  if (v === 'both') return [...SET_KINDS];
  if ((SET_KINDS as readonly string[]).includes(v)) return [v as SetKind];
  throw new Error(`QUALITY_SETS must be curated, real or both, not ${JSON.stringify(v)}`);
}

/** A set's golden file, parsed (errors name the file, line and field, as eval's do). */
export function readQualityGolden(set: QualitySet): GoldenSet {
  return parseGoldenSet(readFileSync(set.goldenFile, 'utf8'), set.goldenFile);
}

/** Whether a set's corpus is present on this machine. */
export const corpusPresent = (set: QualitySet): boolean => existsSync(set.corpusDir);

/** Deep merge of config keys: mappings merge key by key, anything else (lists, scalars) replaces. */
export function mergeKeys(base: ConfigKeys, over: ConfigKeys): ConfigKeys {
  const out: ConfigKeys = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    const mapping = (v: unknown): v is ConfigKeys => typeof v === 'object' && v !== null && !Array.isArray(v);
    out[key] = mapping(prev) && mapping(value) ? mergeKeys(prev, value) : value;
  }
  return out;
}

/** The config file text of a variant: YAML, as a user would write it (empty for the unpinned defaults without overrides). */
export function variantConfigText(variant: Variant): string {
  // Every document of the corpus folder, written out: the bench measures ranking over the whole
  // corpus, as its figures always were, not the docs scope eval would detect without `docs`.
  const keys = { docs: [...DEFAULT_DOCS_GLOBS], ...mergeKeys(variant.base === 'plain' ? PLAIN_BM25 : {}, variant.overrides ?? {}) };
  return stringify(keys);
}

/** A variant's config, read by the config parser `eval --config` uses (a bad key is an error naming it). */
export function variantConfig(variant: Variant): Config {
  return parseConfig(variantConfigText(variant), `bench/quality/variants.ts (${variant.name})`);
}

/** One corpus opened once; its chunked sides are kept per chunking settings, so variants that only change ranking share them. */
export class QualityCorpus {
  private readonly cache = new DocCache();
  private readonly loaded = new Map<string, LoadedSide>();

  private constructor(
    private readonly side: OpenedSide,
    private readonly deps: EngineDeps,
  ) {}

  /** Opens a corpus folder (absolute) through the engine's folder source. */
  static async open(dir: string, deps: EngineDeps): Promise<QualityCorpus> {
    return new QualityCorpus(await openFolder(dir, deps), deps);
  }

  /** The side as `eval` loads it under `config` (documents selected by docs/exclude, chunked by `chunking`). */
  async load(config: Config): Promise<LoadedSide> {
    const key = JSON.stringify([config.docs, config.exclude, chunkingKey(config.chunking)]);
    let side = this.loaded.get(key);
    if (!side) {
      // One load serves every variant (each its own index and settings): nothing to analyse ahead, and the CPU time measured per variant stays all its own.
      side = await loadSide(this.side, config, this.cache, this.deps, { analyse: false });
      this.loaded.set(key, side);
    }
    return side;
  }

  async close(): Promise<void> {
    await this.side.reader.close?.();
  }
}

/** What a row of the table reports for one corpus. */
export interface QualityScore {
  /** Means over the counted questions (answerable, labels resolving), the names `eval` reports. */
  metrics: Metrics;
  /** Share of counted questions with all their evidence in the top pass_k. */
  passRate: number;
  counted: number;
  /** `question id: label` of every label that matches nothing in the corpus. */
  broken: string[];
  /** Every question, judged (for per-tag pooling across corpora). */
  questions: QuestionResult[];
  counting: ReadonlySet<string>;
}

/** Judges rankings as `eval` does: label matching, measures, exclusions, means (engine/run-eval.ts). */
export function scoreRankings(golden: GoldenSet, hits: readonly Hit[][], side: LoadedSide, config: Config): QualityScore {
  const ks = measureKs(config.k, config.pass_k);
  const questions = judgeSide(golden, hits, side.docs, side.resolver, { ks, passK: config.pass_k });
  const counting = new Set<string>();
  const broken: string[] = [];
  questions.forEach((q) => {
    if (sideExclusionReason(q) === null) counting.add(q.id);
    for (const l of q.labels) if (!l.resolved) broken.push(`${q.id}: ${l.label}`);
  });
  const { metrics } = aggregateSide(questions, counting, metricNames(ks));
  const passed = questions.filter((q) => counting.has(q.id) && q.pass).length;
  return { metrics, passRate: counting.size ? passed / counting.size : 0, counted: counting.size, broken, questions, counting };
}

/** CPU time (user + system, ms) since `from`: steadier than wall time on a shared machine. */
export const cpuMsSince = (from: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};

/** A variant on one corpus through the engine: load (shared), build the retriever, rank every question, judge. */
export async function scoreVariant(corpus: QualityCorpus, config: Config, golden: GoldenSet, deps: EngineDeps): Promise<{ score: QualityScore; cpuMs: number; retriever: string }> {
  const side = await corpus.load(config);
  const c0 = process.cpuUsage();
  const ranked = await rankSide(side, config, golden, retrievalDepth(config), deps);
  const cpuMs = cpuMsSince(c0);
  return { score: scoreRankings(golden, ranked.hits, side, config), cpuMs, retriever: ranked.retrieverName };
}

/**
 * The benches' common loop: each golden set of the kinds asked (`benchKinds`) whose corpus is on
 * this machine (the others are named once as skipped), its golden set parsed and its corpus
 * opened for `run`, closed after. A corpus with sets of both kinds is opened once for both.
 * Returns the sets that ran.
 */
export async function eachQualityCorpus(
  root: string,
  deps: EngineDeps,
  run: (set: QualitySet, golden: GoldenSet, corpus: QualityCorpus) => Promise<void>,
  kinds: readonly SetKind[] = benchKinds(),
): Promise<QualitySet[]> {
  const ran: QualitySet[] = [];
  const byCorpus = new Map<string, QualitySet[]>();
  for (const set of kinds.flatMap((k) => qualitySets(root, k))) {
    if (!corpusPresent(set)) {
      console.log(`skip ${set.label}: ${set.corpusDir} is absent`);
      continue;
    }
    byCorpus.set(set.corpusDir, [...(byCorpus.get(set.corpusDir) ?? []), set]);
  }
  for (const sets of byCorpus.values()) {
    const corpus = await QualityCorpus.open(sets[0].corpusDir, deps);
    try {
      for (const set of sets) {
        ran.push(set);
        await run(set, readQualityGolden(set), corpus);
      }
    } finally {
      await corpus.close();
    }
  }
  return ran;
}
