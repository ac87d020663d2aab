/**
 * `retrieval-gate judge-check` in-process against the loopback chat server, on the example labels
 * file the project ships: agreement printed as text and JSON, the same numbers as an independent
 * computation from the labels and the fake judge's rule, a cached second run, --min-kappa, and bad
 * input as exit 2 naming the file and line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { agreement } from '../../src/answers/kappa';
import { parseLabels } from '../../src/answers/labels';
import { main } from '../../src/cli/commands';
import { fakeFactVerdict, startChatServer, type ChatServer } from '../support/loopback-chat';
import { recordingIo } from '../support/recording-io';

const LABELS = resolve(__dirname, '../../examples/judge-labels.yml');
let server: ChatServer;
let dir: string;
beforeAll(async () => {
  server = await startChatServer();
  dir = mkdtempSync(join(tmpdir(), 'rg-judge-check-'));
  writeFileSync(join(dir, 'config.yml'), `answers:\n  base_url: ${server.baseUrl}\n  model: fake-chat\n  api_key_env: JUDGE_KEY\n`);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-cache`, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
  const io = recordingIo(dir);
  io.env = { JUDGE_KEY: 'sk-judge-test-000', RETRIEVAL_GATE_CACHE_DIR: `${dir}-cache` };
  const code = await main(['judge-check', '--config', 'config.yml', '--labels', LABELS, ...args], io);
  return { code, out: io.out, err: io.err };
};

/** What the fake judge must answer for each shipped example (its rule, independent of the code under test). */
function expectedAgreement() {
  const examples = parseLabels(readFileSync(LABELS, 'utf8'), LABELS);
  return agreement(
    examples.map((e) => ({
      expected: e.verdict,
      got: e.fact !== undefined ? fakeFactVerdict(e.answer, e.fact) : /cannot answer/i.test(e.answer) ? 'declined' : 'answered',
    })),
  );
}

test('the shipped labels file parses: every verdict fits its kind', () => {
  const examples = parseLabels(readFileSync(LABELS, 'utf8'), LABELS);
  expect(examples.length).toBeGreaterThanOrEqual(20);
  for (const e of examples) expect(e.fact !== undefined ? ['supported', 'missing', 'contradicted'] : ['declined', 'answered']).toContain(e.verdict);
  expect(new Set(examples.map((e) => e.verdict)).size).toBe(5);
});

test('prints accuracy, kappa, the confusion matrix and the disagreements; JSON has the same numbers', async () => {
  const want = expectedAgreement();
  const before = server.calls;
  const text = await run();
  expect(text.code).toBe(0);
  expect(server.calls - before).toBe(21);
  expect(text.out).toContain(`accuracy ${want.accuracy.toFixed(3)}`);
  expect(text.out).toContain(`Cohen's kappa ${want.kappa.toFixed(3)}`);
  expect(text.out).toMatch(/confusion \(rows: hand label, columns: judge\):/);
  // The fake judge only knows verbatim text: a paraphrase (J02) is a disagreement it must list.
  expect(text.out).toMatch(/J02 \(line \d+\): labelled supported, judge said (missing|contradicted)/);
  expect(text.out).toContain('calls: 21 sent, 0 from the cache');

  const json = await run('--json');
  expect(json.code).toBe(0);
  const r = JSON.parse(json.out) as { accuracy: number; kappa: number; examples: number; judged: number; calls: { made: number; cached: number } };
  expect(r.accuracy).toBeCloseTo(want.accuracy, 12);
  expect(r.kappa).toBeCloseTo(want.kappa, 12);
  expect(r).toMatchObject({ examples: 21, judged: 21, calls: { made: 0, cached: 21 } });
});

test('--min-kappa: exit 1 below it, 0 at or above it; a bad value is exit 2', async () => {
  const want = expectedAgreement();
  expect((await run('--min-kappa', '1')).code).toBe(want.kappa >= 1 ? 0 : 1);
  expect((await run('--min-kappa=-1')).code).toBe(0);
  const bad = await run('--min-kappa', 'high');
  expect(bad.code).toBe(2);
  expect(bad.err).toMatch(/--min-kappa must be a number from -1 to 1 but got 'high'/);
});

test('bad input: a labels file with a wrong verdict, a config without answers:, a missing key; each exit 2 with file and line', async () => {
  writeFileSync(join(dir, 'bad.yml'), 'examples:\n  - answer: a\n    fact: f\n    verdict: yes\n');
  const io = recordingIo(dir);
  io.env = { JUDGE_KEY: 'k-123456' };
  expect(await main(['judge-check', '--config', 'config.yml', '--labels', 'bad.yml'], io)).toBe(2);
  expect(io.err).toMatch(/^retrieval-gate judge-check: bad\.yml:4:14: examples\[0\]\.verdict: .*must be one of 'supported', 'missing', 'contradicted' but got 'yes'/);

  writeFileSync(join(dir, 'plain.yml'), 'k: [1]\n');
  const io2 = recordingIo(dir);
  expect(await main(['judge-check', '--config', 'plain.yml', '--labels', LABELS], io2)).toBe(2);
  expect(io2.err).toMatch(/plain\.yml: answers: has no 'answers:' section/);

  const io3 = recordingIo(dir);
  expect(await main(['judge-check', '--config', 'config.yml', '--labels', LABELS], io3)).toBe(2);
  expect(io3.err).toMatch(/the environment variable JUDGE_KEY \(answers\.api_key_env\) is not set/);

  const io4 = recordingIo(dir);
  expect(await main(['judge-check', '--config', 'config.yml'], io4)).toBe(2);
  expect(io4.err).toMatch(/judge-check needs --labels FILE/);
});
