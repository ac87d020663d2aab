// Protocol 2, documents mode: a scripted adapter declares the chunks and hits each test gives it
// (through the environment), so every way a hostile or buggy adapter can get spans wrong is tried
// against the real exchange, and the good path is checked in all three offset units.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createLabelResolver } from '../../src/golden/resolve';
import { createRetriever } from '../../src/retrieve/factory';
import type { Doc } from '../../src/types';
import { inputError } from '../support/input-error';

const PROGRAM = String.raw`
const readline = require('node:readline');
const out = (m) => process.stdout.write(JSON.stringify(m) + '\n');
const hello = JSON.parse(process.env.HELLO);
const chunks = JSON.parse(process.env.CHUNKS);
const hits = JSON.parse(process.env.HITS || '[]');
const seen = [];
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.type === 'hello') { console.error('hello ' + JSON.stringify(m)); out(Object.assign({ type: 'hello' }, hello)); }
  else if (m.type === 'document') seen.push(m.path + ':' + m.format + ':' + m.text.length);
  else if (m.type === 'index') { console.error('documents ' + seen.join(' ')); for (const c of chunks) out(Object.assign({ type: 'chunk' }, c)); out({ type: 'ready' }); }
  else if (m.type === 'query') out({ type: 'results', id: m.id, hits });
}).on('close', () => process.exit(0));
`;

const TEXT = [
  '# Café guide', // 0
  '',
  'Intro with an emoji 😀 and accents: crème brûlée.',
  '',
  '## Ordering',
  '',
  'Ask for a flat white at the counter; the barista calls your name.',
  '',
  '### Decaf',
  '',
  'Decaf is made on request.',
  '',
  '## Paying',
  '',
  'Cards and cash are fine.',
  '',
].join('\n');
const FILE = { path: 'cafe.md', hash: 'h1', text: TEXT, size: Buffer.byteLength(TEXT) };
const DOCS: Doc[] = [parseDocument(FILE, DEFAULT_CONFIG.chunking)];
const texts = (p: string) => (p === FILE.path ? FILE.text : undefined);

/** Offsets of `[from, to)` (UTF-16 indices of TEXT) in the unit a program would use. */
function inUnit(unit: 'utf16' | 'codepoints' | 'bytes', from: number, to: number): [number, number] {
  const conv = (i: number) => (unit === 'utf16' ? i : unit === 'bytes' ? Buffer.byteLength(TEXT.slice(0, i)) : [...TEXT.slice(0, i)].length);
  return [conv(from), conv(to)];
}
const at = (s: string) => TEXT.indexOf(s);
/** Three chunks: the title and intro; Ordering with Decaf; Paying. */
function spans(unit: 'utf16' | 'codepoints' | 'bytes') {
  const cuts = [0, at('## Ordering'), at('## Paying'), TEXT.length];
  return [0, 1, 2].map((i) => {
    const [start, end] = inUnit(unit, cuts[i], cuts[i + 1]);
    return { path: 'cafe.md', start, end };
  });
}

let dir: string;
let script: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-external-docs-'));
  script = path.join(dir, 'scripted.cjs');
  fs.writeFileSync(script, PROGRAM);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const config = (extra: Partial<RetrieverConfig> = {}): RetrieverConfig => ({ ...DEFAULT_CONFIG.retriever, type: 'command', run: `node ${JSON.stringify(script)}`, timeout_ms: 10_000, ...extra });
function make(hello: object, chunks: object[], hits: object[] = [], logs: string[] = [], extra: Partial<RetrieverConfig> = {}) {
  return createRetriever(DOCS, config(extra), { cwd: dir, env: { ...process.env, HELLO: JSON.stringify(hello), CHUNKS: JSON.stringify(chunks), HITS: JSON.stringify(hits) }, log: (m) => logs.push(m) }, texts);
}
const V2 = { protocol: 2, wants: 'documents', offsets: 'utf16', name: 'scripted' };

describe('command retriever, protocol 2 (documents mode)', () => {
  test.each(['utf16', 'codepoints', 'bytes'] as const)('offsets in %s: the same byte spans, trails from the span, hits by span or id', async (unit) => {
    const logs: string[] = [];
    const declared = spans(unit);
    const chunks = [{ ...declared[0], id: 'intro' }, declared[1], declared[2]];
    const r = await make({ ...V2, offsets: unit }, chunks, [{ ...declared[2], score: 1 }, { id: 'intro', score: 3 }, { ...declared[1], score: 2 }], logs);
    try {
      // The program's stderr and stdout are two pipes: its `documents` line may be read after
      // `ready` has answered, so wait for it (a fixed order here was a race, lost on a busy machine).
      for (let t = 0; t < 100 && !logs.some((l) => l.includes('] documents ')); t++) await new Promise((r) => setTimeout(r, 20));
      expect(logs.join('\n')).toContain(`documents cafe.md:markdown:${TEXT.length}`);
      const docs = r.documents!;
      expect(docs).toHaveLength(1);
      expect(docs[0].chunkedBy).toBe('retriever');
      const bytes = (s: string) => Buffer.byteLength(TEXT.slice(0, at(s)));
      expect(docs[0].chunks.map((c) => [c.id, c.start, c.end])).toEqual([
        ['cafe.md#intro', 0, bytes('## Ordering')],
        [`cafe.md#@${bytes('## Ordering')}-${bytes('## Paying')}`, bytes('## Ordering'), bytes('## Paying')],
        [`cafe.md#@${bytes('## Paying')}-${Buffer.byteLength(TEXT)}`, bytes('## Paying'), Buffer.byteLength(TEXT)],
      ]);
      // The chunk's text is the document text it spans, and its trail the sections it starts in.
      expect(docs[0].chunks[1].text).toBe(TEXT.slice(at('## Ordering'), at('## Paying')));
      expect(docs[0].chunks.map((c) => c.anchors)).toEqual([['café-guide'], ['café-guide', 'ordering'], ['café-guide', 'paying']]);
      const [hits] = await r.search(['anything'], 10);
      expect(hits.map((h) => h.id)).toEqual(['cafe.md#intro', docs[0].chunks[1].id, docs[0].chunks[2].id]);
    } finally {
      await r.close?.();
    }
  });

  test('their chunks are judged on spans: a chunk holding a subsection is evidence for it, whatever its trail says', async () => {
    const r = await make(V2, spans('utf16'));
    await r.close?.();
    const docs = r.documents!;
    const resolver = createLabelResolver(docs);
    const label = (anchor?: string) => ({ raw: anchor ? `cafe.md#${anchor}` : 'cafe.md', path: 'cafe.md', ...(anchor ? { anchor } : {}) });
    const [intro, ordering, paying] = docs[0].chunks;
    // `decaf` is nowhere in the Ordering chunk's trail, but the chunk holds the whole Decaf section.
    expect(ordering.anchors).not.toContain('decaf');
    expect(resolver.matches(ordering, label('decaf'))).toBe(true);
    expect(resolver.matches(ordering, label('ordering'))).toBe(true);
    expect(resolver.matches(intro, label('ordering'))).toBe(false);
    expect(resolver.matches(paying, label('decaf'))).toBe(false);
    // The title section covers the whole file (every other heading is below it).
    expect(resolver.resolve(label('café-guide'))).toEqual(docs[0].chunks.map((c) => c.id));
    expect(resolver.resolve(label('no-such-section'))).toEqual([]);
    expect(resolver.resolve(label())).toHaveLength(3);
  });

  test('retriever.options reach the program in the hello', async () => {
    const logs: string[] = [];
    const r = await make(V2, spans('utf16'), [], logs, { options: { chunk_size: 300, splitter: 'markdown' } });
    await r.close?.();
    expect(logs.find((l) => l.includes('] hello '))).toContain('{"type":"hello","protocol":1,"chunks":4,"options":{"chunk_size":300,"splitter":"markdown"}}');
    // Without options the hello is exactly protocol 1's.
    const plain: string[] = [];
    await (await make(V2, spans('utf16'), [], plain)).close?.();
    expect(plain.find((l) => l.includes('] hello '))).toContain('hello {"type":"hello","protocol":1,"chunks":4}');
  });

  const [ordering] = [spans('utf16')[1]];
  const emoji = at('😀');
  const cases: Array<[string, object, object[], object[], string]> = [
    ['no offsets unit in the hello', { ...V2, offsets: undefined }, [], [], 'must say how its offsets count: "offsets" one of "utf16", "codepoints", "bytes"'],
    ['a protocol 2 hello without documents', { ...V2, wants: 'chunks' }, [], [], 'a protocol 2 hello must say "wants":"documents" (got "chunks")'],
    ['an unknown path', V2, [{ path: 'nope.md', start: 0, end: 5 }], [], 'chunk {"path":"nope.md","start":0,"end":5}: path "nope.md" is not a document that was sent'],
    ['an end past the document', V2, [{ path: 'cafe.md', start: 0, end: TEXT.length + 1 }], [], `end ${TEXT.length + 1} is past the end of the document (${TEXT.length} utf16)`],
    ['a negative start', V2, [{ path: 'cafe.md', start: -1, end: 4 }], [], 'start -1 is before the start of the document'],
    ['start after end', V2, [{ path: 'cafe.md', start: 10, end: 5 }], [], 'start 10 is after end 5'],
    ['non-integer offsets', V2, [{ path: 'cafe.md', start: 1.5, end: 5 }], [], 'start and end must be integers (got 1.5 and 5)'],
    ['string offsets', V2, [{ path: 'cafe.md', start: '0', end: 5 }], [], 'start and end must be integers (got "0" and 5)'],
    ['an empty span', V2, [{ path: 'cafe.md', start: 4, end: 4 }], [], 'the span 4–4 is empty'],
    ['overlapping ranges', V2, [{ path: 'cafe.md', ranges: [[0, 10], [5, 20]] }], [], 'its ranges overlap or are out of order'],
    ['both start/end and ranges', V2, [{ path: 'cafe.md', start: 0, end: 3, ranges: [[0, 3]] }], [], 'give either "start" and "end" or "ranges", not both'],
    ['an offset inside a character', V2, [{ path: 'cafe.md', start: 0, end: emoji + 1 }], [], `offset ${emoji + 1} falls inside a character: are the offsets really counted in utf16, as the hello said?`],
    ['the same span twice', V2, [ordering, ordering], [], 'repeats the span of the chunk declared on line 2'],
    ['the same id twice', V2, [{ ...spans('utf16')[0], id: 'x' }, { ...ordering, id: 'x' }], [], 'id "x" was already declared'],
    ['a hit nobody declared', V2, [ordering], [{ path: 'cafe.md', start: 0, end: 3, score: 1 }], 'hits[0] {"path":"cafe.md","start":0,"end":3,"score":1} is not the span of a chunk the program declared'],
    ['a hit on an unknown path', V2, [ordering], [{ path: 'x.md', start: 0, end: 3, score: 1 }], 'hits[0] {"path":"x.md","start":0,"end":3,"score":1}: path "x.md" is not a document that was sent'],
    ['a hit out of range', V2, [ordering], [{ path: 'cafe.md', start: 0, end: 99999, score: 1 }], 'hits[0] {"path":"cafe.md","start":0,"end":99999,"score":1}: end 99999 is past the end of the document'],
    ['a hit with start after end', V2, [ordering], [{ path: 'cafe.md', start: 9, end: 3, score: 1 }], 'start 9 is after end 3'],
    ['the same chunk twice in one answer', V2, [ordering], [{ ...ordering, score: 2 }, { ...ordering, score: 1 }], 'hits[1] {"path":"cafe.md","start":' + ordering.start + ',"end":' + ordering.end + ',"score":1} is the same chunk as hits[0]'],
    ['a hit by an unknown id', V2, [ordering], [{ id: 'ghost', score: 1 }], 'hits[0] {"id":"ghost","score":1}: id "ghost" is not the id of a chunk the program declared'],
    ['a score that is not a number', V2, [ordering], [{ ...ordering, score: '7' }], '"score" must be a finite number'],
  ];
  test.each(cases)('%s is a clear error naming the line and the chunk or hit', async (_name, hello, chunks, hits, message) => {
    const e = await inputError(async () => {
      const r = await make(hello, chunks, hits);
      try {
        await r.search(['q'], 5);
      } finally {
        await r.close?.().catch(() => {});
      }
    });
    expect(e.message).toContain(message);
    expect(e.message).toMatch(/^retriever command "node .*" line \d+ of its output: /);
    expect(e.location.field).toBe('retriever.run');
  });

  test('documents mode needs the texts (a caller that has none gets a clear error)', async () => {
    const e = await inputError(() => createRetriever(DOCS, config(), { cwd: dir, env: { ...process.env, HELLO: JSON.stringify(V2), CHUNKS: '[]' } }));
    expect(e.message).toContain('documents mode: the text of "cafe.md" is not available to send');
  });
});
