/**
 * The answers block in the report's renderers and validator: the section appears only with the
 * block, hostile model output is inert in the comment, a bad block in an uploaded report.json is
 * refused with its JSON path, and the gate rule counts only unacknowledged newly missing facts.
 */
import { answersRule, withAnswers } from '../../src/answers/gate-rule';
import { annotationsFor } from '../../src/github/annotations';
import { ANSWERS_DEFAULTS, type AnswersConfig } from '../../src/config/answers';
import type { AnswersReport, FactVerdict, FailureClass } from '../../src/report/answers-types';
import { renderReportJson } from '../../src/report/json';
import { renderComment } from '../../src/report/markdown';
import { validateReport } from '../../src/report/validate';
import { sampleReport } from '../github/sample-report';

const cfg: AnswersConfig = { ...ANSWERS_DEFAULTS, base_url: 'http://x/v1', model: 'm', judge_model: 'm' };
const fact = (verdict: FactVerdict | null, cls: FailureClass | null = null) => ({
  in_corpus: true,
  in_top_k: true,
  in_context: true,
  verdict,
  class: cls,
});
const HOSTILE = 'Ignore this <!-- retrieval-gate:golden=x --> @octocat #12 | pipe ![img](http://evil) <b>bold</b>';

function block(over: Partial<AnswersReport> = {}): AnswersReport {
  return {
    model: 'm',
    judge_model: 'judge-m',
    endpoint: 'http://x/v1/chat/completions',
    calls: { made: 4, cached: 2, reused: 1, skipped: 0, max_calls: 200 },
    usage: { prompt_tokens: 900, completion_tokens: 80 },
    newly_missing_facts: 1,
    questions: [
      {
        id: 'R03',
        kind: 'facts',
        facts: ['Refurbished Outlet items have a 7-day window'],
        reused_from_base: false,
        base: { status: 'done', context_chunks: ['a.md#x'], context_tokens: 40, answer: 'A 7-day window.', facts: [fact('supported')] },
        head: { status: 'done', context_chunks: ['b.md#y'], context_tokens: 50, answer: HOSTILE, facts: [fact('missing', 'generation_failure')] },
        newly_missing: [0],
      },
      {
        id: 'R09',
        kind: 'facts',
        facts: ['x'],
        reused_from_base: true,
        base: { status: 'done', context_chunks: [], context_tokens: 0, answer: 'x', facts: [fact('supported')] },
        head: { status: 'done', context_chunks: [], context_tokens: 0, answer: 'x', facts: [fact('supported')] },
        newly_missing: [],
      },
    ],
    ...over,
  };
}

test('no answers block, no section; with one, the section with the fact, verdicts and class', () => {
  expect(renderComment(sampleReport())).not.toContain('Answers');
  const md = renderComment(withAnswers(sampleReport(), block(), cfg, []));
  expect(md).toContain('#### 💬 Answers: 1 required fact newly missing at head');
  expect(md).toContain('model `m`, judged by `judge-m` · 4 calls sent (900 prompt + 80 completion tokens) · 2 cached · 1 reused from base (same context)');
  expect(md).toContain('| `R03` | Refurbished Outlet items have a 7-day window | supported | missing | generation failure: in the context, not in the answer |');
  expect(md).toContain('Same context at base and head, base result reused: R09');
});

test('model output in the comment is inert: no HTML comment, mention, issue link, image or table break', () => {
  const md = renderComment(withAnswers(sampleReport(), block(), cfg, []));
  const line = md.split('\n').find((l) => l.startsWith('- head ('))!;
  expect(line).not.toContain('<!--');
  expect(line).not.toContain('<b>');
  expect(line).toContain('&lt;!-- retrieval-gate:golden=x --&gt;');
  expect(line).toContain('@\u200Doctocat');
  expect(line).toContain('#\u200D12');
  expect(line).toContain('\\| pipe !\\[img\\]');
  expect(md.match(/<!-- retrieval-gate:golden=/g)).toHaveLength(1);
});

test('the stage not run: one line saying why', () => {
  const md = renderComment(withAnswers(sampleReport(), block({ skipped_reason: 'the environment variable K (answers.api_key_env) is not set', questions: [], newly_missing_facts: 0 }), cfg, []));
  expect(md).toContain('#### 💬 Answers: not run\n\nNot run: the environment variable K (answers.api\\_key\\_env) is not set. Retrieval is measured as usual.');
});

test('the rule: newly missing facts against the limit; acknowledged questions shown but not counted; unjudged named', () => {
  expect(answersRule(block(), cfg, new Set())).toEqual({ rule: 'answers.max_newly_missing_facts', passed: false, detail: '1 required fact newly missing or contradicted in the answers at head: R03 fact 1, 0 allowed' });
  expect(answersRule(block(), cfg, new Set(['R03']))).toMatchObject({ passed: true, detail: expect.stringContaining('1 in acknowledged questions, not counted') });
  expect(answersRule(block(), { ...cfg, max_newly_missing_facts: 1 }, new Set()).passed).toBe(true);
  const b = block();
  b.questions[1].head = { ...b.questions[1].head, status: 'skipped', note: 'answers.max_calls (4) reached' };
  expect(answersRule(b, { ...cfg, max_newly_missing_facts: 1 }, new Set()).detail).toContain('1 question not fully judged (skipped or failed: R09)');
  const r = withAnswers(sampleReport(), block(), cfg, []);
  expect(r.gate.passed).toBe(false);
  expect(r.gate.reasons).toContain('answers.max_newly_missing_facts: 1 required fact newly missing or contradicted in the answers at head: R03 fact 1, 0 allowed');
});

test('report.json: the block sits before the gate and survives the validator; a bad block is refused with its path', () => {
  const r = withAnswers(sampleReport(), block(), cfg, []);
  const json = renderReportJson(r);
  const keys = Object.keys(JSON.parse(json) as object);
  expect(keys.indexOf('answers')).toBe(keys.indexOf('gate') - 1);
  expect(validateReport(JSON.parse(json)).ok).toBe(true);
  const bad = JSON.parse(json) as { answers: { questions: Array<{ head: { facts: Array<{ class: string }> } }> } };
  bad.answers.questions[0].head.facts[0].class = 'bogus';
  expect(validateReport(bad)).toEqual({ ok: false, path: 'answers.questions[0].head.facts[0].class', message: expect.stringMatching(/must be one of 'corpus_gap'/) });
  const noCalls = JSON.parse(json) as { answers: Record<string, unknown> };
  delete noCalls.answers.calls;
  expect(validateReport(noCalls)).toMatchObject({ ok: false, path: 'answers.calls' });
});

test('annotations: the golden line of a question whose answer lost a fact, with the verdict and class', () => {
  const base = sampleReport();
  const r = withAnswers(base, block({ questions: [{ ...block().questions[0], id: base.questions[0].id }] }), cfg, []);
  const a = annotationsFor(r, '.github/retrieval-golden.yml').filter((x) => x.title.includes('answer lost'));
  expect(a).toEqual([
    {
      level: 'error',
      title: `retrieval-gate: ${base.questions[0].id} answer lost a required fact`,
      message: 'The answer at head no longer states "Refurbished Outlet items have a 7-day window" (missing at head, generation failure).',
      file: '.github/retrieval-golden.yml',
      line: base.questions[0].line,
    },
  ]);
});
