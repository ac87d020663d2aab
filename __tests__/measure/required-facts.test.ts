import { factRanks, normaliseFactText } from '../../src/measure/required-facts';

describe('required facts: verbatim, case and whitespace aside', () => {
  test.each<[string, string[], string[], Array<number | null>]>([
    ['first chunk that holds it', ['7-day window'], ['no', 'A **7-day window** here', '7-day window again'], [2]],
    ['case does not matter', ['Refurbished OUTLET'], ['items from the refurbished outlet'], [1]],
    ['runs of whitespace, newlines and tabs are one space', ['counted  from\ndelivery'], ['is counted\tfrom\n  delivery.'], [1]],
    ['composed and decomposed accents agree', ['Caf\u00e9 hours'], ['the cafe\u0301 hours are'], [1]],
    ['a paraphrase is missing', ['Refurbished Outlet items have a 7-day window'], ['Items bought from the Refurbished Outlet have a 7-day window'], [null]],
    ['markup inside the phrase makes it missing', ['a 7-day window'], ['have a **7-day window**'], [null]],
    ['each fact on its own, in order', ['b', 'zzz', 'a'], ['a', 'b'], [2, null, 1]],
    ['nothing retrieved', ['x'], [], [null]],
    ['no facts', [], ['a'], []],
  ])('%s', (_name, facts, texts, want) => {
    expect(factRanks(facts, texts)).toEqual(want);
  });

  test('normalisation is locale-free lower case, trimmed', () => {
    expect(normaliseFactText('  TITLE\u00a0Case \n')).toBe('title case');
  });
});
