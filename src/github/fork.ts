/**
 * The read-only token path. Pull requests from forks get a token that cannot write comments; the
 * action must still succeed (per `mode`), put the report in the job summary, and say once how to
 * get the comment anyway: the two-workflow pattern (docs/action.md#pull-requests-from-forks).
 */

export const FORK_DOCS = 'https://github.com/retrieval-gate/retrieval-gate/blob/main/docs/action.md#pull-requests-from-forks';

/** The one warning printed when the comment cannot be written. */
export function readOnlyWarning(status: number, pr: number, reportPath: string): string {
  return (
    `Could not write the PR comment on #${pr} (HTTP ${status}): the token is read-only, as it is for pull requests from forks. ` +
    `The report is in the job summary. To get the comment, upload ${reportPath} with actions/upload-artifact and post it from a ` +
    `'workflow_run' workflow with 'mode: post' (see ${FORK_DOCS}).`
  );
}
