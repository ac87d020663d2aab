import { join } from 'node:path';

/**
 * A built bundle (`cli.js`, `index.js`, `kit.js`, `worker.js`) as the tests run it: dist/ when it
 * is up to date, else the fresh build jest's global setup made in a temporary folder (RG_DIST).
 */
export function distFile(name: string): string {
  return join(process.env.RG_DIST ?? join(__dirname, '..', '..', 'dist'), name);
}
