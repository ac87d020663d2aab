/**
 * What the detected docs scope always leaves out, whatever the layout: files that look like docs
 * but answer no reader's question about the project as it is now. Pure: a path in, its kind out.
 *
 * - changelogs (CHANGELOG*, CHANGES*, HISTORY*, NEWS*, RELEASE-NOTES*, towncrier fragments): they
 *   describe past behaviour in the words of the day, so a changelog entry outranks the page that
 *   documents the feature today, and often contradicts it;
 * - licences (LICENSE*, LICENCE*, COPYING*, NOTICE*) and codes of conduct: legal and community text;
 * - vendored code (vendor/, third_party/, node_modules/, bower_components/, site-packages/): other
 *   projects' docs;
 * - tests and fixtures (test/, tests/, __tests__/, fixtures/, testdata/, __snapshots__/ …): sample
 *   READMEs and pages written to exercise code, not to be read;
 * - build and theme files (_build/, _static/, _templates/, _themes/): a docs generator's output
 *   and HTML templates, beside the sources they come from.
 *
 * CONTRIBUTING files stay in: they are written guidance (how to build, test and send a change)
 * that developers do ask about, and a docs site that includes its own contributing page (many do)
 * means it as documentation.
 */

/** Why a file was left out of the detected scope; `outside` = not under the docs folder found. */
export const EXCLUDED_KINDS = ['changelogs', 'licences', 'codes_of_conduct', 'vendored', 'tests_and_fixtures', 'build_and_theme', 'outside'] as const;
export type ExcludedKind = (typeof EXCLUDED_KINDS)[number];

/** Kinds decided by a folder on the path: everything under the first such folder is left out. */
const FOLDER_KINDS: ReadonlyArray<{ kind: ExcludedKind; names: ReadonlySet<string> }> = [
  { kind: 'vendored', names: new Set(['node_modules', 'bower_components', 'vendor', 'vendored', 'third_party', 'third-party', 'thirdparty', 'site-packages']) },
  {
    kind: 'tests_and_fixtures',
    // Not `spec/`: in many projects that folder holds the specification, which is documentation.
    names: new Set(['test', 'tests', '__tests__', 'fixtures', 'fixture', '__fixtures__', 'testdata', 'test-data', 'test_data', '__snapshots__', '__mocks__']),
  },
  { kind: 'changelogs', names: new Set(['changelog.d', 'newsfragments', 'changes.d']) },
  { kind: 'build_and_theme', names: new Set(['_build', '_static', '_templates', '_themes']) },
];

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

/** The kind a path is always left out as, or null; `folder` is the folder that decided it, when one did. */
export function excludedKind(path: string): { kind: ExcludedKind; folder?: string } | null {
  const parts = path.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    const name = parts[i].toLowerCase();
    for (const f of FOLDER_KINDS) if (f.names.has(name)) return { kind: f.kind, folder: parts.slice(0, i + 1).join('/') };
  }
  const kind = nameKind(parts[parts.length - 1]);
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

/** A Markdown heading with a version (`## 2.1.0`, `## Gizmo 3.0`, `## Unreleased`), an underlined reST title that starts with one, or two version lines. */
function versionHeadings(text: string): boolean {
  const version = String.raw`\[?(version|release|v)?[ \t]*\d+\.\d+(\.\d+)?\b`;
  if (new RegExp(String.raw`^[ \t]*#{1,6}[ \t]*(.{0,40}\b${version}|\[?unreleased\b)`, 'im').test(text)) return true;
  // After leading blanks, `version` written so that no two blank runs meet: `[ \t]*\[?(version|release|v)?[ \t]*`
  // left the choice of which run takes each blank, minutes on a line of 64 KB of them.
  const atLine = String.raw`(?:\[[ \t]*|\[?(?:version|release|v)[ \t]*)?\d+\.\d+(?:\.\d+)?\b`;
  if (new RegExp(String.raw`^[ \t]*${atLine}.*\r?\n[ \t]*[-=~^*]{3,}[ \t]*$`, 'im').test(text)) return true;
  return (text.match(new RegExp(String.raw`^[ \t]*(?:[*-][ \t]+)?${atLine}`, 'gim')) ?? []).length >= 2;
}

/** True when a folder on `path` (not its file name) is one the scope always leaves out: config files there are not the project's. */
export function inExcludedFolder(path: string): boolean {
  return excludedKind(path)?.folder !== undefined;
}
