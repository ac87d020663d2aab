/**
 * The tool's version: package.json's, injected by the build (scripts/build.mjs defines
 * `__VERSION__`; jest.config.cjs does the same for tests of the source), `dev` when run from source
 * otherwise. The one place it is read: report.json's `tool`, `--version`, the comment footer and
 * every cache key (src/retrieve/cache-key.ts) take it from here. A leaf with no imports, so any
 * floor may read it.
 */
declare const __VERSION__: string | undefined;
export const ENGINE_VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : 'dev';
