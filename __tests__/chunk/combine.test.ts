// Short sections indexed together (chunking.combine_under): whole subtrees, under one parent,
// within max_chars, and still found by a label naming any section they hold.
import { buildDocs } from '../../src/chunk/corpus';
import { createLabelResolver } from '../../src/golden/resolve';
import { chunkRanges, spanCovers } from '../../src/golden/spans';
import type { Label } from '../../src/types';
import { chunksJson, renderChunks } from '../../src/cli/commands/chunks';
import { parseConfig } from '../../src/config/parse';
import { InputError } from '../../src/errors';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { CHUNKING, mdChunks } from './helpers';

const DOC = [
  'An introduction to this guide, long enough to stand alone.',
  '# Guide',
  '## Install',
  'Run the installer.',
  '### On Windows',
  'Use the MSI.',
  '## Configure',
  'Edit the file.',
  '# Reference',
  '## Options',
  'Short.',
  '## Flags',
  'x '.repeat(150).trim(),
].join('\n\n');

const ids = (opts: Parameters<typeof mdChunks>[1]) => mdChunks(DOC, opts).chunks.map((c) => c.id);

describe('combine_under', () => {
  test('0 (off) indexes every section alone', () => {
    expect(ids({ chunking: { combine_under: 0 } })).toEqual(['doc.md#', 'doc.md#install', 'doc.md#on-windows', 'doc.md#configure', 'doc.md#options', 'doc.md#flags']);
  });

  test('short sections take their subsections and later siblings, never another parent\'s', () => {
    // Under a high threshold the text before the first heading takes the top-level subtrees
    // (`# Guide`, then `# Reference`) as long as they fit in max_chars.
    expect(mdChunks(DOC, { chunking: { combine_under: 2000, max_chars: 1000 } }).chunks.map((c) => c.id)).toEqual(['doc.md#']);
    expect(mdChunks(DOC, { chunking: { combine_under: 2000, max_chars: 300 } }).chunks.map((c) => c.id)).toEqual(['doc.md#', 'doc.md#options', 'doc.md#flags']);
    const { chunks: small } = mdChunks(DOC, { chunking: { combine_under: 40, max_chars: 1000 } });
    // Install (with On Windows) reaches 40 chars, so Configure starts its own group; Options takes
    // its sibling Flags; nothing crosses from `# Guide` into `# Reference`.
    expect(small.map((c) => c.id)).toEqual(['doc.md#', 'doc.md#install', 'doc.md#configure', 'doc.md#options']);
    const install = small[1];
    expect(install.combined?.map((m) => m.id)).toEqual(['doc.md#on-windows']);
    expect(install.text).toBe('## Install\n\nRun the installer.\n\n### On Windows\n\nUse the MSI.');
    expect(install.indexText).toBe(`Guide > Install\n\n${install.text}`);
    expect(small[3].combined?.map((m) => m.anchors)).toEqual([['flags']]);
  });

  test('a group never exceeds max_chars, and a section whose subtree does not fit stays alone', () => {
    const { chunks } = mdChunks(DOC, { chunking: { combine_under: 200, max_chars: 120, hard_limit: 8000 } });
    for (const c of chunks) if (c.combined) expect(c.text.length).toBeLessThanOrEqual(120);
    // Options (short) cannot take Flags (300 chars > 120): both alone.
    expect(chunks.map((c) => c.id)).toContain('doc.md#options');
    expect(chunks.find((c) => c.id === 'doc.md#options')!.combined).toBeUndefined();
  });

  test('a section split into parts neither starts a group nor joins one', () => {
    const md = `# A\n\nshort\n\n## B\n\n${'word '.repeat(100)}\n\n${'more '.repeat(100)}\n\n## C\n\nc\n`;
    const { chunks } = mdChunks(md, { chunking: { combine_under: 2000, max_chars: 600 } });
    expect(chunks.map((c) => c.id)).toEqual(['doc.md#a', 'doc.md#b', 'doc.md#b:2', 'doc.md#c']);
  });

  test('every section of a combined chunk resolves to it, by span and by anchor', () => {
    const files = [{ path: 'doc.md', text: DOC, hash: 'h', size: DOC.length }];
    const { docs } = buildDocs({ files, notes: [] } as unknown as Parameters<typeof buildDocs>[0], { ...CHUNKING, combine_under: 40, max_chars: 1000 });
    const resolver = createLabelResolver(docs);
    const doc = docs[0];
    const label = (anchor: string): Label => ({ raw: `doc.md#${anchor}`, path: 'doc.md', anchor });
    expect(resolver.resolve(label('on-windows'))).toEqual(['doc.md#install']);
    expect(resolver.resolve(label('flags'))).toEqual(['doc.md#options']);
    expect(resolver.resolve(label('reference'))).toEqual(['doc.md#options']);
    expect(resolver.resolve(label('guide'))).toEqual(['doc.md#install', 'doc.md#configure']);
    // The anchors a combined chunk lists are exactly the sections its span covers.
    for (const c of doc.chunks) {
      for (const m of c.combined ?? []) {
        for (const a of m.anchors) {
          const section = doc.sections!.find((s) => s.heading.slug === a)!;
          expect(spanCovers(chunkRanges(c), [[section.start, section.end]])).toBe(true);
        }
      }
    }
  });
});

describe('combine_under in the config and in `chunks`', () => {
  test('read from the config; a negative or fractional value names the file, line and key', () => {
    expect(parseConfig('chunking:\n  combine_under: 800\n', 'rg.yml').chunking.combine_under).toBe(800);
    expect(DEFAULT_CONFIG.chunking.combine_under).toBe(0);
    for (const bad of ['-1', '2.5', 'lots']) {
      let error: unknown;
      try {
        parseConfig(`chunking:\n  combine_under: ${bad}\n`, 'rg.yml');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).format()).toMatch(/^rg\.yml:2:\d+: .*combine_under/);
    }
  });

  test('`chunks` lists the sections a chunk took, and --json gives their ids', () => {
    const files = [{ path: 'doc.md', text: DOC, hash: 'h', size: DOC.length }];
    const { docs, notes } = buildDocs({ files, notes: [] } as unknown as Parameters<typeof buildDocs>[0], { ...CHUNKING, combine_under: 40, max_chars: 1000 });
    const text = renderChunks(docs, notes);
    expect(text).toContain('    with On Windows [#on-windows]\n');
    expect(text).toContain('    with Flags [#flags]\n');
    const json = chunksJson(docs, notes);
    expect(json.docs[0].chunks.find((c) => c.id === 'doc.md#install')?.combined).toEqual(['doc.md#on-windows']);
    expect(json.docs[0].chunks.find((c) => c.id === 'doc.md#configure')?.combined).toBeUndefined();
  });
});
