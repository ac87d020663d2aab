// review's screen in a real terminal (a tmux session running the bundled dist/cli.js, as
// review-tty.test.ts does): a long question wrapped to a narrow window, each candidate's passage
// that matches the question with its words in bold (none with NO_COLOR), a generated page's HTML
// shown as text, a page-level candidate saying it labels the whole page; `m` switching several
// toggled candidates from one any-of group to separate labels, all needed, what Enter will write
// said before and what was written after, and validate's health counting the result; labels
// written in the site's anchor form (a VitePress site).
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
if (!hasTmux) process.stderr.write('review-screen-tty: tmux is not installed (apt-get install tmux): the pseudo-terminal tests are skipped\n');

let dir = '';
let session = '';
const GOLDEN = '.github/retrieval-golden.yml';
const golden = () => readFileSync(join(dir, GOLDEN), 'utf8');
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const screen = (escapes = false) => tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', session);
const cand = (label: string) => ({ label, heading: label, snippet: '', score: 0 });

/** Waits until the screen shows `text` (lines joined: a narrow screen wraps it); the deadline only turns a screen that never comes into a message (a loaded machine starts the CLI slowly). */
async function until(text: string, ms = 60_000): Promise<string> {
  const t0 = Date.now();
  for (;;) {
    const s = screen();
    if (s.includes(text) || s.replace(/\s+/g, ' ').includes(text)) return s;
    if (Date.now() - t0 > ms) throw new Error(`screen never showed ${text}:\n${s}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(width: number, env = ''): void {
  session = `rg-review-screen-${process.pid}-${Date.now()}`;
  tmux('new-session', '-d', '-s', session, '-x', String(width), '-y', '60', `cd ${JSON.stringify(dir)} && ${env} node ${JSON.stringify(CLI)} review --dir .; echo "EXIT=$?"; sleep 60`);
}

/** The lines from the one starting with `first` up to the next blank line. */
function block(s: string, first: string): string[] {
  const lines = s.split('\n');
  const at = lines.findIndex((l) => l.startsWith(first));
  const end = lines.findIndex((l, i) => i > at && l.trim() === '');
  return lines.slice(at, end);
}

// A command page generated to Markdown, its options as HTML (the shape of an mdBook site's command reference).
const GENERATED = `# build

Compile the current package.

## Options

<dl>

<dt class="option-term" id="option-build--p"><a class="option-anchor" href="#option-build--p"></a><code>-p</code> <em>spec</em>…</dt>
<dd class="option-desc">Build only the specified packages &amp; their dependencies. See <a href="pkgid.html">pkgid(1)</a> for the
SPEC format.</dd>

<dt class="option-term" id="option-build---release"><a class="option-anchor" href="#option-build---release"></a><code>--release</code></dt>
<dd class="option-desc">Build optimized artifacts with the <code>release</code> profile.</dd>

</dl>
`;

function setUp(drafts: Parameters<typeof appendDrafts>[2]): void {
  dir = mkdtempSync(join(tmpdir(), 'rg-review-screen-'));
  cpSync(ACME, dir, { recursive: true });
  mkdirSync(join(dir, 'commands'), { recursive: true });
  writeFileSync(join(dir, 'commands/build.md'), GENERATED);
  writeFileSync(join(dir, GOLDEN), appendDrafts('questions: []\n', 'g', drafts, 'log.txt').text);
}

afterEach(() => {
  if (session) spawnSync('tmux', ['kill-session', '-t', session]);
  session = '';
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const LONG = 'My refurbished headphones came back from repair without the charging cable and the carry case: must refurbished items come back with every accessory when I return them, and can I build only the specified packages?';

(hasTmux ? describe : describe.skip)('the review screen in a pseudo-terminal', () => {
  test('80 columns: the whole question wrapped; passages that match it, its words in bold; HTML as text; a page says it labels the whole page', async () => {
    setUp([{ question: LONG, count: 1, lines: [1], candidates: [cand('returns.md#refurbished-products'), cand('commands/build.md#options'), cand('billing/refunds.md')] }]);
    start(80);
    const s = await until('1 of 1 · draft-001');
    // Every line within the width; the question on several lines, every word of it there.
    expect(s.split('\n').every((l) => l.length <= 80)).toBe(true);
    const q = block(s, '  My refurbished');
    expect(q.length).toBeGreaterThanOrEqual(3);
    expect(q.map((l) => l.trim()).join(' ')).toBe(LONG);
    // The passage that matches, not the section's first words ("Items bought from the Refurbished Outlet…").
    const flat = s.replace(/\s+/g, ' ');
    expect(flat).toContain('…Refurbished items must come back with every accessory that shipped with them, including the charging cable and the carry case.');
    expect(flat).not.toContain('Items bought from the Refurbished Outlet');
    // The generated page's option list as text: no tag, no class, the entity decoded.
    expect(flat).toContain('Build only the specified packages & their dependencies.');
    expect(s).not.toMatch(/<\/?(dl|dt|dd|a|code|em)\b|class=|&amp;/);
    expect(flat).toContain('commands/build.md#options · section');
    expect(flat).toContain('billing/refunds.md · page: labels the whole page');
    // The question's words in bold (SGR 1) in the passages, the others not; the question itself plain.
    const styled = screen(true);
    expect(styled).toMatch(/\u001b\[1mcharging\u001b\[0?m/);
    expect(styled).toMatch(/\u001b\[1mspecified\u001b\[0?m/);
    expect(styled).not.toMatch(/\u001b\[1m(shipped|including|dependencies)\b/);
    expect(block(styled, '  My refurbished').join('\n')).not.toContain('\u001b[');
    // Accepting the page says so after writing (the walk ends: the summary).
    tmux('send-keys', '-t', session, '3');
    await until('Enter writes: relevant: [billing/refunds.md] (billing/refunds.md: the whole page)');
    tmux('send-keys', '-t', session, 'Enter');
    await until('EXIT=0');
    expect(parseGoldenSet(golden(), 'g').questions[0].relevant.map((l) => l.raw)).toEqual(['billing/refunds.md']);
  }, 120_000);

  test('NO_COLOR: the same screen, no bold', async () => {
    setUp([{ question: LONG, count: 1, lines: [1], candidates: [cand('returns.md#refurbished-products')] }]);
    start(80, 'NO_COLOR=1');
    await until('charging cable');
    expect(screen(true)).not.toContain('\u001b[1m');
    tmux('send-keys', '-t', session, 'q');
    await until('EXIT=0');
  }, 120_000);

  test('m: two toggled are written as separate labels, all needed (said before and after); without m, one any-of group; health counts one multi-label question', async () => {
    setUp([
      { question: 'What is refunded when I send back only part of an order, and how long does the refund take?', count: 1, lines: [1], candidates: [cand('billing/refunds.md#partial-refunds'), cand('billing/refunds.md#refund-timing'), cand('returns.md#return-windows')] },
      { question: 'Can I collect my order in a shop?', count: 1, lines: [2], candidates: [cand('store-pickup.md#where-you-can-collect'), cand('store-pickup.md#who-can-collect')] },
      { question: 'Do you deliver to the Moon?', count: 1, lines: [3], candidates: [cand('shipping.md#international-shipping')] },
    ]);
    start(130);
    await until('1 of 3 · draft-001');
    await until('several toggled: either answers: one any-of group (m: all needed)');
    tmux('send-keys', '-t', session, '1', '2');
    await until('Enter writes: relevant: [{any: [billing/refunds.md#partial-refunds, billing/refunds.md#refund-timing]}], either answers');
    tmux('send-keys', '-t', session, 'm');
    await until('Enter writes: relevant: [billing/refunds.md#partial-refunds, billing/refunds.md#refund-timing], all needed');
    tmux('send-keys', '-t', session, 'Enter');
    let s = await until('2 of 3 · draft-002');
    expect(s).toContain('saved draft-001: relevant: [billing/refunds.md#partial-refunds, billing/refunds.md#refund-timing], all needed');
    expect(golden()).toContain('    relevant:\n      - billing/refunds.md#partial-refunds\n      - billing/refunds.md#refund-timing\n');
    // The mode is each question's own: the next one starts at "either answers".
    tmux('send-keys', '-t', session, '1', '2');
    await until('Enter writes: relevant: [{any: [store-pickup.md#where-you-can-collect, store-pickup.md#who-can-collect]}], either answers');
    tmux('send-keys', '-t', session, 'Enter');
    s = await until('3 of 3 · draft-003');
    expect(s).toContain('saved draft-002: relevant: [{any: [store-pickup.md#where-you-can-collect, store-pickup.md#who-can-collect]}], either answers');
    tmux('send-keys', '-t', session, 'q');
    s = await until('EXIT=0');
    expect(s.replace(/\s+/g, ' ')).toContain('2 accepted, 0 unanswerable, 0 reworded, 0 deleted, 0 skipped, 1 with several labels all needed, 1 left for later');
    const g = parseGoldenSet(golden(), 'g');
    expect(g.questions.map((q) => [q.id, q.relevant.map((l) => (l.any ? l.any.map((m) => m.raw) : l.raw))])).toEqual([
      ['draft-001', ['billing/refunds.md#partial-refunds', 'billing/refunds.md#refund-timing']],
      ['draft-002', [['store-pickup.md#where-you-can-collect', 'store-pickup.md#who-can-collect']]],
    ]);
    // validate's health: the separate labels are one multi-label question, the group is not.
    const v = spawnSync(process.execPath, [CLI, 'validate', '--dir', '.', '--json'], { cwd: dir, encoding: 'utf8' });
    expect(JSON.parse(v.stdout).health.shapes.multi_label).toMatchObject({ count: 1, share: 0.5 });
  }, 180_000);
});

(hasTmux ? describe : describe.skip)('the review screen on a VitePress site', () => {
  test('a section found with / is written in the anchor form the site renders (#server-port, not #serverport)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rg-review-site-'));
    mkdirSync(join(dir, 'docs/.vitepress'), { recursive: true });
    mkdirSync(join(dir, '.github'), { recursive: true });
    writeFileSync(join(dir, 'docs/.vitepress/config.mts'), "export default { title: 'Site' }\n");
    writeFileSync(join(dir, 'docs/config.md'), '# Config\n\nThe server options.\n\n## server.port\n\nSpecify the port the dev server listens on. If the port is already in use, the next free one is taken.\n\n## server.host\n\nSpecify which IP addresses the server should listen on.\n\n## build.outDir\n\nThe output directory for the production build.\n');
    writeFileSync(join(dir, GOLDEN), appendDrafts('questions: []\n', 'g', [{ question: 'Which port does the dev server listen on?', count: 1, lines: [1], candidates: [cand('docs/config.md#build-outdir')] }], 'log.txt').text);
    start(130);
    await until('1 of 1 · draft-001');
    tmux('send-keys', '-t', session, '/');
    await until('search:');
    tmux('send-keys', '-t', session, 'dev server port', 'Enter');
    const s = await until('more from "dev server port"');
    const line = s.split('\n').find((l) => l.includes('docs/config.md#server-port'));
    expect(line).toBeDefined();
    expect(s).not.toContain('#serverport');
    tmux('send-keys', '-t', session, /(\d)\. /.exec(line!)![1], 'Enter');
    await until('EXIT=0');
    expect(parseGoldenSet(golden(), 'g').questions[0].relevant.map((l) => l.raw)).toEqual(['docs/config.md#server-port']);
  }, 120_000);
});
