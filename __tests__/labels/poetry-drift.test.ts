/**
 * Label drift on a real page with repeated headings: poetry's docs/cli.md, 25 → 28 `#### Options`
 * in one real commit (poetry-fixture.ts). A label on `#options-12` (remove's options) still
 * resolves after the commit but to python install's options: it must be reported as a label
 * change with `#options-15` as the fix, scored through it (no newly failing question), and
 * `fix-labels` must write that fix. A label whose section did not move is left alone. An "any of"
 * group is measured as one piece of evidence. Skipped when the mirror is absent.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { annotationsFor } from '../../src/github/annotations';
import { validateReport } from '../../src/report/validate';
import { recordingIo } from '../support/recording-io';
import { writeFiles } from '../engine/repo-fixture';
import { poetryPresent, renumberingRepo } from './poetry-fixture';

const present = poetryPresent();
const maybe = present ? describe : describe.skip;

const GOLDEN = `questions:
  - id: P1
    question: How do I remove a package from a dependency group with poetry remove?
    relevant: [docs/cli.md#options-12]     # remove's "Options" before the python commands
  - id: P2
    question: Which options does poetry show take to print a dependency tree?
    relevant:
      - docs/cli.md#options-20             # show's "Options"
  - id: P3
    question: Which options does poetry build take to choose the format?
    relevant: [docs/cli.md#options-1]      # build's "Options": not renumbered
  - id: P4
    question: How do I add a dependency to my project?
    relevant:
      - {any: [docs/cli.md#add, docs/basic-usage.md#specifying-dependencies]}
  - id: P5
    question: How do I see which packages are installed?
    relevant:
      - any:
          - docs/basic-usage.md#installing-dependencies
          - docs/cli.md#options-20          # show's "Options", inside a group
`;

maybe('label drift on poetry docs/cli.md (real commit pair)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-poetry-'));
    renumberingRepo(dir, { '.github/retrieval-gate.yml': "docs: ['docs/**/*.md']\nk: [1, 5]\npass_k: 5\n", '.github/retrieval-golden.yml': GOLDEN }, writeFiles);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('renumbered anchors: a label change with the new anchor as fix, scored through it, not a regression', async () => {
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    const by = new Map(report.broken_labels.map((b) => [b.question, b]));
    expect(by.get('P1')).toMatchObject({ kind: 'new', label: 'docs/cli.md#options-12', fix: { kind: 'drifted', label: 'docs/cli.md#options-15' }, scored_via: 'docs/cli.md#options-15' });
    expect(by.get('P1')!.suggestion).toContain('Commands > remove > Options');
    // The stable way out is named: remove's own section, whose anchor is unique on the page.
    expect(by.get('P1')!.suggestion).toContain('docs/cli.md#remove');
    expect(by.get('P2')).toMatchObject({ fix: { kind: 'drifted', label: 'docs/cli.md#options-23' } });
    expect(by.has('P3')).toBe(false);
    // A group member that drifted: the group's fix replaces that member only.
    expect(by.get('P5')).toMatchObject({
      kind: 'new',
      label: '{any: [docs/basic-usage.md#installing-dependencies, docs/cli.md#options-20]}',
      fix: { kind: 'drifted', label: '{any: [docs/basic-usage.md#installing-dependencies, docs/cli.md#options-23]}' },
      scored_via: '{any: [docs/basic-usage.md#installing-dependencies, docs/cli.md#options-23]}',
    });
    expect(by.has('P4')).toBe(false);
    const statuses = new Map(report.questions.map((q) => [q.id, q.status]));
    expect(statuses.get('P1')).not.toBe('newly_failing');
    expect(statuses.get('P2')).not.toBe('newly_failing');
    const p1 = report.questions.find((q) => q.id === 'P1')!;
    // Base and head judged on the same section: the same best rank on both sides.
    expect(p1.head.labels[0]).toMatchObject({ label: 'docs/cli.md#options-12', via: 'docs/cli.md#options-15' });
    expect(p1.head.labels[0].bestRank).toBe(p1.base.labels[0].bestRank);
    // The numbered labels are also warned about where they are written, stable anchor as the fix.
    const warned = report.label_warnings ?? [];
    expect(warned.find((w) => w.question === 'P3')).toMatchObject({ kind: 'numbered', file: '.github/retrieval-golden.yml', line: 11, column: 16, fix: 'docs/cli.md#build' });
    // A drifted label is reported once, with its fix, not warned about again.
    expect(warned.some((w) => w.question === 'P1' || w.question === 'P2' || w.question === 'P5')).toBe(false);
    expect(warned.some((w) => w.question === 'P4')).toBe(false);
    // The report with its new keys passes the check `mode: post` applies, and the action annotates the lines.
    expect(validateReport(JSON.parse(JSON.stringify(report))).ok).toBe(true);
    const notes = annotationsFor(report, '.github/retrieval-golden.yml').filter((a) => a.level === 'warning');
    expect(notes.find((a) => a.line === 11)?.message).toMatch(/numbered repeat of the heading "Options" \(Commands > build > Options\)/);
  });

  test('an any-of group on real pages: one label, found when either member is', async () => {
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    const p4 = report.questions.find((q) => q.id === 'P4')!;
    expect(p4.head.labels).toHaveLength(1);
    const group = '{any: [docs/cli.md#add, docs/basic-usage.md#specifying-dependencies]}';
    expect(p4.head.labels[0].label).toBe(group);
    const firstRelevant = p4.head.retrieved.find((c) => c.relevant);
    expect(p4.head.labels[0].bestRank).toBe(firstRelevant?.rank ?? null);
    for (const c of p4.head.retrieved) {
      const member = c.path === 'docs/cli.md' ? c.anchors.includes('add') : c.path === 'docs/basic-usage.md' && c.anchors.includes('specifying-dependencies');
      expect(c.relevant).toBe(member);
      expect(c.labels).toEqual(member ? [group] : []);
    }
    // One label: recall@5 is 0 or 1, never a half.
    expect([0, 1]).toContain(p4.head.measures['recall@5']);
  });

  test('fix-labels refuses the drift fixes validate would warn on (numbered repeats again) and leaves the file byte for byte', async () => {
    const io = recordingIo(dir);
    const code = await main(['fix-labels', '--base', 'main', '--head', 'pr'], io);
    expect(code).toBe(0);
    const after = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    expect(after).toBe(GOLDEN);
    expect(io.err).toMatch(/refused: question 'P1': docs\/cli\.md#options-12 → docs\/cli\.md#options-15: validate would warn: .*numbered repeat/);
    expect(io.err).toMatch(/refused: question 'P5': /);
  });
});

/** The 25 "Options" sections of docs/cli.md before the commit, each with the command it belongs to. */
const COMMANDS = ['add', 'build', 'check', 'config', 'env info', 'env list', 'env remove', 'init', 'install', 'lock', 'new', 'publish', 'remove', 'self add', 'self install', 'self lock', 'self remove', 'self show', 'self sync', 'self update', 'show', 'source add', 'sync', 'update', 'version'];
const EVERY_OPTIONS = `questions:\n${COMMANDS.map((c, i) => `  - id: O${String(i).padStart(2, '0')}\n    question: Which options does poetry ${c} take?\n    relevant: [docs/cli.md#options${i ? `-${i}` : ''}]\n`).join('')}`;

maybe('every Options label of poetry docs/cli.md across the renumbering commit (the figure in docs/compare.md)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-poetry-all-'));
    renumberingRepo(dir, { '.github/retrieval-gate.yml': "docs: ['docs/**/*.md']\nk: [1, 5]\npass_k: 5\n", '.github/retrieval-golden.yml': EVERY_OPTIONS }, writeFiles);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('13 drifted labels, each fixed to its own section three anchors on; no question newly failing; recall@5 unchanged', async () => {
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    const drifted = report.broken_labels.filter((b) => b.fix?.kind === 'drifted');
    // Options of `remove` (options-12) and every one after it moved three anchors on.
    expect(drifted.map((b) => [b.label, b.fix?.label])).toEqual(COMMANDS.slice(12).map((_, j) => [`docs/cli.md#options-${12 + j}`, `docs/cli.md#options-${15 + j}`]));
    expect(report.broken_labels).toHaveLength(13);
    expect(report.questions.filter((q) => q.status === 'newly_failing')).toEqual([]);
    expect(report.head.metrics['recall@5']).toBe(report.base.metrics['recall@5']);
    expect(report.gate.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual(['fail_on_broken_labels']);
  });
});
