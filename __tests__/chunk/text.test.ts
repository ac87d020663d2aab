import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chunkText } from '../../src/chunk/text';

describe('chunkText', () => {
  test('paragraphs separated by blank lines (including whitespace-only lines), offsets exact', () => {
    const text = 'intro line one\nline two\n\n  \t\nsecond para  \r\n\n\nthird\n';
    const doc = chunkText(text, 0);
    expect(doc.title).toBeUndefined();
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0].heading).toBeNull();
    const blocks = doc.sections[0].blocks;
    expect(blocks.map((b) => b.text)).toEqual(['intro line one\nline two', 'second para', 'third']);
    for (const b of blocks) {
      expect(b.kind).toBe('paragraph');
      expect(text.slice(b.start, b.end)).toBe(b.text);
    }
  });

  test('starts at bodyStart and is empty for blank input', () => {
    const text = '---\ntitle: x\n---\nbody here\n';
    expect(chunkText(text, text.indexOf('body')).sections[0].blocks.map((b) => b.text)).toEqual(['body here']);
    expect(chunkText('  \n\n \n', 0)).toEqual({ sections: [], notes: [] });
    expect(chunkText('', 0)).toEqual({ sections: [], notes: [] });
    expect(chunkText('abc', 99)).toEqual({ sections: [], notes: [] });
  });

  test('no text is lost: every non-space character is inside some block', () => {
    const text = 'a b\n\nc\nd\n\n\n\ne  f\n \n g';
    const blocks = chunkText(text, 0).sections[0].blocks;
    expect(blocks.map((b) => b.text).join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  const license = resolve(__dirname, '../../../shared/corpora/flask-docs/LICENSE.txt');
  (existsSync(license) ? test : test.skip)('a real text file (flask LICENSE.txt) chunks into its paragraphs', () => {
    const text = readFileSync(license, 'utf8');
    const blocks = chunkText(text, 0).sections[0].blocks;
    expect(blocks.length).toBe(text.trim().split(/\n\s*\n/).length);
    expect(blocks[0].text).toMatch(/^Copyright/);
  });
});
