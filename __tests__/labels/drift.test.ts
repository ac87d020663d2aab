/**
 * Label drift on a fixture repository the test writes itself (drift-fixture.ts), so CI runs it:
 * a renamed heading, a renumbered anchor and a group member that drifted are label changes scored
 * through their new place; a fix never names an anchor the page declares more than once, never an
 * explicit id the PR added when the head is untrusted, and a group's fix stays a list of members
 * whatever its ids hold (`<a id="!, docs/evil.md">` once split a fix into a PR-added page); an
 * answer whose text left the head is a regression, reported as one. poetry-drift.test.ts runs the
 * same on a real page when its mirror is there.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { parseGoldenSet } from '../../src/golden/parse';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { validateReport } from '../../src/report/validate';
import { makeRepo } from '../engine/repo-fixture';
import { commentContradictions } from '../support/contradictions';
import { recordingIo } from '../support/recording-io';
import { BASE, CLI, CONFIG, EVIL, GUIDE, GOLDEN, REMOVE, RENUMBERED, renumberedWithIds } from './drift-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo(change: Record<string, string | null>, base = BASE()): string {
  const dir = makeRepo(base, change);
  dirs.push(dir);
  return dir;
}

const UNTRUSTED = { untrustedHead: true, event: 'pull_request_target' } as const;

async function compare(dir: string, untrusted = false): Promise<Report> {
  const report = await runCompare({ base: 'main', head: 'pr', ...(untrusted ? UNTRUSTED : {}) }, { cwd: dir, env: {} });
  expect(validateReport(JSON.parse(JSON.stringify(report))).ok).toBe(true);
  return report;
}

const broken = (r: Report, q: string) => r.broken_labels.find((b) => b.question === q && b.side === 'head');
const question = (r: Report, q: string) => r.questions.find((x) => x.id === q)!;
/** Every head chunk counted as a question's evidence. */
const evidencePaths = (r: Report, q: string) => question(r, q).head.retrieved.filter((c) => c.relevant).map((c) => c.path);

test('a renamed heading: the same text under a new slug is the fix, scored through it', async () => {
  const r = await compare(repo({ 'docs/guide.md': GUIDE.replace('## Installing', '## Installation') }));
  expect(broken(r, 'INSTALL')).toMatchObject({ kind: 'new', fix: { kind: 'renamed', label: 'docs/guide.md#installation' }, scored_via: 'docs/guide.md#installation' });
  expect(question(r, 'INSTALL').status).toBe('still_passing');
});

test('a renumbered anchor and a drifted group member: label changes with the new anchor, scored through it, no regression', async () => {
  const r = await compare(repo({ 'docs/cli.md': RENUMBERED }));
  expect(broken(r, 'REMOVE')).toMatchObject({ kind: 'new', label: 'docs/cli.md#options-1', fix: { kind: 'drifted', label: 'docs/cli.md#options-2' }, scored_via: 'docs/cli.md#options-2' });
  // The group's fix as data: its members, the drifted one replaced.
  expect(broken(r, 'SHOW')).toMatchObject({
    any: ['docs/guide.md#configuring', 'docs/cli.md#options-2'],
    fix: { kind: 'drifted', any: ['docs/guide.md#configuring', 'docs/cli.md#options-3'], label: '{any: [docs/guide.md#configuring, docs/cli.md#options-3]}' },
  });
  for (const q of ['REMOVE', 'SHOW']) expect([q, question(r, q).status]).toEqual([q, 'still_passing']);
  expect(question(r, 'REMOVE').head.labels[0].bestRank).toBe(question(r, 'REMOVE').base.labels[0].bestRank);
  expect(r.questions.every((q) => q.answer_gone === undefined)).toBe(true);
});

test("a heading's explicit id that names the moved text once is the lasting fix; on an untrusted head an id the PR added is not", async () => {
  const dir = repo({ 'docs/cli.md': renumberedWithIds('remove-options', 'show-options') });
  const trusted = await compare(dir);
  expect(broken(trusted, 'REMOVE')?.fix).toEqual({ kind: 'drifted', label: 'docs/cli.md#remove-options' });
  const untrusted = await compare(dir, true);
  expect(broken(untrusted, 'REMOVE')?.fix).toEqual({ kind: 'drifted', label: 'docs/cli.md#options-2' });
  expect(broken(untrusted, 'SHOW')?.fix?.any).toEqual(['docs/guide.md#configuring', 'docs/cli.md#options-3']);
});

test('a heading renamed under pull_request_target: the fix is its slug, never the id the PR gave it, for a label and a group member', async () => {
  // Both headings renamed and given ids that sort before their slugs: trusted, the ids are the fixes.
  const renamed = GUIDE.replace('## Installing', '## <a id="aaa-install"></a>Installation').replace('## Configuring', '## <a id="aaa-config"></a>Configuration');
  const dir = repo({ 'docs/guide.md': renamed });
  const trusted = await compare(dir);
  expect(broken(trusted, 'INSTALL')?.fix).toEqual({ kind: 'renamed', label: 'docs/guide.md#aaa-install' });
  expect(broken(trusted, 'SHOW')?.fix?.any).toEqual(['docs/guide.md#aaa-config', 'docs/cli.md#options-2']);
  const untrusted = await compare(dir, true);
  expect(broken(untrusted, 'INSTALL')).toMatchObject({ fix: { kind: 'renamed', label: 'docs/guide.md#installation' }, scored_via: 'docs/guide.md#installation' });
  expect(broken(untrusted, 'SHOW')?.fix?.any).toEqual(['docs/guide.md#configuration', 'docs/cli.md#options-2']);
  expect(question(untrusted, 'INSTALL').status).toBe('still_passing');
});

test('an id the PR gives to several sections is never a fix: the label would take in the PR-added one', async () => {
  // remove's Options and a PR-added section share the id `opts`; the added one holds the question's words.
  const extra = `\n## notes\n\n### <a id="opts"></a>Notes\n\n${EVIL.split('\n').slice(2).join('\n')}`;
  const dir = repo({ 'docs/cli.md': renumberedWithIds('opts', 'show-opts', extra) });
  for (const untrusted of [false, true]) {
    const r = await compare(dir, untrusted);
    expect([untrusted, broken(r, 'REMOVE')?.fix]).toEqual([untrusted, { kind: 'drifted', label: 'docs/cli.md#options-2' }]);
    const evidence = question(r, 'REMOVE').head.retrieved.filter((c) => c.relevant);
    expect(evidence.every((c) => c.anchors.includes('options-2'))).toBe(true);
  }
});

test('a group fix whose id holds ", docs/evil.md" stays two members: the PR-added page is never evidence', async () => {
  const dir = repo({ 'docs/cli.md': renumberedWithIds('r', '!, docs/evil.md'), 'docs/evil.md': EVIL });
  const trusted = await compare(dir);
  for (const r of [trusted, await compare(dir, true)]) {
    expect(evidencePaths(r, 'SHOW')).not.toContain('docs/evil.md');
    expect(evidencePaths(r, 'REMOVE')).not.toContain('docs/evil.md');
    expect(r.broken_labels.flatMap((b) => b.fix?.any ?? [])).not.toContain('docs/evil.md');
  }
  expect(broken(trusted, 'SHOW')?.fix?.any).toEqual(['docs/guide.md#configuring', 'docs/cli.md#!, docs/evil.md']);
  // fix-labels writes the member as one quoted scalar: read back, the group has its two members.
  const io = recordingIo(dir);
  expect(await main(['fix-labels', '--base', 'main', '--head', 'pr'], io)).toBe(0);
  const after = parseGoldenSet(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8'), 'g.yml');
  const show = after.questions.find((q) => q.id === 'SHOW')!;
  expect(show.relevant[0].any?.map((m) => m.raw)).toEqual(['docs/guide.md#configuring', 'docs/cli.md#!, docs/evil.md']);
  expect(after.questions.find((q) => q.id === 'REMOVE')!.relevant.map((l) => l.raw)).toEqual(['docs/cli.md#r']);
});

test('fix-labels refuses a fix validate would warn on (a numbered repeat again), naming the question and the label', async () => {
  const dir = repo({ 'docs/cli.md': RENUMBERED });
  const io = recordingIo(dir);
  expect(await main(['fix-labels', '--base', 'main', '--head', 'pr'], io)).toBe(0);
  expect(io.err).toMatch(/refused: question 'REMOVE': docs\/cli\.md#options-1 → docs\/cli\.md#options-2: validate would warn: .*numbered repeat/);
  expect(io.err).toMatch(/refused: question 'SHOW': /);
  expect(readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8')).toBe(GOLDEN);
});

describe("the answer's text removed: a regression, not a label rename", () => {
  // remove's Options section deleted: `#options-1` now names show's Options, which ranks for the question.
  const change = { 'docs/cli.md': CLI.replace(REMOVE, REMOVE.slice(0, REMOVE.indexOf('### Options'))) };

  test.each(['off', 'new'])('pull_request_target, base fail_on_broken_labels: %s: newly failing with the reason, the gate fails', async (rule) => {
    const dir = repo(change, BASE(GOLDEN, `${CONFIG}gate:\n  fail_on_broken_labels: ${rule}\n`));
    const r = await compare(dir, true);
    const q = question(r, 'REMOVE');
    expect(q.status).toBe('newly_failing');
    expect(q.answer_gone?.[0]).toMatch(/^docs\/cli\.md#options-1: the text it named at base \("Commands > remove > Options"\) .*now names another section \("Commands > show > Options"\)/);
    expect(broken(r, 'REMOVE')).toBeUndefined();
    expect(r.gate.passed).toBe(false);
    expect(r.gate.reasons.join('\n')).toMatch(/max_newly_failing: 1 question newly failing: REMOVE, 0 allowed/);
    // The comment says why, and contradicts neither report.json nor itself.
    const comment = renderComment(r);
    expect(comment).toMatch(/answer gone from the head: docs\/cli\.md#options-1: the text it named at base/);
    expect(commentContradictions(r, comment)).toEqual([]);
  });

  test('a unique heading whose text was rewritten in place is the same section edited, not a gone answer', async () => {
    const r = await compare(repo({ 'docs/guide.md': GUIDE.replace(/Install the tool[^\n]*/, 'Everything about setting things up has moved to the new handbook, chapter two.') }));
    expect(question(r, 'INSTALL').answer_gone).toBeUndefined();
  });
});
