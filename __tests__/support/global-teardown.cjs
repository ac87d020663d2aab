// Removes the temporary build global-setup.cjs made (dist/ itself is never touched).
const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.RG_DIST_TEMP) rmSync(process.env.RG_DIST_TEMP, { recursive: true, force: true });
};
