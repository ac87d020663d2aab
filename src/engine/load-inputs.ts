import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { deprecationWarnings } from '../config/deprecated';
import { parseConfig, defaultConfig } from '../config/parse';
import { applyTrust, refuseInvalidHead, shownProblems, type FileProblem, type ConfigProposal } from '../config/trust';
import { goldenProposal } from '../config/trust-golden';
import { DEFAULT_CONFIG_PATH, DEFAULT_GOLDEN_PATH, type Config } from '../config/types';
import { ERROR_CODES, InputError, InputErrors, isInputError } from '../errors';
import { parseGoldenSet } from '../golden/parse';
import type { SourceReader } from '../source/reader';
import type { GoldenSet } from '../types';
import type { EngineDeps } from './types';
import { escapeLog } from '../util/log-escape';
import { MAX_SETTING_FILE_BYTES } from '../limits';

/** Reads a file by absolute path through the injected reader, else node:fs; null when it does not exist. */
export async function readUserFile(deps: EngineDeps, abs: string, kind?: SettingKind): Promise<string | null> {
  if (deps.readFile) return deps.readFile(abs);
  try {
    const tooLarge = kind && oversize(kind, abs, (await stat(abs)).size);
    if (tooLarge) throw tooLarge;
    return await readFile(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new InputError(ERROR_CODES.USAGE, `cannot read '${abs}': ${(e as Error).message}`, { file: abs });
  }
}

/** `abs` as a POSIX path relative to `root` when it lies inside it, else null. */
export function insideRoot(root: string, abs: string): string | null {
  const rel = relative(root, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/** One side as the engine opens it: the reader, and the folder its repository-relative paths start from. */
export interface OpenedSide {
  reader: SourceReader;
  /** What the user named (revision, or folder as given): the side's `rev` in the report. */
  label: string;
  /** Absolute folder (repository work tree or --dir folder) for mapping --config/--golden onto this side. */
  root: string;
}

/** A file the run reads: what it is called in messages and the report, its text at head and at base. */
export interface SidedText {
  /** As given (--config/--golden) or the default repository path. */
  file: string;
  head: string | null;
  base: string | null;
  /** False when the file lies outside the head's folder, so there is no base version to compare. */
  comparable: boolean;
  /** Where the head's text was read from, without the path: `HEAD` (a revision, its commit is the side's), `the working tree` (see `origin`). */
  from: string;
  /** The same with the path, for messages: `HEAD:.github/retrieval-golden.yml (commit abc1234)`. */
  fromPath: string;
  /** True when that was a commit (not a file on disk): the run says so, an uncommitted edit does not count. */
  fromCommit: boolean;
  /** Set when the commit has no such file but the work tree does: its path for --config/--golden. */
  uncommitted?: string;
  /**
   * Set (and `head` empty) when the head's file is over MAX_SETTING_FILE_BYTES and the caller asked
   * for that to be refused like an invalid file rather than end the run: a pull request's file under
   * a privileged event, shown as a refused proposal while the base's settings run.
   */
  headRefused?: InputError;
}

/**
 * Where a setting file is read from, in words: `HEAD` (the report names its commit with the
 * side) and, with the path, `HEAD:.github/retrieval-golden.yml (commit abc1234)`; `the working
 * tree`; `folder docs-v2`.
 */
export function origin(path: string, side: OpenedSide): { from: string; fromPath: string; fromCommit: boolean } {
  const commit = side.reader.kind === 'git' ? side.reader.commit : undefined;
  if (commit) {
    const short = commit.slice(0, 7);
    // The Action names the head by its SHA already; "abc1234… (commit abc1234)" would say it twice.
    const named = commit.startsWith(side.label) && side.label.length >= 7 ? '' : side.label;
    return {
      from: side.label,
      fromPath: `${named || short}:${path}${named ? ` (commit ${short})` : ''}`,
      fromCommit: true,
    };
  }
  if (side.reader.kind === 'worktree') return { from: 'the working tree', fromPath: `${path} in the working tree`, fromCommit: false };
  return { from: `folder ${side.label}`, fromPath: `${path} in folder ${side.label}`, fromCommit: false };
}

/**
 * Reads a setting file for both sides. Given explicitly, it is an ordinary path (relative to cwd)
 * read from disk for the head; when it lies inside the head's folder, the base's file at the same
 * repository path is its base version. Not given, the default path is read from each side.
 */
export async function readSided(
  given: string | undefined,
  defaultPath: string,
  head: OpenedSide,
  base: OpenedSide | null,
  deps: EngineDeps,
  kind: SettingKind,
  opts: { refuseOversizeHead?: boolean } = {},
): Promise<SidedText> {
  if (given !== undefined) {
    const abs = resolve(deps.cwd, given);
    const text = await readUserFile(deps, abs, kind);
    if (text === null) {
      throw new InputError(kind === 'config' ? ERROR_CODES.CONFIG : ERROR_CODES.GOLDEN, `${kind === 'config' ? 'config' : 'golden set'} file not found`, { file: given });
    }
    const rel = insideRoot(head.root, abs);
    const baseText = base && rel !== null ? await readSettingOrThrow(base.reader, rel, kind) : null;
    const from = `the path given with --${kind}`;
    return { file: given, head: text, base: baseText, comparable: base !== null && rel !== null, from, fromPath: `${given} (given with --${kind})`, fromCommit: false };
  }
  const read = await readSetting(head.reader, defaultPath, kind);
  if (read instanceof InputError && !opts.refuseOversizeHead) throw read;
  const baseText = base ? await readSettingOrThrow(base.reader, defaultPath, kind) : null;
  const headSide = read instanceof InputError ? { head: '', headRefused: read } : { head: read };
  const uncommitted = read === null ? await uncommittedCopy(head, defaultPath, deps) : undefined;
  return { file: defaultPath, ...headSide, base: baseText, comparable: base !== null, ...origin(defaultPath, head), ...(uncommitted ? { uncommitted } : {}) };
}

/**
 * When a revision has no file at `path` but the work tree beside it does (right after `init`,
 * before the commit): that file's path for `--config`/`--golden`, relative to where the command
 * runs. Only looked at (never read): the revision is what is measured.
 */
async function uncommittedCopy(side: OpenedSide, path: string, deps: EngineDeps): Promise<string | undefined> {
  if (side.reader.kind !== 'git') return undefined;
  const abs = resolve(side.root, path);
  try {
    if (!(await stat(abs)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const rel = relative(deps.cwd, abs);
  return (rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel).split(sep).join('/');
}

/** What to do about a file the revision lacks and the work tree holds: commit it, or name it. */
export function uncommittedHint(t: Pick<SidedText, 'uncommitted' | 'from'>, kind: SettingKind): string {
  if (!t.uncommitted) return '';
  return `; ${t.uncommitted} exists in the working tree but not in ${t.from} (not committed yet?): commit it, or give --${kind} ${t.uncommitted} to use it as it is on disk`;
}

type SettingKind = 'config' | 'golden';

/** The error for a setting file over MAX_SETTING_FILE_BYTES; undefined when it is within. */
function oversize(kind: SettingKind, file: string, size: number): InputError | undefined {
  if (size <= MAX_SETTING_FILE_BYTES) return undefined;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return new InputError(kind === 'config' ? ERROR_CODES.CONFIG : ERROR_CODES.GOLDEN, `is ${mb(size)}; a ${kind === 'config' ? 'config' : 'golden set'} file may be at most ${mb(MAX_SETTING_FILE_BYTES)}`, { file });
}

/**
 * A config or golden set at one side, its size checked first (a small blob can inflate to
 * gigabytes): its text, null when absent, or the error saying it is too large (nothing of it read).
 */
async function readSetting(reader: OpenedSide['reader'], path: string, kind: SettingKind): Promise<string | null | InputError> {
  const size = await reader.sizeOf(path);
  if (size === null) return null;
  return oversize(kind, path, size) ?? reader.readText(path);
}

async function readSettingOrThrow(reader: OpenedSide['reader'], path: string, kind: SettingKind): Promise<string | null> {
  const read = await readSetting(reader, path, kind);
  if (read instanceof InputError) throw read;
  return read;
}

/** True when a setting file was read from a revision or the working tree, which the report then names. */
function notObvious(given: string | undefined, head: OpenedSide): boolean {
  return given === undefined && (head.reader.kind === 'git' || head.reader.kind === 'worktree');
}

/** The parts of a config that decide how a side is built (the base keeps its own); the rest comes from head. */
export function sideConfig(head: Config, own: Config): Config {
  const out: Config = { ...head, docs: own.docs, exclude: own.exclude, chunking: own.chunking, retriever: own.retriever };
  // Whether `docs` was written travels with it: the base's own file decides how the base is scoped.
  if (own.docs_given) out.docs_given = true;
  else delete out.docs_given;
  if (own.exclude_defaults === false) out.exclude_defaults = false;
  else delete out.exclude_defaults;
  return out;
}

export interface LoadedSettings {
  golden: GoldenSet;
  /** The golden set's text as read (for checks that point at a label's line and column). */
  goldenText: string;
  /** The head config's text as read, null when there is none (for checks that point at a line). */
  configText: string | null;
  /** The base's golden set at the same path (for relabelled and added questions): `absent` when the base has none, null when unknown. */
  baseGolden: GoldenSet | null | 'absent';
  goldenFile: string;
  goldenChanged: boolean;
  config: Config;
  baseConfig: Config;
  configFile: string | null;
  configChanged: boolean;
  baseUsedOwnConfig: boolean;
  /**
   * Where the golden set and the config were read from (see `origin`), when that is not obvious
   * from the command line: a revision or the working tree. Undefined for a folder or a given path.
   */
  goldenFrom?: string;
  configFrom?: string;
  /** Set under a privileged event (req.untrustedHead): the base's settings ran, the head's are proposals. */
  trust?: TrustSettings;
}

/** What the trust rule did (docs/security.md): where the settings came from, what the head proposed. */
export interface TrustSettings {
  /** Trusted keys the head changed (run code, send keys, write files): named, never shown. */
  refused: string[];
  /** The head's gate changes, `key: enforced → proposed`. */
  gateProposal: string[];
  /** Where the config came from: the base's file at the base commit, or the defaults. */
  source: string;
  /** Every other config setting the head changed, not applied (the first 500). */
  proposals: ConfigProposal[];
  /** Proposals beyond those listed. */
  omitted: number;
  /** Set when the head's config does not validate: its problems, the file refused whole. */
  invalid?: FileProblem[];
  /** Set when the head's golden set does not validate while the base's is judged: its problems, the file refused whole. */
  invalidGolden?: FileProblem[];
  /** Where the golden set came from, in words. */
  goldenFrom: string;
  /** The head's golden-set changes, one line per question, not applied. */
  goldenProposal: string[];
}

type SettingsRequest = { configPath?: string; goldenPath?: string; baseConfigPath?: string; headConfigPath?: string; untrustedHead?: boolean };

/** The config's part of the trust note, before the golden set is known. */
type ConfigTrust = Omit<TrustSettings, 'goldenFrom' | 'goldenProposal'>;

/**
 * Config and golden set for a run: from the head (or the given paths), the base's own retrieval
 * config when it has one; under a privileged event (`untrustedHead`) the base's, whole.
 */
export async function loadSettings(req: SettingsRequest, head: OpenedSide, base: OpenedSide | null, deps: EngineDeps): Promise<LoadedSettings> {
  const configs = await loadConfigs(req, head, base, deps);
  const { cfg, trusted } = configs;
  const gold = await readSided(req.goldenPath, DEFAULT_GOLDEN_PATH, head, base, deps, 'golden', { refuseOversizeHead: req.untrustedHead });
  const judged = trusted ? trustedGolden(gold, base) : null;
  if (gold.head === null && !judged?.golden) {
    throw new InputError(
      ERROR_CODES.GOLDEN,
      gold.uncommitted
        ? `no golden set: ${gold.file} does not exist in ${head.label}${uncommittedHint(gold, 'golden')}`
        : `no golden set: ${gold.file} does not exist in ${head.label}; create it (docs/golden-set.md) or give --golden`,
      { file: gold.file },
    );
  }
  // Under a privileged event the base's golden set is judged: a head one that does not validate is a
  // refused proposal like an invalid config, not a failure (the PR cannot stop the base's check).
  const parsed = parseHeadGolden(gold, !!judged?.golden);
  const headGolden = 'problems' in parsed ? null : parsed.golden;
  // Said always when read from a commit: with an uncommitted fix on disk, silence would mislead.
  const say = (m: string, fromCommit: boolean) => (fromCommit && deps.notice ? deps.notice(m) : deps.log?.(m));
  say(`golden set from ${judged?.golden ? judged.from : gold.fromPath}`, gold.fromCommit);
  say(trusted ? `config from ${trusted.source}` : cfg.head !== null ? `config from ${cfg.fromPath}` : `config: none at ${cfg.fromPath}, the defaults apply${uncommittedHint(cfg, 'config')}`, cfg.fromCommit);
  let golden: GoldenSet;
  let baseGolden: GoldenSet | null | 'absent';
  let trust: TrustSettings | undefined;
  if (trusted && judged) {
    golden = judged.golden ?? (headGolden as GoldenSet);
    // The base's golden set on both sides: nothing is relabelled or added.
    baseGolden = judged.golden ?? judged.baseGolden;
    const proposal = judged.golden && !('problems' in parsed) ? goldenProposal(headGolden ?? { file: gold.file, questions: [] }, judged.golden) : [];
    trust = { ...trusted, goldenFrom: judged.from, goldenProposal: proposal, ...('problems' in parsed ? { invalidGolden: shownProblems(parsed.problems) } : {}) };
    if ('problems' in parsed) deps.log?.(`the head's golden set does not validate (${escapeLog(problemText(parsed.problems[0]))}${parsed.problems.length > 1 ? `, and ${parsed.problems.length - 1} more` : ''}): refused, the golden set from ${judged.from} is judged`);
    if (proposal.length) deps.log?.(`the head's golden set changes ${proposal.length} question${proposal.length === 1 ? '' : 's'}, not applied on this event: the golden set from ${judged.from} is judged`);
  } else {
    golden = headGolden as GoldenSet;
    baseGolden = baseGoldenFor(gold, golden, base, deps);
  }
  return {
    golden,
    // The text of the golden set judged (the base's under a privileged event), for its line numbers.
    goldenText: (judged?.golden ? gold.base : gold.head) ?? '',
    configText: cfg.head,
    baseGolden,
    goldenFile: gold.file,
    goldenChanged: gold.comparable && gold.base !== gold.head,
    config: configs.config,
    baseConfig: configs.baseConfig,
    configFile: cfg.head !== null ? cfg.file : null,
    configChanged: cfg.comparable && cfg.base !== cfg.head,
    baseUsedOwnConfig: configs.baseUsedOwnConfig,
    // Under a privileged event both are the base's (when it has them), whatever the head holds.
    goldenFrom: judged?.golden ? 'the base commit' : notObvious(req.goldenPath, head) ? gold.from : undefined,
    configFrom: trusted ? (cfg.comparable && cfg.base !== null ? 'the base commit' : 'the defaults') : notObvious(req.configPath, head) ? cfg.from : undefined,
    ...(trust ? { trust } : {}),
  };
}

/** Each side's config: the head's (the base side with its own retrieval settings), or under a privileged event the base's, whole. */
async function loadConfigs(
  req: SettingsRequest,
  head: OpenedSide,
  base: OpenedSide | null,
  deps: EngineDeps,
): Promise<{ cfg: SidedText; config: Config; baseConfig: Config; baseUsedOwnConfig: boolean; trusted?: ConfigTrust }> {
  const cfg = await readSided(req.headConfigPath ?? req.configPath, DEFAULT_CONFIG_PATH, head, base, deps, 'config', { refuseOversizeHead: req.untrustedHead });
  // A deprecated key in the head's config is named whichever settings run (the user will merge them).
  if (cfg.head !== null) for (const w of deprecationWarnings(cfg.head, cfg.file)) (deps.notice ?? deps.log)?.(w);
  if (req.untrustedHead) {
    // Privileged event: the base's config, whole, on both sides; the head's differences are proposals,
    // and a head config that does not validate is one refused proposal (the base's check still runs).
    const t = trustedConfig(cfg, base, deps);
    const parsed = parseHeadConfig(cfg);
    const outcome = 'problems' in parsed ? refuseInvalidHead(parsed.problems, t.config) : applyTrust(parsed.config, t.config);
    if (outcome.invalid) {
      const first = outcome.invalid[0];
      deps.log?.(`the head's config does not validate (${escapeLog(problemText(first))}${outcome.invalid.length > 1 ? `, and ${outcome.invalid.length - 1} more` : ''}): refused, the settings from ${t.source} are used`);
    }
    if (outcome.refused.length) deps.log?.(`the head's config may not change ${outcome.refused.join(', ')}: the values from ${t.source} are used (docs/security.md)`);
    const changes = outcome.proposals.length + outcome.omitted;
    if (changes) deps.log?.(`the head's config proposes ${changes} setting change${changes === 1 ? '' : 's'}, not applied on this event: the settings from ${t.source} are used`);
    const trusted = { refused: outcome.refused, gateProposal: outcome.gateProposal, source: t.source, proposals: outcome.proposals, omitted: outcome.omitted, ...(outcome.invalid ? { invalid: outcome.invalid } : {}) };
    return { cfg, config: outcome.config, baseConfig: outcome.config, baseUsedOwnConfig: cfg.base !== null, trusted };
  }
  // Everywhere else the head's config is the one that runs: a problem in it is the user's to fix (exit 2).
  const config = cfg.head !== null ? parseConfig(cfg.head, cfg.file) : defaultConfig();
  if (base && req.baseConfigPath !== undefined) {
    // Two settings files compared on the same docs: the base is built with its own, strictly (an error is the user's to fix).
    const own = await readSided(req.baseConfigPath, DEFAULT_CONFIG_PATH, base, null, deps, 'config');
    cfg.base = own.head;
    cfg.comparable = true;
    return { cfg, config, baseConfig: sideConfig(config, parseConfig(own.head ?? '', req.baseConfigPath)), baseUsedOwnConfig: true };
  }
  if (base && cfg.base !== null && cfg.base !== cfg.head) {
    try {
      return { cfg, config, baseConfig: sideConfig(config, parseConfig(cfg.base, `${cfg.file} (at base ${base.label})`)), baseUsedOwnConfig: true };
    } catch (e) {
      // The base's config may predate a format change; the head's is the one the user can fix now.
      deps.log?.(`base config not usable, the base is built with the head's: ${escapeLog((e as Error).message)}`);
      return { cfg, config, baseConfig: config, baseUsedOwnConfig: false };
    }
  }
  return { cfg, config, baseConfig: config, baseUsedOwnConfig: !!base && cfg.base !== null };
}

/** The head's config, or where it does not validate (an InputError's problems, each located). */
function parseHeadConfig(cfg: SidedText): { config: Config } | { problems: FileProblem[] } {
  if (cfg.headRefused) return { problems: problemsOf(cfg.headRefused, cfg.file) };
  if (cfg.head === null) return { config: defaultConfig() };
  try {
    return { config: parseConfig(cfg.head, cfg.file) };
  } catch (e) {
    return { problems: problemsOf(e, cfg.file) };
  }
}

/** The head's golden set, or (only when `refusable`: the base's is judged) where it does not validate. */
function parseHeadGolden(gold: SidedText, refusable: boolean): { golden: GoldenSet | null } | { problems: FileProblem[] } {
  if (gold.headRefused) {
    if (!refusable) throw gold.headRefused;
    return { problems: problemsOf(gold.headRefused, gold.file) };
  }
  if (gold.head === null) return { golden: null };
  try {
    return { golden: parseGoldenSet(gold.head, gold.file) };
  } catch (e) {
    if (!refusable) throw e;
    return { problems: problemsOf(e, gold.file) };
  }
}

/** An InputError's problems, each located; anything else is rethrown (a bug, not the PR's file). */
function problemsOf(e: unknown, file: string): FileProblem[] {
  if (!isInputError(e)) throw e;
  const all = e instanceof InputErrors ? e.errors : [e];
  return all.map((p) => ({ file: p.location.file ?? file, ...(p.location.line ? { line: p.location.line } : {}), ...(p.location.field ? { field: p.location.field } : {}), message: p.message }));
}

function problemText(p: FileProblem): string {
  return `${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `: ${p.field}` : ''}: ${p.message}`;
}

/** The base's golden set, to recognise relabelled and added questions: null when unknown (no base side, or --golden outside it), `absent` when the base has none. */
function baseGoldenFor(gold: SidedText, golden: GoldenSet, base: OpenedSide | null, deps: EngineDeps): GoldenSet | null | 'absent' {
  if (!base || !gold.comparable) return null;
  if (gold.base === null) return 'absent';
  if (gold.base === gold.head) return golden;
  try {
    return parseGoldenSet(gold.base, `${gold.file} (at base ${base.label})`);
  } catch (e) {
    // Only used to recognise relabelled and added questions; a base golden set that no longer parses gives none.
    deps.log?.(`base golden set not usable, no question counts as relabelled: ${(e as Error).message}`);
    return null;
  }
}

/**
 * The golden set judged under a privileged event: the base's (`golden`; the head's relabelled,
 * removed or added questions are then a proposal). None (the head's stands) only where there is
 * nothing it could weaken: the base has no golden set (`baseGolden: 'absent'`, every question is
 * added), or the file lies outside the repository (the workflow's own, not the pull request's). A
 * base golden set that does not parse is an error: the head's cannot stand in for it.
 */
function trustedGolden(gold: SidedText, base: OpenedSide | null): { golden?: GoldenSet; baseGolden: 'absent' | null; from: string } {
  if (!base || !gold.comparable) return { baseGolden: null, from: `${gold.file} (outside the repository, not the pull request's)` };
  if (gold.base === null) return { baseGolden: 'absent', from: 'the pull request (the base has no golden set, so no gate to weaken)' };
  try {
    return { golden: parseGoldenSet(gold.base, gold.file), baseGolden: null, from: `${gold.file} at the base commit` };
  } catch (e) {
    throw new InputError(
      ERROR_CODES.GOLDEN,
      `the golden set at the base commit does not parse, and on this event the pull request's cannot stand in for it (fix it on the base branch): ${(e as Error).message}`,
      { file: gold.file },
    );
  }
}

/**
 * Where trusted keys come from when the head is not trusted: the config file at the base commit
 * (read from git, never from the work tree the PR may have checked out), else the defaults. A
 * base file that does not parse gives the defaults too: the head's version cannot stand in for it.
 */
function trustedConfig(cfg: SidedText, base: OpenedSide | null, deps: EngineDeps): { config: Config; source: string } {
  if (!base || !cfg.comparable || cfg.base === null) return { config: defaultConfig(), source: 'the defaults (the base has no config file)' };
  try {
    return { config: parseConfig(cfg.base, `${cfg.file} (at base ${base.label})`), source: `${cfg.file} at the base commit` };
  } catch (e) {
    deps.log?.(`the base's config does not parse, the trusted keys use the defaults: ${escapeLog((e as Error).message)}`);
    return { config: defaultConfig(), source: "the defaults (the base's config does not parse)" };
  }
}
