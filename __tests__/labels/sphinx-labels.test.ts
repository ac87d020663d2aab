/**
 * Labels on Sphinx object ids (`doc/en/reference.rst#confval-filterwarnings`) on a temporary git
 * repository holding a pytest-style reference page: they resolve, they survive a PR that reorders
 * the page's confvals (no broken label, each question's evidence still found), a renamed confval
 * gets a fix naming its new id, and a fix never names an id the head declares twice.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { runCompare } from '../../src/engine/run-compare';
import type { Report } from '../../src/report/types';
import { makeRepo } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

const PAGE = readFileSync(join(__dirname, '../fixtures/sphinx/reference.rst'), 'utf8');
const PATH = 'doc/en/reference.rst';

const CONFIG = `docs: ['doc/**/*.rst']
k: [1, 3, 5]
pass_k: 5
`;

const GOLDEN = `questions:
  - id: FW
    question: How do I turn every warning into an error but ignore deprecation warnings?
    relevant: [${PATH}#confval-filterwarnings]
  - id: XF
    question: Should an xfail test that passes fail the suite?
    relevant: [${PATH}#confval-xfail_strict]
  - id: EX
    question: How do I exit on the first failed test?
    relevant: [${PATH}#cmdoption-pytest-exitfirst]
  - id: ENV
    question: Which environment variable is prepended to the command line?
    relevant: [${PATH}#envvar-PYTEST_ADDOPTS]
  - id: TERM
    question: What is a conftest.py file for?
    relevant: [${PATH}#term-conftest.py]
`;

const BASE = { [PATH]: PAGE, '.github/retrieval-gate.yml': CONFIG, '.github/retrieval-golden.yml': GOLDEN };

/** The page's confval blocks, each from its `.. confval::` line to the next one (the last to the next label). */
function confvals(page: string): { before: string; blocks: string[]; after: string } {
  const first = page.indexOf('.. confval::');
  const end = page.indexOf('.. _`command-line-flags`:');
  const body = page.slice(first, end);
  const blocks = body.split(/(?=^\.\. confval::)/m);
  return { before: page.slice(0, first), blocks, after: page.slice(end) };
}

/** The page with its confvals in reverse order. */
function reordered(page: string): string {
  const { before, blocks, after } = confvals(page);
  const ended = blocks.map((b) => `${b.trimEnd()}\n\n`);
  return before + ended.reverse().join('') + after;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function compare(change: Record<string, string | null>): Promise<Report> {
  const dir = makeRepo(BASE, change);
  dirs.push(dir);
  return runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
}

const question = (r: Report, id: string) => r.questions.find((q) => q.id === id)!;

test('the reordered page: no broken label, every question’s evidence found on both sides at the same rank', async () => {
  const head = reordered(PAGE);
  // The reorder is real: filterwarnings now comes after minversion and xfail_strict.
  expect(head.indexOf('.. confval:: filterwarnings')).toBeGreaterThan(head.indexOf('.. confval:: xfail_strict'));
  const r = await compare({ [PATH]: head });
  expect(r.broken_labels).toEqual([]);
  for (const id of ['FW', 'XF', 'EX', 'ENV', 'TERM']) {
    const q = question(r, id);
    expect([id, q.status]).toEqual([id, 'still_passing']);
    expect([id, q.head.labels[0].bestRank]).toEqual([id, q.base.labels[0].bestRank]);
    const top = q.head.retrieved.find((c) => c.relevant)!;
    expect(top.anchors).toContain(q.head.labels[0].label.split('#')[1]);
  }
});

test('a renamed confval: the label is broken at head with a fix naming the new id', async () => {
  const r = await compare({ [PATH]: PAGE.replace('.. confval:: filterwarnings', '.. confval:: warning_filters') });
  const b = r.broken_labels.find((x) => x.question === 'FW' && x.side === 'head');
  expect(b).toMatchObject({ kind: 'new', fix: { label: `${PATH}#confval-warning_filters` } });
});

test('a renamed confval whose new name the head declares twice: no fix names it', async () => {
  const twice = PAGE.replace('.. confval:: filterwarnings', '.. confval:: warning_filters').replace('.. confval:: minversion', '.. confval:: warning_filters');
  const r = await compare({ [PATH]: twice });
  const b = r.broken_labels.find((x) => x.question === 'FW' && x.side === 'head');
  expect(b).toBeDefined();
  expect(b!.fix?.label).not.toBe(`${PATH}#confval-warning_filters`);
  expect(b!.scored_via).toBeUndefined();
});

test('`chunks` shows each object’s id as its anchor, and `validate` resolves labels on them', async () => {
  const dir = makeRepo(BASE, {});
  dirs.push(dir);
  const io = recordingIo(dir);
  expect(await main(['chunks', '--dir', dir, PATH], io)).toBe(0);
  for (const a of ['#confval-filterwarnings', '#cmdoption-pytest-x', '#envvar-PYTEST_ADDOPTS', '#term-fixture', '#pytest.Config.getini']) expect(io.out).toContain(a);
  const v = recordingIo(dir);
  expect(await main(['validate'], v)).toBe(0);
});

test('`validate` warns that a label on an object the page describes twice names both', async () => {
  const twice = PAGE.replace('.. confval:: minversion', '.. confval:: filterwarnings');
  const dir = makeRepo({ ...BASE, [PATH]: twice }, {});
  dirs.push(dir);
  const io = recordingIo(dir);
  await main(['validate'], io);
  expect(io.out + io.err).toContain(`'${PATH}#confval-filterwarnings' names 2 sections of ${PATH} (the page describes that object more than once, as Sphinx warns)`);
});
