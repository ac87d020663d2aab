import { parseFrontMatter } from '../../src/chunk/front-matter';

describe('parseFrontMatter', () => {
  test('YAML: metadata and the body offset after the closing fence', () => {
    const text = '---\ntitle: Returns\nstatus: superseded\nversion: 2\ndate: 2024-01-02\ntags: [a, b]\n---\n# Body\n';
    const fm = parseFrontMatter(text);
    expect(fm).toEqual({ meta: { title: 'Returns', status: 'superseded', version: 2, date: '2024-01-02', tags: ['a', 'b'] }, bodyStart: text.indexOf('# Body') });
  });

  test('YAML closed with ... and CRLF line ends', () => {
    const text = '---\r\ntitle: X\r\n...\r\nbody';
    expect(parseFrontMatter(text)).toEqual({ meta: { title: 'X' }, bodyStart: text.indexOf('body') });
  });

  test('explicit YAML timestamps become ISO strings', () => {
    const fm = parseFrontMatter('---\nupdated: !!timestamp 2024-03-04T05:06:07Z\n---\n');
    expect(fm.meta).toEqual({ updated: '2024-03-04T05:06:07.000Z' });
    expect(fm.error).toBeUndefined();
  });

  test('TOML +++ with dates of every kind', () => {
    const text = '+++\ntitle = "Hugo page"\ndraft = true\ndate = 2024-01-02\npublished = 1979-05-27T07:32:00Z\n[params]\nweight = 3\n+++\nBody';
    const fm = parseFrontMatter(text);
    expect(fm).toEqual({
      meta: { title: 'Hugo page', draft: true, date: '2024-01-02', published: '1979-05-27T07:32:00.000Z', params: { weight: 3 } },
      bodyStart: text.indexOf('Body'),
    });
  });

  test('no front matter: empty meta, body from 0', () => {
    expect(parseFrontMatter('# Title\n---\nx: 1\n---\n')).toEqual({ meta: {}, bodyStart: 0 });
    expect(parseFrontMatter('')).toEqual({ meta: {}, bodyStart: 0 });
    expect(parseFrontMatter('--- not a fence\nx\n---\n')).toEqual({ meta: {}, bodyStart: 0 });
    expect(parseFrontMatter('----\nx\n----\n')).toEqual({ meta: {}, bodyStart: 0 });
  });

  test('an empty block is empty metadata, not an error', () => {
    expect(parseFrontMatter('---\n---\nBody')).toEqual({ meta: {}, bodyStart: 8 });
  });

  test('broken YAML: an error, meta empty, body after the closing fence', () => {
    const text = '---\ntitle: [unclosed\n---\nBody';
    const fm = parseFrontMatter(text);
    expect(fm.meta).toEqual({});
    expect(fm.bodyStart).toBe(text.indexOf('Body'));
    expect(fm.error).toMatch(/^YAML front matter does not parse/);
  });

  test('broken TOML and non-mapping YAML are errors', () => {
    expect(parseFrontMatter('+++\ntitle = \n+++\n').error).toMatch(/^TOML front matter does not parse/);
    expect(parseFrontMatter('---\njust a string\n---\n').error).toMatch(/must be a mapping/);
    expect(parseFrontMatter('---\n- a\n- b\n---\n').error).toMatch(/got a list/);
  });

  test('unclosed front matter: error and the body starts at 0', () => {
    expect(parseFrontMatter('---\ntitle: x\n\n# Heading\n')).toEqual({ meta: {}, bodyStart: 0, error: expect.stringContaining('never closed') });
  });

  test('a leading BOM is tolerated', () => {
    const text = '\uFEFF---\ntitle: B\n---\nx';
    expect(parseFrontMatter(text)).toEqual({ meta: { title: 'B' }, bodyStart: text.length - 1 });
  });
});
