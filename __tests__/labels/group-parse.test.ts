/** Writing "any of" groups in a golden set: what parses, and every mistake named with file, line, column. */
import { InputError, ERROR_CODES } from '../../src/errors';
import { parseGoldenSet } from '../../src/golden/parse';
import { evidenceKey } from '../../src/golden/label';
import { relabelPlan } from '../../src/compare/label-plan';

const q = (relevant: string) => `questions:\n  - id: R1\n    question: How?\n    relevant: ${relevant}\n`;

function errorOf(text: string): InputError {
  try {
    parseGoldenSet(text, 'gold.yml');
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

test('flow and block groups beside plain labels; normalised members; the group text as reports print it', () => {
  const flow = parseGoldenSet(q('[guide.md#install, {any: [./cli.md#install, guide.md#setup]}]'), 'g.yml').questions[0];
  expect(flow.relevant.map((l) => l.raw)).toEqual(['guide.md#install', '{any: [cli.md#install, guide.md#setup]}']);
  expect(flow.relevant[1].any?.map((m) => m.raw)).toEqual(['cli.md#install', 'guide.md#setup']);
  const block = parseGoldenSet('questions:\n  - id: R1\n    question: How?\n    relevant:\n      - any:\n          - cli.md#install\n          - guide.md\n', 'g.yml').questions[0];
  expect(block.relevant.map((l) => l.raw)).toEqual(['{any: [cli.md#install, guide.md]}']);
  // A group's identity is its members as data, in any order; never its printed text.
  expect(evidenceKey(flow.relevant[1])).toBe(evidenceKey(block.relevant[0]) === evidenceKey(flow.relevant[1]) ? evidenceKey(block.relevant[0]) : JSON.stringify(['any', 'cli.md#install', 'guide.md#setup']));
});

const BAD: Array<{ name: string; text: string; line: number; column: number; msg: RegExp }> = [
  { name: 'an empty group', text: q('[{any: []}]'), line: 4, column: 22, msg: /'any' must list at least one label/ },
  { name: 'a misspelt key', text: q('[{anyof: [a.md]}]'), line: 4, column: 17, msg: /unknown key 'anyof'/ },
  { name: 'a group in a group', text: q('[{any: [a.md, {any: [b.md]}]}]'), line: 4, column: 29, msg: /not another group/ },
  { name: 'a member twice', text: q('[{any: [a.md#x, ./a.md#x]}]'), line: 4, column: 31, msg: /listed twice in one 'any' group/ },
  { name: 'a bad member', text: q('[{any: [a.md#]}]'), line: 4, column: 23, msg: /empty anchor/ },
  { name: 'the same group twice', text: q('[{any: [a.md, b.md]}, {any: [a.md, b.md]}]'), line: 4, column: 37, msg: /listed twice in 'relevant'/ },
  // The same members in another order are the same evidence: accepted, the group would count twice.
  { name: 'the same group in another order', text: q('[{any: [a.md, b.md#x]}, {any: [b.md#x, a.md]}]'), line: 4, column: 39, msg: /^question 'R1': label group '\{any: \[b\.md#x, a\.md\]\}' has the same members as the group on line 4/ },
  {
    name: 'a group in forbidden',
    text: 'questions:\n  - id: R1\n    question: How?\n    relevant: [a.md]\n    forbidden: [{any: [b.md]}]\n',
    line: 5,
    column: 17,
    msg: /'forbidden' must be a list of labels \('path' or 'path#anchor'\) but got a mapping/,
  },
];

test.each(BAD)('$name: named with file, line and column', ({ text, line, column, msg }) => {
  const e = errorOf(text);
  expect(e.code).toBe(ERROR_CODES.GOLDEN);
  expect(e.message).toMatch(msg);
  expect([e.location.line, e.location.column]).toEqual([line, column]);
  expect(e.format()).toMatch(new RegExp(`^gold\\.yml:${line}:${column}: `));
});

test('a group with its members in another order is the same evidence: not a relabel; a member more is one', () => {
  const head = parseGoldenSet(q('[{any: [b.md, a.md#x]}]'), 'g.yml');
  expect(relabelPlan(head, parseGoldenSet(q('[{any: [a.md#x, b.md]}]'), 'g.yml')).relabelled.size).toBe(0);
  const plan = relabelPlan(head, parseGoldenSet(q('[{any: [a.md#x]}]'), 'g.yml'));
  expect([...plan.relabelled]).toEqual([['R1', ['{any: [a.md#x]}']]]);
});
