/**
 * The local folder store (`cache-dir`) copies no symbolic link in either direction, and an entry
 * is a plain folder.
 *
 * Before: fs.cp copied links as links, so a link planted in an entry was restored into the run's
 * folder (where the next write went through it), a link in a saved folder went into the store,
 * and a link named like an entry was restored from wherever it pointed.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { localFolderStore } from '../../src/github/cache';
import { tempDir } from './git-repos';

let dir: string;
let outside: string;
beforeEach(() => {
  dir = tempDir('rg-store-links-');
  outside = tempDir('rg-store-outside-');
  writeFileSync(path.join(outside, 'secret.txt'), 'outside');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

test('restore copies the files of an entry, not its links', async () => {
  const store = path.join(dir, 'store');
  const entry = path.join(store, 'k1', '0');
  mkdirSync(entry, { recursive: true });
  writeFileSync(path.join(entry, 'a.emb'), 'A');
  symlinkSync(outside, path.join(entry, 'ns-link'));
  symlinkSync(path.join(outside, 'secret.txt'), path.join(entry, 'b.emb'));
  const target = path.join(dir, 'restored');
  expect(await localFolderStore(store).restore([target], 'k1', [])).toBe('k1');
  expect(readdirSync(target)).toEqual(['a.emb']);
});

test('save stores the files of a folder, not its links', async () => {
  const src = path.join(dir, 'src');
  mkdirSync(src);
  writeFileSync(path.join(src, 'a.emb'), 'A');
  symlinkSync(outside, path.join(src, 'ns-link'));
  const store = path.join(dir, 'store');
  await localFolderStore(store).save([src], 'k2');
  expect(readdirSync(path.join(store, 'k2', '0'))).toEqual(['a.emb']);
  expect(readFileSync(path.join(store, 'k2', '0', 'a.emb'), 'utf8')).toBe('A');
});

test('a link named like an entry, or matching a restore prefix, is no entry', async () => {
  const store = path.join(dir, 'store');
  mkdirSync(path.join(outside, '0'));
  writeFileSync(path.join(outside, '0', 'planted.emb'), 'P');
  mkdirSync(store);
  symlinkSync(outside, path.join(store, 'k3'));
  const target = path.join(dir, 'restored');
  expect(await localFolderStore(store).restore([target], 'k3', ['k'])).toBeUndefined();
  expect(existsSync(target)).toBe(false);
  expect(lstatSync(path.join(store, 'k3')).isSymbolicLink()).toBe(true);
});
