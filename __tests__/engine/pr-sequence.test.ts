/**
 * A sequence of real pull requests on one temporary repository, each merged before the next:
 * (1) a page moves, (2) an unrelated edit, (3) the golden set is fixed with `fix-labels`,
 * (4) a heading typo enters the golden set. Each comment's status, gate verdict, title and
 * suggestions must be true: no PR is blamed for an earlier one, a fix is never a guess.
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { isMeaningful } from '../../src/report/meaningful';
import { commentContradictions } from '../support/contradictions';
import type { Report } from '../../src/report/types';
import { recordingIo } from '../support/recording-io';
import { git, writeFiles } from './repo-fixture';

const INSTALL = `# Install

## With pip

Run pip install acme-tool in a virtual environment. The wheel bundles every dependency, so no compiler is needed.

## From source

Clone the repository and run make build; a C compiler and the Rust toolchain must be on the PATH.
`;
const USAGE = `# Usage

## Running

Start the tool with acme run and point it at a project folder.

## Configuration

Settings live in acme.toml at the project root; environment variables override them.
`;
const golden = (pip: string, source: string) => `# Questions our users ask most (keep the ids stable)
questions:
  - id: Q1
    question: How do I install acme with pip?
    relevant: [${pip}]   # the pip section
  - id: Q2
    question: Where do the settings of acme live?
    relevant:
      - docs/usage.md#configuration
  - id: Q3
    question: How do I build acme from source?
    relevant: ["${source}"]
`;
const CONFIG = 'k: [1, 3]\npass_k: 3\n';

let dir: string;
const sizes: number[] = [];
afterAll(() => console.log(`PR-sequence comment sizes (bytes): ${sizes.join(', ')}`));
const title = (md: string) => md.split('\n')[1];

/** Branch `name` off main, apply `files`, commit; compare main → branch; merge it. */
async function pr(name: string, subject: string, files: Record<string, string | null> | (() => Promise<void>)): Promise<{ report: Report; md: string; summary: string }> {
  git(dir, 'checkout', '-q', '-b', name, 'main');
  if (typeof files === 'function') await files();
  else writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', subject);
  const report = await runCompare({ base: 'main', head: name }, { cwd: dir, env: {} });
  git(dir, 'checkout', '-q', 'main');
  git(dir, 'merge', '-q', '--ff-only', name);
  const md = renderComment(report);
  const summary = renderSummary(report);
  // The budgets (docs/comment.md) and no contradiction, on every PR of the sequence.
  expect(Buffer.byteLength(md)).toBeLessThanOrEqual(isMeaningful(report) ? 10 * 1024 : 1536);
  expect(commentContradictions(report, md)).toEqual([]);
  expect(commentContradictions(report, summary)).toEqual([]);
  sizes.push(Buffer.byteLength(md));
  return { report, md, summary };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-sequence-'));
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, {
    '.github/retrieval-gate.yml': CONFIG,
    '.github/retrieval-golden.yml': golden('docs/guide/install.md#with-pip', 'docs/guide/install.md#from-source'),
    'docs/guide/install.md': INSTALL,
    'docs/usage.md': USAGE,
  });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Docs and golden set');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('four pull requests in a row on one repository', () => {
  const seen: Array<{ report: Report; md: string; summary: string }> = [];

  test('PR 1 moves a page: two labels broken by this change, moved fix, scored through the move, gate fails', async () => {
    seen.push(await pr('move-install', 'Move the install page up', { 'docs/guide/install.md': null, 'docs/install.md': INSTALL }));
    const { report, md } = seen[0];
    expect(report.gate.passed).toBe(false);
    expect(report.gate.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual(['fail_on_broken_labels']);
    expect(report.broken_labels.map((b) => [b.question, b.kind, b.fix, b.scored_via])).toEqual([
      ['Q1', 'new', { kind: 'moved', label: 'docs/install.md#with-pip' }, 'docs/install.md#with-pip'],
      ['Q3', 'new', { kind: 'moved', label: 'docs/install.md#from-source' }, 'docs/install.md#from-source'],
    ]);
    // Scored at head through the moved section: each question has one status and counts.
    expect(report.questions.map((q) => q.status)).toEqual(['still_passing', 'still_passing', 'still_passing']);
    expect(report.excluded).toEqual([]);
    expect(title(md)).toBe('### ❌ retrieval-gate: gate failed — 2 labels broken by this change');
    expect(md).toContain('#### 🏷️ Labels broken by this change (2)');
    expect(md).toContain('moved: use `docs/install.md#with-pip` (scored at head through it)');
    expect(md).toContain('`retrieval-gate fix-labels --base main --head move-install`');
  });

  test('PR 2, unrelated: the same labels are already broken at base, with the commit that broke them; gate passes', async () => {
    seen.push(await pr('edit-usage', 'Say how to run on a folder', { 'docs/usage.md': USAGE.replace('point it at a project folder.', 'point it at a project folder or a single file.') }));
    const { report, md, summary } = seen[1];
    const moveCommit = git(dir, 'rev-parse', 'move-install');
    expect(report.gate.passed).toBe(true);
    expect(report.broken_labels.map((b) => [b.question, b.kind, b.since?.commit, b.since?.subject, b.fix])).toEqual([
      ['Q1', 'inherited', moveCommit, 'Move the install page up', { kind: 'moved', label: 'docs/install.md#with-pip' }],
      ['Q3', 'inherited', moveCommit, 'Move the install page up', { kind: 'moved', label: 'docs/install.md#from-source' }],
    ]);
    expect(report.gate.rules.find((r) => r.rule === 'fail_on_broken_labels')?.detail).toBe(
      '0 golden-set labels broken by this change; 2 already broken at base (not counted: with fail_on_broken_labels: new the gate fails only on labels this change broke)',
    );
    // Labels already broken at base are one line, never the headline nor a reason to post.
    expect(title(md)).toBe('### ✅ retrieval-gate: no change to retrieval');
    expect(isMeaningful(report)).toBe(false);
    expect(md).toContain('2 labels already broken at base, not by this change; the job summary lists them with the commit that broke each.');
    expect(summary).toContain('#### ⚠️ Labels already broken at base (2): not caused by this change');
    expect(summary).toContain(`\`${moveCommit.slice(0, 7)}\` Move the install page up`);
    expect(md).not.toContain('Labels broken by this change');
  });

  test('PR 3 fixes the golden set with fix-labels: relabelled, measured on both sides, nothing newly passing or broken', async () => {
    const file = join(dir, '.github/retrieval-golden.yml');
    seen.push(
      await pr('fix-golden', 'Fix the golden set after the move', async () => {
        const io = recordingIo(dir);
        expect(await main(['fix-labels', '--base', 'main', '--head', 'HEAD'], io)).toBe(0);
        expect(io.out).toContain('-    relevant: [docs/guide/install.md#with-pip]   # the pip section');
        expect(io.out).toContain('+    relevant: [docs/install.md#with-pip]   # the pip section');
      }),
    );
    // Comments, quoting and layout kept: only the two labels changed.
    expect(readFileSync(file, 'utf8')).toBe(golden('docs/install.md#with-pip', 'docs/install.md#from-source'));
    const { report, md } = seen[2];
    expect(report.gate.passed).toBe(true);
    expect(report.broken_labels).toEqual([]);
    expect(report.questions.map((q) => q.status)).toEqual(['relabelled', 'still_passing', 'relabelled']);
    expect(report.excluded).toEqual([]);
    expect(report.pass_flips).toMatchObject({ newly_failing: 0, newly_passing: 0 });
    expect(title(md)).toBe('### ✅ retrieval-gate: no change to retrieval — 2 relabelled');
    expect(md).not.toMatch(/Newly passing|Not scored|Broken/);
    expect(md).toContain('**✏️ Relabelled in this change (2):** Q1 (`docs/install.md#with-pip` 1 → 1); Q3 (`docs/install.md#from-source` 1 → 1)');
  });

  test('PR 4 puts a heading typo in the golden set: broken by this change, candidates and no "renamed"; gate fails', async () => {
    const text = readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
    seen.push(await pr('typo', 'Point Q1 at the pip section', { '.github/retrieval-golden.yml': text.replace('docs/install.md#with-pip', 'docs/install.md#with-pipp') }));
    const { report, md } = seen[3];
    expect(report.gate.passed).toBe(false);
    const [b] = report.broken_labels;
    expect(report.broken_labels).toHaveLength(1);
    expect(b).toMatchObject({ question: 'Q1', label: 'docs/install.md#with-pipp', kind: 'new', fix: { kind: 'unknown', candidates: ['docs/install.md#with-pip'] } });
    expect(b.fix?.label).toBeUndefined();
    expect(b.suggestion).toMatch(/^this change wrote it: no such anchor #with-pipp in docs\/install\.md; closest by spelling: docs\/install\.md#with-pip/);
    expect(b.suggestion).not.toMatch(/renamed|moved/);
    expect(report.questions.map((q) => q.status)).toEqual(['broken_label', 'still_passing', 'still_passing']);
    expect(title(md)).toBe('### ❌ retrieval-gate: gate failed — 1 label broken by this change');
    expect(md).not.toContain('retrieval-gate fix-labels');
  });

  test('the four titles', () => {
    expect(seen.map((s) => title(s.md))).toEqual([
      '### ❌ retrieval-gate: gate failed — 2 labels broken by this change',
      '### ✅ retrieval-gate: no change to retrieval',
      '### ✅ retrieval-gate: no change to retrieval — 2 relabelled',
      '### ❌ retrieval-gate: gate failed — 1 label broken by this change',
    ]);
  });
});

test('a typo in an untouched file: never "renamed", says it never existed, offers the section the question finds', async () => {
  const d = mkdtempSync(join(tmpdir(), 'rg-typo-'));
  try {
    git(d, 'init', '-q', '-b', 'main');
    writeFiles(d, {
      '.github/retrieval-gate.yml': CONFIG,
      '.github/retrieval-golden.yml': 'questions:\n  - id: T1\n    question: How do I send JSON data in a test request?\n    relevant: [docs/testing.rst#sending-json]\n',
      'docs/testing.rst':
        'Testing\n=======\n\nHow to test the app.\n\nTesting CLI\n-----------\n\nUse the runner to invoke commands and check their output.\n\n' +
        'JSON Data\n---------\n\nPass a dict as json to the test client and it sends JSON data with the right content type.\n',
      'docs/other.md': '# Other\n\nUnrelated.\n',
    });
    git(d, 'add', '-A');
    git(d, 'commit', '-q', '-m', 'start');
    git(d, 'checkout', '-q', '-b', 'pr');
    writeFiles(d, { 'docs/other.md': '# Other\n\nStill unrelated.\n' });
    git(d, 'commit', '-q', '-am', 'edit other');
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: d, env: {} });
    const [b] = report.broken_labels;
    expect(b).toMatchObject({ question: 'T1', kind: 'inherited', never_resolved: true, fix: { kind: 'unknown' } });
    expect(b.fix?.label).toBeUndefined();
    expect(b.suggestion).not.toMatch(/renamed|testing-cli/);
    expect(b.suggestion).toMatch(/^anchor #sending-json never existed in docs\/testing\.rst \(1 commit read\); (closest by spelling: .*; )?best match for the question in that file: docs\/testing\.rst#json-data$/);
    expect(b.fix?.candidates).toContain('docs/testing.rst#json-data');
    expect(report.gate.passed).toBe(true);
    expect(renderSummary(report)).toContain('| T1 | `docs/testing.rst#sending-json` | never resolved |');
    expect(renderComment(report)).toContain('1 label names a section that does not exist at base (nor at head), not a change of this PR');
  } finally {
    rmSync(d, { recursive: true, force: true });
  }
});
