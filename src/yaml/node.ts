/**
 * Reading a YAML tree with locations: typed accessors that throw an InputError naming the file,
 * line, column and dotted field when a value has the wrong shape.
 */
import { distance } from 'fastest-levenshtein';
import { isAlias, isMap, isScalar, isSeq, visit, type Alias, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { InputError, type ErrorLocation } from '../errors';
import { MAX_ALIASES } from '../limits';
import { attempt } from './collect';
import type { YamlFile } from './document';

/** A node together with where it sits: its dotted field path and the file it came from. */
export interface At {
  y: YamlFile;
  /** Null when the value is absent or an explicit YAML null. */
  node: Node | null;
  field: string;
  /** A node to point at when `node` is null (the key, or the enclosing map). */
  anchor?: Node | null;
}

/** Location of a node (its first character), falling back to the anchor. */
export function locate(at: At, extra: Partial<ErrorLocation> = {}): ErrorLocation {
  const n = at.node ?? at.anchor ?? null;
  const loc: ErrorLocation = { file: at.y.file, field: at.field || undefined };
  if (n?.range) {
    const { line, col } = at.y.lineCounter.linePos(n.range[0]);
    loc.line = line;
    loc.column = col;
  } else if (!n) {
    loc.line = 1;
    loc.column = 1;
  }
  return { ...loc, ...extra };
}

/** Throws an InputError at `at`. */
export function fail(at: At, message: string): never {
  throw new InputError(at.y.code, message, locate(at));
}

/** The node's value as a user would recognise it: `'0'`, `a list`, `a mapping`, `nothing`. */
export function describe(at: At): string {
  const n = at.node;
  if (!n) return 'nothing';
  if (isMap(n)) return 'a mapping';
  if (isSeq(n)) return 'a list';
  if (isScalar(n)) {
    const src = n.range ? at.y.text.slice(n.range[0], n.range[1]).trim() : String(n.value);
    const short = src.length > 60 ? `${src.slice(0, 57)}...` : src;
    return `'${short}'`;
  }
  return 'an unsupported value';
}

/** Follows `*alias` references to the node they name; more than MAX_ALIASES uses in one file is an error. */
export function deref(y: YamlFile, node: unknown): Node | null {
  let n = node as Node | null | undefined;
  for (let i = 0; i < 32 && n && isAlias(n); i++) {
    if (++y.aliasUses.count > MAX_ALIASES) {
      fail(
        { y, node: n, field: '' },
        `more than ${MAX_ALIASES} uses of YAML aliases ('*name'); each use repeats what it names, so write the values out or use fewer aliases`,
      );
    }
    n = resolveAlias(y, n);
  }
  if (!n) return null;
  // An explicit `key:` or `key: null` reads as absent.
  if (isScalar(n) && n.value === null) return null;
  return n;
}

/**
 * The node an alias names: the last node anchored with that name before the alias. yaml's own
 * `Alias.resolve()` walks the whole document on every call, which made a golden set with
 * thousands of aliases quadratic; this builds the anchor table once per file.
 */
function resolveAlias(y: YamlFile, alias: Alias): Node | undefined {
  if (!y.anchors) {
    const table = new Map<string, Array<{ start: number; node: Node }>>();
    visit(y.doc, {
      Node: (_key, node) => {
        const anchor = isAlias(node) ? undefined : (node as { anchor?: string }).anchor;
        if (!anchor) return;
        const list = table.get(anchor) ?? [];
        list.push({ start: node.range?.[0] ?? 0, node: node as Node });
        table.set(anchor, list);
      },
    });
    y.anchors = table;
  }
  const list = y.anchors.get(alias.source);
  if (!list) return undefined;
  const at = alias.range?.[0] ?? Infinity;
  // Visited in document order, so `start` ascends: binary search for the last anchor before the alias.
  let lo = 0;
  let hi = list.length - 1;
  let found: Node | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start < at) {
      found = list[mid].node;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Child field path: `a` + `b` → `a.b`, `a` + 3 → `a[3]`. */
export function child(field: string, key: string | number): string {
  if (typeof key === 'number') return `${field}[${key}]`;
  return field ? `${field}.${key}` : key;
}

/** One key/value entry of a mapping. */
export interface Entry {
  key: string;
  keyNode: Node | null;
  value: At;
}

/** The entries of a mapping (keys must be strings), in file order. */
export function mapEntries(at: At, expected = 'a mapping'): Entry[] {
  const n = at.node;
  if (!n || !isMap(n)) fail(at, `'${at.field || 'document'}' must be ${expected} but got ${describe(at)}`);
  const out: Entry[] = [];
  for (const pair of (n as YAMLMap).items as Pair[]) {
    const keyNode = deref(at.y, pair.key);
    const keyAt: At = { y: at.y, node: keyNode, field: at.field, anchor: n };
    if (!keyNode || !isScalar(keyNode) || (typeof keyNode.value !== 'string' && typeof keyNode.value !== 'number')) {
      // Recorded (when collecting) and the entry skipped, so the other keys are still checked.
      attempt(() => fail(keyAt, `keys of '${at.field || 'document'}' must be plain names but got ${describe(keyAt)}`));
      continue;
    }
    const key = String((keyNode as { value: unknown }).value);
    const field = child(at.field, key);
    if (key === '__proto__') {
      // Assigned to a plain object it would replace the object's prototype, not add a setting:
      // its content would then be invisible to every check that walks the keys.
      attempt(() => fail({ ...keyAt, field }, "'__proto__' is not a usable key name (it cannot hold a setting)"));
      continue;
    }
    out.push({ key, keyNode, value: { y: at.y, node: deref(at.y, pair.value), field, anchor: keyNode } });
  }
  return out;
}

/** Throws on a key not in `allowed` (every one of them, when collecting), with a "did you mean" hint for near misses. */
export function checkKeys(at: At, entries: readonly Entry[], allowed: readonly string[], what = at.field || 'the document'): void {
  for (const e of entries) {
    if (allowed.includes(e.key)) continue;
    const hint = suggest(e.key, allowed);
    const keyAt: At = { y: at.y, node: e.keyNode, field: e.value.field };
    attempt(() => fail(keyAt, `unknown key '${e.key}' in ${what}${hint ? ` (did you mean '${hint}'?)` : ''}; allowed keys: ${allowed.join(', ')}`));
  }
}

/** The closest allowed name within a small edit distance, or undefined. */
export function suggest(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const w = word.toLowerCase();
  for (const o of options) {
    const d = distance(w, o.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  return best !== undefined && bestD <= limit ? best : undefined;
}

/** The items of a list. */
export function seqItems(at: At, expected = 'a list'): At[] {
  const n = at.node;
  if (!n || !isSeq(n)) fail(at, `'${at.field}' must be ${expected} but got ${describe(at)}`);
  return ((n as YAMLSeq).items as unknown[]).map((item, i) => ({
    y: at.y,
    node: deref(at.y, item),
    field: child(at.field, i),
    anchor: n,
  }));
}

/** A scalar's JS value (string, number, boolean) or undefined for anything else. */
export function scalarValue(at: At): unknown {
  const n = at.node;
  if (!n || !isScalar(n)) return undefined;
  return n.value;
}

/** A non-empty string (numbers are accepted and turned into their source text, e.g. ids `7`). */
export function readString(at: At, opts: { allowEmpty?: boolean; acceptNumbers?: boolean } = {}): string {
  const n = at.node;
  let v: unknown = scalarValue(at);
  if (opts.acceptNumbers && typeof v === 'number' && n && isScalar(n) && n.range) {
    v = at.y.text.slice(n.range[0], n.range[1]).trim();
  }
  if (typeof v !== 'string') fail(at, `'${at.field}' must be a string but got ${describe(at)}`);
  const s = v as string;
  if (!opts.allowEmpty && s.trim() === '') fail(at, `'${at.field}' must not be empty`);
  return s;
}

/** A finite number within optional bounds. */
export function readNumber(at: At, opts: { min?: number; max?: number; minExclusive?: boolean; integer?: boolean } = {}): number {
  const v = scalarValue(at);
  const what = describeNumber(opts);
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(at, `'${at.field}' must be ${what} but got ${describe(at)}`);
  const x = v as number;
  if (opts.integer && !Number.isInteger(x)) fail(at, `'${at.field}' must be ${what} but got ${describe(at)}`);
  if (opts.min !== undefined && (opts.minExclusive ? x <= opts.min : x < opts.min)) fail(at, `'${at.field}' must be ${what} but got ${describe(at)}`);
  if (opts.max !== undefined && x > opts.max) fail(at, `'${at.field}' must be ${what} but got ${describe(at)}`);
  return x;
}

function describeNumber(opts: { min?: number; max?: number; minExclusive?: boolean; integer?: boolean }): string {
  const kind = opts.integer ? 'integer' : 'number';
  const a = opts.integer ? 'an' : 'a';
  if (opts.integer && opts.min === 1 && opts.max === undefined) return 'a positive integer';
  if (opts.integer && opts.min === 0 && opts.max === undefined && !opts.minExclusive) return 'a non-negative integer';
  if (opts.min !== undefined && opts.max !== undefined) return `${a} ${kind} between ${opts.min} and ${opts.max}`;
  if (opts.min !== undefined) return `${a} ${kind} ${opts.minExclusive ? '>' : '≥'} ${opts.min}`;
  if (opts.max !== undefined) return `${a} ${kind} ≤ ${opts.max}`;
  return `${a} ${kind}`;
}

/** A boolean (`true`/`false`). */
export function readBoolean(at: At): boolean {
  const v = scalarValue(at);
  if (typeof v !== 'boolean') fail(at, `'${at.field}' must be true or false but got ${describe(at)}`);
  return v as boolean;
}

/** A string, or a list of strings (a single string reads as a one-item list). */
export function readStringList(at: At, opts: { allowSingle?: boolean; acceptNumbers?: boolean } = {}): string[] {
  const n = at.node;
  if (opts.allowSingle && n && isScalar(n)) return [readString(at, { acceptNumbers: opts.acceptNumbers })];
  if (!n || !isSeq(n)) fail(at, `'${at.field}' must be a list of strings but got ${describe(at)}`);
  const out: string[] = [];
  for (const item of seqItems(at)) {
    const s = attempt(() => {
      const v = scalarValue(item);
      if (typeof v !== 'string' && !(opts.acceptNumbers && typeof v === 'number')) {
        fail(item, `'${at.field}' must be a list of strings but got ${describe(item)}`);
      }
      return readString(item, { acceptNumbers: opts.acceptNumbers });
    });
    if (s !== undefined) out.push(s);
  }
  return out;
}
