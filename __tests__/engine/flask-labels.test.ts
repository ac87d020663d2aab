/**
 * Broken labels on a real docs repository: the Flask docs from the shared corpora, committed into a
 * temporary git repository. A PR moves a page; the golden set also carries a typo'd anchor from
 * the start (`docs/testing.rst#sending-json`, the section is `#json-data`). The move must be a
 * confident `moved` fix scored through, the typo never a "renamed" guess; `fix-labels` applies
 * the move and its output resolves at head. Skipped when the shared corpora are absent.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import { recordingIo } from '../support/recording-io';
import { git, writeFiles } from './repo-fixture';

// The project root's sibling `shared/corpora`, or RG_CORPORA (a checkout that is not its sibling), as the benches find it.
const CORPORA = process.env.RG_CORPORA ? resolve(process.env.RG_CORPORA) : resolve(__dirname, '../../../shared/corpora');
const FLASK = join(CORPORA, 'flask-docs/docs');
const present = existsSync(FLASK);
const maybe = present ? describe : describe.skip;

const GOLDEN = `# Flask docs: questions new users ask
questions:
  - id: F1
    question: How do I send JSON data in a test request?
    relevant: [docs/testing.rst#sending-json]   # typo since day one: the section is json-data
  - id: F2
    question: How do I create a virtual environment before installing Flask?
    relevant: [docs/installation.rst#virtual-environments]
  - id: F3
    question: Which Python version does Flask support?
    relevant:
      - docs/installation.rst#python-version
`;

maybe('broken labels on the Flask docs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rg-flask-'));
    git(dir, 'init', '-q', '-b', 'main');
    cpSync(FLASK, join(dir, 'docs'), { recursive: true });
    writeFiles(dir, { '.github/retrieval-gate.yml': 'k: [1, 5]\npass_k: 5\n', '.github/retrieval-golden.yml': GOLDEN });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'Flask docs');
    git(dir, 'checkout', '-q', '-b', 'move');
    git(dir, 'mv', 'docs/installation.rst', 'docs/install.rst');
    git(dir, 'commit', '-q', '-m', 'Shorter name for the install page');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the moved page: moved fixes scored through; the typo: never existed, candidates, no "renamed"', async () => {
    const report = await runCompare({ base: 'main', head: 'move' }, { cwd: dir, env: {} });
    const by = new Map(report.broken_labels.map((b) => [b.question, b]));
    expect(by.get('F2')).toMatchObject({ kind: 'new', fix: { kind: 'moved', label: 'docs/install.rst#virtual-environments' }, scored_via: 'docs/install.rst#virtual-environments' });
    expect(by.get('F3')).toMatchObject({ kind: 'new', fix: { kind: 'moved', label: 'docs/install.rst#python-version' } });
    const typo = by.get('F1')!;
    expect(typo).toMatchObject({ kind: 'inherited', never_resolved: true, fix: { kind: 'unknown' } });
    expect(typo.fix?.label).toBeUndefined();
    expect(typo.suggestion).not.toMatch(/renamed|testing-cli/);
    expect(typo.fix?.candidates).toContain('docs/testing.rst#json-data');
    // Only the labels this PR broke fail the gate; the typo is a warning.
    expect(report.gate.reasons).toEqual([expect.stringMatching(/^fail_on_broken_labels: 2 golden-set labels broken by this change: F2 .*, F3 .*; 1 already broken at base/)]);
    expect(report.questions.find((q) => q.id === 'F2')?.head.labels[0].via).toBe('docs/install.rst#virtual-environments');
  });

  test('fix-labels applies the certain fixes, keeps the comments, and its output resolves at head', async () => {
    git(dir, 'checkout', '-q', 'move');
    const io = recordingIo(dir);
    expect(await main(['fix-labels', '--base', 'main', '--head', 'move'], io)).toBe(0);
    expect(io.err).toContain('left for you (no certain fix):\n  F1 docs/testing.rst#sending-json');
    git(dir, 'commit', '-q', '-am', 'Golden set follows the move');
    const after = await runCompare({ base: 'main', head: 'move' }, { cwd: dir, env: {} });
    expect(after.broken_labels.map((b) => [b.question, b.kind])).toEqual([['F1', 'inherited']]);
    expect(after.questions.map((q) => q.status)).toEqual(['broken_label', 'relabelled', 'relabelled']);
    expect(after.gate.passed).toBe(true);
    const text = git(dir, 'show', 'move:.github/retrieval-golden.yml');
    expect(text).toContain('relevant: [docs/testing.rst#sending-json]   # typo since day one: the section is json-data');
    expect(text).toContain('relevant: [docs/install.rst#virtual-environments]');
    expect(text).toContain('      - docs/install.rst#python-version');
  });
});
