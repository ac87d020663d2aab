/**
 * The static embedding model the embedded hybrid retriever ships (models/<name>/, made by
 * scripts/distill/distill.py; docs/embeddings.md): one int8 vector per WordPiece token, with a
 * float32 scale per row. A text's vector is the sum of its tokens' rows, L2-normalised (the rows
 * carry their Zipf weight, so a mean and a sum rank alike). No native code, no network: the files
 * are read in process, checked against the manifest's hashes, and kept for the process's life.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { WordPiece } from './wordpiece';

/** The model the hybrid retriever uses when no `dense` section names an API model. */
export const STATIC_MODEL_NAME = 'static-minilm-l6-256';

interface Manifest {
  name: string;
  format: string;
  dims: number;
  vocab_size: number;
  files: Record<string, string>;
}

export interface StaticModel {
  readonly name: string;
  /** First 12 hex digits of the embeddings file's sha256: names the exact vectors in reports and cache keys. */
  readonly hash: string;
  readonly dims: number;
  readonly tokenizer: WordPiece;
  /** The text's vector (sum of its token rows, L2-normalised) into `out` (zeroed first); returns `out`. */
  embed(text: string, out?: Float32Array): Float32Array;
  /** Milliseconds the files took to read and check. */
  readonly loadMs: number;
}

/**
 * Where the model folder is: next to the bundle (dist/models/<name>, copied by scripts/build.mjs)
 * or at the repository root when run from source (src/retrieve/embed → ../../../models); last, for the
 * benchmarks bundled into a temporary folder, the project root scripts/bench.mjs names.
 */
export function staticModelDir(name: string = STATIC_MODEL_NAME): string {
  const candidates = [path.join(__dirname, 'models', name), path.resolve(__dirname, '..', '..', '..', 'models', name)];
  if (process.env.RG_PROJECT_ROOT) candidates.push(path.resolve(process.env.RG_PROJECT_ROOT, 'models', name));
  const found = candidates.find((d) => existsSync(path.join(d, 'manifest.json')));
  if (!found) throw new Error(`static embedding model ${name} not found (looked in ${candidates.join(', ')}); the installation is incomplete`);
  return found;
}

const loaded = new Map<string, StaticModel>();

/**
 * `name@hash` of the model a retriever config uses, or '' when it uses none: read from the
 * manifest alone (no vectors loaded), for cache keys that must change when the model does.
 */
export function staticModelIdentity(retriever: { type: string; dense?: unknown }): string {
  if (retriever.type !== 'static') return '';
  const dir = staticModelDir(STATIC_MODEL_NAME);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  return `${manifest.name}@${(manifest.files['embeddings.i8'] ?? '').slice(0, 12)}`;
}

/** The model, read once per process. */
export function loadStaticModel(name: string = STATIC_MODEL_NAME): StaticModel {
  const had = loaded.get(name);
  if (had) return had;
  const model = readModel(staticModelDir(name));
  loaded.set(name, model);
  return model;
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A model file, checked against the manifest's hash (a damaged install fails loudly, not with odd rankings). */
function readChecked(dir: string, file: string, manifest: Manifest): Buffer {
  const at = path.join(dir, file);
  const data = readFileSync(at);
  const want = manifest.files[file];
  if (!want) throw new Error(`static embedding model ${manifest.name}: ${at} has no sha256 in its manifest (damaged installation)`);
  const got = sha256(data);
  if (got !== want) {
    throw new Error(`static embedding model ${manifest.name}: ${at} does not match its manifest (${data.length} bytes, sha256 ${got.slice(0, 12)}…, the manifest's ${want.slice(0, 12)}…): damaged installation, reinstall the action`);
  }
  return data;
}

/** out += f · rows[off .. off+dims): a small function of its own so V8 optimises the loop as a unit. */
function addScaled(out: Float32Array, rows: Float32Array, off: number, f: number, dims: number): void {
  let j = 0;
  for (; j + 3 < dims; j += 4) {
    out[j] += f * rows[off + j];
    out[j + 1] += f * rows[off + j + 1];
    out[j + 2] += f * rows[off + j + 2];
    out[j + 3] += f * rows[off + j + 3];
  }
  for (; j < dims; j++) out[j] += f * rows[off + j];
}

function readModel(dir: string): StaticModel {
  const t0 = performance.now();
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const vocab = readChecked(dir, 'vocab.txt', manifest).toString('utf8').split('\n');
  if (vocab[vocab.length - 1] === '') vocab.pop();
  const bytes = readChecked(dir, 'embeddings.i8', manifest);
  const scaleBytes = readChecked(dir, 'scales.f32', manifest);
  const dims = manifest.dims;
  if (vocab.length !== manifest.vocab_size || bytes.length !== vocab.length * dims || scaleBytes.length !== vocab.length * 4) {
    throw new Error(`static embedding model ${manifest.name}: file sizes do not match ${manifest.vocab_size} × ${dims}`);
  }
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  // Copied so the float view is aligned whatever offset the file buffer has.
  const scales = new Float32Array(new Uint8Array(scaleBytes).buffer);
  // Dequantized once: summing float rows is several times faster than scaling int8 per token.
  const rows = new Float32Array(q.length);
  for (let r = 0; r < vocab.length; r++) {
    const s = scales[r];
    const off = r * dims;
    for (let j = 0; j < dims; j++) rows[off + j] = q[off + j] * s;
  }
  const tokenizer = new WordPiece(vocab);
  const hash = manifest.files['embeddings.i8'].slice(0, 12);
  // Per-text scratch: token counts by id, and the ids touched, so a text costs its own tokens only.
  const counts = new Float32Array(vocab.length);
  const touched: number[] = [];
  const count = (id: number): void => {
    if (counts[id] === 0) touched.push(id);
    counts[id] += 1;
  };
  const embed = (text: string, out: Float32Array = new Float32Array(dims)): Float32Array => {
    out.fill(0);
    tokenizer.forEachPiece(text, count);
    for (let t = 0; t < touched.length; t++) {
      const id = touched[t];
      const f = counts[id];
      counts[id] = 0;
      if (scales[id] !== 0) addScaled(out, rows, id * dims, f, dims);
    }
    touched.length = 0;
    let sum = 0;
    for (let j = 0; j < dims; j++) sum += out[j] * out[j];
    if (sum > 0) {
      const inv = 1 / Math.sqrt(sum);
      for (let j = 0; j < dims; j++) out[j] *= inv;
    }
    return out;
  };
  return { name: manifest.name, hash, dims, tokenizer, embed, loadMs: performance.now() - t0 };
}
