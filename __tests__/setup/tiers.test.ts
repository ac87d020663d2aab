/**
 * The tiers of __tests__/support/tiers.cjs name real files, each once, so that a rename cannot
 * move a slow file into the quick tier unnoticed; the Jest projects split the suite exactly:
 * every test file in one tier, none in two; and the quick tier reaches every module of src/.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const { TIERS } = require('../support/tiers.cjs') as { TIERS: Record<string, { about: string; files: string[] }> };
const config = require('../../jest.config.cjs') as { projects: Array<{ displayName: string; id?: string; testMatch: string[]; testPathIgnorePatterns?: string[]; transform: Record<string, [string, object]> }> };
const root = join(__dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [relative(root, join(dir, e.name))] : []));
}

test('every file a tier names exists, is a test file, and is named once', () => {
  const named = Object.values(TIERS).flatMap((t) => t.files);
  expect(named.filter((f) => !existsSync(join(root, f)) || !f.endsWith('.test.ts'))).toEqual([]);
  expect(named.filter((f, i) => named.indexOf(f) !== i)).toEqual([]);
  for (const [name, tier] of Object.entries(TIERS)) {
    expect([name, tier.files.length > 0, tier.about.length > 0]).toEqual([name, true, true]);
  }
});

test('the Jest projects are the quick tier and one per slow tier, and split the test files exactly', () => {
  expect(config.projects.map((p) => p.displayName)).toEqual(['quick', ...Object.keys(TIERS)]);
  const all = testFiles(join(root, '__tests__'));
  const quick = config.projects[0];
  const ignored = (f: string) => (quick.testPathIgnorePatterns ?? []).some((p) => new RegExp(p).test(`/${f}`));
  const slow = new Set(Object.values(TIERS).flatMap((t) => t.files));
  // Each file in quick exactly when no slow tier names it.
  expect(all.filter((f) => ignored(f) !== slow.has(f))).toEqual([]);
  for (const p of config.projects.slice(1)) expect(p.testMatch).toEqual(TIERS[p.displayName].files.map((f) => `<rootDir>/${f}`));
});

test('the quick tier reaches every module of src/: imported by its tests, or in a bundle they run', () => {
  const slow = new Set(Object.values(TIERS).flatMap((t) => t.files));
  const quickTests = testFiles(join(root, '__tests__')).filter((f) => !slow.has(f));
  // Quick tests run dist/cli.js, dist/index.js and dist/worker.js (version-everywhere, workers-lifetime,
  // init, validate-exit...) and dist/kit.js (adapters-e2e's example adapters): what they hold is reached too.
  const bundles = ['src/cli.ts', 'src/index.ts', 'src/engine/workers/worker.ts', 'src/kit.ts'];
  const seen = new Set<string>();
  const stack = [...quickTests, ...bundles].map((f) => join(root, f));
  const resolveImport = (from: string, spec: string) =>
    [resolve(dirname(from), spec), `${resolve(dirname(from), spec)}.ts`, join(resolve(dirname(from), spec), 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]);
      if (target && /\.(ts|cjs)$/.test(target)) stack.push(target);
    }
  }
  const modules = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  expect(modules(join(root, 'src')).filter((f) => !seen.has(f)).map((f) => relative(root, f))).toEqual([]);
});

test('the workers are a number, half as many again as the cores (a percentage over 100 % Jest reads as a count: 150 workers)', () => {
  const { maxWorkers } = require('../../jest.config.cjs') as { maxWorkers: unknown };
  const cores = require('node:os').availableParallelism() as number;
  expect(maxWorkers).toBe(Math.max(1, Math.floor(cores * 1.5)));
});

test('a fresh clone starts the slow tiers first, the growth harness before all', () => {
  expect((require('../../jest.config.cjs') as { testSequencer: string }).testSequencer).toBe('<rootDir>/__tests__/support/sequencer.cjs');
  const Sequencer = require('../support/sequencer.cjs') as new (o: object) => { sort(t: object[]): Array<{ path: string }> };
  const ctx = { config: { rootDir: root, cacheDirectory: join(root, 'no-such-cache'), id: 'tiers-test' }, hasteFS: { getSize: (p: string) => statSync(p).size } };
  const files = testFiles(join(root, '__tests__'));
  const order = new Sequencer({ contexts: [ctx] }).sort(files.map((f) => ({ path: join(root, f), context: ctx }))).map((t) => relative(root, t.path));
  expect(order[0]).toBe('__tests__/safety/growth.test.ts');
  const slow = new Set(Object.values(TIERS).flatMap((t) => t.files));
  const firstQuick = order.findIndex((f) => !slow.has(f));
  expect(order.slice(firstQuick).filter((f) => slow.has(f))).toEqual([]);
});

test('the tiers share one id and one transform: a file is transformed once for all of them', () => {
  // One id, and this checkout's own: another checkout's transformed files name its paths.
  expect(new Set(config.projects.map((p) => p.id))).toEqual(new Set([`retrieval-gate-${createHash('sha1').update(root).digest('hex').slice(0, 12)}`]));
  const [file, options] = Object.values(config.projects[0].transform)[0];
  const transformer = (require(file.replace('<rootDir>', root)) as { createTransformer(o: object): { getCacheKey(src: string, path: string, o: object): string } }).createTransformer(options);
  const bag = (configString: string, instrument = false) => ({ config: { rootDir: root }, configString, instrument, supportsStaticESM: false });
  const key = (o: object, src = 'export const a = 1;\n') => transformer.getCacheKey(src, join(root, 'src', 'a.ts'), o);
  // The quick tier's settings and another tier's give one key; what changes the output still changes it.
  expect(key(bag('{"displayName":"quick"}'))).toBe(key(bag('{"displayName":"growth"}')));
  expect(key(bag('x', true))).not.toBe(key(bag('x')));
  expect(key(bag('x'), 'export const a = 2;\n')).not.toBe(key(bag('x')));
});

test('with one timings file for every tier, each tier\'s new times are kept, not only the last tier\'s', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rg-perf-cache-'));
  try {
    const Sequencer = require('../support/sequencer.cjs') as new (o: object) => { sort(t: object[]): object[]; cacheResults(t: object[], r: object): void };
    const context = (name: string) => ({ config: { rootDir: root, cacheDirectory: dir, id: 'retrieval-gate', cache: true, haste: {}, name }, hasteFS: { getSize: () => 1 } });
    const [quick, growth] = [context('quick'), context('growth')];
    const tests = [
      { path: join(root, '__tests__/a.test.ts'), context: quick },
      { path: join(root, '__tests__/b.test.ts'), context: growth },
    ];
    const sequencer = new Sequencer({ contexts: [quick, growth] });
    sequencer.sort(tests);
    const result = (path: string, runtime: number) => ({ testFilePath: path, skipped: false, numFailingTests: 0, perfStats: { runtime, start: 0, end: runtime } });
    sequencer.cacheResults(tests, { testResults: [result(tests[0].path, 1111), result(tests[1].path, 2222)] });
    const files = readdirSync(dir).filter((f) => f.startsWith('perf-cache-'));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(readFileSync(join(dir, files[0]), 'utf8')) as Record<string, [number, number]>;
    expect([saved[tests[0].path]?.[1], saved[tests[1].path]?.[1]]).toEqual([1111, 2222]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the workers run with glibc's malloc in huge pages and its thresholds fixed, as the config sets them before Jest starts its workers", () => {
  // This file runs in a worker (or, in band, in the process that read the config): either way the config set these first.
  expect([process.env.MALLOC_MMAP_THRESHOLD_, process.env.MALLOC_TRIM_THRESHOLD_, process.env.GLIBC_TUNABLES]).toEqual(['131072', '131072', 'glibc.malloc.hugetlb=1']);
});
