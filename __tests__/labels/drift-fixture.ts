/**
 * A small command reference with repeated `### Options` headings, written by the tests themselves
 * (no mirror): `#options` is build's, `#options-1` remove's, `#options-2` show's. The changes below
 * are what the drift and hostile-id tests compare against it, each one commit on branch `pr`.
 */

const section = (name: string, intro: string, options: string) => `## ${name}

${intro}

### Options

${options}
`;

export const BUILD = section(
  'build',
  'The build command builds the source and wheels archives of the project.',
  'Use --format to choose the archive format, wheel or sdist; use --output to choose the folder the archives are written to instead of dist.',
);
export const REMOVE = section(
  'remove',
  'The remove command removes a package from the current list of installed packages.',
  'Use --group to remove the package from a named dependency group such as dev or docs; use --dry-run to print the operations without executing them; use --lock to only update the lock file.',
);
export const SHOW = section(
  'show',
  'The show command lists all the available packages of the project.',
  'Use --tree to print the dependencies of each package as a tree; use --latest to print the latest version of each package next to the installed one; use --outdated to list only packages with a newer version.',
);
export const PYTHON = section(
  'python',
  'The python command manages the Python interpreters the project may use.',
  'Use --free-threaded to install the free-threaded build of an interpreter; use --reinstall to install it again when it is already installed; use --clean to remove old installations.',
);

export const CLI = `# Commands

${BUILD}
${REMOVE}
${SHOW}`;

export const GUIDE = `# Guide

## Installing

Install the tool with pipx: run pipx install retrieval-tool and check the version it prints afterwards.

## Configuring

Write the settings file in the project root and list the folders that hold documentation pages.
`;

export const CONFIG = "docs: ['docs/**/*.md']\nk: [1, 3]\npass_k: 3\n";

export const GOLDEN = `questions:
  - id: REMOVE
    question: How do I remove a package from a dependency group with the remove command?
    relevant: [docs/cli.md#options-1]
  - id: SHOW
    question: How do I print the dependencies of each package as a tree with show?
    relevant:
      - {any: [docs/guide.md#configuring, docs/cli.md#options-2]}
  - id: INSTALL
    question: How do I install the tool with pipx?
    relevant: [docs/guide.md#installing]
`;

export const BASE = (golden = GOLDEN, config = CONFIG): Record<string, string> => ({
  '.github/retrieval-gate.yml': config,
  '.github/retrieval-golden.yml': golden,
  'docs/cli.md': CLI,
  'docs/guide.md': GUIDE,
});

/** A page the PR adds, stuffed with the words of the questions: it must never count as their evidence. */
export const EVIL = `# Notes

How do I remove a package from a dependency group with the remove command? Remove a package from a dependency group with the remove command.
How do I print the dependencies of each package as a tree with show? Print the dependencies of each package as a tree with show.
`;

/** Python's commands inserted before remove: remove's options become `#options-2`, show's `#options-3`. */
export const RENUMBERED = `# Commands

${BUILD}
${PYTHON}
${REMOVE}
${SHOW}`;

/** The same reorder, remove's and show's Options headings given explicit ids (`ids[0]`, `ids[1]`). */
export function renumberedWithIds(removeId: string, showId: string, extra = ''): string {
  const withId = (s: string, id: string) => s.replace("### Options", `### <a id="${id}"></a>Options`);
  return `# Commands

${BUILD}
${PYTHON}
${withId(REMOVE, removeId)}
${withId(SHOW, showId)}${extra}`;
}
