/**
 * The proposals of a pull request under a privileged event, as the comment shows them: every
 * string in them was written by the PR (option names, values, golden-set ids) or, in `mode: post`,
 * by whoever uploaded the report, so each crosses the escaper; the validator accepts the fields
 * and bounds them; a report written before they existed still shows its gate lines.
 */
import { renderComment } from '../../src/report/markdown';
import { validateReport } from '../../src/report/validate';
import type { Report } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';
import { PAYLOAD } from './hostile-fields';

const trusted = (trust: Partial<NonNullable<Report['trust']>>): Report =>
  sampleReport({ trust: { head_config: 'inert-only', refused: [], trusted_from: '.github/retrieval-gate.yml at the base commit', gate_proposal: [], ...trust } });

test('one visible line naming the proposed keys and questions, then each change with its values and effect', () => {
  const md = renderComment(
    trusted({
      event: 'pull_request_target',
      config_proposals: [
        { key: 'exclude', base: '["**/node_modules/**"]', head: '["archive/**"]', effect: 'which files are measured' },
        { key: 'gate.max_drop.recall@5', base: '0.05', head: '(unset)', effect: 'what fails the check' },
        { key: 'k', base: '[1,3,5,10]', head: '[1,3,20]', effect: 'the cut-offs reported and gated' },
      ],
      gate_proposal: ['gate.max_drop.recall@5: 0.05 → (unset)'],
      golden_from: '.github/retrieval-golden.yml at the base commit',
      golden_proposal: ['R06: relevant changed'],
    }),
  );
  expect(md).toContain(
    "> 📝 **This pull request proposes changes to `exclude`, `gate.max_drop`, `k` and 1 golden-set question, not applied on `pull_request_target`:** the base branch's settings and golden set decide the verdict; the changes take effect once merged.",
  );
  expect(md).toContain('- `k`: `[1,3,5,10]` → `[1,3,20]` (the cut-offs reported and gated)');
  expect(md).toContain('- `gate.max_drop.recall@5`: `0.05` → `(unset)` (what fails the check)');
  expect(md).toContain('- golden set `R06: relevant changed`');
});

test('proposals beyond those listed are counted; a golden-set line counting the rest counts in the heading', () => {
  const md = renderComment(
    trusted({
      config_proposals: [{ key: 'retriever.options.a', base: '(unset)', head: '1', effect: 'how chunks are ranked' }],
      config_proposals_omitted: 700,
      golden_proposal: ['R1: added', '… and 12 more'],
    }),
  );
  expect(md).toContain('proposes changes to `retriever.options` and 13 golden-set questions, not applied on this event');
  expect(md).toContain('- … and 700 more settings (report.json lists the first 1)');
});

test('a report from before config_proposals existed lists its gate lines; none at all shows nothing', () => {
  const old = renderComment(trusted({ gate_proposal: ['gate.max_newly_failing: 0 → 5'] }));
  expect(old).toContain('proposes changes to `gate`, not applied on this event');
  expect(old).toContain('- `gate.max_newly_failing: 0 → 5`');
  expect(renderComment(trusted({}))).not.toContain('proposes changes');
});

test('hostile text in every proposal field is inert: no HTML, no live mention, no link', () => {
  const report = trusted({
    event: PAYLOAD,
    config_proposals: [{ key: `retriever.options.${PAYLOAD}`, base: PAYLOAD, head: PAYLOAD, effect: PAYLOAD }],
    golden_proposal: [`${PAYLOAD}: added`],
  });
  expect(validateReport(JSON.parse(JSON.stringify(report))).ok).toBe(true);
  const md = renderComment(report);
  const section = md.slice(md.indexOf('📝'), md.indexOf('</details>', md.indexOf('📝')));
  // Inside a code span GitHub shows text as it is (no HTML, no link, no mention); outside one the
  // escaper must have broken each of them.
  expect(section).toContain('`<img src=x onerror=alert(1)> @pwn3d-org/team [click](https://pwn3d.example/x)`');
  const outsideCode = section.replace(/(`+)[\s\S]*?\1/g, '');
  expect(outsideCode).toContain('&lt;img');
  expect(outsideCode).not.toMatch(/<img/);
  expect(outsideCode).not.toMatch(/\[click\]\(/);
  expect(outsideCode).not.toMatch(/@pwn3d/);
  expect(outsideCode).not.toMatch(/https:\/\/pwn3d/);
});

test('the validator checks the new fields: a proposal without its effect, or a non-string line, is refused', () => {
  const bad = trusted({ config_proposals: [{ key: 'k', base: '1', head: '2' } as never] });
  expect(validateReport(JSON.parse(JSON.stringify(bad)))).toMatchObject({ ok: false, path: 'trust.config_proposals[0].effect' });
  const worse = trusted({ golden_proposal: [3 as never] });
  expect(validateReport(JSON.parse(JSON.stringify(worse)))).toMatchObject({ ok: false, path: 'trust.golden_proposal[0]' });
});
