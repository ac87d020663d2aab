/**
 * The quick-start workflow: one job that compares retrieval at a pull request's base and head,
 * posts one comment and fails the check when the gate fails, run only on pull requests that touch
 * what the gate measures (its `paths:` filter, source/paths-filter.ts); and one, on pushes to the
 * default branch that touch them, that evaluates the pushed commit, records it in the history
 * branch (the only job that may write) and saves its caches, so pull requests start warm
 * (github/push-history.ts, github/push-warm.ts). `init` writes it for the
 * repository it runs in; docs/workflows/quick-start.yml, the README and docs/action.md show the
 * one it writes for the bundled example. Pure: the filter and the scope's words in, text out.
 */
import { commentLine } from './text';

/** Where the workflow goes in a repository. */
export const WORKFLOW_PATH = '.github/workflows/retrieval-gate.yml';

/** A filter pattern as a YAML scalar: always single-quoted (`*` and `!` start other YAML). */
const quoted = (p: string) => `'${p.replace(/'/g, "''")}'`;

/** The branch the push trigger names when the repository does not say which is its default. */
export const DEFAULT_BRANCH = 'main';

/**
 * The workflow's text, with `paths` as its filter; `where`: the scope it was derived from, in
 * words; `labelled`: the filter also holds files an existing golden set labels outside those docs;
 * `branch`: the default branch (its push runs fill the caches).
 */
export function workflowText(paths: readonly string[], where: string, labelled = false, branch = DEFAULT_BRANCH): string {
  const lines = [
    `# ${WORKFLOW_PATH}: compare retrieval at the PR's base and head on every docs`,
    '# change, post one comment (updated in place), and fail the check when the gate fails.',
    '# Needs a golden set at .github/retrieval-golden.yml (docs/golden-set-guide.md); the config is optional.',
    'name: retrieval-gate',
    'on:',
    '  pull_request:',
    '    # Written by `retrieval-gate init` for the docs scope it found (docs/sources.md):',
    commentLine(`    #   ${where}`),
    '    # A PR runs the gate when it touches those docs, a docs site config or the golden set and',
    '    # config; not for changelogs, licences, tests or vendored files. Run init again when the docs',
    '    # move. A required check must run on every PR: drop `paths:` then (docs/action.md).',
    ...(labelled ? ['    # Also every file the golden set labels: run init again (--force) after labelling a file', '    # outside these docs, or add it below (`retrieval-gate validate` warns when one is missing).'] : []),
    '    paths:',
    ...paths.map((p) => `      - ${quoted(p)}`),
    '  push:',
    '    # Each docs change that reaches the default branch is measured: recorded in the',
    '    # retrieval-gate-history branch (the trend and the baseline the PR comment compares with,',
    "    # docs/history.md), and its caches saved (the encoder's vectors, the judged side), so a pull",
    '    # request then embeds only the chunks it changes. No comment and no gate on these runs.',
    '    branches:',
    `      - ${quoted(branch)}`,
    '    paths:',
    ...paths.map((p) => `      - ${quoted(p)}`),
    '# Each job asks for what it needs: a pull request never gets write access to the contents.',
    'permissions: {}',
    'jobs:',
    '  retrieval:',
    "    if: github.event_name == 'pull_request'",
    '    runs-on: ubuntu-latest',
    '    permissions:',
    '      contents: read',
    '      pull-requests: write',
    '    steps:',
    '      - uses: actions/checkout@v5   # the default shallow checkout is enough: the action fetches what it needs',
    '      - uses: retrieval-gate/retrieval-gate@v1',
    '  history:',
    "    if: github.event_name == 'push' && github.ref_name == github.event.repository.default_branch",
    '    runs-on: ubuntu-latest',
    '    permissions:',
    '      contents: write   # appends one line to the retrieval-gate-history branch',
    '    steps:',
    '      - uses: actions/checkout@v5',
    '      - uses: retrieval-gate/retrieval-gate@v1',
    '        with:',
    '          mode: report',
    "          comment: 'off'",
  ];
  return `${lines.join('\n')}\n`;
}
