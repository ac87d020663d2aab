// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the adapter kit (dist/kit.js) with esbuild.
// Output is deterministic (no timestamps, sorted inputs), so CI can prove dist/ fresh with
// `git status --porcelain dist` after a rebuild.
import { build } from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// `--outdir DIR`: the bundles elsewhere than dist/ (the tests build a fresh copy in a temporary folder, never over dist/).
const at = process.argv.indexOf('--outdir');
const out = at > 0 ? process.argv[at + 1] : 'dist';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: false,
  legalComments: 'eof',
  logLevel: 'warning',
  // The sentence encoder's runtime has a native addon, which no bundle can hold: it is required
  // at run time from dist/node_modules/, copied there below.
  external: ['onnxruntime-node'],
  // The @actions packages are ESM; bundled as CJS, `import.meta.url` must still work for them.
  define: { 'import.meta.url': 'importMetaUrl', __VERSION__: JSON.stringify(pkg.version) },
  banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};

await build({ ...common, entryPoints: ['src/cli.ts'], outfile: `${out}/cli.js`, banner: { js: '#!/usr/bin/env node\n' + common.banner.js } });
// Executable, so `retrieval-gate` runs from a checkout (npx, a symlink on PATH) and git records mode 100755.
chmodSync(`${out}/cli.js`, 0o755);
// The adapter kit: the embedded BM25 and chunker for command retrievers written in Node (docs/external-retriever.md).
await build({ ...common, entryPoints: ['src/kit.ts'], outfile: `${out}/kit.js` });
// The engine's worker threads (src/engine/workers/): their own small bundle, found next to cli.js and index.js.
await build({ ...common, entryPoints: ['src/engine/workers/worker.ts'], outfile: `${out}/worker.js` });
if (existsSync('src/index.ts')) {
  await build({ ...common, entryPoints: ['src/index.ts'], outfile: `${out}/index.js` });
}
// The static embedding model is read at run time from dist/models/<name> (retrieve/static-model.ts):
// copied whole, so the action (dist/index.js from a checkout) and the npm package both carry it.
rmSync(`${out}/models`, { recursive: true, force: true });
cpSync('models', `${out}/models`, { recursive: true });

// onnxruntime-node (the sentence encoder's runtime, retrieve/embed/encoder.ts), next to the bundles
// so that `require('onnxruntime-node')` from dist/*.js finds it with no install step: its JavaScript,
// onnxruntime-common's, and the native libraries of the runners GitHub hosts (Linux x64 and arm64,
// macOS arm64, Windows x64). macOS ships the library under two names with the same bytes; the
// binding loads libonnxruntime.1.dylib, so only that one is copied.
const ORT_PLATFORMS = ['linux/x64', 'linux/arm64', 'darwin/arm64', 'win32/x64'];
const modules = `${out}/node_modules`;
rmSync(modules, { recursive: true, force: true });
const copyJs = (from, to) => {
  mkdirSync(to, { recursive: true });
  for (const f of readdirSync(from).sort()) if (f.endsWith('.js')) cpSync(join(from, f), join(to, f));
};
for (const pkgName of ['onnxruntime-node', 'onnxruntime-common']) {
  const src = `node_modules/${pkgName}`;
  const meta = JSON.parse(readFileSync(`${src}/package.json`, 'utf8'));
  const kept = { name: meta.name, version: meta.version, license: meta.license, main: meta.main };
  // Only the CommonJS entry is copied, so only it is exported.
  if (meta.exports) kept.exports = { require: './dist/cjs/index.js' };
  mkdirSync(`${modules}/${pkgName}`, { recursive: true });
  writeFileSync(`${modules}/${pkgName}/package.json`, JSON.stringify(kept, null, 2) + '\n');
  writeFileSync(`${modules}/${pkgName}/LICENSE`, `${meta.name} ${meta.version}: ${meta.license} licence, Copyright (c) Microsoft Corporation (${meta.repository?.url ?? ''}).\n`);
}
copyJs('node_modules/onnxruntime-node/dist', `${modules}/onnxruntime-node/dist`);
copyJs('node_modules/onnxruntime-common/dist/cjs', `${modules}/onnxruntime-common/dist/cjs`);
cpSync('node_modules/onnxruntime-common/dist/cjs/package.json', `${modules}/onnxruntime-common/dist/cjs/package.json`);
for (const p of ORT_PLATFORMS) {
  const from = `node_modules/onnxruntime-node/bin/napi-v6/${p}`;
  const to = `${modules}/onnxruntime-node/bin/napi-v6/${p}`;
  mkdirSync(to, { recursive: true });
  for (const f of readdirSync(from).sort()) if (f !== 'libonnxruntime.1.30.0.dylib') cpSync(join(from, f), join(to, f));
}
