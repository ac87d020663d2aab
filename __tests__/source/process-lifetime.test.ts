// The cat-file process is unref'd while idle (so a reader nobody closes never keeps Node running)
// and ref'd while answers or its exit are awaited. Jest keeps its own event loop busy, so this is
// checked in a plain Node process running a bundled script.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { commitAll, initRepo, removeDir, tempDir, writeFiles } from './git-fixture';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** Bundles `body` into a script in its own temporary folder (removed after the test) and runs it. */
function runScript(body: string, repo: string): { stdout: string; status: number | null } {
  const work = tempDir('rg-script-');
  dirs.push(work);
  const src = join(work, 'script.ts');
  const out = `${src}.cjs`;
  const root = resolve(__dirname, '../..');
  writeFileSync(
    src,
    `import { openGitSource } from ${JSON.stringify(join(root, 'src/source/git'))};\n` +
      `const sel = { docs: ['**/*.md'], exclude: [], maxFileBytes: 1e6 };\n` +
      `(async () => { ${body} })().catch((e) => { console.log('error', e.message); process.exit(3); });\n`,
  );
  buildSync({ entryPoints: [src], outfile: out, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent' });
  const r = spawnSync(process.execPath, [out, repo], { encoding: 'utf8', timeout: 120_000 });
  return { stdout: r.stdout.trim(), status: r.status };
}

test('awaiting snapshot and close() in a plain Node process runs to the end; an unclosed reader does not hang', () => {
  const repo = initRepo();
  dirs.push(repo);
  writeFiles(repo, { 'a.md': '# A\n', 'b.md': '# B\n' });
  commitAll(repo, 'x');
  const closed = runScript(
    `for (let i = 0; i < 3; i++) { const s = await openGitSource(process.argv[2], 'HEAD'); const snap = await s.snapshot(sel); await s.close(); console.log(snap.files.length); } console.log('done');`,
    repo,
  );
  expect(closed).toEqual({ stdout: '2\n2\n2\ndone', status: 0 });
  const unclosed = runScript(`const s = await openGitSource(process.argv[2], 'HEAD'); console.log((await s.snapshot(sel)).files.length, await s.readText('a.md'));`, repo);
  expect(unclosed).toEqual({ stdout: '2 # A', status: 0 });
});
