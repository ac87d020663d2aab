/**
 * @actions/cache, imported on first use: it brings the Azure storage and HTTP clients (about half
 * a second to load in a test file, and part of every action start), while most runs never reach
 * the runner's cache service (caching off, a `cache-dir` folder, or no service on the runner).
 * A dynamic import, not `require`: the package is ESM-only and its exports have no `require` entry.
 */
type ActionsCache = typeof import('@actions/cache');

let loading: Promise<ActionsCache> | undefined;

/** The @actions/cache module, loaded once. */
export function actionsCacheModule(): Promise<ActionsCache> {
  return (loading ??= import('@actions/cache'));
}
