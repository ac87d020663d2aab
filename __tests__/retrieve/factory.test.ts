/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRetriever } from '../../src/retrieve/factory';
import { startEmbeddingsServer } from '../support/loopback-embeddings';
import { CORPUS, denseConfig, retrieverConfig } from './factory-docs';
import { inputError } from '../support/input-error';

describe('createRetriever', () => {
  test('bm25 by default; filtered documents are never returned', async () => {
    const logs: string[] = [];
    const all = await createRetriever(CORPUS, retrieverConfig(), { cwd: '/', env: {} });
    expect(all.name).toMatch(/^bm25/);
    const [before] = await all.search(['returned within fourteen days'], 10);
    expect(before.map((h) => h.id)).toContain('old/returns-2019.md#return-policy-2019');

    const filtered = await createRetriever(
      CORPUS,
      retrieverConfig({ filters: { exclude_meta: { status: ['superseded'] }, exclude_paths: ['shipping/**'] } }),
      { cwd: '/', env: {}, log: (m) => logs.push(m) },
    );
    const [after] = await filtered.search(['returned within fourteen days'], 10);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((h) => h.id).filter((id) => id.startsWith('old/') || id.startsWith('shipping/'))).toEqual([]);
    expect(logs.join('\n')).toMatch(/filters: 2 document\(s\) not indexed/);
  });

  test('dense through the factory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-factory-'));
    const server = await startEmbeddingsServer({ dims: 64 });
    try {
      const r = await createRetriever(CORPUS, retrieverConfig({ type: 'dense', dense: denseConfig(server.baseUrl, 'c') }), { cwd: dir, env: {}, embeddingsCacheDir: path.join(dir, 'own') });
      expect(r.name).toBe('dense fake-embed');
      const [hits] = await r.search(['express delivery next day'], 2);
      expect(hits[0].id).toBe('shipping/delivery.md#delivery-times');
      // The cache is the folder the caller names; `cache_dir` only turns it on, it names no folder of the checkout.
      expect(fs.existsSync(path.join(dir, 'own'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'c'))).toBe(false);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('dense without a dense section, command without run: config errors naming the field; hybrid without one fuses with the shipped encoder', async () => {
    const e0 = await inputError(() => createRetriever(CORPUS, retrieverConfig({ type: 'dense' }), { cwd: '/', env: {} }));
    expect(e0.code).toBe('config');
    expect(e0.location.field).toBe('retriever.dense');
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-factory-'));
    try {
      const hybrid = await createRetriever(CORPUS, retrieverConfig({ type: 'hybrid' }), { cwd, env: {} });
      expect(hybrid.name).toMatch(/^hybrid\(rrf k=60: bm25 \+ minilm-l6-v2@[0-9a-f]{12} pool=100@5000\)$/);
      const [hits] = await hybrid.search(['how do I reset a forgotten password'], 3);
      expect(hits[0].id).toBe('account/password.md#reset-your-password');
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
    const e = await inputError(() => createRetriever(CORPUS, retrieverConfig({ type: 'command', run: '  ' }), { cwd: '/', env: {} }));
    expect(e.location.field).toBe('retriever.run');
  });
});
