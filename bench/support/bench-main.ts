import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveIfWorker } from '../../src/engine/workers/entry';

/**
 * The shared corpora folder: `RG_CORPORA` when set (a checkout that is not a sibling of `shared/`,
 * such as a git worktree), else `../shared/corpora` from the project root.
 */
export function corporaRoot(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RG_CORPORA ? resolve(env.RG_CORPORA) : resolve(projectRoot, '../shared/corpora');
}

/**
 * A shared corpus folder (`<relative>` under corporaRoot of the project root, which
 * scripts/bench.mjs passes as RG_PROJECT_ROOT), or null after a skip message when it is absent.
 */
export function sharedCorpus(relative: string): string | null {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  const dir = resolve(corporaRoot(root), relative);
  if (existsSync(dir)) return dir;
  console.log(`skip: ${dir} is absent`);
  return null;
}

/**
 * Where the benches keep the shipped encoder's vectors between runs: RG_BENCH_EMBEDDINGS, else
 * `.retrieval-gate/bench-embeddings` under the project root (git-ignored). Keyed by model and text
 * as the product keys them, so one bench's vectors serve another's (the default, hybrid and draft
 * benches read the same chunks).
 */
export function benchEmbeddingsDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RG_BENCH_EMBEDDINGS ? resolve(env.RG_BENCH_EMBEDDINGS) : resolve(projectRoot, '.retrieval-gate', 'bench-embeddings');
}

/** Runs a bench's main and exits with its status (2 on a crash, with the error printed). */
export function runBench(main: () => Promise<number>): void {
  // The bench bundle started again as an engine worker thread (src/engine/workers/pool.ts).
  if (serveIfWorker()) return;
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
