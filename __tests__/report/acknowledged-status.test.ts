/**
 * One status per question: a question listed in `gate.acknowledged` that passes at head is newly
 * passing, and only that: not also an "acknowledged regression", not counted as acknowledged in the
 * title, no "(acknowledged)" on its trace. A listed question that still passes is an acknowledged
 * regression only when its evidence fell in rank.
 */
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { QuestionComparison } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';

const side = (pass: boolean) => ({ pass, measures: {}, labels: [], retrieved: [] });
const q = (id: string, base: number, head: number, status: QuestionComparison['status'] = 'still_passing'): QuestionComparison => ({
  id,
  question: `${id}?`,
  status,
  answerable: true,
  tags: [],
  line: 1,
  base: side(status !== 'newly_passing'),
  head: side(true),
  moves: [{ label: `${id}.md`, base_rank: base, head_rank: head }],
  displaced_by: [],
  forbidden_hits: [],
  acknowledged: 'moving in #9',
});

test('an acknowledged question that now passes is newly passing only', () => {
  const md = renderSummary(sampleReport({ questions: [q('UP', 7, 5, 'newly_passing')] }));
  expect(md).not.toContain('Acknowledged regressions');
  expect(md.split('\n')[1]).not.toMatch(/acknowledged/);
  expect(md).toMatch(/\*\*✅ Newly passing \(1\):\*\* UP /);
  expect(md).toContain('<code>UP</code> newly passing:');
});

test('an acknowledged question still passing is a regression when its evidence fell, not otherwise', () => {
  const md = renderComment(sampleReport({ questions: [q('FELL', 1, 2), q('SAME', 1, 1)] }));
  const summary = renderSummary(sampleReport({ questions: [q('FELL', 1, 2), q('SAME', 1, 1)] }));
  expect(summary).toContain('Acknowledged regressions (1, not failing the gate)');
  expect(summary).toContain('- **FELL** FELL?');
  expect(summary).toContain('<code>FELL</code> still passing (acknowledged)');
  // The comment lists only what changed: FELL's evidence moved inside the top 5, SAME's did not move.
  expect(md).toContain('- **FELL** still passing (acknowledged): FELL?');
  expect(md).not.toContain('**SAME**');
});
