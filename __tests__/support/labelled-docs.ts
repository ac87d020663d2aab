import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../src/config/types';
import { labelPaths } from '../../src/engine/docs-scope';
import { compileSelection, selectionFromConfig } from '../../src/source/select';
import type { GoldenSet } from '../../src/types';

/**
 * A corpus narrowed to the documents a property reads, for tests whose property is per labelled
 * document: a label resolves against its own document's chunks alone (golden/resolve.ts looks
 * the label's path up), a document is chunked from its own file alone (chunk/corpus.ts
 * `buildDocs`), and set health reads the evidence headings of the labels' documents. So loading
 * only those documents gives the same verdict as loading every one of a corpus's thousands (cpp-docs:
 * 9,746 pages, 97,000 chunks, seconds to chunk), and the narrowed `docs` globs leave the docs
 * site generator as it was (it is detected from the folder's listing and site configs, whatever
 * `docs` says: engine/docs-scope.ts `sideGenerator`).
 */

/** A glob that matches exactly `path`: picomatch's special characters escaped. */
export function literalGlob(path: string): string {
  const glob = path.replace(/[\\*?[\]{}()!+@|^$]/g, '\\$&');
  if (!compileSelection({ docs: [glob], exclude: [], maxFileBytes: Infinity }).isDoc(path)) throw new Error(`the glob ${glob} does not match ${path}`);
  return glob;
}

/** Every file of a folder, relative and `/`-separated, sorted. */
export function folderFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) out.push(path);
    }
  };
  walk('');
  return out.sort();
}

/**
 * `config` with its `docs` globs narrowed to the golden set's labelled documents that `config`
 * selects (a labelled path it does not select stays unselected, so its labels stay broken), plus,
 * with `spread`, every `spread.every`-th other document it selects of the folder `spread.root`.
 */
export function labelledOnly(config: Config, golden: GoldenSet, spread?: { root: string; every: number }): Config {
  const selected = compileSelection(selectionFromConfig(config));
  const paths = new Set([...labelPaths(golden)].filter((p) => selected.isDoc(p)));
  if (spread) folderFiles(spread.root).filter((p) => selected.isDoc(p)).forEach((p, i) => i % spread.every === 0 && paths.add(p));
  return { ...config, docs: [...paths].sort().map(literalGlob) };
}
