import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/commands/chunks';
import type { CliIo } from '../../src/cli/io';
import { InputError } from '../../src/errors';

function capture(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd, env: {} };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-chunks-cmd-'));
  mkdirSync(join(dir, 'docs/policies'), { recursive: true });
  mkdirSync(join(dir, '.github'), { recursive: true });
  writeFileSync(join(dir, 'docs/policies/returns.md'), '---\ntitle: Returns\n---\n# Return policy\n\nThirty days.\n\n## <a name="refurb"></a> Refurbished products\n\nSeven days.\n');
  writeFileSync(join(dir, 'docs/intro.md'), 'Welcome text.\n');
  writeFileSync(join(dir, 'notes.txt'), 'plain text file\n');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'one');
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nChanged in the work tree only.\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('retrieval-gate chunks', () => {
  test('prints id, heading trail with anchors, size and first line for one document', async () => {
    const c = capture(dir);
    expect(await run(['docs/policies/returns.md'], c.io)).toBe(0);
    expect(c.out()).toBe(
      [
        'docs/policies/returns.md  (markdown, "Returns", 2 chunks)',
        '  docs/policies/returns.md#return-policy  29 chars, bytes 23-52',
        '    Return policy [#return-policy]',
        '    | # Return policy',
        '  docs/policies/returns.md#-refurbished-products  58 chars, bytes 54-112',
        '    Return policy [#return-policy] > Refurbished products [#-refurbished-products, #refurb]',
        '    | ## <a name="refurb"></a> Refurbished products',
        '',
        '1 document, 2 chunks',
        '',
      ].join('\n'),
    );
  });

  test('--json for tools; the default side is the work tree, --rev reads a commit', async () => {
    const work = capture(dir);
    expect(await run(['--json', 'docs'], work.io)).toBe(0);
    const j = JSON.parse(work.out());
    expect(j.docs.map((d: { path: string }) => d.path)).toEqual(['docs/intro.md', 'docs/policies/returns.md']);
    expect(j.docs[0].chunks[0]).toMatchObject({ id: 'docs/intro.md#intro', headings: ['Intro'], anchors: ['intro'], part: 0 });
    expect(j.docs[1].chunks[1].anchors).toEqual(['return-policy', '-refurbished-products', 'refurb']);

    const committed = capture('/');
    expect(await run(['--rev', 'HEAD', '--repo', dir, '--json', 'docs/intro.md'], committed.io)).toBe(0);
    expect(JSON.parse(committed.out()).docs[0].chunks[0]).toMatchObject({ id: 'docs/intro.md#', text: 'Welcome text.' });
  });

  test('--dir reads a folder: its docs scope by default (docs/ here), every file the config names with its own docs globs', async () => {
    const c = capture('/');
    expect(await run(['--dir', dir], c.io)).toBe(0);
    expect(c.out()).not.toMatch(/notes\.txt/);
    expect(c.out()).toMatch(/2 documents, 3 chunks\n$/);
    await expect(run(['--dir', dir, 'notes.txt'], capture('/').io)).rejects.toThrow("no document of the docs scope matches 'notes.txt' (docs/ (a top-level docs folder)); set docs in the config to index other files");
    writeFileSync(join(dir, 'all.yml'), "docs: ['**/*.{md,txt}']\n");
    const d = capture('/');
    expect(await run(['--dir', dir, '--config', join(dir, 'all.yml')], d.io)).toBe(0);
    expect(d.out()).toMatch(/^notes\.txt {2}\(text, "notes\.txt", 1 chunk\)$/m);
    expect(d.out()).toMatch(/3 documents, 4 chunks\n$/);
  });

  test('bad usage and unknown paths are InputErrors (exit 2 in main)', async () => {
    const c = capture(dir);
    await expect(run(['--rev', 'HEAD', '--dir', dir], c.io)).rejects.toThrow('--rev and --dir cannot be used together');
    await expect(run(['docs/missing.md'], c.io)).rejects.toThrow(InputError);
    await expect(run(['--rev', 'no-such-rev'], c.io)).rejects.toThrow(InputError);
    await expect(run(['--config', 'nope.yml'], c.io)).rejects.toThrow(/nope\.yml|ENOENT/);
  });

  test('a config file sets the chunking', async () => {
    writeFileSync(join(dir, 'small.yml'), 'chunking:\n  max_chars: 40\n');
    writeFileSync(join(dir, 'docs/long.md'), '# Long\n\nFirst paragraph of some length.\n\nSecond paragraph of some length.\n');
    const c = capture(dir);
    expect(await run(['--config', 'small.yml', '--json', 'docs/long.md'], c.io)).toBe(0);
    expect(JSON.parse(c.out()).docs[0].chunks.map((x: { id: string }) => x.id)).toEqual(['docs/long.md#long', 'docs/long.md#long:2']);
    const d = capture(dir);
    expect(await run(['--json', 'docs/long.md'], d.io)).toBe(0);
    expect(JSON.parse(d.out()).docs[0].chunks).toHaveLength(1);
  });
});
