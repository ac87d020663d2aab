/**
 * `mode: post`, the privileged half of the fork-safe pair: a `workflow_run` job with a write token
 * takes the report.json that the unprivileged run uploaded, checks it is what it claims to be
 * (the artifact comes from a run of untrusted PR code, so it is treated as untrusted input), finds
 * the PR from the head SHA of that run, and upserts the comment. It never runs the retrieval itself.
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
  return checked.report;
}

/** The open PR whose head is `sha`; undefined when there is none (e.g. the branch was deleted). */
export async function findPullRequest(api: GitHubApi, sha: string): Promise<number | undefined> {
  const pulls = await api.pullsForCommit(sha);
  const exact = pulls.filter((p) => p.head_sha === sha);
  const pick = (exact.length ? exact : pulls).filter((p) => p.state === 'open');
  return pick.length ? Math.min(...pick.map((p) => p.number)) : undefined;
}
