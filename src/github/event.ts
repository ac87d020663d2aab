/**
 * Which two commits to compare, from the workflow event (GITHUB_EVENT_NAME + the payload at
 * GITHUB_EVENT_PATH). Pure: takes the parsed payload, returns plain data. Explicit `base`/`head`
 * inputs always win over the event.
 */
import { InputError, ERROR_CODES } from '../errors';

export const ZERO_SHA = /^0+$/;

/** What to compare, and where to comment. */
export type Target =
  | {
      kind: 'compare';
      /** A commit (or revision) whose merge base with `head` is the base side when `mergeBase` is true. */
      base: string;
      head: string;
      /** pull_request*: the base side is merge-base(base, head), not the base branch tip. */
      mergeBase: boolean;
      /** The PR to comment on, when there is one. */
      pr?: number;
      event: string;
    }
  | { kind: 'nothing'; reason: string; event: string };

interface Payload {
  pull_request?: { number?: number; base?: { sha?: string }; head?: { sha?: string } };
  number?: number;
  before?: string;
  after?: string;
  merge_group?: { base_sha?: string; head_sha?: string };
  inputs?: Record<string, unknown>;
  workflow_run?: { head_sha?: string };
}

/** Base and head for the event; explicit inputs override. Throws InputError when neither says. */
export function targetFromEvent(
  eventName: string,
  payload: Payload,
  explicit: { base?: string; head?: string },
  githubSha?: string,
): Target {
  const event = eventName || 'unknown';
  let base: string | undefined;
  let head: string | undefined;
  let mergeBase = false;
  let pr: number | undefined;
  switch (event) {
    case 'pull_request':
    case 'pull_request_target': {
      const p = payload.pull_request;
      base = p?.base?.sha;
      head = p?.head?.sha;
      pr = p?.number ?? payload.number;
      mergeBase = true;
      break;
    }
    case 'push': {
      if (payload.before && ZERO_SHA.test(payload.before) && !explicit.base) {
        return { kind: 'nothing', event, reason: 'this push created the branch (its "before" is all zeros): there is no earlier commit to compare with' };
      }
      base = payload.before;
      head = payload.after;
      break;
    }
    case 'merge_group':
      base = payload.merge_group?.base_sha;
      head = payload.merge_group?.head_sha;
      break;
    case 'workflow_dispatch':
      base = stringInput(payload.inputs?.base);
      head = stringInput(payload.inputs?.head) ?? githubSha;
      break;
    default:
      head = githubSha;
  }
  if (explicit.base) {
    base = explicit.base;
    // An explicit base is taken as given: the user said which commit to compare with.
    mergeBase = false;
  }
  if (explicit.head) head = explicit.head;
  if (!base || !head) {
    const missing = !base ? 'base' : 'head';
    throw new InputError(
      ERROR_CODES.USAGE,
      `the '${event}' event does not say which commit is the ${missing}; set the action's '${missing}' input (a commit SHA or ref)`,
      { field: `input ${missing}` },
    );
  }
  return { kind: 'compare', base, head, mergeBase, pr, event };
}

function stringInput(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}
