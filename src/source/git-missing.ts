/**
 * The message for a revision this clone does not have: which one, and the exact `git fetch` that
 * brings it (CI checkouts are shallow by default, so this is the common first-run failure).
 */
export function missingRevisionMessage(rev: string, repoDir: string, shallow: boolean, remote: string | null): string {
  const r = remote ?? '<remote>';
  const where = shallow ? `this shallow clone (${repoDir}) lacks it` : `it is not in the repository at ${repoDir}`;
  const fetches: string[] = [];
  const fullSha = /^[0-9a-f]{40}$/i.test(rev) || /^[0-9a-f]{64}$/i.test(rev);
  const ancestry = /^(.*?)([~^].*)$/.exec(rev);
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
