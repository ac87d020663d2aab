/**
 * Tests run the built dist/ as the runner runs it. When a source file is newer than the bundles
 * (a developer edited src/ and ran `npm test` directly), rebuild once here, before any worker
 * starts, rather than in each test file where parallel builds would race.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

module.exports = async () => {
  const root = join(__dirname, '..', '..');
  const bundles = ['dist/cli.js', 'dist/index.js', 'dist/kit.js'].map((f) => join(root, f));
  const sourcesChanged = newestMtime(join(root, 'src'));
  const stale = bundles.some((b) => !existsSync(b) || statSync(b).mtimeMs < sourcesChanged);
  if (!stale) return;
  try {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'pipe' });
  } catch (e) {
    // Unit tests need no bundle; the tests that run dist/ will fail on their own and say why.
    process.stderr.write(`\nglobal-setup: rebuilding dist/ failed, tests of dist/ will use the old bundle:\n${String(e.stderr || e.message)}\n`);
  }
};
