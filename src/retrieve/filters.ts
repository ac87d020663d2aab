/**
 * Metadata and path filters, applied before anything is indexed: no embedding can tell that a
 * page expired (`status: superseded`), so such documents must not be retrievable at all.
 */
import picomatch from 'picomatch';
import type { FilterConfig } from '../config/types';
import type { Doc } from '../types';
import { escapeLog } from '../util/log-escape';

export interface FilterResult {
  kept: Doc[];
  /** Each excluded document with the rule that excluded it, e.g. `exclude_meta status=superseded`. */
  excluded: Array<{ path: string; rule: string }>;
}

/** The value at a key, or at a dotted path (`review.status`) when there is no such flat key. */
export function metaValue(meta: Record<string, unknown>, key: string): unknown {
  if (Object.prototype.hasOwnProperty.call(meta, key)) return meta[key];
  let cur: unknown = meta;
  for (const part of key.split('.')) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * Whether a front-matter value matches a filter value. Compared as strings, so `2` matches `"2"`
 * (YAML and TOML type the same text differently); a list matches when any item does.
 */
export function metaMatches(value: unknown, wanted: string | number | boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => metaMatches(v, wanted));
  if (value === null || value === undefined || typeof value === 'object') return false;
  return String(value) === String(wanted);
}

/** Splits docs into kept and excluded by `exclude_paths` globs (picomatch) and `exclude_meta` values. */
export function applyFilters(docs: readonly Doc[], filters: FilterConfig): FilterResult {
  const globs = filters.exclude_paths.map((g) => ({ glob: g, test: picomatch(g, { dot: true }) }));
  const metaRules = Object.keys(filters.exclude_meta)
    .sort()
    .flatMap((key) => filters.exclude_meta[key].map((value) => ({ key, value })));
  const kept: Doc[] = [];
  const excluded: FilterResult['excluded'] = [];
  for (const doc of docs) {
    const g = globs.find((x) => x.test(doc.path));
    if (g) {
      excluded.push({ path: doc.path, rule: `exclude_paths ${g.glob}` });
      continue;
    }
    const m = metaRules.find((r) => metaMatches(metaValue(doc.meta ?? {}, r.key), r.value));
    if (m) {
      excluded.push({ path: doc.path, rule: `exclude_meta ${m.key}=${String(m.value)}` });
      continue;
    }
    kept.push(doc);
  }
  return { kept, excluded };
}

/**
 * The documents the filters keep, the excluded ones said in one log line (how many, the first
 * with its rule): every retriever build filters the same way, and says it the same way.
 */
export function keptDocs(docs: readonly Doc[], filters: FilterConfig, log?: (message: string) => void): Doc[] {
  const { kept, excluded } = applyFilters(docs, filters);
  if (excluded.length) log?.(`filters: ${excluded.length} document(s) not indexed (${escapeLog(excluded[0].path)}: ${escapeLog(excluded[0].rule)}${excluded.length > 1 ? ', …' : ''})`);
  return kept;
}
