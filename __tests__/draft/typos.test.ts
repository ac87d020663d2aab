// draft's typo index, by the work it holds (counted, not timed): bounded whatever a log's words
// are (long words, many words a letter apart), and still finding the typos people make.
import { deletionIndex, MAX_TYPO_WORD, MAX_WORDS_PER_KEY, typoFixes } from '../../src/text/typos';

/** Distinct words of `len` letters from a fixed sequence. */
function madeUp(count: number, len: number): string[] {
  let seed = 11;
  return Array.from({ length: count }, () => {
    let w = '';
    for (let i = 0; i < len; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      w += String.fromCharCode(97 + (seed % 26));
    }
    return w;
  });
}

/** Characters the index holds: its keys, and one word reference (counted as one) per entry. */
function held(index: Map<string, string[]>): number {
  let n = 0;
  for (const [k, words] of index) n += k.length + words.length;
  return n;
}

test('long words cost the index nothing: words of 1,000 letters add no key (each held 1,001 keys of 1,000 letters)', () => {
  const words = madeUp(100, 1000);
  expect(deletionIndex(words).size).toBe(0);
  // Up to the cap, a word holds at most its length + 1 keys of about its length: bounded per letter of the log.
  const capped = madeUp(1000, MAX_TYPO_WORD);
  expect(held(deletionIndex(capped))).toBeLessThanOrEqual((MAX_TYPO_WORD + 2) * MAX_TYPO_WORD * 1000);
});

test('a key shared by many words keeps the first MAX_WORDS_PER_KEY of them', () => {
  // Every letter inserted at every place of "settings": 9 × 26 words, all one deletion from it.
  const base = 'settings';
  const words = new Set<string>();
  for (let i = 0; i <= base.length; i++) for (let c = 97; c < 123; c++) words.add(base.slice(0, i) + String.fromCharCode(c) + base.slice(i));
  const index = deletionIndex(words);
  expect(words.size).toBeGreaterThan(200);
  expect(index.get(base)).toHaveLength(MAX_WORDS_PER_KEY);
  expect(Math.max(...[...index.values()].map((l) => l.length))).toBe(MAX_WORDS_PER_KEY);
});

test('typos are still fixed toward the more asked word; a word over the cap is left as it is', () => {
  const long = 'internationalizationsupport'; // 27 letters
  const df = new Map([
    ['password', 40],
    ['pasword', 1],
    ['internationalization', 9],
    ['internationalisation', 1],
    [long, 9],
    [`${long.slice(0, 5)}${long.slice(6)}`, 1],
  ]);
  expect(long.length).toBeGreaterThan(MAX_TYPO_WORD);
  expect([...typoFixes(df)]).toEqual([
    ['pasword', 'password'],
    ['internationalisation', 'internationalization'],
  ]);
});
