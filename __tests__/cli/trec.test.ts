import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/commands';
import type { CliIo } from '../../src/cli/io';

const FIX = path.resolve(__dirname, '../fixtures/trec');

async function cli(argv: string[], cwd = FIX): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd, env: {} };
  const code = await main(argv, io);
  return { code, out, err };
}

describe('retrieval-gate trec', () => {
  test('--json prints exactly {queries, metrics} with every measure and k', async () => {
    const r = await cli(['trec', '--qrels', 'tie-heavy.qrels', '--run', 'tie-heavy.run', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(['queries', 'metrics']);
    expect(j.queries).toBe(3);
    const ks = [1, 3, 5, 10, 100];
    const names = [...['precision', 'recall', 'hit', 'ndcg'].flatMap((m) => ks.map((k) => `${m}@${k}`)), 'mrr', 'map'];
    expect(Object.keys(j.metrics)).toEqual(names);
    // Hand-computed in __tests__/measure/trec.test.ts: (q1 + q2 + q4) / 3.
    expect(j.metrics['ndcg@3'].toFixed(4)).toBe('0.4677');
    expect(j.metrics['recall@5'].toFixed(4)).toBe('0.5556'); // (2/3 + 1 + 0) / 3
    expect(j.metrics['precision@1'].toFixed(4)).toBe('0.3333'); // (0 + 1 + 0) / 3
    expect(j.metrics.map).toBeCloseTo(0.5, 12);
  });

  test('the table: one row per measure, one column per k, 4 decimals, skipped queries noted', async () => {
    const r = await cli(['trec', '--qrels', 'tie-heavy.qrels.tsv', '--run', 'tie-heavy.run', '--k', '10,3']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'queries scored: 3 (not scored: 1 only in the run, 1 only in the qrels)',
        '',
        'measure        @3     @10',
        'precision  0.3333  0.1667',
        'recall     0.4444  0.6667',
        'hit        0.6667  0.6667',
        'ndcg       0.4677  0.5515',
        'mrr        0.5000',
        'map        0.5000',
        '',
      ].join('\n'),
    );
  });

  test('a malformed line: exit 2, file and line on stderr', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-trec-'));
    try {
      writeFileSync(path.join(dir, 'bad.run'), 'q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2 t\n');
      const r = await cli(['trec', '--qrels', path.join(FIX, 'tie-heavy.qrels'), '--run', 'bad.run'], dir);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe("retrieval-gate trec: bad.run:2: malformed line: expected 6 columns 'qid Q0 docno rank score tag' but got 5\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an unreadable file is named', async () => {
    const r = await cli(['trec', '--qrels', 'nope.qrels', '--run', 'tie-heavy.run']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('retrieval-gate trec: nope.qrels: cannot read the file: no such file\n');
  });

  test('no query in common: exit 2 like trec_eval', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-trec-'));
    try {
      writeFileSync(path.join(dir, 'other.run'), 'zz Q0 d1 1 1.0 t\n');
      const r = await cli(['trec', '--qrels', path.join(FIX, 'tie-heavy.qrels'), '--run', 'other.run'], dir);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/other\.run: no query of the run is in the qrels/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each([
    [['trec', '--run', 'tie-heavy.run'], /--qrels F is required/],
    [['trec', '--qrels', 'tie-heavy.qrels'], /--run F is required/],
    [['trec', '--qrels', 'tie-heavy.qrels', '--run', 'tie-heavy.run', '--k', '0,5'], /--k must be a comma-separated list of positive integers but got '0,5'/],
    [['trec', '--qrels', 'tie-heavy.qrels', '--run', 'tie-heavy.run', '--depth', '3'], /Unknown option '--depth'/],
  ])('bad usage %j → exit 2', async (argv, msg) => {
    const r = await cli(argv as string[]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(msg);
  });

  test('--help documents the measures', async () => {
    const r = await cli(['trec', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ndcg@k \[ndcg_cut_k, gain = grade\]/);
  });
});
