// Span judging (golden/spans.ts) against the anchor rule it replaced, on samples of every shared
// corpus and several chunking settings: for our own chunks, every chunk × label pair of a document
// (the whole-file label and one label per anchor the document defines) gets the same verdict, so
// switching the rule changes no figure. Skips a corpus that is absent.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG, type ChunkingConfig } from '../../src/config/types';
import { createLabelResolver } from '../../src/golden/resolve';
import { chunkRanges } from '../../src/golden/spans';
import { openFolderSource } from '../../src/source/folder';
import { selectionFromConfig } from '../../src/source/select';
import type { Chunk, Label } from '../../src/types';

// RG_CORPORA: the corpora folder when the project is not next to `shared/` (a worktree elsewhere).
const corpora = process.env.RG_CORPORA ?? resolve(__dirname, '../../../shared/corpora');
/** Corpus → every n-th file of it (by path) goes into the sample. */
const SAMPLES: Array<[string, number]> = [
  ['flask-docs', 1],
  ['asciidoctor-docs', 1],
  ['astro-docs', 3],
  ['cpp-docs', 25],
  ['tldr', 40],
];
const present = SAMPLES.filter(([n]) => existsSync(join(corpora, n, 'docs')));

const SETTINGS: ChunkingConfig[] = [
  DEFAULT_CONFIG.chunking,
  { ...DEFAULT_CONFIG.chunking, max_chars: 300, overlap: 0.2 },
  { ...DEFAULT_CONFIG.chunking, max_chars: 4000, heading_path: false },
  // Short sections combined with the ones after them: a label naming any section a chunk took
  // judges the same by span and by the anchors the chunk lists for it.
  { ...DEFAULT_CONFIG.chunking, combine_under: 800 },
  { ...DEFAULT_CONFIG.chunking, combine_under: 2400, max_chars: 1200 },
];

/**
 * The rule before spans: a chunk of the file whose anchor trail holds the anchor, or that carries
 * the section folded into it (a See also list, a heading alone: still addressable by its anchor),
 * or that took the section as a short one combined into it.
 */
const byAnchors = (c: Chunk, l: Label) =>
  c.path === l.path &&
  (l.anchor === undefined ||
    c.anchors.includes(l.anchor) ||
    (c.folded ?? []).some((f) => f.anchors.includes(l.anchor!)) ||
    (c.combined ?? []).some((m) => m.anchors.includes(l.anchor!)));

(present.length ? describe : describe.skip)('span judging ≡ anchor judging for our chunks, real corpora', () => {
  test.each(present)('%s', async (name, every) => {
    const all = await (await openFolderSource(join(corpora, name, 'docs'))).snapshot(selectionFromConfig(DEFAULT_CONFIG));
    const snapshot = { ...all, files: all.files.filter((_, i) => i % every === 0) };
    let pairs = 0;
    let evidence = 0;
    const bytes = new Map(snapshot.files.map((f) => [f.path, Buffer.byteLength(f.text)]));
    for (const chunking of SETTINGS) {
      const { docs } = buildDocs(snapshot, chunking);
      const resolver = createLabelResolver(docs);
      const differ: string[] = [];
      // Collected and checked once per setting: an expect() per range made most of this test's time.
      const noSections: string[] = [];
      const outside: string[] = [];
      for (const doc of docs) {
        if (doc.sections === undefined) noSections.push(doc.path);
        for (const c of doc.chunks) {
          // Every chunk has a non-empty source inside its file.
          for (const [s, e] of chunkRanges(c)) if (!(e > s && s >= 0 && e <= bytes.get(doc.path)!)) outside.push(`${c.id}: ${s}-${e}`);
        }
        const labels: Label[] = [{ raw: doc.path, path: doc.path }, ...doc.anchors.map((a) => ({ raw: `${doc.path}#${a}`, path: doc.path, anchor: a }))];
        for (const label of labels) {
          const spanIds = resolver.resolve(label);
          const anchorIds = doc.chunks.filter((c) => byAnchors(c, label)).map((c) => c.id);
          pairs += doc.chunks.length;
          evidence += anchorIds.length;
          if (spanIds.join('\n') !== anchorIds.join('\n')) differ.push(`${label.raw}: spans [${spanIds.join(', ')}] anchors [${anchorIds.join(', ')}]`);
        }
      }
      expect(noSections).toEqual([]);
      expect(outside.slice(0, 5)).toEqual([]);
      expect(differ.slice(0, 5)).toEqual([]);
    }
    // The sample judged a real number of pairs, with evidence among them (the test can fail).
    expect(pairs).toBeGreaterThan(100);
    expect(evidence).toBeGreaterThan(10);
  }, 120_000);
});
