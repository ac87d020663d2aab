/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * The shipped sentence encoder against the Python reference (scripts/encoder/reference.py): on 200
 * documentation passages the same token ids as the Python `tokenizers` package; on 60 of them
 * the same vectors as Python onnxruntime running the same model file, and vectors within cosine
 * 0.999 of the float model's (all-MiniLM-L6-v2's own weights, computed in numpy), whatever
 * processor runs it; and a damaged model folder fails with an installation message.
 *
 * The 60: every fourth passage (short ones, long ones, ones cut at 256 tokens), and the ten of the
 * others whose Python vectors are farthest from the float model's (where the 0.999 bound has
 * least room). Embedding all 200 took about 7 s of an idle core, most of this file's time; a
 * vector's agreement with Python is a property of each passage alone, and the tokenizer, the one
 * part that differs by text, is still checked on all 200.
 *
 * The tolerances hold on any processor because the model computes in float32 (its weights stored
 * as int8, rebuilt as float when the session opens: encoder-saturation.test.ts): processors and
 * libraries differ only in the order and fusing of float additions, about 1e-6 of a vector.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { InputError } from '../../src/errors';
import { loadEncoder } from '../../src/retrieve/embed/encoder';
import { modelDir } from '../../src/retrieve/model/model-folder';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'encoder');
const { texts, ids } = JSON.parse(readFileSync(path.join(FIXTURE, 'texts.json'), 'utf8')) as { texts: string[]; ids: number[][] };
const f32 = (file: string): Float32Array => {
  const raw = readFileSync(path.join(FIXTURE, file));
  return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
};
/** The shipped model's vectors from Python onnxruntime (vectors.f32) and the float model's (teacher.f32), 200 × 384. */
const reference = f32('vectors.f32');
const float = f32('teacher.f32');
const DIMS = 384;
const dot = (a: Float32Array, i: number, b: Float32Array, j: number): number => {
  let s = 0;
  for (let d = 0; d < DIMS; d++) s += a[i * DIMS + d] * b[j * DIMS + d];
  return s;
};
/** The passages embedded here: every fourth, and the ten of the others whose Python vectors are farthest from the float model's. */
const fourth = (i: number) => i % 4 === 0;
const farthest = texts.map((_, i) => i).filter((i) => !fourth(i)).sort((a, b) => dot(reference, a, float, a) - dot(reference, b, float, b)).slice(0, 10);
const picked = [...texts.map((_, i) => i).filter(fourth), ...farthest].sort((a, b) => a - b);

describe('the shipped sentence encoder', () => {
  const encoder = loadEncoder({ threads: 1 });

  it('tokenizes as the Python tokenizers package does, truncation included', () => {
    const mismatched = texts.filter((t, i) => JSON.stringify(encoder.ids(t)) !== JSON.stringify(ids[i]));
    expect(mismatched).toEqual([]);
    expect(ids.some((r) => r.length === 256)).toBe(true); // the fixture exercises truncation
  });

  describe('on 60 of the 200 passages, their vectors', () => {
    let vectors: Float32Array;
    // 60 passages (10,800 tokens of the 200's 37,000) on one thread: about 2 s on an idle core.
    beforeAll(async () => {
      vectors = await encoder.embed(picked.map((i) => texts[i]));
    }, 600_000);
    const cosines = (to: Float32Array): number[] => picked.map((i, k) => dot(vectors, k, to, i));

    it('are the Python reference vectors of the same file (cosine at least 0.99999)', () => {
      expect(texts.length).toBe(200);
      expect(encoder.dims).toBe(DIMS);
      expect(reference.length).toBe(200 * encoder.dims);
      expect(picked).toHaveLength(60);
      // Short passages and ones cut at the model's 256 tokens among them.
      expect(picked.filter((i) => ids[i].length === 256).length).toBeGreaterThanOrEqual(5);
      expect(picked.filter((i) => ids[i].length < 100).length).toBeGreaterThanOrEqual(5);
      expect(Math.min(...cosines(reference))).toBeGreaterThanOrEqual(0.99999);
    });

    it("are within cosine 0.999 of the float model's", () => {
      expect(float.length).toBe(200 * encoder.dims);
      expect(Math.min(...cosines(float))).toBeGreaterThanOrEqual(0.999);
    });
  });

  it('gives each text the vector it has alone, in input order (no batch effects)', async () => {
    const picked = [texts[7], texts[0], texts[150]];
    const three = await encoder.embed(picked);
    const alone = await encoder.embed([texts[0]]);
    expect(Array.from(three.subarray(encoder.dims, 2 * encoder.dims))).toEqual(Array.from(alone));
  });

  it('names the exact model by its hash', () => {
    expect(encoder.identity).toMatch(/^minilm-l6-v2@[0-9a-f]{12}$/);
  });
});

describe('a damaged model folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rg-encoder-'));
    cpSync(modelDir('minilm-l6-v2'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const failure = async (): Promise<InputError> => {
    try {
      await loadEncoder({ threads: 1, dir }).embed(['a question']);
    } catch (e) {
      return e as InputError;
    }
    throw new Error('the damaged folder was accepted');
  };

  it('refuses a flipped byte in the model', async () => {
    const file = path.join(dir, 'model.onnx');
    const data = readFileSync(file);
    data[data.length >> 1] ^= 0xff;
    writeFileSync(file, data);
    const e = await failure();
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toMatch(/model\.onnx \(\d+ bytes\) does not match its manifest.*reinstall/);
  });

  it('refuses a truncated tokenizer', async () => {
    truncateSync(path.join(dir, 'tokenizer.json'), 1000);
    const e = await failure();
    expect(e.message).toMatch(/tokenizer\.json \(1000 bytes\) does not match its manifest/);
  });

  it('refuses a manifest of another format', async () => {
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('retrieval-gate/encoder@1', 'retrieval-gate/encoder@9'));
    expect(() => loadEncoder({ threads: 1, dir })).toThrow(/format "retrieval-gate\/encoder@9", expected retrieval-gate\/encoder@1/);
  });

  it('refuses tokenizer settings the code does not assume, and a pooling it does not do', () => {
    const file = path.join(dir, 'manifest.json');
    const shipped = readFileSync(file, 'utf8');
    const edited = (edit: (m: Record<string, any>) => void): void => {
      const m = JSON.parse(shipped);
      edit(m);
      writeFileSync(file, JSON.stringify(m));
    };
    edited((m) => (m.tokenizer.strip_accents = false));
    expect(() => loadEncoder({ threads: 1, dir })).toThrow(/"tokenizer" is wrong: tokenizer\.strip_accents is false, expected true.*reinstall/);
    edited((m) => (m.pooling = 'cls'));
    expect(() => loadEncoder({ threads: 1, dir })).toThrow(expect.objectContaining({ code: 'model', message: expect.stringMatching(/"pooling" is "cls", expected "mean"/) }));
  });
});
