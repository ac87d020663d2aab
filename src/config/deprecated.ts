/**
 * Config keys deprecated within a major version (docs/compatibility.md): a 1.x release never
 * removes a key, it renames or replaces it, keeps reading the old one (parse.ts maps it to its
 * replacement), and lists it here so every run that uses it says so, naming the replacement. The
 * old key goes only in the next major version. Pure: the config's text in, one warning per use out.
 */
import { isMap, type Node } from 'yaml';
import { ERROR_CODES } from '../errors';
import { parseYamlFile } from '../yaml';

export interface DeprecatedKey {
  /** Dotted key as docs/config.md writes it: `gate.fail_on_broken_labels`. */
  key: string;
  /** Only this value of the key is deprecated (a retired `retriever.type`), not the key itself. */
  value?: string;
  /** Why, and what the old value now does, said after the replacement. */
  note?: string;
  /** What to write instead: a key, or a key and value. */
  replacement: string;
  /** The version that deprecated it. */
  since: string;
}

/** Add an entry (and a CHANGELOG.md line under Deprecated) when a key or a value is replaced. */
export const DEPRECATED_CONFIG_KEYS: readonly DeprecatedKey[] = [
  {
    key: 'retriever.type',
    value: 'static',
    replacement: 'retriever.type: hybrid',
    since: '1.0.0',
    note: 'the static embedding model was removed; BM25 ranks in its place (it ranked better than the static model alone on every corpus measured, as fast), and `hybrid` with no `dense` section fuses BM25 with the shipped sentence encoder, in process, no key',
  },
];

/** One warning per deprecated key the config sets, in file order, naming its line and its replacement. */
export function deprecationWarnings(text: string, file: string, table: readonly DeprecatedKey[] = DEPRECATED_CONFIG_KEYS): string[] {
  if (table.length === 0) return [];
  let y;
  try {
    y = parseYamlFile(text, file, ERROR_CODES.CONFIG);
  } catch {
    return []; // The parser reports a file that does not parse.
  }
  const found: Array<{ at: number; message: string }> = [];
  for (const d of table) {
    const pair = findPair(y.root, d.key.split('.'));
    if (!pair) continue;
    if (d.value !== undefined && (pair.value as { value?: unknown } | null)?.value !== d.value) continue;
    const at = pair.key.range?.[0] ?? 0;
    const { line } = y.lineCounter.linePos(at);
    const what = d.value !== undefined ? `${d.key}: ${d.value}` : d.key;
    const why = d.note ? `; ${d.note}` : '';
    found.push({ at, message: `${file}:${line}: '${what}' is deprecated since ${d.since}: use '${d.replacement}' instead${why} (it is still read until the next major version)` });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.message);
}

function findPair(node: Node | null, path: string[]): { key: Node; value: Node | null } | undefined {
  let at: Node | null = node;
  let last: { key: Node; value: Node | null } | undefined;
  for (const seg of path) {
    if (!at || !isMap(at)) return undefined;
    const pair = at.items.find((p) => (p.key as { value?: unknown } | null)?.value === seg);
    if (!pair) return undefined;
    last = { key: pair.key as Node, value: pair.value as Node | null };
    at = pair.value as Node | null;
  }
  return last;
}
