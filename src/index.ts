// The action's entry: only runs run(). The bundle is CommonJS (esbuild), where top-level await is
// not available; run() never rejects, it reports failures through core.setFailed itself.
import { run } from './github/main';
import { serveIfWorker } from './engine/workers/entry';

// Started again as one of the engine's worker threads (engine/workers/pool.ts): serve, run nothing else.
if (!serveIfWorker()) void run();
