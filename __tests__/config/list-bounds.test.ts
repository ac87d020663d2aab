/**
 * `k`, `pass_k` and `depth` are bounded, and so is questions × depth. Before, `k` with 3,000 values
 * was accepted: the run took 17 s and wrote a 28.7 MB report (which post mode then refused), and
 * nothing bounded questions × depth (65,536 questions at any depth). Now each is one error naming
 * the file, line and field, before anything is ranked.
 */
import { parseConfig } from '../../src/config/parse';
import { kListFlag } from '../../src/cli/args';
import { checkRankedHits } from '../../src/engine/evaluate-side';
import { InputError } from '../../src/errors';
import { MAX_CUTOFFS, MAX_DEPTH, MAX_RANKED_HITS } from '../../src/limits';
import type { GoldenSet } from '../../src/types';

function configError(text: string): InputError {
  try {
    parseConfig(text, '.github/retrieval-gate.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

test('k with 3,000 values: refused with file, line and field', () => {
  const e = configError(`docs: ['**/*.md']\nk: [${Array.from({ length: 3000 }, (_, i) => i + 1).join(', ')}]\n`);
  expect(e.format()).toMatch(/^\.github\/retrieval-gate\.yml:2:\d+: k: 'k' lists 3000 values, more than the 32 allowed/);
});

test.each([
  ['a k value', `k: [1, ${MAX_DEPTH + 1}]\n`, /:1:\d+: k\[1\]: 'k' values must be at most 10,000/],
  ['depth', `depth: ${MAX_DEPTH + 1}\n`, /:1:\d+: depth: 'depth' must be at most 10,000 but got '10001'/],
  ['pass_k', `pass_k: ${MAX_DEPTH + 1}\n`, /:1:\d+: pass_k: 'pass_k' must be at most 10,000 but got '10001'/],
])('%s past %s', (_name, text, message) => {
  expect(configError(text).format()).toMatch(message);
});

test('the bounds themselves are accepted', () => {
  const c = parseConfig(`k: [${Array.from({ length: MAX_CUTOFFS }, (_, i) => i + 1).join(', ')}]\ndepth: ${MAX_DEPTH}\n`, 'c.yml');
  expect(c.k).toHaveLength(MAX_CUTOFFS);
  expect(c.depth).toBe(MAX_DEPTH);
});

test('--k on the command line is bounded the same way', () => {
  expect(kListFlag(Array.from({ length: MAX_CUTOFFS }, (_, i) => i + 1).join(','), [])).toHaveLength(MAX_CUTOFFS);
  expect(() => kListFlag(Array.from({ length: MAX_CUTOFFS + 1 }, (_, i) => i + 1).join(','), [])).toThrow(/--k takes at most 32 cut-offs/);
  expect(() => kListFlag('1,20000', [])).toThrow(InputError);
});

test('questions × depth past the bound is refused, naming the golden set and depth', () => {
  const golden = (n: number): GoldenSet => ({
    file: '.github/retrieval-golden.yml',
    questions: Array.from({ length: n }, (_, i) => ({ id: `q${i}`, question: 'q', relevant: [], forbidden: [], requiredFacts: [], tags: [], answerable: true, line: i + 1 })),
  });
  expect(() => checkRankedHits(golden(200), MAX_DEPTH)).not.toThrow();
  let e: InputError | undefined;
  try {
    checkRankedHits(golden(MAX_RANKED_HITS / 1000 + 1), 1000);
  } catch (x) {
    e = x as InputError;
  }
  expect(e).toBeInstanceOf(InputError);
  expect(e!.format()).toBe(
    `.github/retrieval-golden.yml: depth: 2,001 questions ranked to depth 1,000 would keep 2,001,000 ranked chunks per side, more than 2,000,000; lower 'depth' or split the golden set`,
  );
});
