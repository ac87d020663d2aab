/**
 * The verdict on real temporary repositories: a PR that renames a heading and updates its label
 * in the same change (one status, no contradiction), a significant metric drop with no question
 * changing status (the title names the metric rule, the comment lists the rank drops), and
 * required facts told apart as retrieval misses and corpus gaps.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { commentContradictions } from '../support/contradictions';
import { compareMade, git, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const compare = async (base: Record<string, string>, change: Record<string, string | null>) => {
  const report = await compareMade(made, base, change);
  return { report, md: renderComment(report) };
};
const CONFIG = 'k: [1, 3]\npass_k: 3\n';

test('a heading renamed and its label updated in the same PR: relabelled, one status, title agrees with the body', async () => {
  const page = (h: string) => `# Billing\n\n## ${h}\n\nAnnual plans are billed once a year, on the date you subscribed.\n\n## Monthly plans\n\nMonthly plans renew every month.\n`;
  const golden = (l: string) => `questions:\n  - id: R2\n    question: How are annual plans billed?\n    relevant: [${l}]\n`;
  const { report, md } = await compare(
    { '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': golden('docs/billing.md#annual-plans'), 'docs/billing.md': page('Annual plans') },
    { '.github/retrieval-golden.yml': golden('docs/billing.md#annual-subscriptions'), 'docs/billing.md': page('Annual subscriptions') },
  );
  const [q] = report.questions;
  expect(q.status).toBe('relabelled');
  expect(q.base_labels).toEqual(['docs/billing.md#annual-plans']);
  expect(q.moves).toEqual([{ label: 'docs/billing.md#annual-subscriptions', base_label: 'docs/billing.md#annual-plans', base_rank: 1, head_rank: 1 }]);
  expect(report.broken_labels).toEqual([]);
  expect(report.excluded).toEqual([]);
  expect(report.gate.passed).toBe(true);
  expect(md.split('\n')[1]).toBe('### ✅ retrieval-gate: no change to retrieval — 1 relabelled');
  expect(md).not.toMatch(/Newly passing|Not scored|Broken|newly passing question/);
});

test('a significant mrr drop with no status change: the title names the rule, the comment lists the rank drops', async () => {
  const topics = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
  const topicPage = `# Widgets\n\n${topics.map((t) => `## The ${t} widget\n\nThe ${t} widget is painted ${t}-blue and weighs three kilograms.\n`).join('\n')}`;
  const faq = `# FAQ\n\n${topics.map((t) => `## ${t} widget colour\n\nWhat colour is the ${t} widget? The ${t} widget colour, ${t} widget colour, ${t} widget.\n`).join('\n')}`;
  const golden = `questions:\n${topics.map((t, i) => `  - id: W${i + 1}\n    question: What colour is the ${t} widget?\n    relevant: [docs/widgets.md#the-${t}-widget]\n`).join('')}`;
  const { report, md } = await compare({ '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': golden, 'docs/widgets.md': topicPage }, { 'docs/faq.md': faq });
  expect(report.questions.every((q) => q.status === 'still_passing')).toBe(true);
  expect(report.gate.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual(['max_drop.mrr']);
  const sig = report.significance.find((s) => s.metric === 'mrr')!;
  expect(md.split('\n')[1]).toBe(`### ❌ retrieval-gate: gate failed — mrr ${report.deltas.mrr.toFixed(3).replace('-', '−')}, p ${sig.p_value.toFixed(3)}`);
  expect(report.rank_movers?.length).toBe(5);
  expect(report.rank_movers?.[0]).toMatchObject({ base_rank: 1, head_rank: 2 });
  expect(report.rank_movers?.[0].displaced_by[0]).toMatch(/^docs\/faq\.md#/);
  expect(md).toContain('#### 📉 Largest rank drops behind the failed metric rule');
  // The chunk above it by its headings and lines, not by its id.
  expect(md).toMatch(/- \*\*W\d\*\* `docs\/widgets\.md#the-\w+-widget` rank 1 → 2; now above it: 🆕 FAQ › \w+ widget colour \(`docs\/faq\.md` L\d+–\d+\)/);
});

test('required facts: a fact in no document is a corpus gap, one in the corpus but not retrieved is a retrieval miss', async () => {
  const golden = `questions:
  - id: F1
    question: How long is the refurbished return window?
    relevant: [docs/returns.md#refurbished]
    required_facts: [a 7-day return window, Gift cards cannot be returned, Shipping to Canada takes five days]
`;
  const returns = `# Returns\n\n## Refurbished\n\nRefurbished items have a 7-day  Return window.\n\n## Gift cards\n\nGift cards are not refundable.\n`;
  const shipping = `# Shipping\n\nShipping to Canada takes five days by courier, every week of the year, whatever the weather or the season.\n`;
  const { report, md } = await compare(
    { '.github/retrieval-gate.yml': 'k: [1]\npass_k: 1\n', '.github/retrieval-golden.yml': golden, 'docs/returns.md': returns, 'docs/shipping.md': shipping },
    { 'docs/shipping.md': null },
  );
  const [q] = report.questions;
  expect(q.base.fact_in_corpus).toEqual([true, false, true]);
  expect(q.head.fact_in_corpus).toEqual([true, false, false]);
  expect(report.facts).toEqual({
    base: { retrieved: 1, retrieval_misses: 1, corpus_gaps: 1 },
    head: { retrieved: 1, retrieval_misses: 0, corpus_gaps: 2 },
  });
  // Verbatim matching cannot call anything a corpus gap (the fact may be written in other words): only the answers stage may.
  const summary = renderSummary(report);
  expect(summary).toContain('**Required facts:** base 1 found verbatim in the top 1, 1 found verbatim only outside it, 1 not found verbatim anywhere · head 1 found verbatim in the top 1, 0 found verbatim only outside it, 2 not found verbatim anywhere.');
  expect(`${summary}${md}`).not.toMatch(/corpus gap/i);
});

test('with the base side from the cache (no chunk texts kept), a renamed heading is still told from a guess', async () => {
  const page = (h: string) => `# Billing\n\n## ${h}\n\nAnnual plans are billed once a year, on the date you subscribed.\n\n## Monthly plans\n\nMonthly plans renew every month.\n`;
  const dir = makeRepo(
    { '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': 'questions:\n  - id: R2\n    question: How are annual plans billed?\n    relevant: [docs/billing.md#annual-plans]\n', 'docs/billing.md': page('Annual plans') },
    { 'docs/billing.md': page('Annual subscriptions') },
  );
  made.push(dir);
  const store = new Map<string, Uint8Array>();
  const sideCache = { get: async (k: string) => store.get(k) ?? null, put: async (k: string, v: Uint8Array) => void store.set(k, v) };
  const first = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, sideCache });
  expect(store.size).toBe(1);
  const second = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {}, sideCache });
  expect(second.broken_labels).toEqual(first.broken_labels);
  expect(second.broken_labels[0]).toMatchObject({ kind: 'new', fix: { kind: 'renamed', label: 'docs/billing.md#annual-subscriptions' }, scored_via: 'docs/billing.md#annual-subscriptions' });
  expect(second.questions[0].status).toBe('still_passing');
});

test('in a shallow clone a label broken at base is never said to have "never existed"', async () => {
  const dir = makeRepo(
    {
      '.github/retrieval-gate.yml': CONFIG,
      '.github/retrieval-golden.yml': 'questions:\n  - id: T1\n    question: How do I send JSON data?\n    relevant: [docs/testing.md#sending-json]\n',
      'docs/testing.md': '# Testing\n\n## JSON data\n\nPass json= to the client to send JSON data.\n',
      'docs/other.md': '# Other\n\nUnrelated.\n',
    },
    { 'docs/other.md': '# Other\n\nStill unrelated.\n' },
  );
  made.push(dir);
  const clone = `${dir}-shallow`;
  made.push(clone);
  git(dir, 'clone', '-q', '--depth', '2', '--branch', 'pr', `file://${dir}`, clone);
  const full = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
  expect(full.broken_labels[0]).toMatchObject({ kind: 'inherited', never_resolved: true });
  const shallow = await runCompare({ base: 'HEAD~1', head: 'HEAD' }, { cwd: clone, env: {} });
  expect(shallow.broken_labels[0]).toMatchObject({ kind: 'inherited', fix: { kind: 'unknown', candidates: ['docs/testing.md#json-data'] } });
  expect(shallow.broken_labels[0].never_resolved).toBeUndefined();
  expect(shallow.broken_labels[0].suggestion).toMatch(/^already broken at base: no such anchor #sending-json in docs\/testing\.md/);
});

test('a question the PR adds with a label that resolves nowhere is broken by this change, not "already broken at base"', async () => {
  const golden = 'questions:\n  - id: R1\n    question: How are annual plans billed?\n    relevant: [docs/billing.md#annual-plans]\n';
  const page = '# Billing\n\n## Annual plans\n\nAnnual plans are billed once a year.\n\n## Monthly plans\n\nMonthly plans renew every month.\n';
  const { report, md } = await compare(
    { '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': golden, 'docs/billing.md': page },
    {
      '.github/retrieval-golden.yml': `${golden}  - id: R2\n    question: When do monthly plans renew?\n    relevant: [docs/billing.md#monthly-plan]\n  - id: R3\n    question: What is new?\n    relevant: [docs/new.md]\n`,
      'docs/new.md': '# New\n\nA new page about new things.\n',
    },
  );
  expect(report.broken_labels).toEqual([
    expect.objectContaining({ question: 'R2', label: 'docs/billing.md#monthly-plan', side: 'head', kind: 'new' }),
  ]);
  expect(report.broken_labels[0].fix).toMatchObject({ kind: 'unknown', candidates: expect.arrayContaining(['docs/billing.md#monthly-plans']) });
  expect(report.broken_labels[0].fix?.candidates?.[0]).toBe('docs/billing.md#monthly-plans');
  expect(report.broken_labels[0].suggestion).toMatch(/^this change wrote it: no such anchor #monthly-plan in docs\/billing\.md/);
  expect(report.gate.passed).toBe(false);
  // R3's evidence is a page this change adds: newly answerable, counted with the newly passing.
  expect(report.questions.find((q) => q.id === 'R3')?.status).toBe('newly_answerable');
  expect(md.split('\n')[1]).toBe('### ❌ retrieval-gate: gate failed — 1 label broken by this change, 1 newly passing (1 newly answerable)');
  expect(commentContradictions(report, md)).toEqual([]);
});

test('a PR that edits one section of a long page: marks only that section, notes the edited evidence, counts the coverage', async () => {
  const sections = (edited: string) =>
    `# Guide\n\n## Limits\n\nUploads are limited to ${edited} per file, and the limit applies to every plan.\n\n` +
    Array.from({ length: 12 }, (_, i) => `## Topic ${i}\n\nTopic ${i} explains one more thing about the service, number ${i}.\n`).join('\n');
  const golden = `questions:
  - id: D04
    question: How large can an uploaded file be?
    relevant: [docs/guide.md#limits]
  - id: D05
    question: What does topic 3 explain about the service?
    relevant: [docs/guide.md#topic-3]
`;
  const { report, md } = await compare(
    { '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': golden, 'docs/guide.md': sections('10 MB') },
    { 'docs/guide.md': `${sections('25 MB')}\n## Quotas\n\nQuotas reset every month at midnight UTC.\n` },
  );
  const marked = report.questions.flatMap((q) => q.head.retrieved.filter((c) => c.change).map((c) => `${c.id} ${c.change}`));
  // Only the edited section and the new one carry a mark; the twelve untouched topics do not.
  expect([...new Set(marked)].sort()).toEqual(expect.arrayContaining(['docs/guide.md#limits changed']));
  expect(marked.every((m) => m === 'docs/guide.md#limits changed' || m === 'docs/guide.md#quotas added')).toBe(true);
  const [d04, d05] = report.questions;
  expect(d04.evidence_edited).toEqual(['docs/guide.md#limits']);
  expect(d05.evidence_edited).toBeUndefined();
  expect(report.coverage).toEqual({ sections: 2, added: 1, covered: 1, uncovered: [{ section: 'docs/guide.md#quotas', path: 'docs/guide.md', change: 'added' }] });
  expect(md).toContain(`✏️ This PR edited the evidence of D04 (\`docs/guide.md#limits\`); still at rank ${d04.moves[0].head_rank} in the top 3.`);
  expect(md).toContain('🧭 **Golden-set coverage of this change:** 1 of 2 sections this PR added or rewrote is evidence for a question; no question asks about the 1 other yet');
  expect(commentContradictions(report, md)).toEqual([]);
});
