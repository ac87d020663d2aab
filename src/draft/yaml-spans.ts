/**
 * Where things are in a golden-set file's text, from yaml's Document API, for edits spliced into
 * the text in place (draft/append.ts, draft/decide.ts): re-serialising the document would reflow
 * every question and drop the layout people gave it; splicing keeps every other byte. Pure.
 */
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { ERROR_CODES, InputError } from '../errors';
import { hasControls, quotedScalar } from '../util/show-controls';

export interface ParsedGolden {
  doc: Document;
  /** The text without its byte-order mark (offsets are into it). */
  body: string;
  bom: string;
  /** The `questions` sequence, or null when the file has no such key (or it is empty). */
  questions: YAMLSeq | null;
}

/** Parses a golden-set file for editing; invalid YAML is an InputError naming the line. */
export function parseForEdit(text: string, file: string): ParsedGolden {
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const body = bom ? text.slice(1) : text;
  const lineCounter = new LineCounter();
  const doc = parseDocument(body, { lineCounter });
  if (doc.errors.length) {
    const { line, col } = lineCounter.linePos(doc.errors[0].pos[0]);
    throw new InputError(ERROR_CODES.GOLDEN, `invalid YAML: ${doc.errors[0].message.split('\n')[0]}`, { file, line, column: col });
  }
  const q = isMap(doc.contents) ? doc.contents.get('questions', true) : null;
  return { doc, body, bom, questions: isSeq(q) ? q : null };
}

/** The question mapping whose id is `id`, or undefined. */
export function questionNode(g: ParsedGolden, id: string): YAMLMap | undefined {
  for (const item of g.questions?.items ?? []) {
    if (!isMap(item)) continue;
    const idNode = item.get('id', true);
    if (isScalar(idNode) && String(idNode.value) === id) return item;
  }
  return undefined;
}

/** Every question id in the file (drafts too), for ids that must not collide. */
export function questionIds(g: ParsedGolden): Set<string> {
  const out = new Set<string>();
  for (const item of g.questions?.items ?? []) {
    const idNode = isMap(item) ? item.get('id', true) : null;
    if (isScalar(idNode)) out.add(String(idNode.value));
  }
  return out;
}

/** Offset of the start of the line holding `offset`. */
export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** `offset` if it starts a line, else the start of the next line (or the end of the text). */
export function nextLineStart(text: string, offset: number): number {
  if (offset === 0 || text[offset - 1] === '\n') return offset;
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}

/** Column (0-based) of `offset` in its line. */
export function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** The pair of `key` in a mapping. */
export function pairOf(map: YAMLMap, key: string): Pair<Node, Node | null> | undefined {
  return map.items.find((p) => isScalar(p.key) && p.key.value === key) as Pair<Node, Node | null> | undefined;
}

/** The whole lines a pair of a block mapping takes: from its key's line to the end of its value (comments on those lines included). */
export function pairLines(text: string, pair: Pair<Node, Node | null>): [number, number] {
  const key = pair.key as Node;
  const start = lineStart(text, key.range![0]);
  const end = pair.value?.range ? pair.value.range[2] : key.range![2];
  return [start, nextLineStart(text, end)];
}

/** The indentation of the keys of a block mapping (the column of its first key). */
export function keyIndent(text: string, map: YAMLMap): string {
  const first = map.items[0]?.key as Node | undefined;
  return ' '.repeat(first?.range ? columnOf(text, first.range[0]) : 4);
}

/**
 * A string as a YAML scalar: plain when yaml reads it back as the same string, else double-quoted
 * (JSON's escapes are YAML's). A control character (ESC, BEL, C1, a bidirectional override, a
 * Unicode line separator) is never written raw: the scalar is then double-quoted with it escaped,
 * so the file reads back the same value and shows nothing to a terminal that prints it.
 */
export function yamlString(s: string): string {
  const plainable = /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) && !/[\n\r\t\u2028\u2029]/.test(s) && !hasControls(s) && !/: | #/.test(s) && !/[:\s]$/.test(s);
  try {
    if (plainable && parse(s) === s) return s;
  } catch {
    // not plain
  }
  return quotedScalar(s);
}

/** Applies splices (start, end, replacement), last first so offsets stay valid. */
export function splice(text: string, edits: Array<{ start: number; end: number; value: string }>): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.value + out.slice(e.end);
  return out;
}
