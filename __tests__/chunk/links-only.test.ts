import { isLinksOnly } from '../../src/chunk/links-only';
import { growth } from '../support/timing';

describe('isLinksOnly: navigation, not content', () => {
  test.each([
    ['[C++ Keywords](../cpp/keywords-cpp.md)', true],
    ['[C++ Keywords](../cpp/keywords-cpp.md)<br/>\n[Compiler Options](x.md)', true],
    ['- [A](a)\n- [B](b)\n* [C][c]\n1. [D](d)', true],
    ['See also: [A](a) and [B](b)', true],
    ['[![logo](logo.png)](https://example.com)', true],
    ['* :doc:`tutorial/index`\n* :ref:`quickstart`', true],
    ['* `Flask <https://flask.palletsprojects.com>`_', true],
    ['xref:a.adoc[The A page]\n<<b,The B>>', true],
    ['<a href="x">Home</a> | <a href="y">Docs</a>', true],
    ['<LinkCard title="Routing" href="/en/guides/routing/" />', true],
    ['https://example.com/a', true],
    ['For more information about how the compiler looks names up, see [Name lookup](x.md).', false],
    ['The __declspec keyword does things.', false],
    ['[note] this is text that explains something at length', false],
    ['Use `code` here, and read [the guide](g.md) before you start the build', false],
    ['<div>raw html with a paragraph of real words in it</div>', false],
    ['', false],
    ['- one\n- two', false],
  ])('%j → %s', (text, expected) => {
    expect(isLinksOnly(text)).toBe(expected);
  });

  test.each(['[', '<a ', '`', ':a', '[x]('])('linear on hostile input: %j repeated (8x the input, under 24x the time)', (unit) => {
    // Linear work grows 8x; a quadratic scan would grow 64x.
    const times = (n: number) => {
      const s = unit.repeat(Math.ceil(n / unit.length));
      return () => isLinksOnly(s);
    };
    // A baseline of 400k characters: smaller inputs fit the CPU caches and their time is not the one to scale from.
    expect(growth(times, 400_000, 8)).toBeLessThan(24);
  });
});
