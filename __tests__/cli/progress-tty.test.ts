// The progress of a long embedding as a person sees it: the built CLI in a real pseudo-terminal (a
// tmux session) draws one bar, redrawn in place, with the count and the time left, and clears it
// when the embedding ends (which streams get a bar and which get lines: __tests__/util/progress.test.ts).
// The bar needs an embedding of a few seconds: a cold encoder on one core
// over a few hundred chunks (about 15 s on an idle AVX2 core; the bar starts after 3 s).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distFile } from '../support/dist';
import { writeSyntheticDocs } from '../support/synthetic-docs';

const CLI = distFile('cli.js');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux) process.stderr.write('progress-tty: tmux is not installed (apt-get install tmux): the pseudo-terminal test is skipped\n');

let dir: string;
let session = '';
const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', session);
const BAR = /minilm-l6-v2 \[[#.]+\] (\d+)\/(\d+) {2}\d+% {2}(about .+ left|time left unknown)/;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-progress-'));
  writeSyntheticDocs(dir, 40, 4000);
  writeFileSync(join(dir, 'golden.yml'), 'questions:\n  - id: q0\n    question: which lock guards the queue\n    relevant: [docs/0001.md]\n');
  writeFileSync(join(dir, 'config.yml'), 'docs: ["docs/**/*.md"]\nretriever:\n  type: hybrid\nchunking:\n  max_corpus_seconds: 36000\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  if (session) spawnSync('tmux', ['kill-session', '-t', session]);
  session = '';
});

(hasTmux ? test : test.skip)('on a terminal: one bar redrawn in place with the count and the time left, cleared at the end', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'rg-progress-cache-'));
  try {
    session = `rg-progress-${process.pid}-${Date.now()}`;
    const cmd = `cd ${JSON.stringify(dir)} && RETRIEVAL_GATE_CACHE_DIR=${JSON.stringify(cache)} CI= node ${JSON.stringify(CLI)} eval --dir . --config config.yml --golden golden.yml --jobs 1 --json > out.json; echo "EXIT=$?"; sleep 600`;
    tmux('new-session', '-d', '-s', session, '-x', '150', '-y', '20', cmd);
    const counts: number[] = [];
    let total = 0;
    // Until the run ends: a hang detector, not a verdict on speed (a loaded machine is many times slower).
    for (const t0 = Date.now(); !screen().includes('EXIT='); ) {
      if (Date.now() - t0 > 1_800_000) throw new Error(`the run never ended:\n${screen()}`);
      const m = BAR.exec(screen());
      if (m && Number(m[1]) !== counts[counts.length - 1]) {
        counts.push(Number(m[1]));
        total = Number(m[2]);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const end = screen();
    expect(end).toContain('EXIT=0');
    // The bar was seen moving, on one line of the screen each time (redrawn, not a new line per count).
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(total).toBeGreaterThan(100);
    // Cleared when the embedding ended: no bar left on the screen, and no line of it scrolled up.
    expect(end).not.toMatch(BAR);
    expect(end.split('\n').filter((l) => l.includes('minilm-l6-v2'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')).docs).toBe(40);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}, 2_000_000);
