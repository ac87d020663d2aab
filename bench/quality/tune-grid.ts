/**
 * The settings grid of `npm run bench -- tune` (bench/tune.bench.ts): every combination is a
 * config over the shipped defaults, measured on every quality golden set, and the defaults are
 * checked by leave-one-corpus-out: tuned on three corpora, scored on the fourth.
 */
import type { ConfigKeys } from './variants';

/** One axis of the grid: a short name for the table and the config keys of each value. */
interface Axis {
  name: string;
  values: Array<{ label: string; keys: ConfigKeys }>;
}

const bm25 = (keys: ConfigKeys): ConfigKeys => ({ retriever: { bm25: keys } });

export const GRID: Axis[] = [
  { name: 'combine', values: [0, 800].map((n) => ({ label: `c${n}`, keys: { chunking: { combine_under: n } } })) },
  { name: 'body b', values: [0.3, 0.4, 0.5].map((b) => ({ label: `b${b}`, keys: bm25({ b }) })) },
  { name: 'title', values: [3, 5].map((w) => ({ label: `t${w}`, keys: bm25({ fields: { title: { weight: w } } }) })) },
  { name: 'headings', values: [2, 4].map((w) => ({ label: `h${w}`, keys: bm25({ fields: { headings: { weight: w } } }) })) },
  { name: 'collapse', values: (['section', 'none'] as const).map((c) => ({ label: c === 'section' ? 'one/section' : 'every chunk', keys: bm25({ collapse: c }) })) },
];
