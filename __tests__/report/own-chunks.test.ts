/**
 * A section the PR rewrote is the PR's own as much as one it added: on a real compare of a
 * temporary repository where the only change rewrites an existing section of an existing page so
 * that it outranks another question's evidence, report.json marks that chunk `changed`, counts the
 * page as changed and as entering the question's top pass_k; the comment lists the page as a
 * changed document in the top pass_k and says the question was pushed out by this PR's own chunk
 * (the full trace: "rewritten", not "added"), contradicting neither report.json nor itself.
 */
import { rmSync } from 'node:fs';
import { renderComment } from '../../src/report/markdown';
import { questionTrace } from '../../src/report/markdown-traces';
import { compareMade } from '../engine/repo-fixture';
import { commentContradictions } from '../support/contradictions';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const GOLDEN = `questions:
  - id: LOCK
    question: How can I get rid of a stuck lock?
    relevant: [docs/ops.md#removing-stale-lockfiles]
  - id: SUPPORT
    question: Where do I write to the support team?
    relevant: [docs/faq.md#support]
`;
const FAQ = (support: string) => `# FAQ\n\n## Plans\n\nAnnual plans are refunded pro rata within 30 days.\n\n## Support\n\n${support}\n`;
const OPS = '# Operations\n\n## Removing stale lockfiles\n\nDelete the lock file by hand once the writer has exited.\n';

test('a rewritten section that pushes out another question\u2019s evidence is the PR\u2019s own chunk, said as rewritten', async () => {
  const report = await compareMade(
    made,
    { '.github/retrieval-gate.yml': 'k: [1, 3]\npass_k: 1\n', '.github/retrieval-golden.yml': GOLDEN, 'docs/faq.md': FAQ('Write to the support address.'), 'docs/ops.md': OPS },
    { 'docs/faq.md': FAQ('Write to the support team. To get rid of a stuck lock, or a stuck job, write to us: we get rid of a stuck lock for you.') },
  );
  expect(report.corpus).toMatchObject({ docs_added: 0, docs_changed: 1, docs_deleted: 0 });
  const lock = report.questions.find((q) => q.id === 'LOCK')!;
  expect(lock.status).toBe('newly_failing');
  expect(lock.displaced_by[0]).toMatchObject({ id: 'docs/faq.md#support', change: 'changed' });
  // The page entered the top pass_k of LOCK and pushed its evidence out.
  expect(report.additions.find((a) => a.path === 'docs/faq.md')).toMatchObject({ change: 'changed', questions: ['LOCK'], displaced: [{ question: 'LOCK', label: 'docs/ops.md#removing-stale-lockfiles' }] });
  const md = renderComment(report);
  expect(md).toContain("pushed out by this PR's own chunk");
  expect(md).toMatch(/pushed out by this PR's own chunk: ✏️ FAQ › Support/);
  expect(md).toContain('| `docs/faq.md` | changed | LOCK | 1 |');
  expect(commentContradictions(report, md)).toEqual([]);
  // The full trace (the job summary's) names it as rewritten.
  const trace = questionTrace(report, lock, { traces: 'all', traceDepth: 3, allMetrics: true, lists: true, perDoc: true, maxItems: 20, chart: false, minimal: false }).join('\n');
  expect(trace).toContain("Pushed out by this PR's own chunk: `docs/faq.md#support` (rewritten).");
});
