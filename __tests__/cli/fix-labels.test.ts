import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { BASE_FILES, DOCS_PR, GOLDEN, git, makeFolders, makeRepo } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe('retrieval-gate fix-labels', () => {
  test('--dry-run prints the diff and changes nothing; without it the golden set is rewritten and the label resolves', async () => {
    const dir = makeRepo(BASE_FILES, DOCS_PR);
    made.push(dir);
    const file = join(dir, '.github/retrieval-golden.yml');
    const dry = recordingIo(dir);
    expect(await main(['fix-labels', '--base', 'main', '--head', 'pr', '--dry-run'], dry)).toBe(0);
    expect(dry.out).toBe(
      '--- .github/retrieval-golden.yml\n+++ .github/retrieval-golden.yml (dry run: not written)\n' +
        '@@ line 9: R2 @@\n-    relevant: [docs/billing.md#annual-plans]\n+    relevant: [docs/billing.md#annual-subscriptions]\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(GOLDEN);

    const real = recordingIo(dir);
    expect(await main(['fix-labels', '--base', 'main', '--head', 'pr'], real)).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(GOLDEN.replace('docs/billing.md#annual-plans', 'docs/billing.md#annual-subscriptions'));
    expect(real.err).toContain('1 label fixed in .github/retrieval-golden.yml');
    git(dir, 'commit', '-q', '-am', 'golden follows the rename');
    const check = recordingIo(dir);
    expect(await main(['compare', '--base', 'main', '--head', 'pr', '--report', join(dir, 'r.json'), '--markdown', join(dir, 'c.md')], check)).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(report.broken_labels).toEqual([]);
    expect(report.questions.find((q: { id: string }) => q.id === 'R2').status).toBe('relabelled');
  });

  test('folders: the golden set in --head-dir is the one fixed; nothing to fix says so', async () => {
    const { root } = makeFolders(BASE_FILES, DOCS_PR);
    made.push(root);
    const io = recordingIo(root);
    expect(await main(['fix-labels', '--base-dir', 'base', '--head-dir', 'head'], io)).toBe(0);
    expect(readFileSync(join(root, 'head/.github/retrieval-golden.yml'), 'utf8')).toContain('relevant: [docs/billing.md#annual-subscriptions]');
    expect(readFileSync(join(root, 'base/.github/retrieval-golden.yml'), 'utf8')).toBe(GOLDEN);
    const again = recordingIo(root);
    expect(await main(['fix-labels', '--base-dir', 'base', '--head-dir', 'head'], again)).toBe(0);
    expect(again.out).toBe('head/.github/retrieval-golden.yml: no label to fix with certainty\n');
  });

  test('an unreadable golden set to fix is an input error (exit 2)', async () => {
    const { root } = makeFolders(BASE_FILES, DOCS_PR);
    made.push(root);
    const io = recordingIo(root);
    expect(await main(['fix-labels', '--base-dir', 'base', '--head-dir', 'head', '--golden', 'absent.yml'], io)).toBe(2);
    expect(io.err).toMatch(/^retrieval-gate fix-labels: absent\.yml/);
  });
});
