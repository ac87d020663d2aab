/**
 * Which folder holds a repository's documentation, found the way a person would: the folder a
 * docs generator's config names (a Read the Docs config naming a Sphinx or MkDocs config first,
 * then mkdocs.yml, docusaurus.config.*, Sphinx conf.py, .vitepress/, a Starlight content folder,
 * Hugo's config, mdBook's book.toml, Antora's antora.yml), else a top-level docs folder, else the whole
 * repository. Pure: a snapshot's file listing and the few config texts `scopeConfigFiles` asked
 * for in, a decision out (parsing the configs: scope-configs.ts).
 *
 * Several sites in one repository: the shallowest site folder wins (the repository's own docs sit
 * at the root or one folder down; deeper ones are usually examples), ties go to the order above,
 * and every site of the winning kind at that depth is kept (a monorepo with one docs site per
 * package), except the languages of one multilingual MkDocs site (`docs/en/mkdocs.yml`,
 * `docs/fr/mkdocs.yml`): only its default language is the scope, the others are translations.
 * Config files in test, fixture, vendored or example folders are not the project's.
 */
import { docusaurusDocsPaths, hugoContentDirs, hugoLanguageDirs, looksLikeAntora, looksLikeHugo, looksLikeSphinx, mdbookSrcDir, mkdocsConfig, mkdocsDocsDir, readthedocsConfig, type MkdocsLanguages, vitepressSrcDir } from './scope-configs';
import { inExcludedFolder } from './scope-rules';

/** Where a side's docs scope came from. */
export const SCOPE_SOURCES = ['config', 'mkdocs', 'docusaurus', 'sphinx', 'vitepress', 'starlight', 'hugo', 'docs-folder', 'all', 'mdbook', 'antora'] as const;
export type ScopeSource = (typeof SCOPE_SOURCES)[number];

/** A detected scope: the docs folders (empty = the whole repository) and why, in words. */
export interface ScopeDecision {
  source: ScopeSource;
  /** E.g. `named by mkdocs.yml docs_dir`; read after the folder names in messages. */
  reason: string;
  /** Root-relative folders, sorted; empty: the whole repository. */
  roots: string[];
  /** Folders of the translations the scope left out (a multilingual site's other languages), sorted; absent when none. */
  translations?: string[];
  /** Locales whose pages sit beside the default ones as `page.<locale>.md` (mkdocs-static-i18n's suffix layout), left out; absent when none. */
  translation_suffixes?: string[];
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
const READTHEDOCS = /^\.?readthedocs\.ya?ml$/;
const TOP_DOCS = ['docs', 'doc', 'documentation', 'Documentation'];
const EXAMPLE_FOLDERS = new Set(['example', 'examples', 'sample', 'samples', 'template', 'templates', 'demo', 'demos', 'playground']);

/** The config files whose text `detectScope` needs, sorted and bounded. */
export function scopeConfigFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    const { dir, name } = split(p);
    if (!projectFolder(dir) || depth(dir) > MAX_SITE_DEPTH + 1) continue;
    const vitepress = dir === '.vitepress' || dir.endsWith('/.vitepress');
    if (MKDOCS.test(name) || DOCUSAURUS.test(name) || HUGO.test(name) || name === 'conf.py' || (vitepress && VITEPRESS.test(name)) || HUGO_GENERIC.test(name) || name === 'book.toml' || name === 'antora.yml') out.push(p);
    else if (dir === '' && READTHEDOCS.test(name)) out.push(p);
  }
  return out.sort(byDepthThenName).slice(0, MAX_SCOPE_CONFIG_FILES);
}

interface Candidate extends ScopeDecision {
  site: string;
  rank: number;
  /** The config file the candidate was read from. */
  file?: string;
  /** What a mkdocs.yml says about languages (read with its docs_dir, in one parse). */
  languages?: MkdocsLanguages;
}

/**
 * The docs scope of a snapshot. `isDoc`: whether a path is a document the scope could hold (the
 * usual docs extensions, minus the config's `exclude`); a folder counts only when it holds one.
 */
export function detectScope(paths: readonly string[], texts: ReadonlyMap<string, string>, isDoc: (path: string) => boolean): ScopeDecision {
  const docs = paths.filter((p) => isDoc(p) && !inExcludedFolder(p));
  const holdsDocs = (root: string) => docs.some((p) => root === '' || p.startsWith(`${root}/`));
  const found: Candidate[] = [];
  const add: AddSite = (source, rank, site, roots, reason, file) => {
    const ok = [...new Set(roots.filter((r): r is string => r !== null && holdsDocs(r)))].sort();
    if (!ok.length || depth(site) > MAX_SITE_DEPTH) return null;
    const c: Candidate = { source, rank, site, roots: ok, reason, ...(file ? { file } : {}) };
    found.push(c);
    return c;
  };
  for (const [path, text] of [...texts].sort(([a], [b]) => byDepthThenName(a, b))) readSiteConfig(path, text, texts, docs, add);
  for (const site of starlightSites(docs)) add('starlight', 4, site, [join(site, 'src/content/docs')], 'Starlight/Astro content folder');
  const translations = oneLanguage(found, docs);
  const best = found.sort((a, b) => depth(a.site) - depth(b.site) || a.rank - b.rank)[0];
  if (best) {
    const same = found.filter((c) => c.rank === best.rank && depth(c.site) === depth(best.site));
    const all = [...new Set(same.flatMap((c) => c.roots))].sort();
    // A site at the repository root (a VitePress site without srcDir) is the whole repository.
    const roots = all.includes('') ? [] : all;
    const out: ScopeDecision = { source: best.source, reason: same.length > 1 ? `${best.reason} and ${same.length - 1} more` : best.reason, roots };
    if (!translations.length && best.source === 'mkdocs' && best.rank === 0 && same.length === 1) {
      translations.push(...localeFolders(best, holdsDocs));
      const suffixes = localeSuffixes(best);
      if (suffixes.length) {
        out.reason = `${best.reason}, its default language`;
        out.translation_suffixes = suffixes;
      }
    }
    if (translations.length && best.source === 'mkdocs' && best.rank === 0) {
      out.reason = `${best.reason}, its default language`;
      out.translations = translations;
    }
    const hugo = [...new Set(same.flatMap((c) => c.translations ?? []))].sort();
    if (hugo.length) out.translations = hugo;
    return out;
  }
  const top = TOP_DOCS.find((d) => holdsDocs(d));
  if (top) return { source: 'docs-folder', reason: 'a top-level docs folder', roots: [top] };
  return { source: 'all', reason: 'no docs folder or docs site config found', roots: [] };
}

/** Records a site a config names, when one of its folders holds a document; the candidate, or null. */
type AddSite = (source: ScopeSource, rank: number, site: string, roots: Array<string | null>, reason: string, file?: string) => Candidate | null;

/** The site one config file names (nothing when the file is not a site config, or names no folder with documents). */
function readSiteConfig(path: string, text: string, texts: ReadonlyMap<string, string>, docs: readonly string[], add: AddSite): void {
  const { dir, name } = split(path);
  if (READTHEDOCS.test(name) && dir === '') {
    // The config Read the Docs builds is the site, whatever other configs lie about.
    const named = readthedocsConfig(text);
    const conf = named ? join('', named.path) : null;
    if (named && conf !== null) {
      const at = split(conf).dir;
      const inner = named.kind === 'mkdocs' ? mkdocsDocsDir(texts.get(conf) ?? '').dir : '';
      add(named.kind, -1, '', [join(at, inner)], `the ${named.kind === 'sphinx' ? 'Sphinx' : 'MkDocs'} ${conf} that ${path} names`);
    }
  } else if (MKDOCS.test(name)) {
    const { dir: d, named, languages } = mkdocsConfig(text);
    const c = add('mkdocs', 0, dir, [join(dir, d)], named ? `named by ${path} docs_dir` : `${path}, default docs_dir`, path);
    if (c) c.languages = languages;
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
    const langs = hugoLanguageDirs(text, name);
    const own = langs?.dirs[langs.defaultLanguage];
    if (langs && own !== undefined) {
      // One content folder per language: the default language's is the scope, the others are translations.
      const c = add('hugo', 5, site, [join(site, own)], `Hugo contentDir of the default language (${langs.defaultLanguage}) in ${path}`);
      const others = Object.entries(langs.dirs).filter(([l]) => l !== langs.defaultLanguage).map(([, d]) => join(site, d));
      if (c) c.translations = [...new Set(others.filter((d): d is string => d !== null && !c.roots.includes(d)))].sort();
    } else {
      const { dirs, named } = hugoContentDirs(text);
      add('hugo', 5, site, dirs.map((d) => join(site, d)), named ? `Hugo contentDir in ${path}` : `Hugo site (${path}), default content folder`);
    }
  } else if (name === 'book.toml') {
    const { dir: d, named } = mdbookSrcDir(text);
    add('mdbook', 6, dir, [join(dir, d)], named ? `the mdBook src in ${path}` : `mdBook ${path}, default src`);
  } else if (name === 'antora.yml' && looksLikeAntora(text)) {
    add('antora', 7, dir, antoraPages(docs, dir), `the Antora component ${path}`);
  }
}

/** Antora's page folders: `<component>/modules/<module>/pages` (partials, examples and images are not pages). */
function antoraPages(docs: readonly string[], dir: string): string[] {
  const prefix = dir ? `${dir}/modules/` : 'modules/';
  const out = new Set<string>();
  for (const p of docs) {
    if (!p.startsWith(prefix)) continue;
    const rest = p.slice(prefix.length).split('/');
    if (rest.length > 2 && rest[1] === 'pages') out.add(`${prefix}${rest[0]}/pages`);
  }
  return [...out];
}

/**
 * ISO 639-1 language codes: a folder named so (with a region or script, `pt-BR`, `zh_Hant`)
 * beside folders of other languages, each with its own mkdocs.yml, is one language of a site.
 */
const LANGUAGES = new Set(
  ('aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ' +
    'ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my ' +
    'na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ' +
    'ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu').split(' '),
);

/** The language a folder name stands for (`pt-BR` → `pt`), or null. */
function languageOf(folder: string): string | null {
  const m = /^([a-z]{2})(?:[-_][A-Za-z0-9]{2,8})?$/.exec(folder);
  return m && LANGUAGES.has(m[1]) ? m[1] : null;
}

/**
 * A multilingual MkDocs site (`<parent>/<lang>/mkdocs.yml`, one per language or only the default
 * language's, the others built from it) keeps only its default language among the candidates:
 * the one the i18n plugin names as default, else the one the others `INHERIT` from, else English,
 * else the first by name. Returns the folders of the other languages, `<parent>/<lang>` for every
 * language-named folder beside it that holds documents (translations), and takes their sites out
 * of `found`.
 */
function oneLanguage(found: Candidate[], docs: readonly string[]): string[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of found) {
    if (c.rank !== 0 || !c.file) continue;
    const { dir: parent, name } = split(c.site);
    if (c.site === '' || languageOf(name) === null) continue;
    groups.set(parent, [...(groups.get(parent) ?? []), c]);
  }
  const out = new Set<string>();
  for (const [parent, sites] of groups) {
    const keep = defaultLanguage(sites);
    const others = languageFolders(docs, parent).filter((f) => f !== keep.site);
    // One language-named site with no other language beside it is just a site.
    if (sites.length < 2 && others.length === 0) continue;
    for (const c of sites) if (c !== keep) found.splice(found.indexOf(c), 1);
    for (const f of others) out.add(f);
  }
  return [...out].sort();
}

/** `<parent>/<lang>` for each folder directly under `parent` named as a language and holding a document. */
function languageFolders(docs: readonly string[], parent: string): string[] {
  const prefix = parent ? `${parent}/` : '';
  const out = new Set<string>();
  for (const p of docs) {
    if (!p.startsWith(prefix)) continue;
    const slash = p.indexOf('/', prefix.length);
    if (slash > prefix.length && languageOf(p.slice(prefix.length, slash)) !== null) out.add(p.slice(0, slash));
  }
  return [...out];
}

/**
 * One MkDocs site with the i18n plugin in its folder layout (`docs_structure: folder`): the
 * folders `<docs_dir>/<locale>/` of every locale but the default one (the plugin's default, else
 * English, else the first listed).
 */
function localeFolders(site: Candidate, holdsDocs: (root: string) => boolean): string[] {
  const said = site.languages;
  if (!said || said.structure !== 'folder') return [];
  const out: string[] = [];
  for (const root of site.roots) for (const l of otherLocales(said)) if (holdsDocs(join(root, l) ?? '')) out.push(join(root, l)!);
  return out.sort();
}

/** The suffix layout's other locales (`index.fr.md` beside `index.md`): their pages are translations. */
function localeSuffixes(site: Candidate): string[] {
  const said = site.languages;
  return said && said.structure === 'suffix' ? otherLocales(said).sort() : [];
}

/** The locales the i18n plugin lists, but the default one (its own default, else English, else the first); only plain names. */
function otherLocales(said: MkdocsLanguages): string[] {
  if (said.locales.length < 2) return [];
  const keep = said.defaultLanguage ?? said.locales.find((l) => languageOf(l) === 'en') ?? said.locales[0];
  return said.locales.filter((l) => l !== keep && /^[A-Za-z0-9_-]+$/.test(l));
}

function defaultLanguage(sites: Candidate[]): Candidate {
  const langs = sites.map((c) => ({ c, lang: split(c.site).name, said: c.languages ?? { inherit: null, defaultLanguage: null, locales: [], structure: 'suffix' } }));
  for (const { said } of langs) {
    const named = said.defaultLanguage && langs.find((l) => l.lang === said.defaultLanguage || languageOf(l.lang) === said.defaultLanguage);
    if (named) return named.c;
  }
  for (const { c, said } of langs) {
    const target = said.inherit === null ? null : join(c.site, said.inherit);
    const inherited = target && langs.find((l) => l.c.file === target);
    if (inherited) return inherited.c;
  }
  const sorted = [...langs].sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  return (sorted.find((l) => languageOf(l.lang) === 'en') ?? sorted[0]).c;
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
