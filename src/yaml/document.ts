/**
 * YAML parsing that keeps where every node came from, so config and golden-set errors can name
 * the file, line and column. Built on the `yaml` package's Document + LineCounter API.
 */
import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { InputError, type ErrorCode } from '../errors';

/** A parsed YAML file with positions. */
export interface YamlFile {
  file: string;
  code: ErrorCode;
  text: string;
  lineCounter: LineCounter;
  doc: Document;
  /** Root node, or null for an empty document (only comments / whitespace). */
  root: Node | null;
  /** How many `*alias` uses have been followed so far (bounded: each use repeats what it names). */
  aliasUses: { count: number };
  /** Anchored nodes by name, in document order; built on the first alias (see `deref`). */
  anchors?: Map<string, Array<{ start: number; node: Node }>>;
}

/** Parses `text`; a syntax error (or a duplicate key) becomes an InputError with its line and column. */
export function parseYamlFile(text: string, file: string, code: ErrorCode): YamlFile {
  const lineCounter = new LineCounter();
  // A leading BOM is common in files saved on Windows; the parser would take it as content.
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const doc = parseDocument(clean, { lineCounter, prettyErrors: false, uniqueKeys: true, keepSourceTokens: false });
  const err = doc.errors[0];
  if (err) {
    const { line, col } = lineCounter.linePos(err.pos[0]);
    throw new InputError(code, `invalid YAML: ${firstLine(err.message)}`, { file, line, column: col });
  }
  if (doc.contents === null || doc.contents === undefined) return { file, code, text: clean, lineCounter, doc, root: null, aliasUses: { count: 0 } };
  return { file, code, text: clean, lineCounter, doc, root: doc.contents as Node, aliasUses: { count: 0 } };
}

function firstLine(message: string): string {
  // yaml's messages end with "at line N, column M" plus a code excerpt; we report position ourselves.
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
