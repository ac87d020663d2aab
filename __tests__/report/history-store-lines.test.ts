/**
 * The history store's lines are read, never trusted: each is checked field by field, and one that
 * does not fit (not JSON, a metric out of range, a commit id that is an option, a hostile subject
 * where a list should be, a line too long) is skipped with a note naming its line. The page and the
 * comment escape what the store's records carry.
 */
import { MAX_RECORD_BYTES, parseHistoryStore, startedFailing, type HistoryPoint, type HistoryRecord } from '../../src/report/history-point';
import { renderHistoryHtml } from '../../src/report/history-html';
import { historyLines } from '../../src/report/markdown-history';
import type { Report } from '../../src/report/types';

const sha = (c: string) => c.repeat(40);
export function record(commit: string, mrr: number, over: Partial<HistoryRecord> = {}): HistoryRecord {
  return {
    schema: 'retrieval-gate/history-record@1',
    tool: '1.0.0',
    ref: 'main',
    commit,
    parent: null,
    date: '2025-10-12T08:53:20+00:00',
    subject: 'Notes',
    k: [1, 5],
    pass_k: 5,
    docs: 4,
    chunks: 12,
    counted: 2,
    metrics: { 'recall@5': 1, mrr },
    retriever: { name: 'bm25' },
    questions: [
      { id: 'Q1', counted: true, pass: true, ranks: [1], measures: { 'recall@5': 1, mrr: 1 } },
      { id: 'Q2', counted: true, pass: true, ranks: [2], measures: { 'recall@5': 1, mrr: 0.5 } },
    ],
    ...over,
  };
}

test('good lines are read in order; each bad one is skipped with its line number and why', () => {
  const good = [record(sha('a'), 1), record(sha('b'), 0.75)].map((r) => JSON.stringify(r));
  const bad = [
    '{not json',
    JSON.stringify({ ...record(sha('c'), 1), metrics: { mrr: 7 } }),
    JSON.stringify({ ...record(sha('c'), 1), commit: '--upload-pack=touch /tmp/x' }),
    JSON.stringify({ ...record(sha('c'), 1), questions: '<script>alert(1)</script>' }),
    JSON.stringify({ ...record(sha('c'), 1), metrics: { 'x<img src=x onerror=alert(1)>': 0.5 } }),
    JSON.stringify({ ...record(sha('c'), 1), schema: 'retrieval-gate/history-record@9' }),
    JSON.stringify([1, 2]),
    'x'.repeat(MAX_RECORD_BYTES + 1),
  ];
  const { records, notes } = parseHistoryStore([good[0], ...bad, '', good[1]].join('\n'), 'h.jsonl');
  expect(records.map((r) => r.commit)).toEqual([sha('a'), sha('b')]);
  expect(notes).toEqual([
    'h.jsonl:2: skipped: not JSON',
    'h.jsonl:3: skipped: metrics: mrr must be a number between 0 and 1',
    'h.jsonl:4: skipped: commit: must be a full commit id',
    'h.jsonl:5: skipped: questions: must be a list',
    "h.jsonl:6: skipped: metrics: 'x<img src=x onerror=alert(1)>' is not a metric",
    "h.jsonl:7: skipped: schema: must be 'retrieval-gate/history-record@1'",
    'h.jsonl:8: skipped: not an object',
    `h.jsonl:9: skipped: a line of ${MAX_RECORD_BYTES + 1} characters, more than the ${MAX_RECORD_BYTES} a record may have`,
  ]);
});

test('started failing: the commit of the last pass → fail step of a question failing at the end', () => {
  const p = (c: string, q2: boolean, q1 = true): HistoryPoint => {
    const r = record(sha(c), 1);
    r.questions[0].pass = q1;
    r.questions[1].pass = q2;
    return r;
  };
  // Q2 fails at b, passes again at c, fails from d on: d is where it started failing as it is now.
  expect(startedFailing(p('a', true), [p('b', false), p('c', true), p('d', false), p('e', false)]).map((s) => [s.id, s.commit[0], s.passed_at[0]])).toEqual([['Q2', 'd', 'c']]);
  // Failing since before --from: not a question that started failing in the range.
  expect(startedFailing(p('a', false), [p('b', false)])).toEqual([]);
});

test("the page and the comment escape a record's subject", () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))';
  const from = record(sha('a'), 1, { subject: hostile });
  const page = renderHistoryHtml({ schema: 'retrieval-gate/history@1', from, to: sha('b'), commits: 1, points: [record(sha('b'), 0.75, { subject: hostile })], started_failing: [] });
  expect(page).not.toMatch(/<script|<img/);
  expect(page).toContain('&lt;script&gt;');
  const history = {
    metric: 'mrr',
    store: { ref: 'retrieval-gate-history', records: 2, skipped: 0, notes: [] },
    trend: [{ commit: sha('a'), date: '', value: 1 }, { commit: sha('b'), date: '', value: 0.75 }],
    baseline: { ref: 'v1.0.0', commit: sha('a'), from: 'store' as const, value: 1 },
    since: { questions: 2, base: { value: 1, delta: 0, p_value: 1, ci95: [0, 0] as [number, number], significant: false }, head: { value: 0.75, delta: -0.25, p_value: 0.5, ci95: [-0.5, 0] as [number, number], significant: false } },
    costliest: [{ commit: sha('b'), subject: hostile, date: '', delta: -0.25 }],
    notes: [],
  };
  const text = historyLines({ history } as unknown as Report).join('\n');
  expect(text).toContain('xychart-beta');
  expect(text).not.toMatch(/<script|<img/);
  expect(text).not.toContain('[x](');
});
