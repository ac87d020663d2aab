/**
 * The tiers of __tests__/support/tiers.cjs name real files, each once, so that a rename cannot
 * move a slow file into the quick tier unnoticed; and the Jest projects split the suite exactly:
 * every test file in one tier, none in two.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const { TIERS } = require('../support/tiers.cjs') as { TIERS: Record<string, { about: string; files: string[] }> };
const config = require('../../jest.config.cjs') as { projects: Array<{ displayName: string; testMatch: string[]; testPathIgnorePatterns?: string[] }> };
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
