/**
 * The few GitHub REST calls the action makes, behind a small interface so the comment logic is
 * tested with plain objects. The real one is @actions/github's octokit (it honours GITHUB_API_URL,
 * which is how the end-to-end test points it at a loopback server).
 */
import { getOctokit } from '@actions/github';

export interface IssueComment {
  id: number;
  body: string;
  html_url: string;
  /** Who wrote it (`type` is `User` or `Bot`); absent when the API did not say. */
  author?: CommentAuthor;
}

export interface CommentAuthor {
  login: string;
  type: string;
}

export interface GitHubApi {
  /** All comments of an issue or PR, page by page (100 per page, following the Link header). */
  listComments(issue: number): AsyncIterable<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  /** Open pull requests whose head is this commit (GET /repos/{o}/{r}/commits/{sha}/pulls). */
  pullsForCommit(sha: string): Promise<PullSummary[]>;
  /** One pull request (GET /repos/{o}/{r}/pulls/{n}); undefined when there is none. */
  getPull(number: number): Promise<PullSummary | undefined>;
  /** Open pull requests from a branch (GET /repos/{o}/{r}/pulls?head=owner:branch): works for forks. */
  pullsByHead(ownerColonBranch: string): Promise<PullSummary[]>;
  /** The token's own user (GET /user), or null when the token is not a user's (GITHUB_TOKEN, an app's). */
  tokenUser(): Promise<CommentAuthor | null>;
}

export interface PullSummary {
  number: number;
  state: string;
  head_sha: string;
  /** `owner:branch` of the head (GitHub's `head.label`). */
  head_label?: string;
}

/** The REST API through octokit, for `owner/repo`; the base URL is read when called (GHES, tests). */
export function octokitApi(token: string, owner: string, repo: string, baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com'): GitHubApi {
  const octokit = getOctokit(token, { baseUrl });
  return {
    async *listComments(issue) {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 });
      for await (const page of pages) {
        yield page.data.map((c) => ({ id: c.id, body: c.body ?? '', html_url: c.html_url, ...authorOf(c.user) }));
      }
    },
    async createComment(issue, body) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body });
      return { id: data.id, body: data.body ?? '', html_url: data.html_url, ...authorOf(data.user) };
    },
    async updateComment(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
      return { id: data.id, body: data.body ?? '', html_url: data.html_url, ...authorOf(data.user) };
    },
    async pullsForCommit(sha) {
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner, repo, commit_sha: sha, per_page: 100 });
      return data.map((p) => ({ number: p.number, state: p.state, head_sha: p.head.sha, head_label: p.head.label }));
    },
    async getPull(number) {
      try {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        return { number: data.number, state: data.state, head_sha: data.head.sha, head_label: data.head.label };
      } catch (e) {
        if (httpStatus(e) === 404) return undefined;
        throw e;
      }
    },
    async pullsByHead(head) {
      const { data } = await octokit.rest.pulls.list({ owner, repo, head, state: 'open', per_page: 100 });
      return data.map((p) => ({ number: p.number, state: p.state, head_sha: p.head.sha, head_label: p.head.label }));
    },
    async tokenUser() {
      try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login, type: data.type };
      } catch (e) {
        // An installation token (GITHUB_TOKEN, a GitHub App's) may not read /user: 403 (or 401/404).
        const status = httpStatus(e);
        if (status === 401 || status === 403 || status === 404) return null;
        throw e;
      }
    },
  };
}

function authorOf(user: { login?: string; type?: string } | null | undefined): { author?: CommentAuthor } {
  return user && typeof user.login === 'string' ? { author: { login: user.login, type: user.type ?? '' } } : {};
}

/** HTTP status of an octokit error, if it has one. */
export function httpStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}
