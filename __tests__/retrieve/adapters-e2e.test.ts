// The shipped adapters (examples/adapters/) run by the built CLI as users run it: the plain Node
// and Python templates on the Acme example, a hostile adapter through dist/, and the LangChain.js
// adapter on a shared corpus at two chunk sizes through `compare --base-config --head-config`.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { startEmbeddingsServer } from '../support/loopback-embeddings';
import { distFile } from '../support/dist';

const ROOT = resolve(__dirname, '..', '..');
const CLI = distFile('cli.js');
const ACME = join(ROOT, 'examples', 'acme', 'head');
const ACME_GOLDEN = join(ACME, '.github', 'retrieval-golden.yml');
// RG_CORPORA: the corpora folder when the project is not next to `shared/` (a worktree elsewhere).
const CORPORA = process.env.RG_CORPORA ?? resolve(ROOT, '../shared/corpora');
const FLASK = join(CORPORA, 'flask-docs', 'docs');

const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: ROOT, maxBuffer: 64 << 20 });
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-adapters-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A config file running `run`, with `options` as retriever.options. */
function config(name: string, run: string, options?: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `docs: ['**/*.md', '**/*.rst']\nretriever:\n  type: command\n  run: ${JSON.stringify(run)}\n${options ? `  options: ${options}\n` : ''}`);
  return file;
}

interface EvalJson {
  retriever: string;
  chunks: number;
  metrics: Record<string, number>;
  questions: Array<{ id: string; retrieved: Array<{ id: string; path: string; headings: string[]; relevant: boolean }> }>;
}

describe('adapter templates through dist/cli.js', () => {
  test('the Node and Python templates: same chunks (utf16 vs codepoints offsets), same chunks retrieved, real retrieval', () => {
    const results = ['node examples/adapters/template-node/retriever.mjs', '/usr/bin/env python3 examples/adapters/template-python/retriever.py'].map((run, i) => {
      const r = cli('eval', '--dir', ACME, '--golden', ACME_GOLDEN, '--config', config(`template-${i}`, run), '--json');
      // The head of the example has two labels its PR broke: eval names them on stderr (one line
      // each, file:line:col) and still exits 0; nothing else may be written there.
      expect(r.stderr.split('\n').filter((l) => l !== '' && !/:\d+:\d+: error: question 'R(06|18)'/.test(l) && !/golden-set problems above/.test(l))).toEqual([]);
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as EvalJson;
    });
    const [node, python] = results;
    expect(node.retriever).toContain('paragraphs(1500) + tf-idf');
    expect(python.retriever).toContain('paragraphs(1500) + tf-idf (python)');
    expect(node.chunks).toBe(python.chunks);
    // Same chunks retrieved per question (the order of near-equal scores may differ between the two languages' arithmetic and tokenisers).
    const sets = (e: EvalJson) => e.questions.map((q) => q.retrieved.map((c) => c.id).sort());
    expect(sets(node)).toEqual(sets(python));
    expect(node.metrics['recall@10']).toBeGreaterThan(0.8);
    // Their chunks carry heading context derived from their spans.
    expect(node.questions.some((q) => q.retrieved.some((c) => c.headings.length > 0))).toBe(true);
  });

  test('a hostile adapter through dist/ exits 2 with one message naming the hit, no stack trace', () => {
    const script = join(dir, 'hostile.cjs');
    writeFileSync(
      script,
      `require('node:readline').createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l), out = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
  if (m.type === 'hello') out({ type: 'hello', protocol: 2, wants: 'documents', offsets: 'utf16' });
  if (m.type === 'document' && m.path === 'returns.md') out({ type: 'chunk', path: m.path, start: 0, end: 40 });
  if (m.type === 'index') out({ type: 'ready' });
  if (m.type === 'query') out({ type: 'results', id: m.id, hits: [{ path: 'returns.md', start: 40, end: 0, score: 1 }] });
}).on('close', () => process.exit(0));`,
    );
    const r = cli('eval', '--dir', ACME, '--golden', ACME_GOLDEN, '--config', config('hostile', `node ${script}`));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('hits[0] {"path":"returns.md","start":40,"end":0,"score":1}: start 40 is after end 0');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe('');
  });
});

describe('LangChain.js adapter with embeddings', () => {
  test('searches with an OpenAI-compatible endpoint (served on loopback), key from the named variable', async () => {
    const server = await startEmbeddingsServer({ dims: 256 });
    try {
      const cfg = config('lc-embed', 'node examples/adapters/langchain/langchain-retriever.mjs', `{splitter: markdown, chunk_size: 600, search: {engine: embeddings, base_url: ${JSON.stringify(server.baseUrl)}, model: hash-bow, api_key_env: RG_TEST_EMBED_KEY}}`);
      // Async: the loopback server answers from this process while the CLI runs.
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'eval', '--dir', ACME, '--golden', ACME_GOLDEN, '--config', cfg, '--json'], {
        cwd: ROOT,
        env: { ...process.env, RG_TEST_EMBED_KEY: 'k-123' },
        maxBuffer: 64 << 20,
      });
      const r = JSON.parse(stdout) as EvalJson;
      expect(r.retriever).toContain('langchain markdown(600/0) + embeddings');
      // Every chunk and every question went to the endpoint, with the key from the named variable.
      expect(server.inputs).toContain('How many days do I have to return new headphones?');
      expect(server.inputs.length).toBe(r.chunks + r.questions.length);
      expect(server.requests.every((q) => q.headers.authorization === 'Bearer k-123')).toBe(true);
      expect(r.metrics['recall@10']).toBeGreaterThan(0.5);
    } finally {
      await server.close();
    }
  }, 300_000);
});

/** Questions from the corpus: for a spread of sections, the heading and the first words of its text, labelled `path#anchor`. */
function flaskGolden(): string {
  const files = readdirSync(FLASK, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.rst'))
    .sort();
  const lines = ['questions:'];
  let n = 0;
  for (const path of files.filter((_, i) => i % 3 === 0)) {
    const text = readFileSync(join(FLASK, path), 'utf8');
    const doc = parseDocument({ path, hash: '', text, size: text.length }, DEFAULT_CONFIG.chunking);
    for (const c of doc.chunks.filter((x) => x.part === 0 && x.trail.length > 1).slice(0, 2)) {
      const words = c.text.split('\n').slice(1).join(' ').split(/\s+/).filter((w) => /^[a-z]{4,}$/i.test(w)).slice(0, 6);
      if (words.length < 4) continue;
      const anchor = c.trail[c.trail.length - 1].slug;
      lines.push(`  - id: F${++n}`, `    question: ${JSON.stringify(`${c.trail[c.trail.length - 1].text} ${words.join(' ')}`)}`, `    relevant: [${JSON.stringify(`${path}#${anchor}`)}]`);
    }
  }
  const file = join(dir, 'flask-golden.yml');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

(existsSync(FLASK) ? describe : describe.skip)('LangChain.js adapter on flask-docs', () => {
  test('two chunk sizes compared on the same docs: per-question differences, chunking change, labels judged on spans', () => {
    const golden = flaskGolden();
    const run = 'node examples/adapters/langchain/langchain-retriever.mjs';
    const big = config('lc-big', run, '{splitter: recursive, chunk_size: 2000, chunk_overlap: 0}');
    const small = config('lc-small', run, '{splitter: recursive, chunk_size: 300, chunk_overlap: 60}');
    const reportFile = join(dir, 'lc-report.json');
    const r = cli('compare', '--dir', FLASK, '--base-config', big, '--head-config', small, '--golden', golden, '--report', reportFile, '--markdown', join(dir, 'lc.md'));
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect([0, 1]).toContain(r.status);
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    expect(report.retriever).toContain('langchain recursive(2000/0) + bm25) → ');
    expect(report.retriever).toContain('langchain recursive(300/60) + bm25');
    // The chunking change is reported, with the retriever as the chunker on both sides.
    const k = report.corpus.chunking;
    expect(k.base.chunked_by).toBe('retriever');
    expect(k.head.chunked_by).toBe('retriever');
    expect(k.head.chunks).toBeGreaterThan(k.base.chunks * 3);
    expect(k.head.mean_bytes).toBeLessThan(320);
    expect(k.base.mean_bytes).toBeGreaterThan(k.head.mean_bytes * 3);
    // Every document long enough to be cut differently was (a few are shorter than both sizes).
    expect(k.docs_rechunked).toBeGreaterThan(report.base.docs * 0.8);
    expect(readFileSync(join(dir, 'lc.md'), 'utf8')).toContain('**Chunking changed**');
    // Per question: the chunk size moved labels, and not every question the same way.
    const qs = report.questions.filter((q: { status: string }) => q.status !== 'broken_label');
    expect(qs.length).toBeGreaterThan(20);
    const moved = qs.filter((q: { moves: Array<{ base_rank: number | null; head_rank: number | null }> }) => q.moves.some((m) => m.base_rank !== m.head_rank));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(qs.length);
    // What a reader of the comment sees, in short: each question whose evidence moved, label by label.
    const statuses: Record<string, number> = {};
    for (const q of qs) statuses[q.status] = (statuses[q.status] ?? 0) + 1;
    console.log(
      `flask-docs, LangChain recursive 2000/0 → 300/60: ${k.base.chunks} → ${k.head.chunks} chunks (mean ${k.base.mean_bytes} → ${k.head.mean_bytes} bytes); ` +
        `recall@5 ${report.base.metrics['recall@5'].toFixed(3)} → ${report.head.metrics['recall@5'].toFixed(3)}, mrr ${report.base.metrics.mrr.toFixed(3)} → ${report.head.metrics.mrr.toFixed(3)}; ` +
        `${moved.length} of ${qs.length} questions moved (${JSON.stringify(statuses)})\n` +
        moved
          .slice(0, 8)
          .map((q: { id: string; moves: Array<{ label: string; base_rank: number | null; head_rank: number | null }> }) => `  ${q.id}: ${q.moves.map((m) => `${m.label} ${m.base_rank ?? '—'} → ${m.head_rank ?? '—'}`).join('; ')}`)
          .join('\n'),
    );
    // Labels are judged on spans: every relevant chunk is in the label's document, and some count
    // for a section their own trail (the section the span starts in) does not name.
    let viaSpan = 0;
    for (const q of report.questions) {
      for (const c of [...(q.base?.retrieved ?? []), ...(q.head?.retrieved ?? [])]) {
        for (const label of c.labels as string[]) {
          const [path, anchor] = label.split('#');
          expect(c.path).toBe(path);
          if (!c.anchors.includes(anchor)) viaSpan++;
        }
      }
    }
    expect(viaSpan).toBeGreaterThan(0);
  }, 120_000);
});

describe('a pull request that changes only the pipeline settings', () => {
  test('retriever.options changed in the PR: each side runs its own, the per-question effect and the chunking change are reported', () => {
    const { BASE_FILES, makeRepo } = require('../engine/repo-fixture') as typeof import('../engine/repo-fixture');
    const adapter = join(ROOT, 'examples/adapters/template-node/retriever.mjs');
    const cfg = (maxChars: number) => `docs: ['docs/**/*.md']\nretriever:\n  type: command\n  run: ${JSON.stringify(`node ${adapter}`)}\n  options: {max_chars: ${maxChars}}\n`;
    const repo = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': cfg(4000) }, { '.github/retrieval-gate.yml': cfg(60) });
    try {
      const reportFile = join(dir, 'pr-options.json');
      const r = spawnSync(process.execPath, [CLI, 'compare', '--base', 'main', '--head', 'pr', '--report', reportFile], { cwd: repo, encoding: 'utf8' });
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect([0, 1]).toContain(r.status);
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      expect(report.config.changed_in_pr).toBe(true);
      expect(report.config.base_used_own_config).toBe(true);
      expect(report.retriever).toContain('paragraphs(4000) + tf-idf) → command(');
      expect(report.retriever).toContain('paragraphs(60) + tf-idf');
      // No document changed, yet the chunking did, and the comment says by how much.
      expect(report.corpus.docs_changed + report.corpus.docs_added + report.corpus.docs_deleted).toBe(0);
      const k = report.corpus.chunking;
      expect(k.head.chunks).toBeGreaterThan(k.base.chunks);
      expect(k.head.mean_bytes).toBeLessThan(k.base.mean_bytes);
      expect(r.stdout).toContain('**Chunking changed**');
      // Per question: each side's chunks, judged on spans (one paragraph per chunk at head, whole files at base).
      for (const q of report.questions.filter((x: { status: string }) => x.status !== 'broken_label')) {
        for (const c of q.base.retrieved) expect(c.id).toMatch(/^docs\/[a-z]+\.md#@0-\d+$/);
      }
      // The head's top chunk is a paragraph inside the base's whole-file chunk, for every question answered at both.
      const both = report.questions.filter((q: { base?: { retrieved: unknown[] }; head?: { retrieved: unknown[] } }) => q.base?.retrieved.length && q.head?.retrieved.length);
      expect(both.length).toBeGreaterThan(2);
      for (const q of both) {
        const [b, h] = [q.base.retrieved[0], q.head.retrieved[0]];
        expect(h.id).not.toBe(b.id);
        expect(h.id).toMatch(/^docs\/[a-z]+\.md#@\d+-\d+$/);
      }
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
