/**
 * One place per section (`retriever.bm25.collapse: section`, the default): a section cut into
 * several chunks takes one place in a ranking, its best chunk's; `none` ranks every chunk alone.
 * Checked on the wrapper alone, on chunker output (split sections, an empty heading that shares
 * `path#` with the preamble), and in config and labels; collapse-corpora.test.ts checks it on every
 * golden question of the real corpora.
 */
import { parseDocument } from '../../src/chunk/document';
import { parseConfig } from '../../src/config/parse';
import { InputError } from '../../src/errors';
import { DEFAULT_CONFIG, type ChunkingConfig } from '../../src/config/types';
import { bm25Label, createBm25Retriever } from '../../src/retrieve/bm25/bm25-retriever';
import { collapseSections, sectionLookup } from '../../src/retrieve/bm25/collapse';
import type { Chunk, Hit } from '../../src/types';
import { firstPerSection, withCollapse } from './collapse-reference';

/** The chunks the chunker makes of one Markdown file. */
function chunksOf(path: string, text: string, chunking: Partial<ChunkingConfig> = {}): Chunk[] {
  const file = { path, hash: path, text, size: Buffer.byteLength(text) };
  return parseDocument(file, { ...DEFAULT_CONFIG.chunking, ...chunking }).chunks;
}

describe('collapseSections', () => {
  // A ranking function over a fixed list, as a retriever's: best first, at most k.
  const ranked = (hits: Hit[]) => {
    const asked: number[] = [];
    const search = (_q: string, k: number) => {
      asked.push(k);
      return hits.slice(0, k);
    };
    return { search, asked };
  };
  const hit = (id: string, score: number): Hit => ({ id, score, matched: ['x'] });
  const sectionOf = (id: string) => (id.includes(':') ? id.slice(0, id.lastIndexOf(':')) : id);

  test("keeps each section's best chunk, in the ranking's order and with its score", () => {
    const hits = [hit('a#s', 9), hit('a#s:2', 8), hit('b#t:3', 7), hit('b#t', 6), hit('c#u', 5), hit('a#s:3', 4)];
    const { search } = ranked(hits);
    expect(collapseSections(search, sectionOf)('q', 10)).toEqual([hits[0], hits[2], hits[4]]);
  });

  test('asks for a larger pool until depth sections are found, and stops when the ranking runs out', () => {
    // Twelve parts of one section, then three other sections.
    const hits = [...Array.from({ length: 12 }, (_, i) => hit(i ? `a#s:${i + 1}` : 'a#s', 100 - i)), hit('b#t', 50), hit('c#u', 40), hit('d#v', 30)];
    const deep = ranked(hits);
    expect(collapseSections(deep.search, sectionOf)('q', 3).map((h) => h.id)).toEqual(['a#s', 'b#t', 'c#u']);
    expect(deep.asked).toEqual([6, 24]);
    const short = ranked(hits);
    expect(collapseSections(short.search, sectionOf)('q', 10).map((h) => h.id)).toEqual(['a#s', 'b#t', 'c#u', 'd#v']);
    expect(short.asked).toEqual([20]);
    expect(collapseSections(ranked(hits).search, sectionOf)('q', 0)).toEqual([]);
  });
});

describe('sectionLookup on chunker output', () => {
  const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} about widgets and gadgets, with enough words to fill a chunk quickly.`).join('\n\n');

  test("a split section's further parts belong to its first part; other sections to themselves", () => {
    const chunks = chunksOf('guide.md', `# Guide\n\nIntro.\n\n## Widgets\n\n${long}\n\n## Other\n\nShort text.\n`, { max_chars: 800 });
    const parts = chunks.filter((c) => c.id.startsWith('guide.md#widgets'));
    expect(parts.length).toBeGreaterThan(2);
    const sectionOf = sectionLookup(chunks);
    for (const c of parts) expect(sectionOf(c.id)).toBe('guide.md#widgets');
    expect(sectionOf('guide.md#other')).toBe('guide.md#other');
  });

  test('an empty heading shares `path#` with the preamble, yet its parts are its own section', () => {
    const chunks = chunksOf('e.md', `Preamble text before any heading.\n\n#\n\n${long}\n`, { max_chars: 800 });
    const preamble = chunks.find((c) => c.part === 0 && c.id === 'e.md#')!;
    const empty = chunks.find((c) => c.part === 0 && c.id !== 'e.md#')!;
    expect(preamble).toBeDefined();
    expect(empty.id.startsWith('e.md#:')).toBe(true);
    const sectionOf = sectionLookup(chunks);
    const further = chunks.filter((c) => c.part > 0);
    expect(further.length).toBeGreaterThan(0);
    // Cutting `:N` off would give 'e.md#', the preamble; the lookup names the empty heading's first part.
    for (const c of further) expect(sectionOf(c.id)).toBe(empty.id);
  });
});

describe('the BM25 retriever with collapse', () => {
  const long = Array.from({ length: 30 }, (_, i) => `Cache entries ${i} expire after the cache lifetime; cache keys name the request.`).join('\n\n');
  const text = `# Caching\n\n## Cache lifetime\n\n${long}\n\n## Invalidation\n\nRemove a cache entry by its key before its lifetime ends.\n`;
  const chunks = [...chunksOf('caching.md', text, { max_chars: 600 }), ...chunksOf('other.md', '# Other\n\n## Keys\n\nA cache key names one request.\n')];

  test('section (the default): one place per section; none: the parts of one section crowd the top', async () => {
    expect(DEFAULT_CONFIG.retriever.bm25.collapse).toBe('section');
    const q = 'cache lifetime';
    const [every] = await createBm25Retriever(chunks, withCollapse('none')).search([q], 5);
    const [one] = await createBm25Retriever(chunks, withCollapse('section')).search([q], 5);
    const section = sectionLookup(chunks);
    expect(new Set(every.slice(0, 3).map((h) => section(h.id)))).toEqual(new Set(['caching.md#cache-lifetime']));
    expect(new Set(one.map((h) => section(h.id))).size).toBe(one.length);
    expect(one.map((h) => h.id)).toEqual(expect.arrayContaining(['caching.md#invalidation', 'other.md#keys']));
    // What is kept is the uncollapsed ranking filtered to each section's first chunk: same order, same scores.
    const [deep] = await createBm25Retriever(chunks, withCollapse('none')).search([q], 100);
    expect(one).toEqual(firstPerSection(deep, section).slice(0, 5));
  });

  test('the label says when every chunk ranks on its own', () => {
    expect(bm25Label(withCollapse('section'))).toBe(bm25Label(DEFAULT_CONFIG.retriever));
    expect(bm25Label(withCollapse('section'))).not.toContain('collapse');
    expect(bm25Label(withCollapse('none'))).toContain('collapse=none');
  });
});

describe('config: retriever.bm25.collapse', () => {
  test('section and none are read; anything else names the line and the field', () => {
    expect(parseConfig('retriever:\n  bm25:\n    collapse: none\n', 'c.yml').retriever.bm25.collapse).toBe('none');
    expect(parseConfig('retriever:\n  bm25:\n    collapse: section\n', 'c.yml').retriever.bm25.collapse).toBe('section');
    let error: unknown;
    try {
      parseConfig('retriever:\n  bm25:\n    collapse: page\n', 'c.yml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).format()).toMatch(/^c\.yml:3:\d+: .*'retriever\.bm25\.collapse' must be one of 'section', 'none' but got 'page'/);
  });
});
