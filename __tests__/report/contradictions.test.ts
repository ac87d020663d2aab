/**
 * The contradiction checker used on every replayed comment (acme, the PR sequence, the Flask
 * history) must itself catch a comment that disagrees with its report.json.
 */
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { sampleReport } from '../github/sample-report';
import { commentContradictions } from '../support/contradictions';

describe('commentContradictions', () => {
  const report = sampleReport();
  const md = renderComment(report);

  test('finds none in a rendered comment and summary', () => {
    expect(commentContradictions(report, md)).toEqual([]);
    expect(commentContradictions(report, renderSummary(report))).toEqual([]);
  });

  test('catches a status, a count and a verdict that disagree with the report', () => {
    expect(commentContradictions(report, md.replace('- **R03** newly failing:', '- **R03** newly passing:'))).toContain('list says R03 is "newly passing", report says newly_failing');
    expect(commentContradictions(report, md.replace('1 newly failing question', '2 newly failing questions'))).toContain('title says 2 newly failing, report has 1');
    expect(commentContradictions(report, md.replace('gate failed', 'gate passed'))[0]).toMatch(/but gate\.passed is false/);
    const answerable = sampleReport();
    answerable.questions[0].status = 'newly_answerable';
    expect(commentContradictions(answerable, '### ✅ retrieval-gate: no change to retrieval\n#### ⚠️ Labels already broken at base (1)\n\n| R01 | `x.md` | never resolved | — |')).toEqual(
      expect.arrayContaining(['R01 is newly answerable but listed as already broken at base']),
    );
  });
});
