/**
 * Protocol 2, documents mode (docs/external-retriever.md): the program chunks the documents itself.
 *
 *   ← {"type":"hello","protocol":2,"wants":"documents","offsets":"utf16"|"codepoints"|"bytes"}
 *   → {"type":"document",path,title,format,text,meta} × N      → {"type":"index"}
 *   ← {"type":"chunk",path,start,end | ranges,id?,text?} × its chunks     ← {"type":"ready"}
 *   → {"type":"query",id,text,k}   ← {"type":"results",id,hits:[{path,start,end | ranges | id, score}]}
 *
 * Every chunk the program declares becomes a Chunk of that document, with its byte ranges and the
 * heading trail of the section its span starts in (golden/spans.ts), so judging, the report and the
 * comment treat it as they treat ours. A hit must name a declared chunk (by span or by its id): a
 * span nobody declared, a path never sent, offsets out of range, inside a character, reversed,
 * overlapping or repeated are each one clear error naming the line and the hit, never a guess.
 */
import { ERROR_CODES, InputError } from '../../errors';
import type { Chunk, Doc, HeadingRef, Hit, SectionSpan } from '../../types';
import { mergeRanges, trailAnchors, trailAt } from '../../golden/spans';
import type { JsonLinesProcess } from './external-process';
import { OFFSET_UNITS, OffsetText, type OffsetUnit } from './external-offsets';

type Message = { line: number; value: Record<string, unknown> };
/** A document's text by path (the snapshot's), for the documents the gate sends. */
export type SourceTexts = (path: string) => string | undefined;

interface Sent {
  doc: Doc;
  text: OffsetText;
}

/** The documents as the program chunked them, and how to read its answers. */
export interface DocumentsSession {
  /** Each sent document with the program's chunks in place of ours. */
  documents: Doc[];
  /** Validates one `results` message against the declared chunks; ties broken by chunk id. */
  parseHits(msg: Message, depth: number): Hit[];
}

/** The offset unit a protocol 2 hello declares, or what is wrong with the hello. */
export function helloOffsets(hello: Record<string, unknown>): { unit: OffsetUnit } | { error: string } {
  if (hello.wants !== 'documents') return { error: `a protocol 2 hello must say "wants":"documents" (got ${JSON.stringify(hello.wants)})` };
  const unit = hello.offsets;
  if (typeof unit !== 'string' || !(OFFSET_UNITS as readonly string[]).includes(unit)) {
    return { error: `a protocol 2 hello must say how its offsets count: "offsets" one of ${OFFSET_UNITS.map((u) => `"${u}"`).join(', ')} (got ${JSON.stringify(unit)})` };
  }
  return { unit: unit as OffsetUnit };
}

/** Sends every document, reads the program's chunks until `ready`, and returns the session. */
export async function documentsExchange(proc: JsonLinesProcess, docs: readonly Doc[], texts: SourceTexts, unit: OffsetUnit): Promise<DocumentsSession> {
  const sent = await sendDocuments(proc, docs, texts, unit);
  const declared = await readChunks(proc, sent, unit);
  // The offset tables are only needed again to explain a bad hit (they are rebuilt then).
  for (const entry of sent.values()) entry.text.release();
  const documents = docs.map((doc): Doc => {
    // Document order, as ours are: by where the chunk starts, then by where it ends.
    const chunks = (declared.chunksOf.get(doc.path) ?? []).sort((a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : 1));
    return { ...doc, chunks, chunkedBy: 'retriever' };
  });
  return { documents, parseHits: (msg, depth) => parseHits(proc, msg, depth, declared, sent, unit) };
}

/** Every document's text, then `index`; returns what was sent by path. */
async function sendDocuments(proc: JsonLinesProcess, docs: readonly Doc[], texts: SourceTexts, unit: OffsetUnit): Promise<Map<string, Sent>> {
  const sent = new Map<string, Sent>();
  for (const doc of docs) {
    const text = texts(doc.path);
    if (text === undefined) {
      await proc.kill();
      throw new InputError(ERROR_CODES.RETRIEVER, `documents mode: the text of ${JSON.stringify(doc.path)} is not available to send`, { field: 'retriever.run' });
    }
    sent.set(doc.path, { doc, text: new OffsetText(text, unit) });
    await proc.send({ type: 'document', path: doc.path, title: doc.title, format: doc.format, text, meta: doc.meta ?? {} });
  }
  await proc.send({ type: 'index' });
  return sent;
}

/** The chunks a program declared, by document, by its ids and by span as written. */
interface Declared {
  chunksOf: Map<string, Chunk[]>;
  /** The program's own ids (and the ids given to its chunks without one) → chunk. */
  byId: Map<string, Chunk>;
  bySpan: Map<string, { chunk: Chunk; line: number }>;
}

/** Reads `chunk` lines until `ready`, checking each one. */
async function readChunks(proc: JsonLinesProcess, sent: Map<string, Sent>, unit: OffsetUnit): Promise<Declared> {
  const declared: Declared = { chunksOf: new Map(), byId: new Map(), bySpan: new Map() };
  /** Every chunk id in use (ours for the program's chunks are path-prefixed). */
  const taken = new Set<string>();
  // A bound on what a program can make the gate hold: more chunks than characters is no chunking.
  let budget = 1000;
  for (const entry of sent.values()) budget += entry.text.length;
  let count = 0;
  for (;;) {
    const msg = await proc.receive('its chunks and "ready"');
    const v = msg.value;
    if (v.type === 'ready') return declared;
    if (v.type !== 'chunk') {
      if (v.type === 'error') throw proc.protocolError(msg.line, `the program reported an error: ${String(v.message ?? '(no message)')}`);
      throw proc.protocolError(msg.line, `expected a "chunk" or "ready" message but got type ${JSON.stringify(v.type)}`);
    }
    if (++count > budget) throw proc.protocolError(msg.line, `declared more chunks (${count}) than the documents have characters`);
    const span = readSpan(v, sent, unit);
    if (typeof span === 'string') throw proc.protocolError(msg.line, `chunk ${describe(v)}: ${span}`);
    const earlier = declared.bySpan.get(span.key);
    if (earlier) throw proc.protocolError(msg.line, `chunk ${describe(v)} repeats the span of the chunk declared on line ${earlier.line}`);
    if (v.id !== undefined && typeof v.id !== 'string') throw proc.protocolError(msg.line, `chunk ${describe(v)}: "id" must be a string when given`);
    if (v.text !== undefined && typeof v.text !== 'string') throw proc.protocolError(msg.line, `chunk ${describe(v)}: "text" must be a string when given`);
    const chunk = makeChunk(span, v.id as string | undefined, v.text as string | undefined);
    const ownId = (v.id as string | undefined) ?? chunk.id;
    if (declared.byId.has(ownId) || taken.has(chunk.id)) throw proc.protocolError(msg.line, `chunk ${describe(v)}: id ${JSON.stringify(ownId)} was already declared`);
    declared.byId.set(ownId, chunk);
    taken.add(chunk.id);
    declared.bySpan.set(span.key, { chunk, line: msg.line });
    let list = declared.chunksOf.get(span.entry.doc.path);
    if (!list) declared.chunksOf.set(span.entry.doc.path, (list = []));
    list.push(chunk);
  }
}

/** Validates one `results` message against the declared chunks; re-sorted by score then chunk id. */
function parseHits(proc: JsonLinesProcess, msg: Message, depth: number, declared: Declared, sent: Map<string, Sent>, unit: OffsetUnit): Hit[] {
  const hits = msg.value.hits;
  if (!Array.isArray(hits)) throw proc.protocolError(msg.line, '"hits" must be an array of {"path", "start", "end", "score"}');
  const seen = new Map<string, number>();
  const out: Hit[] = hits.map((h: unknown, i: number): Hit => {
    const where = `hits[${i}] ${describe(h)}`;
    if (h === null || typeof h !== 'object' || Array.isArray(h)) throw proc.protocolError(msg.line, `${where} must be an object`);
    const hit = h as Record<string, unknown>;
    const score = hit.score;
    if (typeof score !== 'number' || !Number.isFinite(score)) throw proc.protocolError(msg.line, `${where}: "score" must be a finite number`);
    let chunk: Chunk | undefined;
    if (hit.path === undefined && hit.id !== undefined) {
      chunk = typeof hit.id === 'string' ? declared.byId.get(hit.id) : undefined;
      if (!chunk) throw proc.protocolError(msg.line, `${where}: id ${JSON.stringify(hit.id)} is not the id of a chunk the program declared`);
    } else {
      // The declared spans are keyed as the program wrote them: a hit naming one needs no conversion;
      // only a hit that names none is checked in full, to say what is wrong with it.
      const key = rawKey(hit);
      chunk = key === null ? undefined : declared.bySpan.get(key)?.chunk;
      if (!chunk) {
        const span = readSpan(hit, sent, unit);
        if (typeof span === 'string') throw proc.protocolError(msg.line, `${where}: ${span}`);
        throw proc.protocolError(msg.line, `${where} is not the span of a chunk the program declared`);
      }
    }
    const first = seen.get(chunk.id);
    if (first !== undefined) throw proc.protocolError(msg.line, `${where} is the same chunk as hits[${first}]`);
    seen.set(chunk.id, i);
    return { id: chunk.id, score };
  });
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, depth);
}

interface Span {
  entry: Sent;
  /** UTF-16 ranges in the document text. */
  u16: Array<[number, number]>;
  /** The key of the span as the program wrote it (path and its own offsets). */
  key: string;
}

/** The key of a span as the program wrote it (the same as readSpan's), or null when it is not shaped like one. */
function rawKey(v: Record<string, unknown>): string | null {
  if (typeof v.path !== 'string' || (v.ranges !== undefined && (v.start !== undefined || v.end !== undefined))) return null;
  const raw = v.ranges !== undefined ? v.ranges : [[v.start, v.end]];
  if (!Array.isArray(raw)) return null;
  let key = v.path;
  for (const r of raw) {
    if (!Array.isArray(r) || r.length !== 2 || !Number.isInteger(r[0]) || !Number.isInteger(r[1])) return null;
    key += `\n${r[0]}-${r[1]}`;
  }
  return key;
}

/** Reads and checks `path` with `start`/`end` or `ranges`; a string says what is wrong. */
function readSpan(v: Record<string, unknown>, sent: Map<string, Sent>, unit: OffsetUnit): Span | string {
  if (typeof v.path !== 'string') return '"path" must be a string';
  const entry = sent.get(v.path);
  if (!entry) return `path ${JSON.stringify(v.path)} is not a document that was sent`;
  let raw: unknown[];
  if (v.ranges !== undefined) {
    if (v.start !== undefined || v.end !== undefined) return 'give either "start" and "end" or "ranges", not both';
    if (!Array.isArray(v.ranges) || v.ranges.length === 0) return '"ranges" must be a non-empty array of [start, end] pairs';
    raw = v.ranges;
  } else {
    raw = [[v.start, v.end]];
  }
  const u16: Array<[number, number]> = [];
  let prevEnd = -1;
  let key = v.path;
  for (const r of raw) {
    if (!Array.isArray(r) || r.length !== 2) return '"ranges" must be a non-empty array of [start, end] pairs';
    const [s, e] = r as unknown[];
    if (!Number.isInteger(s) || !Number.isInteger(e)) return `start and end must be integers (got ${JSON.stringify(s)} and ${JSON.stringify(e)})`;
    const start = s as number;
    const end = e as number;
    if (start < 0) return `start ${start} is before the start of the document`;
    if (end > entry.text.length) return `end ${end} is past the end of the document (${entry.text.length} ${unit})`;
    if (start > end) return `start ${start} is after end ${end}`;
    if (start === end) return `the span ${start}–${end} is empty`;
    if (start < prevEnd) return 'its ranges overlap or are out of order (give them sorted and disjoint)';
    prevEnd = end;
    const a = entry.text.toUtf16(start);
    const b = entry.text.toUtf16(end);
    if (a === null || b === null) return `offset ${a === null ? start : end} falls inside a character: are the offsets really counted in ${unit}, as the hello said?`;
    u16.push([a, b]);
    key += `\n${start}-${end}`;
  }
  return { entry, u16, key };
}

/** The program's chunk as a Chunk: byte ranges, the trail of the section it starts in, its text. */
function makeChunk(span: Span, id: string | undefined, text: string | undefined): Chunk {
  const t = span.entry.text;
  const bytes = mergeRanges(span.u16.map(([a, b]) => [t.toByte(a), t.toByte(b)] as [number, number]));
  const start = bytes[0][0];
  const end = bytes[bytes.length - 1][1];
  const doc = span.entry.doc;
  const trail = spanTrail(doc.sections ?? [], start, end);
  const body = text ?? span.u16.map(([a, b]) => t.text.slice(a, b)).join('\n\n');
  const chunk: Chunk = {
    // Ids start with the path, as ours do, so no chunk of another document can share one.
    id: id === undefined ? `${doc.path}#@${bytes.map(([s, e]) => `${s}-${e}`).join(',')}` : id.startsWith(`${doc.path}#`) ? id : `${doc.path}#${id}`,
    path: doc.path,
    docTitle: doc.title,
    trail,
    anchors: trailAnchors(trail),
    text: body,
    indexText: body,
    start,
    end,
    part: 0,
  };
  if (bytes.length > 1) chunk.ranges = bytes;
  return chunk;
}

/**
 * The heading trail shown for a span: that of the section it starts in; a span that starts before
 * the first heading (front matter, a preamble) and reaches one takes the trail of that heading.
 */
function spanTrail(sections: readonly SectionSpan[], start: number, end: number): HeadingRef[] {
  const trail = trailAt(sections, start);
  if (trail.length || !sections.length || sections[0].start <= start || sections[0].start >= end) return trail;
  return trailAt(sections, sections[0].start);
}

/** A short JSON view of a message or hit for error messages (its text left out). */
function describe(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? String(v);
  const { text: _text, ...rest } = v as Record<string, unknown>;
  delete rest.type;
  const s = JSON.stringify(rest);
  return s.length > 160 ? `${s.slice(0, 160)}…` : s;
}
