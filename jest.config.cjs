/**
 * Jest runs TypeScript through @swc/jest (fast, no type-check: `npm run typecheck` does that),
 * wrapped so that built-ins are read once per module rather than on each use through the test
 * sandbox's global (__tests__/support/swc-local-intrinsics.cjs says why: up to 15x in hot loops).
 * The @actions/* and @octokit/* packages are ESM-only: __tests__/support/esm-only-resolver.cjs finds
 * their "import" entry and swc turns it into CommonJS.
 *
 * The tests are split into tiers (__tests__/support/tiers.cjs), one Jest project each, named by
 * its displayName: `quick` (what to run before each commit) and the slow ones. `npm test` runs
 * them all; `npm run test:quick`, `npm run test:tier -- NAME` or `npx jest --selectProjects NAME`
 * one; `npx jest path` a file, whatever its tier.
 */
const { TIERS } = require('./__tests__/support/tiers.cjs');

/**
 * glibc's malloc tuned in the workers and in what they start (set here, before Jest forks its
 * workers, which inherit the environment; a value already set is kept). The workers grow to about
 * 1 GB and start thousands of children (git, the built CLI), and each fork copies the page tables
 * of the forking process: a spawn from a 550 MB process took 30 ms, 4 ms with its heap in huge
 * pages. `glibc.malloc.hugetlb=1` lets malloc's memory use transparent huge pages (where the
 * system offers them on request, as Linux does by default); the fixed thresholds return large freed
 * blocks to the system instead of keeping a heap as large as it ever was. Both together: the quick
 * tier's system time 40.3 -> 30.6 s, its processor time 202 -> 192 s (two runs side by side, so that
 * both met the same load on the shared machine). Other C libraries, and glibc before 2.35, ignore them.
 */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024), MALLOC_TRIM_THRESHOLD_: String(128 * 1024), GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' };
for (const [name, value] of Object.entries(MALLOC_ENV)) process.env[name] ??= value;

/** What every tier shares. */
const base = {
  // One id for every tier: Jest keeps a folder of transformed files per project id, so with an id
  // each (its default) every tier transformed the same sources and node_modules again: 12,300
  // files in a fresh clone instead of 3,400, 52 s of processor time of the suite's. The transform's
  // key leaves out the project's settings too (support/swc-local-intrinsics.cjs), and the tiers'
  // timings, now one file, are written whole (support/sequencer.cjs). The checkout's folder is in
  // the id: Jest's cache folder is shared by every checkout on the machine, and a transformed file
  // names its source's path (in stack traces), so two checkouts never share one.
  id: `retrieval-gate-${require('node:crypto').createHash('sha1').update(__dirname).digest('hex').slice(0, 12)}`,
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  transform: {
    '^.+\\.(t|j|mj)s$': ['<rootDir>/__tests__/support/swc-local-intrinsics.cjs', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  // ESM-only dependencies must be transformed too; which ones changes with their versions, so
  // transform node_modules wholesale (swc is fast and Jest caches the output).
  transformIgnorePatterns: [],
  resolver: '<rootDir>/__tests__/support/esm-only-resolver.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // What scripts/build.mjs injects into dist/, so tests of the source report the package's version too.
  globals: { __VERSION__: require('./package.json').version },
  // With RG_TEST_CPU_LOG set: each file's processor time (support/file-cpu.cjs, `npm run test:cpu`).
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/file-cpu.cjs'],
};

const slowFiles = Object.values(TIERS).flatMap((t) => t.files);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  projects: [
    { ...base, displayName: 'quick', testMatch: ['<rootDir>/__tests__/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...slowFiles.map((f) => `/${escape(f)}$`)] },
    ...Object.entries(TIERS).map(([name, tier]) => ({ ...base, displayName: name, testMatch: tier.files.map((f) => `<rootDir>/${f}`) })),
  ],
  // A hang detector, not a verdict on speed: on a loaded 2-core machine a test can take ten times
  // its processor time by the clock. Explicit timeouts in the tests are as generous.
  testTimeout: 600_000,
  // Jest's default is one worker fewer than the cores: on a 2-core machine that is one worker, run in
  // band, and the suite took its summed time. Half as many again as the cores instead: many files
  // wait rather than compute (on the search servers, Postgres, Chromium, a CLI drawing in tmux), and
  // a third worker on two cores fills those waits: the whole suite took 499 s against 528 s with two
  // (an idle 2-core machine, the servers of .ci/run running).
  // (A number: Jest reads a percentage over 100 % as that many workers, '150%' as 150.)
  maxWorkers: Math.max(1, Math.floor(require('node:os').availableParallelism() * 1.5)),
  // Which file starts first when Jest has no time for it (a fresh clone): the slow tiers' first.
  testSequencer: '<rootDir>/__tests__/support/sequencer.cjs',
  globalSetup: '<rootDir>/__tests__/support/global-setup.cjs',
  globalTeardown: '<rootDir>/__tests__/support/global-teardown.cjs',
  reporters: ['default', '<rootDir>/__tests__/support/plain-summary-reporter.cjs'],
};
