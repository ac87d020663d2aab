/**
 * The comment says only what report.json backs, on real compares of temporary repositories: a
 * title that says a metric moved beyond noise shows that metric in its table; a label that never
 * resolved is not "already broken … with the commit that broke it"; a section the PR added is
 * "added", not "edited"; a deleted answer is named with its choices, not "fix the golden set"; a
 * question pushed out by the PR's own chunk is named so, and no vocabulary theory is offered for a
 * head whose evidence the same words found at base. Each scenario runs the contradiction checker
 * (support/contradictions.ts) on the comment and the job summary.
 */
import { rmSync } from 'node:fs';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { commentContradictions } from '../support/contradictions';
import { compareMade } from '../engine/repo-fixture';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const compare = async (base: Record<string, string>, change: Record<string, string | null>) => {
  const report = await compareMade(made, base, change);
  return { report, md: renderComment(report), summary: renderSummary(report) };
};
const noContradictions = (x: Awaited<ReturnType<typeof compare>>) => {
  expect(commentContradictions(x.report, x.md)).toEqual([]);
  expect(commentContradictions(x.report, x.summary)).toEqual([]);
};

test('a metric beyond noise outside the headline ones is a row of the table the title points at', async () => {
  // Six topics, each a page of eight sections that all answer its question; the PR cuts three
  // sections of each page: precision@10 drops on every question, nothing else moves.
  const topics = ['amber', 'basalt', 'cobalt', 'dolomite', 'emerald', 'flint'];
  const page = (t: string, n: number) => `# The ${t} stone\n\n${Array.from({ length: n }, (_, i) => `## ${t} fact ${i + 1}\n\nThe ${t} stone is mined in quarry ${i + 1}.\n`).join('\n')}`;
  const golden = `questions:\n${topics.map((t, i) => `  - id: S${i + 1}\n    question: Where is the ${t} stone mined?\n    relevant: [docs/${t}.md]\n`).join('')}`;
  const base: Record<string, string> = { '.github/retrieval-gate.yml': 'k: [5, 10]\npass_k: 5\n', '.github/retrieval-golden.yml': golden };
  const change: Record<string, string> = {};
  for (const t of topics) {
    base[`docs/${t}.md`] = page(t, 8);
    change[`docs/${t}.md`] = page(t, 5);
  }
  const x = await compare(base, change);
  const sig = x.report.significance.find((s) => s.metric === 'precision@10');
  expect(sig).toMatchObject({ significant: true });
  expect(x.report.significance.filter((s) => s.significant).map((s) => s.metric)).toEqual(['precision@10']);
  expect(x.md.split('\n')[2]).toMatch(/^a metric moved beyond noise; /);
  expect(x.md).toMatch(/^\| `precision@10` \| 0\.800 → 0\.500 \| −0\.300 \| [0-9.]+ \| \*\*significant drop\*\* \|$/m);
  expect(x.summary).toMatch(/^\| `precision@10` \| 0\.800 \| 0\.500 \|.*\*\*significant drop\*\* \|$/m);
  noContradictions(x);
});

test('a label that never resolved names a section that does not exist at base, with no commit that broke it', async () => {
  const golden = `questions:\n  - id: L1\n    question: How do I install the tool?\n    relevant: [docs/guide.md#install]\n  - id: L2\n    question: How do I configure plugins?\n    relevant: [docs/guide.md#plugins]\n`;
  const guide = (extra: string) => `# Guide\n\n## Install\n\nRun pip install the tool.${extra}\n\n## Usage\n\nRun the tool on a folder.\n`;
  const x = await compare({ '.github/retrieval-golden.yml': golden, 'docs/guide.md': guide('') }, { 'docs/guide.md': guide(' Then check the version it prints.') });
  expect(x.report.broken_labels).toEqual([expect.objectContaining({ question: 'L2', side: 'head', kind: 'inherited', never_resolved: true })]);
  expect(x.md).toContain('1 label names a section that does not exist at base');
  expect(x.md).not.toContain('with the commit that broke');
  noContradictions(x);
});

test('a section the PR added inside the evidence is "added", not "edited"', async () => {
  const golden = `questions:\n  - id: A1\n    question: How do I install the tool on Windows?\n    relevant: [docs/guide.md#install]\n`;
  const install = '# Guide\n\n## Install\n\nRun pip install the tool on any system.\n';
  const x = await compare(
    { '.github/retrieval-golden.yml': golden, 'docs/guide.md': `${install}\n## Usage\n\nRun it.\n` },
    { 'docs/guide.md': `${install}\n### On Windows\n\nOn Windows, install the tool with winget.\n\n## Usage\n\nRun it.\n` },
  );
  const [q] = x.report.questions;
  expect(q.evidence_edited).toEqual(['docs/guide.md#on-windows']);
  expect(q.evidence_added).toEqual(['docs/guide.md#on-windows']);
  expect(x.md).toContain('🆕 This PR added to the evidence of A1 (`docs/guide.md#on-windows`)');
  expect(x.md).not.toContain('edited the evidence');
  noContradictions(x);
});

test('a deleted answer is named with its choices; a question pushed out by the PR’s own chunk is named so, before any vocabulary theory', async () => {
  const golden = `questions:
  - id: D1
    question: Are refunds given for annual plans?
    relevant: [docs/faq.md#refunds]
  - id: D2
    question: How can I get rid of a stuck lock?
    relevant: [docs/ops.md#removing-stale-lockfiles]
`;
  const faq = (refunds: boolean) => `# FAQ\n\n${refunds ? '## Refunds\n\nAnnual plans are refunded pro rata within 30 days.\n\n' : ''}## Support\n\nWrite to the support address.\n`;
  const ops = '# Operations\n\n## Removing stale lockfiles\n\nDelete the lock file by hand once the writer has exited.\n';
  const x = await compare(
    { '.github/retrieval-gate.yml': 'k: [1, 3]\npass_k: 1\n', '.github/retrieval-golden.yml': golden, 'docs/faq.md': faq(true), 'docs/ops.md': ops },
    { 'docs/faq.md': faq(false), 'docs/jobs.md': '# Jobs\n\n## Stuck jobs\n\nTo get rid of a stuck job, get its id and cancel it: stuck jobs get rid of themselves after an hour.\n' },
  );
  const [d1, d2] = x.report.questions;
  expect(x.report.broken_labels).toEqual([expect.objectContaining({ question: 'D1', kind: 'new', fix: expect.objectContaining({ kind: 'deleted' }) })]);
  expect(x.md).toContain('#### 🗑️ Answers this change deleted (1)');
  expect(x.md).toMatch(/acknowledge[^\n]*answerable: false[^\n]*new home/);
  expect(x.md).not.toContain('fix the golden set, not the retriever');
  expect(d2.status).toBe('newly_failing');
  expect(d2.head.vocabulary_gap).toBeDefined();
  expect(d2.displaced_by[0]).toMatchObject({ path: 'docs/jobs.md', change: 'added' });
  expect(x.md).toContain("pushed out by this PR's own chunk");
  expect(x.md).not.toContain('vocabulary mismatch');
  noContradictions(x);
  expect(d1.status).toBe('broken_label');
});

test('more than three questions whose evidence the PR only edited are one line of ids, counted apart from the unchanged ones', async () => {
  // A typo sweep: one word in each of five sections, each the evidence of a question; nothing moves.
  const topics = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
  const page = (fix: string) => `# Guide\n\n${topics.map((t) => `## The ${t} step\n\nRun the ${t} step ${fix} before the next one.\n`).join('\n')}`;
  const golden = `questions:\n${topics.map((t, i) => `  - id: T${i + 1}\n    question: How do I run the ${t} step?\n    relevant: [docs/guide.md#the-${t}-step]\n`).join('')}`;
  const x = await compare({ '.github/retrieval-golden.yml': golden, 'docs/guide.md': page('once') }, { 'docs/guide.md': page('exactly once') });
  expect(x.report.questions.every((q) => q.evidence_edited?.length === 1)).toBe(true);
  expect(x.md.split('\n')[1]).toBe('### ✅ retrieval-gate: no change to retrieval');
  expect(x.md).toContain('✏️ This PR edited the evidence of 5 questions, none of which changed status or moved within the top 5: T1, T2, T3, T4, T5');
  expect(x.md).not.toMatch(/^- \*\*T\d\*\*/m);
  expect(Buffer.byteLength(x.md)).toBeLessThanOrEqual(1.5 * 1024);
  noContradictions(x);
});
