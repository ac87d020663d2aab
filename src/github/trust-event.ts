/**
 * Which events run the pull request's own code anyway (docs/security.md). On `pull_request` the
 * workflow itself comes from the PR's merge commit and a fork gets no secrets and a read-only token,
 * so the PR's config adds no power; on `push`, `merge_group`, `workflow_dispatch` and `schedule` the
 * head is code already in the repository or chosen by someone with write access. Every other event
 * (`pull_request_target`, `workflow_run`, `issue_comment`, anything new) runs the base's workflow
 * with its privileges next to code someone else wrote, so the head's config is held to inert keys.
 */

const HEAD_IS_WORKFLOW_CODE = ['pull_request', 'push', 'merge_group', 'workflow_dispatch', 'schedule'] as const;

/** True when the head's config may set every key; false when trusted keys must come from the base. */
export function headConfigTrusted(event: string): boolean {
  return (HEAD_IS_WORKFLOW_CODE as readonly string[]).includes(event);
}
