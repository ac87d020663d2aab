/**
 * One status per question: a question listed in `gate.acknowledged` that passes at head is newly
 * passing, and only that. It is not also an "acknowledged regression", the title does not count it
 * as acknowledged, and its trace does not say "(acknowledged)". Real engine, the bundled example's
 * head measured with its own config (base) and with smaller chunks (head), which lifts R11 into the
 * top 5 while R11 stays acknowledged in both configs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import type { QuestionComparison } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';

const root = path.resolve(__dirname, '../..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rg-ack-'));
  const own = readFileSync(path.join(root, 'examples/acme/head/.github/retrieval-gate.yml'), 'utf8');
  writeFileSync(path.join(dir, 'a.yml'), own);
  writeFileSync(path.join(dir, 'b.yml'), `${own}\nchunking:\n  max_chars: 300\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an acknowledged question that now passes is newly passing only', async () => {
  const report = await runCompare({ dir: 'examples/acme/head', baseConfigPath: path.join(dir, 'a.yml'), headConfigPath: path.join(dir, 'b.yml') }, { cwd: root, env: {} });
  const r11 = report.questions.find((q) => q.id === 'R11');
  expect(r11?.status).toBe('newly_passing');
  expect(r11?.acknowledged).toMatch(/#214/);
  const md = renderComment(report);
  expect(md).not.toContain('Acknowledged regressions');
  expect(md.split('\n')[1]).not.toMatch(/acknowledged/);
  expect(md).toMatch(/\*\*✅ Newly passing \(\d+\):\*\*[^\n]*R11 /);
  expect(md).not.toContain('<code>R11</code> newly passing (acknowledged)');
});

test('an acknowledged question still passing is a regression when its evidence fell, not otherwise', () => {
  const side = (pass: boolean) => ({ pass, measures: {}, labels: [], retrieved: [] });
  const q = (id: string, base: number, head: number): QuestionComparison => ({
    id,
    question: `${id}?`,
    status: 'still_passing',
    answerable: true,
    tags: [],
    line: 1,
    base: side(true),
    head: side(true),
    moves: [{ label: `${id}.md`, base_rank: base, head_rank: head }],
    displaced_by: [],
    forbidden_hits: [],
    acknowledged: 'moving in #9',
  });
  const md = renderComment(sampleReport({ questions: [q('FELL', 1, 2), q('SAME', 1, 1)] }));
  expect(md).toContain('Acknowledged regressions (1, not failing the gate)');
  expect(md).toContain('- **FELL** FELL?');
  expect(md).not.toContain('**SAME**');
  expect(md).toContain('<code>FELL</code> still passing (acknowledged)');
  expect(md).not.toContain('<code>SAME</code>');
});
