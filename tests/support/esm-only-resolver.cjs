/**
 * @actions/* and @octokit/* publish only an "import" export condition. Jest resolves with
 * "require", so for those packages (and only those: Jest's own deps ship .mjs that it cannot run)
 * resolve with "import" and let @swc/jest turn the ESM into CommonJS.
 */
const ESM_ONLY = /^(@actions|@octokit)\/|^(universal-user-agent|before-after-hook|fast-content-type-parse|json-with-bigint|content-type)$/;
module.exports = (request, options) => {
  const fromEsmOnly = /node_modules\/(@actions|@octokit)\//.test(options.basedir);
  if (ESM_ONLY.test(request) || (fromEsmOnly && !request.startsWith('.') && !request.startsWith('node:'))) {
    try {
      return options.defaultResolver(request, { ...options, conditions: ['import', 'node', 'default'] });
    } catch {
      /* fall through to the default conditions */
    }
  }
  return options.defaultResolver(request, options);
};
