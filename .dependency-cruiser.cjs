/**
 * The house's import rules (CONTRIBUTING.md, "How the code is laid out"), checked by
 * `npm run lint:imports` in .ci/run:
 * - no file imports itself back through others (no file-level cycle);
 * - the floors of src/, top to bottom: a file imports only from its own folder or a folder on a
 *   floor below it. Folders on one floor are ordered too (the first may use the later ones, never
 *   the reverse), so no two folders import each other either.
 * Type-only imports count: a cycle of types is still a knot a reader has to untie.
 */
const FLOORS = [
  ['index.ts', 'cli.ts', 'kit.ts'],
  ['github', 'cli'],
  ['engine'],
  ['init', 'draft', 'answers', 'compare'],
  ['report', 'retrieve'],
  ['source', 'chunk'],
  ['config', 'golden'],
  ['measure', 'text'],
  ['yaml', 'util'],
  ['version.ts', 'types.ts', 'errors.ts', 'limits.ts'],
];

/** A folder (src/NAME/…) or a top-level file (src/NAME.ts), as a path pattern. */
const pattern = (name) => (name.endsWith('.ts') ? `^src/${name.replace('.', '\\.')}$` : `^src/${name}/`);

const order = FLOORS.flat();
const upward = order.slice(1).map((name, i) => ({
  name: `floors-${name.replace('.ts', '')}`,
  comment: `${name} may import only what lies below it in the house (${order.slice(i + 2).join(', ') || 'nothing'})`,
  severity: 'error',
  from: { path: pattern(name) },
  to: { path: order.slice(0, i + 1).map(pattern) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'a file that imports itself back through others: move what both need into a file below them',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...upward,
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
