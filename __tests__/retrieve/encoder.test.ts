/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
/**
 * The shipped sentence encoder against the Python reference (scripts/encoder/reference.py): the
 * same token ids as the Python `tokenizers` package, on 200 documentation passages the same
 * vectors as Python onnxruntime running the same model file, and vectors within cosine 0.999 of
 * the float model's (all-MiniLM-L6-v2's own weights, computed in numpy), whatever processor runs
 * it; and a damaged model folder fails with an installation message.
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

describe('the shipped sentence encoder', () => {
  const encoder = loadEncoder({ threads: 1 });

  it('tokenizes as the Python tokenizers package does, truncation included', () => {
    const mismatched = texts.filter((t, i) => JSON.stringify(encoder.ids(t)) !== JSON.stringify(ids[i]));
    expect(mismatched).toEqual([]);
    expect(ids.some((r) => r.length === 256)).toBe(true); // the fixture exercises truncation
  });

  describe('on every one of 200 passages, its vectors', () => {
    let vectors: Float32Array;
    // 200 passages on one thread: about 7 s on an idle core, minutes when the machine is shared.
    beforeAll(async () => {
      vectors = await encoder.embed(texts);
    }, 600_000);
    const cosines = (to: Float32Array): number[] =>
      texts.map((_, i) => {
        let dot = 0;
        for (let d = 0; d < encoder.dims; d++) dot += vectors[i * encoder.dims + d] * to[i * encoder.dims + d];
        return dot;
      });

    it('are the Python reference vectors of the same file (cosine at least 0.99999)', () => {
      expect(texts.length).toBe(200);
      expect(reference.length).toBe(200 * encoder.dims);
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
