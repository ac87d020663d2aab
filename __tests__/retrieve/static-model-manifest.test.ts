/**
 * The model's manifest check: a damaged copy of the shipped model (one flipped byte, a truncated
 * file) is refused with a message naming the file, instead of ranking with wrong vectors. Each
 * case damages a copy of models/static-minilm-l6-256 in a temporary folder, found through
 * RG_PROJECT_ROOT under a name of its own (the shipped folder is never touched, and each name is
 * loaded once, so no case sees another's model). The messages asserted are the hash check's:
 * without it, a flipped byte loads and a truncated file fails only on its size. Every refusal is
 * an installation error (an InputError with the model code, said as what to do), not a stack trace.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, InputError } from '../../src/errors';
import { loadStaticModel, staticModelDir } from '../../src/retrieve/embed/static-model';

const shipped = staticModelDir();
const root = mkdtempSync(join(tmpdir(), 'rg-model-manifest-'));
let copies = 0;
const saved = process.env.RG_PROJECT_ROOT;

beforeAll(() => (process.env.RG_PROJECT_ROOT = root));
afterAll(() => {
  if (saved === undefined) delete process.env.RG_PROJECT_ROOT;
  else process.env.RG_PROJECT_ROOT = saved;
  rmSync(root, { recursive: true, force: true });
});

/** A fresh copy of the shipped model under a new name; `damage` changes it before it is loaded. */
function damagedCopy(damage: (dir: string) => void): string {
  const name = `copy-${++copies}`;
  const dir = join(root, 'models', name);
  cpSync(shipped, dir, { recursive: true });
  damage(dir);
  return name;
}

/** The error loading `name` throws, checked to be an installation error. */
function refusal(name: string): InputError {
  try {
    loadStaticModel(name);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).code).toBe(ERROR_CODES.MODEL);
    expect((e as Error).message).toMatch(/reinstall retrieval-gate/);
    return e as InputError;
  }
  throw new Error(`the damaged copy ${name} was accepted`);
}

function editManifest(dir: string, edit: (m: Record<string, any>) => void): void {
  const file = join(dir, 'manifest.json');
  const m = JSON.parse(readFileSync(file, 'utf8'));
  edit(m);
  writeFileSync(file, JSON.stringify(m));
}

function flipByte(file: string, at: number): void {
  const data = readFileSync(file);
  data[at] ^= 0x01;
  writeFileSync(file, data);
}

describe('static model manifest check', () => {
  test('an undamaged copy loads (the copies below differ from it only by their damage)', () => {
    const m = loadStaticModel(damagedCopy(() => {}));
    expect(m.dims).toBe(256);
    expect(m.embed('refund policy').some((x) => x !== 0)).toBe(true);
  });

  test('one flipped bit in the vectors: refused, naming the file', () => {
    const name = damagedCopy((dir) => {
      const file = join(dir, 'embeddings.i8');
      flipByte(file, Math.floor(statSync(file).size / 2));
    });
    expect(refusal(name).message).toMatch(new RegExp(`^model ${name}: embeddings\\.i8 \\(\\d+ bytes\\) does not match its manifest's sha256`));
  });

  test('one flipped bit in the vocabulary (same size, same line count): refused, naming the file', () => {
    const name = damagedCopy((dir) => {
      const file = join(dir, 'vocab.txt');
      const text = readFileSync(file, 'utf8');
      // A letter of a token, not a newline: the vocabulary keeps its size, only a token changes.
      flipByte(file, text.indexOf('the\n'));
    });
    expect(refusal(name).message).toMatch(/vocab\.txt \(\d+ bytes\) does not match its manifest/);
  });

  test('a truncated file: refused by its hash, naming the file and its size', () => {
    const name = damagedCopy((dir) => {
      const file = join(dir, 'scales.f32');
      truncateSync(file, statSync(file).size - 4);
    });
    const size = statSync(join(shipped, 'scales.f32')).size - 4;
    expect(refusal(name).message).toMatch(new RegExp(`scales\\.f32 \\(${size} bytes\\) does not match its manifest`));
  });

  test('a truncated vector file: refused by its hash before any size check', () => {
    const name = damagedCopy((dir) => truncateSync(join(dir, 'embeddings.i8'), 1024));
    expect(refusal(name).message).toMatch(/embeddings\.i8 \(1024 bytes\) does not match its manifest/);
  });

  test('a missing file: refused, naming it', () => {
    const name = damagedCopy((dir) => rmSync(join(dir, 'scales.f32')));
    expect(refusal(name).message).toMatch(/scales\.f32 is missing/);
  });

  test('tokenizer settings the code does not implement: refused before any file is read', () => {
    const name = damagedCopy((dir) => editManifest(dir, (m) => (m.tokenizer.lowercase = false)));
    expect(refusal(name).message).toMatch(/"tokenizer" is wrong: tokenizer\.lowercase is false, expected true/);
  });

  test('another format, or a file it reads left out of the manifest: refused', () => {
    const format = damagedCopy((dir) => editManifest(dir, (m) => (m.format = 'retrieval-gate/static-embeddings@2')));
    expect(refusal(format).message).toMatch(/has format "retrieval-gate\/static-embeddings@2", expected retrieval-gate\/static-embeddings@1/);
    const unlisted = damagedCopy((dir) => editManifest(dir, (m) => delete m.files['scales.f32']));
    expect(refusal(unlisted).message).toMatch(/manifest\.json does not list scales\.f32/);
    const dims = damagedCopy((dir) => editManifest(dir, (m) => (m.dims = '256')));
    expect(refusal(dims).message).toMatch(/"dims" is "256", expected an integer of at least 1/);
  });
});
