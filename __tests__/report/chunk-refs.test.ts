/**
 * How the comment names a chunk: heading trail and line range, linked at the head commit when the
 * repository is known. The heading and the path come from the pull request: they stay escaped, and
 * no heading, path or repository value can forge, end or redirect a link.
 */
import { blobBase, chunkRef, encodePath, repositoryUrl } from '../../src/report/markdown-chunk-ref';
import { renderComment } from '../../src/report/markdown';
import { sampleReport } from '../github/sample-report';
import type { Report } from '../../src/report/types';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const linked = (url: string, sha = SHA): Report => {
  const r = sampleReport();
  return { ...r, repository: { url }, head: { ...r.head, commit: sha } };
};
const BASE = `https://github.com/acme/docs/blob/${SHA}/`;

test('heading trail, path and lines; linked when the repository and the head commit are known', () => {
  const c = { id: 'docs/guide.md#on-windows:2', path: 'docs/guide.md', headings: ['Guide', 'Install', 'On Windows'], line: 120, end_line: 168, change: 'added' as const };
  expect(chunkRef(c, null)).toBe('🆕 Guide › Install › On Windows (`docs/guide.md` L120–168)');
  expect(chunkRef(c, BASE)).toBe(`🆕 Guide › Install › On Windows (\`docs/guide.md\` [L120–168](${BASE}docs/guide.md#L120-L168))`);
  expect(chunkRef({ ...c, end_line: 120 }, BASE, { marks: false })).toBe(`Guide › Install › On Windows (\`docs/guide.md\` [L120](${BASE}docs/guide.md#L120))`);
  expect(chunkRef(c, null, { innermost: true })).toBe('🆕 On Windows (`docs/guide.md` L120–168)');
  // Text before the first heading, and a report from a version without lines.
  expect(chunkRef({ id: 'a.md#', path: 'a.md', headings: [], line: 1, end_line: 4 }, null)).toBe('`a.md` L1–4');
  expect(chunkRef({ id: 'a.md#x', path: 'a.md', headings: ['X'] }, BASE)).toBe('X (`a.md`)');
  expect(chunkRef({ id: 'a.md#x', path: 'a.md', headings: ['X'], line: 9, end_line: 3 }, BASE)).toBe('X (`a.md`)');
});

test('a path is percent-encoded in the link, segment by segment, Markdown link characters included', () => {
  expect(encodePath('docs/a b/(x)[y]#z?%.md')).toBe('docs/a%20b/%28x%29%5By%5D%23z%3F%25.md');
  expect(encodePath("it's!*.md")).toBe('it%27s%21%2A.md');
  const ref = chunkRef({ id: 'x', path: 'docs/a) [evil](https:/x.md', headings: ['H'], line: 2, end_line: 3 }, BASE);
  // One link, to the repository, whatever the path holds (outside the code span that shows it).
  expect([...ref.replace(/`[^`]*`/g, '').matchAll(/\]\(/g)]).toHaveLength(1);
  expect(ref).toContain(`](${BASE}docs/a%29%20%5Bevil%5D%28https%3A/x.md#L2-L3)`);
});

test('a heading cannot make a link, an image, a mention or markup', () => {
  const ref = chunkRef({ id: 'x', path: 'a.md', headings: ['[click](https://evil.example) ![i](x) @team <b>'], line: 1, end_line: 2 }, BASE);
  expect(ref).not.toMatch(/[^\\]\[click\]\(/);
  expect(ref).toContain('\\[click\\]');
  expect(ref).toContain('&lt;b&gt;');
  expect(ref).toContain('@\u200Dteam');
  expect(ref.match(/\]\(https:\/\/github\.com/g)).toHaveLength(1);
});

test('links only from a repository address and a commit id of a strict shape', () => {
  expect(blobBase(linked('https://github.com/acme/docs'))).toBe(BASE);
  expect(blobBase(linked('https://ghe.example.com/acme/docs'))).toBe(`https://ghe.example.com/acme/docs/blob/${SHA}/`);
  for (const bad of ['http://github.com/acme/docs', 'https://github.com/acme/docs/../../evil', 'https://github.com/../docs', 'https://github.com/acme/docs)x', 'javascript:alert(1)//github.com/a/b', 'https://github.com/acme', 'https://evil.example/a/b c']) {
    expect([bad, blobBase(linked(bad))]).toEqual([bad, null]);
  }
  expect(blobBase(linked('https://github.com/acme/docs', 'main'))).toBeNull();
  expect(blobBase(linked('https://github.com/acme/docs', `${SHA})`))).toBeNull();
  expect(repositoryUrl('https://github.com/acme/docs.git/')).toBe('https://github.com/acme/docs');
  expect(repositoryUrl('git@github.com:acme/docs.git')).toBeNull();
});

test('the comment names chunks by headings and lines and links them; ordinal ids stay in report.json', () => {
  const r = linked('https://github.com/acme/docs');
  const q = r.questions.find((x) => x.status === 'newly_failing')!;
  q.displaced_by = [{ rank: 1, id: 'outlet/sale.md#options:6', path: 'outlet/sale.md', anchors: ['options'], headings: ['Sale', 'Options'], relevant: false, score: 3, labels: [], change: 'added', line: 40, end_line: 52 }];
  const md = renderComment(r);
  const above = md.split('\n').filter((l) => l.includes('now ranked above it') || l.includes("this PR's own"));
  expect(above.length).toBeGreaterThan(0);
  for (const l of above) expect(l).toMatch(/\[L\d+–\d+\]\(https:\/\/github\.com\/acme\/docs\/blob\/0123456789abcdef0123456789abcdef01234567\//);
  expect(above.join('\n')).toContain(`🆕 Sale › Options (\`outlet/sale.md\` [L40–52](https://github.com/acme/docs/blob/${SHA}/outlet/sale.md#L40-L52))`);
  expect(md).not.toContain('options:6');
});
