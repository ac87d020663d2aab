/**
 * Repeated AsciiDoc titles get `_example`, `_example_2`, `_example_3`… Before, each repeat counted
 * up from 2 through every number taken so far, so n identical titles cost n²/2 lookups: a 342 KB
 * file of 19,000 `== Example` sections took 31.6 s (10.3 s and a dropped file after the per-file
 * budget). The numbering must stay Asciidoctor's exactly, explicit ids in the way included.
 */
import { asciidoctorId } from '../../src/chunk/asciidoc-ids';
import { parseDocument } from '../../src/chunk/document';
import { DEFAULT_CONFIG } from '../../src/config/types';

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

test('19,000 identical titles: linear (within 5 times 19,000 distinct ones)', () => {
  const text = (title: (i: number) => string) => `= Doc\n\n${Array.from({ length: 19_000 }, (_, i) => `== ${title(i)}\n\ntext\n`).join('\n')}`;
  const time = (t: string) => {
    let best = Infinity;
    for (let r = 0; r < 2; r++) {
      const t0 = performance.now();
      const doc = parseDocument({ path: 'a.adoc', hash: 'h', text: t, size: t.length }, { ...DEFAULT_CONFIG.chunking, max_file_sections: 1_000_000 });
      best = Math.min(best, performance.now() - t0);
      expect(doc.skipped).toBeUndefined();
    }
    return best;
  };
  const distinct = time(text((i) => `Example ${i}`));
  const same = time(text(() => 'Example'));
  expect(same).toBeLessThan(5 * distinct);
}, 120_000);
