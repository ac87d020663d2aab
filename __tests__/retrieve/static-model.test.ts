/**
 * The shipped static embedding model: it loads from the repository with no network and checks
 * its files against the manifest; it ranks by meaning where words differ; `type: static` and
 * `type: hybrid` with no `dense` section use it and say which model ran (name and hash); a second
 * build over mostly the same chunks (compare's head) reuses the first build's vectors and ranks
 * exactly as a fresh build does; the base-side cache key names the model.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../../src/config/parse';
import { createRetriever } from '../../src/retrieve/factory';
import { loadStaticModel, staticModelDir, staticModelIdentity } from '../../src/retrieve/embed/static-model';
import { embedChunks, StaticVectors } from '../../src/retrieve/embed/static-retriever';
import { CORPUS, makeDoc, retrieverConfig } from './factory-docs';

const manifest = JSON.parse(readFileSync(join(staticModelDir(), 'manifest.json'), 'utf8')) as {
  name: string;
  dims: number;
  vocab_size: number;
  files: Record<string, string>;
  teacher: { files: Record<string, string>; licence: string };
};

describe('static embedding model', () => {
  test('loads, is at most 16 MB, names its teacher by hash, and embeds to unit vectors deterministically', () => {
    const m = loadStaticModel();
    expect(m.name).toBe(manifest.name);
    expect(m.hash).toBe(manifest.files['embeddings.i8'].slice(0, 12));
    expect(m.dims).toBe(manifest.dims);
    expect(manifest.vocab_size * manifest.dims).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(manifest.teacher.files['model.safetensors']).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.teacher.licence).toBe('Apache-2.0');
    const a = m.embed('How do I upgrade the tool itself?');
    const norm = Math.sqrt(a.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect(Buffer.from(m.embed('How do I upgrade the tool itself?').buffer)).toEqual(Buffer.from(a.buffer));
    expect(m.embed('').every((x) => x === 0)).toBe(true);
  });

  test('ranks by meaning where the words differ', () => {
    const m = loadStaticModel();
    const dot = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i], 0);
    const q = m.embed('free up disk space');
    expect(dot(q, m.embed('remove cached files to reclaim storage'))).toBeGreaterThan(dot(q, m.embed('configure the login page colours')));
  });

  test('type static: no key, and the name says which model ran (a hybrid with no dense section uses the sentence encoder)', async () => {
    const label = `${manifest.name}@${manifest.files['embeddings.i8'].slice(0, 12)}`;
    const s = await createRetriever(CORPUS, retrieverConfig({ type: 'static' }), { cwd: '/', env: {} });
    expect(s.name).toBe(`static ${label}`);
    const [hits] = await s.search(['money back on my card'], 3);
    expect(hits[0].id).toBe('billing/refunds.md#refunds');
    expect(staticModelIdentity({ type: 'hybrid' })).toBe(''); // the hybrid's dense half is the sentence encoder
    expect(staticModelIdentity({ type: 'static' })).toBe(label);
    expect(staticModelIdentity({ type: 'hybrid', dense: {} })).toBe('');
    expect(staticModelIdentity({ type: 'bm25' })).toBe('');
  });

  test("a second build reuses the first build's vectors for unchanged chunks and ranks as a fresh build", async () => {
    const m = loadStaticModel();
    const head = [...CORPUS.slice(1), makeDoc('new/added.md', [['Gift cards', 'Gift cards never expire and can pay for any plan.']])];
    const chunks = (docs: typeof CORPUS) => docs.flatMap((d) => d.chunks);
    const fresh = embedChunks(chunks(head), m, undefined, new StaticVectors());
    expect(fresh.stats.reused).toBe(0);
    const run = new StaticVectors();
    embedChunks(chunks(CORPUS), m, undefined, run);
    const reused = embedChunks(chunks(head), m, undefined, run);
    expect(reused.stats.reused).toBe(chunks(CORPUS.slice(1)).length);
    const q = m.embed('gift card expiry');
    expect(reused.index.topK(q, 10)).toEqual(fresh.index.topK(q, 10));
    // Another run, or a build given no run's vectors, starts from nothing: the process keeps none.
    expect(embedChunks(chunks(head), m, undefined, new StaticVectors()).stats.reused).toBe(0);
    embedChunks(chunks(CORPUS), m);
    expect(embedChunks(chunks(head), m).stats.reused).toBe(0);
  });
});
