// `review`'s `e` key writes the new wording masked, as draft masks the log: the bundled dist/cli.js
// in a real pseudo-terminal (a tmux session, as review-tty.test.ts runs it), a wording typed with
// an e-mail address, a key and a password in it, and the golden set read after.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appendDrafts } from '../../src/draft/append';
import { parseGoldenSet } from '../../src/golden/parse';
import { distFile } from '../support/dist';

const CLI = distFile('cli.js');
const ACME = resolve(__dirname, '../../examples/acme/head');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) process.stderr.write('review-edit-mask: tmux is not installed (apt-get install tmux): the pseudo-terminal test is skipped\n');

let dir = '';
let session = '';
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const golden = () => readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');

async function until(text: string, ms = 20_000): Promise<string> {
  const t0 = Date.now();
  for (;;) {
    const s = tmux('capture-pane', '-p', '-t', session);
    if (s.includes(text)) return s;
    if (Date.now() - t0 > ms) throw new Error(`screen never showed ${text}:\n${s}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-review-mask-'));
  cpSync(ACME, dir, { recursive: true });
  mkdirSync(join(dir, '.github'), { recursive: true });
  const draft = { question: 'How do I turn on 2FA?', count: 1, lines: [1], candidates: [{ label: 'accounts/two-factor.md#recovery-codes', heading: '', snippet: '', score: 0 }] };
  writeFileSync(join(dir, '.github/retrieval-golden.yml'), appendDrafts('questions: []\n', 'g', [draft], 'log.txt').text);
});
afterEach(() => {
  if (session) spawnSync('tmux', ['kill-session', '-t', session]);
  session = '';
  rmSync(dir, { recursive: true, force: true });
});

(hasTmux ? test : test.skip)('an edited wording is written masked', async () => {
  session = `rg-review-mask-${process.pid}-${Date.now()}`;
  tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '50', `cd ${JSON.stringify(dir)} && node ${JSON.stringify(CLI)} review --dir .; echo "EXIT=$?"; sleep 60`);
  await until('1 of 1 · draft-001');
  tmux('send-keys', '-t', session, 'e');
  await until('new wording: How do I turn on 2FA?');
  tmux('send-keys', '-t', session, 'C-u', 'Why is jane.doe@example.com refused with ghp_A1b2C3d4E5f6G7h8I9j0 and password=hunter2?', 'Enter');
  await until('wording saved');
  const text = golden();
  expect(parseGoldenSet(text, 'g').drafts?.map((d) => d.question)).toEqual(['Why is [email] refused with [token] and password=[secret]']);
  for (const secret of ['jane.doe', 'example.com', 'ghp_', 'hunter2']) expect(text).not.toContain(secret);
}, 60_000);
