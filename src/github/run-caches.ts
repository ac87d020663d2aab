/**
 * The caches of one compare run in the action, and what each one trusts (docs/security.md, "What
 * each cache trusts"). A cache entry is input from someone else: whoever could write the store
 * decides what a hit says. So:
 * - every entry is filed under the scope of the run that saved it (`base` for runs of code already
 *   in the repository and the privileged events, `pr-<n>` for a pull request's own workflow), and
 *   a run reads only its own scope and `base`: a pull request's run can never feed a base run,
 *   nor another pull request's, even through a local folder every run shares;
 * - under a privileged event a `cache-dir` inside the workspace is not used when the work tree is
 *   not the base commit: its files are then the pull request's, and it could commit entries under
 *   keys it computed offline; and with a `command` retriever no cache is used at all then, since
 *   the program runs in that work tree and nothing in a key says whose program it was;
 * - the embeddings and answers caches live in the action's own scratch folder (RUNNER_TEMP),
 *   emptied before the restore: the folders a checkout holds at `cache_dir` (a pull request can
 *   commit one, links included) are never read, so nothing they hold is ever saved either.
 * A cache problem is never a failure: a warning or a log line, and the run goes on uncached.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { folderAnswerStore } from '../answers/answer-store';
import type { EngineDeps } from '../engine/types';
import type { Report } from '../report/types';
import { isContained } from '../source/contained-path';
import { answersCacheKeys, contentHash, embeddingsCacheKeys, reportCacheKey, safeRestore, safeSave, selectCacheStore, storeSideCache, type CacheLog, type CacheStore } from './cache';
import type { ConfigPeek } from './config-peek';
import type { Settings } from './inputs';
import { validateArtifact } from './post-mode';
import type { ActionDeps } from './toolkit';
import { requireInside } from './workspace-files';

/** Events whose workflow is the pull request's own code: what they save is the pull request's word. */
const PR_CODE_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment', 'merge_group'];

/** The scope a run saves its entries under: `base`, or `pr-<n>` (`pr` without a number). */
export function cacheScope(event: string, pr: number | undefined): string {
  if (!PR_CODE_EVENTS.includes(event)) return 'base';
  return pr === undefined ? 'pr' : `pr-${pr}`;
}

/** The scopes a run may read, its own first: a base run reads only `base`. */
export function readableScopes(scope: string): string[] {
  return scope === 'base' ? ['base'] : [scope, 'base'];
}

/**
 * Why no cache may be used at all in this run, or null: under a privileged event, the base's
 * `command` retriever runs in the work tree, and when that is not the base commit the program (or
 * what it loads) may be the pull request's. Its rankings would then be saved under `base`, where
 * every later pull request's run reads them as the judged base.
 */
export function commandCacheRefusal(opts: { runsCommand: boolean; trustedHead: boolean; event: string; workTreeHead: string | undefined; baseCommits: string[] }): string | null {
  if (!opts.runsCommand || opts.trustedHead) return null;
  if (opts.workTreeHead && opts.baseCommits.includes(opts.workTreeHead)) return null;
  return (
    `on '${opts.event}' the command retriever runs in the work tree (${opts.workTreeHead ? `HEAD ${opts.workTreeHead}` : 'no readable HEAD'}), which is not the base commit: ` +
    "what it returns may come from the pull request's files, so no cache is read or written in this run (check out the base)"
  );
}

/** Why a `cache-dir` must not be used in this run, or null. */
export function workspaceCacheRefusal(opts: {
  cacheDir: string | undefined;
  trustedHead: boolean;
  event: string;
  workspace: string[];
  /** The work tree's HEAD, or undefined when it cannot be read. */
  workTreeHead: string | undefined;
  /** Commits whose files are the base's: the comparison's base and the event's own commit. */
  baseCommits: string[];
}): string | null {
  const { cacheDir } = opts;
  if (!cacheDir || opts.trustedHead || !isContained(cacheDir, opts.workspace)) return null;
  if (opts.workTreeHead && opts.baseCommits.includes(opts.workTreeHead)) return null;
  return (
    `the cache folder '${cacheDir}' (input cache-dir) is inside the workspace, and on '${opts.event}' the work tree ` +
    `(${opts.workTreeHead ? `HEAD ${opts.workTreeHead}` : 'no readable HEAD'}) is not the base commit: its files may be the pull request's, ` +
    'which could plant entries in it. It is neither read nor written in this run (check out the base, or use the cache service)'
  );
}

export interface RunCachesContext {
  settings: Settings;
  deps: ActionDeps;
  wd: string;
  roots: string[];
  event: string;
  pr: number | undefined;
  trustedHead: boolean;
  base: string;
  head: string;
  goldenPath: string;
  configText: string | undefined;
  peek: ConfigPeek;
}

/** An entry to save after the run: the folder, the key, and the key restored (no save on an exact hit). */
interface FolderEntry {
  dir: string;
  key: string;
  hit?: string;
}

/** What the run got from its caches, and what it saves afterwards. */
export interface RunCaches {
  store: CacheStore | null;
  /** A cached report for exactly these inputs, already validated. */
  report?: Report;
  /** What the engine uses instead of the config's folders and no cache. */
  engineDeps: Pick<EngineDeps, 'sideCache' | 'embeddingsCacheDir' | 'answerStore'>;
  reportEntry?: FolderEntry;
  embeddings?: FolderEntry;
  answers?: FolderEntry;
}

/** Selects the store, restores what this run may read, and prepares the engine's cache folders. */
export async function openRunCaches(ctx: RunCachesContext): Promise<RunCaches> {
  const { settings, deps, wd, peek } = ctx;
  const log = cacheLog(deps);
  const workTreeHead = await revParse(deps, wd, 'HEAD');
  const baseCommits = [ctx.base, deps.env.GITHUB_SHA ?? ''].filter(Boolean);
  const refusal =
    (settings.cache ? commandCacheRefusal({ runsCommand: !!peek.runsCommand, trustedHead: ctx.trustedHead, event: ctx.event, workTreeHead, baseCommits }) : null) ??
    workspaceCacheRefusal({
      cacheDir: settings.cache ? settings.cacheDir : undefined,
      trustedHead: ctx.trustedHead,
      event: ctx.event,
      workspace: [deps.env.GITHUB_WORKSPACE || wd, wd],
      workTreeHead,
      baseCommits,
    });
  if (refusal) deps.core.warning(`retrieval-gate: ${refusal}`);
  const store = refusal ? null : await selectCacheStore(settings, log, () => deps.cacheServiceAvailable(), deps.cacheServiceStore);
  const scope = cacheScope(ctx.event, ctx.pr);
  const scratch = path.join(deps.env.RUNNER_TEMP || path.join(wd, '.retrieval-gate'), 'retrieval-gate-cache');
  // The scratch folder is the action's own; when it falls inside the workspace, a link there must not lead out.
  requireInside(scratch, ctx.roots, 'RUNNER_TEMP', "the action's cache folder");
  const out: RunCaches = { store, engineDeps: {} };
  if (store) out.engineDeps.sideCache = storeSideCache(store, path.join(scratch, 'base-side'), log, readableScopes(scope));

  const baseTree = store ? await tree(deps, wd, ctx.base) : '';
  const headTree = store ? await tree(deps, wd, ctx.head) : '';
  if (store) {
    const golden = (await readText(path.resolve(wd, ctx.goldenPath))) ?? '';
    const reportKey = (s: string) => reportCacheKey({ scope: s, retriever: peek.retriever ?? null, baseTree, headTree, config: ctx.configText ?? '', golden, request: requestOf(ctx, s) });
    // A fixed path per golden set: the cache service's entry version is derived from the paths, so
    // restore must name exactly the path that save named in an earlier run.
    const dir = path.join(scratch, `report-${contentHash(ctx.goldenPath).slice(0, 12)}`);
    const [own, ...others] = readableScopes(scope).map(reportKey);
    await fs.rm(dir, { recursive: true, force: true });
    if (await safeRestore(store, [dir], own, others, log)) {
      out.report = await readCachedReport(path.join(dir, 'report.json'));
      if (!out.report) deps.core.debug('cached report unreadable: running the comparison');
    }
    out.reportEntry = { dir, key: own };
  }
  if (out.report) return out;

  if (peek.embeddingsCacheDir && peek.denseIdentity) {
    // The configured folder must still not lead out (a config naming a link is refused as before)…
    requireInside(path.resolve(wd, peek.embeddingsCacheDir), ctx.roots, 'retriever.dense.cache_dir', 'the embeddings cache folder');
    // …but the run reads and writes only its own, filled from the store.
    const dir = path.join(scratch, 'embeddings');
    out.embeddings = await scratchFolder(store, dir, (s) => embeddingsCacheKeys(peek.denseIdentity as string, peek.retriever ?? null, headTree, s), scope, log);
    out.engineDeps.embeddingsCacheDir = dir;
  }
  if (peek.answersCacheDir && peek.answersIdentity) {
    requireInside(path.resolve(wd, peek.answersCacheDir), ctx.roots, 'answers.cache_dir', 'the answers cache folder');
    const dir = path.join(scratch, 'answers');
    out.answers = await scratchFolder(store, dir, (s) => answersCacheKeys(peek.answersIdentity as string, peek.retriever ?? null, headTree, s), scope, log);
    out.engineDeps.answerStore = folderAnswerStore(dir, (m) => deps.core.info(m));
  }
  return out;
}

/** Saves what this run made that its store does not hold yet, under this run's scope. */
export async function saveRunCaches(caches: RunCaches, deps: ActionDeps, json: string, report: Report, fromCache: boolean): Promise<void> {
  const { store } = caches;
  if (!store) return;
  const log = cacheLog(deps);
  // A report whose answers are incomplete (a provider error, max_calls) is not kept: a re-run retries them.
  const entry = caches.reportEntry;
  if (entry && !fromCache && answersComplete(report)) {
    await fs.mkdir(entry.dir, { recursive: true });
    await fs.writeFile(path.join(entry.dir, 'report.json'), json);
    await safeSave(store, [entry.dir], entry.key, log);
  }
  for (const e of [caches.embeddings, caches.answers]) {
    if (e && e.hit !== e.key && (await isDir(e.dir))) await safeSave(store, [e.dir], e.key, log);
  }
}

/** Empties the action's folder for one cache and restores into it what this run's scopes may read. */
async function scratchFolder(
  store: CacheStore | null,
  dir: string,
  keys: (scope: string) => { key: string; restoreKeys: string[] },
  scope: string,
  log: CacheLog,
): Promise<FolderEntry> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const scopes = readableScopes(scope).map(keys);
  const own = scopes[0];
  if (!store) return { dir, key: own.key };
  // Its own exact key first, then by prefix: its own scope, then base (never another pull request's).
  const hit = await safeRestore(store, [dir], own.key, scopes.flatMap((k) => k.restoreKeys), log);
  return hit ? { dir, key: own.key, hit } : { dir, key: own.key };
}

/** The parts of the report key beyond the inputs' content: paths, trust, the answers key, the scope. */
function requestOf(ctx: RunCachesContext, scope: string): string {
  const { settings, peek, deps } = ctx;
  return JSON.stringify([
    settings.config ?? null,
    settings.golden ?? null,
    ...(ctx.trustedHead ? [] : ['untrusted-head']),
    // The report names its event (the trust note says on which event the proposals were not
    // applied), and which events are privileged may change between versions: one event's report
    // never stands in for another's, even in the same scope.
    { event: ctx.event },
    // With answers, whether the key is there decides whether they run: a report made without it
    // (a fork PR) must not stand in for one made with it.
    ...(peek.answersIdentity ? [{ answersKey: !!(peek.answersKeyEnv && deps.env[peek.answersKeyEnv]) }] : []),
    { scope },
  ]);
}

function cacheLog(deps: ActionDeps): CacheLog {
  return { debug: (m) => deps.core.debug(m), info: (m) => deps.core.info(m), warning: (m) => deps.core.warning(m) };
}

async function revParse(deps: ActionDeps, wd: string, rev: string): Promise<string | undefined> {
  const r = await deps.git(['rev-parse', '--verify', '--quiet', rev], wd);
  return r.code === 0 ? r.stdout.trim() : undefined;
}

async function tree(deps: ActionDeps, wd: string, commit: string): Promise<string> {
  return (await revParse(deps, wd, `${commit}^{tree}`)) ?? commit;
}

async function readText(file: string): Promise<string | undefined> {
  return fs.readFile(file, 'utf8').catch(() => undefined);
}

async function readCachedReport(file: string): Promise<Report | undefined> {
  const text = await readText(file);
  if (!text) return undefined;
  try {
    return validateArtifact(text, file);
  } catch {
    return undefined;
  }
}

async function isDir(p: string): Promise<boolean> {
  return (await fs.lstat(p).catch(() => null))?.isDirectory() ?? false;
}

/**
 * True without answers, when the stage did not run for want of a key (the report key records
 * that), or when every question was answered and judged on both sides.
 */
function answersComplete(report: Report): boolean {
  const a = report.answers;
  return !a || a.skipped_reason !== undefined || a.questions.every((q) => q.base.status === 'done' && q.head.status === 'done');
}
