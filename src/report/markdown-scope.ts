/**
 * The one line that says which files were indexed and why, when the scope was detected (a config
 * with its own `docs` globs says nothing: its writer knows). Folder names and the config file
 * names in the reason come from the repository, so they cross escapeText/code like any PR text.
 */
import type { DocsScope, ExcludedKind } from '../source/scope';
import { EXCLUDED_KINDS } from '../source/scope';
import { code, escapeText } from './markdown-escape';
import { fmtInt } from './format';
import type { Report } from './types';

const KIND_WORDS: Record<ExcludedKind, [string, string]> = {
  changelogs: ['changelog', 'changelogs'],
  announcements: ['announcement', 'announcements'],
  licences: ['licence', 'licences'],
  codes_of_conduct: ['code of conduct', 'codes of conduct'],
  vendored: ['vendored file', 'vendored files'],
  tests_and_fixtures: ['test or fixture file', 'test and fixture files'],
  build_and_theme: ['build or theme file', 'build and theme files'],
  generated: ['generated file', 'generated files'],
  versioned: ['file of an older version', 'files of older versions'],
  translations: ['translation', 'translations'],
  contributor_guides: ['contributor-guide page', 'contributor-guide pages'],
  stubs: ['stub page', 'stub pages'],
  outside: ['other file', 'other files'],
};

/** `Docs scope: docs/ (a top-level docs folder); left out: 63 test and fixture files, 1 changelog.` or nothing. */
export function scopeLines(r: Report): string[] {
  const s = r.scope;
  if (!s || (s.source === 'config' && (!s.base || s.base.source === 'config'))) return [];
  const sides = s.base ? `base ${where(s.base)} → head ${where(s)}` : where(s);
  const trusted = s.from_base ? ", the base's scope (the head's files cannot move it)" : '';
  const out = leftOutWords(s.excluded);
  // With the rules by kind off, what the scope did not leave out is worth saying too.
  const off = s.exclude_defaults === false ? '; nothing left out by kind (`exclude_defaults: false`)' : '';
  return [`📂 Docs scope: ${sides}${trusted}${off}${out ? `; left out${s.base ? ' at head' : ''}: ${out}` : ''}.`];
}

function where(s: DocsScope): string {
  if (s.source === 'config') return escapeText(s.reason);
  // No folder: every docs-like file, either because nothing was found or because the site sits at the root.
  const folders = s.roots.length ? s.roots.map((r) => code(`${r}/`)).join(', ') : s.source === 'all' ? 'all Markdown-like files' : code('./');
  const named = s.named.length ? ` + ${fmtInt(s.named.length)} file${s.named.length === 1 ? '' : 's'} the golden set names` : '';
  return `${folders}${named} (${escapeText(s.reason)})`;
}

/** One file of `kind` in words (`generated file`); an unknown kind (an untrusted report's) as `left out`. */
export function kindWord(kind: string): string {
  if (kind === 'outside') return 'outside the docs folder';
  return Object.prototype.hasOwnProperty.call(KIND_WORDS, kind) ? KIND_WORDS[kind as ExcludedKind][0] : 'left out';
}

/** `63 test and fixture files, 1 changelog`: what a scope left out, by kind, in words (empty when nothing). */
export function leftOutWords(excluded: DocsScope['excluded']): string {
  const parts: string[] = [];
  for (const k of EXCLUDED_KINDS) {
    const n = excluded[k];
    if (n) parts.push(`${fmtInt(n)} ${KIND_WORDS[k][n === 1 ? 0 : 1]}`);
  }
  return parts.join(', ');
}
