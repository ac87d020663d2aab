import fc from 'fast-check';
import { parseFrontMatter } from '../../src/chunk/front-matter';
import { fastFrontMatter } from '../../src/chunk/markdown-front-matter';

describe('fast front matter path agrees with the YAML parser', () => {
  test.each([
    ['---\ntitle: "abs, labs"\nms.date: 07/07/2022\napi_name: ["abs", "_abs64"]\n---\nbody', { title: 'abs, labs', 'ms.date': '07/07/2022', api_name: ['abs', '_abs64'] }],
    ["---\ntitle: Install Astro\ndescription: 'How to install.'\n---\n", { title: 'Install Astro', description: 'How to install.' }],
    ['---\ntags: [a, b/c, "d e"]\nempty: []\n---\n', { tags: ['a', 'b/c', 'd e'], empty: [] }],
  ])('%j', (text, meta) => {
    const fast = fastFrontMatter(text);
    expect(fast).toEqual({ meta, bodyStart: parseFrontMatter(text).bodyStart });
    expect(fast).toEqual(parseFrontMatter(text));
  });

  test.each([
    '---\ncount: 3\n---\n',
    '---\ndraft: true\n---\n',
    '---\nversion: 1.0\n---\n',
    '---\nsidebar:\n  label: x\n---\n',
    '---\n# comment\ntitle: x\n---\n',
    '---\ntitle: "a \\" b"\n---\n',
    '---\ntitle: x\ntitle: y\n---\n',
    '---\nlist: [1, 2]\n---\n',
    '---\nt: a: b\n---\n',
    '+++\ntitle = "x"\n+++\n',
    '---\ntitle: x\n',
    'no front matter',
  ])('falls back on %j', (text) => {
    expect(fastFrontMatter(text)).toBeNull();
  });

  test('generated flat mappings', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_.-]{0,8}$/);
    const value = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9 ./:#,-]{0,20}$/),
      fc.stringMatching(/^"[A-Za-z0-9 ,'#:-]{0,12}"$/),
      fc.stringMatching(/^'[A-Za-z0-9 ,"#:-]{0,12}'$/),
      fc.array(fc.oneof(fc.stringMatching(/^[a-z0-9_./-]{1,6}$/), fc.stringMatching(/^"[a-z ,]{0,6}"$/)), { maxLength: 4 }).map((xs) => `[${xs.join(', ')}]`),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 6 }), (pairs) => {
        const text = `---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n# Body\n`;
        const fast = fastFrontMatter(text);
        if (fast) expect(fast).toEqual(parseFrontMatter(text));
      }),
      { numRuns: 500 },
    );
  });
});
