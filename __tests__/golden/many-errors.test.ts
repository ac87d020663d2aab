import { parseConfig } from '../../src/config/parse';
import { InputError, InputErrors } from '../../src/errors';
import { parseGoldenSet } from '../../src/golden/parse';

function errorOf(text: string): InputError {
  try {
    parseGoldenSet(text, 'golden.yml');
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('a golden set with several mistakes lists them all in one run', () => {
  test('mistakes in different questions and keys, each with file:line:column: field', () => {
    const text = [
      'questions:',
      '  - id: A1',
      '    question: How do I install it?',
      '    relevant: [docs/install.md#', // line 4: empty anchor
      '      ]',
      '  - id: A2',
      '    questoin: typo', // line 7
      '    relevant: docs/a.md',
      '  - id: A1', // line 9: duplicate id
      '    question: again',
      '    relevant: docs/b.md',
      '  - id: A4',
      '    question: fine',
      '    answerable: maybe', // line 14
      '    tags: {a: 1}', // line 15
      '  - id: A5',
      '    question: ok',
      '    relevant: [docs/c.md, /abs.md, docs/c.md]', // line 18: absolute, then duplicate
    ].join('\n');
    const e = errorOf(text);
    expect(e).toBeInstanceOf(InputErrors);
    const lines = e.format().split('\n');
    expect(lines[0]).toBe('7 problems (fix them all, then run again):');
    expect(lines.slice(1).map((l) => l.replace(/^(golden\.yml:\d+:\d+: [^:]+):.*/, '$1'))).toEqual([
      'golden.yml:4:16: questions[0].relevant[0]',
      "golden.yml:7:5: questions[1].questoin",
      'golden.yml:9:9: questions[2].id',
      'golden.yml:14:17: questions[3].answerable',
      'golden.yml:15:11: questions[3].tags',
      'golden.yml:18:27: questions[4].relevant[1]',
      'golden.yml:18:36: questions[4].relevant[2]',
    ]);
    expect(lines[2]).toMatch(/unknown key 'questoin' in question 'A2' \(did you mean 'question'\?\)/);
    expect(lines[3]).toMatch(/duplicate question id 'A1' \(first used on line 2\)/);
  });

  test('a consequence is not reported twice: a misspelt key is not also "missing"', () => {
    const e = errorOf('questions:\n  - idd: A\n    question: q\n    relevant: a.md\n  - id: B\n    question: q\n    relevent: a.md\n');
    expect(e.format().split('\n')).toEqual([
      '2 problems (fix them all, then run again):',
      "golden.yml:2:5: questions[0].idd: unknown key 'idd' in the question on line 2 (did you mean 'id'?); allowed keys: id, question, relevant, forbidden, required_facts, tags, answerable, draft, candidates",
      "golden.yml:7:5: questions[1].relevent: unknown key 'relevent' in question 'B' (did you mean 'relevant'?); allowed keys: id, question, relevant, forbidden, required_facts, tags, answerable, draft, candidates",
    ]);
  });
});

describe('top-level metadata', () => {
  test('description, name and version are allowed in a golden set and ignored', () => {
    const g = parseGoldenSet('name: Flask docs\nversion: 2\ndescription: |\n  Questions users asked on the forum.\nquestions:\n  - {id: a, question: q, relevant: a.md}\n', 'g.yml');
    expect(g.questions.map((q) => q.id)).toEqual(['a']);
  });
  test('and in a config, which stays the defaults otherwise', () => {
    const c = parseConfig('description: the docs gate for our handbook\nname: handbook\nk: [3]\n', 'c.yml');
    expect(c.k).toEqual([3]);
  });
  test('a metadata value must be text', () => {
    expect(errorOf('description: [a, b]\nquestions:\n  - {id: a, question: q, relevant: a.md}\n').format()).toBe(
      "golden.yml:1:14: description: 'description' must be text but got a list",
    );
    expect(() => parseConfig('name: {a: 1}\n', 'c.yml')).toThrow("'name' must be text but got a mapping");
  });
  test('other unknown top-level keys are still errors, listing metadata among the allowed', () => {
    expect(errorOf('descripton: x\nquestions:\n  - {id: a, question: q, relevant: a.md}\n').format()).toBe(
      "golden.yml:1:1: descripton: unknown key 'descripton' in the golden set (did you mean 'description'?); allowed keys: questions, description, name, version",
    );
  });
});
