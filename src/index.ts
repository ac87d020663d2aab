// The action's entry: only runs run(). The bundle is CommonJS (esbuild), where top-level await is
// not available; run() never rejects, it reports failures through core.setFailed itself.
import { run } from './github/main';

void run();
