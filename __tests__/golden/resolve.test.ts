import { buildChunks } from '../../src/chunk/build';
import { chunkMarkdown } from '../../src/chunk/markdown';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc, Label } from '../../src/types';

function doc(path: string, text: string): Doc {
  const raw = chunkMarkdown(text, 0, false);
  const built = buildChunks(path, raw.title ?? path, raw, text, DEFAULT_CONFIG.chunking);
  return { path, hash: '', format: 'markdown', title: raw.title ?? path, meta: {}, anchors: built.anchors, chunks: built.chunks, notes: [] };
}
const label = (raw: string): Label => {
  const i = raw.indexOf('#');
  return i < 0 ? { raw, path: raw } : { raw, path: raw.slice(0, i), anchor: raw.slice(i + 1) };
};

const returns = doc('policies/returns.md', '# Return policy\n\nIntro.\n\n## Refurbished products {#refurb}\n\nSeven days.\n\n### Outlet\n\nOutlet rules.\n\n## Exchanges\n\nSwap.\n');
const other = doc('billing/refunds.md', '# Refunds\n\n## <a name="annual"></a> Annual plans\n\nPro rata.\n');
const resolver = createLabelResolver([returns, other]);

describe('label resolution', () => {
  test('a path label covers every chunk of the document', () => {
    expect(resolver.resolve(label('policies/returns.md'))).toEqual([
      'policies/returns.md#return-policy',
      'policies/returns.md#refurbished-products',
      'policies/returns.md#outlet',
      'policies/returns.md#exchanges',
    ]);
  });

  test('a section label covers its subsections, by slug or explicit id', () => {
    const expected = ['policies/returns.md#refurbished-products', 'policies/returns.md#outlet'];
    expect(resolver.resolve(label('policies/returns.md#refurbished-products'))).toEqual(expected);
    expect(resolver.resolve(label('policies/returns.md#refurb'))).toEqual(expected);
    expect(resolver.resolve(label('policies/returns.md#outlet'))).toEqual(['policies/returns.md#outlet']);
    expect(resolver.resolve(label('policies/returns.md#return-policy'))).toHaveLength(4);
  });

  test('<a name> ids and the GitHub slug (leading dash) both resolve', () => {
    expect(resolver.resolve(label('billing/refunds.md#annual'))).toEqual(['billing/refunds.md#-annual-plans']);
    expect(resolver.resolve(label('billing/refunds.md#-annual-plans'))).toEqual(['billing/refunds.md#-annual-plans']);
  });

  test('labels that match nothing are broken (empty)', () => {
    expect(resolver.resolve(label('policies/returns-2023.md'))).toEqual([]);
    expect(resolver.resolve(label('policies/returns.md#annual'))).toEqual([]);
    expect(resolver.resolve(label('policies/returns.md#Refurbished-Products'))).toEqual([]);
  });

  test('matches agrees with resolve', () => {
    const l = label('policies/returns.md#refurb');
    const ids = returns.chunks.filter((c) => resolver.matches(c, l)).map((c) => c.id);
    expect(ids).toEqual(resolver.resolve(l));
    expect(resolver.matches(other.chunks[0], label('policies/returns.md'))).toBe(false);
  });
});
