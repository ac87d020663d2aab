#!/usr/bin/env node
/**
 * `npm run test:tier -- NAME [jest options]`: the tests of one tier (__tests__/support/tiers.cjs),
 * through Jest's `--selectProjects`. Without a name, or with an unknown one, lists the tiers.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { TIERS } = createRequire(import.meta.url)(join(root, '__tests__', 'support', 'tiers.cjs'));
const tiers = { quick: { about: 'the unit and fast integration tests: every file no other tier names' }, ...TIERS };
const [name, ...rest] = process.argv.slice(2);

if (!name || !(name in tiers)) {
  if (name) process.stderr.write(`test:tier: no tier '${name}'.\n`);
  process.stderr.write(`Usage: npm run test:tier -- NAME [jest options]. The tiers:\n${Object.entries(tiers).map(([n, t]) => `  ${n.padEnd(8)} ${t.about}`).join('\n')}\n`);
  process.exit(name ? 2 : 0);
}
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(process.execPath, [jest, '--selectProjects', name, ...rest], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
