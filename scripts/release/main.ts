/**
 * The release's command line (scripts/release.mjs runs it): the adapter that reads package.json,
 * CHANGELOG.md and dist/, rebuilds into a temporary folder, and hands the facts to check.ts.
 *
 *   check [--tag vX.Y.Z]           exit 1 with one line per problem unless everything agrees
 *   plan --tag vX.Y.Z [--notes-out F] [--tags-file F]
 *                                  the release's facts as GITHUB_OUTPUT lines (version, the major
 *                                  tag to move given the repository's tags listed in F, npm
 *                                  dist-tag, prerelease), its changelog section into F
 *
 * Without --tag, a tag is taken from GITHUB_REF_NAME when GITHUB_REF_TYPE is `tag` (the release
 * workflow); a branch build checks everything but the tag.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { releaseNotes } from './changelog';
import { releaseProblems, treeDifferences, type ReleaseFacts } from './check';
import { majorTagToMove, npmDistTag, parseVersion, versionOfTag } from './version';

export interface ReleaseIo {
  root: string;
  env: Record<string, string | undefined>;
  stdout(s: string): void;
  stderr(s: string): void;
}

export async function runRelease(argv: string[], io: ReleaseIo): Promise<number> {
  const [command, ...rest] = argv;
  const opt = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const tag = opt('--tag') ?? (io.env.GITHUB_REF_TYPE === 'tag' ? io.env.GITHUB_REF_NAME : undefined);
  if (command === 'check') return check(io, tag);
  if (command === 'plan') return plan(io, tag, opt('--notes-out'), opt('--tags-file'));
  io.stderr('usage: release.mjs check [--tag vX.Y.Z] | plan --tag vX.Y.Z [--notes-out FILE] [--tags-file FILE]\n');
  return 2;
}

function packageVersion(root: string): string {
  return String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
}

function readChangelog(root: string): string | undefined {
  const p = join(root, 'CHANGELOG.md');
  return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
}

function check(io: ReleaseIo, tag: string | undefined): number {
  const facts: ReleaseFacts = {
    packageVersion: packageVersion(io.root),
    changelog: readChangelog(io.root),
    cli: cliVersion(io.root),
    stale: staleDist(io.root),
    ...(tag !== undefined ? { tag } : {}),
    ...(existsSync(join(io.root, 'README.md')) ? { readme: readFileSync(join(io.root, 'README.md'), 'utf8'), installedBytes: shippedBytes(io.root) } : {}),
  };
  const problems = releaseProblems(facts);
  for (const p of problems) io.stderr(`release-check: ${p}\n`);
  if (problems.length) return 1;
  io.stdout(`release-check: ${facts.packageVersion}: package.json, CHANGELOG.md, dist/ (fresh)${tag ? ` and tag ${tag}` : ''} agree\n`);
  return 0;
}

/** Bytes of the files package.json's `files` names (folders walked; package.json, README and LICENSE, which npm always adds, counted too). */
function shippedBytes(root: string): number {
  const files: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).files ?? [];
  let total = 0;
  for (const f of [...files, 'package.json', 'README.md', 'LICENSE']) {
    const p = join(root, f);
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) for (const b of tree(p).values()) total += b.length;
    else total += statSync(p).size;
  }
  return total;
}

function cliVersion(root: string): ReleaseFacts['cli'] {
  try {
    return { version: execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), '--version'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim() };
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    return { error: (err.stderr?.toString().trim() || err.message).split('\n')[0] };
  }
}

/** Rebuilds into a temporary folder (scripts/build.mjs --outdir) and names the dist/ files that differ. */
function staleDist(root: string): string[] {
  const out = mkdtempSync(join(tmpdir(), 'rg-release-dist-'));
  try {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--outdir', out], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    const dist = join(root, 'dist');
    return treeDifferences(existsSync(dist) ? tree(dist) : new Map(), tree(out)).map((d) => `dist/${d}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.set(relative(dir, p).split('\\').join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return files;
}

/** The release workflow's inputs, computed here so that they are tested: one `key=value` line each. */
function plan(io: ReleaseIo, tag: string | undefined, notesOut: string | undefined, tagsFile: string | undefined): number {
  const version = tag === undefined ? undefined : versionOfTag(tag);
  if (tag === undefined || version === undefined) {
    io.stderr(`release plan: ${tag === undefined ? 'no tag given (--tag vX.Y.Z)' : `tag ${JSON.stringify(tag)} is not 'v' and a version`}\n`);
    return 2;
  }
  const changelog = readChangelog(io.root) ?? '';
  const notes = releaseNotes(changelog, version);
  if (!notes) {
    io.stderr(`release plan: CHANGELOG.md has no section for ${version} ('## [${version}] - YYYY-MM-DD')\n`);
    return 1;
  }
  if (notesOut) writeFileSync(notesOut, `${notes}\n`);
  const tags = tagsFile ? readFileSync(tagsFile, 'utf8').split(/\s+/).filter(Boolean) : [];
  const major = majorTagToMove(version, tags);
  io.stdout(`version=${version}\nmajor=${major ?? ''}\nnpm-tag=${npmDistTag(version)}\nprerelease=${parseVersion(version)?.prerelease ? 'true' : 'false'}\n`);
  return 0;
}
