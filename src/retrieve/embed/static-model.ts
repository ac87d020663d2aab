/**
 * The static embedding model the embedded hybrid retriever ships (models/<name>/, made by
 * scripts/distill/distill.py; docs/embeddings.md): one int8 vector per WordPiece token, with a
 * float32 scale per row. A text's vector is the sum of its tokens' rows, L2-normalised (the rows
 * carry their Zipf weight, so a mean and a sum rank alike). No native code, no network: the files
 * are read in process through the one model-folder loader (the whole manifest and every hash
 * checked), and kept for the process's life.
 */
import { installError, modelDir, openModelFolder, rule, type ManifestSpec, type ModelFolder } from './model-folder';
import { WordPiece } from './wordpiece';

/** The model the hybrid retriever uses when no `dense` section names an API model. */
export const STATIC_MODEL_NAME = 'static-minilm-l6-256';

/** What the code assumes of the folder: BERT's uncased WordPiece as wordpiece.ts implements it, int8 rows with a scale each. */
const SPEC: ManifestSpec = {
  format: 'retrieval-gate/static-embeddings@1',
  keys: {
    dims: rule.integerAtLeast(1),
    vocab_size: rule.integerAtLeast(1),
    tokenizer: rule.fields({
      kind: rule.exactly('wordpiece'),
      continuing_prefix: rule.exactly('##'),
      lowercase: rule.exactly(true),
      strip_accents: rule.exactly(true),
      unk: rule.exactly('[UNK]'),
      max_chars_per_word: rule.exactly(100),
    }),
  },
  files: ['vocab.txt', 'embeddings.i8', 'scales.f32'],
};

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

/** Where the model folder is (model-folder.ts: next to the bundle, the repository root, RG_PROJECT_ROOT). */
export function staticModelDir(name: string = STATIC_MODEL_NAME): string {
  return modelDir(name);
}

const loaded = new Map<string, StaticModel>();

/**
 * `name@hash` of the model a retriever config uses, or '' when it uses none: read from the
 * manifest alone (no vectors loaded), for cache keys that must change when the model does.
 */
export function staticModelIdentity(retriever: { type: string; dense?: unknown }): string {
  if (retriever.type !== 'static') return '';
  return `${STATIC_MODEL_NAME}@${openModelFolder(STATIC_MODEL_NAME, SPEC).hashOf('embeddings.i8')}`;
}

/** The model, read once per process. */
export function loadStaticModel(name: string = STATIC_MODEL_NAME): StaticModel {
  const had = loaded.get(name);
  if (had) return had;
  const model = readModel(name, openModelFolder(name, SPEC));
  loaded.set(name, model);
  return model;
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

function readModel(name: string, folder: ModelFolder): StaticModel {
  const t0 = performance.now();
  const manifest = folder.manifest as unknown as { dims: number; vocab_size: number };
  const vocab = folder.read('vocab.txt').toString('utf8').split('\n');
  if (vocab[vocab.length - 1] === '') vocab.pop();
  const bytes = folder.read('embeddings.i8');
  const scaleBytes = folder.read('scales.f32');
  const dims = manifest.dims;
  // Hashes matched, so only a manifest whose sizes disagree with its own files gets here.
  if (vocab.length !== manifest.vocab_size || bytes.length !== vocab.length * dims || scaleBytes.length !== vocab.length * 4) {
    throw installError(name, `its files' sizes do not match ${manifest.vocab_size} × ${dims} in manifest.json`);
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
  const hash = folder.hashOf('embeddings.i8');
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
  return { name: folder.manifest.name, hash, dims, tokenizer, embed, loadMs: performance.now() - t0 };
}
