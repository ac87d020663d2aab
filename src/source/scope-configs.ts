/**
 * Reading where a docs generator keeps its pages from the generator's config file, statically.
 * These files come from the repository (at a pull request's head, from whoever wrote the PR), and
 * docusaurus.config.js, .vitepress/config.ts and Sphinx's conf.py are programs: running them to
 * learn one folder name would run the PR's code. So YAML is parsed as data (mkdocs.yml, with its
 * Python tags left unresolved), and the JS/TS/TOML files are searched for the one key as a plain
 * string literal; a value computed by code is not understood, and the generator's default applies.
 * Pure: text in, folder names (relative to the config's folder, as the generator reads them) out.
 */
import { parse as parseToml } from 'smol-toml';
import { isCollection, parseDocument } from 'yaml';

/** mkdocs.yml `docs_dir` (default `docs`). Tags such as `!!python/name:` or `!ENV` stay unresolved. */
export function mkdocsDocsDir(text: string): { dir: string; named: boolean } {
  const { dir, named } = mkdocsConfig(text);
  return { dir, named };
}

/**
 * What the scope reads of a mkdocs.yml, from one parse (the YAML parser is the slow part on a
 * hostile file): `docs_dir` and the languages. Only the keys read are turned into plain data.
 */
export function mkdocsConfig(text: string): { dir: string; named: boolean; languages: MkdocsLanguages } {
  let dir = 'docs';
  let named = false;
  let languages = NO_LANGUAGES;
  try {
    const doc = parseDocument(text, { logLevel: 'silent', uniqueKeys: false });
    const v = doc.get('docs_dir');
    if (typeof v === 'string' && v.trim()) [dir, named] = [v.trim(), true];
    if (!doc.errors.length) {
      const plain = (key: string): unknown => {
        const node = doc.get(key, true);
        return isCollection(node) ? node.toJS(doc, { maxAliasCount: 100 }) : doc.get(key);
      };
      languages = languagesOf(plain('INHERIT'), plain('plugins'));
    }
  } catch {
    // A file the YAML parser cannot read at all: mkdocs could not either; the defaults are the best guess.
  }
  return { dir, named, languages };
}

const NO_LANGUAGES: MkdocsLanguages = { inherit: null, defaultLanguage: null, locales: [], structure: 'suffix' };

/** A YAML file's value as plain data, or null when it does not parse (tags left unresolved, aliases bounded by the library). */
function yamlData(text: string): unknown {
  try {
    const doc = parseDocument(text, { logLevel: 'silent', uniqueKeys: false });
    return doc.errors.length ? null : doc.toJS({ maxAliasCount: 100 });
  } catch {
    return null;
  }
}

function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

export interface MkdocsLanguages {
  inherit: string | null;
  defaultLanguage: string | null;
  /** The locales the i18n plugin lists (empty without it). */
  locales: string[];
  /** `folder`: each language's pages under `<docs_dir>/<locale>/`; `suffix` (the plugin's default): `page.<locale>.md`. */
  structure: 'folder' | 'suffix';
}

/**
 * What a multilingual MkDocs site (one `docs/<lang>/mkdocs.yml` per language) says about its
 * languages: the config it `INHERIT`s from (the translations inherit the default language's), and
 * the default language of the mkdocs-static-i18n plugin (`default_language: fr`, or a
 * `languages:` entry with `default: true`), when it names one.
 */
export function mkdocsLanguages(text: string): MkdocsLanguages {
  return mkdocsConfig(text).languages;
}

function languagesOf(inheritValue: unknown, plugins: unknown): MkdocsLanguages {
  const inherit = typeof inheritValue === 'string' ? inheritValue : null;
  let defaultLanguage: string | null = null;
  const locales: string[] = [];
  let structure: 'folder' | 'suffix' = 'suffix';
  const entries = Array.isArray(plugins) ? plugins.map(record) : [record(plugins)];
  for (const entry of entries) {
    const i18n = record(entry?.i18n);
    if (!i18n) continue;
    if (typeof i18n.default_language === 'string') defaultLanguage = i18n.default_language;
    if (i18n.docs_structure === 'folder') structure = 'folder';
    const langs = i18n.languages;
    for (const l of Array.isArray(langs) ? langs.map(record) : []) {
      if (typeof l?.locale !== 'string') continue;
      locales.push(l.locale);
      if (l.default === true) defaultLanguage = l.locale;
    }
    // The plugin's older form: `languages: { fr: {...} }`.
    const named = record(langs);
    if (named) locales.push(...Object.keys(named));
  }
  return { inherit, defaultLanguage, locales: [...new Set(locales)], structure };
}

/** mdBook's `book.toml`: `[book] src` (default `src`), the folder with SUMMARY.md and the chapters. */
export function mdbookSrcDir(text: string): { dir: string; named: boolean } {
  try {
    const book = record(record(parseToml(text))?.book);
    if (typeof book?.src === 'string' && book.src.trim()) return { dir: book.src.trim(), named: true };
  } catch {
    // Not TOML mdBook could read: its default is the best guess.
  }
  return { dir: 'src', named: false };
}

/**
 * How much of an `antora.yml` or a Read the Docs config is parsed: real ones are a few dozen
 * lines, and the YAML parser takes seconds on a megabyte of unclosed brackets.
 */
export const SMALL_CONFIG_CHARS = 64 * 1024;

/** True when an `antora.yml` reads as an Antora component descriptor (a mapping with a `name`). */
export function looksLikeAntora(text: string): boolean {
  const data = record(yamlData(text.slice(0, SMALL_CONFIG_CHARS)));
  return data !== null && typeof data.name === 'string';
}

/**
 * The Sphinx `conf.py` or `mkdocs.yml` a Read the Docs config (`.readthedocs.yaml`) builds:
 * `sphinx.configuration` or `mkdocs.configuration`, repository-root relative; null when it names neither.
 */
export function readthedocsConfig(text: string): { kind: 'sphinx' | 'mkdocs'; path: string } | null {
  const data = record(yamlData(text.slice(0, SMALL_CONFIG_CHARS)));
  for (const kind of ['sphinx', 'mkdocs'] as const) {
    const conf = record(data?.[kind])?.configuration;
    if (typeof conf === 'string' && conf.trim()) return { kind, path: conf.trim() };
  }
  return null;
}

/** A string literal: '…', "…" or a template literal without `${`. */
const LITERAL = /(['"`])((?:(?!\1)[^\\\n$])*)\1/;

/**
 * Docusaurus docs folders: the `path` of the classic preset's `docs: { … }` options and of each
 * `@docusaurus/plugin-content-docs` instance (default `docs`); `docs: false` turns the docs off.
 * Empty when the file configures no docs at all.
 */
export function docusaurusDocsPaths(text: string): { dirs: string[]; named: boolean } {
  const code = stripComments(text);
  const closes = bracketCloses(code);
  const dirs: string[] = [];
  let named = false;
  let any = false;
  const starts = [...code.matchAll(/\bdocs\s*:\s*\{/g), ...code.matchAll(/plugin-content-docs['"]\s*,\s*\{/g)];
  for (const m of starts) {
    const open = m.index + m[0].length - 1;
    // A `{` inside a string literal opens no options object.
    if (!closes.has(open)) continue;
    any = true;
    const path = topLevelKey(code, open, closes, 'path');
    if (path !== null) named = true;
    dirs.push(path ?? 'docs');
  }
  const off = /\bdocs\s*:\s*false\b/.test(code);
  if (!any && !off && /preset-classic|@docusaurus\/core|presets\s*:/.test(code)) dirs.push('docs');
  return { dirs: [...new Set(dirs)], named };
}

/** VitePress `srcDir` (default: the site folder itself, the parent of `.vitepress`). */
export function vitepressSrcDir(text: string): string | null {
  const m = new RegExp(`\\bsrcDir\\s*:\\s*${LITERAL.source}`).exec(stripComments(text));
  return m ? m[2] : null;
}

/**
 * Leading white space of a line, not crossing into the next (`\s` less the line terminators): a
 * line-start `^\s*` with the `m` flag ran from every blank line over all the blank lines after
 * it, quadratic on a file of them (a 160 KB config.toml took 43 s).
 */
const LINE_INDENT = String.raw`[^\S\n\r\u2028\u2029]*`;
const HUGO_CONTENT_DIR = new RegExp(String.raw`^${LINE_INDENT}["']?contentDir["']?\s*[:=]\s*["']?`, 'gim');
/** What may follow a value: its closing quote, a comma, a `#` comment, then the end of the line. */
const HUGO_VALUE_END = /["']?\s*(?:,\s*)?(#.*)?$/my;

/** Hugo `contentDir` values (TOML, YAML or JSON; per-language ones too), default `content`. */
export function hugoContentDirs(text: string): { dirs: string[]; named: boolean } {
  const dirs: string[] = [];
  // The value is the run up to a quote, comma, `#` or line end, read by hand: a lazy value
  // followed by `\s*` let the two share a run of blanks, quadratic in its length.
  for (const m of text.matchAll(HUGO_CONTENT_DIR)) {
    const start = m.index + m[0].length;
    let end = start;
    while (end < text.length && !'"\'\n,#'.includes(text[end])) end++;
    HUGO_VALUE_END.lastIndex = end;
    const value = text.slice(start, end).trim();
    if (value && HUGO_VALUE_END.test(text)) dirs.push(value);
  }
  return dirs.length ? { dirs: [...new Set(dirs)], named: true } : { dirs: ['content'], named: false };
}

/**
 * A multilingual Hugo site's languages: `languages.<lang>.contentDir` for each language that has
 * one, and `defaultContentLanguage` (Hugo's default: `en`); null unless two or more languages
 * name a content folder. `name` is the config's file name (its extension says TOML, YAML or JSON).
 */
export function hugoLanguageDirs(text: string, name: string): { defaultLanguage: string; dirs: Record<string, string> } | null {
  let data: Record<string, unknown> | null = null;
  // Parsed only this far (a longer config that fails to parse keeps every language, as before).
  text = text.slice(0, SMALL_CONFIG_CHARS);
  try {
    if (name.endsWith('.toml')) data = record(parseToml(text));
    else if (name.endsWith('.json')) data = record(JSON.parse(text));
    else data = record(yamlData(text));
  } catch {
    return null;
  }
  const langs = record(data?.languages);
  if (!langs) return null;
  const dirs: Record<string, string> = {};
  for (const [lang, v] of Object.entries(langs)) {
    const dir = record(v)?.contentDir;
    if (typeof dir === 'string' && dir.trim()) dirs[lang] = dir.trim();
  }
  if (Object.keys(dirs).length < 2) return null;
  const given = data?.defaultContentLanguage;
  return { defaultLanguage: typeof given === 'string' ? given : 'en', dirs };
}

/** True when a conf.py reads as Sphinx's (a plain `conf.py` may configure anything else). */
export function looksLikeSphinx(text: string): boolean {
  return SPHINX_KEY.test(text) || /\bsphinx\b/.test(text);
}
const SPHINX_KEY = new RegExp(String.raw`^${LINE_INDENT}(extensions|html_theme|master_doc|root_doc|source_suffix|templates_path)\s*=`, 'm');

/** True when a `config.toml|yaml` reads as a Hugo site's. */
export function looksLikeHugo(text: string): boolean {
  return HUGO_KEY.test(text);
}
const HUGO_KEY = new RegExp(String.raw`^${LINE_INDENT}["']?(baseURL|theme|languageCode|contentDir)["']?\s*[:=]`, 'im');

/**
 * Where each bracket outside string literals closes (any of `)]}` closes any of `([{`, as the
 * options are read), `code.length` for one never closed; found in one pass, so that reading an
 * object's keys steps over its nested objects. Scanning each `docs: {` to its close instead cost
 * the rest of the file for every unclosed one (a 256 KB config of them took 37 s).
 */
function bracketCloses(code: string): Map<number, number> {
  const closes = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') i = skipString(code, i);
    else if (c === '{' || c === '[' || c === '(') open.push(i);
    else if ((c === '}' || c === ']' || c === ')') && open.length) closes.set(open.pop()!, i);
  }
  for (const o of open) closes.set(o, code.length);
  return closes;
}

/** The string value of `key` directly inside the object literal opening at `open` (`{`), or null. */
function topLevelKey(code: string, open: number, closes: Map<number, number>, key: string): string | null {
  const keyAt = new RegExp(`^${key}\\s*:\\s*${LITERAL.source}`);
  const end = closes.get(open) ?? code.length;
  for (let i = open + 1; i < end; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') i = skipString(code, i);
    else if (c === '{' || c === '[' || c === '(') i = closes.get(i) ?? code.length;
    else if (/[A-Za-z_$]/.test(c) && !/[\w$]/.test(code[i - 1] ?? '')) {
      const m = keyAt.exec(code.slice(i, i + 400));
      if (m) return m[2];
    }
  }
  return null;
}

/** Index of the quote closing the string that opens at `i`. */
function skipString(code: string, i: number): number {
  const q = code[i];
  for (let j = i + 1; j < code.length; j++) {
    if (code[j] === '\\') j++;
    else if (code[j] === q) return j;
  }
  return code.length;
}

/**
 * `//` and `/* *\/` comments blanked (strings kept), so a commented-out option is not read. The
 * text between comments is kept as slices, not appended a character at a time (a 512 KB config
 * cost 20 times a 256 KB one that way, as the string outgrew what the engine builds cheaply).
 */
function stripComments(code: string): string {
  const out: string[] = [];
  let kept = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') i = skipString(code, i);
    else if (c === '/' && code[i + 1] === '/') {
      out.push(code.slice(kept, i));
      while (i < code.length && code[i] !== '\n') i++;
      out.push('\n');
      kept = i + 1;
    } else if (c === '/' && code[i + 1] === '*') {
      out.push(code.slice(kept, i), ' ');
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 1;
      kept = i + 1;
    }
  }
  out.push(code.slice(kept));
  return out.join('');
}
