import { DocCache } from '../chunk/corpus';
import { buildReport } from '../compare/build-report';
import { docChanges } from '../compare/corpus-growth';
import { ERROR_CODES, InputError } from '../errors';
import { metricNames } from '../measure/names';
import type { MissingKeyNote, Report } from '../report/types';
import { judgeSide, measureKs } from './evaluate-side';
import { createAnalyzer } from '../retrieve/analyzer';
import { loadSettings, type LoadedSettings, type OpenedSide } from './load-inputs';
import { fallbackSentence, MeasurementSkipped, missingKeys, withBm25 } from './missing-key';
import type { Config } from '../config/types';
import { baseCacheKey, readBaseSide, retrievedTokens, writeBaseSide } from './base-side-cache';
import type { CachedBaseSide } from './base-side-entry';
import { judgedSide, loadSide, openFolder, openRevision, rankSide, retrievalDepth, type LoadedSide, type RankedSide } from './load-side';
import { sharedAnalysisFor } from './shared-bm25';
import { chunkTokenCounter } from './tokens';
import type { CompareRequest, EngineDeps } from './types';
import { ENGINE_VERSION } from './version';

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
function withSafetyNotes(report: Report, settings: LoadedSettings, fallback: MissingKeyNote | undefined): Report {
  const out: Report = { ...report };
  if (settings.trust) {
    out.trust = { head_config: 'inert-only', refused: settings.trust.refused, trusted_from: settings.trust.source, gate_proposal: settings.trust.gateProposal };
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
  if (req.base === undefined || req.head === undefined) {
    throw new InputError(ERROR_CODES.USAGE, 'compare needs --base and --head (revisions) or --base-dir and --head-dir (folders)');
  }
  const base = await openRevision(req.repo, req.base, deps);
  try {
    return { base, head: await openRevision(req.repo, req.head, deps) };
  } catch (e) {
    await base.reader.close?.();
    throw e;
  }
}

/**
 * Base vs head (CONTRACT §4, §6): settings from the head, each side built with its own retrieval
 * config, unchanged files read and parsed once, every question ranked on both sides, then the
 * report with its gate. Throws InputError for anything the user must fix.
 */
export async function runCompare(req: CompareRequest, deps: EngineDeps): Promise<Report> {
  const { base, head } = await openSides(req, deps);
  try {
    const settings = await loadSettings(req, head, base, deps);
    const { golden } = settings;
    const keyed0 = applyMissingKeyPolicy(settings.config, settings.baseConfig, deps);
    const { config, baseConfig } = keyed0;
    const depth = retrievalDepth(config);
    const ks = measureKs(config.k, config.pass_k);
    const budget = config.context.token_budget > 0;
    const cache = new DocCache();
    const keyed = await baseCacheKey(base, baseConfig, golden, { ks, passK: config.pass_k, depth, tokens: budget }, deps);
    const hit = keyed && deps.sideCache ? await readBaseSide(deps.sideCache, keyed.key, deps) : null;

    let baseSide: CachedBaseSide;
    let builtHead: LoadedSide;
    let rankedHead: RankedSide;
    if (hit) {
      // The judged base side from an earlier run: only the head is read, chunked, indexed and searched.
      baseSide = hit;
      const loadedHead = await loadSide(head, config, cache, deps, keyed?.snapshot);
      deps.log?.(`parsed ${cache.misses} documents, reused ${cache.hits}`);
      rankedHead = await rankSide(loadedHead, config, golden, depth, deps, null);
      builtHead = judgedSide(loadedHead, rankedHead);
    } else {
      const loadedBase = await loadSide(base, baseConfig, cache, deps, undefined, keyed?.snapshot);
      const loadedHead = await loadSide(head, config, cache, deps, loadedBase.snapshot);
      deps.log?.(`parsed ${cache.misses} documents, reused ${cache.hits}`);
      // The head's BM25 index is built from the base's: unchanged chunks are not analysed again (plain BM25, same analyzer on both sides).
      const shared = sharedAnalysisFor(baseConfig.retriever, config.retriever);
      const rankedBase = await rankSide(loadedBase, baseConfig, golden, depth, deps, shared);
      rankedHead = await rankSide(loadedHead, config, golden, depth, deps, shared);
      const builtBase = judgedSide(loadedBase, rankedBase);
      builtHead = judgedSide(loadedHead, rankedHead);
      const questions = judgeSide(golden, rankedBase.hits, builtBase.docs, builtBase.resolver, { ks, passK: config.pass_k, analyzer: createAnalyzer(baseConfig.retriever.analyzer) });
      baseSide = { retrieverName: rankedBase.retrieverName, docs: builtBase.docs, notes: builtBase.notes, questions, tokens: budget ? retrievedTokens(questions, builtBase.docs) : null };
      if (keyed && deps.sideCache) await writeBaseSide(deps.sideCache, keyed.key, baseSide, deps);
    }

    const names = metricNames(ks);
    const changes = docChanges(baseSide.docs, builtHead.docs);
    const baseQuestions = baseSide.questions;
    const headQuestions = judgeSide(golden, rankedHead.hits, builtHead.docs, builtHead.resolver, { ks, passK: config.pass_k, changes, analyzer: createAnalyzer(config.retriever.analyzer) });

    const labelled = new Set<string>();
    for (const q of golden.questions) for (const l of q.relevant) for (const id of builtHead.resolver.resolve(l)) labelled.add(id);
    const retriever = baseSide.retrieverName === rankedHead.retrieverName ? rankedHead.retrieverName : `${baseSide.retrieverName} → ${rankedHead.retrieverName}`;
    const report = buildReport(
      golden,
      config,
      names,
      {
        rev: base.label,
        ...(base.reader.commit ? { commit: base.reader.commit } : {}),
        docs: baseSide.docs,
        notes: baseSide.notes,
        questions: baseQuestions,
        tokens: baseSide.tokens ? (id) => baseSide.tokens?.get(id) ?? 0 : undefined,
      },
      {
        rev: builtHead.rev,
        commit: builtHead.commit,
        docs: builtHead.docs,
        notes: builtHead.notes,
        questions: headQuestions,
        labelledChunks: labelled.size,
        tokens: budget ? chunkTokenCounter(builtHead.docs) : undefined,
      },
      {
        version: ENGINE_VERSION,
        retriever,
        golden: { file: settings.goldenFile, changed_in_pr: settings.goldenChanged },
        config: { file: settings.configFile, changed_in_pr: settings.configChanged, base_used_own_config: settings.baseUsedOwnConfig },
      },
    );
    return withSafetyNotes(report, settings, keyed0.fallback);
  } finally {
    await base.reader.close?.();
    await head.reader.close?.();
  }
}
