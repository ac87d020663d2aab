/**
 * `mode: post`, the privileged half of the fork-safe pair: a `workflow_run` job with a write token
 * takes the report.json that the unprivileged run uploaded, checks it is what it claims to be
 * (the artifact comes from a run of untrusted PR code, so it is treated as untrusted input), finds
 * the PR from the head SHA of that run, and upserts the comment. It never runs the retrieval itself.
 */
import { InputError, ERROR_CODES } from '../errors';
import { REPORT_SCHEMA, type Report } from '../report/types';
import type { GitHubApi } from './github-api';

/** Larger than any honest report of a 50–500 question golden set, small enough to refuse junk. */
export const MAX_ARTIFACT_BYTES = 20 * 1024 * 1024;

/** Parses and checks an uploaded report.json; an InputError names what is wrong. */
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
  if (!isObject(data)) return fail('(file)', 'must be a JSON object');
  if (data.schema !== REPORT_SCHEMA) fail('schema', `must be '${REPORT_SCHEMA}' but got ${JSON.stringify(data.schema ?? null)}`);
  for (const side of ['base', 'head'] as const) {
    const s = data[side];
    if (!isObject(s)) fail(side, 'must be an object');
    else if (!isObject(s.metrics) || !Object.values(s.metrics).every((v) => typeof v === 'number')) fail(`${side}.metrics`, 'must map metric names to numbers');
  }
  if (!isObject(data.deltas) || !Object.values(data.deltas).every((v) => typeof v === 'number')) fail('deltas', 'must map metric names to numbers');
  if (!Array.isArray(data.questions)) fail('questions', 'must be a list');
  (data.questions as unknown[]).forEach((q, i) => {
    if (!isObject(q) || typeof q.id !== 'string' || typeof q.status !== 'string') fail(`questions[${i}]`, "must have string 'id' and 'status'");
  });
  if (!Array.isArray(data.broken_labels)) fail('broken_labels', 'must be a list');
  if (!isObject(data.gate) || typeof data.gate.passed !== 'boolean' || !Array.isArray(data.gate.reasons)) fail('gate', "must have boolean 'passed' and a list 'reasons'");
  if (!isObject(data.golden) || typeof data.golden.file !== 'string') fail('golden.file', 'must be a string (the golden set the comment is for)');
  return data as unknown as Report;
}

/** The open PR whose head is `sha`; undefined when there is none (e.g. the branch was deleted). */
export async function findPullRequest(api: GitHubApi, sha: string): Promise<number | undefined> {
  const pulls = await api.pullsForCommit(sha);
  const exact = pulls.filter((p) => p.head_sha === sha);
  const pick = (exact.length ? exact : pulls).filter((p) => p.state === 'open');
  return pick.length ? Math.min(...pick.map((p) => p.number)) : undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
