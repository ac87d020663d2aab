/**
 * The model-folder checks (src/retrieve/model/model-folder.ts) on their own: the manifest's shape
 * and each file's bytes against its sha256, on small folders written here, so nothing is run
 * through a model and no verdict depends on the processor. Each damage is one an installation can
 * suffer (a flipped byte, a truncated or missing file, a manifest of another format, a key of the
 * wrong value, a file the kind reads that the manifest does not list, a hash that is not a
 * sha256), and each is refused with the one installation message, naming what is wrong. And the
 * shipped encoder's folder holds exactly the bytes its manifest names.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from '../../src/errors';
import { modelDir, openModelFolder, rule, type ManifestSpec } from '../../src/retrieve/model/model-folder';

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const WEIGHTS = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) & 0xff));
const VOCAB = '[PAD]\n[UNK]\n[CLS]\n[SEP]\nhello\n';

const SPEC: ManifestSpec = {
  format: 'test/model@1',
  keys: {
    dims: rule.integerAtLeast(1),
    max_tokens: rule.integerAtLeast(3),
    pooling: rule.exactly('mean'),
    tokenizer: rule.fields({ kind: rule.exactly('wordpiece'), lowercase: rule.exactly(true) }),
  },
  files: ['weights.bin', 'vocab.txt'],
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A folder whose manifest is right for SPEC, then `edit`ed. */
function folder(edit: (m: Record<string, any>) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-model-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'weights.bin'), WEIGHTS);
  writeFileSync(join(dir, 'vocab.txt'), VOCAB);
  const manifest: Record<string, any> = {
    name: 'tiny',
    format: 'test/model@1',
    dims: 4,
    max_tokens: 3,
    pooling: 'mean',
    tokenizer: { kind: 'wordpiece', lowercase: true, note: 'other fields are the makers\u2019' },
    files: { 'weights.bin': sha(WEIGHTS), 'vocab.txt': sha(VOCAB) },
  };
  edit(manifest);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The InputError `f` throws. */
function refusal(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).code).toBe('model');
    expect((e as Error).message).toMatch(/^model tiny: .*\. The installation is incomplete or damaged: reinstall retrieval-gate/);
    return e as InputError;
  }
  throw new Error('accepted');
}

test('a sound folder: each file read as written, named by the first 12 hex digits of its hash', () => {
  const m = openModelFolder('tiny', SPEC, folder());
  expect(m.read('weights.bin').equals(WEIGHTS)).toBe(true);
  expect(m.read('vocab.txt').toString()).toBe(VOCAB);
  expect(m.hashOf('weights.bin')).toBe(sha(WEIGHTS).slice(0, 12));
  // The least values the rules allow are allowed.
  expect(() => openModelFolder('tiny', SPEC, folder((x) => (x.dims = 1)))).not.toThrow();
});

describe('damaged bytes are refused when the file is read', () => {
  test('one flipped byte', () => {
    const dir = folder();
    const m = openModelFolder('tiny', SPEC, dir);
    const bytes = Buffer.from(WEIGHTS);
    bytes[2048] ^= 0x01;
    writeFileSync(join(dir, 'weights.bin'), bytes);
    expect(refusal(() => m.read('weights.bin')).message).toContain("weights.bin (4096 bytes) does not match its manifest's sha256");
  });
  test('a truncated file, a missing one, one the manifest does not list', () => {
    const dir = folder();
    const m = openModelFolder('tiny', SPEC, dir);
    truncateSync(join(dir, 'vocab.txt'), 5);
    expect(refusal(() => m.read('vocab.txt')).message).toContain('vocab.txt (5 bytes) does not match');
    unlinkSync(join(dir, 'weights.bin'));
    expect(refusal(() => m.read('weights.bin')).message).toContain('weights.bin is missing');
    writeFileSync(join(dir, 'extra.bin'), 'x');
    expect(refusal(() => m.read('extra.bin')).message).toContain('extra.bin is not in its manifest');
  });
});

describe('a manifest of the wrong shape is refused when the folder is opened, before any file is used', () => {
  test.each<[string, (m: Record<string, any>) => void, RegExp]>([
    ['another format', (m) => (m.format = 'test/model@2'), /manifest\.json has format "test\/model@2", expected test\/model@1/],
    ['no files', (m) => delete m.files, /manifest\.json lists no files/],
    ['a file the kind reads not listed', (m) => delete m.files['vocab.txt'], /manifest\.json does not list vocab\.txt/],
    ['a hash that is not a sha256 (too short)', (m) => (m.files['weights.bin'] = sha(WEIGHTS).slice(1)), /the hash of weights\.bin is not a sha256/],
    ['a hash that is not a sha256 (capitals)', (m) => (m.files['vocab.txt'] = sha(VOCAB).toUpperCase()), /the hash of vocab\.txt is not a sha256/],
    ['an integer below its least', (m) => (m.max_tokens = 2), /"max_tokens" is 2, expected an integer of at least 3/],
    ['a number that is not an integer', (m) => (m.dims = 4.5), /"dims" is 4\.5, expected an integer of at least 1/],
    ['a string for a number', (m) => (m.dims = '4'), /"dims" is "4", expected an integer of at least 1/],
    ['a key missing', (m) => delete m.pooling, /"pooling" is nothing, expected "mean"/],
    ['another value', (m) => (m.pooling = 'cls'), /"pooling" is "cls", expected "mean"/],
    ['a field of an object', (m) => (m.tokenizer.lowercase = false), /"tokenizer" is wrong: tokenizer\.lowercase is false, expected true/],
    ['an object that is not one', (m) => (m.tokenizer = ['wordpiece']), /"tokenizer" is \["wordpiece"\], expected an object/],
  ])('%s', (_what, edit, message) => {
    const dir = folder(edit);
    expect(refusal(() => openModelFolder('tiny', SPEC, dir)).message).toMatch(message);
  });

  test('a manifest that is not JSON, or not there', () => {
    const dir = folder();
    writeFileSync(join(dir, 'manifest.json'), '{"format": ');
    expect(refusal(() => openModelFolder('tiny', SPEC, dir)).message).toMatch(/manifest\.json cannot be read/);
    unlinkSync(join(dir, 'manifest.json'));
    expect(refusal(() => openModelFolder('tiny', SPEC, dir)).message).toMatch(/manifest\.json cannot be read/);
  });
});

test('the shipped encoder folder holds exactly the bytes its manifest names', () => {
  const dir = modelDir('minilm-l6-v2');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { format: string; files: Record<string, string> };
  const m = openModelFolder('minilm-l6-v2', { format: manifest.format, files: Object.keys(manifest.files) }, dir);
  for (const file of Object.keys(manifest.files)) expect([file, sha(m.read(file))]).toEqual([file, manifest.files[file]]);
});
