/**
 * The answers cache folder follows no symbolic link.
 *
 * Before: a bucket folder `<cache_dir>/<key[0..2]>` committed as a link to an outside folder was
 * followed: the answer was written outside the workspace, and an answer planted there was read.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { folderAnswerStore } from '../../src/answers/answer-store';

const KEY = 'ab'.padEnd(64, '0');
let dir: string;
let outside: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rg-answers-links-'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'rg-answers-outside-'));
});
afterEach(() => [dir, outside].forEach((d) => rmSync(d, { recursive: true, force: true })));

test('a bucket folder that is a link: nothing read from it, nothing written through it', async () => {
  writeFileSync(path.join(outside, `${KEY}.json`), '{"planted":true}');
  symlinkSync(outside, path.join(dir, 'ab'));
  const log: string[] = [];
  const store = folderAnswerStore(dir, (m) => log.push(m));
  expect(await store.get(KEY)).toBeNull();
  await store.put(KEY.replace(/0$/, '1'), '{"answer":"x"}');
  expect(readdirSync(outside)).toEqual([`${KEY}.json`]);
  expect(log[0]).toMatch(/answers cache: .*\/ab is a symbolic link: not read or written through it/);
});

test('an entry that is a link is not read; a plain one is', async () => {
  mkdirSync(path.join(dir, 'ab'));
  writeFileSync(path.join(outside, 'x.json'), '{"planted":true}');
  symlinkSync(path.join(outside, 'x.json'), path.join(dir, 'ab', `${KEY}.json`));
  const store = folderAnswerStore(dir);
  expect(await store.get(KEY)).toBeNull();
  const other = KEY.replace(/0$/, '2');
  await store.put(other, '{"answer":"y"}');
  expect(await store.get(other)).toBe('{"answer":"y"}');
});
