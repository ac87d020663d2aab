/**
 * @jest-environment ./__tests__/support/host-typed-arrays-env.cjs
 *
 * The Elasticsearch and OpenSearch retrievers against real servers (.ci/search-servers.sh starts
 * them and exports RG_TEST_ELASTICSEARCH_URL, RG_TEST_OPENSEARCH_URL). Without a server its tests
 * are skipped with a message; under CI=true a missing server fails instead.
 *
 * Fidelity: the gate's rankings are exactly the server's own `_search` answers for the same body
 * and question. Compare through the built CLI on the bundled example. Errors. Hostile text. Keep
 * and reuse. The head of a comparison writes only the pull request's changed chunks.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { SidePair } from '../../src/retrieve/common/side-pair';
import { vectorSource } from '../../src/retrieve/embed/vector-source';
import { createRetriever } from '../../src/retrieve/factory';
import { DEFAULT_QUERY } from '../../src/retrieve/engines/search-server/index-body';
import { lastWork, searchBody } from '../../src/retrieve/engines/search-server/search-server';
import { parseTemplate } from '../../src/retrieve/engines/search-server/template';
import type { Doc } from '../../src/types';
import { distFile } from '../support/dist';
import { inputError } from '../support/input-error';

const ROOT = join(__dirname, '..', '..');
const ACME = join(ROOT, 'examples', 'acme');
const ENGINES = [
  { type: 'elasticsearch', variable: 'RG_TEST_ELASTICSEARCH_URL' },
  { type: 'opensearch', variable: 'RG_TEST_OPENSEARCH_URL' },
] as const;

/** Every Markdown file of a folder, chunked as the gate chunks it. */
function folderDocs(dir: string): Doc[] {
  const out: Doc[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) {
        if (name !== '.github') walk(abs);
      } else if (name.endsWith('.md')) {
        const text = readFileSync(abs, 'utf8');
        out.push(parseDocument({ path: relative(dir, abs), hash: abs, text, size: Buffer.byteLength(text) }, DEFAULT_CONFIG.chunking));
      }
    }
  };
  walk(dir);
  return out;
}

const QUESTIONS: string[] = (parseYaml(readFileSync(join(ACME, 'base', '.github', 'retrieval-golden.yml'), 'utf8')) as { questions: Array<{ question: string }> }).questions.map((q) => q.question);

/** A fetch that records every request (method, path, body) before passing it on. */
function recordingFetch() {
  const calls: Array<{ method: string; path: string; body: string }> = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), path: new URL(url).pathname, body: typeof init.body === 'string' ? init.body : '' });
    return fetch(url, init);
  }) as unknown as typeof fetch;
  /** Bulk operations sent: one action line each (`index` or `delete`). */
  const bulkOps = () => calls.filter((c) => c.path === '/_bulk').flatMap((c) => c.body.split('\n').filter((l) => l.startsWith('{"index":{"_index"') || l.startsWith('{"delete":')));
  return { f, calls, bulkOps };
}

async function server(url: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The server's own ranking: `_search` with the body the gate sends, ids and scores. */
async function ownSearch(url: string, index: string, body: Record<string, unknown>): Promise<Array<{ id: string; score: number }>> {
  const r = await server(url, 'POST', `/${index}/_search`, body);
  expect(r.status).toBe(200);
  return r.body.hits.hits.map((h: { _id: string; _score: number }) => ({ id: h._id, score: h._score }));
}

function cli(args: string[], cwd: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [distFile('cli.js'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
}

/** The acme example as two folders, each with `extra` appended to its config. */
function acmeFolders(extra: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-engine-acme-'));
  for (const side of ['base', 'head']) {
    cpSync(join(ACME, side), join(dir, side), { recursive: true });
    writeFileSync(join(dir, side, '.github', 'retrieval-gate.yml'), `${readFileSync(join(ACME, side, '.github', 'retrieval-gate.yml'), 'utf8')}${extra}`);
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

for (const engine of ENGINES) {
  const url = process.env[engine.variable];
  if (!url) {
    if (process.env.CI === 'true') {
      test(`${engine.type}: the server runs in CI`, () => {
        throw new Error(`${engine.variable} is not set: CI must run the ${engine.type} tests against a real server (.ci/run sources .ci/search-servers.sh)`);
      });
    } else {
      // eslint-disable-next-line no-console
      console.log(`skipping the ${engine.type} tests: ${engine.variable} is not set (bash .ci/search-servers.sh run npm run test:tier -- engines starts the servers)`);
      test.skip(`${engine.type} (no server)`, () => {});
    }
    continue;
  }

  describe(`${engine.type} at ${url}`, () => {
    const env = { SEARCH_URL: url };
    const config = (over: Partial<RetrieverConfig> = {}): RetrieverConfig => ({ ...DEFAULT_CONFIG.retriever, type: engine.type, url_env: 'SEARCH_URL', ...over });
    let tmp: string;
    beforeAll(() => {
      tmp = mkdtempSync(join(tmpdir(), `rg-engine-${engine.type}-`));
    });
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    // The servers .ci/search-servers.sh starts for CI are sized for a 2-core test machine (the script says why).
    (process.env.CI === 'true' ? test : test.skip)('as CI starts it: the quick compiler only and one processor', async () => {
      const nodes = (await (await fetch(`${url}/_nodes/jvm,os`)).json()) as { nodes: Record<string, { jvm: { input_arguments: string[] }; os: { allocated_processors: number } }> };
      const [node] = Object.values(nodes.nodes);
      expect({ c1Only: node.jvm.input_arguments.includes('-XX:TieredStopAtLevel=1'), processors: node.os.allocated_processors }).toEqual({ c1Only: true, processors: 1 });
    });

    test("fidelity: the default body ranks exactly as the server's own _search, and the index is deleted at the end", async () => {
      const docs = folderDocs(join(ACME, 'base'));
      const r = await createRetriever(docs, config(), { cwd: tmp, env });
      const index = lastWork!.index;
      try {
        expect(r.name).toMatch(new RegExp(`^${engine.type} \\d+\\.\\d+\\.\\d+ \\(default index, (english|standard) analyzer, default query\\)$`));
        const gate = await r.search(QUESTIONS, 10);
        const template = parseTemplate(DEFAULT_QUERY, 'the default query');
        let nonEmpty = 0;
        for (let i = 0; i < QUESTIONS.length; i++) {
          const own = await ownSearch(url, index, searchBody(template, QUESTIONS[i], 10));
          expect(gate[i]).toEqual(own);
          if (own.length) nonEmpty++;
        }
        expect(nonEmpty).toBeGreaterThan(QUESTIONS.length / 2);
      } finally {
        await r.close!();
      }
      expect((await server(url, 'GET', `/${index}/_mapping`)).status).toBe(404);
    });

    test("fidelity: the team's index and query files rank exactly as the server's own _search", async () => {
      mkdirSync(join(tmp, 'search'), { recursive: true });
      const indexFile = {
        settings: { number_of_shards: 1, analysis: { analyzer: { docs: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'stop'] } } } },
        mappings: { properties: { id: { type: 'keyword' }, path: { type: 'keyword' }, title: { type: 'text', analyzer: 'docs' }, headings: { type: 'text', analyzer: 'docs' }, text: { type: 'text', analyzer: 'docs' }, index_text: { type: 'text', analyzer: 'docs' }, meta: { type: 'object', enabled: false } } },
      };
      const query = '{\n  "query": {"bool": {\n    "must": {"match": {"index_text": "{{query}}"}},\n    "should": [{"match_phrase": {"text": {"query": "{{query}}", "boost": 2}}}, {"match": {"title": "{{query}}"}}]\n  }},\n  "size": {{k}}\n}\n';
      writeFileSync(join(tmp, 'search', 'index.json'), JSON.stringify(indexFile, null, 2));
      writeFileSync(join(tmp, 'search', 'query.json'), query);
      const docs = folderDocs(join(ACME, 'base'));
      const r = await createRetriever(docs, config({ index_file: 'search/index.json', query_file: 'search/query.json' }), { cwd: tmp, env });
      try {
        expect(r.name).toBe(`${engine.type} ${r.name.split(' ')[1]} (index search/index.json, query search/query.json)`);
        const gate = await r.search(QUESTIONS, 5);
        const template = parseTemplate(query, 'search/query.json');
        for (let i = 0; i < QUESTIONS.length; i++) expect(gate[i]).toEqual(await ownSearch(url, lastWork!.index, searchBody(template, QUESTIONS[i], 5)));
      } finally {
        await r.close!();
      }
    });

    test('hostile text: a question cannot change the query, and document text is indexed as text', async () => {
      const hostileDoc = 'Price list"}}, "query": {"match_all": {}}, "x": {"y": "{{query}} \\u0000 </script>';
      const docs = [...folderDocs(join(ACME, 'base')), parseDocument({ path: 'zz/hostile.md', hash: 'h', text: `# Hostile\n\n${hostileDoc}\n`, size: 100 }, DEFAULT_CONFIG.chunking)];
      const rec = recordingFetch();
      const r = await createRetriever(docs, config(), { cwd: tmp, env, fetch: rec.f });
      try {
        const question = 'refund"}}, "query": {"match_all": {}}, "size": 1000, "x": {"y": "';
        const [hits] = await r.search([question], 10);
        const sent = rec.calls.filter((c) => c.path === '/_msearch').pop()!.body.trim().split('\n');
        expect(sent).toHaveLength(2);
        const body = JSON.parse(sent[1]);
        // The question is one string where {{query}} stood; nothing else of the body changed.
        expect(body).toEqual({ size: 10, query: { multi_match: { query: question, type: 'most_fields', fields: ['index_text', 'title^3', 'headings^4'] } }, sort: ['_score', { id: 'asc' }], track_scores: true });
        expect(hits.length).toBeLessThanOrEqual(10);
        expect(hits).toEqual(await ownSearch(url, lastWork!.index, body));
        // The hostile document's text is stored as it was written, and found by its own words.
        const [found] = await r.search(['Price list match_all script'], 3);
        expect(found[0].id).toBe('zz/hostile.md#hostile');
        const stored = await server(url, 'GET', `/${lastWork!.index}/_doc/${encodeURIComponent('zz/hostile.md#hostile')}`);
        expect(stored.body._source.text).toBe(docs[docs.length - 1].chunks[0].text);
        expect(stored.body._source.text).toContain(hostileDoc);
      } finally {
        await r.close!();
      }
    });

    test('the head of a comparison starts from the base index and writes only the changed chunks; its ranking equals a fresh build', async () => {
      const baseDocs = folderDocs(join(ACME, 'base'));
      // The pull request: one section edited, one page removed, one page added.
      const edited = baseDocs.map((d) => (d.path !== 'shipping.md' ? d : parseDocument({ path: d.path, hash: 'edited', text: readFileSync(join(ACME, 'base', 'shipping.md'), 'utf8').replace('We ship to 42 countries.', 'We ship to 43 countries, Iceland included.'), size: 1 }, DEFAULT_CONFIG.chunking)));
      const removed = edited.find((d) => d.path === 'store-pickup.md')!;
      const added = parseDocument({ path: 'outlet/sale.md', hash: 'added', text: '# Spring sale\n\nOutlet headphones ship in five working days.\n\n## Returns\n\nSale items cannot be returned.\n', size: 1 }, DEFAULT_CONFIG.chunking);
      const headDocs = [...edited.filter((d) => d !== removed), added];
      const changed = edited.find((d) => d.path === 'shipping.md')!.chunks.filter((c, i) => c.text !== baseDocs.find((d) => d.path === 'shipping.md')!.chunks[i]?.text).length;
      expect(changed).toBeGreaterThan(0);

      const pair = new SidePair();
      const rec = recordingFetch();
      const deps = { cwd: tmp, env, fetch: rec.f, sidePair: pair };
      let headIndex = '';
      let baseIndex = '';
      let headHits;
      try {
        const base = await createRetriever(baseDocs, config(), deps);
        baseIndex = lastWork!.index;
        await base.search(QUESTIONS, 10);
        await base.close!();
        const opsBefore = rec.bulkOps().length;
        expect(opsBefore).toBe(baseDocs.reduce((n, d) => n + d.chunks.length, 0));
        const head = await createRetriever(headDocs, config(), deps);
        headIndex = lastWork!.index;
        expect(lastWork!.how).toBe('cloned');
        const replicas = await server(url, 'GET', `/${headIndex}/_settings/index.number_of_replicas`);
        expect(replicas.body[headIndex].settings.index.number_of_replicas).toBe('0');
        const headOps = rec.bulkOps().slice(opsBefore);
        expect(headOps.filter((l) => l.startsWith('{"index"'))).toHaveLength(changed + added.chunks.length);
        expect(headOps.filter((l) => l.startsWith('{"delete"'))).toHaveLength(removed.chunks.length);
        headHits = await head.search(QUESTIONS, 10);
        await head.close!();
        // Both still there until the comparison ends.
        expect((await server(url, 'GET', `/${baseIndex}/_mapping`)).status).toBe(200);
      } finally {
        await pair.close();
      }
      expect((await server(url, 'GET', `/${baseIndex}/_mapping`)).status).toBe(404);
      expect((await server(url, 'GET', `/${headIndex}/_mapping`)).status).toBe(404);
      // The same rows built from nothing rank the same.
      const fresh = await createRetriever(headDocs, config(), { cwd: tmp, env });
      try {
        expect(lastWork!.how).toBe('built');
        expect(await fresh.search(QUESTIONS, 10)).toEqual(headHits);
      } finally {
        await fresh.close!();
      }
    });

    test('dense: the shipped encoder\'s vectors in the index, kNN ranked exactly as the server\'s own _search (or one clear error without kNN)', async () => {
      const body = engine.type === 'elasticsearch'
        ? '{"knn": {"field": "embedding", "query_vector": {{vector}}, "k": {{k}}, "num_candidates": 50}, "size": {{k}}}'
        : '{"size": {{k}}, "query": {"knn": {"embedding": {"vector": {{vector}}, "k": {{k}}}}}}';
      writeFileSync(join(tmp, 'knn.json'), body);
      const docs = folderDocs(join(ACME, 'base'));
      const plugins = await server(url, 'GET', '/_cat/plugins?format=json');
      const knn = engine.type === 'elasticsearch' || JSON.stringify(plugins.body).includes('opensearch-knn');
      if (!knn) {
        const e = await inputError(() => createRetriever(docs, config({ query_file: 'knn.json' }), { cwd: tmp, env }));
        expect(e.location.field).toBe('retriever.query_file');
        expect(e.message).toMatch(/^the search server does not support vector fields \(kNN\), which \{\{vector\}\} in the search body \(retriever\.query_file\) needs: OpenSearch needs its k-NN plugin/);
        return;
      }
      const r = await createRetriever(docs, config({ query_file: 'knn.json' }), { cwd: tmp, env });
      try {
        const gate = await r.search(QUESTIONS.slice(0, 6), 5);
        const qv = await vectorSource(undefined, { cwd: tmp, env }).queries(QUESTIONS.slice(0, 6));
        const template = parseTemplate(body, 'knn.json');
        for (let i = 0; i < 6; i++) {
          expect(gate[i]).toHaveLength(5);
          expect(gate[i]).toEqual(await ownSearch(url, lastWork!.index, searchBody(template, QUESTIONS[i], 5, Array.from(qv[i]))));
        }
        const mapping = await server(url, 'GET', `/${lastWork!.index}/_mapping`);
        expect(mapping.body[lastWork!.index].mappings.properties.embedding.type).toBe(engine.type === 'elasticsearch' ? 'dense_vector' : 'knn_vector');
      } finally {
        await r.close!();
      }
    });

    test('keep: true leaves the index; a later run on the same content reuses it without writing', async () => {
      const docs = folderDocs(join(ACME, 'base'));
      const first = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env });
      const index = lastWork!.index;
      try {
        const hits = await first.search(QUESTIONS, 5);
        await first.close!();
        expect((await server(url, 'GET', `/${index}/_mapping`)).status).toBe(200);
        const rec = recordingFetch();
        const again = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env, fetch: rec.f });
        expect(lastWork).toMatchObject({ index, how: 'reused' });
        expect(rec.calls.filter((c) => c.method !== 'GET' && c.path !== '/_analyze')).toEqual([]);
        expect(await again.search(QUESTIONS, 5)).toEqual(hits);
        await again.close!();
      } finally {
        await server(url, 'DELETE', `/${index}`);
      }
    });

    test("two runs on the same content never share an index: without keep each has its own; a kept one being loaded is left to its run", async () => {
      const docs = folderDocs(join(ACME, 'base'));
      const a = await createRetriever(docs, config(), { cwd: tmp, env });
      const aIndex = lastWork!.index;
      const b = await createRetriever(docs, config(), { cwd: tmp, env });
      const bIndex = lastWork!.index;
      expect(aIndex).not.toBe(bIndex);
      expect(aIndex.slice(0, -9)).toBe(bIndex.slice(0, -9));
      await a.close!();
      // b still answers after a deleted its own index.
      expect((await b.search(QUESTIONS.slice(0, 2), 3))[0].length).toBe(3);
      await b.close!();

      const kept = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env });
      const shared = lastWork!.index;
      await kept.close!();
      expect(shared).toBe(aIndex.slice(0, -9));
      try {
        // As if another run had just started loading it.
        await server(url, 'PUT', `/${shared}/_mapping`, { _meta: { retrieval_gate: { content: 'x', complete: false, started: Date.now() } } });
        const c = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env });
        const cIndex = lastWork!.index;
        expect(cIndex).not.toBe(shared);
        await c.close!();
        expect((await server(url, 'GET', `/${cIndex}/_mapping`)).status).toBe(404);
        expect((await server(url, 'GET', `/${shared}/_mapping`)).status).toBe(200);
        // Left by a run that stopped an hour ago: rebuilt in place.
        await server(url, 'PUT', `/${shared}/_mapping`, { _meta: { retrieval_gate: { content: 'x', complete: false, started: Date.now() - 2 * 3600_000 } } });
        const d = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env });
        expect(lastWork).toMatchObject({ index: shared, how: 'built' });
        await d.close!();
      } finally {
        await server(url, 'DELETE', `/${shared}`);
      }
    });

    test('an index of the same name the gate did not create is neither written nor deleted', async () => {
      const docs = folderDocs(join(ACME, 'base'));
      const r = await createRetriever(docs, config({ keep: true }), { cwd: tmp, env });
      const index = lastWork!.index;
      await r.close!();
      await server(url, 'DELETE', `/${index}`);
      expect((await server(url, 'PUT', `/${index}`, { settings: { number_of_replicas: 0 }, mappings: { properties: { owner: { type: 'keyword' } } } })).status).toBe(200);
      try {
        const e = await inputError(() => createRetriever(docs, config({ keep: true }), { cwd: tmp, env }));
        expect(e.message).toBe(`an index named ${index} exists on the search server but was not created by retrieval-gate (no marker in its _meta); the gate never writes to or deletes it: remove or rename it`);
        expect((await server(url, 'GET', `/${index}/_count`)).body.count).toBe(0);
      } finally {
        await server(url, 'DELETE', `/${index}`);
      }
    });

    test('a partial bulk failure gives the count and the first reason', async () => {
      writeFileSync(join(tmp, 'strict.json'), JSON.stringify({ settings: { number_of_shards: 1 }, mappings: { properties: { meta: { properties: { order: { type: 'integer' } } } } } }));
      const docs = [
        parseDocument({ path: 'a.md', hash: 'a', text: '---\norder: 1\n---\n# A\n\nFirst page.\n\n## A2\n\nMore.\n', size: 1 }, DEFAULT_CONFIG.chunking),
        parseDocument({ path: 'b.md', hash: 'b', text: '---\norder: first\n---\n# B\n\nSecond page.\n\n## B2\n\nMore.\n', size: 1 }, DEFAULT_CONFIG.chunking),
      ];
      const rec = recordingFetch();
      const e = await inputError(() => createRetriever(docs, config({ index_file: 'strict.json' }), { cwd: tmp, env, fetch: rec.f }));
      expect(e.location.field).toBe('retriever.index_file');
      // The half-loaded index is removed.
      const created = rec.calls.find((c) => c.method === 'PUT' && /^\/retrieval-gate-[0-9a-f-]+$/.test(c.path))!.path;
      expect((await server(url, 'GET', `${created}/_mapping`)).status).toBe(404);
      expect(e.message).toMatch(/^2 of 4 chunks could not be written to the index \(check the mappings of retriever\.index_file\); the first: b\.md#b: \S+: .*failed to parse field \[meta\.order\] of type \[integer\]/);
    });

    test('compare on the bundled example through the built CLI; errors exit 2 with one line naming the setting', async () => {
      const dir = acmeFolders(`retriever:\n  type: ${engine.type}\n  url_env: SEARCH_URL\n`);
      try {
        const ok = cli(['compare', '--base-dir', 'base', '--head-dir', 'head', '--verbose'], dir, env);
        expect(ok.stderr).not.toMatch(/^\s+at /m);
        expect(ok.status).toBe(1);
        expect(ok.stdout).toContain(`retriever \`${engine.type} `);
        expect(ok.stdout).toContain('3 newly failing questions');
        const built = [...ok.stderr.matchAll(/index (retrieval-gate-[0-9a-f]{32}-[0-9a-f]{8}) (built|cloned)/g)].map((m) => m[1]);
        expect(built).toHaveLength(2);
        expect(ok.stderr).toMatch(/index retrieval-gate-[0-9a-f-]+ cloned \(\d+ rows written, \d+ deleted/);
        for (const index of built) expect((await server(url, 'GET', `/${index}/_mapping`)).status).toBe(404);

        const port = await closedPort();
        const down = cli(['compare', '--base-dir', 'base', '--head-dir', 'head'], dir, { SEARCH_URL: `http://127.0.0.1:${port}` });
        expect(down.status).toBe(2);
        expect(down.stderr.trim()).toBe(`retrieval-gate compare: retriever.url_env: cannot reach the search server at http://127.0.0.1:${port} (from SEARCH_URL, retriever.url_env) while asking the server for its version: ECONNREFUSED`);

        writeFileSync(join(dir, 'query.json'), '{\n  "query": {"no_such_query": {"text": "{{query}}"}}\n}\n');
        writeFileSync(join(dir, 'head', '.github', 'retrieval-gate.yml'), `${readFileSync(join(ACME, 'head', '.github', 'retrieval-gate.yml'), 'utf8')}retriever:\n  type: ${engine.type}\n  url_env: SEARCH_URL\n  query_file: query.json\n`);
        const refused = cli(['compare', '--base-dir', 'base', '--head-dir', 'head'], dir, env);
        expect(refused.status).toBe(2);
        expect(refused.stderr).toContain('retriever.query_file: the search server refused the search body (query.json): ');
        expect(refused.stderr).toContain('no_such_query');
        expect(refused.stderr.trim().split('\n')).toHaveLength(1);
        // The base's index, built before the head failed, was deleted all the same.
        const left = await server(url, 'GET', '/_cat/indices/retrieval-gate-*?format=json');
        expect(left.body).toEqual([]);

        writeFileSync(join(dir, 'query.json'), '{\n  "query": {"match": {"text": {{query}} }}\n}\n');
        const bad = cli(['compare', '--base-dir', 'base', '--head-dir', 'head'], dir, env);
        expect(bad.status).toBe(2);
        expect(bad.stderr).toMatch(/^retrieval-gate compare: query\.json:2:\d+: retriever\.query_file: the search body \(query\.json\) with its placeholders filled is not valid JSON/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
