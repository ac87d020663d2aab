/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
// The quality bench's golden sets (bench/quality/*.golden.yml): the properties they promise (size,
// unanswerable and paraphrased questions, tags), every label resolving on its corpus, and the
// bench measuring exactly what `retrieval-gate eval` measures. Corpora are found at
// ../shared/corpora from the project root, or RG_CORPORA; an absent corpus is skipped with a message.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { loadSettings } from '../../src/engine/load-inputs';
import { openFolder } from '../../src/engine/load-side';
import { runEval } from '../../src/engine/run-eval';
import { InputError } from '../../src/errors';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { GoldenSet, Label } from '../../src/types';
import type { LoadedSide } from '../../src/engine/load-side';
import { DEFAULT_DOCS_GLOBS } from '../../src/config/types';
import { corpusPresent, QualityCorpus, qualitySets, readQualityGolden, scoreRankings, scoreVariant, variantConfig, variantConfigText, type QualitySet } from '../../bench/support/quality-eval';
import { PEERS } from '../../bench/support/quality-peers';
import { VARIANTS, type ConfigKeys } from '../../bench/quality/variants';
import { labelledOnly } from '../support/labelled-docs';

const projectRoot = resolve(__dirname, '../..');
const sets = qualitySets(projectRoot);
const present = sets.filter(corpusPresent);
const deps = { cwd: projectRoot, env: {} };
const plain = variantConfig(VARIANTS[0]);

/** The heading text a label names: its section's heading, or the document's title for a whole-document label. */
function labelHeading(side: LoadedSide, label: Label): string | undefined {
  const doc = side.docs.find((d) => d.path === label.path);
  if (!doc) return undefined;
  if (label.anchor === undefined) return doc.title;
  for (const c of doc.chunks) {
    const h = c.trail.find((t) => t.slug === label.anchor || t.ids.includes(label.anchor as string));
    if (h) return h.text;
  }
  return undefined;
}

describe('quality golden sets: properties of every set', () => {
  test('there are at least three sets, each named after a corpus folder', () => {
    expect(sets.length).toBeGreaterThanOrEqual(3);
    for (const s of sets) expect(s.name).toMatch(/^[a-z0-9-]+$/);
  });

  test.each(sets.map((s) => [s.name, s] as [string, QualitySet]))('%s: at least 30 questions, a few unanswerable, several paraphrased, every one tagged', (_name, set) => {
    const golden: GoldenSet = readQualityGolden(set);
    expect(golden.questions.length).toBeGreaterThanOrEqual(30);
    const unanswerable = golden.questions.filter((q) => !q.answerable);
    expect(unanswerable.length).toBeGreaterThanOrEqual(3);
    // The tag says what the flag says, both ways, so per-tag figures count the right questions.
    for (const q of golden.questions) expect([q.id, q.tags.includes('unanswerable')]).toEqual([q.id, !q.answerable]);
    expect(golden.questions.filter((q) => q.tags.includes('paraphrase')).length).toBeGreaterThanOrEqual(3);
    for (const q of golden.questions) expect([q.id, q.tags.length > 0]).toEqual([q.id, true]);
    // Section-level labels, one or two per answerable question.
    for (const q of golden.questions.filter((x) => x.answerable)) {
      expect([q.id, q.relevant.length >= 1 && q.relevant.length <= 2]).toEqual([q.id, true]);
    }
    // Questions are written the way people ask: no two alike.
    expect(new Set(golden.questions.map((q) => q.question.toLowerCase())).size).toBe(golden.questions.length);
  });
});

(present.length ? describe : describe.skip)('quality golden sets on their corpora', () => {
  test.each(present.map((s) => [s.name, s] as [string, QualitySet]))(
    '%s: every label resolves, and paraphrased questions share no word with the heading they are labelled with',
    async (_name, set) => {
      const golden = readQualityGolden(set);
      const corpus = await QualityCorpus.open(set.corpusDir, deps);
      try {
        // The labelled documents alone: what resolving a label and reading its heading look at.
        const side = await corpus.load(labelledOnly(plain, golden));
        const broken = golden.questions.flatMap((q) => q.relevant.filter((l) => side.resolver.resolve(l).length === 0).map((l) => `${q.id}: ${l.raw}`));
        expect(broken).toEqual([]);
        const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
        const shared: string[] = [];
        for (const q of golden.questions.filter((x) => x.tags.includes('paraphrase'))) {
          const words = new Set(analyzer.analyze(q.question));
          for (const l of q.relevant) {
            const heading = labelHeading(side, l);
            expect([q.id, l.raw, heading !== undefined]).toEqual([q.id, l.raw, true]);
            const common = analyzer.analyze(heading as string).filter((t) => words.has(t));
            if (common.length) shared.push(`${q.id}: '${common.join("', '")}' also in the heading '${heading}'`);
          }
        }
        expect(shared).toEqual([]);
      } finally {
        await corpus.close();
      }
    },
    180_000,
  );
});

const flask = present.find((s) => s.name === 'flask-docs');

/** The settings (dotted key paths, down to one setting) in which two configs differ. */
function differing(a: unknown, b: unknown, at = ''): string[] {
  const mapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (mapping(a) && mapping(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => differing(a[k], b[k], at ? `${at}.${k}` : k));
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [at];
}

/**
 * The rows run through `eval` and through the bench side by side. Every row's config is checked to
 * be the one eval reads from its config file (below: cheap, no corpus is chunked); what a row's
 * settings then change is how the side is loaded (chunking), analysed (analyzer, BM25's index
 * parameters) and ranked (BM25's query-time evidence, the retriever type), and the same engine
 * functions do that for both (engine/load-side.ts `loadSide`, `rankSide`). So these rows, between
 * them, set every setting any row of the table sets (the coverage test below fails when a new row
 * sets another): the pinned plain row; a BM25 index parameter (the heading field); a chunking
 * override (the bench chunks the corpus again for it); the shipped defaults with no overrides (the
 * analyzer's stopwords and code identifiers, folded sections, BM25F fields and body b, one place
 * per section); the defaults under overrides (page evidence and feedback); and the three hybrids.
 * The other rows set a subset of these settings, with other values.
 */
const COMPARED = ['plain BM25 (today, pinned)', 'plain + heading field (heading_boost 2)', 'plain + combine short sections (800)', 'defaults (no config file)', 'defaults + page 0.5 + feedback 5/10/0.6'];
/**
 * The hybrid rows embed every chunk with the sentence encoder: on all of flask-docs, 90,000
 * tokens, half a minute of a core; on its deploying/ folder alone (12 pages, 35 chunks: a real
 * corpus folder, whose other labels are broken, so the broken-label lists are compared too) a few
 * seconds, with one embeddings cache for the three.
 */
const HYBRIDS = VARIANTS.filter((v) => v.overrides?.retriever && (v.overrides.retriever as ConfigKeys).type === 'hybrid').map((v) => v.name);
const HYBRID_FOLDER = 'deploying';
const compared = VARIANTS.filter((v) => COMPARED.includes(v.name) || HYBRIDS.includes(v.name));

(flask ? describe : describe.skip)('the quality bench measures what eval measures', () => {
  let dir: string;
  // The hybrid rows run the sentence encoder: one embeddings cache for the block, so only the first embeds the folder.
  const cacheRoot = mkdtempSync(join(tmpdir(), 'rg-quality-vectors-'));
  // One encoder thread: 35 chunks are embedded sooner than two encoder threads open their own model (threads never change a result).
  const deps = { cwd: projectRoot, env: { RUNNER_TEMP: cacheRoot }, embeddingsCacheDir: join(cacheRoot, 'embeddings'), threads: 1 };
  // One corpus for the whole block, as the bench shares one load among its variants: chunked once per chunking setting.
  let corpus: QualityCorpus;
  let hybridCorpus: QualityCorpus;
  let hybridDir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rg-quality-'));
    corpus = await QualityCorpus.open((flask as QualitySet).corpusDir, deps);
    hybridDir = join(dir, 'flask-part');
    cpSync(join((flask as QualitySet).corpusDir, HYBRID_FOLDER), join(hybridDir, HYBRID_FOLDER), { recursive: true });
    hybridCorpus = await QualityCorpus.open(hybridDir, deps);
  });
  afterAll(async () => {
    await corpus.close();
    await hybridCorpus.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(cacheRoot, { recursive: true, force: true });
  });

  test('every row: the config the bench ranks with is the one eval reads from that config file', async () => {
    const set = flask as QualitySet;
    const side = await openFolder(set.corpusDir, deps);
    try {
      const configPath = join(dir, 'read.yml');
      const wrong: string[] = [];
      for (const variant of VARIANTS) {
        writeFileSync(configPath, variantConfigText(variant));
        const { config } = await loadSettings({ configPath, goldenPath: set.goldenFile }, side, null, deps);
        for (const key of differing(config, variantConfig(variant))) wrong.push(`${variant.name}: ${key}`);
      }
      expect(wrong).toEqual([]);
    } finally {
      await side.reader.close?.();
    }
  });

  test('the rows compared below set, between them, every setting any row sets, from both bases, with and without overrides', () => {
    const plainConfig = variantConfig(VARIANTS[0]);
    const set = (vs: typeof VARIANTS) => new Set(vs.flatMap((v) => differing(variantConfig(v), plainConfig)));
    const covered = set(compared);
    expect([...set(VARIANTS)].filter((k) => !covered.has(k))).toEqual([]);
    expect(compared.filter((v) => v.base === 'plain' && !v.overrides)).toHaveLength(1);
    expect(compared.filter((v) => v.base === 'defaults' && !v.overrides)).toHaveLength(1);
    expect(compared.some((v) => v.base === 'defaults' && v.overrides && !HYBRIDS.includes(v.name))).toBe(true);
    expect(HYBRIDS.length).toBeGreaterThan(0);
    expect(compared).toHaveLength(COMPARED.length + HYBRIDS.length);
  });

  test.each(compared.map((v) => [v.name, v] as [string, (typeof VARIANTS)[number]]))('%s: same means as retrieval-gate eval with that config file', async (name, variant) => {
    const set = flask as QualitySet;
    const hybrid = HYBRIDS.includes(name);
    const configPath = join(dir, 'variant.yml');
    writeFileSync(configPath, variantConfigText(variant));
    const viaEval = await runEval({ dir: hybrid ? hybridDir : set.corpusDir, configPath, goldenPath: set.goldenFile }, deps);
    const { score } = await scoreVariant(hybrid ? hybridCorpus : corpus, variantConfig(variant), readQualityGolden(set), deps);
    // A comparison of means over real questions: some counted, and on the folder, broken labels too.
    expect(score.counted).toBeGreaterThan(0);
    if (hybrid) expect(score.broken.length).toBeGreaterThan(0);
    expect(score.metrics).toEqual(viaEval.metrics);
    expect(score.counted).toBe(viaEval.counted);
    const passed = viaEval.questions.filter((q) => q.pass).length;
    expect(score.passRate).toBeCloseTo(passed / viaEval.counted, 12);
    expect(score.broken).toEqual(viaEval.broken_labels.map((b) => `${b.question}: ${b.label}`));
  });

  test('MiniSearch peers rank chunks of the same side, to the depth, deterministically, and are judged like the engine', async () => {
    const set = flask as QualitySet;
    const golden = readQualityGolden(set);
    {
      const side = await corpus.load(plain);
      const ids = new Set(side.docs.flatMap((d) => d.chunks.map((c) => c.id)));
      for (const peer of PEERS) {
        const questions = golden.questions.map((q) => q.question);
        const hits = peer.rank(side.docs, questions, 20);
        expect(hits).toHaveLength(questions.length);
        for (const ranking of hits) {
          expect(ranking.length).toBeLessThanOrEqual(20);
          for (const h of ranking) expect(ids.has(h.id)).toBe(true);
          for (let i = 1; i < ranking.length; i++) expect(ranking[i - 1].score).toBeGreaterThanOrEqual(ranking[i].score);
        }
        // Deterministic: a second index of the same chunks ranks the same. Each question's ranking
        // is its own, so a few of them show it (the searches, not the index, are what cost here).
        expect(peer.rank(side.docs, questions.slice(0, 6), 20)).toEqual(hits.slice(0, 6));
        const score = scoreRankings(golden, hits, side, plain);
        expect(score.counted).toBe(golden.questions.filter((q) => q.answerable).length);
        // A peer that found nothing would score 0; these are real rankings of real questions.
        expect(score.metrics['recall@5']).toBeGreaterThan(0.3);
      }
    }
  });
});

describe('the variants table', () => {
  test('its first row is the pinned plain BM25 baseline, and names are unique', () => {
    expect(VARIANTS[0].base).toBe('plain');
    expect(VARIANTS[0].overrides).toBeUndefined();
    expect(new Set(VARIANTS.map((v) => v.name)).size).toBe(VARIANTS.length);
    for (const v of VARIANTS) expect(() => variantConfig(v)).not.toThrow();
  });

  test('a row with a misspelt key is an error naming the key, as a config file would be', () => {
    const bad = { name: 'typo', base: 'plain' as const, overrides: { retriever: { bm25: { heading_bost: 2 } } } };
    expect(() => variantConfig(bad)).toThrow(InputError);
    expect(() => variantConfig(bad)).toThrow(/heading_bost/);
  });

  test('overrides merge into the pinned row key by key', () => {
    const cfg = variantConfig({ name: 'x', base: 'plain', overrides: { retriever: { bm25: { k1: 0.9 } } } });
    expect(cfg.retriever.bm25).toEqual({ ...plain.retriever.bm25, k1: 0.9 });
    expect(cfg.retriever.analyzer).toEqual(plain.retriever.analyzer);
    // The defaults over the whole corpus folder: only `docs`, written out (the bench does not detect a docs scope).
    expect(variantConfigText({ name: 'd', base: 'defaults' })).toBe(`docs:\n  - "${DEFAULT_DOCS_GLOBS[0]}"\n`);
  });
});
