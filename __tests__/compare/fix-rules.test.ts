/**
 * The rules a label fix obeys (src/compare/fix-rules.ts), each on its own, on documents parsed by
 * the real chunker: a fix names only an anchor declared once on its page, and under an untrusted
 * head (`pull_request_target`) never an explicit id the base's page lacked, on every path a fix is
 * found by: a heading renamed in place, a section moved to another page, a numbered anchor that
 * drifted. Each case is built so that only the rule under test decides it: the forbidden anchor
 * holds the label's text and sorts first, so without the rule it would be the fix.
 */
import { parseDocument } from '../../src/chunk/document';
import { suggestFix } from '../../src/compare/broken-labels';
import { driftOf } from '../../src/compare/drift';
import { mayName, TRUSTED_HEAD } from '../../src/compare/fix-rules';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { parseLabel } from '../../src/golden/label';
import type { Doc, Label } from '../../src/types';

const label = (raw: string): Label => {
  const r = parseLabel(raw);
  if (!('label' in r)) throw new Error(r.error);
  return r.label;
};
const md = (path: string, text: string): Doc => parseDocument({ path, hash: `h:${text}`, text, size: text.length }, DEFAULT_CONFIG.chunking);
const UNTRUSTED = { untrustedHead: true };

const INSTALL_TEXT = 'Install the tool with pipx: run pipx install retrieval-tool and check the version it prints afterwards.';
const GUIDE = (heading: string) => `# Guide\n\n## ${heading}\n\n${INSTALL_TEXT}\n\n## Configuring\n\nWrite the settings file in the project root.\n`;

describe('a heading renamed in place under an untrusted head', () => {
  // The PR renames the heading and gives it an id of its own choosing, `aaa`, which sorts before the slug.
  const base = [md('docs/guide.md', GUIDE('Installing'))];
  const head = [md('docs/guide.md', GUIDE('<a id="aaa"></a>Installation'))];

  test('trusted: the same text under the new heading; its id and its slug are both the section, the first by code unit wins', () => {
    expect(suggestFix(label('docs/guide.md#installing'), base, head).fix).toEqual({ kind: 'renamed', label: 'docs/guide.md#aaa' });
  });

  test('untrusted: the id the PR added is never the fix, the new heading\u2019s slug is', () => {
    const s = suggestFix(label('docs/guide.md#installing'), base, head, [], UNTRUSTED);
    expect(s.fix).toEqual({ kind: 'renamed', label: 'docs/guide.md#installation' });
    expect(s.suggestion).toContain('use docs/guide.md#installation');
  });

  test('an id the base already declared stays a fix under an untrusted head', () => {
    const declared = [md('docs/guide.md', GUIDE('<a id="aaa"></a>Installing'))];
    // The label names the slug; the id was the base's own.
    expect(suggestFix(label('docs/guide.md#installing'), declared, head, [], UNTRUSTED).fix).toEqual({ kind: 'renamed', label: 'docs/guide.md#aaa' });
  });
});

describe('a section moved to a page the PR added, under an untrusted head', () => {
  const base = [md('docs/guide.md', GUIDE('Installing'))];
  const head = [md('docs/guide.md', '# Guide\n\n## Configuring\n\nWrite the settings file in the project root.\n'), md('docs/setup.md', `# Setup\n\n## <a id="aaa"></a>Installation\n\n${INSTALL_TEXT}\n`)];

  test('trusted: moved to the new page, named by its id; untrusted: by its slug', () => {
    expect(suggestFix(label('docs/guide.md#installing'), base, head).fix).toEqual({ kind: 'moved', label: 'docs/setup.md#aaa' });
    expect(suggestFix(label('docs/guide.md#installing'), base, head, [], UNTRUSTED).fix).toEqual({ kind: 'moved', label: 'docs/setup.md#installation' });
  });
});

describe('declared once: an anchor that names two sections is never a fix, trusted or not', () => {
  const OPTIONS = (name: string, text: string, id = '') => `## ${name}\n\nThe ${name} command.\n\n### ${id}Options\n\n${text}\n`;
  const REMOVE_TEXT = 'Use --group to remove the package from a named dependency group such as dev or docs; use --dry-run to print the operations without executing them.';
  const SHOW_TEXT = 'Use --tree to print the dependencies of each package as a tree; use --latest to print the latest version next to the installed one.';
  const PY_TEXT = 'Use --free-threaded to install the free-threaded build of an interpreter; use --clean to remove old installations.';
  const base = [md('docs/cli.md', `# Commands\n\n${OPTIONS('build', 'Use --format to choose the archive format.')}\n${OPTIONS('remove', REMOVE_TEXT)}\n${OPTIONS('show', SHOW_TEXT)}`)];
  // python's section inserted before remove: remove's Options becomes #options-2. Remove's Options
  // gets the id `opts`, and a one-line note further down declares `opts` again: the id now names
  // two sections whose words together are still near-same as remove's options.
  const headText = `# Commands\n\n${OPTIONS('build', 'Use --format to choose the archive format.')}\n${OPTIONS('python', PY_TEXT)}\n${OPTIONS('remove', REMOVE_TEXT, '<a id="opts"></a>')}\n${OPTIONS('show', SHOW_TEXT)}\n## Notes\n\n### <a id="opts"></a>More\n\nSee above.\n`;
  const head = [md('docs/cli.md', headText)];

  test('mayName: the twice-declared id no, the numbered slug of the section yes', () => {
    expect(mayName(head[0], 'opts', base[0], TRUSTED_HEAD)).toBe(false);
    expect(mayName(head[0], 'options-2', base[0], TRUSTED_HEAD)).toBe(true);
  });

  test('the drift fix is the numbered slug, not the shared id, though the id holds the text', () => {
    const s = driftOf(label('docs/cli.md#options-1'), base, head);
    expect(s?.fix).toEqual({ kind: 'drifted', label: 'docs/cli.md#options-2' });
    // Nor is the shared id offered as the way to stop the anchor moving.
    expect(s?.suggestion).toContain('options-2 is a numbered repeat too');
    expect(s?.suggestion).not.toContain('#opts');
  });
});

describe('a drift under an untrusted head: the lasting id is the base\u2019s, or none', () => {
  const OPTIONS = (name: string, text: string, id = '') => `## ${name}\n\nThe ${name} command.\n\n### ${id}Options\n\n${text}\n`;
  const REMOVE_TEXT = 'Use --group to remove the package from a named dependency group such as dev or docs; use --dry-run to print the operations without executing them.';
  const base = [md('docs/cli.md', `# Commands\n\n${OPTIONS('build', 'Use --format to choose the archive format.')}\n${OPTIONS('remove', REMOVE_TEXT)}`)];
  const head = [md('docs/cli.md', `# Commands\n\n${OPTIONS('build', 'Use --format to choose the archive format.')}\n${OPTIONS('python', 'Use --clean to remove old interpreter installations.')}\n${OPTIONS('remove', REMOVE_TEXT, '<a id="aaa"></a>')}`)];

  test('trusted: the id the page now gives the section; untrusted: the numbered slug', () => {
    expect(driftOf(label('docs/cli.md#options-1'), base, head)?.fix).toEqual({ kind: 'drifted', label: 'docs/cli.md#aaa' });
    expect(driftOf(label('docs/cli.md#options-1'), base, head, UNTRUSTED)?.fix).toEqual({ kind: 'drifted', label: 'docs/cli.md#options-2' });
  });
});
