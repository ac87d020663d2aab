/**
 * The docs scope step of a run: before a side is read, its config's default `docs` globs are
 * replaced by the scope detected on that side's own files (source/scope.ts), so the base is
 * measured on the docs the base had, and a pull request that adds a docs site config is measured
 * on what it changes. When the head is not trusted (privileged events), the head is selected by
 * the base's decision, as every other setting that decides what runs: a PR cannot move the
 * scope to other files. A config with its own `docs` globs is used as written.
 */
import type { Config } from '../config/types';
import { DEFAULT_DOCS_GLOBS } from '../config/types';
import { listSideFiles, type SideFiles } from '../source/list-paths';
import { configuredScope, decideScope, detectsScope, generatedReads, ownPrefix, resolveScope, sameScope, scopeDecision, scopeReads, stubReads, withScope, type DocsScope, type ScopeDecision } from '../source/scope';
import { STUB_MAX_BYTES } from '../source/scope-stubs';
import { compileSelection } from '../source/select';
import { fileChanges, type FileChange } from '../source/side-changes';
import { GENERATED_HEAD_CHARS } from '../source/scope-generated';
import { configuredGenerator, generatorOfSource } from '../source/site-generator';
import type { SiteGenerator } from '../config/site';
import type { ScopeReport } from '../report/types';
import { labelledFiles } from '../compare/workflow-coverage';
import type { GoldenSet } from '../types';
import type { OpenedSide } from './load-inputs';
import type { EngineDeps } from './types';
import { escapeLog } from '../util/log-escape';

/** Paths the golden set names (evidence, every member of an "any of" group, and forbidden): part of the scope whenever they exist. */
export function labelPaths(golden: GoldenSet): Set<string> {
  return new Set(labelledFiles(golden).keys());
}

/** What a compare's change did, for one side's scope: files judged by path alone, and (head) the changes to name. */
export interface ChangeView {
  /** The side's listing, when already made. */
  files?: SideFiles;
  /** Files the change adds or edits: never left out by what they say, on either side. */
  changedFiles?: ReadonlySet<string>;
  /** The head: each added or edited file's change, to name the ones left out. */
  changes?: ReadonlyMap<string, FileChange>;
  /** The head: the base's docs folders, where a left-out change is named too. */
  alsoInside?: readonly string[];
}

/** Small documents read at once when looking for stub pages. */
const STUB_READS_IN_FLIGHT = 32;

/** One side's scope under its config (`decided`: take that decision, whatever the config's `docs`, instead of detecting one). */
export async function sideScope(side: OpenedSide, config: Config, named: ReadonlySet<string>, decided?: ScopeDecision, view: ChangeView = {}): Promise<DocsScope> {
  if (!decided && !detectsScope(config)) return configuredScope(config);
  const { paths, sizeOf } = view.files ?? (await listSideFiles(listed(side)));
  const changedFiles = view.changedFiles ?? new Set<string>();
  const texts = await scopeTexts(side, paths, config, config.exclude_defaults !== false);
  const defaults = config.exclude_defaults !== false;
  const decision = decideScope({ paths, texts, exclude: config.exclude, ...(decided ? { decided } : {}) });
  // The large documents in the folder found are looked at for a generator's marker (source/scope-generated.ts).
  const heads = new Map<string, string>();
  for (const p of defaults ? generatedReads({ paths, exclude: config.exclude, named, changedFiles }, decision, sizeOf, config.chunking.max_file_bytes) : []) {
    const t = await side.reader.readText(p, 3 * GENERATED_HEAD_CHARS);
    if (t !== null) heads.set(p, ownPrefix(t, GENERATED_HEAD_CHARS));
  }
  // The small ones are read whole, to look for stub pages (source/scope-stubs.ts). Thousands of them
  // on a site of short pages (tldr: 4,096), so STUB_READS_IN_FLIGHT at a time: one after the other,
  // the reads tripled a folder side's scope time; a revision's reads queue on one git process.
  const stubs = new Map<string, string>();
  const small = defaults ? stubReads({ paths, exclude: config.exclude, named, changedFiles }, decision, sizeOf) : [];
  for (let i = 0; i < small.length; i += STUB_READS_IN_FLIGHT) {
    const slice = small.slice(i, i + STUB_READS_IN_FLIGHT);
    const read = await Promise.all(slice.map((p) => side.reader.readText(p, STUB_MAX_BYTES)));
    slice.forEach((p, j) => {
      const t = read[j];
      if (t !== null) stubs.set(p, ownPrefix(t, STUB_MAX_BYTES));
    });
  }
  const extra = { changedFiles, ...(view.changes ? { changes: view.changes } : {}), ...(view.alsoInside ? { alsoInside: view.alsoInside } : {}) };
  return resolveScope({ paths, texts, exclude: config.exclude, named, decided: decision, heads, stubs, defaults, ...extra });
}

function listed(side: OpenedSide) {
  return { kind: side.reader.kind, commit: side.reader.commit, root: side.root };
}

/**
 * The documents the head adds or edits against the base (candidates by extension under the head
 * config's `exclude`). Two views of one revision or folder change nothing.
 */
async function changedDocs(sides: { base: OpenedSide; head: OpenedSide }, config: Config): Promise<{ base: SideFiles; head: SideFiles; changes: Map<string, FileChange> }> {
  const base = await listSideFiles(listed(sides.base));
  const head = await listSideFiles(listed(sides.head));
  const same = sides.base.reader.kind === sides.head.reader.kind && sides.base.root === sides.head.root && sides.base.reader.commit === sides.head.reader.commit;
  if (same) return { base, head, changes: new Map() };
  const candidate = compileSelection({ docs: DEFAULT_DOCS_GLOBS, exclude: [...config.exclude], maxFileBytes: Infinity });
  return { base, head, changes: fileChanges(base, head, head.paths.filter((p) => candidate.isDoc(p))) };
}

/**
 * The texts scope detection reads: the generators' configs and, with `names`, the files whose
 * names it confirms by their words. Read as data only: configs are parsed statically
 * (source/scope-configs.ts); each is read only as far as its detector looks, and what is kept is a copy.
 */
async function scopeTexts(side: OpenedSide, paths: readonly string[], config: Config, names: boolean): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const r of scopeReads(paths, config.exclude)) {
    if (!names && !r.config) continue;
    const t = await side.reader.readText(r.path, r.maxBytes);
    if (t !== null) texts.set(r.path, ownPrefix(t, r.chars));
  }
  return texts;
}

/**
 * The side's docs site generator (source/site-generator.ts): the config's `site.generator`, else the
 * one the scope was found by; with the config's own `docs` globs, the one the side's generator
 * configs show (detected as the scope would be, but only for the anchors).
 */
export async function sideGenerator(side: OpenedSide, config: Config, scope: DocsScope): Promise<SiteGenerator> {
  const set = configuredGenerator(config.site);
  if (set) return set;
  if (scope.source !== 'config') return generatorOfSource(scope.source);
  const { paths } = await listSideFiles(listed(side));
  const texts = await scopeTexts(side, paths, config, false);
  return generatorOfSource(decideScope({ paths, texts, exclude: config.exclude }).source);
}

/** A config whose Markdown headings also get `generator`'s anchors (the chunker reads it from `chunking.site`). */
export function withSite<C extends Pick<Config, 'chunking'>>(config: C, generator: SiteGenerator): C {
  return { ...config, chunking: { ...config.chunking, site: generator } };
}

/** Both sides' configs with their scopes applied, and what the report says about them. */
export async function scopeSides(
  sides: { base: OpenedSide; head: OpenedSide },
  configs: { config: Config; baseConfig: Config },
  golden: GoldenSet,
  opts: { headTrusted: boolean },
  deps: EngineDeps,
): Promise<{ config: Config; baseConfig: Config; scope: ScopeReport }> {
  const named = labelPaths(golden);
  // Whether to leave a file out by what it holds is decided only for files the change left as
  // they were (the same bytes at base): a page the change adds or edits is left out only by its
  // path, on both sides and under every event, so no words in it can take it out of the
  // measurement (its words can still keep in a page whose name alone would leave it out).
  const detected = detectsScope(configs.baseConfig) || detectsScope(configs.config);
  const changed = detected ? await changedDocs(sides, configs.config) : null;
  const changedFiles = new Set(changed?.changes.keys() ?? []);
  const base = await sideScope(sides.base, configs.baseConfig, named, undefined, changed ? { files: changed.base, changedFiles } : {});
  // Not trusted, the head's own `docs` (whatever the trust rule left of it) does not count either:
  // which files are measured is the base's decision.
  const fromBase = !opts.headTrusted && base.source !== 'config';
  const headView: ChangeView = changed ? { files: changed.head, changedFiles, changes: changed.changes, alsoInside: base.roots } : {};
  const head = await sideScope(sides.head, configs.config, named, fromBase ? scopeDecision(base) : undefined, headView);
  deps.log?.(`docs scope at ${sides.base.label}: ${escapeLog(scopeWords(base))}`);
  deps.log?.(`docs scope at ${sides.head.label}: ${escapeLog(scopeWords(head))}${fromBase ? ' (the base\'s decision: the head is not trusted)' : ''}`);
  const scope: ScopeReport = { ...head };
  if (!sameScope(base, head)) scope.base = base;
  if (fromBase) scope.from_base = true;
  // The head's anchors follow the base's generator when the head is not trusted, like its scope.
  const baseSite = await sideGenerator(sides.base, configs.baseConfig, base);
  const headSite = opts.headTrusted ? await sideGenerator(sides.head, configs.config, head) : baseSite;
  return { config: withSite(withScope(configs.config, head), headSite), baseConfig: withSite(withScope(configs.baseConfig, base), baseSite), scope };
}

/** One side's scope and its config (eval, search, chunks). */
export async function scopeOne(side: OpenedSide, config: Config, golden: GoldenSet | null, deps: EngineDeps): Promise<{ config: Config; scope: DocsScope }> {
  const scope = await sideScope(side, config, golden ? labelPaths(golden) : new Set());
  deps.log?.(`docs scope: ${escapeLog(scopeWords(scope))}`);
  return { config: withSite(withScope(config, scope), await sideGenerator(side, config, scope)), scope };
}

/** `docs/ (a top-level docs folder)`: the folders and why, for log lines. */
export function scopeWords(s: DocsScope): string {
  if (s.source === 'config') return s.reason;
  const where = s.roots.length ? s.roots.map((r) => `${r}/`).join(', ') : s.source === 'all' ? 'all Markdown-like files' : './';
  return `${where} (${s.reason})`;
}
