/**
 * Some packages (@actions/* 3+, @octokit/*, and a few of their deps) publish only an "import"
 * export condition. Jest resolves with "require", so when that fails, resolve again with
 * "import"; @swc/jest then turns the ESM into CommonJS. Packages that do offer "require" keep it,
 * which matters: Jest's own deps ship .mjs files it could not run.
 */
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) throw error;
    try {
      return options.defaultResolver(request, { ...options, conditions: ['import', 'node', 'default'] });
    } catch {
      throw error;
    }
  }
};
