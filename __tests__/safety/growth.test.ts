/**
 * Every reader of pull-request text grows linearly on hostile text: each reader of readers.ts on
 * each of its texts (blank lines, blank runs, unclosed openers, deep nesting, long words, repeated
 * ids) at doubling sizes, the growth of each doubling measured in the same run (2 for linear
 * work, 4 for quadratic; a case over 2.5 is measured again at four times the sizes, and over 3 on
 * both of its doublings there fails). Timed in a process of its own (growth-timing.ts says why). A
 * reader that is quadratic on purpose shows the harness fails one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { GENERATORS, LIMIT_PER_DOUBLING, READERS } from './readers';

interface Case {
  reader: string;
  generator: string;
  quick: boolean;
  chars: number[];
  ms: number[];
  perDoubling: number;
  first?: { perDoubling: number };
}

function timings(env: Record<string, string> = {}): Case[] {
  const work = mkdtempSync(join(tmpdir(), 'rg-growth-'));
  try {
    const script = join(work, 'growth-timing.cjs');
    // onnxruntime-node (a native addon) stays outside: the readers tokenize, they never run the model.
    buildSync({ entryPoints: [join(__dirname, 'growth-timing.ts')], outfile: script, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent', external: ['onnxruntime-node'] });
    const run = spawnSync(process.execPath, ['--expose-gc', script], {
      encoding: 'utf8',
      // A hang detector: the harness takes minutes of processor time, ten times that by the clock on a loaded machine.
      timeout: 3_000_000,
      maxBuffer: 64 * 1024 * 1024,
      // The bundle leaves onnxruntime-node outside; its version module (read when cache keys load) is found in the project's node_modules.
      env: { ...process.env, RG_PROJECT_ROOT: resolve(__dirname, '../..'), NODE_PATH: resolve(__dirname, '../../node_modules'), ...env },
    });
    if (run.status !== 0) throw new Error(`growth-timing exited ${run.status}: ${run.stderr}`);
    return JSON.parse(run.stdout) as Case[];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const over = (cases: Case[]) => cases.filter((c) => !c.quick && c.perDoubling > LIMIT_PER_DOUBLING);
const show = (c: Case) => `${c.reader} on ${c.generator}: ${c.ms.map((ms, i) => `${c.chars[i]} chars ${ms.toFixed(1)} ms`).join(', ')} (x${c.perDoubling.toFixed(2)} per doubling)`;

describe('growth of every reader of PR text', () => {
  let cases: Case[] = [];
  beforeAll(() => {
    cases = timings();
  }, 3_100_000);

  test.each(READERS.map((r) => [r.name, r]))('%s grows linearly on every hostile text', (_name, reader) => {
    const mine = cases.filter((c) => c.reader === reader.name);
    const texts = Object.keys({ ...GENERATORS, ...reader.extra });
    const known = Object.keys(reader.knownSuperLinear ?? {});
    expect(texts).toEqual(expect.arrayContaining(known));
    expect(mine.map((c) => c.generator).sort()).toEqual(texts.filter((t) => !known.includes(t)).sort());
    expect(over(mine).map(show)).toEqual([]);
  });
});

test('a quadratic reader fails the harness', () => {
  const probe = timings({ GROWTH_PROBE: '1' });
  // The changelog check as it was is quadratic on a line of blanks (its times shown if it is not over).
  const spaces = probe.find((c) => c.generator === 'one line of spaces');
  expect(spaces && { over: over([spaces]).length === 1, measured: show(spaces) }).toEqual({ over: true, measured: expect.any(String) });
}, 3_100_000);
