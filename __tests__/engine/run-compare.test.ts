import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { runEval } from '../../src/engine/run-eval';
import { isInputError } from '../../src/errors';
import { BASE_FILES, CONFIG, DOCS_PR, GOLDEN, makeFolders, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const repo = (change: Record<string, string | null>, base = BASE_FILES) => {
  const dir = makeRepo(base, change);
  made.push(dir);
  return dir;
};
const deps = (cwd: string) => ({ cwd, env: {} });

describe('compare of two revisions: a docs PR', () => {
  let report: Awaited<ReturnType<typeof runCompare>>;
  beforeAll(async () => {
    const dir = repo(DOCS_PR);
    report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
  });

  test('sides are the resolved commits with their documents and chunks', () => {
    expect(report.schema).toBe('retrieval-gate/report@1');
    expect(report.base.rev).toBe('main');
    expect(report.head.rev).toBe('pr');
    expect(report.base.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(report.base.docs).toBe(3);
    expect(report.head.docs).toBe(4);
    expect(report.k).toEqual([1, 3]);
    expect(report.pass_k).toBe(1);
  });
  test('the distractor page makes R1 newly fail, with the page named as what took its place', () => {
    const r1 = report.questions.find((q) => q.id === 'R1')!;
    expect(r1.status).toBe('newly_failing');
    expect(r1.moves[0].base_rank).toBe(1);
    expect(r1.moves[0].head_rank).toBeGreaterThan(1);
    expect(r1.displaced_by[0]).toMatchObject({ path: 'docs/outlet/spring-sale.md', change: 'added' });
    const sale = report.additions.find((a) => a.path === 'docs/outlet/spring-sale.md')!;
    expect(sale.change).toBe('added');
    expect(sale.questions).toContain('R1');
    expect(sale.displaced.map((d) => d.question)).toContain('R1');
  });
  test('the renamed heading is a broken label with the new anchor suggested, and R2 is scored through it', () => {
    const r2 = report.questions.find((q) => q.id === 'R2')!;
    expect(r2.status).toBe('still_passing');
    expect(r2.head.labels[0]).toMatchObject({ label: 'docs/billing.md#annual-plans', resolved: true, via: 'docs/billing.md#annual-subscriptions' });
    expect(report.broken_labels).toEqual([
      expect.objectContaining({
        question: 'R2',
        label: 'docs/billing.md#annual-plans',
        side: 'head',
        kind: 'new',
        fix: { kind: 'renamed', label: 'docs/billing.md#annual-subscriptions' },
        scored_via: 'docs/billing.md#annual-subscriptions',
      }),
    ]);
    expect(report.excluded).toEqual([{ id: 'R4', reason: 'unanswerable' }]);
  });
  test('unchanged question still passes; unanswerable is apart', () => {
    expect(report.questions.find((q) => q.id === 'R3')!.status).toBe('still_passing');
    expect(report.questions.find((q) => q.id === 'R4')!.status).toBe('unanswerable');
  });
  test('aggregates over R1, R2 (through its moved section) and R3, the gate fails naming its rules', () => {
    expect(report.base.metrics['recall@1']).toBe(1);
    expect(report.head.metrics['recall@1']).toBeCloseTo(2 / 3, 12);
    expect(report.deltas['recall@1']).toBeCloseTo(-1 / 3, 12);
    expect(report.corpus).toMatchObject({ docs_added: 1, docs_changed: 1, docs_deleted: 0 });
    expect(report.golden.changed_in_pr).toBe(false);
    expect(report.config).toEqual({ file: '.github/retrieval-gate.yml', changed_in_pr: false, base_used_own_config: true, from: 'pr' });
    expect(report.gate.passed).toBe(false);
    expect(report.gate.reasons.some((r) => r.startsWith('max_newly_failing: 1 question newly failing: R1'))).toBe(true);
    expect(report.gate.reasons.some((r) => r.startsWith('fail_on_broken_labels:'))).toBe(true);
  });
  test('byte-identical on a second run', async () => {
    const again = await runCompare({ base: 'main', head: 'pr' }, deps(repo(DOCS_PR)));
    // Commits differ between two repositories made at different seconds; everything else must not.
    const strip = (r: typeof report) => JSON.stringify({ ...r, base: { ...r.base, commit: '' }, head: { ...r.head, commit: '' } });
    expect(strip(again)).toBe(strip(report));
  });
});

test('a PR that changes only the chunking config is measured with each side its own chunking', async () => {
  const dir = repo({ '.github/retrieval-gate.yml': `${CONFIG}chunking:\n  max_chars: 60\n  hard_limit: 80\n` });
  const report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
  expect(report.config).toEqual({ file: '.github/retrieval-gate.yml', changed_in_pr: true, base_used_own_config: true, from: 'pr' });
  expect(report.golden.changed_in_pr).toBe(false);
  expect(report.corpus).toMatchObject({ docs_added: 0, docs_changed: 0, docs_deleted: 0 });
  expect(report.head.chunks).toBeGreaterThan(report.base.chunks);
  expect(report.additions).toEqual([]);
  expect(report.broken_labels).toEqual([]);
});

test('a PR that changes only the golden set: same docs, same numbers for the old questions', async () => {
  const golden = `${GOLDEN}  - id: R5
    question: Are exchanges free?
    relevant: [docs/returns.md#exchanges]
`;
  const dir = repo({ '.github/retrieval-golden.yml': golden });
  const report = await runCompare({ base: 'main', head: 'pr' }, deps(dir));
  expect(report.golden).toEqual({ file: '.github/retrieval-golden.yml', questions: 5, changed_in_pr: true, from: 'pr' });
  expect(report.config.changed_in_pr).toBe(false);
  expect(Object.values(report.deltas).every((d) => d === 0)).toBe(true);
  expect(report.questions.map((q) => q.status)).toEqual(['still_passing', 'still_passing', 'still_passing', 'unanswerable', 'still_passing']);
  expect(report.gate.passed).toBe(true);
});

test('compare of two folders, golden and config given as ordinary paths', async () => {
  const { root, baseDir, headDir } = makeFolders(BASE_FILES, DOCS_PR);
  made.push(root);
  const report = await runCompare({ baseDir: 'base', headDir: 'head', goldenPath: 'head/.github/retrieval-golden.yml', configPath: 'head/.github/retrieval-gate.yml' }, deps(root));
  expect(report.base.rev).toBe('base');
  expect(report.base.commit).toBeUndefined();
  expect(report.questions.map((q) => q.status)).toEqual(['newly_failing', 'still_passing', 'still_passing', 'unanswerable']);
  expect(report.broken_labels.map((b) => [b.question, b.kind, b.scored_via])).toEqual([['R2', 'new', 'docs/billing.md#annual-subscriptions']]);
  // Inside the head folder: the base's file at the same path is its base version.
  expect(report.config).toEqual({ file: 'head/.github/retrieval-gate.yml', changed_in_pr: false, base_used_own_config: true });
  expect(report.golden.changed_in_pr).toBe(false);
  expect(baseDir).not.toBe(headDir);
});

describe('input errors', () => {
  test('no golden set', async () => {
    const dir = repo({ '.github/retrieval-golden.yml': null });
    const err = await runCompare({ base: 'main', head: 'pr' }, deps(dir)).catch((e) => e);
    expect(isInputError(err)).toBe(true);
    expect(err.message).toMatch(/no golden set: \.github\/retrieval-golden\.yml does not exist in pr/);
  });
  test('an unknown revision', async () => {
    const dir = repo({});
    const err = await runCompare({ base: 'nope', head: 'pr' }, deps(dir)).catch((e) => e);
    expect(isInputError(err)).toBe(true);
    expect(err.message).toMatch(/nope/);
  });
  test('a bad config at head names the file', async () => {
    const dir = repo({ '.github/retrieval-gate.yml': 'k: [0]\n' });
    const err = await runCompare({ base: 'main', head: 'pr' }, deps(dir)).catch((e) => e);
    expect(isInputError(err)).toBe(true);
    expect(err.format()).toMatch(/\.github\/retrieval-gate\.yml/);
  });
  test('revisions and folders together', async () => {
    const err = await runCompare({ base: 'a', head: 'b', baseDir: 'x', headDir: 'y' }, deps('/')).catch((e) => e);
    expect(isInputError(err)).toBe(true);
  });
});

describe('eval of one side', () => {
  test('a revision: eval@1 shape with per-question results', async () => {
    const dir = repo(DOCS_PR);
    const r = await runEval({ rev: 'main' }, deps(dir));
    expect(r.schema).toBe('retrieval-gate/eval@1');
    expect(r.k).toEqual([1, 3]);
    expect(r.pass_k).toBe(1);
    expect(r.docs).toBe(3);
    expect(r.counted).toBe(3);
    expect(r.metrics['recall@1']).toBe(1);
    expect(r.questions.map((q) => [q.id, q.pass])).toEqual([
      ['R1', true],
      ['R2', true],
      ['R3', true],
      ['R4', false],
    ]);
    expect(r.questions[0].retrieved[0]).toMatchObject({ rank: 1, path: 'docs/returns.md', anchors: ['returns', 'refurbished-products'], relevant: true });
    const head = await runEval({ rev: 'pr' }, deps(dir));
    expect(head.broken_labels.map((b) => b.label)).toEqual(['docs/billing.md#annual-plans']);
    expect(head.excluded.map((e) => e.id)).toEqual(['R2', 'R4']);
  });
  test('a folder', async () => {
    const { root } = makeFolders(BASE_FILES, {});
    made.push(root);
    const r = await runEval({ dir: 'head' }, deps(root));
    expect(r.rev).toBe('head');
    expect(r.metrics['recall@1']).toBe(1);
  });
});

test('assembly check: evidence retrieved within context.top_k but past the token budget is cut', async () => {
  const withBudget = (budget: number) => ({ ...BASE_FILES, '.github/retrieval-gate.yml': `${CONFIG}context:\n  top_k: 3\n  token_budget: ${budget}\n` });
  const tight = makeFolders(withBudget(10), {});
  const roomy = makeFolders(withBudget(5000), {});
  made.push(tight.root, roomy.root);
  const cut = await runCompare({ baseDir: 'base', headDir: 'head' }, deps(tight.root));
  expect(cut.assembly).toEqual({ top_k: 3, token_budget: 10, tokenizer: 'o200k_base', base: { fits: 0, cut: ['R1', 'R2', 'R3'] }, head: { fits: 0, cut: ['R1', 'R2', 'R3'] } });
  const fits = await runCompare({ baseDir: 'base', headDir: 'head' }, deps(roomy.root));
  expect(fits.assembly?.head).toEqual({ fits: 3, cut: [] });
  const none = await runCompare({ baseDir: 'base', headDir: 'head' }, deps(makeFolders(BASE_FILES, {}).root));
  expect(none.assembly).toBeUndefined();
});
