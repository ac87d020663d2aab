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
  /** What to write instead: a key, or a key and value. */
  replacement: string;
  /** The version that deprecated it. */
  since: string;
}

/** None yet: 1.0.0 is the first release. Add an entry (and a CHANGELOG.md line under Deprecated) when a key is replaced. */
export const DEPRECATED_CONFIG_KEYS: readonly DeprecatedKey[] = [];

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
    const at = pair.key.range?.[0] ?? 0;
    const { line } = y.lineCounter.linePos(at);
    found.push({ at, message: `${file}:${line}: '${d.key}' is deprecated since ${d.since}: use '${d.replacement}' instead (it is still read until the next major version)` });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.message);
}

function findPair(node: Node | null, path: string[]): { key: Node } | undefined {
  let at: Node | null = node;
  let last: { key: Node } | undefined;
  for (const seg of path) {
    if (!at || !isMap(at)) return undefined;
    const pair = at.items.find((p) => (p.key as { value?: unknown } | null)?.value === seg);
    if (!pair) return undefined;
    last = { key: pair.key as Node };
    at = pair.value as Node | null;
  }
  return last;
}
