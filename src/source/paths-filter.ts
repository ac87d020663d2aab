/**
 * The `paths:` filter of a workflow that runs the gate, derived from a side's docs scope: a pull
 * request runs the gate when it touches a document the scope indexes, a file that decides the
 * scope (a docs site config) or the golden set and config, and not when it touches only a
 * changelog (fragments included), a licence, tests, vendored code or files outside the docs folder.
 * `retrieval-gate init` writes it, and docs/workflows/quick-start.yml is what it writes for the
 * bundled example. Pure: a scope and the listing's documents in, the patterns in order out.
 *
 * GitHub reads the patterns in order and a path runs the workflow when the last pattern that
 * matches it is not a `!` one. So the list is built in layers, each correcting the one before:
 *  1. the docs extensions under each docs folder (everywhere when the scope is the repository);
 *  2. what the scope always leaves out, by its common names, so that a changelog or a test folder
 *     added later does not run it either;
 *  3. what the scope left out of this listing by path (a `docs/changes.rst` that includes the
 *     changelog, a `changelog.d/` folder), which the common names do not all reach;
 *  4. the documents of this listing that a name in (2) would wrongly drop (a `HISTORY.md` that
 *     documents a `history` command is a page, and stays in the scope), and every file an
 *     existing golden set labels, wherever it is (a section of the root README, outside `docs/`): the gate
 *     measures those labels, so a PR that changes only one of them must run it;
 *  5. the docs site configs (adding one moves the scope) and the golden set and config.
 * GitHub's patterns have no braces, so each extension is a line of its own.
 */
import picomatch from 'picomatch';
import { DEFAULT_DOCS_GLOBS } from '../config/types';
import { unescapeGlob, type DocsScope } from './scope';

/**
 * What the scope always leaves out, as written in most repositories (scope-rules.ts has every
 * spelling; the others found in a listing are added by path). `**\/.*\/**`: dot-folders such as
 * `.github/` are never in a scope (the config's default `exclude`).
 */
export const LEFT_OUT_BY_NAME: readonly string[] = [
  '**/CHANGELOG*',
  '**/CHANGES*',
  '**/HISTORY*',
  '**/NEWS*',
  '**/RELEASE-NOTES*',
  '**/LICENSE*',
  '**/LICENCE*',
  '**/COPYING*',
  '**/CODE_OF_CONDUCT*',
  '**/changelog.d/**',
  '**/newsfragments/**',
  '**/releasenotes/**',
  '**/release-notes/**',
  '**/whatsnew/**',
  '**/announce/**',
  '**/versioned_docs/**',
  '**/node_modules/**',
  '**/vendor/**',
  '**/third_party/**',
  '**/test/**',
  '**/tests/**',
  '**/__tests__/**',
  '**/fixtures/**',
  '**/testdata/**',
  '**/.*/**',
];

/**
 * The files whose text decides a detected scope (source/scope-detect.ts), as filter patterns: a
 * pull request that adds or edits one can move the scope. A generic `config.toml` (a Hugo site's,
 * among others) is left out: too many other tools use the name.
 */
export const SCOPE_CONFIG_PATTERNS: readonly string[] = ['**/mkdocs.yml', '**/mkdocs.yaml', '**/docusaurus.config.*', '**/conf.py', '**/.vitepress/config.*', '**/hugo.*', '**/book.toml', '**/antora.yml', '.readthedocs.yml', '.readthedocs.yaml'];

export interface PathsFilterInput {
  /** The detected (or configured) scope of the side the workflow is written for. */
  scope: Pick<DocsScope, 'source' | 'roots' | 'globs' | 'exclude' | 'named'>;
  /** The documents that scope selects in the listing (what a run indexes), root-relative. */
  docs: readonly string[];
  /** The golden set and config, root-relative: a change to either alone runs the gate. */
  settings: readonly string[];
  /** The files an existing golden set labels (existing or not): a change to one alone runs the gate, wherever it is. */
  labelled?: readonly string[];
}

/** The `paths:` patterns, in order (GitHub's filter syntax). Same input, same list. */
export function workflowPathsFilter(input: PathsFilterInput): string[] {
  const out: string[] = [];
  const add = (p: string) => {
    if (!out.includes(p)) out.push(p);
  };
  for (const p of docPatterns(input.scope)) add(p);
  for (const p of LEFT_OUT_BY_NAME) add(`!${p}`);
  const runs = () => runsMatcher(out);
  let matcher = runs();
  for (const g of input.scope.source === 'config' ? [] : input.scope.exclude) {
    const raw = unescapeGlob(g);
    const folder = raw.endsWith('/**') ? raw.slice(0, -3) : null;
    // Already left out by a name above: nothing to add.
    if (!matcher(folder === null ? raw : `${folder}/x.md`)) continue;
    add(`!${folder === null ? literal(raw) : `${literal(folder)}/**`}`);
  }
  matcher = runs();
  for (const p of [...input.docs, ...input.scope.named, ...(input.labelled ?? [])].sort()) if (!matcher(p)) add(literal(p));
  for (const p of SCOPE_CONFIG_PATTERNS) add(p);
  const settings = [...input.settings].sort();
  if (settings.length && settings.every((s) => /^\.github\/retrieval-[^/]*\.yml$/.test(s))) add('.github/retrieval-*.yml');
  else for (const s of settings) add(literal(s));
  return out;
}

/** Whether a pull request that changes only `path` runs a workflow with these `paths:` patterns, as GitHub decides it. */
export function runsMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map((p) => ({ negated: p.startsWith('!'), match: picomatch(p.startsWith('!') ? p.slice(1) : p, { dot: true }) }));
  return (path) => {
    let on = false;
    for (const p of compiled) if (p.match(path)) on = !p.negated;
    return on;
  };
}

/** The extension patterns under each docs folder (`docs/**\/*.md`, …), or the config's own globs. */
function docPatterns(scope: PathsFilterInput['scope']): string[] {
  const named = new Set(scope.named);
  if (scope.source === 'config') return scope.globs.filter((g) => !named.has(unescapeGlob(g))).flatMap(expandBraces);
  const exts = DEFAULT_DOCS_GLOBS.flatMap(expandBraces);
  return scope.roots.length ? scope.roots.flatMap((r) => exts.map((g) => `${literal(r)}/${g}`)) : exts;
}

/** `**\/*.{md,rst}` → `**\/*.md`, `**\/*.rst` (every brace group, left to right; no nesting). */
export function expandBraces(glob: string): string[] {
  const open = glob.indexOf('{');
  const close = open < 0 ? -1 : glob.indexOf('}', open);
  if (close < 0) return [glob];
  const head = glob.slice(0, open);
  return glob
    .slice(open + 1, close)
    .split(',')
    .flatMap((alt) => expandBraces(`${head}${alt}${glob.slice(close + 1)}`));
}

/**
 * A literal path as a filter pattern. GitHub and picomatch escape differently, and a path may hold
 * anything git allows, so each character a pattern gives a meaning to, and each one a YAML reader
 * may take for a line break or refuse (C0 and C1 controls with CR and NEL among them, DEL, U+2028,
 * U+2029, a byte-order mark), becomes `?`, which matches it: a little wider, never narrower. A
 * YAML 1.1 reader folds a raw NEL inside a quoted scalar to a space, and the pattern would then
 * name another file.
 */
export function literal(path: string): string {
  let out = '';
  for (const c of path) out += '*?+[]{}()!@\\#\'"'.includes(c) || unsafeInYaml(c) ? '?' : c;
  return out;
}

/** True for a character a YAML scalar cannot hold as itself in every reader (see `literal`). */
export function unsafeInYaml(c: string): boolean {
  return c < ' ' || (c >= '\u007f' && c <= '\u009f') || c === '\u2028' || c === '\u2029' || c === '\ufeff';
}
