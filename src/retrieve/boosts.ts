/**
 * Page-level signals: a document's path (globs) and front matter (key → value) multiply the score
 * of every chunk of it, so a team can demote an auto-generated reference (`reference/**: 0.5`) or
 * promote its guides without touching the text. Every matching rule applies; rules are visited in
 * sorted order so the product, and the explanation, are the same whatever order the YAML had.
 */
import picomatch from 'picomatch';
import type { BoostsConfig } from '../config/types';
import type { Doc } from '../types';
import { metaMatches, metaValue } from './filters';

/** One rule that applied to a document: `paths reference/**` or `meta type=reference`, and its multiplier. */
export interface AppliedBoost {
  rule: string;
  factor: number;
}

/** True when the config has any boost rule. */
export function hasBoosts(boosts: BoostsConfig | undefined): boolean {
  return !!boosts && (Object.keys(boosts.paths).length > 0 || Object.keys(boosts.meta).length > 0);
}

/** A function from a document to the boost rules that apply to it (compiled once). */
export function boostRules(boosts: BoostsConfig): (doc: Pick<Doc, 'path' | 'meta'>) => AppliedBoost[] {
  const globs = Object.keys(boosts.paths)
    .sort()
    .map((glob) => ({ glob, test: picomatch(glob, { dot: true }), factor: boosts.paths[glob] }));
  const meta = Object.keys(boosts.meta)
    .sort()
    .flatMap((key) =>
      Object.keys(boosts.meta[key])
        .sort()
        .map((value) => ({ key, value, factor: boosts.meta[key][value] })),
    );
  return (doc) => {
    const out: AppliedBoost[] = [];
    for (const g of globs) if (g.test(doc.path)) out.push({ rule: `paths ${g.glob}`, factor: g.factor });
    for (const m of meta) if (metaMatches(metaValue(doc.meta ?? {}, m.key), m.value)) out.push({ rule: `meta ${m.key}=${m.value}`, factor: m.factor });
    return out;
  };
}

/** Path → product of the boosts that apply to that document (documents with none are left out). */
export function pageBoosts(docs: readonly Pick<Doc, 'path' | 'meta'>[], boosts: BoostsConfig | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!boosts || !hasBoosts(boosts)) return out;
  const rules = boostRules(boosts);
  for (const doc of docs) {
    const applied = rules(doc);
    if (applied.length) out.set(doc.path, applied.reduce((p, r) => p * r.factor, 1));
  }
  return out;
}
