/**
 * `mode: post`, the privileged half of the fork-safe pair: a `workflow_run` job with a write token
 * takes the report.json that the unprivileged run uploaded, checks it is what it claims to be
 * (the artifact comes from a run of untrusted PR code, so it is treated as untrusted input), finds
 * the PR, and upserts the comment. It never runs the retrieval itself.
 *
 * Finding the PR: `GET /commits/{sha}/pulls` answers nothing for a commit that exists only in a
 * fork, which is exactly the case the pair exists for. So the PR number the evaluating run wrote
 * into report.json is tried first, and believed only when `GET /pulls/{n}` shows that PR's head
 * is the run's head SHA (the number is untrusted, the SHA comes from GitHub's event); then the
 * fork's branch (`GET /pulls?head=owner:branch`); then the commits endpoint. Whichever way, only a
 * PR that is open and whose head is the report's commit right now gets the comment: the commits
 * endpoint also lists PRs that merely contain the commit, and a report that arrives after a newer
 * push must not overwrite the newer comment (or the `passed` output a workflow reads).
 */
import { InputError, ERROR_CODES } from '../errors';
import type { Report } from '../report/types';
import { validateReport } from '../report/validate';
import type { GitHubApi, PullSummary } from './github-api';

/** Larger than any honest report of a 50–500 question golden set, small enough to refuse junk. */
export const MAX_ARTIFACT_BYTES = 20 * 1024 * 1024;

/** Parses and fully checks an uploaded report.json (src/report/validate.ts); an InputError names the JSON path of what is wrong. */
export function validateArtifact(text: string, file: string): Report {
  const bytes = Buffer.byteLength(text, 'utf8');
  const fail = (field: string, message: string): never => {
    throw new InputError(ERROR_CODES.ARTIFACT, message, { file, field });
  };
  if (bytes > MAX_ARTIFACT_BYTES) fail('(file)', `is ${bytes} bytes, more than the ${MAX_ARTIFACT_BYTES} allowed for a report`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('(file)', `is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  // Every field, not just the top level: the renderer must never meet a value of the wrong type.
  const checked = validateReport(data);
  if (!checked.ok) return fail(checked.path, checked.message);
  // Without its commit a report cannot be matched to the run that made it: anything could be posted.
  const commit = checked.report.head.commit;
  if (typeof commit !== 'string' || commit.trim() === '') fail('head.commit', 'is missing or empty: the report must name the head commit it measured');
  return checked.report;
}

/** What may lead to the PR besides the SHA: the report's PR number and the run's head branch. */
export interface PullHints {
  /** `pull_request.number` from report.json (untrusted: verified against the SHA). */
  number?: number;
  /** `workflow_run.head_repository.owner.login` and `workflow_run.head_branch`. */
  headOwner?: string;
  headBranch?: string;
}

/**
 * What the lookup found: the open PR whose head is the report's commit; or an open PR that leads
 * to the commit but whose head is now another one (a newer push, or a PR that only has the commit
 * in its history), which must not be posted to; or an open PR with that head commit but from
 * another branch than the run's (`foreign`), which must not be posted to either; or nothing.
 */
export type PullLookup =
  | { kind: 'found'; number: number; via: string }
  | { kind: 'moved'; number: number; head: string; via: string }
  | { kind: 'foreign'; number: number; label: string; runLabel: string; via: string }
  | { kind: 'none' };

/**
 * The open PR whose head is `sha`, and how it was found. Only an exact head counts: a report is
 * about one commit, and a PR whose head moved on has a newer report coming (or already posted).
 * When the run names its head branch (`workflow_run` does, from GitHub's event), the PR's head
 * must be that branch too: anyone can push another PR's head commit to a branch of their own and
 * open a pull request (against any base, with any workflow), and that run's report, naming the
 * other PR's number, would otherwise be posted over the other PR's comment.
 */
export async function findPullRequest(api: GitHubApi, sha: string, hints: PullHints = {}): Promise<PullLookup> {
  let refused: PullLookup | undefined;
  const runLabel = hints.headOwner && hints.headBranch ? `${hints.headOwner}:${hints.headBranch}` : undefined;
  const consider = (pulls: ReadonlyArray<PullSummary>, via: (n: number) => string): PullLookup | undefined => {
    const open = pulls.filter((p) => p.state === 'open').sort((a, b) => a.number - b.number);
    const exact = open.filter((p) => p.head_sha === sha);
    const own = exact.find((p) => !runLabel || sameLabel(p.head_label, runLabel));
    if (own) return { kind: 'found', number: own.number, via: via(own.number) };
    const foreign = exact[0];
    if (foreign && runLabel && refused?.kind !== 'foreign') refused = { kind: 'foreign', number: foreign.number, label: foreign.head_label ?? '(none)', runLabel, via: via(foreign.number) };
    const other = open.find((p) => p.head_sha !== sha);
    if (other && !refused) refused = { kind: 'moved', number: other.number, head: other.head_sha, via: via(other.number) };
    return undefined;
  };
  if (hints.number !== undefined) {
    const pr = await api.getPull(hints.number);
    const hit = consider(pr ? [pr] : [], (n) => `report.json's pull_request.number, verified by GET /pulls/${n}`);
    if (hit) return hit;
  }
  if (runLabel) {
    const hit = consider(await api.pullsByHead(runLabel), () => `the head branch ${runLabel}`);
    if (hit) return hit;
  }
  const hit = consider(await api.pullsForCommit(sha), () => `the head commit ${sha}`);
  return hit ?? refused ?? { kind: 'none' };
}

/** `owner:branch` labels: owners compare as GitHub compares logins (any case), branches exactly. */
function sameLabel(label: string | undefined, wanted: string): boolean {
  if (!label) return false;
  const [o1, ...b1] = label.split(':');
  const [o2, ...b2] = wanted.split(':');
  return o1.toLowerCase() === o2.toLowerCase() && b1.join(':') === b2.join(':');
}
