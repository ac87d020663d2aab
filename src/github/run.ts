/**
 * The action: read the inputs into one settings object, work out base and head from the event,
 * make sure the commits are there, run the comparison (or reuse a cached one), then publish:
 * report.json, job summary, annotations, the sticky PR comment, outputs, and the gate's verdict.
 * Errors are turned into `setFailed` in one place, here.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_CONFIG_PATH, DEFAULT_GOLDEN_PATH } from '../config/types';
import { validateHint } from './validate-hint';
import { ERROR_CODES, InputError, isInputError } from '../errors';
import type { Report } from '../report/types';
import { annotationsFor, workspaceRelative } from './annotations';
import { reportChanged, upsertComment, type UpsertResult } from './comment';
import { peekConfig, type ConfigPeek } from './config-peek';
import { targetFromEvent, type Target } from './event';
import { readOnlyWarning } from './fork';
import { headConfigTrusted } from './trust-event';
import { allowedRoots, requireInside } from './workspace-files';
import { MeasurementSkipped } from '../engine/missing-key';
import { ENGINE_VERSION } from '../version';
import { escapeText } from '../report/markdown-escape';
import { repositoryUrl } from '../report/markdown-chunk-ref';
import { proposedKeys, proposedQuestions } from '../report/markdown-safety';
import { escapeLog } from '../util/log-escape';
import { ensureCommits } from './git-history';
import { readSettings, type Settings } from './inputs';
import { fitSummary } from './summary';
import { computeOutputs, emptyOutputs, type Outputs } from './outputs';
import { findPullRequest, MAX_ARTIFACT_BYTES, validateArtifact, type PullHints } from './post-mode';
import { openRunCaches, saveRunCaches, type RunCaches } from './run-caches';
import { actionsArtifactUploader, publishPage, type PublishedPage } from './page-artifact';
import { defaultBranchPush, pushNotice, pushTarget, type DefaultBranchPush } from './push-warm';
import type { ActionDeps } from './toolkit';
import { recordPush } from './push-history';
import { withHistory } from './pr-history';

interface EventPayload {
  workflow_run?: { head_sha?: string; head_branch?: string; head_repository?: { owner?: { login?: string } } };
  [key: string]: unknown;
}

/** Runs the action with the given world; never throws (failures go to `setFailed`). */
export async function runAction(deps: ActionDeps): Promise<void> {
  const { core } = deps;
  // The version that wrote the log is the one that keyed the caches and signed the report (package.json, at build time).
  core.info(`retrieval-gate ${ENGINE_VERSION}`);
  try {
    const settings = readSettings((n) => core.getInput(n), deps.env);
    if (settings.token) core.setSecret(settings.token);
    const payload = await readEvent(deps.env.GITHUB_EVENT_PATH);
    if (settings.mode === 'post') await postMode(settings, payload, deps);
    else await compareMode(settings, payload, deps);
  } catch (e) {
    if (isInputError(e)) {
      core.setFailed(e.format());
    } else {
      const err = e instanceof Error ? e : new Error(String(e));
      if (err.stack) core.debug(err.stack);
      core.setFailed(`retrieval-gate: unexpected error: ${err.message}`);
    }
  }
}

/**
 * `mode: gate` and `mode: report`, in the steps actions/cache splits its entries into: restore
 * (commits, the action's config, the caches this run may read), run the comparison or reuse a
 * cached report, save (report.json and the caches), publish (summary, annotations, comment,
 * outputs, verdict).
 */
async function compareMode(settings: Settings, payload: EventPayload, deps: ActionDeps): Promise<void> {
  const { core, env } = deps;
  // A push to the default branch fills the caches pull requests start from (push-warm.ts).
  const push = defaultBranchPush(env.GITHUB_EVENT_NAME ?? '', payload, { base: settings.base, head: settings.head });
  const target = push ? pushTarget(push) : targetFromEvent(env.GITHUB_EVENT_NAME ?? '', payload, { base: settings.base, head: settings.head }, env.GITHUB_SHA);
  // A push to the default branch is recorded in the history store (push-history.ts; no other run
  // writes it): after the comparison, whose vectors of the pushed commit it reuses, and before the
  // history is read for the report, which then shows the commit.
  const record = (embeddingsCacheDir?: string) => recordPush(settings, payload as Parameters<typeof recordPush>[1], deps, { embeddingsCacheDir });
  if (target.kind === 'nothing') {
    await record();
    core.notice(`retrieval-gate: nothing to compare: ${target.reason}.`);
    await core.writeSummary(`### retrieval-gate\n\nNothing to compare: ${target.reason}.\n`);
    setOutputs(core, emptyOutputs());
    return;
  }
  const run = await restoreRun(settings, deps, target);
  if (push) run.push = push;
  const outcome = await runOrReuse(run);
  await record(run.caches.engineDeps.embeddingsCacheDir);
  if (!outcome) return;
  outcome.report = await withHistory(outcome.report, { settings, deps, base: run.resolved.base, trustedHead: run.trustedHead, ...(run.configText !== undefined ? { configText: run.configText } : {}) });
  warnSafetyNotes(core, outcome.report, target.event);
  await saveRun(run, outcome);
  const page = await publishPage(settings, core, env, outcome.report, deps.artifacts ?? actionsArtifactUploader);
  await publishRun(run, outcome.report, page);
}

/** One compare run as its steps share it: the inputs, the commits resolved, the caches opened. */
interface CompareRun {
  settings: Settings;
  deps: ActionDeps;
  target: CompareTarget;
  resolved: { base: string; head: string };
  trustedHead: boolean;
  goldenPath: string;
  caches: RunCaches;
  /** Set on a push to the default branch: the run fills the caches, and neither comments nor gates. */
  push?: DefaultBranchPush;
  /** The config the run trusts (the base's under a privileged event), for the history's rule and baseline. */
  configText?: string;
}

type CompareTarget = Extract<Target, { kind: 'compare' }>;

/** The report this run publishes, and whether it came from the cache (then it is not saved again). */
interface RunOutcome {
  report: Report;
  cached: boolean;
}

/** Restore: checks the input paths, makes sure both commits are there, reads the action's config, opens the caches. */
async function restoreRun(settings: Settings, deps: ActionDeps, target: CompareTarget): Promise<CompareRun> {
  const { core, env } = deps;
  const wd = settings.workingDirectory;
  const configPath = settings.config ?? DEFAULT_CONFIG_PATH;
  const goldenPath = settings.golden ?? DEFAULT_GOLDEN_PATH;
  const roots = checkInputPaths(settings, env);
  const trustedHead = headConfigTrusted(target.event);

  const resolved = await ensureCommits(deps.git, wd, target, settings.fetchDepthLimit, (m) => core.info(m));
  core.info(`retrieval-gate: ${target.event}: base ${resolved.base}${target.mergeBase ? ' (merge base)' : ''}, head ${resolved.head}`);
  if (!trustedHead) {
    core.info(`retrieval-gate: on '${target.event}' the pull request's config may change only inert settings; what runs code, sends keys or writes files comes from the base (docs/security.md)`);
  }
  // The config the engine will read: the base's under a privileged event; else the head commit's,
  // or the file the `config` input names (the engine reads that one from disk, as `--config` does).
  const configAt = !trustedHead ? resolved.base : settings.config === undefined ? resolved.head : undefined;
  const { configText, peek } = await actionConfig(deps, wd, configPath, configAt, trustedHead);

  // Restored only from entries this run may trust (src/github/run-caches.ts); the engine's cache folders are the action's own.
  const caches = await openRunCaches({ settings, deps, wd, roots, event: target.event, pr: target.pr, trustedHead, base: resolved.base, head: resolved.head, goldenPath, configText, peek });
  return { settings, deps, target, resolved: { base: resolved.base, head: resolved.head }, trustedHead, goldenPath, caches, ...(configText !== undefined ? { configText } : {}) };
}

/**
 * Run or reuse: the cached report for exactly these inputs, else a fresh comparison. Undefined
 * when nothing was measured (`on_missing_key: skip`): that run has already said why.
 */
async function runOrReuse(run: CompareRun): Promise<RunOutcome | undefined> {
  const { settings, deps, target, resolved, caches } = run;
  const { core, env } = deps;
  const wd = settings.workingDirectory;
  let report = caches.report;
  const cached = !!report;
  if (!report) {
    try {
      report = await deps.runCompare(
        { repo: wd, base: resolved.base, head: resolved.head, configPath: settings.config, goldenPath: settings.golden, ...(run.trustedHead ? {} : { untrustedHead: true, event: target.event }) },
        {
          cwd: wd,
          env,
          log: (m) => core.info(m),
          secret: (v) => core.setSecret(v),
          // Another head on a base seen before (a new push to the PR): the judged base is reused.
          ...caches.engineDeps,
        },
      );
    } catch (e) {
      if (!(e instanceof MeasurementSkipped)) throw e;
      await skippedRun(settings, deps, target.pr, e.reason);
      return undefined;
    }
  } else {
    core.info('retrieval-gate: base, head, config and golden set unchanged since a cached run: reusing its report');
    // Same trees, maybe other commits (a rebase, an amended message): the report names this run's.
    // What the encoder computed was the earlier run's work, not this one's: not said again.
    const { encoder_run: _earlier, ...reused } = withCommits(report, resolved.base, resolved.head);
    report = reused;
  }
  // The PR number travels in report.json: `mode: post` cannot find a fork-only commit's PR by its SHA.
  if (target.pr !== undefined) report = { ...report, pull_request: { number: target.pr } };
  return { report: withRepository(report, env), cached };
}

/** Save: report.json at `report-path`, then what the caches do not hold yet. */
async function saveRun(run: CompareRun, outcome: RunOutcome): Promise<void> {
  const { settings, deps } = run;
  const json = deps.render.renderReportJson(outcome.report);
  await fs.mkdir(path.dirname(settings.reportPath), { recursive: true });
  await fs.writeFile(settings.reportPath, json);
  deps.core.info(`retrieval-gate: report written to ${settings.reportPath}`);
  await saveRunCaches(run.caches, deps, json, outcome.report, outcome.cached);
}

/** Publish: the job summary, annotations on the golden set, the PR comment, the outputs, and the gate's verdict. */
async function publishRun(run: CompareRun, report: Report, page: PublishedPage): Promise<void> {
  const { settings, deps, target } = run;
  const { core, env } = deps;
  const wd = settings.workingDirectory;
  const links = page.url ? { pageUrl: page.url } : undefined;
  await core.writeSummary(fitSummary(deps.render.renderSummary(report, links), settings.reportPath));
  const goldenFile = workspaceRelative(env.GITHUB_WORKSPACE || wd, wd, report.golden?.file || run.goldenPath);
  for (const a of annotationsFor(report, goldenFile)) {
    const props = { title: a.title, file: a.file, startLine: a.line };
    if (a.level === 'error') core.error(a.message, props);
    else core.warning(a.message, props);
  }
  const hint = validateHint(report, goldenFile);
  if (hint) core.notice(hint);

  let commentUrl = '';
  if (target.pr === undefined) {
    core.debug(`no pull request for a '${target.event}' event: no comment`);
  } else if (settings.comment !== 'off') {
    const result = await comment(settings, deps, target.pr, report, links);
    if (result?.action === 'forbidden') core.warning(readOnlyWarning(result.status, target.pr, settings.reportPath));
    if (result && 'url' in result) commentUrl = result.url;
  }
  setOutputs(core, computeOutputs(report, settings.reportPath, commentUrl, page));
  if (run.push) core.info(pushNotice(run.push));
  else verdict(settings, deps, report);
}

/** Most report files one `mode: post` step posts (one per golden set): a bound on a folder of junk. */
const MAX_ARTIFACT_FILES = 20;

async function postMode(settings: Settings, payload: EventPayload, deps: ActionDeps): Promise<void> {
  const files = await artifactFiles(settings.artifactPath as string, allowedRoots(deps.env, settings.workingDirectory));
  const headSha = settings.head ?? payload.workflow_run?.head_sha;
  if (!headSha) {
    throw new InputError(ERROR_CODES.USAGE, "'mode: post' needs the head commit: run it on a 'workflow_run' event or set the 'head' input", { field: 'input head' });
  }
  // Checked all first: nothing is posted when one of them is not what it claims to be.
  const reports: Array<{ file: string; report: Report }> = [];
  for (const file of files) {
    const report = validateArtifact(await fs.readFile(file, 'utf8'), file);
    if (report.head.commit !== headSha) {
      throw new InputError(ERROR_CODES.ARTIFACT, `is for head commit ${report.head.commit}, not ${headSha} (the run that triggered this workflow)`, { file, field: 'head.commit' });
    }
    reports.push({ file, report });
  }
  const run = payload.workflow_run;
  for (const { file, report } of reports) await postOne(settings, deps, file, report, headSha, { number: report.pull_request?.number, headOwner: run?.head_repository?.owner?.login, headBranch: run?.head_branch });
}

/** The report files at `artifact-path`: the file itself, or every `*.json` directly in the folder (any golden set's name). */
async function artifactFiles(given: string, roots: string[]): Promise<string[]> {
  const field = 'input artifact-path';
  const stat = await fs.stat(given).catch(() => null);
  if (!stat || (!stat.isFile() && !stat.isDirectory())) {
    throw new InputError(ERROR_CODES.ARTIFACT, "not found: download the first workflow's report with actions/download-artifact before this step", { file: given, field });
  }
  requireInside(given, roots, field, 'the report');
  const files = stat.isFile()
    ? [given]
    : (await fs.readdir(given, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => path.join(given, e.name)).sort();
  if (files.length === 0) throw new InputError(ERROR_CODES.ARTIFACT, 'has no .json report in it', { file: given, field });
  if (files.length > MAX_ARTIFACT_FILES) throw new InputError(ERROR_CODES.ARTIFACT, `has ${files.length} .json files, more than the ${MAX_ARTIFACT_FILES} reports one step posts`, { file: given, field });
  for (const file of files) {
    requireInside(file, roots, field, 'the report');
    const size = (await fs.stat(file)).size;
    if (size > MAX_ARTIFACT_BYTES) throw new InputError(ERROR_CODES.ARTIFACT, `is ${size} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed for a report`, { file });
  }
  return files;
}

async function postOne(settings: Settings, deps: ActionDeps, file: string, report: Report, headSha: string, hints: PullHints): Promise<void> {
  const { core } = deps;
  const { owner, repo } = repository(deps.env);
  const found = await findPullRequest(deps.api(settings.token, owner, repo), headSha, hints);
  let commentUrl = '';
  if (found.kind === 'moved') {
    // Refused, outputs included: they would speak for a PR this report did not measure.
    core.warning(
      `retrieval-gate: not posted: pull request #${found.number} (found by ${found.via}) has head ${found.head}, not ${headSha}, the commit this report measured; a newer push has its own report, so its comment and outputs are left alone`,
    );
    return;
  }
  if (found.kind === 'foreign') {
    core.warning(
      `retrieval-gate: not posted: pull request #${found.number} (found by ${found.via}) has head commit ${headSha} but comes from ${found.label}, and the run that made this report ran on ${found.runLabel}; its comment and outputs are left alone`,
    );
    return;
  }
  // The links in the comment name this workflow's repository, whatever the uploaded report says.
  report = withRepository(report, deps.env);
  await core.writeSummary(fitSummary(deps.render.renderSummary(report), file));
  if (found.kind === 'none') {
    core.notice(`retrieval-gate: no open pull request has head ${headSha}: nothing to comment on`);
  } else {
    core.info(`retrieval-gate: pull request #${found.number}, found by ${found.via}`);
    const result = await comment(settings, deps, found.number, report);
    if (result?.action === 'forbidden') {
      throw new InputError(ERROR_CODES.USAGE, `could not write the comment on #${found.number} (HTTP ${result.status}): give this workflow 'permissions: pull-requests: write'`, { field: 'input github-token' });
    }
    if (result && 'url' in result) commentUrl = result.url;
  }
  // The gate was decided (and enforced) by the first workflow; posting never fails on it.
  setOutputs(core, computeOutputs(report, file, commentUrl));
}

async function comment(settings: Settings, deps: ActionDeps, pr: number, report: Report, links?: { pageUrl: string }): Promise<UpsertResult | undefined> {
  const { core } = deps;
  if (!settings.token) {
    core.warning("retrieval-gate: no 'github-token': the PR comment is skipped (the report is in the job summary)");
    return undefined;
  }
  const { owner, repo } = repository(deps.env);
  const marker = deps.render.commentMarker(report.golden?.file || settings.golden || DEFAULT_GOLDEN_PATH);
  try {
    const result = await upsertComment(deps.api(settings.token, owner, repo), pr, marker, deps.render.renderComment(report, links), settings.comment, reportChanged(report));
    if (result.action === 'skipped') core.info(`retrieval-gate: comment skipped: ${result.reason}`);
    else if (result.action !== 'forbidden') core.info(`retrieval-gate: comment ${result.action}: ${result.url}`);
    return result;
  } catch (e) {
    // The verdict does not depend on the comment; a flaky API must not turn a pass into a failure.
    core.warning(`retrieval-gate: could not write the PR comment: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

function verdict(settings: Settings, deps: ActionDeps, report: Report): void {
  if (report.gate.passed) {
    deps.core.info('retrieval-gate: gate passed');
    return;
  }
  const why = report.gate.reasons.join('; ');
  if (settings.mode === 'gate') deps.core.setFailed(`retrieval-gate: gate failed: ${why}`);
  else deps.core.notice(`retrieval-gate: gate failed (mode: report, not failing the step): ${why}`);
}

function setOutputs(core: ActionDeps['core'], outputs: Outputs): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/**
 * The report with the repository this run is on (GITHUB_SERVER_URL and GITHUB_REPOSITORY), so the
 * comment links chunks to their lines; without a well-formed address, none (the comment names
 * chunks in plain text).
 */
function withRepository(report: Report, env: Record<string, string | undefined>): Report {
  const { repository: _given, ...rest } = report;
  const url = env.GITHUB_REPOSITORY ? repositoryUrl(`${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}`) : null;
  return url ? { ...rest, repository: { url } } : rest;
}

function repository(env: Record<string, string | undefined>): { owner: string; repo: string } {
  const full = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = full.split('/');
  if (!owner || !repo) throw new InputError(ERROR_CODES.USAGE, `GITHUB_REPOSITORY must be 'owner/name' but got '${full}'`, { field: 'GITHUB_REPOSITORY' });
  return { owner, repo };
}

async function readEvent(file: string | undefined): Promise<EventPayload> {
  if (!file) return {};
  const text = await readText(file);
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as EventPayload;
  } catch {
    throw new InputError(ERROR_CODES.USAGE, 'is not JSON', { file, field: 'GITHUB_EVENT_PATH' });
  }
}

/** Files named by inputs are read by path: a link in the checkout must not lead them out. Returns the allowed roots. */
function checkInputPaths(settings: Settings, env: Record<string, string | undefined>): string[] {
  const wd = settings.workingDirectory;
  const roots = allowedRoots(env, wd);
  if (settings.config) requireInside(path.resolve(wd, settings.config), roots, 'input config', 'the config file');
  if (settings.golden) requireInside(path.resolve(wd, settings.golden), roots, 'input golden', 'the golden set');
  if (settings.cacheDir) requireInside(settings.cacheDir, roots, 'input cache-dir', 'the cache folder');
  return roots;
}

/**
 * The config as the action itself reads it (cache folder, keys to mask), with every key it names
 * masked. Read where the engine reads it (`at`: a commit; undefined: the file on disk), so the
 * caches the action opens are those of the retriever that runs. Under an untrusted head `at` is
 * the base commit: never the work tree the workflow may have checked the PR out into. Under a
 * trusted head it is the head commit, not the work tree: on `pull_request` actions/checkout checks
 * out the test merge commit, whose config also holds the base branch's later changes, and a step
 * before this one may have edited the file.
 */
async function actionConfig(deps: ActionDeps, wd: string, configPath: string, at: string | undefined, trustedHead: boolean): Promise<{ configText?: string; peek: ConfigPeek }> {
  const configText = at === undefined ? await readText(path.resolve(wd, configPath)) : await gitShow(deps, wd, at, configPath);
  const peek = peekConfig(configText ?? null);
  // Mask keys before anything can print them (the engine masks what it reads too). Under a trusted
  // head the work tree's copy is the repository's own too: a key it names is masked as well.
  const onDisk = trustedHead && at !== undefined ? peekConfig((await readText(path.resolve(wd, configPath))) ?? null).apiKeyEnvs : [];
  for (const name of new Set([...peek.apiKeyEnvs, ...onDisk])) {
    const value = deps.env[name];
    if (value) deps.core.setSecret(value);
  }
  return { configText, peek };
}

/** The job log's side of the report's safety notes: refused config keys, BM25 standing in for a keyless retriever. */
function warnSafetyNotes(core: ActionDeps['core'], report: Report, event: string): void {
  if (report.trust?.refused.length) {
    core.warning(`retrieval-gate: this pull request's config changes ${report.trust.refused.join(', ')}, which only the base branch may set on '${event}'; the values from ${report.trust.trusted_from} were used (docs/security.md)`);
  }
  for (const [what, invalid, used] of [
    ['config', report.trust?.invalid_head_config ?? [], `the settings from ${report.trust?.trusted_from} were used`],
    ['golden set', report.trust?.invalid_head_golden ?? [], `the golden set from ${report.trust?.golden_from} was used`],
  ] as const) {
    if (!invalid.length) continue;
    const p = invalid[0];
    const where = `${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `: ${p.field}` : ''}`;
    const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more problem${invalid.length === 2 ? '' : 's'})` : '';
    core.warning(`retrieval-gate: this pull request's ${what} does not validate (${escapeLog(`${where}: ${p.message}`)}${more}); on '${event}' it is refused as a proposal and ${used} (docs/security.md)`);
  }
  const proposed = report.trust ? proposedKeys(report.trust) : [];
  const questions = report.trust ? proposedQuestions(report.trust) : 0;
  if (proposed.length || questions) {
    const what = [...(proposed.length ? [proposed.join(', ')] : []), ...(questions ? [`${questions} golden-set question${questions === 1 ? '' : 's'}`] : [])].join(' and ');
    core.warning(`retrieval-gate: this pull request proposes changes to ${escapeLog(what)}, not applied on '${event}': the base branch's settings and golden set decide the verdict (docs/security.md)`);
  }
  if (report.missing_key) core.warning(`retrieval-gate: ${report.missing_key.message}`);
}

/** A file at a commit, read from git (path relative to `wd`); undefined when it is not there. */
async function gitShow(deps: ActionDeps, wd: string, commit: string, file: string): Promise<string | undefined> {
  const rel = path.relative(wd, path.resolve(wd, file)).split(path.sep).join('/');
  const r = await deps.git(['show', `${commit}:./${rel}`], wd);
  return r.code === 0 ? r.stdout : undefined;
}

/** `on_missing_key: skip`: nothing measured; the summary, the log and the PR comment say why, and the step passes. */
async function skippedRun(settings: Settings, deps: ActionDeps, pr: number | undefined, reason: string): Promise<void> {
  const { core } = deps;
  const text = `Nothing was measured: ${escapeText(reason)}.`;
  core.notice(`retrieval-gate: nothing was measured: ${reason}`);
  await core.writeSummary(`### retrieval-gate\n\n${text}\n`);
  if (pr !== undefined && settings.comment !== 'off' && settings.token) {
    const { owner, repo } = repository(deps.env);
    const marker = deps.render.commentMarker(settings.golden || DEFAULT_GOLDEN_PATH);
    try {
      const result = await upsertComment(deps.api(settings.token, owner, repo), pr, marker, `${marker}\n### retrieval-gate: not measured\n\n${text}\n`, settings.comment, true);
      if (result.action === 'forbidden') core.warning(readOnlyWarning(result.status, pr, settings.reportPath));
      else if (result.action !== 'skipped') core.info(`retrieval-gate: comment ${result.action}: ${result.url}`);
    } catch (e) {
      core.warning(`retrieval-gate: could not write the PR comment: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  setOutputs(core, emptyOutputs());
}

async function readText(file: string): Promise<string | undefined> {
  return fs.readFile(file, 'utf8').catch(() => undefined);
}

/** The report with its sides naming these commits (a cached report may come from other commits with the same trees). */
function withCommits(report: Report, base: string, head: string): Report {
  return { ...report, base: { ...report.base, rev: base, commit: base }, head: { ...report.head, rev: head, commit: head } };
}
