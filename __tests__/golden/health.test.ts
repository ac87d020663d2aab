// Each part of a golden set's health (src/golden/health.ts) on pages chunked by the real chunker
// and a set parsed by the real parser, against values worked out by hand: size and the smallest
// detectable drop, shapes against the guide's aims, lexical overlap with the evidence's heading
// trails (mean, high, the bias warning at its threshold), near-duplicates, coverage.
import { buildChunks } from '../../src/chunk/build';
import { chunkMarkdown } from '../../src/chunk/markdown';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { healthLines } from '../../src/cli/commands/validate';
import { AIMS, BIASED_MEAN, MAX_UNCOVERED, setHealth } from '../../src/golden/health';
import { parseGoldenSet } from '../../src/golden/parse';
import { createLabelResolver } from '../../src/golden/resolve';
import { minDetectableDrop } from '../../src/measure/significance';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';
import type { Doc } from '../../src/types';

function doc(path: string, text: string): Doc {
  const raw = chunkMarkdown(text, 0, false);
  const built = buildChunks(path, raw.title ?? path, raw, text, DEFAULT_CONFIG.chunking);
  return { path, hash: '', format: 'markdown', title: raw.title ?? path, meta: {}, anchors: built.anchors, chunks: built.chunks, notes: [] };
}

const long = (s: string, n: number) => Array.from({ length: n }, () => s).join(' ');
const DOCS = [
  doc('returns.md', `# Returns\n\n${long('How returns work at the shop.', 4)}\n\n## Return windows\n\n${long('New products can be sent back within 30 days of delivery.', 3)}\n\n## Refurbished products\n\n${long('Refurbished items have a 7-day window.', 3)}\n`),
  doc('billing.md', `# Billing\n\n${long('What you pay and when.', 2)}\n\n## Payment methods\n\n${long('We accept cards and bank transfers.', 8)}\n\n## Annual plans\n\n${long('Annual plans are refunded pro rata.', 3)}\n`),
  doc('warranty.md', `# Warranty\n\n${long('Two years on every product.', 10)}\n\n## What the warranty covers\n\n${long('Defects in materials and workmanship.', 12)}\n`),
];
const resolver = createLabelResolver(DOCS);
const analyzer = createAnalyzer(DEFAULT_CONFIG.retriever.analyzer);
const words = (t: string) => analyzer.analyze(t);
const health = (yaml: string) => setHealth({ golden: parseGoldenSet(yaml, 'g.yml'), docs: DOCS, resolver, words });

const SET = `questions:
  - id: Q1
    question: Return windows for returns?
    relevant: [returns.md#return-windows]
    tags: [lookup]
  - id: Q2
    question: How long can I send back headphones I bought?
    relevant: [returns.md#return-windows]
    tags: [lookup, paraphrase]
  - id: Q3
    question: Refurbished products refund with annual plans?
    relevant: [returns.md#refurbished-products, billing.md#annual-plans]
    tags: [two-chunk]
  - id: Q4
    question: Do you ship to Mars?
    answerable: false
    tags: [unanswerable]
  - id: Q5
    question: "hi, how long can i send back headphones i bought"
    relevant: [{any: [returns.md#return-windows, returns.md#returns]}]
    tags: [lookup]
`;

describe('set health', () => {
  const h = health(SET);

  test('size: the questions scored, the answerable ones, and the smallest drop they detect', () => {
    expect(h.size).toEqual({ questions: 5, answerable: 4, drafts: 0, min_detectable_drop: Math.round(minDetectableDrop(4) * 1000) / 1000 });
    expect(h.size.min_detectable_drop).toBeCloseTo(0.662, 3);
  });

  test('shapes: counts per tag, most used first; paraphrased, multi-label and unanswerable shares against the aims', () => {
    expect(Object.entries(h.shapes.tags)).toEqual([['lookup', 3], ['paraphrase', 1], ['two-chunk', 1], ['unanswerable', 1]]);
    // Paraphrased: Q2 and Q5 share no content word with "Returns › Return windows" (Q5's group adds "Returns").
    expect(h.shapes.paraphrased).toEqual({ count: 2, share: 0.4, aim: AIMS.paraphrased });
    // Multi-label: Q3's two labels; Q5's any-of group is one piece of evidence.
    expect(h.shapes.multi_label).toEqual({ count: 1, share: 0.2, aim: AIMS.multi_label });
    expect(h.shapes.unanswerable).toEqual({ count: 1, share: 0.2, aim: AIMS.unanswerable });
  });

  test('multi-label: two required labels are two pieces of evidence; an any-of group is one; two labels covering the same chunks are one', () => {
    const set = (relevant: string) => `questions:\n  - id: M1\n    question: What do refurbished products and annual plans have in common?\n    relevant: ${relevant}\n`;
    // What review writes for "all needed" (each a label) and for "either answers" (one group).
    expect(health(set('[returns.md#refurbished-products, billing.md#annual-plans]')).shapes.multi_label.count).toBe(1);
    expect(health(set('[{any: [returns.md#refurbished-products, billing.md#annual-plans]}]')).shapes.multi_label.count).toBe(0);
    expect(health(set('[returns.md#return-windows, {any: [returns.md#refurbished-products, billing.md#annual-plans]}]')).shapes.multi_label.count).toBe(1);
    // The page and its title's section cover the same chunks: one piece written twice, not two sections.
    expect(resolver.resolve({ raw: 'returns.md', path: 'returns.md' })).toEqual(resolver.resolve({ raw: 'returns.md#returns', path: 'returns.md', anchor: 'returns' }));
    expect(health(set('[returns.md, returns.md#returns]')).shapes.multi_label.count).toBe(0);
  });

  test('lexical overlap: the share of each question\u2019s content words in its evidence\u2019s heading trails', () => {
    // Q1: {return, window} both in "Returns › Return windows" = 1. Q3: refurbish, product, annual,
    // plan of {refurbish, product, refund, annual, plan} in "Returns › Refurbished products" and
    // "Billing › Annual plans" = 0.8, not above 0.8. Q2, Q5: 0. Mean (1 + 0 + 0.8 + 0) / 4 = 0.45.
    expect(h.lexical_overlap.per_question).toEqual([
      { id: 'Q1', overlap: 1 },
      { id: 'Q2', overlap: 0 },
      { id: 'Q3', overlap: 0.8 },
      { id: 'Q5', overlap: 0 },
    ]);
    expect(h.lexical_overlap).toMatchObject({ measured: 4, mean: 0.45, threshold: BIASED_MEAN, biased: false, high: [{ id: 'Q1', overlap: 1 }] });
    expect(h.warnings).toEqual([]);
  });

  test('a set whose mean is above the threshold is warned, with the advice; at the threshold it is not', () => {
    const copied = health(`questions:
  - {id: C1, question: Return windows?, relevant: [returns.md#return-windows]}
  - {id: C2, question: Annual plans in billing?, relevant: [billing.md#annual-plans]}
  - {id: C3, question: How long can I send back headphones I bought?, relevant: [returns.md#return-windows]}
`);
    expect(copied.lexical_overlap.mean).toBeCloseTo(0.667, 3);
    expect(copied.lexical_overlap.biased).toBe(true);
    expect(copied.warnings).toEqual([
      {
        kind: 'lexical-bias',
        message: expect.stringMatching(/^the golden set measures lexical retrieval only: its questions share 0\.67 of .* \(above 0\.5\).*; pull questions from real logs .*generate only to add coverage with a person reviewing, and mix rephrased, multi-section and unanswerable questions$/),
      },
    ]);
    const even = health(`questions:
  - {id: E1, question: Return windows?, relevant: [returns.md#return-windows]}
  - {id: E2, question: How long can I send back headphones I bought?, relevant: [returns.md#return-windows]}
`);
    expect(even.lexical_overlap.mean).toBe(BIASED_MEAN);
    expect(even.warnings).toEqual([]);
  });

  test('not measured: a question whose labels resolve nowhere, or with no content word', () => {
    const h2 = health(`questions:
  - {id: N1, question: Return windows?, relevant: [returns.md#gone]}
  - {id: N2, question: How do I?, relevant: [returns.md#return-windows]}
  - {id: N3, question: Payment methods?, relevant: [billing.md#payment-methods]}
`);
    expect(h2.lexical_overlap.per_question).toEqual([{ id: 'N3', overlap: 1 }]);
    expect(h2.lexical_overlap.measured).toBe(1);
    const none = health(`questions:\n  - {id: U1, question: Do you ship to Mars?, answerable: false}\n`);
    expect(none.lexical_overlap).toMatchObject({ measured: 0, mean: null, biased: false });
  });

  test('near-duplicates: questions that say the same thing, drafts included; distinct ones are not', () => {
    expect(h.near_duplicates).toEqual([{ ids: ['Q2', 'Q5'] }]);
    const withDraft = health(`${SET}  - id: draft-001
    question: Return windows for returns
    draft: true
    candidates: [returns.md#return-windows]
`);
    expect(withDraft.near_duplicates).toEqual([{ ids: ['Q1', 'draft-001'] }, { ids: ['Q2', 'Q5'] }]);
    expect(withDraft.size.drafts).toBe(1);
    // Same subject, another question: not a duplicate.
    const distinct = health(`questions:
  - {id: D1, question: How long is the return window for new products?, relevant: [returns.md#return-windows]}
  - {id: D2, question: How long is the return window for refurbished products?, relevant: [returns.md#refurbished-products]}
`);
    expect(distinct.near_duplicates).toEqual([]);
  });

  test('coverage: pages and sections no question has as evidence, largest first', () => {
    const c = h.coverage;
    const sectionsOf = (path: string) => new Set(DOCS.find((d) => d.path === path)!.chunks.map((x) => x.id.split(':')[0])).size;
    expect(c.pages).toBe(3);
    expect(c.sections).toBe(sectionsOf('returns.md') + sectionsOf('billing.md') + sectionsOf('warranty.md'));
    expect(c.pages_uncovered).toBe(1);
    expect(c.uncovered_pages.map((p) => p.path)).toEqual(['warranty.md']);
    expect(c.uncovered_pages[0].sections).toBe(sectionsOf('warranty.md'));
    // Billing's intro and payment methods, and the warranty's sections; returns.md is covered throughout (Q5's group names its intro).
    const labels = c.uncovered_sections.map((s) => s.label);
    expect(new Set(labels)).toEqual(new Set(['billing.md#billing', 'billing.md#payment-methods', 'warranty.md#warranty', 'warranty.md#what-the-warranty-covers']));
    expect(c.sections_uncovered).toBe(labels.length);
    const sizes = c.uncovered_sections.map((s) => s.chars);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(c.uncovered_sections.find((s) => s.label === 'warranty.md#what-the-warranty-covers')!.heading).toBe('Warranty › What the warranty covers');
  });

  test('coverage lists are bounded, the counts are not', () => {
    const many = doc('many.md', `# Many\n\n${Array.from({ length: 30 }, (_, i) => `## Topic ${i}\n\n${long(`Text of topic ${i}.`, i + 1)}\n`).join('\n')}`);
    const docs = [...DOCS, many];
    const h3 = setHealth({ golden: parseGoldenSet(SET, 'g.yml'), docs, resolver: createLabelResolver(docs), words });
    expect(h3.coverage.uncovered_sections).toHaveLength(MAX_UNCOVERED);
    expect(h3.coverage.sections_uncovered).toBeGreaterThan(30);
    expect(h3.coverage.uncovered_pages.map((p) => p.path)).toEqual(['many.md', 'warranty.md']);
  });

  test('the same inputs give the same health, byte for byte', () => {
    expect(JSON.stringify(health(SET))).toBe(JSON.stringify(h));
  });
});

describe('the health block validate prints', () => {
  test('one line a part; ids, tags and paths from the pull request stay inside their line', () => {
    const hostile = `questions:
  - id: "x\\n::error::pwned"
    question: Return windows?
    relevant: [returns.md#return-windows]
    tags: ["t\\n::add-mask::y"]
  - {id: Q2, question: How long can I send back headphones I bought?, relevant: [returns.md#return-windows]}
`;
    const lines = healthLines(health(hostile));
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^health: 2 questions scored \(2 answerable\): the smallest drop in pass rate it detects is 0\.80$/);
    for (const l of lines.slice(1)) expect(l).toMatch(/^ {2}(shapes:|lexical overlap with|near-duplicates:|coverage:) /);
    for (const l of lines) {
      expect(l).not.toContain('\n');
      expect(l.trimStart()).not.toMatch(/^::/);
    }
    // The line break shown as `\n`, so the command stays inside the line.
    expect(lines[2]).toContain('1 above 0.8: x\\n::error::pwned 1.00');
    expect(lines[1]).toContain('tags: t\\n::add-mask::y 1');
  });
});
