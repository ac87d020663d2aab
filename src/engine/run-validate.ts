/**
 * `validate`: the golden set and config of one side (a revision, a folder, the current folder)
 * read and checked against that side's documents, with nothing ranked: every label resolving,
 * numbered-repeat and ambiguous anchors, dead group members (compare/label-check.ts), then the
 * set's health (golden/health.ts: shapes, lexical overlap, near-duplicates, coverage, size). A
 * golden set or config that does not parse is an InputError as everywhere else.
 */
import { DocCache } from '../chunk/corpus';
import { draftIds } from '../compare/build-report';
import { checkAcknowledged, checkGoldenSet, type LabelProblem } from '../compare/label-check';
import { setHealth } from '../golden/health';
import { acknowledgedPositions, labelPositions } from '../golden/label-positions';
import { createAnalyzer } from '../retrieve/bm25/analyzer';
import type { GoldenSet } from '../types';
import { loadSettings, type LoadedSettings } from './load-inputs';
import { loadSide, openFolder, openRevision, type LoadedSide } from './load-side';
import { scopeOne } from './docs-scope';
import { ERROR_CODES, InputError } from '../errors';
import { workflowCoverage } from '../compare/workflow-coverage';
import { readWorkflows } from '../source/workflow-files';
import type { EngineDeps, EvalRequest, ValidateResult } from './types';

/** The side an eval or validate names: --rev of the repository, --dir, or the current folder. */
export async function openOneSide(req: EvalRequest, deps: EngineDeps) {
  if (req.rev !== undefined && req.dir !== undefined) throw new InputError(ERROR_CODES.USAGE, '--rev and --dir cannot be used together');
  if (req.rev !== undefined) return openRevision(req.repo, req.rev, deps);
  return openFolder(req.dir ?? req.repo ?? '.', deps);
}

/**
 * The golden set's problems against a loaded side, pointing at each label's line and column, then
 * the config's problems against the golden set (acknowledged ids it does not have).
 */
export function labelProblems(settings: Pick<LoadedSettings, 'golden' | 'goldenText' | 'config' | 'configFile' | 'configText'>, side: Pick<LoadedSide, 'docs' | 'resolver' | 'rev'>): LabelProblem[] {
  const labels = checkGoldenSet({ golden: settings.golden, docs: side.docs, resolver: side.resolver, places: labelPositions(settings.goldenText), where: side.rev });
  const file = settings.configFile;
  if (file === null || settings.configText === null) return labels;
  return [...labels, ...checkAcknowledged(settings.config.gate.acknowledged, settings.golden, file, acknowledgedPositions(settings.configText))];
}

const labelCount = (g: GoldenSet) => g.questions.reduce((n, q) => n + q.relevant.reduce((m, l) => m + (l.any?.length ?? 1), 0) + q.forbidden.length, 0);

/** Runs `validate` (docs/golden-set-guide.md): problems in file order, counted by severity. */
export async function runValidate(req: EvalRequest, deps: EngineDeps): Promise<ValidateResult> {
  const side = await openOneSide(req, deps);
  try {
    const settings = await loadSettings(req, side, null, deps);
    // The same documents eval indexes: the detected docs scope (or the config's globs).
    const { config } = await scopeOne(side, settings.config, settings.golden, deps);
    // Nothing is ranked: no worker threads analysing chunks for an index never built.
    const loaded = await loadSide(side, config, new DocCache(), deps, { analyse: false });
    // The workflows that run the gate must start on a PR that changes only a labelled file.
    const problems = [...labelProblems(settings, loaded), ...workflowCoverage(await readWorkflows(side), settings.golden)];
    // Health reads the same documents; its words are the configured analyzer's, as BM25 sees them.
    const analyzer = createAnalyzer(config.retriever.analyzer);
    const health = setHealth({ golden: settings.golden, docs: loaded.docs, resolver: loaded.resolver, words: (t) => analyzer.analyze(t) });
    const result: ValidateResult = {
      schema: 'retrieval-gate/validate@1',
      rev: loaded.rev,
      golden: { file: settings.goldenFile, questions: settings.golden.questions.length, labels: labelCount(settings.golden), ...draftIds(settings.golden) },
      config: { file: settings.configFile },
      docs: loaded.docs.length,
      chunks: loaded.docs.reduce((n, d) => n + d.chunks.length, 0),
      errors: problems.filter((p) => p.severity === 'error').length,
      // A health warning (a lexically biased set) counts like a label's: validate exits 1 on it.
      warnings: problems.filter((p) => p.severity === 'warning').length + health.warnings.length,
      problems,
      health,
    };
    if (loaded.commit) result.commit = loaded.commit;
    return result;
  } finally {
    await side.reader.close?.();
  }
}
