import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A shared corpus folder (`../shared/corpora/<relative>` from the project root, which
 * scripts/bench.mjs passes as RG_PROJECT_ROOT), or null after a skip message when it is absent.
 */
export function sharedCorpus(relative: string): string | null {
  const root = process.env.RG_PROJECT_ROOT ?? process.cwd();
  // RG_CORPORA: the corpora folder when the project is not next to `shared/` (a worktree elsewhere).
  const dir = resolve(process.env.RG_CORPORA ?? resolve(root, '../shared/corpora'), relative);
  if (existsSync(dir)) return dir;
  console.log(`skip: ${dir} is absent`);
  return null;
}

/** Runs a bench's main and exits with its status (2 on a crash, with the error printed). */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
