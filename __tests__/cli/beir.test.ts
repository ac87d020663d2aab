import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/commands';
import { parseQrels, parseRun, scoreTrec } from '../../src/measure/trec';
import { recordingIo } from '../support/recording-io';

const CRANFIELD = resolve(__dirname, '../../../shared/corpora/cranfield');
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'rg-beir-'));
  made.push(d);
  return d;
}

/** A BEIR folder with the given files (corpus, queries, qrels). */
function beirDir(corpus: string, queries: string, qrels: string): string {
  const d = tmp();
  writeFileSync(join(d, 'corpus.jsonl'), corpus);
  writeFileSync(join(d, 'queries.jsonl'), queries);
  mkdirSync(join(d, 'qrels'));
  writeFileSync(join(d, 'qrels', 'test.tsv'), qrels);
  return d;
}

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const TINY = {
  corpus: jsonl([
    { _id: 'd1', title: 'Refunds', text: 'Refurbished items can be returned within 7 days.' },
    { _id: 'd2', title: 'Shipping', text: 'We ship worldwide; shipping takes 5 days.' },
    { _id: 3, title: 'Warranty', text: 'The warranty covers defects for two years.' },
  ]),
  queries: jsonl([
    { _id: 'q1', text: 'return a refurbished item' },
    { _id: 'q2', text: 'how long is the warranty' },
    { _id: 'q3', text: 'zebra' },
  ]),
  qrels: 'query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\t3\t2\nq3\td2\t1\n',
};

describe('retrieval-gate beir on a tiny folder', () => {
  test('--json: queries and one metric per measure and k', async () => {
    const d = beirDir(TINY.corpus, TINY.queries, TINY.qrels);
    const t = recordingIo();
    expect(await main(['beir', '--dir', d, '--json', '--k', '1,2'], t)).toBe(0);
    const r = JSON.parse(t.out);
    expect(r.queries).toBe(2); // q3 retrieves nothing, so it is not in the run (trec_eval: queries in both)
    expect(Object.keys(r.metrics)).toEqual(['precision@1', 'precision@2', 'recall@1', 'recall@2', 'hit@1', 'hit@2', 'ndcg@1', 'ndcg@2', 'mrr', 'map']);
    expect(r.metrics['hit@1']).toBe(1);
    expect(r.metrics.mrr).toBe(1);
    expect(t.err).toBe('');
  });

  test('--run-out writes a TREC run that `trec` scores the same', async () => {
    const d = beirDir(TINY.corpus, TINY.queries, TINY.qrels);
    const out = join(tmp(), 'run.txt');
    const t = recordingIo();
    expect(await main(['beir', '--dir', d, '--run-out', out, '--json'], t)).toBe(0);
    const run = readFileSync(out, 'utf8');
    const lines = run.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^q1 Q0 d1 1 \d+(\.\d+)? retrieval-gate$/);
    expect(lines.every((l) => l.split(' ').length === 6)).toBe(true);
    const rescored = scoreTrec(parseQrels(TINY.qrels, 'qrels'), parseRun(run, 'run'), [1, 3, 5, 10, 100]);
    expect(JSON.parse(t.out)).toEqual({ queries: rescored.queries, metrics: rescored.metrics });
  });

  test('the table names the retriever and the metrics', async () => {
    const d = beirDir(TINY.corpus, TINY.queries, TINY.qrels);
    const t = recordingIo();
    expect(await main(['beir', '--dir', d], t)).toBe(0);
    expect(t.out).toMatch(/^bm25\(k1=1\.2,b=0\.5,title=3\/b0\.3,headings=4\/b0\.3\) on .*: 3 documents, 2 queries scored\n/);
    expect(t.out).toMatch(/\n {2}ndcg@10 +1\.0000\n/);
  });

  test('k1/b from --config change the scores', async () => {
    const d = beirDir(TINY.corpus, TINY.queries, TINY.qrels);
    const runs: string[] = [];
    for (const cfgText of ['', 'retriever:\n  bm25:\n    k1: 0.9\n    b: 0.4\n']) {
      const cfg = join(tmp(), 'c.yml');
      writeFileSync(cfg, cfgText);
      const out = join(tmp(), 'run.txt');
      expect(await main(['beir', '--dir', d, '--config', cfg, '--run-out', out], recordingIo())).toBe(0);
      runs.push(readFileSync(out, 'utf8'));
    }
    expect(runs[0].split('\n')[0]).not.toBe(runs[1].split('\n')[0]);
  });

  test('a malformed JSONL line is exit 2 naming file and line', async () => {
    const d = beirDir(TINY.corpus + '{"_id": "d9", "text": \n', TINY.queries, TINY.qrels);
    const t = recordingIo();
    expect(await main(['beir', '--dir', d], t)).toBe(2);
    expect(t.err).toMatch(/corpus\.jsonl:4: not valid JSON/);
    expect(t.out).toBe('');
  });

  test.each([
    ['a line that is not an object', jsonl([{ _id: 'q1', text: 'x' }]) + '[1, 2]\n', /queries\.jsonl:2: each line must be a JSON object/],
    ['a missing _id', jsonl([{ text: 'x' }]), /queries\.jsonl:1: _id: '_id' must be a non-empty string/],
    ['a text that is not a string', jsonl([{ _id: 'q1', text: 5 }]), /queries\.jsonl:1: text: 'text' must be a string/],
    ['a repeated _id', jsonl([{ _id: 'q1', text: 'a' }, { _id: 'q1', text: 'b' }]), /queries\.jsonl:2: _id: '_id' 'q1' appears twice/],
  ])('%s is exit 2', async (_name, queries, message) => {
    const d = beirDir(TINY.corpus, queries, TINY.qrels);
    const t = recordingIo();
    expect(await main(['beir', '--dir', d], t)).toBe(2);
    expect(t.err).toMatch(message);
  });

  test('a missing file, a missing --dir, a bad config are exit 2', async () => {
    const d = tmp();
    let t = recordingIo();
    expect(await main(['beir', '--dir', d], t)).toBe(2);
    expect(t.err).toMatch(/corpus\.jsonl: BEIR file not found/);
    t = recordingIo();
    expect(await main(['beir'], t)).toBe(2);
    expect(t.err).toMatch(/--dir is required/);
    const good = beirDir(TINY.corpus, TINY.queries, TINY.qrels);
    const cfg = join(tmp(), 'c.yml');
    writeFileSync(cfg, 'retriever:\n  bm25:\n    k1: -1\n');
    t = recordingIo();
    expect(await main(['beir', '--dir', good, '--config', cfg], t)).toBe(2);
    expect(t.err).toMatch(/c\.yml:3/);
    t = recordingIo();
    expect(await main(['beir', '--dir', good, '--config', join(tmp(), 'absent.yml')], t)).toBe(2);
    expect(t.err).toMatch(/config file not found/);
  });
});

const cranfield = existsSync(join(CRANFIELD, 'corpus.jsonl')) ? describe : describe.skip;

cranfield('retrieval-gate beir on Cranfield (1,400 abstracts, 225 queries)', () => {
  /** Runs beir --json with the default config; returns the output. */
  async function beir(): Promise<{ queries: number; metrics: Record<string, number> }> {
    const t = recordingIo();
    expect(await main(['beir', '--dir', CRANFIELD, '--json'], t)).toBe(0);
    return JSON.parse(t.out);
  }

  test('defaults reach Xapian BM25 (nDCG@10 0.359, MRR 0.524, recall@100 0.731, MAP 0.293)', async () => {
    const r = await beir();
    expect(r.queries).toBe(225);
    console.log(`cranfield, defaults: ${JSON.stringify(r.metrics)}`);
    expect(r.metrics['ndcg@10']).toBeGreaterThanOrEqual(0.359);
    expect(r.metrics.mrr).toBeGreaterThanOrEqual(0.524);
    expect(r.metrics['recall@100']).toBeGreaterThanOrEqual(0.731);
    expect(r.metrics.map).toBeGreaterThanOrEqual(0.293);
  });
});
