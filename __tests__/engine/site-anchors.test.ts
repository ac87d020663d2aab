/**
 * Which generator publishes a side's docs, and labels in the published site's form end to end:
 * the generator is found from the config the docs scope was found by (the site layouts of
 * __tests__/fixtures/scope, and an mdBook book), also when the config's own `docs` globs select
 * the files, or named by `site.generator`; then `validate` takes a label copied from the VitePress
 * site and its GitHub form alike, names the site's form in its suggestions, and `fix-labels`
 * writes the site's form.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { defaultConfig, parseConfig } from '../../src/config/parse';
import { DocCache } from '../../src/chunk/corpus';
import { scopeOne, sideGenerator, sideScope } from '../../src/engine/docs-scope';
import { loadSide, openFolder } from '../../src/engine/load-side';
import { parseLabel } from '../../src/golden/label';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Label } from '../../src/types';
import { recordingIo } from '../support/recording-io';
import { makeFolders } from './repo-fixture';

const FIXTURES = join(__dirname, '../fixtures/scope');
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const deps = { cwd: '/', env: {} };

function copyLayout(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rg-site-${name}-`));
  made.push(dir);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

async function generatorOf(dir: string, configText = ''): Promise<string> {
  const side = await openFolder(dir, deps);
  const config = configText ? parseConfig(configText, 'c.yml') : defaultConfig();
  return sideGenerator(side, config, await sideScope(side, config, new Set()));
}

describe('the generator of a side', () => {
  test.each([
    ['vitepress', 'vitepress'],
    ['docusaurus', 'docusaurus'],
    ['mkdocs', 'mkdocs'],
    ['starlight', 'starlight'],
    ['hugo', 'hugo'],
    ['sphinx', 'sphinx'],
    ['docs-folder', 'github'],
    ['plain', 'github'],
  ])('layout %s → %s, with the scope detected and with the config\'s own docs globs', async (layout, generator) => {
    const dir = copyLayout(layout);
    expect(await generatorOf(dir)).toBe(generator);
    expect(await generatorOf(dir, 'docs: ["**/*.md"]\n')).toBe(generator);
  });

  test('an mdBook book (book.toml)', async () => {
    const { root } = makeFolders({ 'book.toml': '[book]\ntitle = "x"\n', 'src/SUMMARY.md': '# Summary\n', 'src/a.md': '# A\n' }, {});
    made.push(root);
    expect(await generatorOf(join(root, 'base'))).toBe('mdbook');
  });

  test('site.generator names it instead; auto detects', async () => {
    const dir = copyLayout('docs-folder');
    expect(await generatorOf(dir, 'site:\n  generator: mkdocs\n')).toBe('mkdocs');
    expect(await generatorOf(copyLayout('vitepress'), 'site:\n  generator: github\n')).toBe('github');
    expect(await generatorOf(copyLayout('vitepress'), 'site: {generator: auto}\n')).toBe('vitepress');
  });

  test('the side a run reads is chunked with its generator (chunking.site)', async () => {
    const side = await openFolder(copyLayout('vitepress'), deps);
    const { config } = await scopeOne(side, defaultConfig(), null, deps);
    expect(config.chunking.site).toBe('vitepress');
  });
});

// A VitePress site: `server.port` renders as #server-port there and #serverport on GitHub; the
// GitHub slug of `Server Port` is #server-port too, but on the site that one is #server-port-1.
const CONFIG_MD = `# Server options

## server.port

The port the dev server listens on. Default 5173.

## Server Port

How the preview server picks its own port when the dev server's is taken.

## server.host

The IP addresses the server listens on: set it to 0.0.0.0 to listen on every address.
`;
const SITE = { 'docs/.vitepress/config.mts': 'export default { title: "x" }\n', 'docs/index.md': '# Home\n\nWelcome.\n', 'docs/config.md': CONFIG_MD };
const golden = (label: string) => `questions:\n  - id: P1\n    question: Which port does the dev server use?\n    relevant: [${label}]\n`;

async function validate(dir: string, label: string): Promise<{ code: number; out: string; err: string }> {
  mkdirSync(join(dir, '.github'), { recursive: true });
  writeFileSync(join(dir, '.github/retrieval-golden.yml'), golden(label));
  const io = recordingIo(dir);
  const code = await main(['validate', '--dir', '.'], io);
  return { code, out: io.out, err: io.err };
}

describe('labels on a VitePress site', () => {
  test("the site's form and the GitHub form both resolve; an anchor that is both names the site's section", async () => {
    const { root } = makeFolders(SITE, {});
    made.push(root);
    const dir = join(root, 'base');
    for (const label of ['docs/config.md#server-port', 'docs/config.md#serverport']) {
      const r = await validate(dir, label);
      expect({ label, code: r.code, out: r.out }).toEqual({ label, code: 0, out: expect.not.stringContaining('error') });
    }
    const side = await openFolder(dir, deps);
    const { config } = await scopeOne(side, defaultConfig(), null, deps);
    const loaded = await loadSide(side, config, new DocCache(), deps, { analyse: false });
    const resolver = createLabelResolver(loaded.docs);
    const ids = (raw: string) => resolver.resolve((parseLabel(raw) as { label: Label }).label);
    expect(ids('docs/config.md#server-port')).toEqual(['docs/config.md#serverport']);
    expect(ids('docs/config.md#serverport')).toEqual(['docs/config.md#serverport']);
    expect(ids('docs/config.md#server-port-1')).toEqual(['docs/config.md#server-port']);
  });

  test("a broken label's suggestion names the site's form", async () => {
    const { root } = makeFolders(SITE, {});
    made.push(root);
    const r = await validate(join(root, 'base'), 'docs/config.md#serverhots');
    expect(r.code).toBe(2);
    expect(r.out).toContain('closest by spelling: docs/config.md#server-host');
    expect(r.out).not.toContain('docs/config.md#serverhost');
  });

  test("fix-labels writes the site's form of a renamed heading", async () => {
    const rename = { 'docs/config.md': CONFIG_MD.replace('## server.host', '## server.hostname') };
    const { root } = makeFolders({ ...SITE, '.github/retrieval-golden.yml': golden('docs/config.md#server-host').replace('Which port does the dev server use?', 'Which addresses does the server listen on?') }, rename);
    made.push(root);
    const io = recordingIo(root);
    expect(await main(['fix-labels', '--base-dir', 'base', '--head-dir', 'head'], io)).toBe(0);
    const fixed = readFileSync(join(root, 'head/.github/retrieval-golden.yml'), 'utf8');
    expect(fixed).toContain('relevant: [docs/config.md#server-hostname]');
  });
});
