/**
 * The golden set under a privileged event (src/config/trust-golden.ts, src/engine/load-inputs.ts):
 * the base's is judged, so a pull request cannot drop, relabel or disarm the question it breaks;
 * the head's stands only where the base has none. On a trusted event the head's is used as ever.
 */
import { rmSync } from 'node:fs';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { inputError } from '../support/input-error';
import { BASE_FILES, DOCS_PR, GOLDEN, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const repo = (base: Record<string, string>, change: Record<string, string | null>) => {
  const dir = makeRepo(base, change);
  made.push(dir);
  return dir;
};
const privileged = (dir: string) => runCompare({ base: 'main', head: 'pr', untrustedHead: true, event: 'workflow_run' }, { cwd: dir, env: {} });
const own = (dir: string) => runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });

// R1 is the question the docs PR breaks (its evidence drops out of the top 1).
const withoutR1 = GOLDEN.replace(/  - id: R1\n[\s\S]*?(?=  - id: R2)/, '');
const r1Disarmed = GOLDEN.replace('    relevant: [docs/returns.md#refurbished-products]\n    forbidden: [docs/returns-2023.md]\n', '    relevant: [docs/outlet/spring-sale.md]\n');

test('a PR that removes the question it breaks: passes on its own settings, fails on the base golden set, the removal proposed', async () => {
  const dir = repo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-golden.yml': withoutR1 });
  expect((await own(dir)).questions.map((q) => q.id)).not.toContain('R1');
  const r = await privileged(dir);
  expect(r.questions.find((q) => q.id === 'R1')?.status).toBe('newly_failing');
  expect(r.gate.passed).toBe(false);
  expect(r.trust?.golden_proposal).toEqual(['R1: removed']);
  expect(r.trust?.golden_from).toBe('.github/retrieval-golden.yml at the base commit');
  expect(r.golden.from).toBe('the base commit');
  expect(renderComment(r)).toContain('proposes changes to 1 golden-set question, not applied on `workflow_run`');
});

test('a PR that relabels it to the page it added: relabelled on its own settings, newly failing on the base golden set', async () => {
  const dir = repo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-golden.yml': r1Disarmed });
  expect((await own(dir)).questions.find((q) => q.id === 'R1')?.status).toBe('relabelled');
  const r = await privileged(dir);
  expect(r.questions.find((q) => q.id === 'R1')?.status).toBe('newly_failing');
  expect(r.trust?.golden_proposal).toEqual(['R1: relevant, forbidden changed']);
});

test('a PR that deletes the golden set: judged with the base one (every question listed as removed), not an error', async () => {
  const dir = repo(BASE_FILES, { ...DOCS_PR, '.github/retrieval-golden.yml': null });
  expect((await inputError(() => own(dir))).message).toMatch(/no golden set/);
  const r = await privileged(dir);
  expect(r.gate.passed).toBe(false);
  expect(r.trust?.golden_proposal).toEqual(['R1: removed', 'R2: removed', 'R3: removed', 'R4: removed']);
});

test("a base without a golden set: the PR's is used (there is no gate to weaken), and the note says so", async () => {
  const { ['.github/retrieval-golden.yml']: _g, ...noGolden } = BASE_FILES;
  const r = await privileged(repo(noGolden, { ...DOCS_PR, '.github/retrieval-golden.yml': GOLDEN }));
  expect(r.questions.map((q) => q.id)).toEqual(['R1', 'R2', 'R3', 'R4']);
  expect(r.trust?.golden_from).toBe('the pull request (the base has no golden set, so no gate to weaken)');
  expect(r.trust?.golden_proposal).toEqual([]);
});

test("a base golden set that does not parse is an error naming the file: the PR's cannot stand in for it", async () => {
  const dir = repo({ ...BASE_FILES, '.github/retrieval-golden.yml': 'questions: 3\n' }, { ...DOCS_PR, '.github/retrieval-golden.yml': GOLDEN });
  const e = await inputError(() => privileged(dir));
  expect(e.format()).toMatch(/^\.github\/retrieval-golden\.yml.*the golden set at the base commit does not parse, and on this event the pull request's cannot stand in for it/);
});
