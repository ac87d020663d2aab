/**
 * One sticky PR comment per golden set: find the comment that carries the hidden marker (searching
 * every page: a marker on page 2 must be found, or each run would add a new comment), update it in
 * place, or create it. A read-only token (fork PRs) is not an error: the caller takes the fork path.
 *
 * Only the action's own comments count, or anyone could have theirs overwritten by pasting the
 * marker: the comment must start with the marker and be written by the token's identity: the
 * user of a personal token (GET /user), or, for an installation token that has no user
 * (GITHUB_TOKEN comments as `github-actions[bot]`, a GitHub App as `<app>[bot]`), a bot account,
 * which no person can post as.
 */
import type { CommentMode } from './inputs';
import { isMeaningful } from '../report/meaningful';
import type { Report } from '../report/types';
import { httpStatus, type CommentAuthor, type GitHubApi, type IssueComment } from './github-api';

export type UpsertResult =
  | { action: 'created' | 'updated' | 'unchanged'; url: string; id: number }
  | { action: 'skipped'; reason: string }
  /** The token may not write comments (403/404): fork PRs, or `permissions: pull-requests: read`. */
  | { action: 'forbidden'; status: number; message: string };

/** The first comment (oldest first) that starts with the marker and is the token's own, across all pages. */
export async function findMarkedComment(api: GitHubApi, issue: number, marker: string): Promise<IssueComment | undefined> {
  let isOwn: ((a: CommentAuthor | undefined) => boolean) | undefined;
  for await (const page of api.listComments(issue)) {
    for (const c of page) {
      if (!c.body.startsWith(marker)) continue;
      // Asked once, and only when a marked comment exists (most runs on a new PR never need it).
      isOwn ??= await ownCommentRule(api);
      if (isOwn(c.author)) return c;
    }
  }
  return undefined;
}

/** Whether an author is the token's identity: its user, or (an installation token) a bot account. */
export async function ownCommentRule(api: GitHubApi): Promise<(a: CommentAuthor | undefined) => boolean> {
  const me = await api.tokenUser();
  if (me) return (a) => a !== undefined && a.login === me.login;
  return (a) => a !== undefined && a.type === 'Bot';
}

/**
 * Creates or updates the marked comment. `on-change` creates a comment only when `changed`, but an
 * existing one is always brought up to date (so it never shows a stale result).
 */
export async function upsertComment(
  api: GitHubApi,
  issue: number,
  marker: string,
  rendered: string,
  mode: CommentMode,
  changed: boolean,
): Promise<UpsertResult> {
  if (mode === 'off') return { action: 'skipped', reason: "input 'comment' is 'off'" };
  const body = rendered.includes(marker) ? rendered : `${marker}\n${rendered}`;
  try {
    const existing = await findMarkedComment(api, issue, marker);
    if (existing) {
      if (existing.body === body) return { action: 'unchanged', url: existing.html_url, id: existing.id };
      const c = await api.updateComment(existing.id, body);
      return { action: 'updated', url: c.html_url, id: c.id };
    }
    if (mode === 'on-change' && !changed) return { action: 'skipped', reason: 'no meaningful change: no question changed status, no evidence crossed or moved within the top pass_k, no metric moved beyond noise (comment: on-change)' };
    const c = await api.createComment(issue, body);
    return { action: 'created', url: c.html_url, id: c.id };
  } catch (e) {
    const status = httpStatus(e);
    if (status === 403 || status === 404) return { action: 'forbidden', status, message: e instanceof Error ? e.message : String(e) };
    throw e;
  }
}

/**
 * The `on-change` rule: post only when the report has a meaningful change (report/meaningful.ts,
 * the same rule as the title and the `changed` output). Noise, moves below the top pass_k and
 * labels already broken at base never start a comment; an existing one is still updated.
 */
export function reportChanged(report: Report): boolean {
  return isMeaningful(report);
}
