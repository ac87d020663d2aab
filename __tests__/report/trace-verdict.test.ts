/**
 * A trace never contradicts the question's status: a side says pass or fail only where the question
 * was judged. Unanswerable questions and sides where a label matches nothing say "not scored".
 */
import { renderSummary } from '../../src/report/summary';
import type { QuestionComparison } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';

const side = (pass: boolean, labels: QuestionComparison['base']['labels'] = []) => ({ pass, measures: {}, labels, retrieved: [] });

function question(id: string, over: Partial<QuestionComparison>): QuestionComparison {
  return { id, question: `q ${id}`, status: 'still_failing', answerable: true, tags: [], line: 3, base: side(false), head: side(false), moves: [], displaced_by: [], forbidden_hits: [], ...over };
}

const verdicts = (md: string, id: string) => {
  const block = md.slice(md.indexOf(`<code>${id}</code>`), md.indexOf('</details>', md.indexOf(`<code>${id}</code>`)));
  return [...block.matchAll(/^\*\*(Base|Head)\*\* `[^`]*`: (.*), top /gm)].map((m) => `${m[1]}: ${m[2]}`);
};

test('pass and fail where judged; not scored for an unanswerable question or a label that matches nothing', () => {
  const md = renderSummary(
    sampleReport({
      questions: [
        question('JUDGED', { status: 'newly_failing', base: side(true, [{ label: 'a.md#x', resolved: true, bestRank: 1 }]), head: side(false, [{ label: 'a.md#x', resolved: true, bestRank: 9 }]) }),
        question('NONE', { status: 'unanswerable', answerable: false }),
        question('NEW', {
          status: 'newly_passing',
          base: side(false, [{ label: 'new.md#y', resolved: false, bestRank: null }]),
          head: side(true, [{ label: 'new.md#y', resolved: true, bestRank: 1 }]),
        }),
      ],
    }),
  );
  expect(verdicts(md, 'JUDGED')).toEqual(['Base: pass', 'Head: fail']);
  expect(verdicts(md, 'NONE')).toEqual(['Base: not scored (unanswerable)', 'Head: not scored (unanswerable)']);
  expect(verdicts(md, 'NEW')).toEqual(['Base: not scored here (`new.md#y` matches nothing on this side)', 'Head: pass']);
});
