/**
 * The CLI as a new user gets it: `retrieval-gate` from a checkout (npx) and from the npm tarball
 * installed into an empty project, with no network (dist/cli.js bundles every dependency, so the
 * package has none to fetch). And the version it prints is the one its comments carry.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

describe('retrieval-gate is installable and runnable by its name', () => {
  let work: string;
  let tarball: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'rg-install-'));
    made.push(work);
    npm(['pack', '--pack-destination', work, '--ignore-scripts', '--silent'], root, join(work, 'cache'));
    const tgz = readdirSync(work).filter((f) => f.endsWith('.tgz'));
    expect(tgz).toEqual([`retrieval-gate-${pkg.version}.tgz`]);
    tarball = join(work, tgz[0]);
  }, 180_000);

  test('the package declares the CLI as its bin and needs no runtime dependency', () => {
    expect(pkg.bin).toEqual({ 'retrieval-gate': 'dist/cli.js' });
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(readFileSync(join(root, 'dist/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  test('the tarball holds the bundled CLI and none of the sources or tests', () => {
    const r = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
    const names = r.stdout.trim().split('\n');
    expect(names).toContain('package/dist/cli.js');
    expect(names).toContain('package/README.md');
    expect(names.some((n) => n.startsWith('package/src/') || n.startsWith('package/__tests__/') || n.startsWith('package/node_modules/'))).toBe(false);
  });

  test('installed from the tarball into an empty project, offline, `retrieval-gate --version` and `npx retrieval-gate` run', () => {
    const app = join(work, 'app');
    spawnSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
    npm(['install', '--no-audit', '--ignore-scripts', tarball], app, join(work, 'cache'));
    const bin = spawnSync(join(app, 'node_modules', '.bin', 'retrieval-gate'), ['--version'], { encoding: 'utf8' });
    expect(bin.stderr).toBe('');
    expect(bin.stdout).toBe(`${pkg.version}\n`);
    const npx = npm(['exec', '--offline', '--', 'retrieval-gate', 'trec', '--help'], app, join(work, 'cache'));
    expect(npx.stdout).toContain('retrieval-gate trec');
  }, 180_000);

  test('installed globally (a prefix of its own), it is on PATH as retrieval-gate', () => {
    const prefix = join(work, 'global');
    npm(['install', '--global', '--prefix', prefix, '--ignore-scripts', tarball], work, join(work, 'cache'));
    const r = spawnSync('retrieval-gate', ['--version'], { encoding: 'utf8', env: { ...process.env, PATH: `${join(prefix, 'bin')}:${process.env.PATH}` } });
    expect(r.stdout).toBe(`${pkg.version}\n`);
  }, 180_000);

  test('from a checkout, `npx retrieval-gate` runs the built CLI', () => {
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
