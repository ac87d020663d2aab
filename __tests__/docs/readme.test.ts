// The README is the first thing a team reads: its commands and pasted workflow must be the real ones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

function between(text: string, start: string, end: string): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end, i + start.length);
  expect(i).toBeGreaterThanOrEqual(0);
  expect(j).toBeGreaterThan(i);
  return text.slice(i + start.length, j);
}

test('the quick-start workflow in the README is docs/workflows/quick-start.yml, as pasted', () => {
  const block = between(readme, '<!-- quick-start:start -->\n```yaml\n', '```\n<!-- quick-start:end -->');
  expect(block).toBe(readFileSync(join(root, 'docs/workflows/quick-start.yml'), 'utf8'));
});

test('the README opens with the set-up-and-run command and the test command that .ci/run runs', () => {
  const opening = between(readme, '```sh\n', '```');
  const [setup, tests] = opening.trim().split('\n');
  expect(setup).toBe('npm ci && npm run build && node dist/cli.js compare --base-dir examples/acme/base --head-dir examples/acme/head');
  const ci = readFileSync(join(root, '.ci/run'), 'utf8');
  expect(ci.trim().split('\n').pop()).toBe(tests);
});

test('every docs/ page the README links to exists', () => {
  const links = [...readme.matchAll(/\]\(((?:docs|examples)\/[^)#]+)\)/g)].map((m) => m[1]);
  expect(links.length).toBeGreaterThan(10);
  for (const link of links) expect(() => readFileSync(join(root, link))).not.toThrow();
});
