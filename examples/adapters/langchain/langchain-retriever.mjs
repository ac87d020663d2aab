#!/usr/bin/env node
// A command retriever (protocol 2, documents mode) that chunks the docs with a LangChain.js text
// splitter and searches them with retrieval-gate's own BM25, or with your embeddings endpoint.
// Settings: a few lines of YAML (README.md next to this file), under `retriever.options` in the
// gate's config (so a pull request that changes them is measured like any docs change), or in a
// YAML file named as the argument:
//   retriever: {type: command, run: "node examples/adapters/langchain/langchain-retriever.mjs", options: {chunk_size: 800}}
// The gate judges the chunks by the byte spans they were cut from, so `path#anchor` labels keep
// working whatever chunk_size, chunk_overlap or splitter you choose.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MarkdownTextSplitter, RecursiveCharacterTextSplitter } from '@langchain/textsplitters';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The gate's adapter kit (dist/kit.js): RETRIEVAL_GATE_KIT, else this repository's dist/. */
function loadKit() {
  const candidates = [process.env.RETRIEVAL_GATE_KIT, resolve(here, '../../../dist/kit.js')].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) fail(`cannot find retrieval-gate's dist/kit.js (tried ${candidates.join(', ')}); set RETRIEVAL_GATE_KIT to its path`);
  return require(found);
}

const out = (m) => process.stdout.write(`${JSON.stringify(m)}\n`);
function fail(message) {
  out({ type: 'error', message });
  process.exit(1);
}

// ── Settings ──────────────────────────────────────────────────────────────────────────────────
// From `retriever.options` in the gate's config (sent in the hello: each side of a comparison runs
// with its own config's settings), else from the YAML file named as the argument.
const kit = loadKit();
const KNOWN = new Set(['splitter', 'chunk_size', 'chunk_overlap', 'search']);
let settings;
let splitter;
function configure(raw, where) {
  for (const key of Object.keys(raw)) if (!KNOWN.has(key)) fail(`${where}: unknown setting "${key}" (known: ${[...KNOWN].join(', ')})`);
  settings = {
    splitter: raw.splitter ?? 'markdown',
    chunk_size: raw.chunk_size ?? 1000,
    chunk_overlap: raw.chunk_overlap ?? 0,
    search: { engine: 'bm25', ...(raw.search ?? {}) },
  };
  if (!['markdown', 'recursive'].includes(settings.splitter)) fail(`${where}: splitter must be "markdown" or "recursive", got ${JSON.stringify(settings.splitter)}`);
  if (!Number.isInteger(settings.chunk_size) || settings.chunk_size < 1) fail(`${where}: chunk_size must be a positive integer`);
  if (!Number.isInteger(settings.chunk_overlap) || settings.chunk_overlap < 0 || settings.chunk_overlap >= settings.chunk_size) {
    fail(`${where}: chunk_overlap must be an integer from 0 to chunk_size - 1`);
  }
  if (!['bm25', 'embeddings'].includes(settings.search.engine)) fail(`${where}: search.engine must be "bm25" or "embeddings"`);
  const Splitter = settings.splitter === 'markdown' ? MarkdownTextSplitter : RecursiveCharacterTextSplitter;
  splitter = new Splitter({ chunkSize: settings.chunk_size, chunkOverlap: settings.chunk_overlap });
}
const settingsPath = process.argv[2];

// ── Spans: LangChain returns chunk texts; find where each was cut from ────────────────────────
/**
 * Each chunk is looked up from just after the previous chunk's start (chunks come in order and may
 * overlap), the way LangChain's own createDocuments locates lines. A chunk the splitter rebuilt
 * (joined pieces with a separator) is found by its first and last lines instead.
 */
function locate(text, chunks) {
  const spans = [];
  let from = 0;
  for (const chunk of chunks) {
    let start = text.indexOf(chunk, from);
    let end = start + chunk.length;
    if (start < 0) {
      const first = chunk.slice(0, chunk.indexOf('\n') > 0 ? chunk.indexOf('\n') : chunk.length);
      const last = chunk.slice(chunk.lastIndexOf('\n') + 1);
      start = text.indexOf(first, from);
      const lastAt = start < 0 ? -1 : text.indexOf(last, start);
      if (start < 0 || lastAt < 0) {
        process.stderr.write(`a chunk was not found in its document and is left out: ${JSON.stringify(chunk.slice(0, 60))}\n`);
        continue;
      }
      end = lastAt + last.length;
    }
    if (end > start) spans.push({ start, end, text: chunk });
    from = start + 1;
  }
  return spans;
}

// ── Search engines ────────────────────────────────────────────────────────────────────────────
async function buildEngine(chunks) {
  if (settings.search.engine === 'bm25') {
    const { k1, b } = settings.search;
    const index = kit.createBm25(
      chunks.map((c) => ({ id: c.id, text: c.indexText })),
      { ...(k1 !== undefined ? { k1 } : {}), ...(b !== undefined ? { b } : {}) },
    );
    return { search: async (q, k) => index.search(q, k) };
  }
  // An OpenAI-compatible /embeddings endpoint; the key comes from the variable named by api_key_env.
  const { base_url: baseUrl, model, api_key_env: keyEnv, batch = 64 } = settings.search;
  if (!baseUrl || !model) fail('search.engine embeddings needs search.base_url and search.model');
  const key = keyEnv ? process.env[keyEnv] : undefined;
  if (keyEnv && !key) fail(`the variable ${keyEnv} (search.api_key_env) is not set`);
  const embed = async (texts) => {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ model, input: texts }),
    });
    if (!res.ok) fail(`embeddings endpoint answered ${res.status}`);
    const json = await res.json();
    return json.data.sort((x, y) => x.index - y.index).map((d) => normalise(d.embedding));
  };
  const vectors = [];
  for (let i = 0; i < chunks.length; i += batch) vectors.push(...(await embed(chunks.slice(i, i + batch).map((c) => c.indexText))));
  return {
    search: async (q, k) => {
      const [qv] = await embed([q]);
      return vectors
        .map((v, i) => ({ id: chunks[i].id, score: dot(v, qv) }))
        .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1))
        .slice(0, k);
    },
  };
}
const normalise = (v) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};
const dot = (a, b) => a.reduce((s, x, i) => s + x * b[i], 0);

// ── The exchange ──────────────────────────────────────────────────────────────────────────────
const documents = [];
let engine;
let chunks = [];
// Queries are answered in order, one at a time, after the index is ready.
let queue = Promise.resolve();
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  if (!line.trim()) return;
  const m = JSON.parse(line);
  if (m.type === 'hello') {
    if (m.options) configure(m.options, 'retriever.options');
    else configure(settingsPath ? kit.parseYaml(readFileSync(settingsPath, 'utf8')) ?? {} : {}, settingsPath ?? 'defaults');
    out({ type: 'hello', protocol: 2, wants: 'documents', offsets: 'utf16', name: `langchain ${settings.splitter}(${settings.chunk_size}/${settings.chunk_overlap}) + ${settings.search.engine}` });
  } else if (m.type === 'document') {
    documents.push(m);
  } else if (m.type === 'index') {
    queue = queue.then(async () => {
      let n = 0;
      for (const doc of documents) {
        const spans = locate(doc.text, await splitter.splitText(doc.text));
        for (const s of spans) {
          const id = `${doc.path}#${++n}`;
          chunks.push({ id, path: doc.path, start: s.start, end: s.end, indexText: `${doc.title}\n\n${s.text}` });
          out({ type: 'chunk', id, path: doc.path, start: s.start, end: s.end });
        }
      }
      engine = await buildEngine(chunks);
      process.stderr.write(`${chunks.length} chunks from ${documents.length} documents\n`);
      documents.length = 0;
      out({ type: 'ready' });
    });
  } else if (m.type === 'query') {
    queue = queue.then(async () => {
      const hits = await engine.search(m.text, m.k);
      out({ type: 'results', id: m.id, hits: hits.map((h) => ({ id: h.id, score: h.score })) });
    });
  }
  queue = queue.catch((e) => fail(String(e && e.message ? e.message : e)));
});
rl.on('close', () => queue.then(() => process.exit(0)));
