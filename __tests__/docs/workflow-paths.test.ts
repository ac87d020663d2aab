/**
 * The quick-start workflow's `paths:` filter matches the default docs scope: on each layout
 * fixture (__tests__/fixtures/scope), a PR touching any indexed document or a file that decides
 * the scope runs the gate, and one touching only test fixtures, vendored files, a CHANGELOG, a
 * LICENSE or a CODE_OF_CONDUCT does not. The filter is applied as GitHub applies it: patterns in
 * order, a path runs the workflow when the last pattern that matches it is not a `!` one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import picomatch from 'picomatch';
import { parse } from 'yaml';
import { defaultConfig } from '../../src/config/parse';
import { sideScope } from '../../src/engine/docs-scope';
import { openFolder } from '../../src/engine/load-side';
import { scopeFilesToRead, withScope } from '../../src/source/scope';
import { selectionFromConfig } from '../../src/source/select';

const root = join(__dirname, '..', '..');
const FIXTURES = join(__dirname, '..', 'fixtures', 'scope');
const workflow = parse(readFileSync(join(root, 'docs/workflows/quick-start.yml'), 'utf8')) as { on: { pull_request: { paths: string[] } } };
const patterns = workflow.on.pull_request.paths.map((p) => ({ negated: p.startsWith('!'), match: picomatch(p.replace(/^!/, ''), { dot: true }) }));

/** True when a PR changing only `path` runs the workflow. */
function runs(path: string): boolean {
  let on = false;
  for (const p of patterns) if (p.match(path)) on = !p.negated;
  return on;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs) : [relative(dir, abs).split('\\').join('/')];
  });
}

describe.each(readdirSync(FIXTURES))('layout %s', (layout) => {
  test('every indexed document and every scope-deciding config runs the gate; fixtures, vendored files and project notices do not', async () => {
    const dir = join(FIXTURES, layout);
    const side = await openFolder(dir, { cwd: '/', env: {} });
    const scope = await sideScope(side, defaultConfig(), new Set());
    const indexed = (await side.reader.snapshot(selectionFromConfig(withScope(defaultConfig(), scope)))).files.map((f) => f.path);
    const all = files(dir).map((p) => relative(dir, join(dir, p)));
    expect(indexed.filter((p) => !runs(p))).toEqual([]);
    // A generic `config.toml` (a Hugo site's, among others) is left out of the filter: too many other tools use the name.
    const deciding = scopeFilesToRead(all, defaultConfig().exclude).filter((p) => !/\.(md|rst|txt)$/.test(p) && !p.endsWith('config.toml'));
    expect(deciding.filter((p) => !runs(p))).toEqual([]);
    const quiet = all.filter((p) => /(^|\/)(tests?|__tests__|fixtures|testdata|vendor|third_party|node_modules)\//.test(p) || /(^|\/)(CHANGELOG|CHANGES|HISTORY|NEWS|LICENSE|COPYING|CODE_OF_CONDUCT)[^/]*$/.test(p));
    expect(quiet.filter(runs)).toEqual([]);
  });
});

test('a PR that changes only the golden set or the config runs it too', () => {
  expect(runs('.github/retrieval-golden.yml')).toBe(true);
  expect(runs('.github/retrieval-gate.yml')).toBe(true);
  expect(runs('src/index.ts')).toBe(false);
});
