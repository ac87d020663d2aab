// Removes the temporary build and cache folder global-setup.cjs made (dist/ itself is never touched).
const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.RG_CACHE_TEMP) rmSync(process.env.RG_CACHE_TEMP, { recursive: true, force: true });
  if (process.env.RG_DIST_TEMP) rmSync(process.env.RG_DIST_TEMP, { recursive: true, force: true });
};
