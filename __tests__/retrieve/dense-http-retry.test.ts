import { authHeaders, embeddingsUrl } from '../../src/retrieve/embed/embeddings-client';
import { backoffDelay, parseRetryAfter, postJsonWithRetry, redact, seededRandom } from '../../src/util/http-retry';
import { startLoopbackServer } from '../support/loopback-server';

describe('Retry-After and backoff', () => {
  test('Retry-After: delta seconds, HTTP date, garbage', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.25', now)).toBe(250);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0); // in the past: retry now
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  test('backoff doubles, stays within [0.5, 1] of the step, capped, and is reproducible from the seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const delays = [0, 1, 2, 3, 10].map((n) => backoffDelay(n, 100, 1000, a));
    expect(delays).toEqual([0, 1, 2, 3, 10].map((n) => backoffDelay(n, 100, 1000, b)));
    [100, 200, 400, 800, 1000].forEach((step, i) => {
      expect(delays[i]).toBeGreaterThanOrEqual(step / 2);
      expect(delays[i]).toBeLessThanOrEqual(step);
    });
  });

  test('embeddings URL and auth headers (OpenAI, local, Azure)', () => {
    expect(embeddingsUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/embeddings');
    expect(embeddingsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('https://x.openai.azure.com/openai/deployments/emb?api-version=2024-02-01')).toBe(
      'https://x.openai.azure.com/openai/deployments/emb/embeddings?api-version=2024-02-01',
    );
    expect(authHeaders('https://api.openai.com/v1/embeddings', 'k1')).toEqual({ authorization: 'Bearer k1' });
    expect(authHeaders('https://x.openai.azure.com/openai/v1/embeddings', 'k2')).toEqual({ authorization: 'Bearer k2', 'api-key': 'k2' });
    expect(authHeaders('http://localhost:11434/v1/embeddings', undefined)).toEqual({});
  });

  test('redact removes every occurrence of a secret', () => {
    expect(redact('key sk-abc and sk-abc again', ['sk-abc'])).toBe('key *** and *** again');
  });
});

describe('postJsonWithRetry against a loopback server', () => {
  test('waits what Retry-After asks (recorded sleep), then returns the JSON answer', async () => {
    const server = await startLoopbackServer(() => ({ status: 200, body: { ok: true } }));
    server.script.push(
      { status: 429, headers: { 'retry-after': '2' }, body: '' },
      { status: 502, body: 'bad gateway' },
    );
    const waits: number[] = [];
    try {
      const out = await postJsonWithRetry(
        { url: `${server.origin}/x`, body: { a: 1 }, what: 'test' },
        { timeoutMs: 1000, maxRetries: 3, baseDelayMs: 100 },
        { sleep: async (ms) => void waits.push(ms) },
      );
      expect(out).toEqual({ ok: true });
      expect(waits[0]).toBe(2000);
      expect(waits[1]).toBeGreaterThanOrEqual(100); // second retry: backoff 200 ms · jitter
      expect(waits[1]).toBeLessThanOrEqual(200);
      expect(server.requests.map((r) => r.body)).toEqual([{ a: 1 }, { a: 1 }, { a: 1 }]);
    } finally {
      await server.close();
    }
  });

  test('a refused connection is retried and then reported with the endpoint', async () => {
    const server = await startLoopbackServer(() => ({ status: 200, body: {} }));
    const url = `${server.origin}/gone?token=abc`;
    await server.close();
    const waits: number[] = [];
    await expect(
      postJsonWithRetry({ url, body: {}, what: 'test' }, { timeoutMs: 500, maxRetries: 1 }, { sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow(/test: http:\/\/127\.0\.0\.1:\d+\/gone failed after 2 attempt\(s\): request failed: fetch failed \(ECONNREFUSED\)/);
    expect(waits).toHaveLength(1);
  });
});
