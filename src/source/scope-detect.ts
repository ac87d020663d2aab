/**
 * Which folder holds a repository's documentation, found the way a person would: the folder a
 * docs generator's config names (mkdocs.yml, docusaurus.config.*, Sphinx conf.py, .vitepress/,
 * a Starlight content folder, Hugo's config), else a top-level docs folder, else the whole
 * repository. Pure: a snapshot's file listing and the few config texts `scopeConfigFiles` asked
 * for in, a decision out (parsing the configs: scope-configs.ts).
 *
 * Several sites in one repository: the shallowest site folder wins (the repository's own docs sit
 * at the root or one folder down; deeper ones are usually examples), ties go to the order above,
 * and every site of the winning kind at that depth is kept (a monorepo with one docs site per
 * package). Config files in test, fixture, vendored or example folders are not the project's.
 */
import { docusaurusDocsPaths, hugoContentDirs, looksLikeHugo, looksLikeSphinx, mkdocsDocsDir, vitepressSrcDir } from './scope-configs';
import { inExcludedFolder } from './scope-rules';

/** Where a side's docs scope came from. */
export const SCOPE_SOURCES = ['config', 'mkdocs', 'docusaurus', 'sphinx', 'vitepress', 'starlight', 'hugo', 'docs-folder', 'all'] as const;
export type ScopeSource = (typeof SCOPE_SOURCES)[number];

/** A detected scope: the docs folders (empty = the whole repository) and why, in words. */
export interface ScopeDecision {
  source: ScopeSource;
  /** E.g. `named by mkdocs.yml docs_dir`; read after the folder names in messages. */
  reason: string;
  /** Root-relative folders, sorted; empty: the whole repository. */
  roots: string[];
}

/** Deepest site folder a generator config is taken from (0 = the repository root). */
const MAX_SITE_DEPTH = 2;
/** At most this many config files are read per side (each a small file). */
export const MAX_SCOPE_CONFIG_FILES = 32;

const MKDOCS = /^mkdocs\.ya?ml$/;
const DOCUSAURUS = /^docusaurus\.config\.[cm]?[jt]s$/;
const VITEPRESS = /^config\.[cm]?[jt]s$/;
const HUGO = /^hugo\.(toml|ya?ml|json)$/;
const HUGO_GENERIC = /^config\.(toml|ya?ml)$/;
const TOP_DOCS = ['docs', 'doc', 'documentation', 'Documentation'];
const EXAMPLE_FOLDERS = new Set(['example', 'examples', 'sample', 'samples', 'template', 'templates', 'demo', 'demos', 'playground']);

/** The config files whose text `detectScope` needs, sorted and bounded. */
export function scopeConfigFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const { dir, name } = split(p);
    if (!projectFolder(dir) || depth(dir) > MAX_SITE_DEPTH + 1) continue;
    const vitepress = dir === '.vitepress' || dir.endsWith('/.vitepress');
    if (MKDOCS.test(name) || DOCUSAURUS.test(name) || HUGO.test(name) || name === 'conf.py' || (vitepress && VITEPRESS.test(name)) || HUGO_GENERIC.test(name)) out.push(p);
  }
  return out.sort(byDepthThenName).slice(0, MAX_SCOPE_CONFIG_FILES);
}

interface Candidate extends ScopeDecision {
  site: string;
  rank: number;
}

/**
 * The docs scope of a snapshot. `isDoc`: whether a path is a document the scope could hold (the
 * usual docs extensions, minus the config's `exclude`); a folder counts only when it holds one.
 */
export function detectScope(paths: readonly string[], texts: ReadonlyMap<string, string>, isDoc: (path: string) => boolean): ScopeDecision {
  const docs = paths.filter((p) => isDoc(p) && !inExcludedFolder(p));
  const holdsDocs = (root: string) => docs.some((p) => root === '' || p.startsWith(`${root}/`));
  const found: Candidate[] = [];
  const add = (source: ScopeSource, rank: number, site: string, roots: Array<string | null>, reason: string) => {
    const ok = [...new Set(roots.filter((r): r is string => r !== null && holdsDocs(r)))].sort();
    if (ok.length && depth(site) <= MAX_SITE_DEPTH) found.push({ source, rank, site, roots: ok, reason });
  };
  for (const [path, text] of [...texts].sort(([a], [b]) => byDepthThenName(a, b))) {
    const { dir, name } = split(path);
    if (MKDOCS.test(name)) {
      const { dir: d, named } = mkdocsDocsDir(text);
      add('mkdocs', 0, dir, [join(dir, d)], named ? `named by ${path} docs_dir` : `${path}, default docs_dir`);
    } else if (DOCUSAURUS.test(name)) {
      const { dirs, named } = docusaurusDocsPaths(text);
      add('docusaurus', 1, dir, dirs.map((d) => join(dir, d)), named ? `the docs path in ${path}` : `${path}, default docs path`);
    } else if (name === 'conf.py' && looksLikeSphinx(text)) {
      add('sphinx', 2, dir, [dir], `holds the Sphinx ${path}`);
    } else if (VITEPRESS.test(name) && (dir === '.vitepress' || dir.endsWith('/.vitepress'))) {
      const site = dir.slice(0, -'.vitepress'.length).replace(/\/$/, '');
      const src = vitepressSrcDir(text);
      add('vitepress', 3, site, [src === null ? site : join(site, src)], src === null ? `VitePress site (${dir}/)` : `VitePress srcDir in ${path}`);
    } else if (HUGO.test(name) || (HUGO_GENERIC.test(name) && looksLikeHugo(text))) {
      const site = dir.replace(/(^|\/)config\/_default$/, '');
      const { dirs, named } = hugoContentDirs(text);
      add('hugo', 5, site, dirs.map((d) => join(site, d)), named ? `Hugo contentDir in ${path}` : `Hugo site (${path}), default content folder`);
    }
  }
  for (const site of starlightSites(docs)) add('starlight', 4, site, [join(site, 'src/content/docs')], 'Starlight/Astro content folder');
  const best = found.sort((a, b) => depth(a.site) - depth(b.site) || a.rank - b.rank)[0];
  if (best) {
    const same = found.filter((c) => c.source === best.source && depth(c.site) === depth(best.site));
    const all = [...new Set(same.flatMap((c) => c.roots))].sort();
    // A site at the repository root (a VitePress site without srcDir) is the whole repository.
    const roots = all.includes('') ? [] : all;
    return { source: best.source, reason: same.length > 1 ? `${best.reason} and ${same.length - 1} more` : best.reason, roots };
  }
  const top = TOP_DOCS.find((d) => holdsDocs(d));
  if (top) return { source: 'docs-folder', reason: 'a top-level docs folder', roots: [top] };
  return { source: 'all', reason: 'no docs folder or docs site config found', roots: [] };
}

/** Folders `X` with documents under `X/src/content/docs/` (X = '' at the root). */
function starlightSites(docs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of docs) {
    const m = /^(?:(.*)\/)?src\/content\/docs\//.exec(p);
    if (m) out.add(m[1] ?? '');
  }
  return [...out];
}

/** False for folders whose config files are not the project's own (tests, vendored code, examples, dot-folders but `.vitepress`). */
function projectFolder(dir: string): boolean {
  if (dir === '') return true;
  if (dir.split('/').some((part) => part.startsWith('.') && part !== '.vitepress')) return false;
  if (inExcludedFolder(`${dir}/x`)) return false;
  return !dir.split('/').some((part) => EXAMPLE_FOLDERS.has(part.toLowerCase()));
}

/** `dir/rel` normalised (`./`, trailing `/`, `..` inside the repository); null when it leaves the repository or is absolute. */
export function join(dir: string, rel: string): string | null {
  if (rel.startsWith('/') || /^[A-Za-z]:/.test(rel)) return null;
  const out = dir ? dir.split('/') : [];
  for (const part of rel.split(/[\\/]/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function split(path: string): { dir: string; name: string } {
  const i = path.lastIndexOf('/');
  return i < 0 ? { dir: '', name: path } : { dir: path.slice(0, i), name: path.slice(i + 1) };
}

function depth(dir: string): number {
  return dir === '' ? 0 : dir.split('/').length;
}

function byDepthThenName(a: string, b: string): number {
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}
