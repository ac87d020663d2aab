/**
 * Scope round 3: blog posts announcing releases, contributor guides and stub pages are left out of
 * the detected scope (each counted under its kind), while ordinary blog posts, CONTRIBUTING files,
 * short real answers, labelled pages and pages a change edits stay in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { excludedKind } from '../../src/source/scope-rules';
import { resolveScope } from '../../src/source/scope';
import { looksLikeStub, STUB_MAX_BYTES } from '../../src/source/scope-stubs';
import { main } from '../../src/cli/commands';
import { writeFiles } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

describe('blog posts that announce a release', () => {
  test.each([
    'blog/announcing-rust-1.78.0.md',
    'website/blog/2024-05-01-astro-5-release.mdx',
    'blog/v4.2.0.md',
    'site/_posts/2023-10-02-announce-v5.md',
    'blog/rust-1-78-0.md',
  ])('%s is an announcement', (path) => {
    expect(excludedKind(path)?.kind).toBe('announcements');
  });
  test.each(['blog/why-we-rewrote-the-router.md', 'blog/part-2.md', 'blog/2024-05-01.md', 'docs/release.md', 'docs/guides/releasing-a-package.md', 'blog/index.md', 'docs/v2-migration.md'])('%s stays in', (path) => {
    expect(excludedKind(path)).toBeNull();
  });
});

describe('contributor guides', () => {
  test.each(['src/doc/contrib/src/index.md', 'docs/contributing/setup.md', 'docs/contributor-guide/tests.md', 'book/contributors/release-process.md'])('%s is a contributor-guide page', (path) => {
    expect(excludedKind(path)?.kind).toBe('contributor_guides');
  });
  test.each(['CONTRIBUTING.md', 'docs/contributing.md', 'docs/guides/contribution-graphs.md'])('%s stays in', (path) => {
    expect(excludedKind(path)).toBeNull();
  });
  test('a docs folder that is itself the contributing guide is measured, not left out', () => {
    const paths = ['contributing/index.md', 'contributing/setup.md', 'README.md'];
    const scope = resolveScope({ paths, texts: new Map(), exclude: DEFAULT_CONFIG.exclude, named: new Set(), decided: { source: 'docs-folder', reason: 'r', roots: ['contributing'] } });
    expect(scope.excluded.contributor_guides).toBeUndefined();
    expect(scope.exclude).toEqual([]);
  });
});

describe('stub pages', () => {
  test.each([
    ['moved, Markdown', '# Configuration\n\nThis page has moved to [the configuration reference](../reference/config.md).\n'],
    ['obsolete, reST', ':orphan:\n\nAJAX with jQuery\n================\n\nObsolete, see :doc:`/patterns/javascript` instead.\n'],
    ['a redirect in front matter', '---\ntitle: Old page\nredirect_to: /new-page/\n---\n\nThe content is elsewhere now and this text is longer than a few words of course.\n'],
    ['a category of links', '# Guides\n\n- [Install](install.md)\n- [Deploy](deploy.md)\n- [Upgrade](upgrade.md)\n'],
    ['AsciiDoc xrefs', '= Errors\n\n* xref:errors-and-warnings.adoc[]\n'],
  ])('%s is a stub', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(STUB_MAX_BYTES);
    expect(looksLikeStub(text)).toBe(true);
  });
  test.each([
    ['a short real answer, no link', '# Uninstall\n\nRun `pip uninstall acme`.\n'],
    ['a reference entry of several short sections and a See also', '# .LALL\n\n## Syntax\n\n> **.LALL**\n\n## Remarks\n\nSee [.LISTMACROALL](dot-listmacroall.md).\n\n## See also\n\n[Directives reference](directives-reference.md)\n'],
    ['a heading alone (a placeholder: it points nowhere)', '---\ntitle: Plugins\n---\n\n# Plugins\n'],
    ['a sentence of content and a link', '# Refunds\n\nRefunds reach your card within five working days after we receive the parcel; see [returns](returns.md).\n'],
    ['an include (MkDocs snippets)', '# Home\n\n--8<-- "README.md"\n'],
    ['an include (mdBook)', '# CLI\n\n{{#include ../../cli.md}}\n'],
    ['an MDX partial', "import Setup from '../partials/setup.mdx';\n\n# Setup\n\n<Setup />\n"],
    ['an AsciiDoc include', '= Attributes\n\ninclude::partial$attributes-table.adoc[]\n'],
  ])('%s is not a stub', (_name, text) => {
    expect(looksLikeStub(text)).toBe(false);
  });

  const paths = ['docs/guide.md', 'docs/moved.md', 'docs/labelled-stub.md', 'docs/edited-stub.md'];
  const stub = '# Moved\n\nSee [the guide](guide.md).\n';
  const stubs = new Map([
    ['docs/moved.md', stub],
    ['docs/labelled-stub.md', stub],
    ['docs/edited-stub.md', stub],
    ['docs/guide.md', '# Guide\n\nEverything about the product, in several sentences of real content.\n'],
  ]);
  test('left out by its text, unless a label names it or the change adds or edits it (its words cannot take it out)', () => {
    const scope = resolveScope({
      paths,
      texts: new Map(),
      exclude: DEFAULT_CONFIG.exclude,
      named: new Set(['docs/labelled-stub.md']),
      decided: { source: 'docs-folder', reason: 'r', roots: ['docs'] },
      stubs,
      changedFiles: new Set(['docs/edited-stub.md']),
    });
    expect(scope.excluded.stubs).toBe(1);
    expect(scope.exclude).toEqual(['docs/moved.md']);
    // exclude_defaults: false keeps every kind in.
    const off = resolveScope({ paths, texts: new Map(), exclude: DEFAULT_CONFIG.exclude, named: new Set(), decided: { source: 'docs-folder', reason: 'r', roots: ['docs'] }, stubs, defaults: false });
    expect(off.excluded.stubs).toBeUndefined();
  });
});

describe('through the command line: the scope line names each kind', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-scope3-'));
    writeFiles(dir, {
      'docs/index.md': '# Acme\n\nAcme ships parcels. Install it with pip and configure the refund window.\n',
      'docs/refunds.md': '# Refunds\n\nRefunds reach your card within five working days after we receive the parcel.\n',
      'docs/old-refunds.md': '# Refunds (old)\n\nThis page has moved to [Refunds](refunds.md).\n',
      'docs/blog/announcing-acme-2.0.md': '# Announcing Acme 2.0\n\nAcme 2.0 changes the refund window to ten working days, which the refunds page explains.\n',
      'docs/blog/how-we-test.md': '# How we test\n\nWe test every parcel route against a recorded day of traffic before a release.\n',
      'docs/contributing/setup.md': '# Setting up a development checkout\n\nClone the repository, install the refund simulator and run the tests.\n',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('chunks lists only what is measured; eval --json counts what was left out, by kind', async () => {
    const io = recordingIo(dir);
    expect(await main(['chunks', '--dir', '.', '--json'], io)).toBe(0);
    expect((JSON.parse(io.out) as { docs: Array<{ path: string }> }).docs.map((d) => d.path).sort()).toEqual(['docs/blog/how-we-test.md', 'docs/index.md', 'docs/refunds.md']);
    writeFiles(dir, { '.github/retrieval-golden.yml': 'questions:\n  - id: q1\n    question: how long do refunds take\n    relevant: [docs/refunds.md]\n' });
    const e = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--json'], e)).toBe(0);
    expect(JSON.parse(e.out).scope.excluded).toEqual({ announcements: 1, contributor_guides: 1, stubs: 1 });
  });
});
