/**
 * docs/golden-set.md's generator-by-generator anchor table, row by row, against the tool: each
 * heading, chunked as that generator's site renders it, gets the site's anchor (and, written twice,
 * the repeat's), keeps its GitHub anchor, resolves as a label in both forms, and is what draft and
 * review write (the chunk's section label). The doc cannot drift from the code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import type { SiteGenerator } from '../../src/config/site';
import { sectionLabel } from '../../src/golden/chunk-section';
import { parseLabel } from '../../src/golden/label';
import { createLabelResolver } from '../../src/golden/resolve';
import type { Doc, Label } from '../../src/types';

const DOC = readFileSync(path.join(__dirname, '../../docs/golden-set.md'), 'utf8');
const GENERATORS: Record<string, SiteGenerator> = {
  VitePress: 'vitepress',
  mdBook: 'mdbook',
  Docusaurus: 'docusaurus',
  MkDocs: 'mkdocs',
  Starlight: 'starlight',
  Hugo: 'hugo',
  Sphinx: 'sphinx',
  GitHub: 'github',
};

interface Row {
  generator: string;
  heading: string;
  site: string;
  repeat: string;
  github: string;
}

/** The table under "Anchors as the published site renders them"; an empty generator cell repeats the row above's. */
function tableRows(): Row[] {
  const section = DOC.slice(DOC.indexOf('### Anchors as the published site renders them'));
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Generator |'));
  const rows: Row[] = [];
  let generator = '';
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.slice(1, -1).split('|').map((c) => c.trim());
    generator = cells[0] || generator;
    const code = (c: string) => (c === '—' ? '' : /^`([^`]*)`/.exec(c)![1]);
    rows.push({ generator, heading: code(cells[2]), site: code(cells[3]), repeat: code(cells[4]), github: code(cells[5]) });
  }
  return rows;
}

const chunking = { ...DEFAULT_CONFIG.chunking, fold_empty_sections: false };

function docOf(row: Row): Doc {
  const site = GENERATORS[row.generator];
  if (row.heading.startsWith('.. ')) {
    const text = `Reference\n=========\n\n${row.heading}\n\n   What it does.\n`;
    return parseDocument({ path: 'docs/page.rst', hash: 'h', text } as never, { ...chunking, site });
  }
  const once = `${row.heading}\n\nSome text under it.\n\n`;
  const text = `# Page\n\nIntro.\n\n${once}${row.repeat ? once : ''}`;
  return parseDocument({ path: 'docs/page.md', hash: 'h', text } as never, { ...chunking, site });
}

const label = (anchor: string): Label => (parseLabel(`${'docs/page'}.${anchor.includes('confval') ? 'rst' : 'md'}#${anchor}`) as { label: Label }).label;

const rows = tableRows();

test('the table has a row for every generator', () => {
  expect([...new Set(rows.map((r) => r.generator))].sort()).toEqual(Object.keys(GENERATORS).sort());
  for (const r of rows) expect(GENERATORS[r.generator]).toBeDefined();
});

test.each(rows.map((r) => [r.generator, r.heading, r]))('%s: %s', (_g, _h, row) => {
  const r = row as Row;
  const doc = docOf(r);
  const sections = doc.sections!.filter((s) => s.heading.text !== 'Page' && s.heading.text !== 'Reference');
  const first = sections[0].heading;
  // The site's anchor, the repeat's, and the GitHub form.
  expect(first.site ?? (first.slug || first.ids[0])).toBe(r.site);
  if (r.repeat) expect(sections[1].heading.site ?? sections[1].heading.slug).toBe(r.repeat);
  if (r.github) expect(first.slug).toBe(r.github);
  // Both forms resolve to the heading's section, and the label written for its chunk is the site's.
  const resolver = createLabelResolver([doc]);
  const own = doc.chunks.filter((c) => c.trail[c.trail.length - 1] === first).map((c) => c.id);
  expect(resolver.resolve(label(r.site))).toEqual(own);
  if (r.github) expect(resolver.resolve(label(r.github))).toEqual(own);
  const chunk = doc.chunks.find((c) => c.id === own[0])!;
  expect(sectionLabel(chunk)).toBe(`${doc.path}#${r.site}`);
});
