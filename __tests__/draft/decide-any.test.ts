/**
 * review --from-report's decision (`add-any`, src/draft/decide.ts) on a group that already holds
 * some of the sections chosen: only the new ones join it, in the flow and the block form alike,
 * so accepting a report's offer twice (or a section the group has) leaves the group as it was.
 */
import { applyDecision } from '../../src/draft/decide';
import { parseGoldenSet } from '../../src/golden/parse';

const members = (text: string) => parseGoldenSet(text, 'g.yml').questions[0].relevant[0].any?.map((l) => l.raw);

test('flow form: a member the group has is not added again', () => {
  const text = 'questions:\n  - id: Q1\n    question: How do I cancel?\n    relevant: [{any: [billing.md#cancel, faq.md#cancel]}]\n';
  const out = applyDecision(text, 'g.yml', 'Q1', { kind: 'add-any', label: 'billing.md#cancel', add: ['faq.md#cancel', 'help.md#cancel'] });
  expect(out).toContain('relevant: [{any: [billing.md#cancel, faq.md#cancel, help.md#cancel]}]');
  expect(applyDecision(out, 'g.yml', 'Q1', { kind: 'add-any', label: 'billing.md#cancel', add: ['help.md#cancel'] })).toBe(out);
});

test('block form: the same', () => {
  const text = 'questions:\n  - id: Q1\n    question: How do I cancel?\n    relevant:\n      - any:\n          - billing.md#cancel\n          - faq.md#cancel\n';
  const out = applyDecision(text, 'g.yml', 'Q1', { kind: 'add-any', label: 'faq.md#cancel', add: ['billing.md#cancel', 'help.md#cancel'] });
  expect(members(out)).toEqual(['billing.md#cancel', 'faq.md#cancel', 'help.md#cancel']);
  expect(out).toBe(`${text}          - help.md#cancel\n`);
});
