import { createSlugger, headingSlugText, headingText } from '../../src/chunk/slug';

/** Slugs of a document's headings in order (one slugger per document, as on GitHub). */
function slugs(...headings: string[]): string[] {
  const s = createSlugger();
  return headings.map((h) => s.slug(headingSlugText(h)));
}

describe('GitHub slugs (github-slugger rules on the heading text content)', () => {
  test.each([
    ['Hello World', 'hello-world'],
    ['Foo & Bar', 'foo--bar'],
    ['I ♥ unicode', 'i--unicode'],
    ['Ünicode Überall', 'ünicode-überall'],
    ['😄 emoji first', '-emoji-first'],
    ['emoji 🎉 middle', 'emoji--middle'],
    ["What's new?", 'whats-new'],
    ['C++ (2020) / C#', 'c-2020--c'],
    ['snake_case stays', 'snake_case-stays'],
    ['  leading spaces kept', '--leading-spaces-kept'],
    ['`echo 1`', 'echo-1'],
    ['Use `std::vector<T>`', 'use-stdvectort'],
    ['[Link text](https://example.com) here', 'link-text-here'],
    ['*emphasis* and **strong** and ~~gone~~', 'emphasis-and-strong-and-gone'],
    ['Fixes for \\<xkeycheck.h>', 'fixes-for-xkeycheckh'],
    ['Tom &amp; Jerry', 'tom--jerry'],
    ['<a name="x"></a> Title', '-title'],
    ['<a name="x"></a>Title', 'title'],
    ['![logo](logo.png) Project', '-project'],
    ['Heading <span>with</span> html', 'heading-with-html'],
  ])('%s → %s', (heading, expected) => {
    expect(slugs(heading)).toEqual([expected]);
  });

  test('repeats get -1, -2 within a document', () => {
    expect(slugs('Install', 'Install', 'Install')).toEqual(['install', 'install-1', 'install-2']);
  });

  test('`echo 1` twice, and a heading that collides with a generated repeat', () => {
    expect(slugs('`echo 1`', '`echo 1`', 'echo-1')).toEqual(['echo-1', 'echo-1-1', 'echo-1-2']);
    expect(slugs('foo', 'foo', 'foo 1')).toEqual(['foo', 'foo-1', 'foo-1-1']);
  });

  test('a new document starts counting again', () => {
    expect(slugs('Install')).toEqual(['install']);
    expect(slugs('Install')).toEqual(['install']);
  });
});

describe('explicit ids in headings', () => {
  test('{#id} is taken out of the text', () => {
    expect(headingText('Custom anchor {#my-id}')).toEqual({ text: 'Custom anchor', ids: ['my-id'] });
    expect(headingText('With class {#x .cls}')).toEqual({ text: 'With class', ids: ['x'] });
  });
  test('<a name> and <a id> and id on other tags', () => {
    expect(headingText('<a name="improvements_160"></a> Conformance').ids).toEqual(['improvements_160']);
    expect(headingText("<a id='b'/>B").ids).toEqual(['b']);
    expect(headingText('<span id="c">C</span>')).toEqual({ text: 'C', ids: ['c'] });
    expect(headingText('<span name="nope">D</span>').ids).toEqual([]);
  });
});
