import fc from 'fast-check';
import { ERROR_CODES, InputError } from '../../src/errors';
import { parseLabel } from '../../src/golden/label';
import { parseGoldenSet } from '../../src/golden/parse';

/** Runs the parser and returns the InputError it throws (fails the test when it does not). */
function errorOf(text: string, file = 'golden.yml'): InputError {
  try {
    parseGoldenSet(text, file);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

const CONTRACT_EXAMPLE = `questions:
  - id: R07                      # required, unique string
    question: Can I return a refurbished WH-1000 bought 10 days ago?   # required
    relevant:                    # required unless answerable: false
      - policies/returns.md#refurbished-products
    forbidden: [policies/returns-2023.md]   # optional
    required_facts: [Refurbished Outlet items have a 7-day window]
    tags: [condition]
  - id: R08
    question: Do you sell gift cards?
    answerable: false
`;

describe('parseGoldenSet: valid files', () => {
  test('the CONTRACT example', () => {
    const g = parseGoldenSet(CONTRACT_EXAMPLE, '.github/retrieval-golden.yml');
    expect(g.file).toBe('.github/retrieval-golden.yml');
    expect(g.questions).toEqual([
      {
        id: 'R07',
        question: 'Can I return a refurbished WH-1000 bought 10 days ago?',
        relevant: [{ raw: 'policies/returns.md#refurbished-products', path: 'policies/returns.md', anchor: 'refurbished-products' }],
        forbidden: [{ raw: 'policies/returns-2023.md', path: 'policies/returns-2023.md' }],
        requiredFacts: ['Refurbished Outlet items have a 7-day window'],
        tags: ['condition'],
        answerable: true,
        line: 2,
      },
      { id: 'R08', question: 'Do you sell gift cards?', relevant: [], forbidden: [], requiredFacts: [], tags: [], answerable: false, line: 9 },
    ]);
  });

  test('labels are normalised: POSIX separators, no leading ./, no doubled slashes', () => {
    const g = parseGoldenSet(
      'questions:\n  - id: 1\n    question: q\n    relevant: ["./docs\\\\guide.md#setup", "docs//a/./b.md", "  c.md  "]\n',
      'g.yml',
    );
    expect(g.questions[0].relevant.map((l) => l.raw)).toEqual(['docs/guide.md#setup', 'docs/a/b.md', 'c.md']);
  });

  test('numeric ids keep their source text; a single label may be a plain string', () => {
    const g = parseGoldenSet('questions:\n  - id: 007\n    question: q\n    relevant: a.md\n    tags: [x, x, 2024]\n', 'g.yml');
    expect(g.questions[0].id).toBe('007');
    expect(g.questions[0].relevant).toEqual([{ raw: 'a.md', path: 'a.md' }]);
    expect(g.questions[0].tags).toEqual(['x', '2024']);
  });

  test('YAML anchors and aliases are followed', () => {
    const g = parseGoldenSet('questions:\n  - id: a\n    question: q\n    relevant: &r [x.md]\n  - id: b\n    question: q2\n    relevant: *r\n', 'g.yml');
    expect(g.questions[1].relevant).toEqual([{ raw: 'x.md', path: 'x.md' }]);
  });
});

/** Each bad case: the file text, where the error must point and what the message must say. */
const BAD: Array<{ name: string; text: string; line: number; column?: number; field?: string; msg: RegExp }> = [
  {
    name: 'duplicate ids',
    text: 'questions:\n  - id: R1\n    question: a\n    relevant: [a.md]\n  - id: R1\n    question: b\n    relevant: [b.md]\n',
    line: 5,
    column: 9,
    field: 'questions[1].id',
    msg: /^duplicate question id 'R1' \(first used on line 2\)$/,
  },
  {
    name: 'empty question',
    text: 'questions:\n  - id: R1\n    question: "  "\n    relevant: [a.md]\n',
    line: 3,
    column: 15,
    field: 'questions[0].question',
    msg: /^question 'R1': 'question' is empty$/,
  },
  {
    name: 'missing question',
    text: 'questions:\n  - id: R1\n    relevant: [a.md]\n',
    line: 2,
    field: 'questions[0]',
    msg: /^question 'R1': 'question' is missing$/,
  },
  {
    name: 'question with no value',
    text: 'questions:\n  - id: R1\n    question:\n    relevant: [a.md]\n',
    line: 3,
    field: 'questions[0].question',
    msg: /'question' is empty/,
  },
  {
    name: 'answerable question without relevant',
    text: 'questions:\n  - id: R2\n    question: q\n',
    line: 2,
    field: 'questions[0]',
    msg: /^question 'R2': 'relevant' is missing; an answerable question needs at least one label \(or set 'answerable: false'\)$/,
  },
  {
    name: 'answerable question with an empty relevant list',
    text: 'questions:\n  - id: R2\n    question: q\n    relevant: []\n',
    line: 4,
    field: 'questions[0].relevant',
    msg: /'relevant' is empty/,
  },
  {
    name: 'typo relevent',
    text: 'questions:\n  - id: R3\n    question: q\n    relevant: [a.md]\n    relevent: [b.md]\n',
    line: 5,
    column: 5,
    field: 'questions[0].relevent',
    msg: /^unknown key 'relevent' in question 'R3' \(did you mean 'relevant'\?\); allowed keys: id, question, relevant/,
  },
  {
    name: 'typo relevent as the only labels (must not read as "missing relevant")',
    text: 'questions:\n  - id: R3\n    question: q\n    relevent: [b.md]\n',
    line: 4,
    msg: /unknown key 'relevent'.*did you mean 'relevant'/,
  },
  {
    name: 'typo in the id key',
    text: 'questions:\n  - idd: R3\n    question: q\n',
    line: 2,
    msg: /unknown key 'idd' in the question on line 2 \(did you mean 'id'\?\)/,
  },
  {
    name: 'missing id',
    text: 'questions:\n  - question: q\n    relevant: [a.md]\n',
    line: 2,
    msg: /the question on line 2 has no 'id'/,
  },
  {
    name: 'absolute label',
    text: 'questions:\n  - id: R4\n    question: q\n    relevant: [/etc/passwd]\n',
    line: 4,
    column: 16,
    field: 'questions[0].relevant[0]',
    msg: /^question 'R4': label '\/etc\/passwd' must be relative to the repository root, not an absolute path$/,
  },
  {
    name: 'Windows absolute label',
    text: 'questions:\n  - id: R4\n    question: q\n    relevant: ["C:\\\\docs\\\\a.md"]\n',
    line: 4,
    msg: /must be relative to the repository root/,
  },
  {
    name: '.. in a label',
    text: 'questions:\n  - id: R5\n    question: q\n    relevant:\n      - docs/a.md\n      - docs/../../secret.md\n',
    line: 6,
    column: 9,
    field: 'questions[0].relevant[1]',
    msg: /label 'docs\/\.\.\/\.\.\/secret\.md' must not contain '\.\.' segments/,
  },
  {
    name: 'empty anchor',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [a.md#]\n',
    line: 4,
    msg: /label 'a\.md#' has an empty anchor after '#'/,
  },
  {
    name: 'empty label',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [""]\n',
    line: 4,
    msg: /a label must not be empty/,
  },
  {
    name: 'anchor without a path',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: ["#intro"]\n',
    line: 4,
    msg: /has no path before '#'/,
  },
  {
    name: 'a folder as a label',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [docs/]\n',
    line: 4,
    msg: /names a folder/,
  },
  {
    name: 'malformed forbidden label',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [a.md]\n    forbidden: [../old.md]\n',
    line: 5,
    field: 'questions[0].forbidden[0]',
    msg: /must not contain '\.\.'/,
  },
  {
    name: 'label both relevant and forbidden',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [a.md]\n    forbidden: [./a.md]\n',
    line: 5,
    msg: /label 'a\.md' is both relevant and forbidden/,
  },
  {
    name: 'the same label twice',
    text: 'questions:\n  - id: R6\n    question: q\n    relevant: [a.md, ./a.md]\n',
    line: 4,
    field: 'questions[0].relevant[1]',
    msg: /label 'a\.md' is listed twice in 'relevant'/,
  },
  {
    name: 'answerable not a boolean',
    text: 'questions:\n  - id: R7\n    question: q\n    answerable: "no"\n',
    line: 4,
    field: 'questions[0].answerable',
    msg: /^question 'R7': 'answerable' must be true or false but got '"no"'$/,
  },
  {
    name: 'id as a list',
    text: 'questions:\n  - id: [R1]\n    question: q\n',
    line: 2,
    field: 'questions[0].id',
    msg: /'questions\[0\]\.id' must be a string but got a list/,
  },
  {
    name: 'relevant as a mapping',
    text: 'questions:\n  - id: R8\n    question: q\n    relevant: {a: b}\n',
    line: 4,
    msg: /question 'R8': 'relevant' must be a list but got a mapping/,
  },
  {
    name: 'a label that is a number',
    text: 'questions:\n  - id: R8\n    question: q\n    relevant: [12]\n',
    line: 4,
    msg: /'relevant' must be a list of labels \('path' or 'path#anchor'\) but got '12'/,
  },
  {
    name: 'tags as a mapping',
    text: 'questions:\n  - id: R8\n    question: q\n    relevant: [a.md]\n    tags: {a: 1}\n',
    line: 5,
    msg: /'tags' must be a list but got a mapping/,
  },
  {
    name: 'a question that is a string',
    text: 'questions:\n  - what is this\n',
    line: 2,
    field: 'questions[0]',
    msg: /must be a question \(a mapping with 'id' and 'question'\) but got 'what is this'/,
  },
  {
    name: 'no questions key',
    text: 'question:\n  - id: R1\n',
    line: 1,
    msg: /unknown key 'question' in the golden set \(did you mean 'questions'\?\)/,
  },
  {
    name: 'questions not a list',
    text: 'questions: 3\n',
    line: 1,
    column: 12,
    msg: /'questions' must be a list of questions but got '3'/,
  },
  { name: 'empty questions list', text: 'questions: []\n', line: 1, msg: /has no questions/ },
  { name: 'empty file', text: '# nothing yet\n', line: 1, msg: /the golden set is empty/ },
  { name: 'a list at the top', text: '- id: R1\n', line: 1, msg: /must be a mapping with a 'questions' list but got a list/ },
  { name: 'YAML syntax error', text: 'questions:\n  - id: R1\n    question: [unclosed\n', line: 4, msg: /^invalid YAML: / },
  {
    name: 'duplicate key in a question',
    text: 'questions:\n  - id: R1\n    question: a\n    question: b\n    relevant: [a.md]\n',
    line: 4,
    msg: /invalid YAML: Map keys must be unique/,
  },
];

describe('parseGoldenSet: every bad case is an InputError naming file, line, field', () => {
  test.each(BAD)('$name', ({ text, line, column, field, msg }) => {
    const e = errorOf(text, 'gold.yml');
    expect(e.code).toBe(ERROR_CODES.GOLDEN);
    expect(e.location.file).toBe('gold.yml');
    expect(e.location.line).toBe(line);
    if (column !== undefined) expect(e.location.column).toBe(column);
    if (field !== undefined) expect(e.location.field).toBe(field);
    expect(e.message).toMatch(msg);
    expect(e.format()).toMatch(new RegExp(`^gold\\.yml:${line}:`));
  });
});

describe('parseLabel', () => {
  test('document and section labels', () => {
    expect(parseLabel('a/b.md')).toEqual({ label: { raw: 'a/b.md', path: 'a/b.md' } });
    expect(parseLabel('a/b.md#x-y-1')).toEqual({ label: { raw: 'a/b.md#x-y-1', path: 'a/b.md', anchor: 'x-y-1' } });
  });
  test('an anchor copied from the address bar is percent-decoded', () => {
    expect(parseLabel('menu.md#caf%C3%A9-cr%C3%A8me')).toEqual({ label: { raw: 'menu.md#café-crème', path: 'menu.md', anchor: 'café-crème' } });
    expect(parseLabel('a.md#100%-sure')).toEqual({ label: { raw: 'a.md#100%-sure', path: 'a.md', anchor: '100%-sure' } });
  });

  const segment = fc.stringMatching(/^[a-z0-9_-]{1,6}$/);
  test('normalisation is idempotent and leaves no backslash, ./ or //', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(segment, fc.constantFrom('/', '\\', '//', '/./', '\\\\')), { minLength: 1, maxLength: 4 }),
        segment,
        fc.option(segment, { nil: undefined }),
        fc.boolean(),
        (parts, last, anchor, dotSlash) => {
          const raw = `${dotSlash ? './' : ''}${parts.map(([s, sep]) => s + sep).join('')}${last}.md${anchor ? `#${anchor}` : ''}`;
          const r = parseLabel(raw);
          if (!('label' in r)) throw new Error(`rejected ${raw}: ${r.error}`);
          const { label } = r;
          expect(label.path).not.toMatch(/\\|\/\/|^\.\/|\/\.\//);
          expect(label.path.split('/')).toEqual([...parts.map(([s]) => s), `${last}.md`]);
          expect(label.anchor).toBe(anchor);
          expect(parseLabel(label.raw)).toEqual({ label });
        },
      ),
    );
  });

  test('a label with a .. segment is always rejected', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '..', '.'), { minLength: 1, maxLength: 5 }), (segs) => {
        const raw = `${segs.join('/')}/x.md`;
        const r = parseLabel(raw);
        expect('error' in r).toBe(segs.includes('..'));
      }),
    );
  });
});
