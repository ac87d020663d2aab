import { distance } from 'fastest-levenshtein';

/**
 * The message for a revision this clone does not have: which one, and the exact `git fetch` that
 * brings it (CI checkouts are shallow by default, so this is the common first-run failure).
 */
export function missingRevisionMessage(rev: string, repoDir: string, shallow: boolean, remote: string | null): string {
  const r = remote ?? '<remote>';
  const where = shallow ? `this shallow clone (${repoDir}) lacks it` : `it is not in the repository at ${repoDir}`;
  const fetches: string[] = [];
  const fullSha = /^[0-9a-f]{40}$/i.test(rev) || /^[0-9a-f]{64}$/i.test(rev);
  const ancestry = /^([^~^\n\r\u2028\u2029]*)([~^].*)$/.exec(rev);
  const remoteBranch = remote ? new RegExp(`^(?:refs/remotes/)?${escapeRegExp(remote)}/(.+)$`).exec(rev) : null;
  if (fullSha) {
    fetches.push(`git fetch --no-tags --depth=50 ${r} ${rev}`);
  } else if (remoteBranch) {
    fetches.push(`git fetch --no-tags ${r} ${remoteBranch[1]}:refs/remotes/${r}/${remoteBranch[1]}`);
  } else if (ancestry && shallow) {
    fetches.push('git fetch --deepen=50');
  } else if (/^[0-9a-f]{4,39}$/i.test(rev)) {
    // A server hands out commits only by their full name; an abbreviation needs the history.
  } else if (!ancestry && rev !== 'HEAD') {
    // A branch or tag that only the remote has: fetched under the same name, it resolves as given.
    fetches.push(`git fetch --no-tags ${r} ${rev}:${rev}`);
  }
  if (shallow) fetches.push('git fetch --unshallow');
  const how = fetches.length
    ? `Fetch it with \`${fetches[0]}\`${fetches.length > 1 ? ` (or all of the history with \`${fetches[1]}\`)` : ''}`
    : 'Fetch the history that contains it (e.g. `git fetch --unshallow`, or fetch the branch it is on)';
  return (
    `revision '${rev}' is missing: ${where}. ${how}; ` +
    'in GitHub Actions, give actions/checkout `fetch-depth: 0` so base and head are both present.'
  );
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Branch and tag names close to a revision that does not resolve, closest first (at most three):
 * `mian` → `main`. A remote-tracking name (`origin/main`) is compared by its branch part too,
 * and offered as the user would type it. Empty when nothing is near, so the fetch advice stays.
 */
export function closestRefs(rev: string, refs: readonly string[]): string[] {
  const limit = Math.max(2, Math.floor(rev.length / 3));
  const scored: Array<{ name: string; d: number }> = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (ref === rev || seen.has(ref) || ref.endsWith('/HEAD')) continue;
    seen.add(ref);
    const slash = ref.indexOf('/');
    const d = Math.min(distance(rev, ref), slash > 0 ? distance(rev, ref.slice(slash + 1)) + 0.5 : Infinity);
    if (d <= limit && d < rev.length) scored.push({ name: ref, d });
  }
  scored.sort((a, b) => a.d - b.d || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, 3).map((s) => s.name);
}

/** The message for a revision that looks like a typo of existing branch or tag names. */
export function typoRevisionMessage(rev: string, repoDir: string, near: readonly string[]): string {
  const names = near.map((n) => `'${n}'`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `revision '${rev}' is not in the repository at ${repoDir}; did you mean ${list}? (If '${rev}' is a branch only a remote has, fetch it first.)`;
}
