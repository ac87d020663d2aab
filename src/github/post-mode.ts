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
 * fork's branch (`GET /pulls?head=owner:branch`); then the commits endpoint.
 */
import { InputError, ERROR_CODES } from '../errors';
import type { Report } from '../report/types';
import { validateReport } from '../report/validate';
import type { GitHubApi } from './github-api';

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

/** The open PR whose head is `sha`, and how it was found; undefined when there is none (e.g. the branch was deleted). */
export async function findPullRequest(api: GitHubApi, sha: string, hints: PullHints = {}): Promise<{ number: number; via: string } | undefined> {
  if (hints.number !== undefined) {
    const pr = await api.getPull(hints.number);
    if (pr && pr.state === 'open' && pr.head_sha === sha) return { number: pr.number, via: `report.json's pull_request.number, verified by GET /pulls/${pr.number}` };
  }
  if (hints.headOwner && hints.headBranch) {
    const n = lowestOpen(await api.pullsByHead(`${hints.headOwner}:${hints.headBranch}`), sha, true);
    if (n !== undefined) return { number: n, via: `the head branch ${hints.headOwner}:${hints.headBranch}` };
  }
  const n = lowestOpen(await api.pullsForCommit(sha), sha, false);
  return n === undefined ? undefined : { number: n, via: `the head commit ${sha}` };
}

/** The lowest-numbered open PR with head `sha` (or, unless `exactOnly`, any open one when none matches exactly). */
function lowestOpen(pulls: ReadonlyArray<{ number: number; state: string; head_sha: string }>, sha: string, exactOnly: boolean): number | undefined {
  const exact = pulls.filter((p) => p.head_sha === sha);
  const pick = (exact.length || exactOnly ? exact : pulls).filter((p) => p.state === 'open');
  return pick.length ? Math.min(...pick.map((p) => p.number)) : undefined;
}
