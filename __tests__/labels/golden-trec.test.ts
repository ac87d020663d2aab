/**
 * `eval --trec-out`: the golden set as qrels and a run, each label (an `any:` group too) one
 * judged pseudo-document. Scored by `retrieval-gate trec` (trec_eval's definitions), the files
 * give exactly eval's recall@k, hit@k, ndcg@k and mrr, on poetry's real docs (poetry-fixture.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { goldenTrec } from '../../src/measure/golden-trec';
import { recordingIo } from '../support/recording-io';
import { writeFiles } from '../engine/repo-fixture';
import { AFTER, checkoutDocs, poetryPresent } from './poetry-fixture';

test('hand-written: a repeat of a found label is written under its own id, not as relevant', () => {
  const chunk = (rank: number, id: string, labels: string[]) => ({ rank, id, path: 'a.md', anchors: [], headings: [], relevant: labels.length > 0, score: 0, labels });
  const g = '{any: [a.md#x, b.md]}';
  const out = goldenTrec([
    { id: 'Q 1', labels: [{ label: 'a.md#y', resolved: true, bestRank: 3 }, { label: g, resolved: true, bestRank: 1 }], retrieved: [chunk(1, 'b.md#', [g]), chunk(2, 'a.md#x', [g]), chunk(3, 'a.md#y', ['a.md#y'])] },
  ]);
  expect(out.qrels).toBe('Q1 0 label:a.md#y 1\nQ1 0 label:{any:[a.md#x,b.md]} 1\n');
  expect(out.run).toBe('Q1 Q0 label:{any:[a.md#x,b.md]} 1 3 retrieval-gate\nQ1 Q0 a.md#x 2 2 retrieval-gate\nQ1 Q0 label:a.md#y 3 1 retrieval-gate\n');
});

const present = poetryPresent();
(present ? test : test.skip)('on poetry docs: trec scores the export exactly as eval measures the golden set', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rg-gtrec-'));
  try {
    checkoutDocs(dir, AFTER);
    writeFiles(dir, {
      'cfg.yml': "docs: ['docs/**/*.md']\nk: [1, 3, 5, 10]\npass_k: 5\n",
      'g.yml': `questions:
  - id: T1
    question: How do I add a dependency to my project?
    relevant: [{any: [docs/cli.md#add, docs/basic-usage.md#specifying-dependencies]}]
  - id: T2
    question: How do I remove a package?
    relevant: [docs/cli.md#remove, docs/managing-dependencies.md]
  - id: T3
    question: How do I configure a private package repository?
    relevant: [{any: [docs/repositories.md, docs/cli.md#source]}, docs/configuration.md#repositoriesnameurl]
  - id: T4
    question: How do I publish my package to PyPI?
    relevant: [docs/cli.md#publish]
  - id: T5
    question: How do I activate the virtual environment?
    relevant: [{any: [docs/managing-environments.md, docs/basic-usage.md#activating-the-virtual-environment, docs/cli.md#env-activate]}]
`,
    });
    const ev = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--config', 'cfg.yml', '--golden', 'g.yml', '--json', '--trec-out', 'out'], ev)).toBe(0);
    const result = JSON.parse(ev.out);
    expect(result.counted).toBe(5);
    // Not a trivial agreement on zeros: some evidence is found, not all of it at rank 1.
    expect(result.metrics['recall@10']).toBeGreaterThan(0);
    expect(result.metrics.mrr).toBeLessThan(1);
    const tr = recordingIo(dir);
    expect(await main(['trec', '--qrels', 'out/qrels.txt', '--run', 'out/run.txt', '--k', '1,3,5,10', '--json'], tr)).toBe(0);
    const trec = JSON.parse(tr.out);
    expect(trec.queries).toBe(5);
    for (const k of [1, 3, 5, 10]) {
      for (const m of ['recall', 'hit', 'ndcg']) expect(trec.metrics[`${m}@${k}`]).toBeCloseTo(result.metrics[`${m}@${k}`], 12);
    }
    expect(trec.metrics.mrr).toBeCloseTo(result.metrics.mrr, 12);
    // The group is one judged line: T1 has one relevant pseudo-document, T3 two.
    const qrels = readFileSync(join(dir, 'out/qrels.txt'), 'utf8').trim().split('\n');
    expect(qrels.filter((l) => l.startsWith('T1 '))).toEqual(['T1 0 label:{any:[docs/cli.md#add,docs/basic-usage.md#specifying-dependencies]} 1']);
    expect(qrels.filter((l) => l.startsWith('T3 '))).toHaveLength(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
