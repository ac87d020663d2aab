/**
 * The contradiction checker used on every replayed comment (acme, the PR sequence, the Flask
 * history) must itself catch a comment that disagrees with its report.json.
 */
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { sampleReport } from '../github/sample-report';
import { changesOf, commentContradictions } from '../support/contradictions';
import type { Report } from '../../src/report/types';

/** A passing report whose one change is R01's evidence moving from rank 2 to 4, inside the top pass_k (5). */
function quietMove(): Report {
  const r = sampleReport({ broken_labels: [], gate: { passed: true, reasons: [], rules: [] }, pass_flips: { newly_failing: 0, newly_passing: 0, p_value: 1 }, deltas: { 'recall@5': 0, mrr: -0.1 } });
  r.questions = r.questions.map((q) => ({ ...q, status: 'still_passing', head: q.base, moves: [] }));
  r.questions[0].moves = [{ label: 'policies/returns.md#return-policy', base_rank: 2, head_rank: 4 }];
  return r;
}

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

  test("what counts as a change is its own reading of report.json, not the renderer's rule", () => {
    // Evidence moving inside the top pass_k is a change (docs/comment.md): the comment must not say
    // "no change". The checker derives that itself, so a renderer whose rule forgot such moves
    // (src/report/meaningful.ts) is caught here instead of agreeing with itself.
    const r = quietMove();
    expect(changesOf(r, r.questions[0])).toEqual(['policies/returns.md#return-policy moved 2 → 4']);
    expect(changesOf(r, r.questions[1])).toEqual([]);
    const rendered = renderComment(r);
    expect(rendered.split('\n').find((l) => l.startsWith('### '))).not.toMatch(/no change to retrieval/);
    expect(commentContradictions(r, rendered)).toEqual([]);
    expect(commentContradictions(r, '### ✅ retrieval-gate: no change to retrieval\n')).toContain('title says no change, but R01 changed');
    // Below the top pass_k it is not a change, crossing it is.
    r.questions[0].moves = [{ label: 'policies/returns.md#return-policy', base_rank: 7, head_rank: 9 }];
    for (const k of Object.keys(r.deltas)) r.deltas[k] = 0;
    expect(commentContradictions(r, '### ✅ retrieval-gate: no change to retrieval\n')).toEqual([]);
    // A metric the table shows moving: "no change" outright is untrue, "beyond noise" is what it may say.
    r.deltas['recall@10'] = -0.024;
    expect(commentContradictions(r, '### ✅ retrieval-gate: no change to retrieval\n')).toEqual(['title says no change, but recall@10 moved -0.024']);
    expect(commentContradictions(r, '### ✅ retrieval-gate: no change to retrieval beyond noise\n')).toEqual([]);
    r.questions[0].moves = [{ label: 'policies/returns.md#return-policy', base_rank: 5, head_rank: 6 }];
    expect(changesOf(r, r.questions[0])).toEqual(['policies/returns.md#return-policy crossed the top 5']);
  });
});
