import { meaningfulChanges } from '../report/meaningful';
import { DocCache } from '../chunk/corpus';
import { buildReport } from '../compare/build-report';
import { docChanges } from '../compare/corpus-growth';
import { ERROR_CODES, InputError } from '../errors';
import { metricNames } from '../measure/names';
import type { MissingKeyNote, Report } from '../report/types';
import { judgeSide, measureKs } from './evaluate-side';
import { createAnalyzer } from '../retrieve/bm25/analyzer';
import { loadSettings, type LoadedSettings, type OpenedSide } from './load-inputs';
import { fallbackSentence, MeasurementSkipped, missingKeys, withBm25 } from './missing-key';
import { DEFAULT_CONFIG, DEFAULT_MAX_NEW_EMBEDS, type Config } from '../config/types';
import { parseDocument } from '../chunk/document';
import { suggestFix } from '../compare/broken-labels';
import { headPlan, judgingResolver, labelKey, refineBaseView, relabelPlan, restoreLabels, type InheritedFinding, type RelabelPlan } from '../compare/label-plan';
import { labelProblems } from './run-validate';
import { memberLabels } from '../golden/label';
import { LabelHistoryReader } from '../source/label-history';
import { selectionFromConfig } from '../source/select';
import type { BrokenLabel, Doc, EncoderRun, GoldenSet, Label, QuestionResult } from '../types';
import { baseCacheKey, readBaseSide, retrievedTokens, writeBaseSide } from './base-side-cache';
import type { CachedBaseSide } from './base-side-entry';
import { WORKTREE } from '../source/worktree';
import { judgedSide, loadSide, openFolder, openRevision, openWorktree, rankSide, retrievalDepth, type EmbedCap, type LoadedSide, type RankedSide } from './load-side';
import { sharedAnalysisFor } from './shared-bm25';
import { SidePair } from '../retrieve/common/side-pair';
import { chunkTokenCounter } from './tokens';
import type { CompareRequest, EngineDeps } from './types';
import { ENGINE_VERSION } from '../version';
import { addAnswers, sideAnswerInputs } from './answers-stage';
import { scopeSides } from './docs-scope';

/** Applies `retriever.on_missing_key` when a side's API key is not in the environment (engine/missing-key.ts). */
function applyMissingKeyPolicy(config: Config, baseConfig: Config, deps: EngineDeps): { config: Config; baseConfig: Config; fallback?: MissingKeyNote } {
  const missing = [...new Set([...missingKeys(config, deps.env), ...missingKeys(baseConfig, deps.env)])].sort();
  const policy = config.retriever.on_missing_key;
  // `fail`: the retriever's own check reports the variable as a config error, as it always did.
  if (missing.length === 0 || policy === 'fail') return { config, baseConfig };
  const was = config.retriever.type + (config.retriever.rerank ? ' + rerank' : '');
  if (policy === 'skip') {
    throw new MeasurementSkipped(
      `the API key${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set in this run (pull requests from forks and Dependabot get no secrets), and retriever.on_missing_key is 'skip': nothing was measured`,
    );
  }
  const sentence = fallbackSentence(missing, was);
  deps.log?.(sentence);
  return { config: withBm25(config), baseConfig: withBm25(baseConfig), fallback: { missing, configured: was, message: sentence } };
}

/** The report with what the trust rule refused and what the missing-key fallback did, when anything. */
function withSafetyNotes(report: Report, settings: LoadedSettings, fallback: MissingKeyNote | undefined, event: string | undefined): Report {
  const out: Report = { ...report };
  if (settings.trust) {
    const t = settings.trust;
    out.trust = {
      head_config: 'inert-only',
      refused: t.refused,
      trusted_from: t.source,
      gate_proposal: t.gateProposal,
      config_proposals: t.proposals,
      ...(t.omitted ? { config_proposals_omitted: t.omitted } : {}),
      ...(t.invalid ? { invalid_head_config: t.invalid } : {}),
      ...(t.invalidGolden ? { invalid_head_golden: t.invalidGolden } : {}),
      golden_from: t.goldenFrom,
      golden_proposal: t.goldenProposal,
      ...(event ? { event } : {}),
    };
  }
  if (fallback) out.missing_key = fallback;
  return out;
}

/** Opens the two sides a compare request names: two revisions of one repository, or two folders. */
async function openSides(req: CompareRequest, deps: EngineDeps): Promise<{ base: OpenedSide; head: OpenedSide }> {
  const twoConfigs = req.baseConfigPath !== undefined || req.headConfigPath !== undefined;
  if (twoConfigs && (req.baseConfigPath === undefined || req.headConfigPath === undefined)) throw new InputError(ERROR_CODES.USAGE, '--base-config and --head-config go together');
  if (twoConfigs && req.configPath !== undefined) throw new InputError(ERROR_CODES.USAGE, '--config cannot be used with --base-config and --head-config');
  if (req.rev !== undefined || req.dir !== undefined || (twoConfigs && [req.base, req.head, req.baseDir, req.headDir].every((x) => x === undefined))) {
    // One revision or folder, opened once per side, so each side is built with its own settings.
    if (!twoConfigs) throw new InputError(ERROR_CODES.USAGE, '--rev and --dir name the one source of a compare between --base-config and --head-config');
    if ([req.base, req.head, req.baseDir, req.headDir].some((x) => x !== undefined)) throw new InputError(ERROR_CODES.USAGE, '--rev/--dir cannot be used with --base/--head or --base-dir/--head-dir');
    if (req.rev !== undefined && req.dir !== undefined) throw new InputError(ERROR_CODES.USAGE, '--rev and --dir cannot be used together');
    const open = () => (req.rev !== undefined ? openRevision(req.repo, req.rev, deps) : openFolder(req.dir ?? req.repo ?? '.', deps));
    const base = await open();
    return { base, head: await open() };
  }
  const revs = req.base !== undefined || req.head !== undefined;
  const dirs = req.baseDir !== undefined || req.headDir !== undefined;
  if (revs && dirs) throw new InputError(ERROR_CODES.USAGE, 'give either --base/--head (revisions) or --base-dir/--head-dir (folders), not both');
  if (dirs) {
    if (req.baseDir === undefined || req.headDir === undefined) throw new InputError(ERROR_CODES.USAGE, '--base-dir and --head-dir go together');
    if (req.repo !== undefined) throw new InputError(ERROR_CODES.USAGE, '--repo is for --base/--head; folders are given with --base-dir/--head-dir');
    return { base: await openFolder(req.baseDir, deps), head: await openFolder(req.headDir, deps) };
  }
  if (req.base === undefined) {
    throw new InputError(ERROR_CODES.USAGE, 'needs --base REV (and --head REV; without it the head is the working tree) or --base-dir DIR and --head-dir DIR (two folders)');
  }
  const base = await openRevision(req.repo, req.base, deps);
  try {
    // No --head, or --head WORKTREE: the files as they are on disk, the everyday local loop.
    const head = req.head === undefined || req.head === WORKTREE ? await openWorktree(req.repo, deps) : await openRevision(req.repo, req.head, deps);
    return { base, head };
  } catch (e) {
    await base.reader.close?.();
    throw e;
  }
}

/** The base side judged, from the cache or built now, and the head's documents. */
interface BuiltSides {
  baseSide: CachedBaseSide;
  builtHead: LoadedSide;
  rankedHead: RankedSide;
  /** The encoder's vectors computed and read from its cache in this run, both sides (none when it ranked nothing). */
  encoderRun?: EncoderRun;
}

/**
 * The encoder's counts in this run (undefined when neither side used it): every vector computed,
 * and the vectors read from the cache that this run had not computed itself. When the base was
 * built, the head reads the base's fresh vectors from the cache too, so what was there before the
 * run is the base's share; with the base from the side cache, the head's.
 */
function encoderRunOf(builtBase: EncoderRun | undefined, head: EncoderRun | undefined): EncoderRun | undefined {
  if (!builtBase && !head) return undefined;
  return { computed: (builtBase?.computed ?? 0) + (head?.computed ?? 0), from_cache: builtBase ? builtBase.from_cache : (head?.from_cache ?? 0) };
}

/**
 * The head's budget for its model stages, from the base alone: the base's chunk count plus the
 * base config's `retriever.max_new_embeds`, and the base config's time budget. What the pull
 * request adds costs at most what the base's settings allow, whatever its own config says.
 */
export function headEmbedCap(baseDocs: readonly Doc[], baseConfig: Config): EmbedCap {
  const chunks = baseDocs.reduce((sum, d) => sum + d.chunks.length, 0);
  const allowance = baseConfig.retriever.max_new_embeds ?? DEFAULT_MAX_NEW_EMBEDS;
  const seconds = baseConfig.chunking.max_corpus_seconds ?? DEFAULT_CONFIG.chunking.max_corpus_seconds!;
  return {
    maxTexts: chunks + allowance,
    basis: `the base's ${chunks.toLocaleString('en-US')} chunks plus retriever.max_new_embeds, ${allowance.toLocaleString('en-US')}, from the base's config`,
    seconds,
    secondsKey: 'chunking.max_corpus_seconds',
  };
}

/** Reads, chunks and ranks both sides (the base from the cache when it has it); the base is judged through `baseView`. */
async function buildSides(base: OpenedSide, head: OpenedSide, settings: LoadedSettings, plan: RelabelPlan, deps: EngineDeps): Promise<BuiltSides> {
  const baseView = plan.baseView;
  const { config, baseConfig, golden } = settings;
  const depth = retrievalDepth(config);
  const ks = measureKs(config.k, config.pass_k);
  const budget = config.context.token_budget > 0;
  const cache = new DocCache();
  // With answers, the entry also carries each question's context and fact presence (it keeps no chunk text).
  const answers = config.answers ? { answers: { top_k: config.context.top_k, token_budget: config.context.token_budget } } : {};
  const keyed = await baseCacheKey(base, baseConfig, baseView, { ks, passK: config.pass_k, depth, tokens: budget, ...answers }, deps);
  const hit = keyed && deps.sideCache ? await readBaseSide(deps.sideCache, keyed.key, deps, { listing: keyed.listing, golden: baseView }) : null;
  if (hit) {
    // The judged base side from an earlier run: only the head is read, chunked, indexed and searched.
    const loadedHead = await loadSide(head, config, cache, deps, { previous: keyed?.snapshot });
    deps.log?.(`parsed ${cache.misses} documents, reused ${cache.hits}`);
    const rankedHead = await rankSide(loadedHead, config, golden, depth, deps, null, headEmbedCap(hit.docs, baseConfig));
    return { baseSide: hit, builtHead: judgedSide(loadedHead, rankedHead), rankedHead, encoderRun: encoderRunOf(undefined, rankedHead.encoderRun) };
  }
  // The head's BM25 index is built from the base's: unchanged chunks are not analysed again (plain BM25, same analyzer on both sides).
  const shared = sharedAnalysisFor(baseConfig.retriever, config.retriever);
  const loadedBase = await loadSide(base, baseConfig, cache, deps, { read: keyed?.snapshot });
  const loadedHead = await loadSide(head, config, cache, deps, { previous: loadedBase.snapshot, analyse: !shared });
  deps.log?.(`parsed ${cache.misses} documents, reused ${cache.hits}`);
  // A search engine's head index starts as a copy of the base's; the pair deletes both once the head is built.
  const pair = new SidePair();
  const paired = { ...deps, sidePair: pair };
  let rankedBase: RankedSide;
  let rankedHead: RankedSide;
  try {
    rankedBase = await rankSide(loadedBase, baseConfig, golden, depth, paired, shared);
    rankedHead = await rankSide(loadedHead, config, golden, depth, paired, shared, headEmbedCap(loadedBase.docs, baseConfig));
  } catch (e) {
    // The clean-up still runs; its own failure must not hide the first error.
    await pair.close().catch(() => {});
    throw e;
  }
  await pair.close();
  // Judged on the retriever's own chunks when it cut the documents itself (documents mode).
  const builtBase = judgedSide(loadedBase, rankedBase);
  const builtHead = judgedSide(loadedHead, rankedHead);
  // Refined from the base's own documents only, so the cache key (over `baseView` and those documents) still decides it.
  const view = refineBaseView(plan, golden, builtBase.resolver);
  const questions = judgeSide(view, rankedBase.hits, builtBase.docs, builtBase.resolver, { ks, passK: config.pass_k, analyzer: createAnalyzer(baseConfig.retriever.analyzer) });
  const baseSide: CachedBaseSide = { retrieverName: rankedBase.retrieverName, docs: builtBase.docs, notes: builtBase.notes, questions, tokens: budget ? retrievedTokens(questions, builtBase.docs) : null };
  if (rankedBase.encoder) baseSide.encoder = rankedBase.encoder;
  const answerInputs = sideAnswerInputs(config, baseConfig, golden, questions, builtBase.docs);
  if (answerInputs) baseSide.answers = answerInputs;
  if (keyed && deps.sideCache) await writeBaseSide(deps.sideCache, keyed.key, baseSide, deps);
  return { baseSide, builtHead, rankedHead, encoderRun: encoderRunOf(rankedBase.encoderRun, rankedHead.encoderRun) };
}

/**
 * Base documents with their chunk texts for the given paths: a cached base side keeps no texts,
 * and telling a renamed section from a guess needs them, so those few files are read again.
 */
async function withTexts(docs: readonly Doc[], paths: ReadonlySet<string>, side: OpenedSide, config: Config): Promise<Doc[]> {
  const out: Doc[] = [];
  for (const d of docs) {
    if (!paths.has(d.path) || !d.chunks.length || d.chunks.some((c) => c.text !== '')) {
      out.push(d);
      continue;
    }
    const text = await side.reader.readText(d.path);
    out.push(text === null ? d : parseDocument({ path: d.path, hash: d.hash, text, size: Buffer.byteLength(text) }, config.chunking));
  }
  return out;
}

/** Paths of the labels (as golden set and base view write them) that do not resolve at head. */
function brokenPaths(golden: GoldenSet, resolver: LoadedSide['resolver']): Set<string> {
  const out = new Set<string>();
  for (const q of golden.questions) for (const l of q.relevant) if (!resolver.resolve(l).length) for (const m of memberLabels(l)) out.add(m.path);
  return out;
}

/** `question NUL member` for a broken label and, for a group, each of its members (as data: `any`). */
function memberTexts(b: BrokenLabel): string[] {
  return [b.label, ...(b.any ?? [])].map((l) => `${b.question}\u0000${l}`);
}

/** Paths of section labels whose document the change edited: their anchors may have drifted (compare/drift.ts). */
function changedLabelPaths(golden: GoldenSet, changes: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const q of golden.questions) for (const l of q.relevant) if (!l.any && l.anchor !== undefined && changes.get(l.path) === 'changed') out.add(l.path);
  return out;
}

/**
 * Labels broken at base and at head, each looked up in git history once (two revisions of one
 * repository only; folders have none): the commit that broke it and what that commit did.
 */
async function inheritedFindings(
  golden: GoldenSet,
  plan: RelabelPlan,
  baseQuestions: readonly QuestionResult[],
  head: LoadedSide,
  base: OpenedSide,
  baseConfig: Config,
): Promise<Map<string, InheritedFinding>> {
  const out = new Map<string, InheritedFinding>();
  const from = base.reader.kind === 'git' ? base.reader.commit : undefined;
  let history: LabelHistoryReader | null = null;
  const byLabel = new Map<string, InheritedFinding>();
  const wanted: Array<{ key: string; label: Label }> = [];
  for (const [qi, q] of golden.questions.entries()) {
    if (!q.answerable || plan.relabelled.has(q.id) || plan.added.has(q.id)) continue;
    for (const [li, label] of q.relevant.entries()) {
      if (baseQuestions[qi]?.labels[li]?.resolved || head.resolver.resolve(label).length) continue;
      wanted.push({ key: labelKey(q.id, li), label });
    }
  }
  try {
    // One `git log` for the files of every label looked up, not one per label.
    if (from && wanted.length) {
      history = new LabelHistoryReader(base.root, baseConfig.chunking, selectionFromConfig(baseConfig));
      await history.preload(from, wanted.map((w) => w.label.path));
    }
    for (const { key, label } of wanted) {
      let finding = byLabel.get(label.raw);
      if (!finding) {
        finding = history && from ? await historyFinding(history, from, label) : { kind: 'unknown' };
        byLabel.set(label.raw, finding);
      }
      out.set(key, finding);
    }
  } finally {
    await history?.close();
  }
  return out;
}

async function historyFinding(history: LabelHistoryReader, from: string, label: Label): Promise<InheritedFinding> {
  // A group's members have histories of their own; its fix is looked for at head alone.
  if (label.any) return { kind: 'unknown' };
  const h = await history.find(from, label);
  if (h.kind !== 'broke') return h;
  return { kind: 'broke', commit: h.commit, subject: h.subject, fix: suggestFix(label, h.before, h.after) };
}

/**
 * Base vs head (docs/compare.md, docs/report.md): settings from the head, each side built with its own retrieval
 * config, unchanged files read and parsed once, every question ranked on both sides; relabelled
 * questions judged at base through their old labels, labels whose section moved scored at head
 * through it, labels already broken at base traced in history; then the report with its gate.
 * Throws InputError for anything the user must fix.
 */
export async function runCompare(req: CompareRequest, deps: EngineDeps): Promise<Report> {
  return (await compareWithHead(req, deps)).report;
}

/** The head side as compared: its documents and resolver, for checking a fix the way `validate` would (fix-labels). */
export type ComparedHead = Pick<LoadedSide, 'docs' | 'resolver' | 'rev'>;

/** `runCompare`, with the head side it judged. */
export async function compareWithHead(req: CompareRequest, deps: EngineDeps): Promise<{ report: Report; head: ComparedHead }> {
  const { base, head } = await openSides(req, deps);
  try {
    const settings = await loadSettings(req, head, base, deps);
    const { golden } = settings;
    const keyed0 = applyMissingKeyPolicy(settings.config, settings.baseConfig, deps);
    // Each side selected by its own docs scope (the base's when the head is not trusted).
    const scoped = await scopeSides({ base, head }, keyed0, golden, { headTrusted: !settings.trust }, deps);
    const { config, baseConfig } = scoped;
    const ks = measureKs(config.k, config.pass_k);
    const plan = relabelPlan(golden, settings.baseGolden);
    const { baseSide, builtHead, rankedHead, encoderRun } = await buildSides(base, head, { ...settings, config, baseConfig }, plan, deps);

    const names = metricNames(ks);
    const changes = docChanges(baseSide.docs, builtHead.docs);
    const baseQuestions = baseSide.questions;
    const baseDocs = await withTexts(baseSide.docs, new Set([...brokenPaths(golden, builtHead.resolver), ...changedLabelPaths(golden, changes)]), base, baseConfig);
    // Under a privileged event a fix never rests on an explicit id the PR added (compare/fix-rules.ts).
    const rules = { untrustedHead: settings.trust !== undefined };
    const { headView, breaks, gone, unmatched } = headPlan(golden, plan.relabelled, baseQuestions, baseDocs, builtHead.docs, builtHead.resolver, rules);
    const judged = judgeSide(headView, rankedHead.hits, builtHead.docs, judgingResolver(builtHead.resolver, unmatched), { ks, passK: config.pass_k, changes, analyzer: createAnalyzer(config.retriever.analyzer) });
    const headQuestions = restoreLabels(golden, headView, judged);
    const inherited = await inheritedFindings(golden, plan, baseQuestions, builtHead, base, baseConfig);

    const labelled = new Set<string>();
    for (const q of headView.questions) for (const l of q.relevant) for (const id of builtHead.resolver.resolve(l)) labelled.add(id);
    const retriever = baseSide.retrieverName === rankedHead.retrieverName ? rankedHead.retrieverName : `${baseSide.retrieverName} → ${rankedHead.retrieverName}`;
    const budget = config.context.token_budget > 0;
    const report = buildReport(
      golden,
      config,
      names,
      {
        rev: base.label,
        ...(base.reader.commit ? { commit: base.reader.commit } : {}),
        // As judged (the cache's or the retriever's chunks); `baseDocs` re-read only to tell renames from guesses.
        docs: baseSide.docs,
        notes: baseSide.notes,
        questions: baseQuestions,
        tokens: baseSide.tokens ? (id) => baseSide.tokens?.get(id) ?? 0 : undefined,
        ...(baseSide.encoder ? { encoder: baseSide.encoder } : {}),
      },
      {
        rev: builtHead.rev,
        commit: builtHead.commit,
        docs: builtHead.docs,
        notes: builtHead.notes,
        questions: headQuestions,
        labelledChunks: labelled.size,
        tokens: budget ? chunkTokenCounter(builtHead.docs) : undefined,
        resolver: builtHead.resolver,
        ...(rankedHead.encoder ? { encoder: rankedHead.encoder } : {}),
      },
      {
        version: ENGINE_VERSION,
        retriever,
        golden: { file: settings.goldenFile, changed_in_pr: settings.goldenChanged, from: settings.goldenFrom },
        config: { file: settings.configFile, changed_in_pr: settings.configChanged, base_used_own_config: settings.baseUsedOwnConfig, from: settings.configFrom },
        labels: { relabelled: plan.relabelled, added: plan.added, breaks, inherited, gone, rules },
      },
    );
    // Fragile labels at head (numbered or ambiguous anchors, dead group members): warned, never failing.
    // A label this change broke or drifted is already reported with its fix: not warned twice.
    const changed = new Set(report.broken_labels.filter((b) => b.side === 'head').flatMap(memberTexts));
    const warnings = labelProblems(settings, builtHead).filter((p) => p.severity === 'warning' && !changed.has(`${p.question}\u0000${p.label}`));
    if (warnings.length) report.label_warnings = warnings;
    if (encoderRun) report.encoder_run = encoderRun;
    const headAnswers = sideAnswerInputs(config, config, golden, headQuestions, builtHead.docs);
    const withAnswerRule = headAnswers ? await addAnswers(report, config, golden, baseSide.answers ?? [], headAnswers, deps) : report;
    // The answers stage may add a failed gate rule, and the scope may name pages of the change it left out: the list of meaningful changes is taken again.
    const scopedReport = { ...withAnswerRule, scope: scoped.scope };
    const answered = { ...scopedReport, meaningful_changes: meaningfulChanges(scopedReport) };
    const report2 = withSafetyNotes(answered, settings, keyed0.fallback, req.event);
    return { report: report2, head: { docs: builtHead.docs, resolver: builtHead.resolver, rev: builtHead.rev } };
  } finally {
    await base.reader.close?.();
    await head.reader.close?.();
  }
}
