/**
 * Are the defaults tuned, or fitted? `npm run bench -- tune` measures every combination of the
 * settings in bench/quality/tune-grid.ts on every quality golden set (bench/quality/*.golden.yml,
 * through the engine's own eval steps, like the quality bench), then prints:
 *
 * - the best combinations by mean recall@5 over the corpora (MRR breaks ties), with the shipped
 *   defaults' row for comparison;
 * - leave-one-corpus-out: for each corpus, the combination that is best on the other corpora and
 *   what it scores on the held-out one. Their mean is what tuning on these sets can be expected to
 *   give on documentation it was not tuned on; when it is no better than the defaults, a gain
 *   seen on all four sets together is the sets, not the setting.
 *
 * Slow (a full index and ranking per combination and corpus: about ten minutes on two cores).
 */
import type { EngineDeps } from '../src/engine/types';
import { runBench } from './support/bench-main';
import { eachQualityCorpus, mergeKeys, scoreVariant, variantConfig } from './support/quality-eval';
import { GRID } from './quality/tune-grid';
import type { ConfigKeys, Variant } from './quality/variants';

interface Cell {
  r5: number;
  mrr: number;
}

/** Every combination of the grid's values, as variants over the defaults. */
function combinations(): Variant[] {
  let rows: Array<{ name: string; keys: ConfigKeys }> = [{ name: '', keys: {} }];
  for (const axis of GRID) rows = rows.flatMap((r) => axis.values.map((v) => ({ name: `${r.name} ${v.label}`.trim(), keys: mergeKeys(r.keys, v.keys) })));
  // BM25's settings are tuned: every row names `type: bm25`, whatever the default retriever.
  const bm25 = { retriever: { type: 'bm25' } };
  return [{ name: 'defaults', base: 'defaults', overrides: bm25 }, ...rows.map((r) => ({ name: r.name, base: 'defaults' as const, overrides: mergeKeys(bm25, r.keys) }))];
}

async function main(): Promise<number> {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const deps: EngineDeps = { cwd: root, env: {} };
  const variants = combinations();
  const cells = new Map<string, Map<string, Cell>>(); // variant → corpus → figures
  const ran = await eachQualityCorpus(root, deps, async (set, golden, corpus) => {
    for (const v of variants) {
      const { score } = await scoreVariant(corpus, variantConfig(v), golden, deps);
      if (!cells.has(v.name)) cells.set(v.name, new Map());
      cells.get(v.name)!.set(set.label, { r5: score.metrics['recall@5'], mrr: score.metrics.mrr });
    }
    console.log(`measured ${set.label}: ${variants.length} combinations`);
  });
  // Tuning is held out within one kind of set: a corpus's curated and real sets would leak into each other.
  const kind = ran.some((s) => s.kind === 'real') && !ran.some((s) => s.kind === 'curated') ? 'real' : 'curated';
  const corpora = ran.filter((s) => s.kind === kind).map((s) => s.label);
  if (corpora.length < 2) return 0;
  const mean = (v: string, on: string[], k: keyof Cell) => on.reduce((s, c) => s + cells.get(v)!.get(c)![k], 0) / on.length;
  const better = (on: string[]) => (a: string, b: string) => mean(b, on, 'r5') - mean(a, on, 'r5') || mean(b, on, 'mrr') - mean(a, on, 'mrr') || (a < b ? -1 : 1);
  const names = variants.map((v) => v.name);
  const f3 = (x: number) => x.toFixed(3);

  console.log(`\n### Best combinations over ${corpora.join(', ')} (grid: ${GRID.map((a) => a.name).join(' × ')})\n`);
  console.log(`| combination | recall@5 | MRR | ${corpora.join(' | ')} |`);
  console.log(`| --- | ---: | ---: | ${corpora.map(() => '---:').join(' | ')} |`);
  const top = [...names].sort(better(corpora)).slice(0, 10);
  if (!top.includes('defaults')) top.push('defaults');
  for (const v of top) console.log(`| ${v} | ${f3(mean(v, corpora, 'r5'))} | ${f3(mean(v, corpora, 'mrr'))} | ${corpora.map((c) => f3(cells.get(v)!.get(c)!.r5)).join(' | ')} |`);

  console.log('\n### Leave one corpus out (recall@5)\n');
  console.log('| held out | best on the others | its recall@5 there | defaults there |');
  console.log('| --- | --- | ---: | ---: |');
  let tuned = 0;
  let defaults = 0;
  for (const held of corpora) {
    const rest = corpora.filter((c) => c !== held);
    const best = [...names].sort(better(rest))[0];
    const got = cells.get(best)!.get(held)!.r5;
    const base = cells.get('defaults')!.get(held)!.r5;
    tuned += got;
    defaults += base;
    console.log(`| ${held} | ${best} | ${f3(got)} | ${f3(base)} |`);
  }
  console.log(`| **mean** | | **${f3(tuned / corpora.length)}** | **${f3(defaults / corpora.length)}** |`);
  return 0;
}

runBench(main);
