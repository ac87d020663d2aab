/**
 * The search-server adapter's parts without a server: the search body template (placeholders,
 * escaping of hostile questions), the client's errors (credentials, privileges, unreachable, busy),
 * version and dialect checks, and bulk's partial failures and retries, over a scripted fetch.
 */
import { bulkWrite, type BulkOp } from '../../src/retrieve/engines/search-server/bulk';
import { authorizationOf, request, serverAccess, type ServerAccess } from '../../src/retrieve/engines/search-server/client';
import { detectServer } from '../../src/retrieve/engines/search-server/dialect';
import { DEFAULT_QUERY, parseIndexBody } from '../../src/retrieve/engines/search-server/index-body';
import { fillTemplate, parseTemplate } from '../../src/retrieve/engines/search-server/template';
import { engineRows, rowHash } from '../../src/retrieve/engines/engine-rows';
import { inputError } from '../support/input-error';
import { SidePair } from '../../src/retrieve/common/side-pair';
import { makeDoc } from '../retrieve/factory-docs';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A fetch that answers from `replies` in order (the last one repeats) and records each request. */
function scripted(replies: Array<Reply | Error>) {
  const calls: Array<{ url: string; method: string; body: string; auth?: string }> = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: String(init.body ?? ''), auth: (init.headers as Record<string, string>).authorization });
    const r = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (r instanceof Error) throw r;
    return new Response(r.body === undefined ? '' : JSON.stringify(r.body), { status: r.status, headers: r.headers });
  }) as unknown as typeof fetch;
  return { f, calls };
}

function access(f: typeof fetch, env: Record<string, string> = { SEARCH_URL: 'http://127.0.0.1:9' }, authEnv?: string): ServerAccess {
  return serverAccess(env, 'SEARCH_URL', authEnv, { fetch: f, timeoutMs: 1000, maxRetries: 2, sleep: async () => {} });
}

describe('search body template', () => {
  test('{{query}} is filled escaped: a hostile question stays one string and cannot add to the query', () => {
    const t = parseTemplate(DEFAULT_QUERY, 'the default query');
    const hostile = 'refund"}}, "query": {"match_all": {}}, "x": {"y": "\\\u0000\u2028 {{k}} </script>';
    const body = fillTemplate(t, hostile, 7);
    expect(body.size).toBe(7);
    expect(Object.keys(body).sort()).toEqual(['query', 'size', 'sort', 'track_scores']);
    expect(body.query).toEqual({ multi_match: { query: hostile, type: 'most_fields', fields: ['index_text', 'title^3', 'headings^4'] } });
  });

  test('{{k}} and {{vector}} are bare JSON values; size is set when the body has none', () => {
    const t = parseTemplate('{"query": {"match": {"text": "{{query}}"}}, "knn": {"k": {{k}}, "v": {{vector}}}}', 'q.json');
    expect(t.wantsVector).toBe(true);
    expect(fillTemplate(t, 'a', 3, [0.5, -1])).toEqual({ query: { match: { text: 'a' } }, knn: { k: 3, v: [0.5, -1] }, size: 3 });
  });

  test('mistakes are found when the file is read, at their line', async () => {
    const bare = await inputError(async () => parseTemplate('{\n  "query": {"match": {"text": {{query}} }}\n}', 'search/query.json'));
    expect(bare.location).toMatchObject({ file: 'search/query.json', field: 'retrieval.query_file'.replace('retrieval', 'retriever'), line: 2 });
    expect(bare.message).toContain('not valid JSON');
    const unknown = await inputError(async () => parseTemplate('{\n\n "q": "{{question}}"}', 'q.json'));
    expect(unknown.format()).toBe('q.json:3: retriever.query_file: unknown placeholder {{question}} in the search body: the placeholders are {{query}}, {{k}} and {{vector}}');
    const none = await inputError(async () => parseTemplate('{"query": {"match_all": {}}}', 'q.json'));
    expect(none.message).toContain('has no {{query}}');
    const key = await inputError(async () => parseTemplate('{"{{query}}": 1}', 'q.json'));
    expect(key.message).toContain('must stand inside a JSON string');
  });

  test('an index file holds settings and mappings only (no aliases)', async () => {
    const e = await inputError(async () => parseIndexBody('{"settings": {}, "aliases": {"docs-prod": {}}}', 'search/index.json'));
    expect(e.format()).toContain('search/index.json: retriever.index_file: the index file search/index.json may hold only "settings" and "mappings", not "aliases"');
    const j = await inputError(async () => parseIndexBody('{"settings": {\n  "analysis": }\n}', 'search/index.json'));
    expect(j.location).toMatchObject({ file: 'search/index.json', line: 2, field: 'retriever.index_file' });
  });
});

describe('client errors name the setting to fix', () => {
  test('an unset or malformed URL variable', async () => {
    const { f } = scripted([{ status: 200 }]);
    expect((await inputError(async () => access(f, {}))).format()).toBe(
      'retriever.url_env: the environment variable SEARCH_URL (retriever.url_env) is not set: it must hold the search server\'s URL, e.g. https://search.example.com:9200',
    );
    expect((await inputError(async () => access(f, { SEARCH_URL: 'not a url' }))).message).toContain('does not hold a URL');
    expect((await inputError(async () => access(f, { SEARCH_URL: 'http://x' }, 'SEARCH_AUTH'))).location.field).toBe('retriever.auth_env');
  });

  test('refused credentials (401) and missing privileges (403); the secret is never repeated', async () => {
    const env = { SEARCH_URL: 'http://127.0.0.1:9', SEARCH_AUTH: 'elastic:hunter22' };
    const { f, calls } = scripted([{ status: 401, body: { error: { type: 'security_exception', reason: 'unable to authenticate user [elastic] with hunter22' } } }]);
    const e = await inputError(() => request(access(f, env, 'SEARCH_AUTH'), 'GET', '/', undefined, { what: 'asking the server for its version' }));
    expect(e.location.field).toBe('retriever.auth_env');
    expect(e.message).toContain('refused the credentials in SEARCH_AUTH (retriever.auth_env) while asking the server for its version (401)');
    expect(e.message).not.toContain('hunter22');
    expect(calls[0].auth).toBe(`Basic ${Buffer.from('elastic:hunter22').toString('base64')}`);
    const { f: f403 } = scripted([{ status: 403, body: { error: { type: 'security_exception', reason: 'action [indices:admin/create] is unauthorized' } } }]);
    const p = await inputError(() => request(access(f403, env, 'SEARCH_AUTH'), 'PUT', '/x', {}, { what: 'creating the index x' }));
    expect(p.message).toContain('refused creating the index x (403, missing privileges)');
    expect(p.location.field).toBe('retriever.auth_env');
  });

  test('credentials in the URL move to a header; API keys are sent as ApiKey', async () => {
    const { f, calls } = scripted([{ status: 200, body: {} }]);
    const a = access(f, { SEARCH_URL: 'https://u:p%40ss@search.example.com:9200/' });
    expect(a.url).toBe('https://search.example.com:9200');
    await request(a, 'GET', '/', undefined, { what: 'x' });
    expect(calls[0].auth).toBe(`Basic ${Buffer.from('u:p@ss').toString('base64')}`);
    expect(authorizationOf('VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==')).toMatch(/^ApiKey /);
    expect(authorizationOf('Bearer abc')).toBe('Bearer abc');
  });

  test('an unreachable server names url_env; 429 is retried, then reported', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const { f } = scripted([refused]);
    const e = await inputError(() => request(access(f), 'GET', '/', undefined, { what: 'asking the server for its version' }));
    expect(e.format()).toBe('retriever.url_env: cannot reach the search server at http://127.0.0.1:9 (from SEARCH_URL, retriever.url_env) while asking the server for its version: ECONNREFUSED');
    const { f: busy, calls } = scripted([{ status: 429 }, { status: 429 }, { status: 200, body: { ok: 1 } }]);
    expect((await request(access(busy), 'GET', '/', undefined, { what: 'x' })).body).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    const { f: always } = scripted([{ status: 429 }]);
    expect((await inputError(() => request(access(always), 'GET', '/', undefined, { what: 'searching' }))).message).toContain('stayed busy (429) while searching, after 2 retries');
  });
});

describe('server checks', () => {
  test('an unsupported version and the wrong engine are one clear error each', async () => {
    const { f } = scripted([{ status: 200, body: { version: { number: '7.17.9' } }, headers: { 'x-elastic-product': 'Elasticsearch' } }]);
    const old = await inputError(() => detectServer(access(f), 'elasticsearch'));
    expect(old.message).toBe('elasticsearch 7.17.9 at http://127.0.0.1:9 is not supported: the gate needs elasticsearch 8.0 or later (retriever.type)');
    const { f: os } = scripted([{ status: 200, body: { version: { number: '2.19.1', distribution: 'opensearch' } } }]);
    expect((await inputError(() => detectServer(access(os), 'elasticsearch'))).message).toContain("is opensearch 2.19.1, but retriever.type is 'elasticsearch'");
    // Elasticsearch builds without the root endpoint answer 405 there: the version comes from _nodes.
    const { f: noRoot } = scripted([{ status: 405, body: { error: 'Incorrect HTTP method' } }, { status: 200, body: { nodes: { n: { version: '8.19.2' } } }, headers: { 'x-elastic-product': 'Elasticsearch' } }]);
    expect(await detectServer(access(noRoot), 'elasticsearch')).toEqual({ dialect: 'elasticsearch', version: '8.19.2' });
  });
});

describe('bulk', () => {
  const ops: BulkOp[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ index: 'i', id, source: { id } }));

  test('rows turned away as busy are sent again; other failures are counted with the first reason', async () => {
    const items = (statuses: number[]) => ({ errors: true, items: statuses.map((status) => ({ index: { status, ...(status === 400 ? { error: { type: 'document_parsing_exception', reason: 'failed to parse field [meta.order] of type [integer]' } } : {}) } })) });
    const { f, calls } = scripted([{ status: 200, body: items([201, 429, 400, 201, 400]) }, { status: 200, body: items([201]) }]);
    const e = await inputError(() => bulkWrite(access(f), ops));
    expect(e.format()).toBe(
      'retriever.index_file: 2 of 5 chunks could not be written to the index (check the mappings of retriever.index_file); the first: c: document_parsing_exception: failed to parse field [meta.order] of type [integer]',
    );
    expect(calls).toHaveLength(2);
    expect(calls[1].body.trim().split('\n')).toEqual([JSON.stringify({ index: { _index: 'i', _id: 'b' } }), JSON.stringify({ id: 'b' })]);
  });

  test('batches are cut by count', async () => {
    const { f, calls } = scripted([{ status: 200, body: { errors: false, items: [{ index: { status: 201 } }, { index: { status: 201 } }] } }, { status: 200, body: { errors: false, items: [{ index: { status: 201 } }] } }]);
    const stats = await bulkWrite(access(f), ops.slice(0, 3), { maxOps: 2, maxBytes: 1e6, concurrency: 1 });
    expect(stats).toEqual({ written: 3, deleted: 0, requests: 2 });
    expect(calls).toHaveLength(2);
  });
});

describe('engine rows', () => {
  test('the fields every engine indexes, and a hash that changes with any of them', () => {
    const doc = makeDoc('guide/setup.md', [['Install', 'Run the installer.']], { audience: 'admin' });
    const [row] = engineRows([doc]);
    expect(row).toEqual({ id: 'guide/setup.md#install', path: 'guide/setup.md', title: 'Install', headings: ['Install'], text: 'Run the installer.', index_text: 'Install\n\nRun the installer.', meta: { audience: 'admin' } });
    expect(rowHash({ ...row, meta: { audience: 'user' } })).not.toBe(rowHash(row));
  });
});

describe('side pair', () => {
  test('clean-ups run last first, all of them, and the first failure is thrown after', async () => {
    const pair = new SidePair();
    const ran: string[] = [];
    pair.remember('k', 1);
    expect(pair.recall('k')).toBe(1);
    pair.defer(async () => void ran.push('base'));
    pair.defer(async () => {
      ran.push('head');
      throw new Error('head failed');
    });
    await expect(pair.close()).rejects.toThrow('head failed');
    expect(ran).toEqual(['head', 'base']);
    expect(pair.recall('k')).toBeUndefined();
  });
});
