/**
 * The comment's label sections and title from a hand-made report: who broke each label, the fix
 * command, relabelled questions, rank drops behind a failed metric rule, and attacker text in every
 * new field (commit subject, suggestion, labels, ids) never reaching the comment as markup.
 */
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import type { Report } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';
import { PAYLOAD } from './hostile-fields';

const side = (pass: boolean) => ({ pass, measures: {}, labels: [], retrieved: [] });

function report(text: string): Report {
  return sampleReport({
    questions: [
      {
        id: `R1${text}`,
        question: `q ${text}`,
        status: 'relabelled',
        answerable: true,
        tags: [],
        line: 3,
        base: side(true),
        head: side(true),
        moves: [{ label: `new.md#${text}`, base_label: `old.md#${text}`, base_rank: 1, head_rank: 2 }],
        displaced_by: [],
        forbidden_hits: [],
        base_labels: [`old.md#${text}`],
      },
    ],
    broken_labels: [
      { question: 'R2', label: `a.md#${text}`, side: 'head', kind: 'new', suggestion: `s ${text}`, fix: { kind: 'moved', label: `b.md#${text}` }, scored_via: `b.md#${text}` },
      { question: 'R3', label: `c.md#${text}`, side: 'head', kind: 'inherited', suggestion: `s ${text}`, fix: { kind: 'unknown', candidates: [`c.md#${text}`] }, since: { commit: `abcdef0123${text}`, subject: `subject ${text}` } },
      { question: 'R4', label: `d.md#${text}`, side: 'head', kind: 'inherited', never_resolved: true, suggestion: `never ${text}`, fix: { kind: 'unknown' } },
    ],
    rank_movers: [{ question: `R5${text}`, label: `e.md#${text}`, base_rank: 1, head_rank: 4, displaced_by: [`f.md#${text}`] }],
    significance: [{ metric: 'mrr', delta: -0.31, changed: 8, p_value: 0.016, method: 'exact', ci95: [-0.5, -0.1], significant: true }],
    deltas: { 'recall@5': 0, mrr: -0.31 },
    gate: {
      passed: false,
      reasons: ['max_drop.mrr: mrr dropped', 'fail_on_broken_labels: 1 broken by this change'],
      rules: [
        { rule: 'max_drop.mrr', passed: false, detail: 'mrr dropped' },
        { rule: 'fail_on_broken_labels', passed: false, detail: '1 broken by this change' },
      ],
    },
  });
}

describe('label sections of the comment', () => {
  const md = renderSummary(report('x'));
  test('the title names every failed rule, metric rules with Δ and p, then the rest', () => {
    // Labels already broken at base are a line of the body, not the title: this change did not break them.
    expect(renderComment(report('x')).split('\n')[1]).toBe('### ❌ retrieval-gate: gate failed — mrr −0.310, p 0.016, 1 label broken by this change, 1 relabelled');
    // One broken by a commit the history names, one that never resolved: only the first is "broken", with its commit.
    expect(renderComment(report('x'))).toContain(
      '1 label already broken at base, not by this change; the job summary lists it with the commit that broke it. 1 label names a section that does not exist at base (nor at head), not a change of this PR; the job summary lists it.',
    );
  });
  test('labels by who broke them, the fix command, relabelled questions and rank drops', () => {
    expect(md).toContain('| R2 | `a.md#x` | moved: use `b.md#x` (scored at head through it) |');
    expect(md).toContain('| R3 | `c.md#x` | `abcdef0` subject x | s x |');
    expect(md).toContain('| R4 | `d.md#x` | never resolved | never x |');
    expect(md).toContain('Apply the 1 confident fix to the golden set (comments and layout kept; add `--dry-run` to only see the diff): `retrieval-gate fix-labels --base base --head head`');
    expect(md).toContain('**✏️ Relabelled in this change (1):** R1x (`old.md#x` → `new.md#x` 1 → 2)');
    expect(md).toContain('- **R5x** `e.md#x` rank 1 → 4; now above it: `f.md#x`');
  });
  test('attacker text in the new fields stays text', () => {
    // Code spans show their text verbatim and never render it: look at everything outside them.
    const hostile = renderComment(report(PAYLOAD)).replace(/(`+)[^`][\s\S]*?\1/g, '');
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toMatch(/[^\\]\]\(https:\/\/pwn3d/);
    expect(hostile).not.toMatch(/(^|[^`\w])@pwn3d-org\/team/m);
  });
});
