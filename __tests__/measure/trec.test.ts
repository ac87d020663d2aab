import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, InputError } from '../../src/errors';
import { compareBytes, formatTrec4, parseQrels, parseRun, scoreTrec, trecMetricNames } from '../../src/measure/trec';

const FIX = path.resolve(__dirname, '../fixtures/trec');
const read = (f: string) => readFileSync(path.join(FIX, f), 'utf8');

const log2 = Math.log2;

/**
 * Expected trec_eval values on __tests__/fixtures/trec/tie-heavy.{qrels,run}, computed by hand.
 *
 * q1 qrels: d1=2, d2=1, d3=0, d4=1 → 3 relevant (grade ≥ 1).
 *   run scores: d1 5.0, d3 5.0, d10 4.0, d9 4.0, d4 4, d2 3.0 (rank column deliberately wrong).
 *   trec_eval order: score desc, ties by docno desc (strcmp): d3 > d1; d9 > d4 > d10 ("4" > "1").
 *   ranks: 1 d3(0)  2 d1(2)  3 d9(-)  4 d4(1)  5 d10(-)  6 d2(1) → relevant at ranks 2, 4, 6.
 *   P@1 0, P@3 1/3, P@5 2/5, P@10 3/10, P@100 3/100
 *   recall@1 0, @3 1/3, @5 2/3, @10 1, @100 1;  success@1 0, else 1;  recip_rank 1/2
 *   map (1/2 + 2/4 + 3/6) / 3 = 0.5
 *   DCG: 2/log2(3) at rank 2, 1/log2(5) at rank 4, 1/log2(7) at rank 6
 *   IDCG (grades 2,1,1): @1 = 2; @3+ = 2 + 1/log2(3) + 1/log2(4)
 * q2 qrels: a=1, b=3. run: a 2.00000002, b 2.00000001 — different doubles, the same C float, so
 *   trec_eval sees a tie and puts b (docno desc) first: 1 b(3)  2 a(1)  3 c(-).
 *   P@1 1, P@3 2/3, P@5 2/5, P@10 2/10, P@100 2/100; recall@1 1/2, else 1; success 1; rr 1
 *   map (1/1 + 2/2)/2 = 1; DCG = IDCG = 3 + 1/log2(3) → ndcg 1 at every k (@1: 3/3).
 * q3: only in the qrels → not scored.  q5: only in the run → not scored.
 * q4: in both, no relevant document (z=0) → every measure 0, but it counts in the average.
 * Averages over 3 queries (q1, q2, q4).
 */
const q1ndcg = (dcg: number, idcg: number) => dcg / idcg;
const IDCG1 = 2 + 1 / log2(3) + 1 / log2(4);
const Q1 = {
  'precision@1': 0,
  'precision@3': 1 / 3,
  'precision@5': 2 / 5,
  'precision@10': 3 / 10,
  'precision@100': 3 / 100,
  'recall@1': 0,
  'recall@3': 1 / 3,
  'recall@5': 2 / 3,
  'recall@10': 1,
  'recall@100': 1,
  'hit@1': 0,
  'hit@3': 1,
  'hit@5': 1,
  'hit@10': 1,
  'hit@100': 1,
  'ndcg@1': 0,
  'ndcg@3': q1ndcg(2 / log2(3), IDCG1), // 1.2619 / 3.1309 = 0.4030
  'ndcg@5': q1ndcg(2 / log2(3) + 1 / log2(5), IDCG1), // 1.6925 / 3.1309 = 0.5406
  'ndcg@10': q1ndcg(2 / log2(3) + 1 / log2(5) + 1 / log2(7), IDCG1), // 2.0487 / 3.1309 = 0.6544
  'ndcg@100': q1ndcg(2 / log2(3) + 1 / log2(5) + 1 / log2(7), IDCG1),
  mrr: 1 / 2,
  map: 0.5,
};
const Q2 = {
  'precision@1': 1,
  'precision@3': 2 / 3,
  'precision@5': 2 / 5,
  'precision@10': 2 / 10,
  'precision@100': 2 / 100,
  'recall@1': 1 / 2,
  'recall@3': 1,
  'recall@5': 1,
  'recall@10': 1,
  'recall@100': 1,
  'hit@1': 1,
  'hit@3': 1,
  'hit@5': 1,
  'hit@10': 1,
  'hit@100': 1,
  'ndcg@1': 1,
  'ndcg@3': 1,
  'ndcg@5': 1,
  'ndcg@10': 1,
  'ndcg@100': 1,
  mrr: 1,
  map: 1,
};
const KS = [1, 3, 5, 10, 100];

describe('scoreTrec on the tie-heavy fixture (trec_eval by hand)', () => {
  const qrels = parseQrels(read('tie-heavy.qrels'), 'tie-heavy.qrels');
  const run = parseRun(read('tie-heavy.run'), 'tie-heavy.run');
  const score = scoreTrec(qrels, run, KS);

  test('scores the queries present in both files only', () => {
    expect(score.queries).toBe(3);
    expect(Object.keys(score.perQuery).sort()).toEqual(['q1', 'q2', 'q4']);
  });

  test('per query, to 1e-12', () => {
    for (const [name, v] of Object.entries(Q1)) expect([name, score.perQuery.q1[name]]).toEqual([name, expect.closeTo(v, 12)]);
    for (const [name, v] of Object.entries(Q2)) expect([name, score.perQuery.q2[name]]).toEqual([name, expect.closeTo(v, 12)]);
    for (const name of trecMetricNames(KS)) expect([name, score.perQuery.q4[name]]).toEqual([name, 0]);
  });

  test('means over the three queries agree with trec_eval to 4 decimals', () => {
    const want: Record<string, number> = {};
    for (const name of trecMetricNames(KS)) want[name] = (Q1[name as keyof typeof Q1] + Q2[name as keyof typeof Q2] + 0) / 3;
    // trec_eval prints 4 decimals; spot-check the printed values too.
    expect(want['ndcg@3'].toFixed(4)).toBe('0.4677'); // (0.40303 + 1 + 0) / 3
    expect(want['ndcg@10'].toFixed(4)).toBe('0.5515'); // (0.65436 + 1 + 0) / 3
    expect(want['precision@5'].toFixed(4)).toBe('0.2667'); // (0.4 + 0.4 + 0) / 3
    expect(want.map.toFixed(4)).toBe('0.5000'); // (0.5 + 1 + 0) / 3
    expect(want.mrr.toFixed(4)).toBe('0.5000');
    expect(Object.keys(score.metrics)).toEqual(trecMetricNames(KS));
    for (const name of trecMetricNames(KS)) expect([name, score.metrics[name].toFixed(4)]).toEqual([name, want[name].toFixed(4)]);
  });

  test('BEIR TSV qrels with a header give the same judgements and scores', () => {
    const beir = parseQrels(read('tie-heavy.qrels.tsv'), 'tie-heavy.qrels.tsv');
    expect(beir.format).toBe('beir');
    expect(qrels.format).toBe('trec');
    expect(scoreTrec(beir, run, KS)).toEqual(score);
  });

  test('ties: scores equal as C floats are ties, broken by docno descending', () => {
    expect(run.queries.get('q1')!.map((e) => e.docno)).toEqual(['d3', 'd1', 'd9', 'd4', 'd10', 'd2']);
    expect(run.queries.get('q2')!.map((e) => e.docno)).toEqual(['b', 'a', 'c']);
  });

  test('a Run built elsewhere in another order is sorted the same way before scoring', () => {
    const shuffled = { queries: new Map([...run.queries].map(([q, es]) => [q, [...es].reverse()])) };
    expect(scoreTrec(qrels, shuffled, KS)).toEqual(score);
  });
});

describe('formatTrec4 prints as C printf("%.4f") does', () => {
  test.each([
    [0.15625, '0.1562'], // exact binary tie: half to even (toFixed would say 0.1563)
    [0.03125, '0.0312'],
    [0.09375, '0.0938'],
    [0.46875, '0.4688'],
    [1 / 3, '0.3333'],
    [2 / 3, '0.6667'],
    [0.5, '0.5000'],
    [0, '0.0000'],
    [1, '1.0000'],
  ])('%d → %s', (x, want) => expect(formatTrec4(x)).toBe(want));

  test('a MAP of exactly 5/32 prints 0.1562, as trec_eval prints it', () => {
    // One query, 2 relevant; relevant at ranks 4 and 32: AP = (1/4 + 2/32) / 2 = 5/32 = 0.15625.
    const qrels = parseQrels('q 0 r4 1\nq 0 r32 1\n', 'q');
    const lines = Array.from({ length: 32 }, (_, i) => `q Q0 ${i === 3 ? 'r4' : i === 31 ? 'r32' : `n${i}`} ${i + 1} ${100 - i} t`);
    const s = scoreTrec(qrels, parseRun(lines.join('\n'), 'r'), [5]);
    expect(s.metrics.map).toBe(0.15625);
    expect(formatTrec4(s.metrics.map)).toBe('0.1562');
  });
});

describe('compareBytes (strcmp order)', () => {
  test('code-point order, not UTF-16 order', () => {
    expect(compareBytes('d4', 'd10')).toBeGreaterThan(0);
    expect(compareBytes('a', 'ab')).toBeLessThan(0);
    // U+FF5E (3 UTF-8 bytes, EF BD 9E) sorts before U+1F600 (F0 9F 98 80) in bytes, after it in UTF-16.
    expect(compareBytes('\uff5e', '\u{1f600}')).toBeLessThan(0);
    expect('\uff5e' < '\u{1f600}').toBe(false);
  });
});

describe('malformed input names the file and line', () => {
  const bad = (f: () => unknown, line: number, msg: RegExp, file: string) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      const err = e as InputError;
      expect(err.code).toBe(ERROR_CODES.TREC_INPUT);
      expect(err.location).toMatchObject({ file, line });
      expect(err.message).toMatch(msg);
      return;
    }
    throw new Error('expected an InputError');
  };
  test('run: wrong column count', () => bad(() => parseRun('q1 Q0 d1 1 2.0 t\n\nq1 Q0 d2 2 1.0\n', 'r.run'), 3, /expected 6 columns/, 'r.run'));
  test('run: score not a number', () => bad(() => parseRun('q1 Q0 d1 1 high t\n', 'r.run'), 1, /score must be a number but got 'high'/, 'r.run'));
  test('run: a document twice for one query', () => bad(() => parseRun('q1 Q0 d1 1 2 t\nq1 Q0 d1 2 1 t\n', 'r.run'), 2, /listed twice/, 'r.run'));
  test('qrels: wrong column count', () => bad(() => parseQrels('q1 0 d1 1\nq1 d2 1 0 9\n', 'q.txt'), 2, /expected 4 columns/, 'q.txt'));
  test('qrels: grade not an integer', () => bad(() => parseQrels('q1 0 d1 yes\n', 'q.txt'), 1, /grade must be an integer but got 'yes'/, 'q.txt'));
  test('qrels: judged twice', () => bad(() => parseQrels('q1 0 d1 1\nq1 0 d1 0\n', 'q.txt'), 2, /judged twice/, 'q.txt'));
  test('BEIR qrels: a short line', () => bad(() => parseQrels('query-id\tcorpus-id\tscore\nq1\td1\n', 'q.tsv'), 2, /expected 3 columns/, 'q.tsv'));
  test('empty files', () => {
    expect(() => parseRun('\n\n', 'r')).toThrow(/run file is empty/);
    expect(() => parseQrels('', 'q')).toThrow(/qrels file is empty/);
  });
  test('CRLF line endings and a BOM are read as usual', () => {
    const run = parseRun('\ufeffq1 Q0 d1 1 2 t\r\nq1 Q0 d2 2 1 t\r\n', 'r');
    expect(run.queries.get('q1')!.map((e) => e.docno)).toEqual(['d1', 'd2']);
  });
});

describe('on the real Cranfield qrels (BEIR TSV, graded)', () => {
  const file = path.resolve(__dirname, '../../../shared/corpora/cranfield/qrels/test.tsv');
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Absent corpora are named once by jest's global setup.
  }
  const maybe = text === undefined ? test.skip : test;

  maybe('parses every judgement: 225 queries, 1,612 lines after the header', () => {
    const q = parseQrels(text!, file);
    expect(q.format).toBe('beir');
    expect(q.queries.size).toBe(225);
    let n = 0;
    for (const docs of q.queries.values()) n += docs.size;
    expect(n).toBe(1612);
  });

  maybe('the ideal run (grades descending) scores nDCG, MAP and MRR 1; the reversed one less', () => {
    const q = parseQrels(text!, file);
    const lines: string[] = [];
    const reversed: string[] = [];
    for (const [qid, docs] of q.queries) {
      const byGrade = [...docs].sort((a, b) => b[1] - a[1]);
      byGrade.forEach(([doc], i) => lines.push(`${qid} Q0 ${doc} ${i + 1} ${byGrade.length - i} ideal`));
      byGrade.forEach(([doc], i) => reversed.push(`${qid} Q0 ${doc} ${i + 1} ${i + 1} rev`));
    }
    const ideal = scoreTrec(q, parseRun(lines.join('\n'), 'ideal.run'), [10, 100]);
    expect(ideal.queries).toBe(225);
    expect(ideal.metrics['ndcg@10']).toBeCloseTo(1, 12);
    expect(ideal.metrics['ndcg@100']).toBeCloseTo(1, 12);
    expect(ideal.metrics.map).toBeCloseTo(1, 12);
    expect(ideal.metrics.mrr).toBe(1);
    expect(ideal.metrics['recall@100']).toBe(1);
    const rev = scoreTrec(q, parseRun(reversed.join('\n'), 'rev.run'), [10, 100]);
    expect(rev.metrics['ndcg@10']).toBeLessThan(1);
    expect(rev.metrics['recall@100']).toBe(1); // same documents, all within 100
  });
});
