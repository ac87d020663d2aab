// `compare --base-config A --head-config B`: two settings on one revision or folder, with the
// chunking change reported; and the usage errors around the new flags.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { BASE_FILES, makeRepo } from '../engine/repo-fixture';
import { recordingIo } from '../support/recording-io';

let repo: string;
let out: string;
beforeAll(() => {
  repo = makeRepo(BASE_FILES, {});
  out = mkdtempSync(join(tmpdir(), 'rg-configs-'));
  writeFileSync(join(out, 'big.yml'), 'chunking:\n  max_chars: 4000\n');
  writeFileSync(join(out, 'small.yml'), 'chunking:\n  max_chars: 120\n  overlap: 0.2\n');
});
afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

test('one revision, two chunking settings: each side built with its own, the chunking change reported', async () => {
  const t = recordingIo(repo);
  const report = join(out, 'report.json');
  const code = await main(['compare', '--rev', 'main', '--base-config', join(out, 'big.yml'), '--head-config', join(out, 'small.yml'), '--report', report], t);
  // The golden set was read from the commit, not from disk: the one line that says so.
  expect(t.err).toMatch(/^retrieval-gate: golden set from main:\.github\/retrieval-golden\.yml \(commit [0-9a-f]{7}\)\n$/);
  expect([0, 1]).toContain(code);
  const r = JSON.parse(require('node:fs').readFileSync(report, 'utf8'));
  expect(r.base.rev).toBe('main');
  expect(r.head.rev).toBe('main');
  expect(r.config.base_used_own_config).toBe(true);
  expect(r.corpus.docs_changed + r.corpus.docs_added + r.corpus.docs_deleted).toBe(0);
  const k = r.corpus.chunking;
  expect(k.base.chunked_by).toBe('gate');
  expect(k.head.chunks).toBeGreaterThan(k.base.chunks);
  expect(k.head.mean_bytes).toBeLessThan(k.base.mean_bytes);
  expect(k.docs_rechunked).toBeGreaterThan(0);
  expect(t.out).toContain('**Chunking changed**');
  // Same settings on both sides: no chunking change, no line.
  const same = recordingIo(repo);
  await main(['compare', '--rev', 'main', '--base-config', join(out, 'big.yml'), '--head-config', join(out, 'big.yml')], same);
  expect(same.out).not.toContain('Chunking changed');
});

test.each([
  [['--base-config', 'a.yml'], '--base-config and --head-config go together'],
  [['--base-config', 'a.yml', '--head-config', 'b.yml', '--config', 'c.yml'], '--config cannot be used with --base-config and --head-config'],
  [['--rev', 'main'], '--rev and --dir name the one source of a compare between --base-config and --head-config'],
  [['--base-config', 'a.yml', '--head-config', 'b.yml', '--rev', 'main', '--base', 'main'], '--rev/--dir cannot be used with --base/--head'],
  [['--base-config', 'a.yml', '--head-config', 'b.yml', '--rev', 'main', '--dir', '.'], '--rev and --dir cannot be used together'],
])('usage: %j exits 2 saying why', async (args, message) => {
  const t = recordingIo(repo);
  expect(await main(['compare', ...args], t)).toBe(2);
  expect(t.err).toContain(message);
});
