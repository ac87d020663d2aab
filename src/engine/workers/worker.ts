// The worker threads' own bundle (dist/worker.js): a few hundred kilobytes that start faster than
// the whole program. Without it (a bundle copied alone), the workers re-enter the main bundle.
import { serveIfWorker } from './entry';

serveIfWorker();
