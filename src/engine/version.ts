/** Injected by the build from package.json (scripts/build.mjs defines it); `dev` when run from source. */
declare const __VERSION__: string | undefined;
export const ENGINE_VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : 'dev';
