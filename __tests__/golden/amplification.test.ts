/**
 * A golden set is untrusted (a pull request may change it). These inputs once made parsing
 * quadratic: a 374 KB file of YAML aliases to a 20,000-label list took minutes and gigabytes.
 * Each must now fail fast with a message naming file, line and field: within a few times the
 * parse of an ordinary golden set of the same size, measured in the same test (support/timing.ts).
 */
import { InputError } from '../../src/errors';
import { parseGoldenSet } from '../../src/golden/parse';
import { MAX_ALIASES, MAX_ITEMS, MAX_LABELS_PER_QUESTION, MAX_STRING_CHARS } from '../../src/limits';
import * as validate from '../../src/report/validate';
import { fastestMs, smallestRatio } from '../support/timing';

/** One question with `labels` labels under an anchor, then `questions - 1` questions aliasing that list. */
function aliasBomb(labels: number, questions: number): string {
  const lines = ['questions:', '  - id: q0', '    question: seed', '    relevant: &L'];
  for (let i = 0; i < labels; i++) lines.push(`      - docs/page-${i}.md`);
  for (let q = 1; q < questions; q++) lines.push(`  - {id: q${q}, question: same labels again, relevant: *L}`);
  return `${lines.join('\n')}\n`;
}

/** The InputError parsing `text` raises, and how long the parse took (the fastest of two). */
function timedError(text: string, file = 'golden.yml'): { error: InputError; ms: number } {
  let error: InputError | undefined;
  const ms = fastestMs(() => {
    try {
      parseGoldenSet(text, file);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      error = e;
      return;
    }
    throw new Error('expected an InputError');
  }, 2);
  return { error: error as InputError, ms };
}

/** An ordinary golden set of about `chars` characters: questions with two labels each, within every bound. */
function ordinary(chars: number): string {
  const lines = ['questions:'];
  for (let q = 0, n = 11; n < chars; q++) {
    for (const line of [`  - id: q${q}`, '    question: where are the refund rules for annual plans?', '    relevant:', `      - docs/page-${q}.md#refunds`, `      - docs/page-${q}.md#annual-plans`]) {
      lines.push(line);
      n += line.length + 1;
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Milliseconds an ordinary golden set of `text`'s size takes to parse: the yardstick. */
function yardstick(text: string): number {
  const peer = ordinary(text.length);
  return fastestMs(() => parseGoldenSet(peer, 'golden.yml'), 2);
}

// Measured at 1 to 2 times the yardstick; the quadratic parser took minutes on these inputs (hundreds of times).
const RATIO = 10;

describe('golden set amplification fails fast', () => {
  test('the alias bomb from the report (20,000 labels, 374 KB) is refused at its list', () => {
    const text = aliasBomb(20_000, 12);
    expect(text.length).toBeGreaterThan(370_000);
    const { error } = timedError(text);
    expect(smallestRatio(() => timedError(text).ms / yardstick(text), RATIO)).toBeLessThan(RATIO);
    expect(error.format().split('\n')).toContain(
      `golden.yml:5:7: questions[0].relevant: question 'q0': 'relevant' has 20000 items, more than the ${MAX_LABELS_PER_QUESTION} allowed on one question`,
    );
  }, 300_000);

  test('a list just under the per-question bound, aliased by thousands of questions, stops at the total', () => {
    const text = aliasBomb(MAX_LABELS_PER_QUESTION, 1_000);
    const { error } = timedError(text);
    expect(smallestRatio(() => timedError(text).ms / yardstick(text), RATIO)).toBeLessThan(RATIO);
    expect(error.message).toBe(`the golden set has more than ${MAX_ITEMS} labels in all, more than a report can carry`);
    expect(error.location.file).toBe('golden.yml');
    expect(error.location.line).toBeGreaterThan(MAX_LABELS_PER_QUESTION);
  }, 300_000);

  test('more alias uses than allowed is refused where the limit is crossed', () => {
    const text = aliasBomb(1, MAX_ALIASES + 50);
    const { error } = timedError(text);
    expect(smallestRatio(() => timedError(text).ms / yardstick(text), RATIO)).toBeLessThan(RATIO);
    expect(error.message).toMatch(new RegExp(`^more than ${MAX_ALIASES} uses of YAML aliases`));
    // Line of alias number MAX_ALIASES + 1: header (4 lines) + 1 label + the aliasing questions.
    expect(error.location.line).toBe(4 + 1 + MAX_ALIASES + 1);
  }, 300_000);

  test('duplicate checks are linear: 250 distinct labels on each of 250 questions parse quickly', () => {
    const lines = ['questions:'];
    for (let q = 0; q < 250; q++) {
      lines.push(`  - id: q${q}`, '    question: many labels', '    relevant:');
      for (let i = 0; i < 250; i++) lines.push(`      - docs/p${i}.md#s${q}`);
    }
    const text = lines.join('\n');
    let g: ReturnType<typeof parseGoldenSet> | undefined;
    const ratio = smallestRatio(() => fastestMs(() => (g = parseGoldenSet(text, 'golden.yml')), 2) / yardstick(text), RATIO);
    expect(ratio).toBeLessThan(RATIO);
    expect(g?.questions).toHaveLength(250);
    expect(g?.questions[249].relevant).toHaveLength(250);
  }, 300_000);

  test('a duplicate label among many is still found, naming its line', () => {
    const labels = Array.from({ length: 200 }, (_, i) => `      - docs/p${i}.md`);
    labels.push('      - docs/p17.md');
    const text = ['questions:', '  - id: q', '    question: x', '    relevant:', ...labels].join('\n');
    const { error } = timedError(text);
    expect(error.format()).toBe(`golden.yml:205:9: questions[0].relevant[200]: question 'q': label 'docs/p17.md' is listed twice in 'relevant'`);
  });
});

describe('a question longer than a report can carry is refused at parse time', () => {
  test('the golden-set bound is the one mode: post checks reports against', () => {
    expect(validate.MAX_STRING_CHARS).toBe(MAX_STRING_CHARS);
    expect(validate.MAX_ITEMS).toBe(MAX_ITEMS);
  });

  test('exactly the bound is accepted; one more character is an error naming file, line and field', () => {
    const at = (n: number): string => `questions:\n  - id: long\n    relevant: [a.md]\n    question: ${'w'.repeat(n)}\n`;
    expect(parseGoldenSet(at(MAX_STRING_CHARS), 'g.yml').questions[0].question).toHaveLength(MAX_STRING_CHARS);
    const { error } = timedError(at(MAX_STRING_CHARS + 1));
    expect(error.format()).toBe(
      `golden.yml:4:15: questions[0].question: question 'long': 'question' is ${MAX_STRING_CHARS + 1} characters long, more than the ${MAX_STRING_CHARS} a report can carry`,
    );
  });

  test('over-long labels and tags are refused the same way', () => {
    const text = `questions:\n  - id: q\n    question: x\n    relevant: [docs/${'p'.repeat(MAX_STRING_CHARS)}.md]\n    tags: [${'t'.repeat(MAX_STRING_CHARS + 1)}]\n`;
    const lines = timedError(text).error.format().split('\n');
    expect(lines[1]).toMatch(/^golden\.yml:4:16: questions\[0\]\.relevant\[0\]: question 'q': 'relevant\[0\]' is 65544 characters long/);
    expect(lines[2]).toMatch(/^golden\.yml:5:12: questions\[0\]\.tags\[0\]: question 'q': 'tags\[0\]' is 65537 characters long/);
  });
});
