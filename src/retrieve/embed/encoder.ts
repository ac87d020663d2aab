/**
 * The shipped sentence encoder (models/minilm-l6-v2/: all-MiniLM-L6-v2, its weights stored as
 * int8 and computed in float32, made by scripts/encoder/; docs/embeddings.md), run in process by
 * onnxruntime-node. No integer products: those of int8 dynamic quantization saturate on x86
 * without VNNI and not elsewhere, which made a text's vector depend on the processor.
 *
 * What sentence-transformers does, step for step, so the vectors match its own: the tokenizer
 * is the model's tokenizer.json read by @huggingface/tokenizers (the same ids as the Python
 * `tokenizers` package), each text truncated to 256 tokens ([CLS] … [SEP] kept), the last hidden
 * state mean-pooled over real tokens and L2-normalised.
 *
 * One text a run, never batched: in a batch, padding is computed too and the additions of a
 * text's products depend on the batch's shape, so a vector from the cache could differ from the
 * same text embedded fresh. Alone, a text's vector is a function of the text (the thread split
 * does not change it either: the same bytes on one intra-op thread and two), and with no padding
 * to compute it was also faster (the int8 model before: 30 texts a second against 14 in batches
 * of 32, one thread).
 *
 * On more than one core the texts are shared among worker threads, a session each on one core
 * (encoder-threads.ts: 1.37 times the speed of one session on two cores); each holds the model
 * with its weights unpacked in float (about 140 MB) and its arena. Run from TypeScript sources, or in such a thread, it embeds here, on
 * one onnxruntime thread unless asked for more (loadEncoder says why).
 */
import type { InferenceSession, Tensor } from 'onnxruntime-node';
// The version alone (a constant module): reading it loads no native library.
import { bundleFile } from '../../util/worker-script';
import { EncoderThreads } from './encoder-threads';
import { ENCODER_NAME, ENCODER_RUNTIME, ENCODER_SPEC as SPEC, encoderIdentityOf } from '../model/encoder-model';
import { openModelFolder, type ModelFolder } from '../model/model-folder';

// The model's name, runtime and identity live with its folder's rules, below the retrievers that use them.
export { ENCODER_NAME, ENCODER_RUNTIME, encoderIdentity } from '../model/encoder-model';

/** What the encoder's cached vectors are filed under (src/retrieve/embed/embedding-cache.ts): the model, its size, its runtime. */
export function encoderCacheModel(encoder: { identity: string; dims: number }): { model: string; dimensions: number; runtime: string } {
  return { model: encoder.identity, dimensions: encoder.dims, runtime: ENCODER_RUNTIME };
}

interface EncoderManifest {
  dims: number;
  max_tokens: number;
}

export interface EncoderOptions {
  /** Intra-op threads (default: every core). */
  threads?: number;
  /** The model folder (default: the shipped one, found by modelDir). */
  dir?: string;
  /** Called after each batch with texts done and total, for a progress line. */
  progress?: (done: number, total: number) => void;
  /** Embed in this thread whatever the thread count (an encoder thread itself). */
  inThread?: boolean;
}

interface TokenizerLike {
  encode(text: string): { ids: number[] };
}

export class SentenceEncoder {
  readonly name = ENCODER_NAME;
  readonly dims: number;
  readonly maxTokens: number;
  /** `minilm-l6-v2@<12 hex>` of model.onnx's hash and the cut (encoderIdentityOf): the exact model, in reports and cache keys. */
  readonly identity: string;
  private session?: Promise<InferenceSession>;
  private tokenizer?: TokenizerLike;
  private sep = 0;
  private pool?: EncoderThreads;

  constructor(
    private readonly folder: ModelFolder,
    private readonly threads: number,
    /** The bundle encoder threads start (null: embed in this thread). */
    private readonly threadScript: string | null = null,
  ) {
    // Checked by SPEC when the folder opened.
    const m = folder.manifest as unknown as EncoderManifest;
    this.dims = m.dims;
    this.maxTokens = m.max_tokens;
    this.identity = encoderIdentityOf(folder);
  }

  private tokenize(): TokenizerLike {
    if (!this.tokenizer) {
      // Loaded here, not at the top, so a BM25-only run never pays for it.
      const { Tokenizer } = require('@huggingface/tokenizers') as typeof import('@huggingface/tokenizers');
      const json = JSON.parse(this.folder.read('tokenizer.json').toString('utf8'));
      const config = JSON.parse(this.folder.read('tokenizer_config.json').toString('utf8'));
      const tok = new Tokenizer(json, config);
      this.sep = tok.token_to_id('[SEP]') ?? 102;
      this.tokenizer = tok;
      return tok;
    }
    return this.tokenizer;
  }

  private open(): Promise<InferenceSession> {
    this.session ??= (async () => {
      const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
      return ort.InferenceSession.create(this.folder.read('model.onnx'), {
        executionProviders: ['cpu'],
        intraOpNumThreads: this.threads,
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
      });
    })();
    return this.session;
  }

  /** The bundle the encoder threads start when there is more than one core and a bundle to start; else null (embed here). */
  private get threadBundle(): string | null {
    return this.threads > 1 ? this.threadScript : null;
  }

  /** Where texts are embedded, for the log: `2 threads, one core each`, or `this thread, N cores`. */
  get placement(): string {
    return this.threadBundle ? `${this.threads} threads, one core each` : `this thread, ${this.threads} core${this.threads === 1 ? '' : 's'}`;
  }

  /** Token ids of a text as the model sees it: truncated to max_tokens, ending in [SEP]. */
  ids(text: string): number[] {
    const ids = this.tokenize().encode(text).ids;
    if (ids.length <= this.maxTokens) return ids;
    const cut = ids.slice(0, this.maxTokens);
    cut[this.maxTokens - 1] = this.sep;
    return cut;
  }

  /** One unit vector per text, in order, packed in one array (row i at i × dims). */
  async embed(texts: readonly string[], opts: { progress?: EncoderOptions['progress'] } = {}): Promise<Float32Array> {
    const out = new Float32Array(texts.length * this.dims);
    if (texts.length === 0) return out;
    const bundle = this.threadBundle;
    if (bundle) {
      this.pool ??= new EncoderThreads(this.threads, bundle, { dir: this.folder.dir });
      return this.pool.embed(texts, this.dims, opts.progress);
    }
    const session = await this.open();
    const ort = require('onnxruntime-node') as typeof import('onnxruntime-node');
    for (let i = 0; i < texts.length; i++) {
      const row = this.ids(texts[i]);
      const ids = BigInt64Array.from(row, (v) => BigInt(v));
      const shape = [1, row.length];
      const result = await session.run({
        input_ids: new ort.Tensor('int64', ids, shape),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(row.length).fill(1n), shape),
        token_type_ids: new ort.Tensor('int64', new BigInt64Array(row.length), shape),
      });
      meanPooled(result.last_hidden_state as Tensor, row.length, this.dims, out, i * this.dims);
      opts.progress?.(i + 1, texts.length);
    }
    return out;
  }
}

/** The mean of one text's token states (len × dims), L2-normalised, into out at `at`. */
function meanPooled(hidden: Tensor, len: number, dims: number, out: Float32Array, at: number): void {
  const h = hidden.data as Float32Array;
  const acc = new Float64Array(dims);
  for (let p = 0; p < len; p++) {
    const off = p * dims;
    for (let d = 0; d < dims; d++) acc[d] += h[off + d];
  }
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += acc[d] * acc[d];
  const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < dims; d++) out[at + d] = acc[d] * inv;
}

const encoders = new Map<string, SentenceEncoder>();

/** The shipped encoder, its folder checked once per process (the session opens on first use). */
export function loadEncoder(opts: EncoderOptions = {}): SentenceEncoder {
  const script = opts.inThread ? null : bundleFile();
  // With no bundle to start threads from (TypeScript sources: the tests; a bench's own bundle), one
  // thread unless asked: onnxruntime's intra-op threads synchronise inside every matrix product and
  // spin while they wait. Alone on 2 cores two of them embedded 1.43 times as fast for 1.37 times
  // the processor time; beside other work on the cores (test files side by side) the same texts
  // took 68 s of processor time against 43 s alone. The vectors are the same bytes either way.
  const threads = opts.threads ?? (script ? Math.max(1, require('node:os').availableParallelism()) : 1);
  const key = `${threads}\u0000${opts.dir ?? ''}\u0000${script ?? ''}`;
  let enc = encoders.get(key);
  if (!enc) {
    enc = new SentenceEncoder(openModelFolder(ENCODER_NAME, SPEC, opts.dir), threads, script);
    encoders.set(key, enc);
  }
  return enc;
}
