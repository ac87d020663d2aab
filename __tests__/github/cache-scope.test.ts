/**
 * Who reads whose cache entries, and when a workspace cache folder is refused: the table that
 * docs/security.md ("Events at a glance", "What each cache trusts") states.
 */
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { cacheScope, readableScopes, workspaceCacheRefusal } from '../../src/github/run-caches';
import { tempDir } from './git-repos';

test.each([
  ['push', undefined, 'base', ['base']],
  ['schedule', undefined, 'base', ['base']],
  ['workflow_dispatch', undefined, 'base', ['base']],
  ['pull_request_target', 7, 'base', ['base']],
  ['workflow_run', undefined, 'base', ['base']],
  ['issue_comment', 7, 'base', ['base']],
  ['pull_request', 7, 'pr-7', ['pr-7', 'base']],
  ['pull_request_review', 7, 'pr-7', ['pr-7', 'base']],
  ['merge_group', undefined, 'pr', ['pr', 'base']],
])('%s (PR %s) saves under %s and reads %j', (event, pr, scope, reads) => {
  expect(cacheScope(event, pr)).toBe(scope);
  expect(readableScopes(scope)).toEqual(reads);
});

describe('a cache-dir inside the workspace', () => {
  let ws: string;
  let outside: string;
  beforeAll(() => {
    ws = tempDir('rg-scope-ws-');
    outside = tempDir('rg-scope-out-');
    mkdirSync(path.join(ws, '.rg-cache'));
    symlinkSync(path.join(ws, '.rg-cache'), path.join(outside, 'link-in'));
  });
  afterAll(() => [ws, outside].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const BASE = 'a'.repeat(40);
  const PR_HEAD = 'b'.repeat(40);
  const ask = (o: Partial<Parameters<typeof workspaceCacheRefusal>[0]>) =>
    workspaceCacheRefusal({ cacheDir: path.join(ws, '.rg-cache'), trustedHead: false, event: 'pull_request_target', workspace: [ws], workTreeHead: PR_HEAD, baseCommits: [BASE], ...o });

  test('is refused on a privileged event when the work tree is not the base', () => {
    expect(ask({})).toMatch(/inside the workspace, and on 'pull_request_target' the work tree \(HEAD b{40}\) is not the base commit/);
    expect(ask({ workTreeHead: undefined })).toMatch(/no readable HEAD/);
    // A link from outside into the workspace is the workspace.
    expect(ask({ cacheDir: path.join(outside, 'link-in') })).not.toBeNull();
  });
  test('is used with the base checked out, on events that run the head anyway, and outside the workspace', () => {
    expect(ask({ workTreeHead: BASE })).toBeNull();
    expect(ask({ trustedHead: true })).toBeNull();
    expect(ask({ cacheDir: path.join(outside, 'store') })).toBeNull();
    expect(ask({ cacheDir: undefined })).toBeNull();
  });
});
