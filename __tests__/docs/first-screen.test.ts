// The README's first screen: what it is, the two commands, the workflow to paste, and the comment it posts, in that order, before the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const at = (marker: string) => {
  const i = readme.indexOf(marker);
  expect([marker, i >= 0]).toEqual([marker, true]);
  return i;
};

test('the first screen comes first: the commands, the pasted workflow pinned to @v1, the comment, then the rest', () => {
  const order = ['**retrieval-gate** is a GitHub Action and a CLI', '```sh\nnpm ci && npm run build', '<!-- quick-start:start -->', '<!-- comment-excerpt:start -->', '<!-- overview:start -->', '## What a reviewer sees'];
  const positions = order.map(at);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const workflow = readme.slice(at('<!-- quick-start:start -->'), at('<!-- quick-start:end -->'));
  expect(workflow).toContain('uses: retrieval-gate/retrieval-gate@v1\n');
});

test('the comment on the first screen is the real one: each of its lines is in the example comment the code renders', () => {
  const excerpt = readme.slice(at('<!-- comment-excerpt:start -->\n') + '<!-- comment-excerpt:start -->\n'.length, at('<!-- comment-excerpt:end -->')).trim().split('\n');
  // The README's full example comment, which __tests__/report/acme-comment.test.ts keeps equal to what compare renders.
  const full = readme.slice(at('<!-- acme-comment:start -->'), at('<!-- acme-comment:end -->')).split('\n');
  expect(excerpt.length).toBeGreaterThanOrEqual(2);
  for (const line of excerpt) {
    expect(line.startsWith('> ')).toBe(true);
    expect(full).toContain(line.slice(2));
  }
});
