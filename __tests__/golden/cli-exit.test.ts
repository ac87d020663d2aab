/**
 * The golden-set errors as a user meets them: `retrieval-gate eval` on a folder exits 2 with one
 * line on stderr naming file, line, column, field and the question, and prints nothing on stdout.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/commands';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rg-golden-'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs/returns.md'), '# Returns\n\n## Refurbished products\n\nSeven days.\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function evalWith(golden: string): Promise<{ code: number; out: string; err: string }> {
  writeFileSync(path.join(dir, 'golden.yml'), golden);
  let out = '';
  let err = '';
  const code = await main(['eval', '--dir', '.', '--golden', 'golden.yml'], { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir, env: {} });
  return { code, out, err };
}

const q = (body: string) => `questions:\n  - id: R1\n    question: Can I return it?\n${body}`;

test.each([
  [
    'duplicate ids',
    `${q('    relevant: [docs/returns.md]\n')}  - id: R1\n    question: again\n    relevant: [docs/returns.md]\n`,
    "golden.yml:5:9: questions[1].id: duplicate question id 'R1' (first used on line 2)",
  ],
  ['empty question', 'questions:\n  - id: R1\n    question: ""\n    relevant: [docs/returns.md]\n', "golden.yml:3:15: questions[0].question: question 'R1': 'question' is empty"],
  [
    'answerable without relevant',
    q(''),
    "golden.yml:2:5: questions[0]: question 'R1': 'relevant' is missing; an answerable question needs at least one label (or set 'answerable: false')",
  ],
  [
    'absolute label',
    q('    relevant: [/docs/returns.md]\n'),
    "golden.yml:4:16: questions[0].relevant[0]: question 'R1': label '/docs/returns.md' must be relative to the repository root, not an absolute path",
  ],
  ['.. label', q('    relevant: [docs/../returns.md]\n'), "golden.yml:4:16: questions[0].relevant[0]: question 'R1': label 'docs/../returns.md' must not contain '..' segments"],
  [
    'empty anchor',
    q('    relevant: [docs/returns.md#]\n'),
    "golden.yml:4:16: questions[0].relevant[0]: question 'R1': label 'docs/returns.md#' has an empty anchor after '#' (write 'path' for the whole document or 'path#anchor' for a section)",
  ],
  [
    'typo relevent',
    q('    relevent: [docs/returns.md]\n'),
    "golden.yml:4:5: questions[0].relevent: unknown key 'relevent' in question 'R1' (did you mean 'relevant'?); allowed keys: id, question, relevant, forbidden, required_facts, tags, answerable, draft, candidates",
  ],
  ['wrong type', q('    relevant: [docs/returns.md]\n    answerable: maybe\n'), "golden.yml:5:17: questions[0].answerable: question 'R1': 'answerable' must be true or false but got 'maybe'"],
])('%s → exit 2 and one clear line', async (_name, golden, where) => {
  const r = await evalWith(golden);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toBe(`retrieval-gate eval: ${where}\n`);
});

test('a good golden set runs (the fixture itself is fine)', async () => {
  const r = await evalWith(q('    relevant: [docs/returns.md#refurbished-products]\n'));
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
});

test('several mistakes: exit 2, all of them on stderr under a count, in file order, nothing on stdout', async () => {
  const r = await evalWith(
    'description: first run\nquestions:\n  - id: R1\n    question: Can I return it?\n    relevent: [docs/returns.md]\n  - id: R1\n    question: ""\n    relevant: [/etc/passwd]\n',
  );
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toBe(
    [
      'retrieval-gate eval: 4 problems (fix them all, then run again):',
      "golden.yml:5:5: questions[0].relevent: unknown key 'relevent' in question 'R1' (did you mean 'relevant'?); allowed keys: id, question, relevant, forbidden, required_facts, tags, answerable, draft, candidates",
      "golden.yml:6:9: questions[1].id: duplicate question id 'R1' (first used on line 3)",
      "golden.yml:7:15: questions[1].question: question 'R1': 'question' is empty",
      "golden.yml:8:16: questions[1].relevant[0]: question 'R1': label '/etc/passwd' must be relative to the repository root, not an absolute path",
      '',
    ].join('\n'),
  );
});
