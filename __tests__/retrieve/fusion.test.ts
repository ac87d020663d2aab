import fc from 'fast-check';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { createRetriever } from '../../src/retrieve/factory';
import { createHybridRetriever, fuseRrf, fuseWeighted, minMax } from '../../src/retrieve/common/fusion';
import type { Hit, Retriever } from '../../src/types';
import { startEmbeddingsServer } from '../support/loopback-embeddings';
import { CORPUS, denseConfig, retrieverConfig } from './factory-docs';

const h = (id: string, score: number, matched?: string[]): Hit => (matched ? { id, score, matched } : { id, score });
const SPARSE = [h('x', 10, ['refund']), h('y', 6, ['plan']), h('z', 2)];
const DENSE = [h('y', 0.9), h('w', 0.5)];

/** A retriever that returns fixed lists and records the depth it was asked for. */
function fixed(name: string, list: Hit[], asked: number[]): Retriever {
  return { name, search: async (qs, depth) => (asked.push(depth), qs.map(() => list.slice(0, depth))) };
}

describe('reciprocal rank fusion', () => {
  test('hand-computed scores (k = 60)', () => {
    const fused = fuseRrf([SPARSE, DENSE], 60, 10);
    expect(fused.map((x) => x.id)).toEqual(['y', 'x', 'w', 'z']);
    expect(fused[0].score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(fused[1].score).toBeCloseTo(1 / 61, 12);
    expect(fused[2].score).toBeCloseTo(1 / 62, 12);
    expect(fused[3].score).toBeCloseTo(1 / 63, 12);
    expect(fused[1].matched).toEqual(['refund']);
  });

  test('k changes the scores; depth cuts the list', () => {
    const fused = fuseRrf([SPARSE, DENSE], 1, 2);
    expect(fused).toHaveLength(2);
    expect(fused[0].score).toBeCloseTo(1 / 3 + 1 / 2, 12);
  });

  test('mirror-image ranks tie, and the tie goes to the smaller id whatever the list order', () => {
    const a = [h('b', 2), h('a', 1)];
    const b = [h('a', 2), h('b', 1)];
    expect(fuseRrf([a, b], 60, 2).map((x) => x.id)).toEqual(['a', 'b']);
    expect(fuseRrf([b, a], 60, 2).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('fusion properties', () => {
  const list = fc
    .uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 7 })
    .chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: ids.length, maxLength: ids.length })))
    .map(([ids, scores]) => ids.map((id, i) => ({ id, score: scores[i] })).sort((x, y) => y.score - x.score));

  test('both fusions: the union of ids, each once, sorted by score then id, independent of list order', () => {
    fc.assert(
      fc.property(list, list, fc.constantFrom(0, 0.25, 0.5, 0.75, 1), (a, b, alpha) => {
        const union = new Set([...a, ...b].map((x) => x.id));
        for (const [one, two] of [
          [fuseRrf([a, b], 60, 100), fuseRrf([b, a], 60, 100)],
          [fuseWeighted(a, b, alpha, 100), fuseWeighted(b, a, 1 - alpha, 100)],
        ]) {
          expect(new Set(one.map((x) => x.id))).toEqual(union);
          expect(one).toHaveLength(union.size);
          for (let i = 1; i < one.length; i++) {
            const p = one[i - 1];
            const q = one[i];
            expect(p.score > q.score || (p.score === q.score && p.id < q.id)).toBe(true);
          }
          expect(two.map((x) => x.id)).toEqual(one.map((x) => x.id));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('weighted min-max fusion', () => {
  test('min-max normalisation, constant lists get 1', () => {
    expect([...minMax(SPARSE)]).toEqual([['x', 1], ['y', 0.5], ['z', 0]]);
    expect([...minMax([h('a', 3), h('b', 3)])]).toEqual([['a', 1], ['b', 1]]);
  });

  test('hand-computed: alpha is the dense weight, absent = 0, ties by id', () => {
    const even = fuseWeighted(SPARSE, DENSE, 0.5, 10);
    expect(even.map((x) => [x.id, x.score])).toEqual([['y', 0.75], ['x', 0.5], ['w', 0], ['z', 0]]);
    const sparseHeavy = fuseWeighted(SPARSE, DENSE, 0.2, 10);
    expect(sparseHeavy[0].id).toBe('x');
    expect(sparseHeavy[0].score).toBeCloseTo(0.8, 12);
    expect(sparseHeavy[1].score).toBeCloseTo(0.6, 12);
    const denseOnly = fuseWeighted(SPARSE, DENSE, 1, 10);
    expect(denseOnly.map((x) => x.id)).toEqual(['y', 'w', 'x', 'z']);
  });
});

describe('hybrid retriever', () => {
  test('asks each retriever for `candidates` (at least depth) and fuses per query', async () => {
    const asked: number[] = [];
    const cfg = retrieverConfig().hybrid;
    const r = createHybridRetriever(fixed('s', SPARSE, asked), fixed('d', DENSE, asked), { ...cfg, candidates: 7 }, 'hyb');
    const out = await r.search(['q1', 'q2'], 3);
    expect(asked).toEqual([7, 7]);
    expect(out).toHaveLength(2);
    expect(out[1].map((x) => x.id)).toEqual(['y', 'x', 'w']);
    await r.search(['q'], 20);
    expect(asked.slice(2)).toEqual([20, 20]);
  });

  test('end to end: BM25 + dense over a loopback embeddings server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-hybrid-'));
    const server = await startEmbeddingsServer({ dims: 64 });
    try {
      for (const method of ['rrf', 'weighted'] as const) {
        const config = retrieverConfig({
          type: 'hybrid',
          dense: denseConfig(server.baseUrl, 'cache'),
          hybrid: { ...DEFAULT_CONFIG.retriever.hybrid, method, rrf_k: 60, alpha: 0.5, candidates: 10 },
        });
        const r = await createRetriever(CORPUS, config, { cwd: dir, env: {} });
        expect(r.name).toBe(method === 'rrf' ? 'hybrid(rrf k=60: bm25 + dense fake-embed)' : 'hybrid(weighted alpha=0.5: bm25 + dense fake-embed)');
        const [a, b] = await r.search(['how do I reset a forgotten password', 'customs duties international shipping'], 5);
        expect(a[0].id).toBe('account/password.md#reset-your-password');
        expect(b[0].id).toBe('shipping/delivery.md#international-shipping');
        expect(a.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < a.length; i++) expect(a[i - 1].score).toBeGreaterThanOrEqual(a[i].score);
      }
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('end to end with faults: 429 + Retry-After and a 500 are retried; a hang times out as an InputError', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-hybrid-'));
    const server = await startEmbeddingsServer({ dims: 64 });
    try {
      server.script.push({ status: 429, headers: { 'retry-after': '0' }, body: '' }, { status: 500, body: 'oops' });
      const config = retrieverConfig({ type: 'hybrid', dense: denseConfig(server.baseUrl, '') });
      const r = await createRetriever(CORPUS, config, { cwd: dir, env: {} });
      const [hits] = await r.search(['prorated refund annual plans'], 3);
      expect(hits[0].id).toBe('billing/refunds.md#annual-plans');
      expect(server.requests).toHaveLength(4); // 429, 500, documents, question
      server.script.push({ hang: true });
      const slow = retrieverConfig({ type: 'hybrid', dense: denseConfig(server.baseUrl, '', { timeout_ms: 100, max_retries: 0 }) });
      await expect(createRetriever(CORPUS, slow, { cwd: dir, env: {} })).rejects.toThrow(/no answer within 100 ms/);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
