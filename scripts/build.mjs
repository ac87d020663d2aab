// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the adapter kit (dist/kit.js) with esbuild.
// Output is deterministic (no timestamps, sorted inputs), so CI can prove dist/ fresh with
// `git status --porcelain dist` after a rebuild.
import { build } from 'esbuild';
import { chmodSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';

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
