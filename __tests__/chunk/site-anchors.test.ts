/**
 * Heading anchors as each docs site generator renders them, checked against the generators' own
 * output: `__tests__/fixtures/site-anchors/expected.json` was made by running VitePress, Docusaurus's
 * remark plugin, Astro's Markdown (Starlight), Python-Markdown (MkDocs), Hugo and mdBook on
 * `headings.txt` (the commands are in that folder's README). Each heading of one page must get
 * exactly the id the generator gave it, repeats numbered as the generator numbers them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import type { SiteGenerator } from '../../src/config/site';
import { anchorFacts, stableLabel } from '../../src/golden/stable-anchor';
import type { Doc } from '../../src/types';

const FIXTURE = path.join(__dirname, '../fixtures/site-anchors');
const headings = readFileSync(path.join(FIXTURE, 'headings.txt'), 'utf8').split('\n').filter((l) => l !== '');
const expected = JSON.parse(readFileSync(path.join(FIXTURE, 'expected.json'), 'utf8')) as { generators: Record<string, { made_by: string; anchors: string[] }> };

/** One page of `## heading` sections, chunked as a site built by `site` renders it. */
export function pageOf(lines: readonly string[], site: SiteGenerator | undefined, file = 'docs/page.md'): Doc {
  const text = lines.map((h) => `## ${h}\n\nSome text under it.\n\n`).join('');
  return parseDocument({ path: file, hash: 'h', text } as never, { ...DEFAULT_CONFIG.chunking, fold_empty_sections: false, ...(site ? { site } : {}) });
}

/** The anchor the published site gives each heading: its own when it has one, else the GitHub slug. */
export function siteAnchors(doc: Doc): string[] {
  return doc.sections!.map((s) => s.heading.site ?? s.heading.slug);
}

describe('anchors as the real generators render them', () => {
  test('the fixture covers every generator with a site form of its own', () => {
    expect(Object.keys(expected.generators).sort()).toEqual(['docusaurus', 'hugo', 'mdbook', 'mkdocs', 'starlight', 'vitepress']);
    for (const g of Object.values(expected.generators)) expect(g.anchors).toHaveLength(headings.length);
  });

  test.each(Object.keys(expected.generators))('%s: every heading gets the id the generator gave it', (g) => {
    const got = siteAnchors(pageOf(headings, g as SiteGenerator));
    const rows = headings.map((h, i) => ({ heading: h, want: expected.generators[g].anchors[i], got: got[i] }));
    expect(rows.filter((r) => r.got !== r.want)).toEqual([]);
  });

  test('without a generator (GitHub), headings keep their GitHub slugs and get no site anchor', () => {
    const doc = pageOf(headings, undefined);
    expect(doc.sections!.every((s) => s.heading.site === undefined)).toBe(true);
    expect(pageOf(headings, 'github').sections!.every((s) => s.heading.site === undefined)).toBe(true);
    expect(doc.sections![0].heading.slug).toBe('serverport');
  });
});

describe('which site anchors stay put', () => {
  const cli = (site: SiteGenerator) =>
    parseDocument({ path: 'docs/cli.md', hash: 'h', text: '# CLI\n\n## add\n\n### Options\n\nAdds.\n\n## remove\n\n### Options\n\nRemoves.\n' } as never, { ...DEFAULT_CONFIG.chunking, site });

  test("MkDocs numbers repeats `_1`: that anchor, and its GitHub form, are numbered repeats held by the unique section above", () => {
    const doc = cli('mkdocs');
    expect(siteAnchors(doc)).toEqual(['cli', 'add', 'options', 'remove', 'options_1']);
    for (const anchor of ['options_1', 'options-1']) expect(anchorFacts(doc, anchor)).toMatchObject({ numbered: true, sections: 1, holder: 'remove' });
    expect(anchorFacts(doc, 'options')).toMatchObject({ numbered: false, sections: 1 });
    const second = doc.chunks.find((c) => c.text.includes('Removes.'))!;
    expect(stableLabel(second, doc)).toEqual({ label: 'docs/cli.md#remove', instead: 'options_1' });
  });

  test("an anchor that is one heading's site anchor and another's GitHub slug names one section: the site's", () => {
    const doc = pageOf(['server.port', 'Server Port'], 'vitepress');
    expect(siteAnchors(doc)).toEqual(['server-port', 'server-port-1']);
    expect(anchorFacts(doc, 'server-port')).toMatchObject({ numbered: false, sections: 1, heading: { text: 'server.port' } });
    expect(anchorFacts(doc, 'serverport')).toMatchObject({ sections: 1, heading: { text: 'server.port' } });
  });
});
