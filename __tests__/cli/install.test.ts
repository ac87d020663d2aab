/**
 * The CLI by its name: `retrieval-gate` from a checkout (npx), declared as the package's bin with no
 * runtime dependency (dist/cli.js bundles every dependency, so the package has none to fetch). And
 * the version it prints is the one its comments carry. The npm tarball itself, installed offline
 * globally and into an empty project, is __tests__/release/pack.test.ts's: it packs once for every
 * check of the tarball (packing ~95 MB is the costly step).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineNpm } from '../support/offline-npm';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string>; dependencies?: object };
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

const npm = offlineNpm;

describe('retrieval-gate is runnable by its name', () => {
  test('the package declares the CLI as its bin and needs no runtime dependency', () => {
    expect(pkg.bin).toEqual({ 'retrieval-gate': 'dist/cli.js' });
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(readFileSync(join(root, 'dist/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  test('from a checkout, `npx retrieval-gate` runs the built CLI', () => {
    const work = mkdtempSync(join(tmpdir(), 'rg-install-'));
    made.push(work);
    const r = npm(['exec', '--no', '--', 'retrieval-gate', '--version'], root, join(work, 'cache'));
    expect(r.stdout).toBe(`${pkg.version}\n`);
  }, 300_000);
});

describe('the version in comments is the package version', () => {
  test('the built CLI puts it in the comment footer and report.json', () => {
    const out = mkdtempSync(join(tmpdir(), 'rg-version-'));
    made.push(out);
    const report = join(out, 'report.json');
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/cli.js'), 'compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head', '--report', report],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`<sub>retrieval-gate ${pkg.version} · `);
    expect(JSON.parse(readFileSync(report, 'utf8')).tool).toEqual({ name: 'retrieval-gate', version: pkg.version });
  });

  test.each(['README.md', 'docs/report.md', 'examples/acme/README.md'])('the example comment in %s shows it', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const footers = [...text.matchAll(/<sub>retrieval-gate (\S+) · /g)].map((m) => m[1]);
    expect(footers.length).toBeGreaterThan(0);
    for (const v of footers) expect(v).toBe(pkg.version);
  });
});
