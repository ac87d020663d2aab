/** A small, hand-written report (CONTRACT §6) for tests of the adapters that read one. */
import type { QuestionComparison, Report } from '../../src/report/types';

const side = (pass: boolean) => ({ pass, measures: {}, labels: [], retrieved: [] });

function question(id: string, status: QuestionComparison['status'], line: number): QuestionComparison {
  return {
    id,
    question: `Question ${id}?`,
    status,
    answerable: true,
    tags: [],
    line,
    base: side(status !== 'newly_passing' && status !== 'still_failing'),
    head: side(status === 'still_passing' || status === 'newly_passing'),
    moves: status === 'newly_failing' ? [{ label: 'policies/returns.md#refurbished-products', base_rank: 2, head_rank: 9 }] : [],
    displaced_by: [],
    forbidden_hits: [],
  };
}

/** A report whose gate failed on one newly failing question (R03, golden line 14). */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    schema: 'retrieval-gate/report@1',
    tool: { name: 'retrieval-gate', version: '0.1.0' },
    k: [1, 3, 5, 10],
    pass_k: 5,
    golden: { file: '.github/retrieval-golden.yml', questions: 3, changed_in_pr: false },
    config: { file: null, changed_in_pr: false, base_used_own_config: false },
    retriever: 'bm25',
    base: { rev: 'base', commit: 'a'.repeat(40), docs: 10, chunks: 40, metrics: { 'recall@5': 1, mrr: 0.9 }, tag_metrics: {}, notes: [] },
    head: { rev: 'head', commit: 'b'.repeat(40), docs: 11, chunks: 43, metrics: { 'recall@5': 0.5, mrr: 0.7 }, tag_metrics: {}, notes: [] },
    deltas: { 'recall@5': -0.5, mrr: -0.2 },
    significance: [],
    pass_flips: { newly_failing: 1, newly_passing: 0, p_value: 1 },
    min_detectable_drop: 0.5,
    questions: [question('R01', 'still_passing', 2), question('R03', 'newly_failing', 14)],
    excluded: [],
    broken_labels: [{ question: 'R06', label: 'billing/refunds.md#annual-plans', side: 'head' }],
    additions: [],
    corpus: { docs_added: 1, docs_changed: 0, docs_deleted: 0, chunks_delta: 3, labelled_chunk_share: 0.2 },
    diagnosis: [],
    gate: { passed: false, reasons: ['max_newly_failing: 1 question newly fails (allowed 0)'], rules: [] },
    ...overrides,
  };
}
