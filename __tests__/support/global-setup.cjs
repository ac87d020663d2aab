/**
 * Tests run the built bundles as the runner runs them. When dist/ is up to date with src/ (by the
 * commits when both are as committed, else by file times), they run dist/ itself: no build. When a
 * source file is newer (a developer edited src/ and ran `npm test` without
 * `npm run build`), the bundles are built once here, before any worker starts, into a temporary
 * folder the tests of the bundles use (RG_DIST, __tests__/support/dist.ts): the committed dist/ is
 * never rewritten behind the developer's back. One line says so.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Git's answer, or undefined outside a work tree (a tarball) or without git. */
function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether the committed bundles are as fresh as the committed sources: with src/ and dist/ as
 * committed, dist/ is fresh when the newest commit touching either touched dist/ (the bundles are
 * rebuilt and committed after the sources). Undefined when git cannot say (edits not committed, no
 * work tree): file times decide then. File times alone mislead on a fresh clone or checkout, where
 * they are the order git wrote the files in, not the order they were made.
 */
function committedFresh(root) {
  const dirty = git(root, ['status', '--porcelain', '--', 'src', 'dist']);
  if (dirty === undefined || dirty !== '') return undefined;
  const newest = git(root, ['log', '-1', '--format=%H', '--', 'src', 'dist']);
  if (!newest) return undefined;
  const touched = git(root, ['diff-tree', '--no-commit-id', '--name-only', '-r', '--root', newest, '--', 'dist']);
  return touched === undefined ? undefined : touched !== '';
}

/** The corpora tests read (__tests__/support/corpora.ts): those absent are named once, in one line. */
const CORPORA = ['cpp-docs', 'astro-docs', 'flask-docs', 'asciidoctor-docs', 'tldr', 'cranfield'];

function sayAbsentCorpora(root) {
  const dir = process.env.RG_CORPORA || join(root, '..', 'shared', 'corpora');
  const absent = CORPORA.filter((c) => !existsSync(join(dir, c)));
  if (absent.length) process.stderr.write(`\njest: corpora absent from ${dir}, their tests are skipped: ${absent.join(', ')} (set RG_CORPORA to their folder)\n`);
}

module.exports = async () => {
  const root = join(__dirname, '..', '..');
  sayAbsentCorpora(root);
  // The command line caches vectors and answers in the user's cache folder: tests never write the
  // real one (~/.cache). A test that counts cache hits sets a folder of its own.
  if (!process.env.RETRIEVAL_GATE_CACHE_DIR) {
    process.env.RETRIEVAL_GATE_CACHE_DIR = mkdtempSync(join(tmpdir(), 'rg-cache-'));
    process.env.RG_CACHE_TEMP = process.env.RETRIEVAL_GATE_CACHE_DIR;
  }
  const bundles = ['cli.js', 'index.js', 'kit.js', 'worker.js'].map((f) => join(root, 'dist', f));
  const missing = bundles.some((b) => !existsSync(b));
  const fresh = missing ? false : committedFresh(root);
  const sourcesChanged = fresh === undefined ? newestMtime(join(root, 'src')) : 0;
  const stale = fresh === undefined ? bundles.some((b) => statSync(b).mtimeMs < sourcesChanged) : !fresh;
  if (!stale) {
    process.env.RG_DIST = join(root, 'dist');
    return;
  }
  const out = mkdtempSync(join(tmpdir(), 'rg-dist-'));
  process.env.RG_DIST = out;
  process.env.RG_DIST_TEMP = out;
  try {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--outdir', out], { cwd: root, stdio: 'pipe' });
    process.stderr.write(`\njest: dist/ is older than src/; the tests of the bundles run a fresh build in ${out} (\`npm run build\` updates dist/).\n`);
  } catch (e) {
    process.stderr.write(`\njest: building the bundles failed, the tests of dist/ will fail:\n${String(e.stderr || e.message)}\n`);
  }
};
