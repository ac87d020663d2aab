#!/usr/bin/env node
// The release's checks and plan (scripts/release/main.ts says what each command does). The logic is
// TypeScript, tested by Jest; this runs it by bundling it with esbuild (a dev dependency, as for
// `npm run build`) into a temporary file first.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'rg-release-'));
let status = 1;
try {
  const outfile = join(dir, 'release.cjs');
  await build({ entryPoints: [join(root, 'scripts/release/main.ts')], outfile, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' });
  const { runRelease } = createRequire(import.meta.url)(outfile);
  status = await runRelease(process.argv.slice(2), {
    root,
    env: process.env,
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = status;
