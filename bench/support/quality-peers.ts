/**
 * Peers for the quality bench: MiniSearch (a devDependency) over the SAME chunks the engine
 * indexes, ranked to the same depth, then judged by the engine's label matching like any row.
 * Two set-ups a docs site really uses: MiniSearch out of the box (one field, the chunk's indexed
 * text, MiniSearch's own tokenizer and BM25+), and MiniSearch as VitePress's local search sets it
 * up (section heading, parent headings and text as fields boosted 4/1/2, prefix and fuzzy 0.2
 * matching; VitePress's VPLocalSearchBox defaults).
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Chunk, Doc, Hit } from '../../src/types';

/** A peer: a name, and rankings for every question over a side's documents. */
export interface Peer {
  name: string;
  /** Corpora with more chunks are left out unless QUALITY_ALL_PEERS=1 (the reason is printed). */
  maxChunks?: number;
  /** Why `maxChunks` is there. */
  limitReason?: string;
  rank(docs: readonly Doc[], questions: readonly string[], depth: number): Hit[][];
}

/** Top `depth` results, score descending, ties by chunk id (as the engine breaks them, so rows are reproducible). */
function topHits(results: ReadonlyArray<{ id: unknown; score: number }>, depth: number): Hit[] {
  return results
    .map((r) => ({ id: String(r.id), score: r.score }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, depth);
}

interface Fields {
  id: string;
  indexText: string;
  title: string;
  titles: string;
  text: string;
}

const fieldsOf = (c: Chunk): Fields => {
  const trail = c.trail.map((h) => h.text);
  return {
    id: c.id,
    indexText: c.indexText,
    // A chunk before any heading is the page's own text: its "section title" is the page title.
    title: trail.length ? trail[trail.length - 1] : c.docTitle,
    titles: trail.length ? [c.docTitle, ...trail.slice(0, -1)].join(' ') : '',
    text: c.text,
  };
};

function miniSearchPeer(name: string, fields: Array<keyof Fields>, searchOptions: SearchOptions, limit?: Pick<Peer, 'maxChunks' | 'limitReason'>): Peer {
  return {
    name,
    ...limit,
    rank(docs, questions, depth) {
      const mini = new MiniSearch<Fields>({ fields, storeFields: [] });
      mini.addAll(docs.flatMap((d) => d.chunks.map(fieldsOf)));
      return questions.map((q) => topHits(mini.search(q, searchOptions), depth));
    },
  };
}

/** The peers every corpus is ranked with, after the variants. */
export const PEERS: Peer[] = [
  miniSearchPeer('MiniSearch (defaults, indexed text)', ['indexText'], {}),
  miniSearchPeer(
    'MiniSearch as VitePress sets it up',
    ['title', 'titles', 'text'],
    { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
    // Fuzzy + prefix expansion over cpp-docs' 100,000 sections costs about two CPU minutes for
    // 44 questions, more than the rest of the bench together (figures in docs/quality-benchmark.md).
    { maxChunks: 20_000, limitReason: 'fuzzy and prefix matching over this many sections takes minutes' },
  ),
];
