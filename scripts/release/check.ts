/**
 * What `npm run release-check` decides, from facts the adapter (main.ts) gathered: package.json's
 * version, CHANGELOG.md's newest entry, the version the built CLI prints, whether dist/ is what a
 * build of these sources makes, and the tag being released. Pure: facts in, problems out (each a
 * sentence naming the file to fix); no problem means the release is consistent.
 */
import { changelogEntries, topRelease, UNRELEASED } from './changelog';
import { parseVersion, versionOfTag } from './version';

export interface ReleaseFacts {
  packageVersion: string;
  /** CHANGELOG.md's text; undefined when the file is missing. */
  changelog: string | undefined;
  /** What `node dist/cli.js --version` printed (trimmed), or why it could not run. */
  cli: { version: string } | { error: string };
  /** dist/ files that differ from a fresh build of the sources (tree differences, relative paths). */
  stale: string[];
  /** The tag being released (`v1.0.0`), when there is one. */
  tag?: string;
  /** README.md's text and the bytes of the files package.json's `files` ships, when both are known. */
  readme?: string;
  installedBytes?: number;
}

/** How far README's "N MB installed" may be from the package's real size before it is a problem. */
export const SIZE_TOLERANCE = 0.1;

/**
 * README's claim about what installing the package puts on disk ("… 219 MB installed"), checked
 * against the files package.json ships: the package carries native libraries and a model, and a
 * README that says "one file" of a 200 MB install misleads whoever budgets a runner's disk.
 */
function sizeProblems(readme: string, installed: number): string[] {
  const lines = readme.split('\n');
  const at = lines.findIndex((l) => /\d+ MB installed/.test(l));
  const mb = (installed / 1e6).toFixed(0);
  if (at < 0) return [`README.md says nothing of the installed size: write "${mb} MB installed" where it tells how to install from npm`];
  const stated = Number(/(\d+) MB installed/.exec(lines[at])![1]) * 1e6;
  if (Math.abs(stated - installed) > SIZE_TOLERANCE * installed) return [`README.md:${at + 1}: says ${stated / 1e6} MB installed, the package's files are ${mb} MB (package.json "files")`];
  return [];
}

export function releaseProblems(f: ReleaseFacts): string[] {
  const problems: string[] = [];
  const v = f.packageVersion;
  if (!parseVersion(v)) problems.push(`package.json: version ${JSON.stringify(v)} is not a semantic version (x.y.z)`);

  if (f.changelog === undefined) {
    problems.push('CHANGELOG.md is missing');
  } else {
    const entries = changelogEntries(f.changelog);
    const top = topRelease(entries);
    if (!top) {
      problems.push(`CHANGELOG.md has no release entry ('## [${v}] - YYYY-MM-DD')`);
    } else {
      if (top.version !== v) problems.push(`CHANGELOG.md:${top.line}: the newest entry is ${top.version} but package.json says ${v} (add '## [${v}] - YYYY-MM-DD' above it)`);
      if (!top.date || !/^\d{4}-\d{2}-\d{2}$/.test(top.date)) problems.push(`CHANGELOG.md:${top.line}: the entry for ${top.version} has no date ('## [${top.version}] - YYYY-MM-DD')`);
      if (!top.body) problems.push(`CHANGELOG.md:${top.line}: the entry for ${top.version} is empty`);
    }
    const unreleased = entries.find((e) => e.version === UNRELEASED);
    if (f.tag !== undefined && unreleased?.body) {
      problems.push(`CHANGELOG.md:${unreleased.line}: [Unreleased] still has lines; move them under '## [${v}]' before tagging`);
    }
  }

  if ('error' in f.cli) problems.push(`dist/cli.js --version failed: ${f.cli.error}`);
  else if (f.cli.version !== v) problems.push(`dist/cli.js --version prints ${f.cli.version} but package.json says ${v} (run 'npm run build' and commit dist/)`);
  if (f.stale.length) problems.push(`dist/ is not what 'npm run build' makes of these sources (run it and commit dist/): ${f.stale.join(', ')}`);

  if (f.readme !== undefined && f.installedBytes !== undefined) problems.push(...sizeProblems(f.readme, f.installedBytes));

  if (f.tag !== undefined) {
    const tagged = versionOfTag(f.tag);
    if (tagged === undefined) problems.push(`tag ${JSON.stringify(f.tag)} is not 'v' and a version (v${v})`);
    else if (tagged !== v) problems.push(`tag ${f.tag} names ${tagged} but package.json says ${v}`);
  }
  return problems;
}

/** Files of two trees (relative path → content) that differ: `x (differs)`, `x (missing)`, `x (not built)`. */
export function treeDifferences(committed: Map<string, Buffer>, built: Map<string, Buffer>): string[] {
  const out: string[] = [];
  for (const [p, b] of built) {
    const c = committed.get(p);
    if (!c) out.push(`${p} (missing)`);
    else if (!c.equals(b)) out.push(`${p} (differs)`);
  }
  for (const p of committed.keys()) if (!built.has(p)) out.push(`${p} (not built)`);
  return out.sort();
}
