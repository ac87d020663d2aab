/**
 * Repeated AsciiDoc titles get `_example`, `_example_2`, `_example_3`… Before, each repeat counted
 * up from 2 through every number taken so far, so n identical titles cost n²/2 lookups: a 342 KB
 * file of 19,000 `== Example` sections took 31.6 s (10.3 s and a dropped file after the per-file
 * budget). The numbering must stay Asciidoctor's exactly, explicit ids in the way included.
 */
import { asciidoctorId } from '../../src/chunk/asciidoc-ids';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { fastestMs, smallestRatio } from '../support/timing';

const none = new Map<string, string>();

test('repeats are numbered from 2, skipping numbers an explicit id already took', () => {
  const taken = new Set<string>(['_example_3']);
  const ids = Array.from({ length: 5 }, () => asciidoctorId('Example', none, taken));
  expect(ids).toEqual(['_example', '_example_2', '_example_4', '_example_5', '_example_6']);
  taken.add('_example_7');
  expect(asciidoctorId('Example', none, taken)).toBe('_example_8');
  // Another separator numbers on its own: _example is taken, _example-2 is not.
  expect(asciidoctorId('Example', new Map([['idseparator', '-']]), taken)).toBe('_example-2');
});

test('19,000 identical titles: a few lookups of the taken ids each (counted, not timed)', () => {
  // Counts the work itself: the quadratic numbering looked up every number taken so far, n²/2 in all.
  let lookups = 0;
  class CountingSet extends Set<string> {
    override has(id: string): boolean {
      lookups++;
      return super.has(id);
    }
  }
  const taken = new CountingSet();
  const ids = Array.from({ length: 19_000 }, () => asciidoctorId('Example', none, taken));
  expect(ids.slice(0, 3)).toEqual(['_example', '_example_2', '_example_3']);
  expect(ids[18_999]).toBe('_example_19000');
  expect(lookups).toBeLessThanOrEqual(3 * 19_000);
});

test('19,000 identical titles: linear (within 5 times 19,000 distinct ones)', () => {
  const text = (title: (i: number) => string) => `= Doc\n\n${Array.from({ length: 19_000 }, (_, i) => `== ${title(i)}\n\ntext\n`).join('\n')}`;
  const time = (t: string) => {
    let skipped: string | undefined;
    const ms = fastestMs(() => {
      skipped ??= parseDocument({ path: 'a.adoc', hash: 'h', text: t, size: t.length }, { ...DEFAULT_CONFIG.chunking, max_file_sections: 1_000_000 }).skipped;
    }, 2);
    expect(skipped).toBeUndefined();
    return ms;
  };
  const [distinctText, sameText] = [text((i) => `Example ${i}`), text(() => 'Example')];
  expect(smallestRatio(() => time(sameText) / time(distinctText), 5)).toBeLessThan(5);
}, 120_000);
