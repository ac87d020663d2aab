/**
 * init's "already exists" check looks at the path itself, links not followed: a link where one of
 * its files goes is something the user put there, dangling or not, and init refuses to replace it
 * without --force (exit 2, nothing written, nothing created where the link points). Run in process
 * (src/cli/commands/index.ts) on a plain folder; __tests__/cli/init.test.ts runs the bundle in a repository.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-init-links-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/index.md'), '# Gizmo\n\nTurns widgets.\n');
  mkdirSync(join(dir, '.github'));
  return dir;
}

test('a dangling link where the config goes: exit 2 naming it, the link kept, nothing written', async () => {
  const dir = folder();
  symlinkSync('shared/retrieval-gate.yml', join(dir, '.github/retrieval-gate.yml'));
  const io = recordingIo(dir);
  expect(await main(['init'], io)).toBe(2);
  expect(io.err).toMatch(/\.github\/retrieval-gate\.yml.*already exists/s);
  expect(readlinkSync(join(dir, '.github/retrieval-gate.yml'))).toBe('shared/retrieval-gate.yml');
  expect(existsSync(join(dir, '.github/shared'))).toBe(false);
  expect(existsSync(join(dir, '.github/retrieval-golden.yml'))).toBe(false);
  expect(existsSync(join(dir, '.github/workflows'))).toBe(false);
});

test('with --force the three files are written and the link is replaced by a file', async () => {
  const dir = folder();
  symlinkSync('shared/retrieval-gate.yml', join(dir, '.github/retrieval-gate.yml'));
  const io = recordingIo(dir);
  expect(await main(['init', '--force'], io)).toBe(0);
  expect(lstatSync(join(dir, '.github/retrieval-gate.yml')).isFile()).toBe(true);
  expect(existsSync(join(dir, '.github/workflows/retrieval-gate.yml'))).toBe(true);
});
