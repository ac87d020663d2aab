import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRetriever } from '../../src/retrieve/factory';
import { CORPUS, makeDoc, retrieverConfig } from './factory-docs';
import { inputError } from '../support/input-error';
import { elapsedMs } from '../support/timing';

/**
 * A fake team retriever: word-overlap scoring behind the JSON-lines protocol, with a MODE
 * environment variable selecting one misbehaviour per test.
 */
const PROGRAM = String.raw`
const readline = require('node:readline');
const fs = require('node:fs');
const mode = process.env.MODE || 'ok';
const out = (m) => process.stdout.write(JSON.stringify(m) + '\n');
const chunks = [];
const words = (t) => (t.toLowerCase().match(/[a-z0-9]+/g) || []);
if (mode === 'crash') { console.error('boom: cannot connect to the search cluster'); process.exit(3); }
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.type === 'hello') {
    if (mode === 'hang') return;
    out({ type: 'hello', protocol: mode === 'v2' ? 2 : mode === 'v3' ? 3 : 1, name: 'overlap' });
    if (mode === 'noread') { rl.pause(); process.stdin.pause(); setTimeout(() => {}, 60000); }
  } else if (m.type === 'chunk') {
    chunks.push(m);
  } else if (m.type === 'index') {
    console.error('indexed ' + chunks.length + ' chunks');
    if (mode === 'hostile-stderr') console.error('a ##[error]x\r::stop-commands::tok\n\u202Eevil');
    if (process.env.DUMP) fs.writeFileSync(process.env.DUMP, JSON.stringify(chunks));
    if (mode === 'error') return out({ type: 'error', message: 'index full' });
    out({ type: 'ready' });
  } else if (m.type === 'query') {
    if (mode === 'badline') return process.stdout.write('Traceback (most recent call last):\n');
    const q = new Set(words(m.text));
    const hits = chunks
      .map((c) => ({ id: c.id, score: words(c.index_text).filter((w) => q.has(w)).length }))
      .filter((h) => h.score > 0)
      .slice(0, m.k);
    if (mode === 'unknown') hits.push({ id: 'nowhere.md#ghost', score: 0.5 });
    if (mode === 'die-on-query') process.exit(7);
    out({ type: 'results', id: m.id, hits: hits.reverse() });
  }
});
rl.on('close', () => process.exit(mode === 'bad-exit' ? 4 : 0));
`;

let dir: string;
let script: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-external-'));
  script = path.join(dir, 'fake-retriever.cjs');
  fs.writeFileSync(script, PROGRAM);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function make(mode: string, extra: Record<string, string> = {}, timeout_ms = 10_000, logs: string[] = []) {
  return createRetriever(CORPUS, retrieverConfig({ type: 'command', run: `node ${JSON.stringify(script)}`, timeout_ms }), {
    cwd: dir,
    env: { ...process.env, MODE: mode, ...extra },
    log: (m) => logs.push(m),
  });
}

describe('external command retriever', () => {
  test("its stderr reaches the log escaped: no runner command, controls visible", async () => {
    const logs: string[] = [];
    const r = await make('hostile-stderr', {}, 10_000, logs);
    try {
      // stderr and stdout are two pipes with no order between them: 'ready' can arrive first.
      const hostileLines = () => logs.filter((l) => /stop-commands|##|evil/.test(l));
      for (const until = Date.now() + 60_000; hostileLines().length < 3 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
      const hostile = hostileLines();
      expect(hostile).toHaveLength(3);
      expect(hostile.some((l) => l.endsWith('] a ##\u200D[error]x'))).toBe(true);
      expect(hostile.some((l) => l.endsWith('] \\u202Eevil'))).toBe(true);
      for (const line of logs.flatMap((l) => l.split(/\r\n|\r|\n/))) {
        expect(line).not.toMatch(/^\s*::/);
        expect(line).not.toContain('##[');
      }
    } finally {
      await r.close?.();
    }
  });

  test('chunks in, queries in, ranked ids out; re-sorted by score then id; stderr to the log', async () => {
    const logs: string[] = [];
    const dump = path.join(dir, 'chunks.json');
    const r = await make('ok', { DUMP: dump }, 10_000, logs);
    try {
      expect(r.name).toBe(`command(node ${JSON.stringify(script)}: overlap)`);
      const [a, b] = await r.search(['express delivery next day', 'customs duties'], 3);
      expect(a[0]).toEqual({ id: 'shipping/delivery.md#delivery-times', score: 6 });
      expect(b.map((h) => h.id)).toEqual(['shipping/delivery.md#international-shipping']);
      const again = await r.search(['reset password'], 1);
      expect(again[0][0].id).toBe('account/password.md#reset-your-password');
      expect(logs.some((l) => l.includes('indexed 8 chunks'))).toBe(true);
      const sent = JSON.parse(fs.readFileSync(dump, 'utf8'));
      expect(sent[0]).toEqual({
        type: 'chunk',
        id: 'billing/refunds.md#refunds',
        path: 'billing/refunds.md',
        title: 'Refunds',
        headings: ['Refunds'],
        anchors: ['refunds'],
        text: CORPUS[0].chunks[0].text,
        index_text: CORPUS[0].chunks[0].indexText,
        meta: {},
      });
      expect(sent[7].meta).toEqual({ status: 'superseded' });
    } finally {
      await r.close?.();
    }
  });

  test('concurrent searches on one process are answered one exchange at a time', async () => {
    const r = await make('ok');
    try {
      const [a, b] = await Promise.all([r.search(['express delivery next day'], 1), r.search(['customs duties'], 1)]);
      expect(a[0][0].id).toBe('shipping/delivery.md#delivery-times');
      expect(b[0][0].id).toBe('shipping/delivery.md#international-shipping');
    } finally {
      await r.close?.();
    }
  });

  test('filters apply before the program sees the chunks', async () => {
    const dump = path.join(dir, 'filtered.json');
    const r = await createRetriever(
      CORPUS,
      retrieverConfig({ type: 'command', run: `node ${JSON.stringify(script)}`, filters: { exclude_meta: { status: ['superseded'] }, exclude_paths: [] } }),
      { cwd: dir, env: { ...process.env, DUMP: dump } },
    );
    await r.close?.();
    expect(JSON.parse(fs.readFileSync(dump, 'utf8'))).toHaveLength(7);
  });

  test('a crash at start names the command, the status and its stderr', async () => {
    const e = await inputError(() => make('crash'));
    expect(e.code).toBe('retriever');
    expect(e.message).toContain(`retriever command "node ${JSON.stringify(script)}"`);
    expect(e.message).toContain('with status 3');
    expect(e.message).toContain('cannot connect to the search cluster');
  });

  test('a line that is not JSON names the line', async () => {
    const r = await make('badline');
    const e = await inputError(() => r.search(['delivery'], 3));
    expect(e.message).toMatch(/line 3 of its output is not JSON: "Traceback \(most recent call last\):"/);
  });

  test('an unknown chunk id is an error', async () => {
    const r = await make('unknown');
    const e = await inputError(() => r.search(['delivery'], 3));
    expect(e.message).toContain('"nowhere.md#ghost" is not the id of any chunk sent');
  });

  test('wrong protocol version, an error message, death mid-query, a bad exit on close', async () => {
    expect((await inputError(() => make('v3'))).message).toContain('speaks protocol 3, this gate speaks 1 and 2');
    expect((await inputError(() => make('v2'))).message).toContain('a protocol 2 hello must say "wants":"documents"');
    expect((await inputError(() => make('error'))).message).toContain('reported an error: index full');
    const r = await make('die-on-query');
    expect((await inputError(() => r.search(['delivery'], 3))).message).toContain('with status 7');
    const r2 = await make('bad-exit');
    await r2.search(['delivery'], 3);
    expect((await inputError(async () => r2.close?.())).message).toContain('exited with status 4');
  });

  test('no answer within timeout_ms', async () => {
    // The yardstick: the same program starting and answering its handshake (a process start).
    const start = await elapsedMs(async () => (await make('plain')).close?.());
    const t0 = performance.now();
    const e = await inputError(() => make('hang', {}, 300));
    expect(e.message).toContain('did not answer within 300 ms (waiting for the handshake)');
    // The timeout plus a few process starts, not the 10 s default nor Jest's own timeout (the
    // message says which timeout fired; the time only rules out a hang after it). The 2 s of room
    // absorb a burst of load between the yardstick and this run.
    expect(performance.now() - t0).toBeLessThan(300 + 5 * start + 2_000);
  });

  test('a program that stops reading its input times out too', async () => {
    const big = [makeDoc('big.md', Array.from({ length: 40 }, (_, i): [string, string] => [`S${i}`, 'x'.repeat(20_000)]))];
    // The yardstick: the same program reading the same 800 KB and answering.
    const reading = await elapsedMs(async () =>
      (await createRetriever(big, retrieverConfig({ type: 'command', run: `node ${JSON.stringify(script)}` }), { cwd: dir, env: { ...process.env, MODE: 'plain' } })).close?.(),
    );
    const t0 = performance.now();
    const e = await inputError(() =>
      createRetriever(big, retrieverConfig({ type: 'command', run: `node ${JSON.stringify(script)}`, timeout_ms: 1500 }), {
        cwd: dir,
        env: { ...process.env, MODE: 'noread' },
      }),
    );
    expect(e.message).toContain('did not read its input within 1500 ms');
    expect(performance.now() - t0).toBeLessThan(1500 + 5 * reading + 2_000);
  });

  test('a command that does not exist', async () => {
    const e = await inputError(() =>
      createRetriever(CORPUS, retrieverConfig({ type: 'command', run: 'no-such-retriever-binary --x' }), { cwd: dir, env: process.env }),
    );
    expect(e.message).toContain('retriever command "no-such-retriever-binary --x"');
    expect(e.message).toMatch(/status 127/);
  });
});
