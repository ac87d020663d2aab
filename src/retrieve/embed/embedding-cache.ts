/**
 * On-disk embeddings cache (an I/O adapter). Unchanged chunks are never embedded twice: entries
 * are keyed by model + dimensions + prefix + tool version (one folder per combination, named in
 * src/retrieve/cache-key.ts) and the SHA-256 of the text. The GitHub Action keeps its own folder (under RUNNER_TEMP) and persists it with @actions/cache.
 *
 * What it trusts: a vector cannot be checked without calling the model, so the cache is only as
 * good as whoever wrote the folder. Each entry's key is a hash of the namespace (model, output
 * size, prefix) and the text's hash, so a vector filed in another namespace's folder, or under
 * another text, never matches; but a vector forged for the right key does. That is why the action
 * never reads the folder a checkout holds (a pull request can commit one) and scopes what it
 * restores by who saved it (src/github/run-caches.ts). Nothing here follows a symbolic link: a
 * cache or namespace folder that is a link is neither read nor written, and files are opened
 * with O_NOFOLLOW, so a committed link cannot send a write outside the folder.
 *
 * Layout: `<cache_dir>/<model>-<namespace hash>/<content sha256>.emb`, append-only shards. Each
 * run that embedded something writes one new shard (temp file + rename, so readers never see half
 * a file); when shards pile up, the next flush merges them into one. A shard is named by the hash
 * of its bytes, so a truncated file is detected and ignored with a warning (an integrity check
 * only: anyone who writes a shard can name it).
 *
 * Shard format (little endian), version 2:
 *   8 bytes  magic `RGEMB` 0x02 0x00 0x00
 *   u32      dims
 *   u32      count
 *   count × 32 bytes   entry keys: SHA-256 of (namespace id, SHA-256 of the text), raw
 *   count × dims f32   the vectors, in the same order
 */
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cacheKey } from '../common/cache-key';

const MAGIC = Buffer.from([0x52, 0x47, 0x45, 0x4d, 0x42, 0x02, 0x00, 0x00]);
const HEADER_BYTES = 16;
const KEY_BYTES = 32;
/** Above this many shards a flush merges them, so opening stays a handful of reads. */
const MAX_SHARDS = 8;

/** What makes two vectors of the same text different: the model, its output size and the prefix. */
export interface CacheNamespace {
  model: string;
  dimensions?: number;
  prefix: string;
  /**
   * The API endpoint that computed the vectors (absent for the shipped encoder, whose identity is
   * its model's hash). A user's cache folder serves every repository they run in: one whose config
   * sent a model name to its own server must not fill the cache another repository reads for the
   * real model of that name.
   */
  endpoint?: string;
  /**
   * `query` keeps question vectors in a small folder of their own, so the (large) document
   * vectors need not stay in memory while questions are embedded.
   */
  role?: 'document' | 'query';
  /** What computes the vectors in process (the shipped encoder's onnxruntime); none for a service. */
  runtime?: string;
}

/** SHA-256 of a text, hex: the per-entry key. */
export function textKey(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Hex identity of a namespace: what every entry key and the folder name are bound to. The model,
 * output size, prefix and (in process) runtime are the embedder's identity; cacheKey adds the
 * tool version, so a new version starts a folder of its own.
 */
function namespaceId(ns: CacheNamespace): string {
  const embedder = {
    type: 'dense',
    dense: { model: ns.model, dimensions: ns.dimensions ?? null, prefix: ns.prefix, ...(ns.endpoint ? { endpoint: ns.endpoint } : {}), ...(ns.runtime ? { runtime: ns.runtime } : {}) },
  };
  return cacheKey({ cache: 'embeddings-namespace', scope: null, retriever: embedder, content: [ns.role === 'query' ? 'query' : 'document'] });
}

/** Folder of one namespace: readable model name plus a hash of all three parts. */
export function namespaceFolder(ns: CacheNamespace): string {
  const readable = ns.model.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
  return `${readable}${ns.role === 'query' ? '-queries' : ''}-${namespaceId(ns).slice(0, 16)}`;
}

function boundKey(nsId: string, key: string): string {
  return createHash('sha256').update(`${nsId}\0${key}`, 'utf8').digest('hex');
}

interface Shard {
  file: string;
  dims: number;
  keys: Buffer;
  vectors: Float32Array;
}

/** A namespace of the cache, opened once per retriever build. */
export class EmbeddingCache {
  private readonly root: string;
  private readonly dir: string;
  private readonly nsId: string;
  private readonly log: (message: string) => void;
  private shards: Shard[] = [];
  // Both keyed by entry key (the text's key bound to the namespace), as the shards store them.
  private readonly index = new Map<string, { shard: Shard; row: number }>();
  private pending = new Map<string, Float32Array>();
  /** Set when the cache or namespace folder is a symbolic link: then nothing is read or written. */
  private refused = false;

  private constructor(root: string, ns: CacheNamespace, log: (message: string) => void) {
    this.root = root;
    this.dir = path.join(root, namespaceFolder(ns));
    this.nsId = namespaceId(ns);
    this.log = log;
  }

  /** Opens (and reads) the namespace folder under `cacheDir`; a missing folder is an empty cache. */
  static open(cacheDir: string, ns: CacheNamespace, log: (message: string) => void = () => {}): EmbeddingCache {
    const cache = new EmbeddingCache(cacheDir, ns, log);
    if (cache.linked()) return cache;
    cache.load();
    return cache;
  }

  /** True (once said in the log) when the cache folder or this namespace's folder is a symbolic link. */
  private linked(): boolean {
    if (this.refused) return true;
    const link = [this.root, this.dir].find(isLink);
    if (!link) return false;
    this.refused = true;
    this.log(`embedding cache: ${link} is a symbolic link: the cache is neither read nor written through it`);
    return true;
  }

  /** Number of entries available (on disk and pending). */
  get size(): number {
    let n = this.index.size;
    for (const k of this.pending.keys()) if (!this.index.has(k)) n++;
    return n;
  }

  /** The cached vector for a text key (textKey), or undefined. Do not modify it. */
  get(key: string): Float32Array | undefined {
    return this.byEntry(boundKey(this.nsId, key));
  }

  /** Remembers a vector for a text key until the next flush. */
  put(key: string, vector: Float32Array): void {
    const k = boundKey(this.nsId, key);
    if (!this.index.has(k)) this.pending.set(k, vector);
  }

  private byEntry(k: string): Float32Array | undefined {
    const p = this.pending.get(k);
    if (p) return p;
    const at = this.index.get(k);
    if (!at) return undefined;
    const d = at.shard.dims;
    return at.shard.vectors.subarray(at.row * d, (at.row + 1) * d);
  }

  /** Writes pending entries as one new shard (merging old shards when there are many). Never throws. */
  flush(): void {
    if (this.pending.size === 0 || this.linked()) return;
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      // mkdir succeeds through a link made since open: look again before writing anything.
      if (this.linked()) return;
      const entries: Array<[string, Float32Array]> = [...this.pending.entries()];
      const merge = this.shards.length + 1 > MAX_SHARDS;
      if (merge) for (const [key, at] of this.index) entries.push([key, this.byEntry(key) ?? new Float32Array(at.shard.dims)]);
      // Sorted so the same entries always make the same bytes (and so the same file name).
      entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      const byDims = new Map<number, Array<[string, Float32Array]>>();
      for (const e of entries) {
        const list = byDims.get(e[1].length) ?? [];
        list.push(e);
        byDims.set(e[1].length, list);
      }
      const written: Shard[] = [];
      for (const [dims, list] of [...byDims.entries()].sort((a, b) => a[0] - b[0])) written.push(this.writeShard(dims, list));
      if (merge) {
        for (const s of this.shards) if (!written.some((w) => w.file === s.file)) fs.rmSync(s.file, { force: true });
        this.shards = [];
        this.index.clear();
      }
      // The new shards join the index straight from memory: no re-reading of what is already known.
      for (const shard of written) this.addShard(shard);
      this.pending = new Map();
    } catch (e) {
      this.log(`embedding cache: could not write to ${this.dir}: ${(e as Error).message}`);
    }
  }

  private addShard(shard: Shard): void {
    this.shards.push(shard);
    for (let i = 0; i < shard.keys.length / KEY_BYTES; i++) {
      const key = shard.keys.toString('hex', i * KEY_BYTES, (i + 1) * KEY_BYTES);
      if (!this.index.has(key)) this.index.set(key, { shard, row: i });
    }
  }

  private writeShard(dims: number, entries: Array<[string, Float32Array]>): Shard {
    const count = entries.length;
    const buf = Buffer.alloc(HEADER_BYTES + count * KEY_BYTES + count * dims * 4);
    MAGIC.copy(buf, 0);
    buf.writeUInt32LE(dims, 8);
    buf.writeUInt32LE(count, 12);
    const vecOffset = HEADER_BYTES + count * KEY_BYTES;
    const vecs = new Float32Array(buf.buffer, buf.byteOffset + vecOffset, count * dims);
    entries.forEach(([key, v], i) => {
      buf.write(key, HEADER_BYTES + i * KEY_BYTES, KEY_BYTES, 'hex');
      vecs.set(v, i * dims);
    });
    if (!littleEndian()) throw new Error('big-endian hosts are not supported by the cache format');
    const name = `${createHash('sha256').update(buf).digest('hex').slice(0, 32)}.emb`;
    const file = path.join(this.dir, name);
    if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile()) {
      const tmp = path.join(this.dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
      // 'wx' is O_CREAT|O_EXCL: it fails on any existing name, a link included; rename replaces a link, never follows it.
      fs.writeFileSync(tmp, buf, { flag: 'wx' });
      fs.renameSync(tmp, file);
    }
    const keys = Buffer.from(buf.subarray(HEADER_BYTES, HEADER_BYTES + count * KEY_BYTES));
    return { file, dims, keys, vectors: vecs };
  }

  private load(): void {
    let names: string[];
    try {
      // Plain files only: a link named like a shard is skipped, never followed.
      names = fs
        .readdirSync(this.dir, { withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.emb') && !e.name.startsWith('.'))
        .map((e) => e.name);
    } catch {
      return; // no folder yet: an empty cache
    }
    names.sort();
    for (const name of names) {
      const file = path.join(this.dir, name);
      const shard = readShard(file, (why) => this.log(`embedding cache: ignoring ${file}: ${why}`));
      if (shard) this.addShard(shard);
    }
  }
}

/** True when `p` is a symbolic link; false when it is anything else or cannot be looked at (read and write say why). */
function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  } catch {
    return false;
  }
}

function littleEndian(): boolean {
  return new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
}

/** Reads and verifies one shard; undefined (after `warn`) when it is not a whole, valid shard. */
function readShard(file: string, warn: (why: string) => void): Shard | undefined {
  let raw: Buffer;
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    try {
      raw = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    warn((e as Error).message);
    return undefined;
  }
  if (raw.length < HEADER_BYTES || !raw.subarray(0, 8).equals(MAGIC)) {
    warn('not an embeddings shard (bad header)');
    return undefined;
  }
  const dims = raw.readUInt32LE(8);
  const count = raw.readUInt32LE(12);
  const expected = HEADER_BYTES + count * KEY_BYTES + count * dims * 4;
  if (dims === 0 || raw.length !== expected) {
    warn(`size ${raw.length} bytes, expected ${expected}`);
    return undefined;
  }
  const digest = createHash('sha256').update(raw).digest('hex').slice(0, 32);
  if (`${digest}.emb` !== path.basename(file)) {
    warn('content does not match its checksum');
    return undefined;
  }
  // Copy into a fresh, 4-byte aligned buffer: readFileSync may hand back a pooled slice.
  const vecBytes = raw.subarray(HEADER_BYTES + count * KEY_BYTES);
  const vectors = new Float32Array(count * dims);
  new Uint8Array(vectors.buffer).set(vecBytes);
  return { file, dims, keys: Buffer.from(raw.subarray(HEADER_BYTES, HEADER_BYTES + count * KEY_BYTES)), vectors };
}
