/**
 * The docs scope of one side: with no `docs` in the config, which files are documentation
 * (detected: scope-detect.ts) and what is always left out (scope-rules.ts), turned into the
 * `docs`/`exclude` globs the rest of the run selects files with, and counted for the one line
 * that says what was indexed and why. Pure: a file listing in, a plain value out, so a side can
 * also be built with a scope decided on another side (the base's, when the head is not trusted).
 */
import { DEFAULT_DOCS_GLOBS, type Config } from '../config/types';
import { detectScope, scopeConfigFiles, type ScopeDecision, type ScopeSource } from './scope-detect';
import { EXCLUDED_KINDS, excludedKind, READS_AS_CHARS, readsAs, type ExcludedKind } from './scope-rules';
import { generatedCandidates, looksGenerated } from './scope-generated';
import { looksLikeStub, stubCandidates } from './scope-stubs';
import { compileSelection } from './select';
import type { FileChange } from './side-changes';

export { SCOPE_SOURCES, scopeConfigFiles, type ScopeDecision, type ScopeSource } from './scope-detect';
export { EXCLUDED_KINDS, type ExcludedKind } from './scope-rules';

/** A side's docs scope as the report carries it. */
export interface DocsScope extends ScopeDecision {
  /** The `docs` globs the side was selected with. */
  globs: string[];
  /** The `exclude` globs added to the config's own (exact paths or whole folders of this listing). */
  exclude: string[];
  /** Documents (by extension) the scope left out, by kind; kinds with none are absent. */
  excluded: Partial<Record<ExcludedKind, number>>;
  /** Files a golden-set label names, indexed although the scope would have left them out. */
  named: string[];
  /** Documents left out as generated (a generator's marker at their top), sorted; absent when none. */
  generated?: string[];
  /** False when the config's `exclude_defaults: false` turned the rules by kind off; absent: they applied. */
  exclude_defaults?: false;
  /** The head's scope of a compare: documents the change adds or edits that the scope leaves out (see ChangesLeftOut). */
  changes_left_out?: ChangesLeftOut;
}

/**
 * Documents a change adds or edits, inside the docs folder found (at either side), that the
 * head's scope leaves out by a rule: the comment names them in its title, since nothing the gate
 * measures can show what such a page does to a reader's results. At most MAX_CHANGES_NAMED are
 * listed, sorted by path; `count` is all of them.
 */
export interface ChangesLeftOut {
  count: number;
  files: Array<{ path: string; kind: ExcludedKind; change: FileChange }>;
}

/** How many left-out documents of a change report.json lists (the rest are counted). */
export const MAX_CHANGES_NAMED = 20;

/**
 * True when the config leaves `docs` unset, so the scope is detected. A config file that writes
 * `docs` (even the default globs) is taken as it is, exclusions included.
 */
export function detectsScope(config: Pick<Config, 'docs' | 'docs_given'>): boolean {
  return !config.docs_given && config.docs.length === DEFAULT_DOCS_GLOBS.length && config.docs.every((g, i) => g === DEFAULT_DOCS_GLOBS[i]);
}

/** The scope a config with its own `docs` globs selects (nothing detected, nothing added). */
export function configuredScope(config: Pick<Config, 'docs'>): DocsScope {
  return { source: 'config', reason: 'the docs globs of the config', roots: [], globs: [...config.docs], exclude: [], excluded: {}, named: [] };
}

export interface ScopeInput {
  /** Every file path of the side (root relative, POSIX). */
  paths: readonly string[];
  /** Texts of the files `scopeFilesToRead` named (absent ones left out: a name then goes by itself). */
  texts: ReadonlyMap<string, string>;
  /** The config's `exclude` globs (dot-folders and node_modules by default): never part of any scope. */
  exclude: readonly string[];
  /** Paths golden-set labels name: always in scope when they exist. */
  named: ReadonlySet<string>;
  /** A decision taken on another side, applied to this side's listing instead of detecting one. */
  decided?: ScopeDecision;
  /** False: the rules by kind are off (`exclude_defaults: false`); only the folder found and `exclude` select. */
  defaults?: boolean;
  /** The first characters of the documents `generatedReads` named, to look for a generator's marker. */
  heads?: ReadonlyMap<string, string>;
  /** The texts of the small documents `stubReads` named, to look for stub pages. */
  stubs?: ReadonlyMap<string, string>;
  /**
   * Files a compare's change adds or edits: no rule leaves them out by what they say (no
   * generator's marker is looked for); only their paths can, and their words can only keep in
   * a page whose name alone would leave it out (a `history.md` that reads as no changelog).
   */
  changedFiles?: ReadonlySet<string>;
  /** The head of a compare: what the change did to each file it added or edited, to name those left out. */
  changes?: ReadonlyMap<string, FileChange>;
  /** Folders that count as the docs folder too when naming left-out changes (the base's, when the head's scope moved). */
  alsoInside?: readonly string[];
}

/** The side's scope decision: `decided`, else detected from its listing and config texts. */
export function decideScope(input: Pick<ScopeInput, 'paths' | 'texts' | 'exclude' | 'decided'>): ScopeDecision {
  if (input.decided) return input.decided;
  const candidate = compileSelection({ docs: DEFAULT_DOCS_GLOBS, exclude: [...input.exclude], maxFileBytes: Infinity });
  return detectScope(input.paths, input.texts, candidate.isDoc);
}

/**
 * The documents whose start `resolveScope` would look at for a generator's marker (`heads`): the
 * large ones inside the folder found that no other rule leaves out, none over `maxFileBytes` (the
 * config's `chunking.max_file_bytes`). `sizeOf`: a file's size in bytes, null when unknown (then
 * it is not looked at).
 */
export function generatedReads(input: Pick<ScopeInput, 'paths' | 'exclude' | 'named' | 'changedFiles'>, decision: ScopeDecision, sizeOf: (path: string) => number | null, maxFileBytes = Infinity): string[] {
  return generatedCandidates(judgedByText(input, decision, sizeOf), maxFileBytes);
}

/**
 * The documents a rule may judge by their text, with their sizes: inside the folder found, left out
 * by no other rule, named by no label, and left as they were by the change.
 */
function judgedByText(input: Pick<ScopeInput, 'paths' | 'exclude' | 'named' | 'changedFiles'>, decision: ScopeDecision, sizeOf: (path: string) => number | null): Array<{ path: string; size: number }> {
  const candidate = compileSelection({ docs: DEFAULT_DOCS_GLOBS, exclude: [...input.exclude], maxFileBytes: Infinity });
  const out: Array<{ path: string; size: number }> = [];
  for (const p of input.paths) {
    if (!candidate.isDoc(p) || input.named.has(p) || input.changedFiles?.has(p) || !within(decision.roots, p) || excludedKind(p)) continue;
    const size = sizeOf(p);
    if (size !== null) out.push({ path: p, size });
  }
  return out;
}

function within(roots: readonly string[], p: string): boolean {
  return roots.length === 0 || roots.some((r) => p.startsWith(`${r}/`));
}

/**
 * The documents `resolveScope` would read to look for stub pages (`stubs`): the small ones inside
 * the folder found that no other rule leaves out and no label names, and that the change did not
 * add or edit (source/scope-stubs.ts).
 */
export function stubReads(input: Pick<ScopeInput, 'paths' | 'exclude' | 'named' | 'changedFiles'>, decision: ScopeDecision, sizeOf: (path: string) => number | null): string[] {
  return stubCandidates(judgedByText(input, decision, sizeOf));
}

/** Detects (or applies `decided`) and builds the side's selection globs and counts. */
export function resolveScope(input: ScopeInput): DocsScope {
  const candidate = compileSelection({ docs: DEFAULT_DOCS_GLOBS, exclude: [...input.exclude], maxFileBytes: Infinity });
  const decision = input.decided ?? detectScope(input.paths, input.texts, candidate.isDoc);
  const rules = input.defaults !== false;
  const under = (p: string) => within(decision.roots, p);
  const translated = (p: string) => (decision.translations ?? []).find((r) => p.startsWith(`${r}/`));
  const generated: string[] = [];
  const excluded = new Map<ExcludedKind, number>();
  const count = (k: ExcludedKind) => excluded.set(k, (excluded.get(k) ?? 0) + 1);
  const folders = new Map<string, string[]>();
  const files: string[] = [];
  const named: string[] = [];
  const changedFiles = input.changedFiles ?? new Set<string>();
  const leftOut: ChangesLeftOut['files'] = [];
  // A change's page left out is named when it sits in the docs folder of either side (outside both, it is not part of the site).
  const noted = (p: string, kind: ExcludedKind) => {
    const change = input.changes?.get(p);
    if (change && (under(p) || (input.alsoInside !== undefined && within(input.alsoInside, p)))) leftOut.push({ path: p, kind, change });
  };
  for (const p of input.paths) {
    if (!candidate.isDoc(p)) continue;
    const inside = under(p);
    const changedHere = changedFiles.has(p);
    // A translation inside the folder found: a locale folder of its docs_dir (left out as a folder), or a `page.fr.md`.
    const locale = inside ? translated(p) : undefined;
    const kind =
      locale !== undefined
        ? { kind: 'translations' as const, folder: locale }
        : inside && suffixed(p, decision.translation_suffixes)
          ? { kind: 'translations' as const }
          : rules
            ? (ownFolder(confirmedKind(p, input.texts), decision.roots) ?? (changedHere ? null : (generatedKind(p, input.heads, inside) ?? stubKind(p, input.stubs, inside))))
            : null;
    if (input.named.has(p) && (kind || !inside)) {
      named.push(p);
      continue;
    }
    if (!inside) {
      const k = kind?.kind ?? (translated(p) !== undefined ? 'translations' : 'outside');
      count(k);
      noted(p, k);
      continue;
    }
    if (!kind) continue;
    count(kind.kind);
    noted(p, kind.kind);
    if (kind.kind === 'generated') generated.push(p);
    if (kind.folder === undefined) files.push(p);
    else if (folders.has(kind.folder)) folders.get(kind.folder)!.push(p);
    else folders.set(kind.folder, [p]);
  }
  const exclude = [...files.map(escapeGlob)];
  for (const [folder, inFolder] of folders) {
    // A named file under a left-out folder: the folder's other files are listed one by one instead.
    if (named.some((n) => n.startsWith(`${folder}/`))) exclude.push(...inFolder.map(escapeGlob));
    else exclude.push(`${escapeGlob(folder)}/**`);
  }
  const globs = decision.roots.length ? decision.roots.flatMap((r) => DEFAULT_DOCS_GLOBS.map((g) => `${escapeGlob(r)}/${g}`)) : [...DEFAULT_DOCS_GLOBS];
  const counts: Partial<Record<ExcludedKind, number>> = {};
  for (const k of EXCLUDED_KINDS) if (excluded.get(k)) counts[k] = excluded.get(k);
  return {
    source: decision.source,
    reason: decision.reason,
    roots: [...decision.roots],
    globs: [...globs, ...named.sort().map(escapeGlob)],
    exclude: exclude.sort(),
    excluded: counts,
    named: named.sort(),
    ...(decision.translations?.length ? { translations: [...decision.translations] } : {}),
    ...(decision.translation_suffixes?.length ? { translation_suffixes: [...decision.translation_suffixes] } : {}),
    ...(generated.length ? { generated: generated.sort() } : {}),
    ...(rules ? {} : { exclude_defaults: false as const }),
    ...(leftOut.length ? { changes_left_out: { count: leftOut.length, files: leftOut.sort(pathOrder).slice(0, MAX_CHANGES_NAMED) } } : {}),
  };
}

function pathOrder(a: { path: string }, b: { path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** True when the file name is `<page>.<locale>.<ext>` for one of `locales` (mkdocs-static-i18n's suffix layout). */
function suffixed(p: string, locales: readonly string[] | undefined): boolean {
  if (!locales?.length) return false;
  const parts = p.slice(p.lastIndexOf('/') + 1).split('.');
  return parts.length >= 3 && locales.includes(parts[parts.length - 2]);
}

/** `stubs` for an in-scope document whose text (read because it is small) is a stub page. */
function stubKind(p: string, stubs: ReadonlyMap<string, string> | undefined, inside: boolean): { kind: ExcludedKind; folder?: string } | null {
  const text = inside ? stubs?.get(p) : undefined;
  return text !== undefined && looksLikeStub(text) ? { kind: 'stubs' } : null;
}

/**
 * A contributor-guide folder that holds the docs folder found is not left out: a repository whose
 * only docs are its contributing guide measures that guide.
 */
function ownFolder<K extends { kind: ExcludedKind; folder?: string } | null>(kind: K, roots: readonly string[]): K | null {
  if (kind?.kind !== 'contributor_guides' || kind.folder === undefined) return kind;
  const f = kind.folder;
  return roots.some((r) => r === f || r.startsWith(`${f}/`)) ? null : kind;
}

/** `generated` for an in-scope document whose start (read because it is large) carries a generator's marker. */
function generatedKind(p: string, heads: ReadonlyMap<string, string> | undefined, inside: boolean): { kind: ExcludedKind; folder?: string } | null {
  const head = inside ? heads?.get(p) : undefined;
  return head !== undefined && looksGenerated(head) ? { kind: 'generated' } : null;
}

/** The kind `p` is left out as: by its folder, or by its name when its text (if read) bears the name out. */
function confirmedKind(p: string, texts: ReadonlyMap<string, string>): ReturnType<typeof excludedKind> {
  const kind = excludedKind(p);
  if (!kind || kind.folder !== undefined || kind.fragment) return kind;
  const text = texts.get(p);
  return text === undefined || readsAs(kind.kind, text) ? kind : null;
}

/**
 * Files whose text the scope needs: the docs generators' configs, and the documents whose name
 * alone would leave them out (changelogs, licences, codes of conduct), to confirm by content.
 */
export function scopeFilesToRead(paths: readonly string[], exclude: readonly string[]): string[] {
  return scopeReads(paths, exclude).map((r) => r.path);
}

/** A generator config longer than this is read only this far (the keys that matter are near the top). */
export const MAX_CONFIG_CHARS = 256 * 1024;

/** What the scope reads of one file: at most `chars` characters, so at most `maxBytes` bytes (UTF-8 takes up to 3 per character). */
export interface ScopeRead {
  path: string;
  chars: number;
  maxBytes: number;
  /** True for a docs generator's config (the rest are names to confirm). */
  config: boolean;
}

/**
 * `scopeFilesToRead` with how much of each file its detector looks at: the detectors read at
 * most that (a pull request can add blobs of 100 MB that pack to a few KB; reading them whole
 * held gigabytes for a few kilobytes of evidence).
 */
export function scopeReads(paths: readonly string[], exclude: readonly string[]): ScopeRead[] {
  const candidate = compileSelection({ docs: DEFAULT_DOCS_GLOBS, exclude: [...exclude], maxFileBytes: Infinity });
  const named: string[] = [];
  for (const p of paths) {
    if (named.length >= MAX_CONFIRMED_FILES) break;
    const kind = candidate.isDoc(p) ? excludedKind(p) : null;
    if (kind && kind.folder === undefined && !kind.fragment) named.push(p);
  }
  const read = (chars: number, config: boolean) => (path: string) => ({ path, chars, maxBytes: 3 * chars, config });
  return [...scopeConfigFiles(paths).map(read(MAX_CONFIG_CHARS, true)), ...named.map(read(READS_AS_CHARS, false))];
}

/**
 * The first `chars` characters of `text` as a string of its own: a slice would keep the whole
 * decoded text alive for as long as the slice lives.
 */
export function ownPrefix(text: string, chars: number): string {
  return text.length <= chars ? text : Buffer.from(text.slice(0, chars), 'utf16le').toString('utf16le');
}

/** At most this many files are read to confirm a changelog, licence or code-of-conduct name (the rest go by name). */
export const MAX_CONFIRMED_FILES = 256;

/** The decision part of a scope (what another side can take over). */
export function scopeDecision(scope: DocsScope): ScopeDecision {
  const out: ScopeDecision = { source: scope.source, reason: scope.reason, roots: [...scope.roots] };
  if (scope.translations) out.translations = [...scope.translations];
  if (scope.translation_suffixes) out.translation_suffixes = [...scope.translation_suffixes];
  return out;
}

/** The config a side is selected with under `scope`: its globs, and its exclusions after the config's own. */
export function withScope<C extends Pick<Config, 'docs' | 'exclude'>>(config: C, scope: DocsScope): C {
  if (scope.source === 'config') return config;
  return { ...config, docs: [...scope.globs], exclude: [...config.exclude, ...scope.exclude] };
}

/** True when two scopes select by the same rule (same source and folders). */
export function sameScope(a: ScopeDecision, b: ScopeDecision): boolean {
  return a.source === b.source && a.roots.join('\n') === b.roots.join('\n');
}

/** A literal path as a picomatch glob: every character picomatch gives a meaning to is escaped. */
export function escapeGlob(path: string): string {
  return path.replace(/[*?[\]{}()!+@\\]/g, '\\$&');
}

/** The literal path of a glob escapeGlob made (each backslash-escaped character as itself). */
export function unescapeGlob(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) out += glob[i] === '\\' && i + 1 < glob.length ? glob[++i] : glob[i];
  return out;
}
