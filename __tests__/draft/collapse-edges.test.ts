/**
 * draft's collapse of a query log (src/draft/collapse.ts) at its edges, with plain words (split on
 * blanks) standing in for the analyzer so each case is exact: content words overlapping by exactly
 * 80 % are one question; a rare four-letter word one edit from a frequent one is not taken for its
 * typo (five letters or more are); among wordings asked equally often the tidiest is kept; and a
 * wording that is only a greeting and thanks is kept as written, not cut to nothing.
 */
import { collapseQuestions, NEAR_JACCARD, tidy } from '../../src/text/near-duplicates';

const words = (t: string) => t.split(' ').filter(Boolean);
const log = (lines: string[]) => lines.map((text, i) => ({ text, line: i + 1 }));
const collapse = (lines: string[]) => collapseQuestions(log(lines), { words }).clusters;

test('content words overlapping by exactly the threshold are one question, just below are two', () => {
  expect(NEAR_JACCARD).toBe(0.8);
  // 4 shared of 5 in all: 0.8.
  expect(collapse(['alpha bravo charlie delta echo', 'alpha bravo charlie delta']).map((c) => c.count)).toEqual([2]);
  // 3 shared of 5 in all: 0.6.
  expect(collapse(['alpha bravo charlie delta', 'alpha bravo charlie foxtrot'])).toHaveLength(2);
});

test('typos: a rare word of five letters or more one edit from a frequent one is fixed; a four-letter one is not', () => {
  const often = (q: string, n: number) => Array.from({ length: n }, () => q);
  // `rapo` is one edit from `repo` but four letters long: a word of its own, so 3 of 5 words shared.
  expect(collapse([...often('sync the repo mirror', 3), 'sync the rapo mirror']).map((c) => c.count)).toEqual([3, 1]);
  // `mirrr` (five letters) is taken for `mirror`: the same question.
  expect(collapse([...often('sync the repo mirror', 3), 'sync the repo mirrr']).map((c) => c.count)).toEqual([4]);
});

test('of wordings asked as often, the one without greeting or thanks, with a capital and a question mark, is kept', () => {
  const [c] = collapse(['hi, how do I reset my password thanks', 'how do i reset my password', 'How do I reset my password?']);
  expect(c.count).toBe(3);
  expect(c.question).toBe('How do I reset my password?');
});

test('tidy takes the greeting and thanks off a question, but leaves a line that is nothing else', () => {
  expect(tidy('Hi! how do I rotate the keys? thanks')).toBe('How do I rotate the keys?');
  // Two letters left once the greeting is off: the line stays as written.
  expect(tidy('Hello there, no')).toBe('Hello there, no');
});
