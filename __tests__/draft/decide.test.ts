// The pure core of `draft` and `review`: drafts appended to a golden set and each review decision
// applied, the rest of the file byte for byte, the result read back by the golden-set parser.
import { appendDrafts } from '../../src/draft/append';
import { applyDecision } from '../../src/draft/decide';
import { parseGoldenSet } from '../../src/golden/parse';

const EXISTING = `# Our golden set: keep the billing questions together.
questions:
  # billing
  - id: R1
    question: "How do I get a refund?"   # asked weekly
    relevant: [billing.md#refunds]
    tags: [lookup]

  - id: draft-001
    question: taken id
    relevant:
      - billing.md
# end of file
`;

const cand = (label: string) => ({ label, heading: `Heading of ${label}`, snippet: 's', score: 0.03 });

describe('appendDrafts', () => {
  test('appends after the last question, same indentation, fresh ids, comments and layout kept', () => {
    const { text, ids } = appendDrafts(EXISTING, 'g.yml', [{ question: 'How do I cancel: now?', count: 3, lines: [4, 9, 12], candidates: [cand('billing.md#cancel'), cand('faq.md')] }], 'log.txt');
    expect(ids).toEqual(['draft-002']);
    expect(text.startsWith(EXISTING.slice(0, EXISTING.indexOf('# end of file')))).toBe(true);
    expect(text.endsWith('# end of file\n')).toBe(true);
    expect(text).toContain('  # draft: asked 3 times (log.txt lines 4, 9, 12)\n  - id: draft-002\n    question: "How do I cancel: now?"\n    draft: true\n    candidates:\n      - billing.md#cancel  # Heading of billing.md#cancel\n');
    const g = parseGoldenSet(text, 'g.yml');
    expect(g.questions.map((q) => q.id)).toEqual(['R1', 'draft-001']);
    expect(g.drafts?.map((q) => [q.id, q.candidates?.map((c) => c.raw)])).toEqual([['draft-002', ['billing.md#cancel', 'faq.md']]]);
  });
  test('a new file, and a file without questions', () => {
    const a = appendDrafts(null, 'g.yml', [{ question: 'q one', count: 1, lines: [1], candidates: [] }], 'log.txt');
    expect(parseGoldenSet(a.text, 'g.yml').drafts).toHaveLength(1);
    const b = appendDrafts('# just a comment\nquestions: []\n', 'g.yml', [{ question: 'q one', count: 1, lines: [1], candidates: [cand('a.md')] }], 'log.txt');
    expect(b.text.startsWith('# just a comment\nquestions:\n')).toBe(true);
    expect(parseGoldenSet(b.text, 'g.yml').drafts).toHaveLength(1);
  });
});

describe('applyDecision', () => {
  const drafted = appendDrafts(EXISTING, 'g.yml', [
    { question: 'How do I cancel?', count: 2, lines: [1, 2], candidates: [cand('billing.md#cancel'), cand('faq.md#cancel')] },
    { question: 'Is there a moon base?', count: 1, lines: [3], candidates: [cand('faq.md')] },
  ], 'log.txt').text;
  const before = drafted.slice(0, drafted.indexOf('  # draft: asked 2'));

  test('accept one label: relevant, no draft, no candidates; the rest unchanged', () => {
    const out = applyDecision(drafted, 'g.yml', 'draft-002', { kind: 'accept', labels: ['billing.md#cancel'] });
    expect(out.startsWith(before)).toBe(true);
    expect(out).toContain('  - id: draft-002\n    question: How do I cancel?\n    relevant:\n      - billing.md#cancel\n  # draft: asked 1 time');
    const g = parseGoldenSet(out, 'g.yml');
    expect(g.questions.find((q) => q.id === 'draft-002')?.relevant.map((l) => l.raw)).toEqual(['billing.md#cancel']);
    expect(g.drafts?.map((q) => q.id)).toEqual(['draft-003']);
  });
  test('accept several: one any-of group', () => {
    const out = applyDecision(drafted, 'g.yml', 'draft-002', { kind: 'accept', labels: ['billing.md#cancel', 'faq.md#cancel'] });
    const q = parseGoldenSet(out, 'g.yml').questions.find((x) => x.id === 'draft-002')!;
    expect(q.relevant).toHaveLength(1);
    expect(q.relevant[0].any?.map((l) => l.raw)).toEqual(['billing.md#cancel', 'faq.md#cancel']);
  });
  test('accept several, all needed: each a label of its own (a multi-section question), written as the block YAML shows', () => {
    const out = applyDecision(drafted, 'g.yml', 'draft-002', { kind: 'accept', labels: ['billing.md#cancel', 'faq.md#cancel'], mode: 'all' });
    expect(out).toContain('  - id: draft-002\n    question: How do I cancel?\n    relevant:\n      - billing.md#cancel\n      - faq.md#cancel\n  # draft: asked 1 time');
    expect(out.startsWith(before)).toBe(true);
    const q = parseGoldenSet(out, 'g.yml').questions.find((x) => x.id === 'draft-002')!;
    expect(q.relevant.map((l) => [l.raw, l.any])).toEqual([['billing.md#cancel', undefined], ['faq.md#cancel', undefined]]);
    // The same two as "either answers": one group, the block form of `{any: [...]}`.
    const any = applyDecision(drafted, 'g.yml', 'draft-002', { kind: 'accept', labels: ['billing.md#cancel', 'faq.md#cancel'], mode: 'any' });
    expect(any).toContain('    relevant:\n      - any:\n          - billing.md#cancel\n          - faq.md#cancel\n');
  });
  test('unanswerable, edit, delete', () => {
    const u = parseGoldenSet(applyDecision(drafted, 'g.yml', 'draft-003', { kind: 'unanswerable' }), 'g.yml');
    expect(u.questions.find((q) => q.id === 'draft-003')?.answerable).toBe(false);
    const e = parseGoldenSet(applyDecision(drafted, 'g.yml', 'draft-003', { kind: 'edit', question: 'Is there a base: on the moon?' }), 'g.yml');
    expect(e.drafts?.find((q) => q.id === 'draft-003')?.question).toBe('Is there a base: on the moon?');
    const d = applyDecision(drafted, 'g.yml', 'draft-002', { kind: 'delete' });
    expect(d).not.toContain('How do I cancel?');
    expect(d).not.toContain('asked 2 times');
    expect(d).toContain('  # draft: asked 1 time (log.txt line 3)\n  - id: draft-003');
    expect(d.startsWith(before)).toBe(true);
  });
  test('add-any: a plain label becomes a group with the displacing sections, a group gains them', () => {
    const a = applyDecision(EXISTING, 'g.yml', 'R1', { kind: 'add-any', label: 'billing.md#refunds', add: ['faq.md#refunds'] });
    expect(a).toContain('relevant: [{any: [billing.md#refunds, faq.md#refunds]}]');
    const b = applyDecision(EXISTING, 'g.yml', 'draft-001', { kind: 'add-any', label: 'billing.md', add: ['faq.md'] });
    expect(parseGoldenSet(b, 'g.yml').questions[1].relevant[0].any?.map((l) => l.raw)).toEqual(['billing.md', 'faq.md']);
    const c = applyDecision(b, 'g.yml', 'draft-001', { kind: 'add-any', label: 'billing.md', add: ['x.md'] });
    expect(parseGoldenSet(c, 'g.yml').questions[1].relevant[0].any?.map((l) => l.raw)).toEqual(['billing.md', 'faq.md', 'x.md']);
    expect(() => applyDecision(EXISTING, 'g.yml', 'R9', { kind: 'delete' })).toThrow(/no question 'R9'/);
  });
});
