// The whole `draft` command (the bundled dist/cli.js, as a user runs it) on a hostile log of 2.4 MB:
// lines of one 999-letter word (the typo index once kept every one-letter deletion of each: 2 GB),
// lines of 100,000 characters of "a." (masking was quadratic on them: minutes a line), and many
// questions a letter apart. The verdict is memory, which the machine's load does not change: the
// process's peak resident size, read in the process itself as it exits. The time limit is only a
// net (the growth harness holds each stage linear).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseGoldenSet } from '../../src/golden/parse';
import { distFile } from '../support/dist';

const CLI = distFile('cli.js');
const ACME = resolve(__dirname, '../../examples/acme/head');
/** The most a draft of such a log may hold at once. */
const MAX_RSS_BYTES = 1024 ** 3;

/** Letters from a fixed sequence: the same log on every run. */
function letters(seed: { s: number }, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    seed.s = (seed.s * 1103515245 + 12345) & 0x7fffffff;
    out += String.fromCharCode(97 + (seed.s % 26));
  }
  return out;
}

function hostileLog(): string {
  const seed = { s: 7 };
  const lines = ['How do I return headphones?', 'How do I return headphones?', 'how do i return headphones'];
  for (let i = 0; i < 1600; i++) lines.push(letters(seed, 999));
  for (let i = 0; i < 4; i++) lines.push('a.'.repeat(50_000));
  for (let i = 0; i < 8000; i++) {
    const w = letters(seed, 9);
    lines.push(`How do I reset the password of the ${w} account, or ${w.slice(0, i % 9)}${w.slice((i % 9) + 1)}?`);
  }
  return `${lines.join('\n')}\n`;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-draft-hostile-'));
  cpSync(ACME, join(dir, 'docs'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('draft on a hostile log stays under 1 GB and drafts the real question', () => {
  const log = hostileLog();
  expect(log.length).toBeGreaterThan(2_400_000);
  writeFileSync(join(dir, 'log.txt'), log);
  const rssFile = join(dir, 'rss');
  writeFileSync(join(dir, 'rss.cjs'), `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS * 1024)));\n`);
  const run = spawnSync(process.execPath, ['-r', join(dir, 'rss.cjs'), CLI, 'draft', '--questions', 'log.txt', '--dir', 'docs', '--out', 'g.yml', '--json'], { cwd: dir, encoding: 'utf8', timeout: 280_000, maxBuffer: 64 * 1024 * 1024 });
  expect(run.error).toBeUndefined();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const rss = Number(readFileSync(rssFile, 'utf8'));
  expect(rss).toBeGreaterThan(0);
  expect(rss).toBeLessThan(MAX_RSS_BYTES);
  const out = JSON.parse(run.stdout);
  // The three wordings are one question; no 999-letter "word" and no line of dots is one.
  expect(out.questions[0]).toEqual(expect.objectContaining({ question: 'How do I return headphones?', count: 3 }));
  const g = parseGoldenSet(readFileSync(join(dir, 'g.yml'), 'utf8'), 'g.yml');
  expect(g.drafts!.every((d) => d.question.length <= 1000 && !/a\.a\.a\./.test(d.question))).toBe(true);
}, 300_000);
