/**
 * `init` in a fresh clone of a real public docs repository: the docs of the shared corpora (Flask's
 * Sphinx docs, Astro's Starlight docs) placed where their upstream repositories keep them, with the
 * files around them a clone has (a changelog, a licence, sources, tests, CI), committed to a real
 * git repository. The bundled CLI writes files that `validate` accepts; the workflow passes the
 * action's own workflow check, and its `paths:` filter runs the gate for every document of the
 * detected scope, for no changelog, and for nothing else but docs site configs and the gate's own
 * files. Skipped, saying so, when the corpora are absent.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { defaultConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openWorktree } from '../../src/engine/load-side';
import { listSidePaths } from '../../src/source/list-paths';
import { withScope } from '../../src/source/scope';
import { excludedKind } from '../../src/source/scope-rules';
import { compileSelection, selectionFromConfig } from '../../src/source/select';
import { corpusPath, ifCorpus } from '../support/corpora';
import { distFile } from '../support/dist';
import { checkWorkflow } from '../support/workflow-check';
import { git, writeFiles } from '../engine/repo-fixture';

const CLI = distFile('cli.js');
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A committed repository: the corpus folder copied to `docsAt`, and `around` written beside it. */
function clone(corpus: string, docsAt: string, around: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-init-clone-'));
  made.push(dir);
  cpSync(corpusPath(corpus, 'docs'), join(dir, docsAt), { recursive: true });
  writeFiles(dir, around);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'clone');
  return dir;
}

const FLASK_AROUND: Record<string, string> = {
  'README.md': '# Flask\n\nFlask is a lightweight WSGI web application framework.\n',
  'CHANGES.rst': 'Version 3.2.0\n-------------\n\nUnreleased\n\n-   Drop support for Python 3.9.\n\nVersion 3.1.1\n-------------\n\nReleased 2025-05-13\n\n-   Fix signing key selection order.\n',
  'LICENSE.txt': readFileSync(corpusPath('flask-docs', 'LICENSE.txt'), 'utf8'),
  'pyproject.toml': '[project]\nname = "Flask"\n',
  'src/flask/app.py': 'class Flask:\n    pass\n',
  'tests/test_basic.py': 'def test_basic():\n    pass\n',
  'tests/templates/mail.txt': '{{ foo}} Mail\n',
  'examples/tutorial/README.rst': 'Flaskr\n======\n\nThe basic blog app built in the Flask tutorial.\n',
  '.github/workflows/tests.yaml': 'name: Tests\non: [push]\njobs: {}\n',
  '.github/pull_request_template.md': '<!-- describe your change -->\n',
};

const ASTRO_AROUND: Record<string, string> = {
  'README.md': '# Astro Docs\n\nThe source of docs.astro.build.\n',
  'CONTRIBUTING.md': '# Contributing\n\nThank you for helping with the docs.\n',
  'CODE_OF_CONDUCT.md': '# Code of conduct\n\nWe pledge to make participation a harassment-free experience.\n',
  'LICENSE': readFileSync(corpusPath('astro-docs', 'LICENSE'), 'utf8'),
  'astro.config.ts': "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'Docs' })] };\n",
  'package.json': '{ "name": "docs", "private": true }\n',
  'CHANGELOG.md': '# docs\n\n## 1.1.0\n\n- New recipes.\n\n## 1.0.0\n\n- First release.\n',
  'src/components/Badge.astro': '<span><slot /></span>\n',
  'scripts/lunaria/README.md': '# Lunaria\n\nTranslation tracking.\n',
  'public/robots.txt': 'User-agent: *\n',
};

/** As GitHub reads `paths:`: the last pattern that matches decides. */
function runner(patterns: string[]): (path: string) => boolean {
  const ps = patterns.map((p) => ({ negated: p.startsWith('!'), match: picomatch(p.replace(/^!/, ''), { dot: true }) }));
  return (path) => ps.reduce((on, p) => (p.match(path) ? !p.negated : on), false);
}

const SITE_CONFIG = /(^|\/)(mkdocs\.ya?ml|docusaurus\.config\.[^/]+|conf\.py|\.vitepress\/config\.[^/]+|hugo\.[^/]+)$/;
const GATE_FILES = /^\.github\/(retrieval-[^/]*\.yml|workflows\/retrieval-gate\.yml)$/;

describe.each([
  { name: 'Flask (Sphinx, docs/)', corpus: 'flask-docs', docsAt: 'docs', around: FLASK_AROUND, roots: ['docs'] },
  { name: 'Astro (Starlight, src/content/docs/en)', corpus: 'astro-docs', docsAt: 'src/content/docs/en', around: ASTRO_AROUND, roots: ['src/content/docs'] },
])('$name', ({ corpus, docsAt, around, roots }) => {
  ifCorpus(corpus)('init writes files validate accepts and a workflow whose filter is the scope', async () => {
    const dir = clone(corpus, docsAt, around);
    const r = run(dir, 'init');
    expect([r.status, r.stderr]).toEqual([0, '']);
    const v = run(dir, 'validate');
    expect([v.status, v.stderr]).toEqual([0, '']);
    expect(v.stdout).toContain('no problem');

    const wf = checkWorkflow(readFileSync(join(dir, '.github/workflows/retrieval-gate.yml'), 'utf8'));
    const runs = runner(wf.on.pull_request.paths);
    // The scope as every run detects it, on the clone as committed before init.
    const side = await openWorktree(dir, { cwd: dir, env: {} });
    const config = defaultConfig();
    const scope = await sideScope(side, config, new Set());
    expect(scope.roots).toEqual(roots);
    const selected = compileSelection(selectionFromConfig(withScope(config, scope)));
    const all = await listSidePaths({ kind: 'worktree', root: dir });
    const docs = all.filter((p) => selected.isDoc(p));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((p) => !runs(p))).toEqual([]);
    expect(all.filter((p) => runs(p) && !docs.includes(p) && !SITE_CONFIG.test(p) && !GATE_FILES.test(p))).toEqual([]);
    const changelogs = all.filter((p) => excludedKind(p)?.kind === 'changelogs');
    expect(changelogs.length).toBeGreaterThan(0);
    expect(changelogs.filter(runs)).toEqual([]);
    // A changelog fragment or a test page added by a later PR runs nothing; a new page in the docs does.
    expect(runs('changelog.d/1.bugfix.rst')).toBe(false);
    expect(runs(`${docsAt}/new-page.md`)).toBe(true);
  });
});
