import { rmSync } from 'node:fs';
import { main } from '../../src/cli/main';
import type { CliIo } from '../../src/cli/io';
import { BASE_FILES, DOCS_PR, makeRepo } from '../engine/repo-fixture';

let dir: string;
beforeAll(() => {
  dir = makeRepo(BASE_FILES, DOCS_PR);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(cwd: string): CliIo & { out: string; err: string } {
  const r = { out: '', err: '', cwd, env: {} as Record<string, string | undefined>, stdout: (t: string) => void (r.out += t), stderr: (t: string) => void (r.err += t) };
  return r;
}

describe('retrieval-gate eval', () => {
  test('--json prints eval@1', async () => {
    const t = io(dir);
    expect(await main(['eval', '--rev', 'main', '--json'], t)).toBe(0);
    const r = JSON.parse(t.out);
    expect(r.schema).toBe('retrieval-gate/eval@1');
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['k', 'pass_k', 'docs', 'chunks', 'metrics', 'questions', 'broken_labels']));
    expect(r.questions[0]).toEqual(expect.objectContaining({ id: 'R1', answerable: true, tags: ['returns'], pass: true }));
  });
  test('the table: metrics, questions, broken labels with a fix, diagnosis', async () => {
    const t = io(dir);
    expect(await main(['eval', '--rev', 'pr'], t)).toBe(0);
    expect(t.out).toMatch(/^pr \([0-9a-f]{12}\): 4 documents, \d+ chunks, retriever /);
    expect(t.out).toMatch(/\nrecall@1 +0\.500\n/);
    expect(t.out).toMatch(/\nR2 +excluded +docs\/billing\.md#annual-plans broken\n/);
    expect(t.out).toContain('docs/billing.md#annual-plans: heading renamed in place');
    expect(t.out).toMatch(/\ndiagnosis: /);
  });
  test('--dir reads the working tree', async () => {
    const t = io(dir);
    expect(await main(['eval', '--dir', '.', '--json'], t)).toBe(0);
    expect(JSON.parse(t.out).docs).toBe(4);
  });
  test('exit 2: --rev with --dir, unknown revision', async () => {
    const t = io(dir);
    expect(await main(['eval', '--rev', 'main', '--dir', '.'], t)).toBe(2);
    expect(t.err).toMatch(/--rev and --dir cannot be used together/);
    const u = io(dir);
    expect(await main(['eval', '--rev', 'no-such-branch'], u)).toBe(2);
    expect(u.err).toMatch(/no-such-branch/);
  });
});
