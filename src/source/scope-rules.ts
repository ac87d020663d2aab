/**
 * What the detected docs scope always leaves out, whatever the layout: files that look like docs
 * but answer no reader's question about the project as it is now. Pure: a path in, its kind out.
 *
 * - changelogs (CHANGELOG*, CHANGES*, HISTORY*, NEWS*, RELEASE-NOTES*, release-notes and what's-new
 *   folders, towncrier and reno fragments): they describe past behaviour in the words of the day,
 *   so a changelog entry outranks the page that documents the feature today, and often
 *   contradicts it; release announcements (announce/) for the same reason;
 * - generated files (a generator's "do not edit" marker at the top): lists and dumps a script
 *   rewrites, often huge, that nobody wrote to be read (the marker is read in scope-generated.ts);
 * - versioned copies (versioned_docs/) and Docusaurus translations (i18n/<locale>/docusaurus-…/):
 *   the same pages again, older or in another language, competing with the current ones;
 * - licences (LICENSE*, LICENCE*, COPYING*, NOTICE*) and codes of conduct: legal and community text;
 * - vendored code (vendor/, third_party/, node_modules/, bower_components/, site-packages/): other
 *   projects' docs;
 * - tests and fixtures (test/, tests/, __tests__/, fixtures/, testdata/, __snapshots__/ …): sample
 *   READMEs and pages written to exercise code, not to be read;
 * - build and theme files (_build/, _static/, _templates/, _themes/): a docs generator's output
 *   and HTML templates, beside the sources they come from;
 * - blog posts that announce a release (`blog/announcing-*`, `blog/*-release*`, `blog/v5.0.md`),
 *   for the reason changelogs are left out; other blog posts stay in;
 * - contributor guides (contrib/, contributing/, contributor-guide/ folders: a second book or
 *   docs folder for the project's contributors);
 * - stub pages (source/scope-stubs.ts), by their text, like generated files.
 *
 * CONTRIBUTING files stay in: they are written guidance (how to build, test and send a change)
 * that developers do ask about, and a docs site that includes its own contributing page (many do)
 * means it as documentation.
 */

/** Why a file was left out of the detected scope; `outside` = not under the docs folder found. */
export const EXCLUDED_KINDS = [
  'changelogs',
  'announcements',
  'licences',
  'codes_of_conduct',
  'vendored',
  'tests_and_fixtures',
  'build_and_theme',
  'generated',
  'versioned',
  'translations',
  'contributor_guides',
  'stubs',
  'outside',
] as const;
export type ExcludedKind = (typeof EXCLUDED_KINDS)[number];

/** Kinds decided by a folder on the path: everything under the first such folder is left out. */
const FOLDER_KINDS: ReadonlyArray<{ kind: ExcludedKind; names: ReadonlySet<string> }> = [
  { kind: 'vendored', names: new Set(['node_modules', 'bower_components', 'vendor', 'vendored', 'third_party', 'third-party', 'thirdparty', 'site-packages']) },
  {
    kind: 'tests_and_fixtures',
    // Not `spec/`: in many projects that folder holds the specification, which is documentation.
    names: new Set(['test', 'tests', '__tests__', 'fixtures', 'fixture', '__fixtures__', 'testdata', 'test-data', 'test_data', '__snapshots__', '__mocks__']),
  },
  // towncrier (changelog.d/, newsfragments/), reno (releasenotes/notes/), numpy's upcoming_changes/,
  // pandas' whatsnew/: every file there is a release note.
  { kind: 'changelogs', names: new Set(['changelog.d', 'newsfragments', 'changes.d', 'releasenotes', 'release-notes', 'release_notes', 'whatsnew', 'upcoming_changes']) },
  // Not `announcements/`: a product's docs may document an announcements feature there.
  { kind: 'announcements', names: new Set(['announce']) },
  { kind: 'build_and_theme', names: new Set(['_build', '_static', '_templates', '_themes']) },
  // Docusaurus keeps older versions in versioned_docs/ (and `<id>_versioned_docs/` per docs plugin).
  { kind: 'versioned', names: new Set(['versioned_docs']) },
  // A guide for the project's contributors (how to build, test and release it), often a second book
  // beside the user's (Cargo's src/doc/contrib/): its pages share the product's words and answer
  // none of its users' questions. The scope found is never left out by this (see resolveScope).
  {
    kind: 'contributor_guides',
    names: new Set(['contrib', 'contributing', 'contributor', 'contributors', 'contributor-guide', 'contributor_guide', 'contributors-guide', 'contributors_guide', 'contributor-docs', 'contributing-guide']),
  },
];

/** Folders of a site's blog: release announcements there are left out by their names. */
const BLOG_FOLDERS = new Set(['blog', '_posts', 'posts', 'blog-posts', 'news-posts']);
/** Words of a post's name that say it announces a release. */
const RELEASE_WORDS = new Set(['release', 'released', 'releases', 'announcing', 'announce', 'announcement', 'announcements']);
/** A version as a name writes it: `v5`, `v4.2`; bare digits only with two parts or more (`1.78`, `1-78-0`), so `part-2` stays in. */
const VERSION_WORD = /^v\d+$/i;

/** True when `parts` (a path split on `/`) is a blog post whose name announces a release. */
function releasePost(parts: readonly string[]): boolean {
  if (parts.length < 2 || !parts.slice(0, -1).some((f) => BLOG_FOLDERS.has(f.toLowerCase()))) return false;
  const file = parts[parts.length - 1];
  // The name less its extension and a date prefix (`2024-05-01-`): `announcing-rust-1.78`, `astro-5-release`, `v4.2.0`.
  const stem = file.slice(0, file.lastIndexOf('.') > 0 ? file.lastIndexOf('.') : file.length).replace(/^\d{4}-\d{2}-\d{2}[-_]/, '');
  const words = stem.toLowerCase().split(/[-_.]/).filter(Boolean);
  if (words.some((w) => RELEASE_WORDS.has(w))) return true;
  // Trailing numbers: a version when there are two or more of them, or one after a `v` word.
  let digits = 0;
  while (digits < words.length && /^\d+$/.test(words[words.length - 1 - digits])) digits++;
  const before = words[words.length - 1 - digits];
  // A post named by its date alone (`2024-05-01.md`) is no version.
  if (/^\d{4}-\d{2}-\d{2}$/.test(stem)) return false;
  return digits >= 2 || (before !== undefined && VERSION_WORD.test(before));
}

/**
 * Folders where towncrier-style fragments often live, but whose name alone says too little
 * (`docs/changes/` may be a guide to making changes): a file there is a changelog only when its
 * name has a fragment's shape.
 */
const FRAGMENT_FOLDERS = new Set(['changelog', 'changes', 'news', 'changelogs', 'fragments']);
/** towncrier's default types and the ones projects commonly add. */
const FRAGMENT_TYPES = new Set([
  'feature', 'features', 'bugfix', 'bugfixes', 'bug', 'fix', 'doc', 'docs', 'documentation', 'removal', 'removals', 'misc', 'breaking', 'deprecation', 'deprecations',
  'improvement', 'improvements', 'trivial', 'vendor', 'packaging', 'contrib', 'significant', 'performance', 'perf', 'security', 'change', 'changed', 'added', 'fixed', 'removed', 'internal', 'process', 'enhancement', 'api',
]);
/**
 * `1234.bugfix.rst`, `gh-77.feature.md`, `+orphan.misc.rst`, `1234.bugfix.2.rst`: an issue id
 * (letters and a dash before digits) or `+` and anything, then a type, an optional counter and
 * the extension. Each part is a class the next cannot start with, so the match is linear.
 */
const FRAGMENT_NAME = /^(?:\+[^.]*|[A-Za-z_-]*\d+)\.([A-Za-z]+)(?:\.\d+)?\.[A-Za-z]+$/;

/** True when `name` in folder `folder` (its last part) is a changelog fragment. */
export function isFragment(folder: string, name: string): boolean {
  if (!FRAGMENT_FOLDERS.has(folder.toLowerCase())) return false;
  const m = FRAGMENT_NAME.exec(name);
  return m !== null && FRAGMENT_TYPES.has(m[1].toLowerCase());
}

// File-name rules, on the name without its folder. Any case with only extensions after the stem
// (`CHANGELOG.md`, `changes.rst`, `History.txt`, `NEWS`, `license.rst`); a qualifier after `-` or `_`
// only when the stem is in capitals as such files are (`LICENSE-MIT.txt`, `CHANGELOG_1.x.md`), so
// pages such as `changes-to-the-api.md` or `news-feed.md` stay in.
const NAME_KINDS: ReadonlyArray<{ kind: ExcludedKind; plain: RegExp; qualified: RegExp }> = (
  [
    ['changelogs', 'change[-_ ]?log|changes|history|news|release[-_ ]?notes'],
    ['licences', 'licen[cs]e|copying|copyright|notice|unlicense'],
    ['codes_of_conduct', 'code[-_ ]?of[-_ ]?conduct'],
  ] as const
).map(([kind, stem]) => ({ kind, plain: new RegExp(`^(${stem})(\\.[A-Za-z0-9]+)*$`, 'i'), qualified: new RegExp(`^(${stem})[-_.]`, 'i') }));

function nameKind(name: string): ExcludedKind | null {
  for (const { kind, plain, qualified } of NAME_KINDS) {
    if (plain.test(name)) return kind;
    const m = qualified.exec(name);
    if (m && m[1] === m[1].toUpperCase()) return kind;
  }
  return null;
}

/**
 * The kind a path is always left out as, or null; `folder` is the folder that decided it, when one
 * did; `fragment` when its name's shape did (no text to confirm it by).
 */
export function excludedKind(path: string): { kind: ExcludedKind; folder?: string; fragment?: true } | null {
  const parts = path.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    const name = parts[i].toLowerCase();
    for (const f of FOLDER_KINDS) if (f.names.has(name)) return { kind: f.kind, folder: parts.slice(0, i + 1).join('/') };
    if (name.endsWith('_versioned_docs')) return { kind: 'versioned', folder: parts.slice(0, i + 1).join('/') };
    // Docusaurus' translated copies, `i18n/<locale>/docusaurus-plugin-content-docs/…`; a folder
    // merely named i18n is often a guide to internationalisation (Docusaurus' own docs have one).
    if (name === 'i18n' && i + 2 < parts.length - 1 && parts[i + 2].startsWith('docusaurus-')) return { kind: 'translations', folder: parts.slice(0, i + 1).join('/') };
  }
  const file = parts[parts.length - 1];
  // A fragment is left out by its name and folder alone: its text is one line of any shape.
  if (parts.length > 1 && isFragment(parts[parts.length - 2], file)) return { kind: 'changelogs', fragment: true };
  // Like a changelog entry, a release announcement tells what changed in the words of the day.
  if (releasePost(parts)) return { kind: 'announcements', fragment: true };
  const kind = nameKind(file);
  return kind ? { kind } : null;
}

/** How much of a file `readsAs` looks at, in characters (so a reader need read no more of it). */
export const READS_AS_CHARS = 64 * 1024;

/**
 * Whether a file whose name says changelog, licence or code of conduct reads as one, when its
 * text is at hand: in a folder of command pages `history.md` documents the `history` command and
 * `license.md` a `license` tool. A changelog has version headings (or includes the root one), a
 * licence legal wording, a code of conduct its usual words; a file without them stays in.
 */
export function readsAs(kind: ExcludedKind, text: string): boolean {
  const head = text.slice(0, READS_AS_CHARS);
  if (/(include|literalinclude|mdinclude)::?\s*\S*(change|history|news|licen[cs]e|copying|conduct)|--8<--|\{include\}/i.test(head)) return true;
  if (kind === 'changelogs') return versionHeadings(head);
  if (kind === 'licences') return LEGAL_WORDS.test(head) || LICENCE_IDS.test(head);
  if (kind === 'codes_of_conduct') return /code of conduct|covenant|harass|pledge|respectful|unacceptable behavio/i.test(head);
  return true;
}

const LEGAL_WORDS = /permission is hereby granted|licensed under|copyright\s*(\(c\)|©|\d{4})|gnu (general|lesser|affero)|apache license|mozilla public license|redistribution and use|provided ["“]?as is|public domain|all rights reserved|spdx-license-identifier/i;
/** SPDX identifiers as written (case matters: `MIT`, not the word "mit"). */
const LICENCE_IDS = /\b(MIT|ISC|BSD-[234]-Clause|Apache-2\.0|[AL]?GPL-?[23](\.0)?(-only|-or-later)?|MPL-2\.0|CC-BY(-SA)?-4\.0|CC0-1\.0|Unlicense)\b/;

/** How far into a title a version may sit (`pytest 9.1.1 (2026-06-19)`, `Gizmo 3.0`, `Version 2.1`). */
const VERSION_WITHIN = 48;
/** `1.2`, `v1.2.3`, `[2.0.0]`: digits, a dot, digits, not inside a longer word. */
const VERSION_AT = /(?:^|[^\w.])v?\d+\.\d+/;
/** A line of one punctuation character, three or more: a reST (or setext) title's underline. */
const UNDERLINE = /^[ \t]*([-=~^*+#"'`:.])\1{2,}[ \t]*$/;
/** A line that starts with a version, bulleted or not (`- 1.2.0`, `v2.0 (2024)`, `[3.1] - …`). */
const VERSION_LINE = /^[ \t]*(?:[*-][ \t]+)?(?:\[[ \t]*|\[?(?:version|release|v)[ \t]*)?\d+\.\d+/i;

/**
 * A heading with a version near its start, in any markup: Markdown `## 2.1.0` / `## Gizmo 3.0` /
 * `## Unreleased`, AsciiDoc `== pytest 9.1.1`, a reST or setext title over an underline
 * (`pytest 9.1.1 (2026-06-19)` over `=====`); or two lines that start with a version. Read line
 * by line, each line tested on its own, so the cost is linear in the text whatever it holds.
 */
function versionHeadings(text: string): boolean {
  const lines = text.split('\n');
  let versionLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const title = atxTitle(line);
    if (title !== null) {
      if (versionNear(title) || /^\[?unreleased\b/i.test(title)) return true;
    } else if (i + 1 < lines.length && line.trim() && !UNDERLINE.test(line) && UNDERLINE.test(lines[i + 1].replace(/\r$/, '')) && versionNear(line.trim())) {
      return true;
    }
    if (VERSION_LINE.test(line) && ++versionLines >= 2) return true;
  }
  return false;
}

/** The text of a Markdown (`#`) or AsciiDoc (`=`) heading line after its markers, or null. */
function atxTitle(line: string): string | null {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  const mark = line[i];
  if (mark !== '#' && mark !== '=') return null;
  let n = 0;
  while (line[i] === mark) i++, n++;
  if (n > 6 || (line[i] !== ' ' && line[i] !== '\t')) return null;
  return line.slice(i).trim();
}

function versionNear(title: string): boolean {
  return VERSION_AT.test(title.slice(0, VERSION_WITHIN));
}

/** True when a folder on `path` (not its file name) is one the scope always leaves out: config files there are not the project's. */
export function inExcludedFolder(path: string): boolean {
  return excludedKind(path)?.folder !== undefined;
}
