import { buildReport, type ComparedSide } from '../../src/compare/build-report';
import { docChanges } from '../../src/compare/corpus-growth';
import { DEFAULT_CONFIG, type Config } from '../../src/config/types';
import { judgeSide, measureKs } from '../../src/engine/evaluate-side';
import { createLabelResolver } from '../../src/golden/resolve';
import { metricNames } from '../../src/measure/names';
import type { Doc, GoldenSet, Hit, Label, Question } from '../../src/types';
import { doc } from '../compare/helpers';

const label = (raw: string): Label => {
  const [path, anchor] = raw.split('#');
  return anchor === undefined ? { raw, path } : { raw, path, anchor };
};
const question = (id: string, relevant: string[], extra: Partial<Question> = {}): Question => ({
  id,
  question: `${id}?`,
  relevant: relevant.map(label),
  forbidden: [],
  requiredFacts: [],
  tags: [],
  answerable: true,
  line: 1,
  ...extra,
});
const hits = (...ids: string[]): Hit[] => ids.map((id, i) => ({ id, score: 10 - i }));

const config: Config = { ...DEFAULT_CONFIG, k: [1, 3, 5], pass_k: 3, depth: 10 };
const ks = measureKs(config.k, config.pass_k);
const names = metricNames(ks);

function withBody(d: Doc, body: string): Doc {
  for (const c of d.chunks) c.text = `${c.text}, ${body}`;
  return d;
}

const baseDocs: Doc[] = [
  doc('returns.md', 'r1', ['Return policy', 'Refurbished products', 'Exchanges']),
  doc('billing.md', 'b1', ['Annual plans', 'Monthly plans']),
  doc('old.md', 'o1', ['Legacy returns']),
];
const headDocs: Doc[] = [
  doc('returns.md', 'r1', ['Return policy', 'Refurbished products', 'Exchanges']),
  doc('billing.md', 'b2', ['Annual subscriptions', 'Monthly plans']),
  doc('old.md', 'o1', ['Legacy returns']),
  // Text of its own: doc() gives every chunk the same body, which would read as old text under a new heading.
  withBody(doc('sale.md', 's1', ['Spring sale', 'Refurbished deals']), 'half price this spring'),
];

const golden: GoldenSet = {
  file: 'golden.yml',
  questions: [
    question('R1', ['returns.md#refurbished-products'], { tags: ['returns'], forbidden: [label('old.md')] }),
    question('R2', ['billing.md#annual-plans']),
    question('R3', ['billing.md#monthly-plans'], { tags: ['returns'] }),
    question('R4', [], { answerable: false }),
  ],
};

function side(docs: Doc[], rankings: Hit[][], rev: string, changes?: Map<string, 'added' | 'changed'>): ComparedSide {
  const resolver = createLabelResolver(docs);
  return { rev, docs, notes: [], questions: judgeSide(golden, rankings, docs, resolver, { ks, passK: config.pass_k, changes }) };
}

const base = side(
  baseDocs,
  [
    hits('returns.md#refurbished-products', 'returns.md#return-policy', 'billing.md#monthly-plans'),
    hits('billing.md#annual-plans'),
    hits('billing.md#monthly-plans'),
    hits('returns.md#exchanges'),
  ],
  'main',
);
const head = side(
  headDocs,
  [
    hits('sale.md#refurbished-deals', 'old.md#legacy-returns', 'sale.md#spring-sale', 'returns.md#refurbished-products'),
    hits('billing.md#annual-subscriptions'),
    hits('billing.md#monthly-plans'),
    hits('returns.md#exchanges'),
  ],
  'pr',
  docChanges(baseDocs, headDocs),
);
const meta = {
  version: 'test',
  retriever: 'bm25',
  golden: { file: 'golden.yml', changed_in_pr: false },
  config: { file: null, changed_in_pr: false, base_used_own_config: false },
};
const report = buildReport(golden, config, names, base, head, meta);

describe('buildReport on hand-made sides', () => {
  test('statuses per question', () => {
    expect(report.questions.map((q) => [q.id, q.status])).toEqual([
      ['R1', 'newly_failing'],
      ['R2', 'broken_label'],
      ['R3', 'still_passing'],
      ['R4', 'unanswerable'],
    ]);
  });
  test('aggregates count only questions that resolve on both sides; the rest are listed', () => {
    expect(report.excluded).toEqual([
      { id: 'R2', reason: 'label billing.md#annual-plans does not resolve at head' },
      { id: 'R4', reason: 'unanswerable' },
    ]);
    // R1 recall@3: 1 → 0; R3: 1 → 1. Means over R1, R3.
    expect(report.base.metrics['recall@3']).toBe(1);
    expect(report.head.metrics['recall@3']).toBe(0.5);
    expect(report.deltas['recall@3']).toBe(-0.5);
    expect(report.head.metrics['recall@5']).toBe(1);
    // mrr: base (1 + 1)/2, head (1/4 + 1)/2
    expect(report.head.metrics.mrr).toBe(0.625);
    expect(report.base.tag_metrics.returns['recall@3']).toBe(1);
    expect(Object.keys(report.deltas)).toEqual(names);
  });
  test('rank move and what took the places, added/changed documents first', () => {
    const r1 = report.questions[0];
    expect(r1.moves).toEqual([{ label: 'returns.md#refurbished-products', base_rank: 1, head_rank: 4 }]);
    expect(r1.displaced_by.map((c) => [c.id, c.change])).toEqual([
      ['sale.md#refurbished-deals', 'added'],
      ['sale.md#spring-sale', 'added'],
      ['old.md#legacy-returns', undefined],
    ]);
    expect(r1.head.retrieved[0].change).toBe('added');
    expect(r1.base.retrieved[0].change).toBeUndefined();
  });
  test('a forbidden source entering the top pass_k is a new forbidden hit', () => {
    expect(report.questions[0].forbidden_hits).toEqual([{ side: 'head', label: 'old.md', rank: 2, id: 'old.md#legacy-returns', path: 'old.md', new: true }]);
  });
  test('broken label with its suggested fix', () => {
    expect(report.broken_labels).toEqual([
      {
        question: 'R2',
        label: 'billing.md#annual-plans',
        side: 'head',
        kind: 'new',
        suggestion: 'heading renamed in billing.md ("Annual plans" → "Annual subscriptions", same text): use billing.md#annual-subscriptions',
        fix: { kind: 'renamed', label: 'billing.md#annual-subscriptions' },
      },
    ]);
  });
  test('additions impact and corpus growth', () => {
    const sale = report.additions.find((a) => a.path === 'sale.md')!;
    expect(sale.questions).toEqual(['R1']);
    expect(sale.displaced).toEqual([{ question: 'R1', label: 'returns.md#refurbished-products', base_rank: 1, head_rank: 4 }]);
    // R1 precision@3 1/3 → 0 over 2 counted questions; sale.md owns 2 of the 3 irrelevant entrants.
    expect(sale.precision_delta).toBeCloseTo(((-1 / 3) * (2 / 3)) / 2, 12);
    expect(report.additions.map((a) => a.path)).toEqual(['sale.md', 'billing.md']);
    expect(report.corpus).toMatchObject({ docs_added: 1, docs_changed: 1, docs_deleted: 0, chunks_delta: 2 });
  });
  test('statistics, gate and diagnosis', () => {
    expect(report.pass_flips).toEqual({ newly_failing: 1, newly_passing: 0, p_value: 1 });
    const s = report.significance.find((x) => x.metric === 'recall@3')!;
    expect(s).toMatchObject({ changed: 1, p_value: 1, method: 'exact', significant: false });
    expect(report.gate.passed).toBe(false);
    // mrr 1 → 0.625 is past the 0.05 allowed but not significant (one question moved): the default
    // only_significant lets it pass; the newly failing question, the broken label and the new
    // forbidden hit fail the gate on their own.
    expect(report.gate.reasons.map((r) => r.split(':')[0])).toEqual(['max_newly_failing', 'fail_on_broken_labels', 'fail_on_forbidden']);
    expect(report.gate.rules[0]).toMatchObject({ rule: 'max_drop.mrr', passed: true });
    const strict = buildReport(golden, { ...config, gate: { ...config.gate, only_significant: false } }, names, base, head, meta);
    expect(strict.gate.reasons[0]).toMatch(/^max_drop\.mrr: mrr 1\.000 → 0\.625 \(-0\.375\), p 1\.000: dropped more than the 0\.05 allowed$/);
    expect(report.diagnosis.map((d) => `${d.side}:${d.code}`)).toEqual(['base:look-at-generation', 'head:ranking', 'head:regression']);
    expect(report.min_detectable_drop).toBeCloseTo(7.849 / 9.849, 3);
  });
  test('same inputs, same bytes', () => {
    expect(JSON.stringify(buildReport(golden, config, names, base, head, meta))).toBe(JSON.stringify(report));
  });
});

test('an acknowledged regression is reported with its reason and does not fail its rules', () => {
  const acked: Config = { ...config, gate: { ...config.gate, acknowledged: [{ id: 'R1', reason: 'sale page is temporary' }, { id: 'R2', reason: 'label fixed in #12' }] } };
  const r = buildReport(golden, acked, names, base, head, meta);
  expect(r.questions[0]).toMatchObject({ id: 'R1', status: 'newly_failing', acknowledged: 'sale page is temporary' });
  expect(r.gate.passed).toBe(true);
  expect(r.gate.rules.find((x) => x.rule === 'max_newly_failing')?.detail).toBe('0 questions newly failing, 0 allowed (1 acknowledged, not counted)');
});

describe('required facts: checked in the engine within the top pass_k, carried into the report', () => {
  // Chunk texts are `<heading> body` (__tests__/compare/helpers.ts); pass_k is 3.
  const facts = ['REFURBISHED   products body', 'spring sale body', 'nowhere'];
  const withFacts: GoldenSet = { ...golden, questions: [{ ...golden.questions[0], requiredFacts: facts }, ...golden.questions.slice(1)] };
  const judge = (docs: Doc[], rankings: Hit[][]) => judgeSide(withFacts, rankings, docs, createLabelResolver(docs), { ks, passK: config.pass_k });
  const b = judge(baseDocs, [hits('returns.md#refurbished-products', 'returns.md#return-policy'), [], [], []]);
  // At head the evidence sits at rank 4, past pass_k: its fact is missing there.
  const h = judge(headDocs, [hits('sale.md#refurbished-deals', 'old.md#legacy-returns', 'sale.md#spring-sale', 'returns.md#refurbished-products'), [], [], []]);

  test('per fact, the rank of the first top-pass_k chunk holding it, or null', () => {
    expect(b[0].factRanks).toEqual([1, null, null]);
    expect(h[0].factRanks).toEqual([null, 3, null]);
    expect(b[1].factRanks).toBeUndefined();
  });

  test('the report has the facts on the question and their ranks on each side; questions without facts have neither', () => {
    const r = buildReport(withFacts, config, names, { rev: 'main', docs: baseDocs, notes: [], questions: b }, { rev: 'pr', docs: headDocs, notes: [], questions: h }, meta);
    expect(r.questions[0].required_facts).toEqual(facts);
    expect(r.questions[0].base.fact_ranks).toEqual([1, null, null]);
    expect(r.questions[0].head.fact_ranks).toEqual([null, 3, null]);
    expect(r.questions[1]).not.toHaveProperty('required_facts');
    expect(r.questions[1].base).not.toHaveProperty('fact_ranks');
    expect(report.questions[0]).not.toHaveProperty('required_facts');
  });
});
