import { applyLabelFixes } from '../../src/golden/fix-labels';
import { parseGoldenSet } from '../../src/golden/parse';

const GOLDEN = `# Golden set: keep ids stable
questions:
  - id: R1   # refunds
    question: How are annual plans refunded?
    relevant:
      - billing/refunds.md#annual-plans    # renamed upstream
      - 'billing/faq.md#annual-plans'
  - id: R2
    question: "Can I return it?"
    relevant: ["billing/refunds.md#annual-plans", returns.md]
  - id: R3
    question: Untouched
    relevant: billing/refunds.md#annual-plans
`;

describe('applyLabelFixes', () => {
  test('replaces only the named labels, in their own quoting, keeping comments and layout', () => {
    const r = applyLabelFixes(GOLDEN, 'g.yml', [
      { question: 'R1', label: 'billing/refunds.md#annual-plans', to: 'billing/refunds.md#yearly-plans' },
      { question: 'R1', label: 'billing/faq.md#annual-plans', to: 'billing/faq.md#yearly' },
      { question: 'R2', label: 'billing/refunds.md#annual-plans', to: 'billing/refunds.md#yearly-plans' },
    ]);
    expect(r.text).toBe(
      GOLDEN.replace('      - billing/refunds.md#annual-plans    #', '      - billing/refunds.md#yearly-plans    #')
        .replace("'billing/faq.md#annual-plans'", "'billing/faq.md#yearly'")
        .replace('["billing/refunds.md#annual-plans", returns.md]', '["billing/refunds.md#yearly-plans", returns.md]'),
    );
    expect(r.applied.map((a) => [a.question, a.line, a.after.trim()])).toEqual([
      ['R1', 6, '- billing/refunds.md#yearly-plans    # renamed upstream'],
      ['R1', 7, "- 'billing/faq.md#yearly'"],
      ['R2', 10, 'relevant: ["billing/refunds.md#yearly-plans", returns.md]'],
    ]);
    expect(r.missing).toEqual([]);
    // The result is still a valid golden set with the new labels, R3 untouched.
    const g = parseGoldenSet(r.text, 'g.yml');
    expect(g.questions.map((q) => q.relevant.map((l) => l.raw))).toEqual([
      ['billing/refunds.md#yearly-plans', 'billing/faq.md#yearly'],
      ['billing/refunds.md#yearly-plans', 'returns.md'],
      ['billing/refunds.md#annual-plans'],
    ]);
  });
  test('a label that needs quotes gets them; a fix for a label not in the file is reported missing', () => {
    const r = applyLabelFixes(GOLDEN, 'g.yml', [
      { question: 'R3', label: 'billing/refunds.md#annual-plans', to: 'billing/refunds: old.md#a' },
      { question: 'R9', label: 'x.md', to: 'y.md' },
    ]);
    expect(r.text).toContain('    relevant: "billing/refunds: old.md#a"\n');
    expect(r.missing).toEqual([{ question: 'R9', label: 'x.md', to: 'y.md' }]);
  });
});

describe('a group fix applied from its members as data', () => {
  const TEXT = `questions:
  - id: G1
    question: Which?
    relevant:
      - {any: ['a.md#x, b.md', c.md]}
      - {any: [a.md#x, b.md, c.md]}
`;

  test("a member whose anchor holds ', ' is one member: only the group with those members changes", () => {
    const r = applyLabelFixes(TEXT, 'g.yml', [{ question: 'G1', label: '{any: [a.md#x, b.md, c.md]}', to: '{any: [a.md#y, b.md, c.md]}', group: { from: ['a.md#x, b.md', 'c.md'], to: ['a.md#!, evil.md', 'c.md'] } }]);
    expect(r.missing).toEqual([]);
    const g = parseGoldenSet(r.text, 'g.yml').questions[0];
    expect(g.relevant.map((l) => l.any?.map((m) => m.raw))).toEqual([
      ['a.md#!, evil.md', 'c.md'],
      ['a.md#x', 'b.md', 'c.md'],
    ]);
  });

  test('a fix whose members do not line up with the group is not applied', () => {
    const r = applyLabelFixes(TEXT, 'g.yml', [{ question: 'G1', label: 'x', to: 'y', group: { from: ['a.md#x', 'b.md', 'c.md'], to: ['a.md#y', 'b.md'] } }]);
    expect(r.applied).toEqual([]);
    expect(r.text).toBe(TEXT);
  });
});
