/**
 * One loader for the model folders the gate ships (models/<name>/, copied to dist/models/ by
 * scripts/build.mjs): it finds the folder, reads its manifest.json, checks the manifest's shape
 * (format, the keys its kind needs) and, file by file as they are read, each file's sha256.
 * Anything wrong is an installation problem, said in one message that names the folder and what
 * to do, never a stack trace or odd rankings from a damaged file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ERROR_CODES, InputError } from '../../errors';

/** What every shipped manifest holds; each kind adds its own keys, checked by `require`. */
export interface ModelManifest {
  name: string;
  format: string;
  files: Record<string, string>;
  [key: string]: unknown;
}

export interface ModelFolder {
  readonly dir: string;
  readonly manifest: ModelManifest;
  /** A file of the folder, checked against its manifest hash. */
  read(file: string): Buffer;
  /** First 12 hex digits of `file`'s manifest hash: names the exact model in reports and cache keys. */
  hashOf(file: string): string;
}

/**
 * Where a model folder is: next to the bundle (dist/models/<name>), at the repository root when
 * run from source (src/retrieve/embed → ../../../models), or under RG_PROJECT_ROOT (the benchmarks,
 * bundled into a temporary folder).
 */
export function modelDir(name: string): string {
  const candidates = [
    path.join(__dirname, 'models', name),
    path.resolve(__dirname, '..', '..', '..', 'models', name),
    path.resolve(__dirname, '..', '..', 'models', name),
  ];
  if (process.env.RG_PROJECT_ROOT) candidates.push(path.resolve(process.env.RG_PROJECT_ROOT, 'models', name));
  const found = candidates.find((d) => existsSync(path.join(d, 'manifest.json')));
  if (!found) throw installError(name, `not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A damaged or incomplete model folder, said as what to do about it. */
export function installError(name: string, what: string): InputError {
  return new InputError(
    ERROR_CODES.MODEL,
    `model ${name}: ${what}. The installation is incomplete or damaged: reinstall retrieval-gate (or, in a checkout, run \`npm run build\`)`,
  );
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** One rule of a manifest: '' when `value` is right, else what is wrong with it. */
export type ManifestRule = (value: unknown) => string;

/** What a kind of model folder must hold: its format, each key's rule, and the files it reads. */
export interface ManifestSpec {
  format: string;
  keys?: Record<string, ManifestRule>;
  files?: readonly string[];
}

const shown = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/** The rules the shipped kinds use. */
export const rule = {
  integerAtLeast:
    (least: number): ManifestRule =>
    (v: unknown): string =>
      Number.isInteger(v) && (v as number) >= least ? '' : `${shown(v)}, expected an integer of at least ${least}`,
  exactly:
    (want: unknown): ManifestRule =>
    (v: unknown): string =>
      v === want ? '' : `${shown(v)}, expected ${JSON.stringify(want)}`,
  /** An object whose named fields each pass their rule (other fields are the makers' notes). */
  fields:
    (rules: Record<string, ManifestRule>): ManifestRule =>
    (v: unknown): string => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return `${shown(v)}, expected an object`;
      for (const [k, r] of Object.entries(rules)) {
        const problem = r((v as Record<string, unknown>)[k]);
        if (problem) return `.${k} is ${problem}`;
      }
      return '';
    },
};

/**
 * Opens `name`'s folder (found by `modelDir` unless given) and checks its whole manifest before
 * any file is used: `format` exactly, every key against its rule (the tokenizer settings the code
 * assumes among them), every file the kind reads listed, every hash a sha256. The files' own
 * hashes are checked as they are read.
 */
export function openModelFolder(name: string, spec: ManifestSpec, dir: string = modelDir(name)): ModelFolder {
  let manifest: ModelManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ModelManifest;
  } catch (e) {
    throw installError(name, `manifest.json cannot be read (${(e as Error).message})`);
  }
  if (!manifest || typeof manifest !== 'object') throw installError(name, 'manifest.json is not an object');
  if (manifest.format !== spec.format) throw installError(name, `manifest.json has format ${JSON.stringify(manifest.format)}, expected ${spec.format}`);
  if (!manifest.files || typeof manifest.files !== 'object') throw installError(name, 'manifest.json lists no files');
  for (const [key, check] of Object.entries(spec.keys ?? {})) {
    const problem = check(manifest[key]);
    if (problem) throw installError(name, `manifest.json: "${key}" is ${problem.startsWith('.') ? `wrong: ${key}${problem}` : problem}`);
  }
  for (const file of spec.files ?? []) {
    if (manifest.files[file] === undefined) throw installError(name, `manifest.json does not list ${file}`);
  }
  for (const [file, hash] of Object.entries(manifest.files)) {
    if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) throw installError(name, `manifest.json: the hash of ${file} is not a sha256`);
  }
  return {
    dir,
    manifest,
    read(file: string): Buffer {
      const want = manifest.files[file];
      if (!want) throw installError(name, `${file} is not in its manifest`);
      let data: Buffer;
      try {
        data = readFileSync(path.join(dir, file));
      } catch {
        throw installError(name, `${file} is missing`);
      }
      if (sha256(data) !== want) throw installError(name, `${file} (${data.length} bytes) does not match its manifest's sha256`);
      return data;
    },
    hashOf(file: string): string {
      return (manifest.files[file] ?? '').slice(0, 12);
    },
  };
}
