/**
 * Tools for hostile-artifact tests (`mode: post` renders a report.json uploaded by untrusted code):
 * find every number and every enum in a real report by its JSON path, and put attacker text there.
 */
import { keyPath } from '../../src/report/validate';

/** HTML, a team @mention and a Markdown link in one string: none of it may reach a comment. */
export const PAYLOAD = '<img src=x onerror=alert(1)> @pwn3d-org/team [click](https://pwn3d.example/x)';

/** Keys whose string values are enums (`excluded[].reason` is free text, the rest are not). */
const ENUM_KEYS = new Set(['status', 'side', 'change', 'method', 'code', 'kind', 'action', 'reason', 'schema', 'name']);

export interface Leaf {
  /** JSON path as the validator names it: `questions[3].head.retrieved[0].rank`. */
  path: string;
  segments: Array<string | number>;
  value: unknown;
}

/** Every leaf (number, string, boolean, null) of a JSON value, depth first, in key order. */
export function leaves(v: unknown, path = '', segments: Array<string | number> = []): Leaf[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, `${path}[${i}]`, [...segments, i]));
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => leaves(x, keyPath(path, k), [...segments, k]));
  return [{ path, segments, value: v }];
}

/** One leaf per shape (`questions[*].head.retrieved[*].rank` once), so tests stay fast. */
export function distinctShapes(ls: Leaf[]): Leaf[] {
  const seen = new Set<string>();
  return ls.filter((l) => {
    const shape = l.path.replace(/\[\d+\]/g, '[]');
    return seen.has(shape) ? false : (seen.add(shape), true);
  });
}

export const numberLeaves = (report: unknown) => leaves(report).filter((l) => typeof l.value === 'number');
// `excluded[].reason` and `scope.reason` are words, not enums (scope.source is checked in __tests__/engine/docs-scope.test.ts).
export const enumLeaves = (report: unknown) =>
  leaves(report).filter((l) => typeof l.value === 'string' && ENUM_KEYS.has(String(l.segments[l.segments.length - 1])) && l.segments[0] !== 'excluded' && l.segments[0] !== 'scope');

/** A deep copy of `report` with `value` at `segments`. */
export function withValue<T>(report: T, segments: Array<string | number>, value: unknown): T {
  const copy = structuredClone(report) as unknown as Record<string | number, unknown>;
  let o = copy;
  for (const s of segments.slice(0, -1)) o = o[s] as Record<string | number, unknown>;
  o[segments[segments.length - 1]] = value;
  return copy as unknown as T;
}

/**
 * `report` with only the list items that hold one of `ls`, lists of plain values kept whole (a
 * `ci95` pair, `tags`): every shape `ls` names, at a fraction of the size. A test that validates the
 * whole report once per leaf runs on this (acme's report: 481 number shapes, each a validation of
 * 194 KB, was most of a test file's time).
 */
export function holding<T>(report: T, ls: Leaf[]): T {
  const keep = new Set(ls.flatMap((l) => l.segments.map((_, i) => JSON.stringify(l.segments.slice(0, i + 1)))));
  const walk = (v: unknown, segments: Array<string | number>): unknown => {
    if (Array.isArray(v)) {
      if (v.every((x) => typeof x !== 'object' || x === null)) return v;
      return v.flatMap((x, i) => (keep.has(JSON.stringify([...segments, i])) ? [walk(x, [...segments, i])] : []));
    }
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...segments, k])]));
    return v;
  };
  return walk(report, []) as T;
}
