/**
 * A loopback HTTP server that speaks the slice of the GitHub REST API the action uses: issue
 * comments (list with Link-header pagination, create, update) and pulls associated with a commit.
 * Tests point GITHUB_API_URL (or octokit's baseUrl) at it and inspect `state` afterwards.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  issue: number;
  /** Who wrote it; default the GITHUB_TOKEN's bot, `github-actions[bot]`. */
  user?: FakeUser;
}

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

/** The identity GITHUB_TOKEN comments as. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };

export interface FakeGitHub {
  url: string;
  comments: FakeComment[];
  /** commit SHA → PR numbers that contain it (their state and head come from `pulls` when set there, else open with that head). */
  pullsByCommit: Map<string, number[]>;
  /** PR number → its head commit and `owner:branch` label (GET /pulls/{n}, GET /pulls?head=owner:branch). */
  pulls: Map<number, { sha: string; label: string; state?: string }>;
  /** When set, POST/PATCH on comments answer with this status (403 = read-only token). */
  writeStatus?: number;
  requests: Array<{ method: string; path: string; auth?: string }>;
  /** The token's user for GET /user and for comments it writes; unset = an installation token (403 on /user, comments by ACTIONS_BOT). */
  tokenUser?: FakeUser;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 with an ephemeral port. */
export async function startFakeGitHub(owner = 'acme', repo = 'docs'): Promise<FakeGitHub> {
  let nextId = 1000;
  const state: Omit<FakeGitHub, 'url' | 'close'> = { comments: [], pullsByCommit: new Map(), pulls: new Map(), requests: [] };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      state.requests.push({ method: req.method ?? '', path: url.pathname + url.search, auth: req.headers.authorization });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      const base = `/repos/${owner}/${repo}`;
      const toApi = (c: FakeComment) => ({
        id: c.id,
        body: c.body,
        html_url: `https://github.com/${owner}/${repo}/pull/${c.issue}#issuecomment-${c.id}`,
        user: c.user ?? ACTIONS_BOT,
      });
      let m: RegExpExecArray | null;
      if ((m = new RegExp(`^${base}/issues/(\\d+)/comments$`).exec(url.pathname))) {
        const issue = Number(m[1]);
        if (req.method === 'GET') {
          const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
          const page = Number(url.searchParams.get('page') ?? 1);
          const all = state.comments.filter((c) => c.issue === issue);
          const last = Math.max(1, Math.ceil(all.length / perPage));
          const links: string[] = [];
          const link = (p: number, rel: string) => {
            const u = new URL(`http://${req.headers.host}${url.pathname}`);
            u.searchParams.set('per_page', String(perPage));
            u.searchParams.set('page', String(p));
            links.push(`<${u.href}>; rel="${rel}"`);
          };
          if (page < last) {
            link(page + 1, 'next');
            link(last, 'last');
          }
          if (page > 1) link(1, 'first');
          return send(200, all.slice((page - 1) * perPage, page * perPage).map(toApi), links.length ? { link: links.join(', ') } : {});
        }
        if (req.method === 'POST') {
          if (state.writeStatus) return send(state.writeStatus, { message: 'Resource not accessible by integration' });
          const { body } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body: string };
          const c: FakeComment = { id: nextId++, body, issue, user: state.tokenUser ?? ACTIONS_BOT };
          state.comments.push(c);
          return send(201, toApi(c));
        }
      }
      if ((m = new RegExp(`^${base}/issues/comments/(\\d+)$`).exec(url.pathname)) && req.method === 'PATCH') {
        if (state.writeStatus) return send(state.writeStatus, { message: 'Resource not accessible by integration' });
        const c = state.comments.find((x) => x.id === Number(m![1]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { body: string }).body;
        return send(200, toApi(c));
      }
      if (url.pathname === '/user' && req.method === 'GET') {
        if (!state.tokenUser) return send(403, { message: 'Resource not accessible by integration' });
        return send(200, { login: state.tokenUser.login, type: state.tokenUser.type, id: 1 });
      }
      if ((m = new RegExp(`^${base}/commits/([0-9a-f]+)/pulls$`).exec(url.pathname)) && req.method === 'GET') {
        const sha = m[1];
        // Like GitHub, the endpoint lists PRs that contain the commit, each with its own current head.
        return send(
          200,
          (state.pullsByCommit.get(sha) ?? []).map((n) => {
            const p = state.pulls.get(n);
            return { number: n, state: p?.state ?? 'open', head: { sha: p?.sha ?? sha, label: p?.label } };
          }),
        );
      }
      const pullJson = (n: number, p: { sha: string; label: string; state?: string }) => ({ number: n, state: p.state ?? 'open', head: { sha: p.sha, label: p.label } });
      if ((m = new RegExp(`^${base}/pulls/(\\d+)$`).exec(url.pathname)) && req.method === 'GET') {
        const p = state.pulls.get(Number(m[1]));
        return p ? send(200, pullJson(Number(m[1]), p)) : send(404, { message: 'Not Found' });
      }
      if (url.pathname === `${base}/pulls` && req.method === 'GET') {
        const head = url.searchParams.get('head');
        const wanted = url.searchParams.get('state') ?? 'open';
        const all = [...state.pulls].filter(([, p]) => (!head || p.label === head) && (wanted === 'all' || (p.state ?? 'open') === wanted));
        return send(200, all.map(([n, p]) => pullJson(n, p)));
      }
      send(404, { message: `Not Found: ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeGitHub;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** Adds `n` unrelated comments to an issue (to make the marker comment land on a later page). */
export function addFillerComments(fake: FakeGitHub, issue: number, n: number, startId = 1): void {
  for (let i = 0; i < n; i++) fake.comments.push({ id: startId + i, body: `filler comment ${i}`, issue });
}

/**
 * A fresh fake GitHub for each test of the enclosing describe (or file): started before, closed
 * after. Returns the current one.
 */
export function fakeGitHubPerTest(owner = 'acme', repo = 'docs'): () => FakeGitHub {
  let current: FakeGitHub | undefined;
  beforeEach(async () => {
    current = await startFakeGitHub(owner, repo);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the fake GitHub runs only inside a test');
    return current;
  };
}

/** The event payload of pull request `number` from `base` to `head` (the fields the action reads). */
export const prPayload = (base: string, head: string, number = 7) => ({ number, pull_request: { number, base: { sha: base }, head: { sha: head } } });
