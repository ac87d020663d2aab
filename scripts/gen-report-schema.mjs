// Writes schema/report.schema.json, the JSON Schema of report.json published with each release, from
// its one definition in src/report/schema.ts (bundled with esbuild, as `npm run build` does).
// `node scripts/gen-report-schema.mjs` rewrites the file; `--check` exits 1 when it is out of date.
// __tests__/report/schema-file.test.ts fails when it is.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'schema', 'report.schema.json');

const { outputFiles } = await build({ entryPoints: [join(root, 'src/report/schema.ts')], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'warning' });
const mod = { exports: {} };
new Function('module', 'exports', 'require', outputFiles[0].text)(mod, mod.exports, createRequire(import.meta.url));
const text = `${JSON.stringify(mod.exports.ReportSchema, null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    process.stderr.write('schema/report.schema.json is out of date: run `node scripts/gen-report-schema.mjs`\n');
    process.exit(1);
  }
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
