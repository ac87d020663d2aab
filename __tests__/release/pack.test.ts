/**
 * The npm package as a release publishes it and a new user gets it: `npm pack` of the package (the
 * tested build as its dist/) holds exactly what the CLI needs, installs offline (everything is
 * bundled: no dependency to fetch) both globally into an empty prefix and into an empty project,
 * and the installed `retrieval-gate` prints the version, runs by its name (on PATH, from
 * node_modules/.bin, through `npx`) and runs the README's example, its worker threads and the
 * shipped embedding model included.
 *
 * Packing the ~95 MB tarball (gzip) is the costly step, and each install unpacks it again: this one
 * file packs once and installs once per way a user installs (global, local), and every check of the
 * tarball and of the installed command shares them. (__tests__/cli/install.test.ts checks the
 * checkout's own `npx retrieval-gate` and the version in the comments, which need no tarball.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { distFile } from '../support/dist';
import { offlineNpm } from '../support/offline-npm';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; files: string[] };
const tgz = `retrieval-gate-${pkg.version}.tgz`;
let work: string;
let cache: string;
let prefix: string;
let app: string;
let names: string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rg-pack-'));
  // The package folder: this checkout's files, with the build the tests run (dist/, or a fresh one) as dist/.
  const stage = join(work, 'stage');
  for (const f of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'SECURITY.md', 'action.yml', 'schema', 'docs', 'src', 'scripts']) cpSync(join(root, f), join(stage, f), { recursive: true });
  // dist/ hard-linked, not copied (npm pack only reads it; 200 MB of native runtimes and the model):
  // the copy is the fallback across file systems.
  if (spawnSync('cp', ['-al', dirname(distFile('cli.js')), join(stage, 'dist')]).status !== 0) cpSync(dirname(distFile('cli.js')), join(stage, 'dist'), { recursive: true });
  cache = join(work, 'cache');
  offlineNpm(['pack', '--pack-destination', work, '--ignore-scripts', '--silent'], stage, cache);
  expect(readdirSync(work).filter((f) => f.endsWith('.tgz'))).toEqual([tgz]);
  names = spawnSync('tar', ['-tzf', join(work, tgz)], { encoding: 'utf8' }).stdout.trim().split('\n').sort();
  prefix = join(work, 'prefix');
  mkdirSync(prefix);
  // Exactly the command a user types (README), in an empty prefix with no network.
  offlineNpm(['install', '-g', '--prefix', prefix, '--offline', `./${tgz}`], work, cache);
  // And into an empty project, as a dependency.
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
  offlineNpm(['install', '--no-audit', '--ignore-scripts', join(work, tgz)], app, cache);
}, 400_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The globally installed command, found on PATH as a user's shell finds it. */
const installed = (args: string[]) =>
  spawnSync('retrieval-gate', args, { cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, PATH: `${join(prefix, 'bin')}:${process.env.PATH}` } });

test('the tarball holds the CLI, its worker and kit bundles, the models, the encoder runtime, the schema and the changelog: nothing else', () => {
  const models = ['minilm-l6-v2'].flatMap((m) => readdirSync(join(root, 'models', m)).map((f) => `dist/models/${m}/${f}`));
  const runtime = ['linux/x64', 'linux/arm64', 'darwin/arm64', 'win32/x64'].flatMap((p) => readdirSync(join(root, 'dist', 'onnxruntime', p)).map((f) => `dist/onnxruntime/${p}/${f}`));
  expect(runtime.some((f) => f.endsWith('linux/x64/onnxruntime_binding.node'))).toBe(true);
  // The libraries the package's bundles load on first use (scripts/build.mjs), whichever they name.
  const lazy = [...new Set(['cli.js', 'kit.js', 'worker.js'].flatMap((f) => [...readFileSync(join(dirname(distFile('cli.js')), f), 'utf8').matchAll(/(?:require|import)\("\.\/(lazy\/[\w.-]+\.js)"\)/g)].map((m) => `dist/${m[1]}`)))];
  expect(lazy).toContain('dist/lazy/o200k-base.js');
  const expected = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/cli.js', 'dist/kit.js', 'dist/worker.js', ...lazy, ...models, 'dist/onnxruntime/LICENSE', ...runtime, 'schema/report.schema.json'];
  expect(names).toEqual(expected.map((f) => `package/${f}`).sort());
  // What a user runs is in it, and none of the sources, the tests or a node_modules folder.
  expect(names).toContain('package/dist/cli.js');
  expect(names).toContain('package/README.md');
  expect(names.some((n) => n.startsWith('package/src/') || n.startsWith('package/__tests__/') || n.startsWith('package/node_modules/'))).toBe(false);
});

test('installed globally (a prefix of its own), it is on PATH as retrieval-gate and prints the version', () => {
  const r = installed(['--version']);
  expect([r.status, r.stdout, r.stderr]).toEqual([0, `${pkg.version}\n`, '']);
});

test('installed from the tarball into an empty project, offline, `retrieval-gate --version` and `npx retrieval-gate` run', () => {
  const bin = spawnSync(join(app, 'node_modules', '.bin', 'retrieval-gate'), ['--version'], { encoding: 'utf8' });
  expect(bin.stderr).toBe('');
  expect(bin.stdout).toBe(`${pkg.version}\n`);
  const npx = offlineNpm(['exec', '--offline', '--', 'retrieval-gate', 'trec', '--help'], app, cache);
  expect(npx.stdout).toContain('retrieval-gate trec');
}, 180_000);

test("the installed retrieval-gate runs the README's example: the comment, exit 1 because that PR breaks retrieval", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const example = /node dist\/cli\.js (compare [^\n`]+)/.exec(readme)![1].split(' ');
  expect(example).toEqual(['compare', '--base-dir', 'examples/acme/base', '--head-dir', 'examples/acme/head']);
  const r = installed([...example, '--jobs', '2']);
  expect(r.status).toBe(1);
  expect(r.stdout).toContain('### ❌ retrieval-gate: gate failed');
  expect(r.stdout).toContain(`<sub>retrieval-gate ${pkg.version} · `);
  // The same comment as the checkout's own build gives.
  const own = spawnSync(process.execPath, [distFile('cli.js'), ...example], { cwd: root, encoding: 'utf8' });
  expect(r.stdout).toBe(own.stdout);
});

test('the installed retrieval-gate finds its shipped sentence encoder and runs it', () => {
  const cfg = join(work, 'hybrid.yml');
  writeFileSync(cfg, 'retriever:\n  type: hybrid\n');
  const r = installed(['search', 'how do I return a refurbished item', '--dir', 'examples/acme/head', '--config', cfg, '-k', '1']);
  // Nothing on stderr but, on a machine slow enough that embedding takes seconds, its progress lines.
  const errors = r.stderr.split('\n').filter((l) => l !== '' && !/^minilm-l6-v2: embedded \d+ of \d+ texts in /.test(l));
  expect([r.status, errors]).toEqual([0, []]);
  expect(r.stdout).toMatch(/bm25 \+ minilm-l6-v2@[0-9a-f]{12}/);
  expect(r.stdout).toContain('returns.md#refurbished-products');
});
