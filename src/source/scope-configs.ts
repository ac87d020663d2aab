/**
 * Reading where a docs generator keeps its pages from the generator's config file, statically.
 * These files come from the repository (at a pull request's head, from whoever wrote the PR), and
 * docusaurus.config.js, .vitepress/config.ts and Sphinx's conf.py are programs: running them to
 * learn one folder name would run the PR's code. So YAML is parsed as data (mkdocs.yml, with its
 * Python tags left unresolved), and the JS/TS/TOML files are searched for the one key as a plain
 * string literal; a value computed by code is not understood, and the generator's default applies.
 * Pure: text in, folder names (relative to the config's folder, as the generator reads them) out.
 */
import { parseDocument } from 'yaml';

/** mkdocs.yml `docs_dir` (default `docs`). Tags such as `!!python/name:` or `!ENV` stay unresolved. */
export function mkdocsDocsDir(text: string): { dir: string; named: boolean } {
  try {
    const doc = parseDocument(text, { logLevel: 'silent', uniqueKeys: false });
    const v = doc.get('docs_dir');
    if (typeof v === 'string' && v.trim()) return { dir: v.trim(), named: true };
  } catch {
    // A file the YAML parser cannot read at all: mkdocs could not either; the default is the best guess.
  }
  return { dir: 'docs', named: false };
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
  const dirs: string[] = [];
  let named = false;
  let any = false;
  const starts = [...code.matchAll(/\bdocs\s*:\s*\{/g), ...code.matchAll(/plugin-content-docs['"]\s*,\s*\{/g)];
  for (const m of starts) {
    any = true;
    const open = m.index! + m[0].length - 1;
    const path = topLevelKey(code, open, 'path');
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

/** Hugo `contentDir` values (TOML, YAML or JSON; per-language ones too), default `content`. */
export function hugoContentDirs(text: string): { dirs: string[]; named: boolean } {
  const dirs = [...text.matchAll(/^\s*["']?contentDir["']?\s*[:=]\s*["']?([^"'\n,#]+?)["']?\s*,?\s*(#.*)?$/gim)].map((m) => m[1].trim()).filter(Boolean);
  return dirs.length ? { dirs: [...new Set(dirs)], named: true } : { dirs: ['content'], named: false };
}

/** True when a conf.py reads as Sphinx's (a plain `conf.py` may configure anything else). */
export function looksLikeSphinx(text: string): boolean {
  return /^\s*(extensions|html_theme|master_doc|root_doc|source_suffix|templates_path)\s*=/m.test(text) || /\bsphinx\b/.test(text);
}

/** True when a `config.toml|yaml` reads as a Hugo site's. */
export function looksLikeHugo(text: string): boolean {
  return /^\s*["']?(baseURL|baseurl|theme|languageCode|contentDir)["']?\s*[:=]/im.test(text);
}

/** The string value of `key` directly inside the object literal opening at `open` (`{`), or null. */
function topLevelKey(code: string, open: number, key: string): string | null {
  let depth = 0;
  const keyAt = new RegExp(`^${key}\\s*:\\s*${LITERAL.source}`);
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(code, i);
      continue;
    }
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) return null;
    } else if (depth === 1 && /[A-Za-z_$]/.test(c) && !/[\w$]/.test(code[i - 1] ?? '')) {
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

/** `//` and `/* *\/` comments blanked (strings kept), so a commented-out option is not read. */
function stripComments(code: string): string {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = skipString(code, i);
      out += code.slice(i, end + 1);
      i = end;
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 1;
      out += ' ';
    } else out += c;
  }
  return out;
}
