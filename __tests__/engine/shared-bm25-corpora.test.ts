// compare's head index, built from the base's (engine/shared-bm25.ts), against the factory's build
// from scratch, on samples of the real corpora with PR-like edits: identical rankings and scores.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDocs, DocCache } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { createSideRetriever, sharedAnalysisFor } from '../../src/engine/shared-bm25';
import { createRetriever } from '../../src/retrieve/factory';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import type { Snapshot, SourceFile } from '../../src/types';

const corpora = resolve(__dirname, '../../../shared/corpora');
/** Corpus → how many of its files (first by path) the sample takes, to keep the test quick. */
const SAMPLES: Array<[string, number]> = [
  ['flask-docs', 40],
  ['asciidoctor-docs', Infinity],
  ['astro-docs', 120],
  ['cpp-docs', 250],
];
const present = SAMPLES.filter(([n]) => existsSync(join(corpora, n, 'docs')));
const deps = { cwd: '/', env: {} };

/** A PR on `base`: every 9th file gets a paragraph, every 13th its first heading renamed, every 31st is deleted, two files are added. */
function editPr(base: Snapshot): Snapshot {
  const files: SourceFile[] = [];
  base.files.forEach((f, i) => {
    if (i % 31 === 30) return;
    let text = f.text;
    if (i % 9 === 4) text += '\n\nA paragraph the pull request adds about configuration and installation.\n';
    if (i % 13 === 6) text = text.replace(/^(#+|=+) (.+)$/m, '$1 $2 (revised)');
    files.push(text === f.text ? f : { ...f, text, hash: `${f.hash}-pr`, size: text.length });
  });
  const [a, b] = base.files;
  files.push({ ...a, path: `${a.path}-copy.md`, hash: `${a.hash}-copy` }, { ...b, path: `zz-new-${b.path}`, hash: `${b.hash}-new` });
  return { ...base, files: files.sort((x, y) => (x.path < y.path ? -1 : 1)) };
}

(present.length ? describe : describe.skip)('head index built from the base index, real corpora', () => {
  test.each(present)('%s: same rankings and scores as a build from scratch, both sides, with and without the heading field', async (name, take) => {
    const all = await (await openFolderSource(join(corpora, name, 'docs'))).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const base: Snapshot = { ...all, files: all.files.slice(0, take) };
    const head = editPr(base);
    const cache = new DocCache();
    const baseDocs = buildDocs(base, DEFAULT_CONFIG.chunking, cache).docs;
    const headDocs = buildDocs(head, DEFAULT_CONFIG.chunking, cache).docs;
    // Questions: headings of chunks spread over the head, with a word of their text, and a few fixed ones.
    const chunks = headDocs.flatMap((d) => d.chunks);
    const queries = ['configuration installation', 'revised', 'how do I install it'];
    for (let i = 0; i < chunks.length; i += Math.max(1, Math.floor(chunks.length / 40))) {
      const c = chunks[i];
      queries.push(`${c.trail.map((h) => h.text).join(' ')} ${c.text.split(/\s+/).slice(0, 6).join(' ')}`);
    }
    for (const config of [DEFAULT_CONFIG.retriever, { ...DEFAULT_CONFIG.retriever, bm25: { k1: 0.9, b: 0.4, heading_boost: 2 } }] as RetrieverConfig[]) {
      const shared = sharedAnalysisFor(config, config)!;
      const fastBase = await (await createSideRetriever(baseDocs, config, deps, shared)).search(queries, 20);
      const fastHead = await (await createSideRetriever(headDocs, config, deps, shared)).search(queries, 20);
      expect(fastBase).toEqual(await (await createRetriever(baseDocs, config, deps)).search(queries, 20));
      expect(fastHead).toEqual(await (await createRetriever(headDocs, config, deps)).search(queries, 20));
      // Most chunks were copied; the edited and added ones were analysed.
      const total = chunks.length;
      expect(shared.reused).toBeGreaterThan(total * 0.6);
      expect(shared.reused).toBeLessThan(total);
    }
  });
});
