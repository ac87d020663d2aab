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

const CORPORA = join(__dirname, '..', '..', '..', 'shared', 'corpora');
const have = existsSync(join(CORPORA, 'flask-docs'));
if (!have) console.warn(`skipping the corpora scope test: ${CORPORA} is absent`);
const maybe = have ? describe : describe.skip;
const deps = { cwd: '/', env: {} };

const EXPECTED: Record<string, { source: string; excluded: Record<string, number>; leftOut: string[] }> = {
  // Sphinx: docs/conf.py; changes.rst includes ../CHANGES.rst and license.rst the licence text.
  'flask-docs': { source: 'sphinx', excluded: { changelogs: 1, licences: 2 }, leftOut: ['docs/changes.rst', 'docs/license.rst'] },
  'astro-docs': { source: 'docs-folder', excluded: {}, leftOut: [] },
  'asciidoctor-docs': { source: 'docs-folder', excluded: {}, leftOut: [] },
  // The root LICENSE.md only: docs/history.md and docs/license.md are command pages.
  tldr: { source: 'docs-folder', excluded: { licences: 1 }, leftOut: [] },
};

maybe.each(Object.entries(EXPECTED))('corpus %s', (name, want) => {
  test('scope: the docs folder, with only real changelogs and licences left out', async () => {
    const side = await openFolder(join(CORPORA, name), deps);
    const scope = await sideScope(side, defaultConfig(), new Set());
    expect({ source: scope.source, roots: scope.roots, excluded: scope.excluded }).toEqual({ source: want.source, roots: ['docs'], excluded: want.excluded });
    const all = (await side.reader.snapshot(selectionFromConfig({ ...defaultConfig(), docs: ['docs/**'] }))).files.map((f) => f.path);
    const docs = all.filter((p) => /\.(md|markdown|mdx|rst|adoc|asciidoc|asc|html|htm|txt)$/.test(p));
    const scoped = (await side.reader.snapshot(selectionFromConfig(withScope(defaultConfig(), scope)))).files.map((f) => f.path);
    expect(docs.filter((p) => !scoped.includes(p))).toEqual(want.leftOut);
    expect(scoped.length).toBe(docs.length - want.leftOut.length);
  });
});
