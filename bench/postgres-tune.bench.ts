/**
 * Which full-text ranking the Postgres retriever uses by default: recall@5 and MRR of variants of
 * `ts_rank_cd` / `ts_rank` (normalization flags, field weights) on the hand-written golden sets
 * of flask-docs and astro-docs, beside the embedded BM25. Needs RG_TEST_POSTGRES_URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runEval } from '../src/engine/run-eval';
import { runBench, sharedCorpus } from './support/bench-main';

const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
const VARIANTS: Record<string, string> = {
  bm25: '',
  'ts_rank_cd norm=0': 'retriever:\n  type: postgres\n  url_env: PG_URL\n  postgres: { normalization: 0 }\n',
  'ts_rank_cd norm=1': 'retriever:\n  type: postgres\n  url_env: PG_URL\n  postgres: { normalization: 1 }\n',
  'ts_rank_cd norm=2': 'retriever:\n  type: postgres\n  url_env: PG_URL\n  postgres: { normalization: 2 }\n',
  'ts_rank_cd norm=8': 'retriever:\n  type: postgres\n  url_env: PG_URL\n  postgres: { normalization: 8 }\n',
  'ts_rank norm=1 (query_file)': 'retriever:\n  type: postgres\n  url_env: PG_URL\n  query_file: rank.sql\n',
};
const RANK_SQL = `SELECT x.id, ts_rank('{0.25,0,0.75,1}', x.document, q.q, 1) AS score FROM chunk_index x,
 (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q) q WHERE x.document @@ q.q ORDER BY score DESC, x.id COLLATE "C" LIMIT $2`;

async function main(): Promise<number> {
  const url = process.env.RG_TEST_POSTGRES_URL;
  if (!url) {
    console.log('skip: RG_TEST_POSTGRES_URL is not set');
    return 0;
  }
  const work = mkdtempSync(join(tmpdir(), 'rg-pg-tune-'));
  writeFileSync(join(work, 'rank.sql'), RANK_SQL);
  try {
    for (const name of ['flask-docs', 'astro-docs']) {
      const corpus = sharedCorpus(`${name}/docs`);
      if (!corpus) continue;
      for (const [variant, yaml] of Object.entries(VARIANTS)) {
        writeFileSync(join(work, 'c.yml'), `k: [1, 3, 5, 10]\n${yaml}`);
        const e = await runEval({ dir: corpus, goldenPath: resolve(root, 'bench', 'quality', `${name}.golden.yml`), configPath: join(work, 'c.yml') }, { cwd: work, env: { PG_URL: url } });
        console.log(`${name.padEnd(11)} ${variant.padEnd(28)} recall@5 ${e.metrics['recall@5'].toFixed(3)}  mrr ${e.metrics.mrr.toFixed(3)}`);
      }
    }
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
