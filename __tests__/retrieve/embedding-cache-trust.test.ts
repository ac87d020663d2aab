/**
 * The embeddings cache folder is input from others (a pull request can commit one, a link in it
 * included).
 *
 * Before: entries were keyed by the text's hash alone, so a shard filed under one namespace's
 * folder served any model whose folder it was copied into; and a committed link
 * `.retrieval-gate/embeddings/<model>-<ns>` → an outside folder was followed, so a flush wrote
 * its `.emb` file outside the workspace (exit 0). Now an entry's key binds the namespace, and a
 * link (cache folder, namespace folder or shard) is neither followed nor written through.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { EmbeddingCache, namespaceFolder, textKey } from '../../src/retrieve/embed/embedding-cache';

const NS = { model: 'm/1', dimensions: 4, prefix: 'passage: ' };
const OTHER = { ...NS, model: 'm/2' };
let dir: string;
let outside: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-emb-trust-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-emb-outside-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

function write(ns: typeof NS, text: string, v: number[]): void {
  const c = EmbeddingCache.open(dir, ns);
  c.put(textKey(text), Float32Array.from(v));
  c.flush();
}

test("a shard moved into another model's folder matches none of its texts", () => {
  write(OTHER, 'refunds', [9, 9, 9, 9]);
  const from = path.join(dir, namespaceFolder(OTHER));
  const to = path.join(dir, namespaceFolder(NS));
  fs.mkdirSync(to);
  for (const f of fs.readdirSync(from)) fs.copyFileSync(path.join(from, f), path.join(to, f));
  const c = EmbeddingCache.open(dir, NS);
  expect(c.size).toBe(1); // the shard is whole and read…
  expect(c.get(textKey('refunds'))).toBeUndefined(); // …but its entry is bound to the other model
  expect(Array.from(EmbeddingCache.open(dir, OTHER).get(textKey('refunds'))!)).toEqual([9, 9, 9, 9]);
});

test('a namespace folder that is a link out: nothing read there, nothing written there, said once', () => {
  // What the attacker leaves outside: a valid shard for the text, with a vector of their choosing.
  const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-emb-planted-'));
  try {
    const p = EmbeddingCache.open(planted, NS);
    p.put(textKey('refunds'), Float32Array.from([7, 7, 7, 7]));
    p.flush();
    fs.renameSync(path.join(planted, namespaceFolder(NS)), path.join(outside, 'ns'));
  } finally {
    fs.rmSync(planted, { recursive: true, force: true });
  }
  const before = fs.readdirSync(path.join(outside, 'ns'));
  fs.symlinkSync(path.join(outside, 'ns'), path.join(dir, namespaceFolder(NS)));
  const log: string[] = [];
  const c = EmbeddingCache.open(dir, NS, (m) => log.push(m));
  expect(c.get(textKey('refunds'))).toBeUndefined();
  for (const t of ['a', 'b', 'c']) c.put(textKey(t), Float32Array.from([1, 2, 3, 4]));
  c.flush();
  expect(fs.readdirSync(path.join(outside, 'ns'))).toEqual(before);
  expect(log).toEqual([`embedding cache: ${path.join(dir, namespaceFolder(NS))} is a symbolic link: the cache is neither read nor written through it`]);
});

test('a cache folder that is a link out is not written through either', () => {
  const root = path.join(dir, 'embeddings');
  fs.symlinkSync(outside, root);
  const c = EmbeddingCache.open(root, NS, () => undefined);
  c.put(textKey('a'), Float32Array.from([1, 2, 3, 4]));
  c.flush();
  expect(fs.readdirSync(outside)).toEqual([]);
});

test('a shard that is a link is skipped, not followed', () => {
  write(NS, 'refunds', [1, 2, 3, 4]);
  const folder = path.join(dir, namespaceFolder(NS));
  const [name] = fs.readdirSync(folder);
  fs.renameSync(path.join(folder, name), path.join(outside, name));
  fs.symlinkSync(path.join(outside, name), path.join(folder, name));
  expect(EmbeddingCache.open(dir, NS).get(textKey('refunds'))).toBeUndefined();
});
