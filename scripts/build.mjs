// Bundles the action (dist/index.js), the CLI (dist/cli.js) and the adapter kit (dist/kit.js) with esbuild.
// Output is deterministic (no timestamps, sorted inputs), so CI can prove dist/ fresh with
// `git status --porcelain dist` after a rebuild.
import { build } from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

// onnxruntime-node's JavaScript is bundled like any other, but its native binding cannot be: its
// `require(\`../bin/napi-v6/${platform}/${arch}/…node\`)` is pointed at the copy next to the bundle
// (ORT_DIR, below), so dist/ needs no install step and no node_modules.
const ORT_DIR = 'onnxruntime';
const ortBinding = {
  name: 'onnxruntime-binding',
  setup(b) {
    b.onLoad({ filter: /onnxruntime-node[\\/]dist[\\/]binding\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = 'require(`../bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`)';
      if (!text.includes(from)) throw new Error(`onnxruntime-node's binding.js changed: ${args.path}`);
      const to = `require(require('node:path').join(__dirname, '${ORT_DIR}', process.platform, process.arch, 'onnxruntime_binding.node'))`;
      return { contents: text.replace(from, to), loader: 'js' };
    });
  },
};
// Libraries a command needs only sometimes, each its own bundle in dist/lazy/, required from there
// when first used: the o200k_base token tables (a token budget only; 4.2 MB of script), the Actions
// cache and artifact clients (the Action, when it keeps vectors or uploads the report page; 1.5 MB
// with their Azure and HTTP clients). A bundle's whole text is compiled when it loads, used or not:
// without them the Action started in 0.5 s of processor time and the CLI in 0.27 s.
const LAZY = { 'gpt-tokenizer/encoding/o200k_base': 'o200k-base.js', '@actions/cache': 'actions-cache.js', '@actions/artifact': 'actions-artifact.js' };
const LAZY_DIR = 'lazy';
const lazyModules = {
  name: 'lazy-modules',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(LAZY).map((m) => m.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
    // Relative to the requiring bundle's own file, which Node resolves from that file's folder.
    b.onResolve({ filter }, (args) => ({ path: `./${LAZY_DIR}/${LAZY[args.path]}`, external: true }));
  },
};
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
  plugins: [ortBinding, lazyModules],
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
rmSync(`${out}/${LAZY_DIR}`, { recursive: true, force: true });
for (const [module, file] of Object.entries(LAZY).sort()) {
  // ESM packages become CommonJS here; esbuild marks their export names so `import()` finds them.
  const contents = `export * from ${JSON.stringify(module)};\n`;
  await build({ ...common, plugins: [ortBinding], stdin: { contents, resolveDir: '.', sourcefile: `${module}.lazy.js`, loader: 'js' }, outfile: `${out}/${LAZY_DIR}/${file}` });
}
if (existsSync('src/index.ts')) {
  await build({ ...common, entryPoints: ['src/index.ts'], outfile: `${out}/index.js` });
}
// The sentence encoder's model folder is read at run time from dist/models/<name> (retrieve/model/model-folder.ts):
// copied whole, so the action (dist/index.js from a checkout) and the npm package both carry it.
rmSync(`${out}/models`, { recursive: true, force: true });
cpSync('models', `${out}/models`, { recursive: true });

// The sentence encoder's native runtime (onnxruntime-node's binding and library, retrieve/embed/encoder.ts)
// next to the bundles, for the runners GitHub hosts: Linux x64 and arm64, macOS arm64, Windows x64.
// macOS ships the library under two names with the same bytes; the binding loads libonnxruntime.1.dylib.
// Not a node_modules folder: npm leaves those out of a package whatever `files` says.
const ORT_PLATFORMS = ['linux/x64', 'linux/arm64', 'darwin/arm64', 'win32/x64'];
rmSync(`${out}/${ORT_DIR}`, { recursive: true, force: true });
for (const p of ORT_PLATFORMS) {
  const from = `node_modules/onnxruntime-node/bin/napi-v6/${p}`;
  const to = `${out}/${ORT_DIR}/${p}`;
  mkdirSync(to, { recursive: true });
  for (const f of readdirSync(from).sort()) if (f !== 'libonnxruntime.1.30.0.dylib') cpSync(join(from, f), join(to, f));
}
const ort = JSON.parse(readFileSync('node_modules/onnxruntime-node/package.json', 'utf8'));
writeFileSync(`${out}/${ORT_DIR}/LICENSE`, `onnxruntime-node ${ort.version} (native binding and ONNX Runtime library): MIT licence, Copyright (c) Microsoft Corporation.\n`);
