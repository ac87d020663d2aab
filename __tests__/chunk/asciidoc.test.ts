import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkAsciidoc } from '../../src/chunk/asciidoc';
import { asciidocInlineText } from '../../src/chunk/asciidoc-inline';
import type { RawDocument } from '../../src/chunk/raw';

const headings = (d: RawDocument) => d.sections.filter((s) => s.heading).map((s) => [s.heading!.level, s.heading!.text, s.heading!.ids]);

describe('chunkAsciidoc', () => {
  test('document title at level 0, == … ====== sections, header attributes/author/comments dropped', () => {
    const text = [
      '// a leading comment',
      ':leading: before title',
      '= The {product} Guide',
      'Doc Writer <doc@example.com>',
      'v1.0, 2024-01-02',
      ':product: Widget',
      ':toc:',
      '',
      'Preamble text.',
      '',
      '== Install',
      '',
      'Run it.',
      '// not indexed',
      '',
      ':in-body: attribute',
      '',
      '=== Options ===',
      '',
      '====== Deepest',
      '',
      'Deep text.',
    ].join('\n');
    const d = chunkAsciidoc(text, 0);
    expect(d.title).toBe('The Widget Guide');
    expect(headings(d)).toEqual([
      [0, 'The Widget Guide', []],
      [1, 'Install', ['_install']],
      [2, 'Options', ['_options']],
      [5, 'Deepest', ['_deepest']],
    ]);
    const all = d.sections.flatMap((s) => s.blocks.map((b) => b.text));
    expect(all).toEqual(['Preamble text.', 'Run it.\n// not indexed', 'Deep text.']);
    const h = d.sections[1].heading!;
    expect(text.slice(h.start, h.end)).toBe('== Install');
  });

  test('[[id]], [[id,reftext]], [#id], [#id.role] and inline [[id]] anchors become ids of the title', () => {
    const text = '= Doc\n\n[[first]]\n== First\n\n[[second,Second Ref]]\n[#also-second.lead]\n== Second\n\n[#third]\n=== [[inline-id]]Third `code`\n\nx\n';
    expect(headings(chunkAsciidoc(text, 0))).toEqual([
      [0, 'Doc', []],
      [1, 'First', ['first']],
      [1, 'Second', ['second', 'also-second']],
      [2, 'Third code', ['third', 'inline-id']],
    ]);
  });

  test('an anchor on a block lands in the section that holds it', () => {
    const d = chunkAsciidoc('== Sec\n\n[#tbl,cols="1,1"]\n|===\n|a |b\n|===\n', 0);
    expect(headings(d)).toEqual([[1, 'Sec', ['_sec', 'tbl']]]);
  });

  test('delimited blocks are kept whole (with their attribute and title lines), comments dropped', () => {
    const listing = '[source,ruby]\n.Example\n----\nputs "hi"\n\n== not a title\n----';
    const table = '|===\n|Name |Value\n\n|a |1\n|b |2\n|===';
    const text = `== Blocks\n\n${listing}\n\n////\nhidden\n\n== hidden title\n////\n\n${table}\n\n....\nliteral\n....\n\n[comment]\n--\nalso hidden\n--\n\n____\nA quote.\n____\n\n****\nSidebar\n****\n\n++++\n<b>raw</b>\n++++\n\n--\nopen\n--\n\n====\nexample\n====\n`;
    const d = chunkAsciidoc(text, 0);
    expect(headings(d)).toEqual([[1, 'Blocks', ['_blocks']]]);
    const blocks = d.sections[0].blocks;
    expect(blocks.map((b) => b.kind)).toEqual(['code', 'table', 'code', 'quote', 'other', 'html', 'other', 'other']);
    expect(blocks[0].text).toBe(listing);
    expect(blocks[1]).toMatchObject({ text: table, tableHeader: '|Name |Value' });
    expect(blocks.some((b) => b.text.includes('hidden'))).toBe(false);
    for (const b of blocks) expect(text.slice(b.start, b.end)).toBe(b.text);
  });

  test('an unclosed block runs to the end with a note; junk never throws', () => {
    const d = chunkAsciidoc('== A\n\n----\ncode\n\n== B\n', 0);
    expect(headings(d)).toEqual([[1, 'A', ['_a']]]);
    expect(d.notes[0]).toMatch(/never closed/);
    for (const junk of ['', '=', '= ', '[[', '[[]]\n== x', ':a', '|===', '\uFFFD\u0000', '+\n----', '* a\n+\n----\nx']) {
      expect(() => chunkAsciidoc(junk, 0)).not.toThrow();
    }
  });

  test('lists with continuations stay whole and keep with a colon lead-in; literal paragraphs are code', () => {
    const text = 'Steps:\n\n. one\n. two\n+\n----\ncode\n----\n\n* a\n** b\n\nterm:: definition\n\n after\n\nPlain.\n\n $ literal\n';
    const blocks = chunkAsciidoc(text, 0).sections[0].blocks;
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Steps:'],
      ['list', '. one\n. two\n+\n----\ncode\n----\n\n* a\n** b\n\nterm:: definition\n\n after'],
      ['paragraph', 'Plain.'],
      ['code', ' $ literal'],
    ]);
    expect(blocks[1].keepWithPrevious).toBe(true);
  });

  test('a section without an explicit id gets the id Asciidoctor generates', () => {
    const ids = (t: string) => chunkAsciidoc(t, 0).sections.filter((s) => s.heading).map((s) => s.heading!.ids);
    expect(ids('= Doc\n\n== Install & Run `it` (v1.0)\n\n== Install & run it v1.0\n\n[#_intro]\n== Intro\n\n== Intro\n')).toEqual([
      [],
      ['_install_run_it_v1_0'],
      ['_install_run_it_v1_0_2'],
      ['_intro'],
      ['_intro_2'],
    ]);
    // With Antora's `idprefix` '' and `idseparator` '-' the generated id is usually the GitHub slug: not repeated.
    expect(ids(':idprefix:\n:idseparator: -\n\n== Disable or modify the web fonts\n\n== In / out\n\n== Disable or modify the web fonts\n')).toEqual([
      [],
      ['in-out'],
      ['disable-or-modify-the-web-fonts-2'],
    ]);
    expect(ids(':sectids!:\n\n== No id\n')).toEqual([[]]);
  });

  test('inline markup in titles', () => {
    expect(asciidocInlineText('*Bold* _em_ `mono` and xref:a.adoc#x[the link] <<id,Label>> kbd:[Ctrl+T] {v}', new Map([['v', '2.0']]))).toBe(
      'Bold em mono and the link Label Ctrl+T 2.0',
    );
    expect(asciidocInlineText('snake_case_name and https://example.com[Site^]')).toBe('snake_case_name and Site');
    expect(asciidocInlineText('menu:File[Save > As]')).toBe('File > Save > As');
  });
});

const corpus = resolve(__dirname, '../../../shared/corpora/asciidoctor-docs/docs');
(existsSync(corpus) ? describe : describe.skip)('asciidoctor-docs (real AsciiDoc)', () => {
  test('migrate/asciidoc-py.adoc: [#id] anchors on titles; the [[id]] shown inside a listing is not an anchor', () => {
    const text = readFileSync(join(corpus, 'modules/migrate/pages/asciidoc-py.adoc'), 'utf8');
    const d = chunkAsciidoc(text, 0);
    expect(d.title).toBe('Migrate from AsciiDoc.py');
    const hs = headings(d);
    expect(hs).toContainEqual([2, 'Default HTML stylesheet', ['migrate-stylesheet']]);
    expect(hs).toContainEqual([1, 'AsciiDoc.py extensions', ['migrate-extensions']]);
    // That listing sits in a `////` comment block, titles and all: none of it is indexed.
    expect(text).toContain('[[id]]');
    expect(d.sections.flatMap((s) => s.blocks).some((b) => b.text.includes('[[id]]'))).toBe(false);
    expect(hs.some((h) => h[1] === 'Features Introduced by Asciidoctor')).toBe(false);
    const listing = d.sections.find((s) => s.heading?.text === 'showcomments')!.blocks[1];
    expect(listing.kind).toBe('code');
    expect(listing.text.startsWith('[,asciidoc]\n----\n')).toBe(true);
  });

  test('every .adoc file chunks without exception, offsets exact, no block unclosed', () => {
    const files = readdirSync(corpus, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.adoc'));
    expect(files.length).toBe(100);
    let ids = 0;
    for (const p of files) {
      const text = readFileSync(join(corpus, p), 'utf8');
      const d = chunkAsciidoc(text, 0);
      expect([p, d.notes]).toEqual([p, []]);
      for (const s of d.sections) {
        ids += s.heading?.ids.length ?? 0;
        for (const b of s.blocks) expect(text.slice(b.start, b.end)).toBe(b.text);
        for (const b of s.blocks) expect(b.text).not.toMatch(/^:[\w-]+:(\s|$)/);
      }
    }
    expect(ids).toBeGreaterThan(20);
  });
});
