import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { BASE_FILES, DOCS_PR, makeRepo } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

let dir: string;
beforeAll(() => {
  dir = makeRepo(BASE_FILES, DOCS_PR);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('retrieval-gate eval', () => {
  test('--json prints eval@1', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'main', '--json'], t)).toBe(0);
    const r = JSON.parse(t.out);
    expect(r.schema).toBe('retrieval-gate/eval@1');
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['k', 'pass_k', 'docs', 'chunks', 'metrics', 'questions', 'broken_labels']));
    expect(r.questions[0]).toEqual(expect.objectContaining({ id: 'R1', answerable: true, tags: ['returns'], pass: true }));
  });
  test('the table: metrics, questions, broken labels with a fix, diagnosis', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'pr'], t)).toBe(0);
    expect(t.out).toMatch(/^pr \([0-9a-f]{12}\): 4 documents, \d+ chunks, retriever /);
    expect(t.out).toMatch(/\nrecall@1 +0\.500\n/);
    expect(t.out).toMatch(/\nR2 +excluded +docs\/billing\.md#annual-plans broken\n/);
    // One snapshot cannot show a rename: the label is reported as missing, with the candidates.
    expect(t.out).toContain('docs/billing.md#annual-plans: no such anchor #annual-plans in docs/billing.md');
    expect(t.out).toMatch(/\ndiagnosis: /);
  });
  test('--dir reads the working tree', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--dir', '.', '--json'], t)).toBe(0);
    expect(JSON.parse(t.out).docs).toBe(4);
  });
  test('exit 2: --rev with --dir, unknown revision', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'main', '--dir', '.'], t)).toBe(2);
    expect(t.err).toMatch(/--rev and --dir cannot be used together/);
    const u = recordingIo(dir);
    expect(await main(['eval', '--rev', 'no-such-branch'], u)).toBe(2);
    expect(u.err).toMatch(/no-such-branch/);
  });
});

describe('eval: required facts and the per-tag breakdown', () => {
  // Tags that cut across each other, and facts: one as the page words it (case and spacing
  // aside), one that is nowhere.
  const GOLDEN = `questions:
  - id: R1
    question: Can I return refurbished headphones?
    relevant: [docs/returns.md#refurbished-products]
    required_facts: ["7-day  RETURN window", not in any document]
    tags: [returns, hardware]
  - id: R3
    question: How long does shipping take to Canada?
    relevant: [docs/shipping.md]
    tags: [shipping, hardware]
  - id: R5
    question: Can I exchange for a different colour?
    relevant: [docs/returns.md#exchanges]
    tags: [returns]
  - id: R6
    question: Do you sell gift cards?
    answerable: false
    tags: [returns]
`;
  let goldenDir: string;
  let golden: string;
  beforeAll(() => {
    goldenDir = mkdtempSync(join(tmpdir(), 'rg-eval-golden-'));
    golden = join(goldenDir, 'golden.yml');
    writeFileSync(golden, GOLDEN);
    writeFileSync(join(goldenDir, 'untagged.yml'), GOLDEN.replace(/\n +tags: .*/g, ''));
  });
  afterAll(() => rmSync(goldenDir, { recursive: true, force: true }));

  test('--json: each question with facts carries them and, per fact, its rank in the top pass_k or null', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'main', '--golden', golden, '--json'], t)).toBe(0);
    const r = JSON.parse(t.out);
    expect(r.questions[0].required_facts).toEqual(['7-day  RETURN window', 'not in any document']);
    expect(r.questions[0].fact_ranks).toEqual([1, null]);
    expect(r.questions[1]).not.toHaveProperty('required_facts');
    expect(r.questions[1]).not.toHaveProperty('fact_ranks');
  });

  test('the table breaks the measures down per tag, under the line for all counted questions', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'pr', '--golden', golden], t)).toBe(0);
    const json = recordingIo(dir);
    await main(['eval', '--rev', 'pr', '--golden', golden, '--json'], json);
    const r = JSON.parse(json.out);
    // At pr the sale page takes rank 1 for R1 (evidence at 2); R3 and R5 stay at 1. R6 is unanswerable: not counted.
    expect(t.out).toContain(
      [
        '\nby tag (counted questions; every metric per tag: --json tag_metrics):',
        '  tag       questions  pass@1  recall@1  precision@1  hit@1  ndcg@1  mrr',
        '  (all)     3          2/3     0.667     0.667        0.667  0.667   0.833',
        '  hardware  2          1/2     0.500     0.500        0.500  0.500   0.750',
        '  returns   2          1/2     0.500     0.500        0.500  0.500   0.750',
        '  shipping  1          1/1     1.000     1.000        1.000  1.000   1.000',
        '',
      ].join('\n'),
    );
    // The same numbers as the JSON's tag_metrics.
    expect(r.tag_metrics.hardware).toMatchObject({ 'recall@1': 0.5, mrr: 0.75 });
    expect(Object.keys(r.tag_metrics)).toEqual(['hardware', 'returns', 'shipping']);
    // R1's facts: the page holding the first one fell to rank 2, past pass_k.
    expect(t.out).toMatch(/\nR1 +FAIL +docs\/returns\.md#refurbished-products @2 · facts 0\/2 in top 1\n/);
  });

  test('without tags there is no per-tag table', async () => {
    const t = recordingIo(dir);
    expect(await main(['eval', '--rev', 'main', '--golden', golden.replace('golden.yml', 'untagged.yml')], t)).toBe(0);
    expect(t.out).not.toContain('by tag');
  });
});

describe('eval --rev right after init: the new files are not committed yet', () => {
  test('an uncommitted config is named, with how to use it (the defaults still apply: the revision is measured)', async () => {
    const repo = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': null } as unknown as Record<string, string>, {});
    try {
      // Written by `init`, not committed: the revision has no config.
      writeFileSync(join(repo, '.github/retrieval-gate.yml'), 'k: [1, 5]\n');
      const t = recordingIo(repo);
      expect(await main(['eval', '--rev', 'main'], t)).toBe(0);
      expect(t.err).toMatch(/config: none at main:\.github\/retrieval-gate\.yml \(commit [0-9a-f]{7}\), the defaults apply; \.github\/retrieval-gate\.yml exists in the working tree but not in main \(not committed yet\?\): commit it, or give --config \.github\/retrieval-gate\.yml to use it as it is on disk/);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
  test('an uncommitted golden set: exit 2 with the same advice', async () => {
    const repo = makeRepo({ ...BASE_FILES, '.github/retrieval-golden.yml': null } as unknown as Record<string, string>, {});
    try {
      writeFileSync(join(repo, '.github/retrieval-golden.yml'), BASE_FILES['.github/retrieval-golden.yml']);
      const t = recordingIo(repo);
      expect(await main(['eval', '--rev', 'main'], t)).toBe(2);
      expect(t.err).toMatch(/no golden set: \.github\/retrieval-golden\.yml does not exist in main; \.github\/retrieval-golden\.yml exists in the working tree but not in main \(not committed yet\?\): commit it, or give --golden \.github\/retrieval-golden\.yml/);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
