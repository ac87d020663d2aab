/**
 * The bundled example's failing pull request (examples/acme) made to pass with "inert" settings,
 * row 8 of the attacker's review. On top of the example's head commit the PR also changes its
 * config (`k: [1, 3, 20]`, `pass_k: 20`, `exclude: [archive/**]`) and relabels R06 and R18 in
 * the golden set. The old code took all of that from the PR under pull_request_target, kept only
 * the base's gate, and dropped the base's `recall@5` threshold silently because the PR no longer
 * reported recall@5: the comment read "✅ gate passed — 2 relabelled", exit 0. Now the base's
 * config and golden set are judged, so the gate fails for the example's three reasons, and the
 * PR's changes are listed as proposals.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { git } from './repo-fixture';

const ROOT = resolve(__dirname, '../..');
const ATTACK_CONFIG = `docs: ['**/*.md']
exclude: ['archive/**']
k: [1, 3, 20]
pass_k: 20
context:
  top_k: 5
  token_budget: 600
gate:
  max_drop:
    mrr: 0.05
`;

let repo: string;
beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rg-trust-acme-'));
  execFileSync('bash', [join(ROOT, 'examples/acme/make-git-repo.sh'), repo], { stdio: 'ignore' });
  const golden = join(repo, '.github/retrieval-golden.yml');
  writeFileSync(golden, readFileSync(golden, 'utf8').split('billing/refunds.md#annual-plans').join('billing/refunds.md#yearly-plans'));
  writeFileSync(join(repo, '.github/retrieval-gate.yml'), ATTACK_CONFIG);
  git(repo, 'commit', '-q', '-am', 'exclude the archive, measure at 20, relabel R06 and R18');
}, 300_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const request = { base: 'HEAD~2', head: 'HEAD' };

test('on a trusted event (the PR runs its own workflow anyway) the PR decides its settings: the gate passes', async () => {
  // What the old code also did under pull_request_target.
  const r = await runCompare(request, { cwd: repo, env: {} });
  expect(r.gate.passed).toBe(true);
  expect(r.questions.filter((q) => q.status === 'relabelled').map((q) => q.id)).toEqual(['R06', 'R18']);
  expect(r.trust).toBeUndefined();
}, 300_000);

test("under a privileged event the base's settings and golden set are judged: the gate fails for the example's three reasons", async () => {
  const r = await runCompare({ ...request, untrustedHead: true, event: 'pull_request_target' }, { cwd: repo, env: {} });
  expect(r.gate.passed).toBe(false);
  expect(r.gate.reasons.map((x) => x.split(':')[0]).sort()).toEqual(['fail_on_broken_labels', 'fail_on_forbidden', 'max_newly_failing']);
  expect(r.questions.find((q) => q.id === 'R03')?.status).toBe('newly_failing');
  expect(r.questions.some((q) => q.status === 'relabelled')).toBe(false);
  // The base's cut-offs: its recall@5 threshold is measured, not dropped.
  expect(Object.keys(r.head.metrics)).toEqual(expect.arrayContaining(['recall@5', 'recall@10']));
  expect(Object.keys(r.head.metrics)).not.toContain('recall@20');
  expect(r.gate.rules.find((x) => x.rule === 'max_drop.recall@5')?.detail).toMatch(/^recall@5 1\.000 → 0\.952/);
  // Every change of the PR is a proposal, with what it changes.
  const proposals = r.trust!.config_proposals!;
  expect(proposals.map((p) => p.key)).toEqual(['exclude', 'gate.max_drop.recall@5', 'k', 'pass_k']);
  expect(proposals.find((p) => p.key === 'k')).toEqual({ key: 'k', base: '[1,3,5,10]', head: '[1,3,20]', effect: 'the cut-offs reported and gated' });
  expect(proposals.find((p) => p.key === 'gate.max_drop.recall@5')).toMatchObject({ base: '0.05', head: '(unset)' });
  expect(r.trust!.golden_proposal).toEqual(['R06: relevant changed', 'R18: relevant changed']);
  expect(r.trust!.refused).toEqual([]);
  const md = renderComment(r);
  expect(md).toMatch(/^### ❌ retrieval-gate: gate failed/m);
  expect(md).toContain("> 📝 **This pull request proposes changes to `exclude`, `gate.max_drop`, `k`, `pass_k` and 2 golden-set questions, not applied on `pull_request_target`:**");
  expect(md).toContain('- `k`: `[1,3,5,10]` → `[1,3,20]` (the cut-offs reported and gated)');
  expect(md).toContain('- golden set `R06: relevant changed`');
}, 300_000);
