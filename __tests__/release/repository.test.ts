/**
 * One repository name everywhere a user or a tool reads it: package.json (repository, homepage,
 * bugs: npm's provenance checks the repository against the workflow that published), action.yml,
 * every `uses:` line of the README and the docs' workflows, and the links of the changelog and
 * security policy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');
const read = (f: string) => readFileSync(join(root, f), 'utf8');
const pkg = JSON.parse(read('package.json'));
const slug = /^git\+https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\.git$/.exec(pkg.repository.url)?.[1] as string;

test('package.json names the repository once, consistently', () => {
  expect(slug).toBe('retrieval-gate/retrieval-gate');
  expect(pkg.repository.type).toBe('git');
  expect(pkg.homepage).toBe(`https://github.com/${slug}#readme`);
  expect(pkg.bugs.url).toBe(`https://github.com/${slug}/issues`);
  expect(pkg.name).toBe(slug.split('/')[1]);
  expect(pkg.private).toBeUndefined();
});

test('action.yml names it: the owner as author, the repository in its header', () => {
  const text = read('action.yml');
  expect(parse(text).author).toBe(slug.split('/')[0]);
  expect(text.split('\n')[0]).toBe(`# ${slug} (https://github.com/${slug}): \`uses: ${slug}@v1\`.`);
});

test('every `uses:` of the action in the README and the docs pins this repository at the major tag', () => {
  const files = ['README.md', 'docs/action.md', ...readdirSync(join(root, 'docs/workflows')).map((f) => `docs/workflows/${f}`)];
  const uses = files.flatMap((f) => [...read(f).matchAll(/uses:\s*([\w.-]+\/[\w.-]+)(@\S+)?/g)].map((m) => ({ f, action: m[1], ref: m[2] })));
  const ours = uses.filter((u) => !u.action.startsWith('actions/'));
  expect(ours.length).toBeGreaterThanOrEqual(files.length - 1);
  for (const u of ours) expect(u).toEqual({ f: u.f, action: slug, ref: '@v1' });
});

test('the changelog and the security policy link to the same repository', () => {
  for (const f of ['CHANGELOG.md', 'SECURITY.md', '.github/ISSUE_TEMPLATE/config.yml']) {
    const repos = [...read(f).matchAll(/github\.com\/([\w.-]+\/[\w.-]+?)(?=[/#)\s]|\.git|$)/g)].map((m) => m[1]);
    expect([f, repos.length > 0]).toEqual([f, true]);
    for (const r of repos) expect([f, r]).toEqual([f, slug]);
  }
});
