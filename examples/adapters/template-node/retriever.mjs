#!/usr/bin/env node
// A minimal command retriever in plain Node (no dependencies) speaking protocol 2, documents mode:
// it receives whole documents, cuts them into paragraph groups of at most max_chars characters,
// indexes them with TF-IDF and answers each query with the spans of its best chunks.
// Replace `split` with your chunker and `Index` with your engine; keep the message loop.
//   retriever: {type: command, run: "node examples/adapters/template-node/retriever.mjs", options: {max_chars: 1500}}
import { createInterface } from 'node:readline';

// Settings: `retriever.options` of the gate's config arrive in the hello (each side of a comparison its own).
let MAX_CHARS = 1500;
const out = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

/** Paragraph groups of at most MAX_CHARS, as [start, end) offsets into `text` (JavaScript string indices: "utf16"). */
function split(text) {
  const spans = [];
  const paragraph = /\S[\s\S]*?(?=\n\s*\n|$)/g;
  let cur = null;
  for (let m; (m = paragraph.exec(text)); ) {
    const start = m.index;
    const end = m.index + m[0].length;
    if (cur && end - cur.start <= MAX_CHARS) cur.end = end;
    else {
      if (cur) spans.push(cur);
      cur = { start, end };
    }
  }
  if (cur) spans.push(cur);
  return spans;
}

const words = (t) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** TF-IDF with cosine-normalised chunk vectors. */
class Index {
  constructor() {
    this.chunks = [];
    this.df = new Map();
  }
  add(chunk, text) {
    const tf = new Map();
    for (const w of words(text)) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const w of tf.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
    this.chunks.push({ chunk, tf });
  }
  build() {
    const n = this.chunks.length;
    for (const c of this.chunks) {
      let norm = 0;
      c.weights = new Map();
      for (const [w, f] of c.tf) {
        const x = (1 + Math.log(f)) * Math.log(1 + n / this.df.get(w));
        c.weights.set(w, x);
        norm += x * x;
      }
      c.norm = Math.sqrt(norm) || 1;
    }
  }
  search(query, k) {
    const q = new Set(words(query));
    return this.chunks
      .map((c) => ({ ...c.chunk, score: [...q].reduce((s, w) => s + (c.weights.get(w) ?? 0), 0) / c.norm }))
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, k);
  }
}

const index = new Index();
createInterface({ input: process.stdin, crlfDelay: Infinity })
  .on('line', (line) => {
    if (!line.trim()) return;
    const m = JSON.parse(line);
    switch (m.type) {
      case 'hello': // the gate offers protocol 1; ask for whole documents instead, offsets as JavaScript string indices
        if (Number.isInteger(m.options?.max_chars) && m.options.max_chars > 0) MAX_CHARS = m.options.max_chars;
        out({ type: 'hello', protocol: 2, wants: 'documents', offsets: 'utf16', name: `paragraphs(${MAX_CHARS}) + tf-idf` });
        break;
      case 'document': // {path, title, format, text, meta}
        for (const { start, end } of split(m.text)) {
          const chunk = { path: m.path, start, end };
          index.add(chunk, `${m.title}\n\n${m.text.slice(start, end)}`);
          out({ type: 'chunk', ...chunk }); // declare every chunk: the gate judges them by these spans
        }
        break;
      case 'index':
        index.build();
        out({ type: 'ready' });
        break;
      case 'query': // {id, text, k}: answer with spans of declared chunks
        out({ type: 'results', id: m.id, hits: index.search(m.text, m.k) });
        break;
    }
  })
  .on('close', () => process.exit(0));
