/**
 * A comparison run's view of the default branch's history: read the store (every line checked),
 * find the baseline (`baseline:` in the config, else the newest `v*` release tag reachable from the
 * base), take its results from the store or measure it, and add to the report the trend, base and
 * head against the baseline, the costliest merges since, and the rule
 * `gate.max_drop_since_baseline`. Read only: nothing here writes the store.
 */
import { parseConfig } from '../config/parse';
import type { Config } from '../config/types';
import { runEval } from '../engine/run-eval';
import { sinceBaseline, withRule } from '../compare/since-baseline';
import { historyPoint, type HistoryPoint, type HistoryRecord } from '../report/history-point';
import type { Report } from '../report/types';
import { escapeLog } from '../util/log-escape';
import { gitRun, readStore, storeLocation } from './history-store';
import type { Settings } from './inputs';
import type { ActionDeps } from './toolkit';

/** Recorded merges the comment's trend shows. */
export const TREND_LENGTH = 20;

const SEMVER = /^v(\d+)\.(\d+)\.(\d+)$/;

/** The report with the history section (and the rule), or as it was when there is no history and no rule. */
export async function withHistory(report: Report, opts: { settings: Settings; deps: ActionDeps; base: string; configText?: string; trustedHead: boolean }): Promise<Report> {
  const { settings, deps } = opts;
  if (!settings.history) return report;
  const { core, env } = deps;
  const wd = settings.workingDirectory;
  let config: Config;
  try {
    config = parseConfig(opts.configText ?? '', settings.config ?? '.github/retrieval-gate.yml');
  } catch {
    // The engine read the same config and said what is wrong with it; the history adds nothing then.
    return report;
  }
  const rule = config.gate.max_drop_since_baseline;
  const at = storeLocation(settings.historyRepository ?? '', settings.historyBranch, settings.token, env.GITHUB_SERVER_URL || 'https://github.com');
  const store = await readStore(wd, at);
  if (!store.exists && !rule) {
    // No history kept and no rule that needs one: the report is the comparison alone.
    core.debug(`history: no branch '${settings.historyBranch}' and no max_drop_since_baseline: nothing added${store.notes.length ? ` (${store.notes[0]})` : ''}`);
    return report;
  }
  for (const n of store.notes.slice(0, 5)) core.warning(`retrieval-gate: history: ${escapeLog(n)}`);
  const notes: string[] = [];
  if (!store.exists) notes.push(`no history branch '${settings.historyBranch}' yet: it is written on each push to the default branch`);
  const baseline = await findBaseline(wd, opts.base, config.baseline, store.records, notes);
  let point: { ref: string; point: HistoryPoint; from: 'store' | 'evaluated' } | undefined;
  if (baseline) {
    const recorded = [...store.records].reverse().find((r) => r.commit === baseline.commit);
    if (recorded) point = { ref: baseline.ref, point: recorded, from: 'store' };
    else if (!opts.trustedHead) {
      // The config and golden set inputs are files of the work tree, which a privileged event may have checked the pull request out into.
      notes.push(`the baseline ${baseline.ref} is not recorded in the history, and on this event it is not measured (its settings would be read from the checkout)`);
    } else {
      core.info(`retrieval-gate: history: ${baseline.ref} (${baseline.commit}) is not recorded; measuring it`);
      const fetched = await gitRun(wd, ['cat-file', '-e', `${baseline.commit}^{commit}`]);
      if (fetched.code !== 0) await gitRun(wd, ['fetch', '--no-tags', '--depth=1', 'origin', baseline.commit]);
      try {
        const r = await runEval({ repo: wd, rev: baseline.commit, configPath: settings.config, goldenPath: settings.golden }, { cwd: wd, env, log: (m) => core.info(m), secret: (v) => core.setSecret(v) });
        point = { ref: baseline.ref, point: historyPoint(r, { commit: baseline.commit, parent: null, date: '', subject: '' }), from: 'evaluated' };
      } catch (e) {
        notes.push(`the baseline ${baseline.ref} could not be measured: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  const metric = rule?.metric ?? `recall@${report.pass_k}`;
  const { section, rule: gateRule } = sinceBaseline({
    report,
    records: store.records,
    store: { ref: settings.historyBranch, skipped: store.skipped, notes: store.notes.slice(0, 20) },
    ...(point ? { baseline: point } : {}),
    metric,
    ...(rule ? { rule: { drop: rule.drop } } : {}),
    alpha: config.gate.alpha,
    onlySignificant: config.gate.only_significant,
    trendLength: TREND_LENGTH,
    notes,
  });
  const out: Report = { ...report, history: section };
  if (gateRule) out.gate = withRule(report.gate, gateRule);
  return out;
}

/**
 * The baseline's ref and commit: `baseline:` when the config names one, else the newest
 * `vMAJOR.MINOR.PATCH` tag reachable from `base` (git when the clone holds the history; else the
 * store's order, whose records are the default branch's own commits, oldest first).
 */
async function findBaseline(wd: string, base: string, named: string | undefined, records: readonly HistoryRecord[], notes: string[]): Promise<{ ref: string; commit: string } | undefined> {
  const tags = await remoteTags(wd);
  if (named) {
    const tagged = tags.get(named);
    if (tagged) return { ref: named, commit: tagged };
    const local = await gitRun(wd, ['rev-parse', '--verify', '--quiet', `${named}^{commit}`]);
    if (local.code === 0) return { ref: named, commit: local.stdout.trim() };
    const fetched = await gitRun(wd, ['ls-remote', 'origin', named]);
    const sha = fetched.stdout.split('\n').map((l) => l.split('\t')[0]).find((s) => /^[0-9a-f]{40}$/.test(s));
    if (sha) return { ref: named, commit: sha };
    notes.push(`the baseline '${named}' is not a tag, branch or commit of this repository`);
    return undefined;
  }
  const order = new Map(records.map((r, i) => [r.commit, i]));
  const candidates = [...tags].filter(([name]) => SEMVER.test(name)).sort(([a], [b]) => semverDesc(a, b));
  for (const [name, commit] of candidates) {
    if (await reachable(wd, commit, base, order)) return { ref: name, commit };
  }
  notes.push('no release tag (vMAJOR.MINOR.PATCH) is reachable from the base: set `baseline:` in the config to compare with another ref');
  return undefined;
}

function semverDesc(a: string, b: string): number {
  const x = (SEMVER.exec(a) as RegExpExecArray).slice(1).map(Number);
  const y = (SEMVER.exec(b) as RegExpExecArray).slice(1).map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return y[i] - x[i];
  return 0;
}

/** Tag → commit (annotated tags peeled), from the remote (a shallow clone has no tags) and the clone. */
async function remoteTags(wd: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const add = (text: string) => {
    for (const line of text.split('\n')) {
      const [sha, ref] = line.split('\t');
      if (!sha || !ref?.startsWith('refs/tags/')) continue;
      const peeled = ref.endsWith('^{}');
      const name = ref.slice('refs/tags/'.length).replace(/\^\{\}$/, '');
      if (peeled || !out.has(name)) out.set(name, sha);
    }
  };
  add((await gitRun(wd, ['ls-remote', '--tags', 'origin'])).stdout);
  add((await gitRun(wd, ['show-ref', '--tags', '-d'])).stdout.replace(/ /g, '\t'));
  return out;
}

/** Is `commit` an ancestor of (or) `base`? Git when it can tell; else the store's order. */
async function reachable(wd: string, commit: string, base: string, order: ReadonlyMap<string, number>): Promise<boolean> {
  if (commit === base) return true;
  const at = order.get(commit);
  const baseAt = order.get(base);
  if (at !== undefined && baseAt !== undefined) return at <= baseAt;
  const r = await gitRun(wd, ['merge-base', '--is-ancestor', commit, base]);
  if (r.code === 0) return true;
  const shallow = (await gitRun(wd, ['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
  // A shallow clone cannot say no: a tag the store recorded before the base's own record, or any recorded tag when the base is not recorded.
  if (r.code === 1 && !shallow) return false;
  return at !== undefined && baseAt === undefined;
}
