/**
 * The structural check of an untrusted report.json (src/report/validate.ts): our own reports pass,
 * and a wrong type, enum, size or missing key anywhere is refused with its JSON path.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderReportJson } from '../../src/report/json';
import type { Report } from '../../src/report/types';
import { MAX_ITEMS, MAX_STRING_CHARS, validateReport } from '../../src/report/validate';
import { sampleReport } from '../github/sample-report';
import { distinctShapes, enumLeaves, holding, numberLeaves, PAYLOAD, withValue } from './hostile-fields';

const root = path.resolve(__dirname, '../..');
const fixture = (): Report => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/report/hostile.json'), 'utf8'));

/** The fixture with required facts and their ranks on its first question, so those fields are covered too. */
function fixtureWithFacts(): Report {
  const r = fixture();
  const q = r.questions[0];
  q.required_facts = ['7-day window', 'refund'];
  q.base.fact_ranks = [2, null];
  q.head.fact_ranks = [null, 1];
  return r;
}

function problem(data: unknown): string {
  const res = validateReport(data);
  return res.ok ? 'ok' : `${res.path}: ${res.message}`;
}

describe('validateReport', () => {
  let acme: Report;
  beforeAll(async () => {
    const report = await runCompare({ baseDir: 'examples/acme/base', headDir: 'examples/acme/head' }, { cwd: root, env: {} });
    // As uploaded: report.json text, parsed back (undefined optional keys gone).
    acme = JSON.parse(renderReportJson(report));
  });
  const reports = (): Array<[string, Report]> => [
    ['acme', acme],
    ['fixture', fixtureWithFacts()],
  ];

  test('reports from our own engine and the test fixtures pass', () => {
    expect(problem(acme)).toBe('ok');
    expect(problem(fixture())).toBe('ok');
    expect(problem(fixtureWithFacts())).toBe('ok');
    expect(problem(JSON.parse(JSON.stringify(sampleReport())))).toBe('ok');
  });

  test('unknown extra keys are allowed, at the top and deep inside', () => {
    const r = withValue(withValue(fixture(), ['x_future'], { junk: [1, '<img>'] }), ['questions', 0, 'head', 'retrieved', 0, 'extra'], { a: { b: [] } });
    expect(problem(r)).toBe('ok');
  });

  test('attacker text in any number field is refused, naming that field', () => {
    for (const [name, whole] of reports()) {
      // Each number shape once, in a report holding only the list items those leaves are in.
      const shapes = distinctShapes(numberLeaves(whole));
      const r = holding(whole, shapes);
      expect([name, problem(r)]).toEqual([name, 'ok']);
      const ls = distinctShapes(numberLeaves(r));
      expect([name, ls.map((l) => l.path.replace(/\[\d+\]/g, '[]'))]).toEqual([name, shapes.map((l) => l.path.replace(/\[\d+\]/g, '[]'))]);
      // Every kind of number the report has: metrics, scores, ranks, counts, p-values, intervals.
      expect([name, ls.length > 40]).toEqual([name, true]);
      for (const l of ls) {
        expect(problem(withValue(r, l.segments, PAYLOAD))).toBe(`${l.path}: must be ${mustBe(l.path)} but got a string of ${PAYLOAD.length} characters`);
      }
    }
  });

  test('numbers of the wrong kind are refused: fractions or zero for ranks, negative counts, non-finite values', () => {
    const r = fixtureWithFacts();
    const cases: Array<[Array<string | number>, unknown, string]> = [
      [['questions', 0, 'head', 'retrieved', 0, 'rank'], 1.5, 'questions[0].head.retrieved[0].rank: must be a positive integer but got the number 1.5'],
      [['questions', 0, 'head', 'retrieved', 0, 'rank'], 0, 'questions[0].head.retrieved[0].rank: must be a positive integer but got the number 0'],
      [['questions', 0, 'moves', 0, 'head_rank'], '9', 'questions[0].moves[0].head_rank: must be a positive integer but got a string of 1 character'],
      [['base', 'docs'], -1, 'base.docs: must be an integer ≥ 0 but got the number -1'],
      [['base', 'metrics', 'recall@5'], Infinity, 'base.metrics["recall@5"]: must be a finite number but got a non-finite number'],
      [['deltas', 'mrr'], null, 'deltas.mrr: must be a finite number but got null'],
      [['pass_flips', 'p_value'], 2, 'pass_flips.p_value: must be between 0 and 1 but got 2'],
      [['significance', 0, 'ci95'], [0.1], 'significance[0].ci95: must be a list of 2 numbers but has 1 items'],
      [['k'], [], 'k: must list at least one k'],
      [['questions', 0, 'base', 'fact_ranks', 1], false, 'questions[0].base.fact_ranks[1]: must be a positive integer but got a boolean'],
    ];
    for (const [at, value, message] of cases) expect(problem(withValue(r, at, value))).toBe(message);
  });

  test('a wrong value in any enum field is refused, naming the field and the allowed values', () => {
    for (const [name, whole] of reports()) {
      const shapes = distinctShapes(enumLeaves(whole));
      const r = holding(whole, shapes);
      expect([name, problem(r)]).toEqual([name, 'ok']);
      const ls = distinctShapes(enumLeaves(r));
      expect([name, ls.map((l) => l.path.replace(/\[\d+\]/g, '[]'))]).toEqual([name, shapes.map((l) => l.path.replace(/\[\d+\]/g, '[]'))]);
      for (const l of ls) {
        expect(problem(withValue(r, l.segments, PAYLOAD))).toMatch(new RegExp(`^${escapeRe(l.path)}: must be (one of )?'`));
        expect(problem(withValue(r, l.segments, 'constructor'))).toMatch(new RegExp(`^${escapeRe(l.path)}: must be`));
      }
    }
    expect(problem(withValue(fixture(), ['questions', 2, 'status'], 'pwned'))).toBe(
      "questions[2].status: must be one of 'newly_failing', 'broken_label', 'still_failing', 'newly_passing', 'still_passing', 'unanswerable', 'relabelled', 'newly_answerable' but got \"pwned\"",
    );
  });

  test('nested junk, wrong container types and missing keys are refused with the path', () => {
    const r = fixture();
    expect(problem(withValue(r, ['questions', 1, 'head', 'retrieved', 0, 'rank'], { a: [1] }))).toBe('questions[1].head.retrieved[0].rank: must be a positive integer but got an object');
    // A missing key is named before a wrong value in the same object (JSON Schema checks `required` first).
    expect(problem(withValue(r, ['questions', 1, 'head', 'retrieved', 0], { rank: { a: [1] } }))).toBe('questions[1].head.retrieved[0].id: is required but missing');
    expect(problem(withValue(r, ['questions', 1, 'head', 'retrieved'], { 0: {} }))).toBe('questions[1].head.retrieved: must be a list but got an object');
    expect(problem(withValue(r, ['questions', 1, 'tags'], [['nested']]))).toBe('questions[1].tags[0]: must be a string but got a list');
    expect(problem(withValue(r, ['base', 'tag_metrics', 'accounts'], [1]))).toBe('base.tag_metrics.accounts: must be an object but got a list');
    expect(problem(withValue(r, ['broken_labels', 0, 'fix'], 'renamed'))).toBe('broken_labels[0].fix: must be an object but got a string of 7 characters');
    const missing = fixture() as unknown as { gate: Record<string, unknown> };
    delete missing.gate.passed;
    expect(problem(missing)).toBe('gate.passed: is required but missing');
    expect(problem([])).toBe('(file): must be a JSON object but got a list');
  });

  test('strings and lists are bounded (a longer one could never fit a 65,536-character comment)', () => {
    const r = fixture();
    const huge = 'x'.repeat(MAX_STRING_CHARS + 1);
    expect(problem(withValue(r, ['questions', 3, 'question'], huge))).toBe(`questions[3].question: is ${MAX_STRING_CHARS + 1} characters, more than the ${MAX_STRING_CHARS} allowed`);
    expect(problem(withValue(r, ['questions', 3, 'question'], huge.slice(1)))).toBe('ok');
    expect(problem(withValue(r, ['base', 'metrics', huge], 1))).toMatch(/^base\.metrics\["x{40}…"\]: is a key of 65537 characters/);
    expect(problem(withValue(r, ['gate', 'reasons'], new Array(MAX_ITEMS + 1).fill('r')))).toBe(`gate.reasons: has ${MAX_ITEMS + 1} items, more than the ${MAX_ITEMS} allowed`);
    // Ten megabytes in a number field: refused as a string, never measured or echoed.
    const ten = 'y'.repeat(10 * 1024 * 1024);
    const res = validateReport(withValue(r, ['pass_k'], ten));
    expect(res).toEqual({ ok: false, path: 'pass_k', message: `must be a positive integer but got a string of ${ten.length} characters` });
  });
});

/** What the validator asks of a number at this path (ranks, counts and finite numbers differ). */
function mustBe(p: string): string {
  if (/(\.rank|_rank|\.bestRank|fact_ranks\[\d+\]|^k\[\d+\]|^pass_k|\.line|\.end_line|\.top_k)$/.test(p)) return 'a positive integer';
  if (/(\.docs|\.chunks|\.questions|newly_failing|newly_passing|\.changed|docs_added|docs_changed|docs_deleted|\.fits|token_budget|\.retrieved|retrieval_misses|corpus_gaps|coverage\.sections|coverage\.added|coverage\.covered)$/.test(p)) return 'an integer ≥ 0';
  if (/chunks_delta$/.test(p)) return 'an integer';
  return 'a finite number';
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
