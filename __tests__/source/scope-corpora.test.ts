/**
 * The default docs scope over the shared real corpora (../shared/corpora), each read as a folder:
 * the docs folder chosen, a changelog or licence page left out only when its text reads as one
 * (tldr's `history.md` and `license.md` document commands and stay in), and the scope selecting
 * every other document of the folder. Skips, with a message, when the corpora are absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openFolder } from '../../src/engine/load-side';
import { withScope } from '../../src/source/scope';
import { selectionFromConfig } from '../../src/source/select';

// RG_CORPORA first, like every corpora test: from a worktree the sibling folder is not there.
import { CORPORA } from '../support/corpora';
const have = existsSync(join(CORPORA, 'flask-docs'));
if (!have) console.warn(`skipping the corpora scope test: ${CORPORA} is absent`);
const maybe = have ? describe : describe.skip;
const deps = { cwd: '/', env: {} };

interface Expected {
  source: string;
  excluded: Record<string, number>;
  leftOut: string[];
  /** For a site whose scope is some folders of docs/ (Antora's pages): the documents in it, by path; the rest is left out. */
  inScope?: (path: string) => boolean;
}

const EXPECTED: Record<string, Expected> = {
  // Sphinx: docs/conf.py; changes.rst includes ../CHANGES.rst and license.rst the licence text;
  // two ":orphan:" pages say only "Obsolete, see :doc:`…` instead." (stubs).
  'flask-docs': {
    source: 'sphinx',
    excluded: { changelogs: 1, licences: 2, stubs: 2 },
    leftOut: ['docs/changes.rst', 'docs/license.rst', 'docs/patterns/jquery.rst', 'docs/reqcontext.rst'],
  },
  'astro-docs': { source: 'docs-folder', excluded: {}, leftOut: [] },
  // Antora (docs/antora.yml): each module's pages/, not its nav files, partials or examples, nor
  // the stub page that only says "See xref:man1/asciidoctor.adoc#options[…]".
  'asciidoctor-docs': { source: 'antora', excluded: { stubs: 1 }, leftOut: ['docs/modules/cli/pages/options.adoc'], inScope: (p) => /^docs\/modules\/[^/]+\/pages\//.test(p) },
  // The root LICENSE.md only: docs/history.md and docs/license.md are command pages.
  tldr: { source: 'docs-folder', excluded: { licences: 1 }, leftOut: [] },
};

maybe.each(Object.entries(EXPECTED))('corpus %s', (name, want) => {
  test('scope: the docs folder, with only real changelogs and licences left out', async () => {
    const side = await openFolder(join(CORPORA, name), deps);
    const scope = await sideScope(side, defaultConfig(), new Set());
    const all = (await side.reader.snapshot(selectionFromConfig({ ...defaultConfig(), docs: ['docs/**'] }))).files.map((f) => f.path);
    const docs = all.filter((p) => /\.(md|markdown|mdx|rst|adoc|asciidoc|asc|html|htm|txt)$/.test(p));
    const scoped = (await side.reader.snapshot(selectionFromConfig(withScope(defaultConfig(), scope)))).files.map((f) => f.path);
    if (want.inScope) {
      const inScope = want.inScope;
      expect(scope.source).toBe(want.source);
      const { outside: _outside, ...byKind } = scope.excluded;
      expect(byKind).toEqual(want.excluded);
      expect(scoped).toEqual(docs.filter((p) => inScope(p) && !want.leftOut.includes(p)));
      return;
    }
    expect({ source: scope.source, roots: scope.roots, excluded: scope.excluded }).toEqual({ source: want.source, roots: ['docs'], excluded: want.excluded });
    expect(docs.filter((p) => !scoped.includes(p))).toEqual(want.leftOut);
    expect(scoped.length).toBe(docs.length - want.leftOut.length);
  });
});
