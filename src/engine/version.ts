/**
 * The one version of the tool: package.json's, injected by the build (scripts/build.mjs defines
 * it; jest.config.cjs does the same for tests); `dev` when run from source otherwise. report.json's
 * `tool.version`, `--version`, the comment's footer, the action's log and the cache keys all read it,
 * so a release starts new cache namespaces.
 */
declare const __VERSION__: string | undefined;
export const ENGINE_VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : 'dev';
