import { rmSync } from 'node:fs';
import { InputError } from '../../src/errors';
import { ensureCommits, realGit } from '../../src/github/git-history';
import { checkoutLikeActions, git, makePrOrigin, tempDir, type PrRepo } from './git-repos';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('fetching just the history a PR comparison needs', () => {
  // Origins the tests only read from (each checks out its own clone), made once each.
  let deep: PrRepo;
  let plain: PrRepo;
  beforeAll(() => {
    deep = makePrOrigin({ before: 30, mainAfter: 5, featureCommits: 4 });
    plain = makePrOrigin();
    dirs.push(deep.origin, plain.origin);
  });

  test.each([1, 2])('default refs/pull/N/merge checkout at fetch-depth %i: fetches base and head, deepens to the merge base', async (depth) => {
    const pr = deep;
    const work = checkoutLikeActions(pr.origin, depth);
    dirs.push(work);
    expect(git(work, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const r = await ensureCommits(realGit, work, { base: pr.baseSha, head: pr.headSha, mergeBase: true }, 1024);
    expect(r.base).toBe(pr.forkPoint);
    expect(r.head).toBe(pr.headSha);
    // Depth 1 lacks both parents of the merge commit; depth 2 has them and only deepens.
    const first = depth === 1 ? [`git fetch --no-tags --no-recurse-submodules --depth=1 origin ${pr.baseSha} ${pr.headSha}`] : [];
    expect(r.fetches).toEqual([...first, `git fetch --no-tags --no-recurse-submodules --depth=16 origin ${pr.baseSha} ${pr.headSha}`]);
    // Only a bounded slice of history came down, not all of it.
    expect(git(work, 'rev-parse', '--is-shallow-repository')).toBe('true');
  });

  test('a full clone needs no fetch at all', async () => {
    const pr = plain;
    const r = await ensureCommits(realGit, pr.origin, { base: pr.baseSha, head: pr.headSha, mergeBase: true }, 1024);
    expect(r).toEqual({ base: pr.forkPoint, head: pr.headSha, fetches: [] });
  });

  test('push (no merge base): depth 1 of each side is enough', async () => {
    const pr = makePrOrigin({ mainAfter: 3 });
    const work = checkoutLikeActions(pr.origin, 1);
    dirs.push(pr.origin, work);
    const r = await ensureCommits(realGit, work, { base: pr.forkPoint, head: pr.baseSha, mergeBase: false }, 1024);
    expect(r).toEqual({ base: pr.forkPoint, head: pr.baseSha, fetches: [`git fetch --no-tags --no-recurse-submodules --depth=1 origin ${pr.forkPoint} ${pr.baseSha}`] });
  });

  test('a merge base beyond the bound: one clear message naming fetch-depth: 0', async () => {
    const pr = makePrOrigin({ before: 2, mainAfter: 40, featureCommits: 40 });
    const work = checkoutLikeActions(pr.origin, 1);
    dirs.push(pr.origin, work);
    const p = ensureCommits(realGit, work, { base: pr.baseSha, head: pr.headSha, mergeBase: true }, 16);
    await expect(p).rejects.toBeInstanceOf(InputError);
    await expect(p).rejects.toThrow(/no merge base .* within 16 commits .*actions\/checkout `fetch-depth: 0`/);
    // The same clone finds it with a larger bound.
    const ok = await ensureCommits(realGit, work, { base: pr.baseSha, head: pr.headSha, mergeBase: true }, 1024);
    expect(ok.base).toBe(pr.forkPoint);
  });

  test('a commit the origin does not have: one clear message', async () => {
    const pr = plain;
    const work = checkoutLikeActions(pr.origin, 1);
    dirs.push(work);
    const missing = 'c'.repeat(40);
    await expect(ensureCommits(realGit, work, { base: missing, head: pr.headSha, mergeBase: true }, 64)).rejects.toThrow(
      new RegExp(`commit '${missing}' is not in the clone .* could not be fetched from 'origin'; give actions/checkout \`fetch-depth: 0\``),
    );
  });

  test('not a git repository: says to check out first', async () => {
    const d = tempDir('rg-nogit-');
    dirs.push(d);
    await expect(ensureCommits(realGit, d, { base: 'a', head: 'b', mergeBase: false }, 64)).rejects.toThrow(/not a git repository.*actions\/checkout/);
  });
});
