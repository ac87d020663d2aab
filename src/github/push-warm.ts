/**
 * A push to the repository's default branch: the run that fills the caches pull requests start
 * from. The workflow `init` writes runs on those pushes too (its `push:` trigger, with the docs
 * filter), and such a run evaluates the pushed commit alone, as base and head both: its chunks'
 * vectors go into the content-keyed embeddings cache, and its judged side into the base side
 * cache, saved under the `base` scope (run-caches.ts), which every pull request's run may read. A
 * pull request opened on that commit then embeds only the chunks it changed.
 *
 * There is nothing to compare (the pull request that brought the change was gated already), so
 * the run posts no comment and never fails on the gate; bad input still fails it, as in any run.
 * A push to another branch, or with a `base` or `head` input, compares as before. Pure: the event
 * in, the commit to evaluate out.
 */
import type { Target } from './event';

/** The fields read of the event's payload (any shape: each one checked). */
type Payload = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** What a default-branch push evaluates: the pushed commit, and the branch for the log. */
export interface DefaultBranchPush {
  commit: string;
  branch: string;
}

/** The pushed commit when this event is a push to the default branch with no `base`/`head` input; else null. */
export function defaultBranchPush(eventName: string, payload: Payload, explicit: { base?: string; head?: string }): DefaultBranchPush | null {
  if (eventName !== 'push' || explicit.base || explicit.head) return null;
  const repository = payload.repository;
  const branch = repository && typeof repository === 'object' ? str((repository as Payload).default_branch) : undefined;
  const after = str(payload.after);
  if (!branch || payload.ref !== `refs/heads/${branch}` || !after || /^0+$/.test(after)) return null;
  return { commit: after, branch };
}

/** The comparison such a run makes: the pushed commit against itself (the side is judged once, the head reuses all of it). */
export function pushTarget(push: DefaultBranchPush): Extract<Target, { kind: 'compare' }> {
  return { kind: 'compare', base: push.commit, head: push.commit, mergeBase: false, event: 'push' };
}

/** The log's line saying what the run did and why it neither comments nor gates. */
export function pushNotice(push: DefaultBranchPush): string {
  return (
    `retrieval-gate: a push to the default branch '${push.branch}': evaluated ${push.commit.slice(0, 12)} and saved its caches, ` +
    'so pull requests on it start warm (only the chunks they change are embedded); nothing to compare, so no comment and no gate'
  );
}
