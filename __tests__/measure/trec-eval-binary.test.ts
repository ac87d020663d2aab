/**
 * Cross-check against a real trec_eval binary, when one is available: `TREC_EVAL=/path/to/trec_eval`
 * or `trec_eval` on the PATH (build it from usnistgov/trec_eval v9.0.8 with `make`). Random runs
 * with heavy ties and graded qrels, fixed seed; every per-query and averaged value must print the
 * same at 4 decimals. Skipped with a message when no binary is found (CI has none).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTrec4, parseQrels, parseRun, scoreTrec } from '../../src/measure/trec';

function findTrecEval(): string | undefined {
  const candidates = [process.env.TREC_EVAL, 'trec_eval'].filter((c): c is string => !!c);
  for (const c of candidates) {
    try {
      execFileSync(c, ['-v'], { stdio: 'pipe' });
      return c;
    } catch (e) {
      // `trec_eval -v` prints its version and exits 0 in 9.x; a spawn error means no binary.
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      return c;
    }
  }
  return undefined;
}

const bin = findTrecEval();
if (!bin) console.log('skipping the trec_eval cross-check: no trec_eval binary (set TREC_EVAL=/path/to/trec_eval)');
const maybe = bin ? test : test.skip;

const NAME: Record<string, string> = { recip_rank: 'mrr', map: 'map' };
const ours = (m: string): string =>
  NAME[m] ??
  m.replace(/^P_(\d+)$/, 'precision@$1').replace(/^recall_(\d+)$/, 'recall@$1').replace(/^success_(\d+)$/, 'hit@$1').replace(/^ndcg_cut_(\d+)$/, 'ndcg@$1');

maybe('random tie-heavy runs: every value prints the same as trec_eval', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-trec-eval-'));
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  const ks = [1, 2, 3, 5, 10];
  let compared = 0;
  try {
    for (let t = 0; t < 60; t++) {
      const docs = Array.from({ length: 15 }, (_, i) => `d${i}${rnd(3) ? '' : 'x'}`);
      const qrels: string[] = [];
      const run: string[] = [];
      for (let q = 0; q < 1 + rnd(5); q++) {
        const judged = new Set<string>();
        for (let i = 0; i < 1 + rnd(8); i++) {
          const d = docs[rnd(docs.length)];
          if (!judged.has(d)) qrels.push(`q${q} 0 ${d} ${rnd(4)}`);
          judged.add(d);
        }
        const seen = new Set<string>();
        for (let i = 0; i < 1 + rnd(14); i++) {
          const d = docs[rnd(docs.length)];
          if (seen.has(d)) continue;
          seen.add(d);
          const score = rnd(3) === 0 ? String(1 + rnd(3)) : (rnd(1000) / 100).toFixed(2);
          run.push(`q${q} Q0 ${d} ${rnd(100)} ${score} r`);
        }
      }
      writeFileSync(path.join(dir, 'f.qrels'), `${qrels.join('\n')}\n`);
      writeFileSync(path.join(dir, 'f.run'), `${run.join('\n')}\n`);
      const m = (name: string) => ['-m', `${name}.${ks.join(',')}`];
      const out = execFileSync(bin!, ['-q', ...m('P'), ...m('recall'), ...m('success'), ...m('ndcg_cut'), '-m', 'recip_rank', '-m', 'map', 'f.qrels', 'f.run'], {
        cwd: dir,
        encoding: 'utf8',
      });
      const score = scoreTrec(parseQrels(qrels.join('\n'), 'f.qrels'), parseRun(run.join('\n'), 'f.run'), ks);
      for (const line of out.trim().split('\n')) {
        const [measure, qid, value] = line.trim().split(/\s+/);
        const got = qid === 'all' ? score.metrics[ours(measure)] : score.perQuery[qid]?.[ours(measure)];
        expect([t, qid, measure, got === undefined ? 'missing' : formatTrec4(got)]).toEqual([t, qid, measure, value]);
        compared++;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(compared).toBeGreaterThan(1000);
});
