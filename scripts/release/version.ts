/** Versions and tags as the release uses them: `v1.2.3` names 1.2.3, whose moving major tag is `v1`. */

/** Semantic Versioning 2.0.0's own pattern (semver.org), without build metadata: npm ignores it. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$/;

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** `rc.1` in 1.1.0-rc.1; undefined for a release. */
  prerelease?: string;
}

export function parseVersion(v: string): Version | undefined {
  const m = SEMVER.exec(v);
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), ...(m[4] ? { prerelease: m[4] } : {}) };
}

/** The version a release tag names (`v1.2.3` → `1.2.3`), or undefined when the tag is not `v` + a version. */
export function versionOfTag(tag: string): string | undefined {
  const v = tag.replace(/^refs\/tags\//, '');
  return v.startsWith('v') && parseVersion(v.slice(1)) ? v.slice(1) : undefined;
}

/**
 * The major tag a release moves (`1.2.3` → `v1`), as actions/toolkit's versioning guidance has it:
 * `uses: owner/repo@v1` follows every 1.x release. None for a prerelease (users of `@v1` never get
 * a release candidate) nor for 0.x, whose minor versions may break.
 */
export function majorTag(version: string): string | undefined {
  const v = parseVersion(version);
  if (!v || v.prerelease || v.major === 0) return undefined;
  return `v${v.major}`;
}

/** npm's dist-tag for the version: `latest` for a release, `next` for a prerelease. */
export function npmDistTag(version: string): string {
  return parseVersion(version)?.prerelease ? 'next' : 'latest';
}

/** Orders two versions by Semantic Versioning's precedence (a prerelease before its release). */
export function compareVersions(a: Version, b: Version): number {
  const d = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (d) return d;
  if (!a.prerelease || !b.prerelease) return a.prerelease ? -1 : b.prerelease ? 1 : 0;
  const pa = a.prerelease.split('.');
  const pb = b.prerelease.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const na = /^\d+$/.test(pa[i]) ? Number(pa[i]) : undefined;
    const nb = /^\d+$/.test(pb[i]) ? Number(pb[i]) : undefined;
    if (na !== undefined && nb !== undefined) {
      if (na !== nb) return na - nb;
    } else if (na !== undefined || nb !== undefined) {
      return na !== undefined ? -1 : 1;
    } else if (pa[i] !== pb[i]) {
      return pa[i] < pb[i] ? -1 : 1;
    }
  }
  return 0;
}

/**
 * The major tag this release moves, given the repository's tags: none when a newer release of the
 * same major exists (a fix to 1.2 cut after 1.3.0 must not take `v1` back to 1.2).
 */
export function majorTagToMove(version: string, existingTags: readonly string[]): string | undefined {
  const tag = majorTag(version);
  const v = parseVersion(version);
  if (!tag || !v) return undefined;
  const newer = existingTags.some((t) => {
    const other = versionOfTag(t);
    const o = other === undefined ? undefined : parseVersion(other);
    return !!o && !o.prerelease && o.major === v.major && compareVersions(o, v) > 0;
  });
  return newer ? undefined : tag;
}
