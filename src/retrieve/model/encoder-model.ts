/**
 * The shipped sentence encoder as data: its name, the runtime that computes it, what its model
 * folder must hold (models/minilm-l6-v2/, checked by model-folder.ts), and its identity for cache
 * keys, read from the manifest alone. Everything that files or keys vectors needs only this, not
 * the encoder that runs the model (embed/encoder.ts).
 */
import { createHash } from 'node:crypto';
import { version as ORT_VERSION } from 'onnxruntime-node/dist/version';
import { openModelFolder, rule, type ManifestSpec, type ModelFolder } from './model-folder';

export const ENCODER_NAME = 'minilm-l6-v2';

/**
 * What runs the model. Its arithmetic is float32, so processors agree to about 1e-6 of a vector
 * (never bit for bit: kernels add in different orders); another onnxruntime may change its
 * kernels as much, so cached vectors are filed under it as well as under the model's hash.
 */
export const ENCODER_RUNTIME = `onnxruntime-node@${ORT_VERSION}`;

/**
 * What the code assumes of the folder: mean pooling over real tokens, unit vectors, and the
 * tokenizer BERT's uncased WordPiece with its special tokens (the ids come from tokenizer.json;
 * these settings say which tokenizer that must be).
 */
export const ENCODER_SPEC: ManifestSpec = {
  format: 'retrieval-gate/encoder@1',
  keys: {
    dims: rule.integerAtLeast(1),
    // [CLS], one token, [SEP]
    max_tokens: rule.integerAtLeast(3),
    pooling: rule.exactly('mean'),
    normalize: rule.exactly(true),
    tokenizer: rule.fields({
      kind: rule.exactly('wordpiece'),
      lowercase: rule.exactly(true),
      strip_accents: rule.exactly(true),
      cls: rule.exactly('[CLS]'),
      sep: rule.exactly('[SEP]'),
      pad: rule.exactly('[PAD]'),
      unk: rule.exactly('[UNK]'),
    }),
  },
  files: ['model.onnx', 'tokenizer.json', 'tokenizer_config.json'],
};

/**
 * `minilm-l6-v2@hash` when a retriever config ranks with the shipped encoder (a hybrid with no
 * `dense` section), else '': read from the manifest alone, for cache keys that must change with the model.
 */
export function encoderIdentity(retriever: { type: string; dense?: unknown }): string {
  if (retriever.type !== 'hybrid' || retriever.dense) return '';
  return encoderIdentityOf(openModelFolder(ENCODER_NAME, ENCODER_SPEC));
}

/** The cut the model was first shipped with: its identity is model.onnx's hash alone, so caches filled then stay valid. */
const FIRST_CUT = 256;

/**
 * `minilm-l6-v2@<12 hex>`, the exact model as it embeds, in reports and cache keys: model.onnx's
 * hash and the manifest's `max_tokens`. A text cut at another length has another vector, so a
 * change of the cut must file vectors (and keys) elsewhere; at FIRST_CUT the hex is model.onnx's
 * own, else the start of sha256(`<model.onnx's sha256>:<max_tokens>`).
 */
export function encoderIdentityOf(folder: Pick<ModelFolder, 'manifest' | 'hashOf'>): string {
  const cut = (folder.manifest as { max_tokens?: unknown }).max_tokens;
  const sha = (folder.manifest.files as Record<string, string | undefined>)['model.onnx'] ?? '';
  const hex = cut === FIRST_CUT ? folder.hashOf('model.onnx') : createHash('sha256').update(`${sha}:${String(cut)}`).digest('hex').slice(0, 12);
  return `${ENCODER_NAME}@${hex}`;
}
