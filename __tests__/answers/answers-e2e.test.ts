/**
 * The answers stage end to end on a real temporary git repository (taxonomy-repo.ts) against a
 * loopback chat server: every class of the failure taxonomy on its purpose-built question, the
 * unchanged context reused, a second identical run that sends no request, `answers.max_calls`,
 * a missing key, and the base side cache carrying the base's contexts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderSideCache } from '../../src/cli/folder-side-cache';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';
import { runCompare } from '../../src/engine/run-compare';
import { renderReportJson } from '../../src/report/json';
import { renderComment } from '../../src/report/markdown';
import type { Report } from '../../src/report/types';
import { validateReport } from '../../src/report/validate';
import { startChatServer, type ChatServer } from '../support/loopback-chat';
import { answerConfig, makeAnswerRepo } from './taxonomy-repo';

const KEY = 'sk-test-answers-0123456789';
const made: string[] = [];
let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
  for (const d of made) for (const x of [d, `${d}-answers`, `${d}-cache`]) rmSync(x, { recursive: true, force: true });
});
const repo = (config: string) => {
  const dir = makeAnswerRepo(config);
  made.push(dir);
  return dir;
};
const compare = (dir: string, env: Record<string, string> = { ANSWERS_KEY: KEY }, extra: { configPath?: string; cacheDir?: string; log?: string[] } = {}) =>
  runCompare(
    { base: 'main', head: 'pr', ...(extra.configPath ? { configPath: extra.configPath } : {}) },
    // The answers cache: a folder outside the repository, as the command line's user cache folder is.
    { cwd: dir, env, log: (m) => extra.log?.push(m), answersCacheDir: `${dir}-answers`, ...(extra.cacheDir ? { sideCache: folderSideCache(extra.cacheDir) } : {}) },
  );
const q = (r: Report, id: string) => r.answers!.questions.find((x) => x.id === id)!;

describe('each taxonomy class on its question, then an identical second run', () => {
  let dir: string;
  let first: Report;
  let second: Report;
  let callsFirst: number;
  let callsSecond: number;
  beforeAll(async () => {
    dir = repo(answerConfig(server.baseUrl));
    const before = server.calls;
    first = await compare(dir);
    callsFirst = server.calls - before;
    second = await compare(dir);
    callsSecond = server.calls - before - callsFirst;
  });

  test('every class of the taxonomy shows on the question built for it', () => {
    const cls = (id: string) => q(first, id).head.facts![0];
    expect(cls('A1')).toMatchObject({ verdict: 'contradicted', class: 'corpus_gap', in_corpus: false });
    expect(cls('A2')).toMatchObject({ verdict: 'missing', class: 'retrieval_miss', in_corpus: true, in_top_k: false });
    expect(cls('A3')).toMatchObject({ verdict: 'missing', class: 'assembly_loss', in_top_k: true, in_context: false });
    expect(cls('A4')).toMatchObject({ class: 'generation_failure', in_context: true });
    expect(['missing', 'contradicted']).toContain(cls('A4').verdict);
    for (const id of ['A1', 'A2', 'A3', 'A4', 'A5']) expect(q(first, id).base.facts![0]).toMatchObject({ verdict: 'supported', class: null, in_context: true });
    for (const id of ['A1', 'A2', 'A3', 'A4']) expect(q(first, id).newly_missing).toEqual([0]);
    expect(first.answers!.newly_missing_facts).toBe(4);
  });

  test('the unanswerable question is judged on declining, and the head newly answers it', () => {
    const u = q(first, 'U1');
    expect(u.kind).toBe('decline');
    expect(u.base).toMatchObject({ status: 'done', decline: 'declined', context_chunks: [] });
    expect(u.head.decline).toBe('answered');
    expect(u.newly_answered).toBe(true);
  });

  test('an identical context at base and head is not regenerated: the base result is reused and said to be', () => {
    const a5 = q(first, 'A5');
    expect(a5.reused_from_base).toBe(true);
    expect(a5.head.answer).toBe(a5.base.answer);
    expect(a5.newly_missing).toEqual([]);
    expect(first.answers!.calls.reused).toBe(1);
    // 6 base answers + 6 base judgements, 5 changed heads × (answer + judgement); A5's head costs nothing.
    expect(callsFirst).toBe(22);
    expect(first.answers!.calls).toMatchObject({ made: 22, cached: 0, skipped: 0 });
    expect(renderComment(first)).toContain('Same context at base and head, base result reused: A5');
  });

  test('the second identical run sends no request: every answer and judgement comes from the cache', () => {
    expect(callsSecond).toBe(0);
    expect(second.answers!.calls).toMatchObject({ made: 0, cached: 22, reused: 1, skipped: 0 });
    expect(second.answers!.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0 });
    // Everything but the cost lines is the same, byte for byte.
    const strip = (r: Report) => renderReportJson({ ...r, answers: { ...r.answers!, calls: { ...r.answers!.calls, made: 0, cached: 0 }, usage: { prompt_tokens: 0, completion_tokens: 0 } } });
    expect(strip(second)).toBe(strip(first));
  });

  test('the gate fails on the newly missing facts and names the rule', () => {
    const rule = first.gate.rules.find((r) => r.rule === 'answers.max_newly_missing_facts')!;
    expect(rule.passed).toBe(false);
    expect(rule.detail).toContain('4 required facts newly missing');
    expect(rule.detail).toContain('A1 fact 1');
    expect(first.gate.passed).toBe(false);
    expect(first.gate.reasons.some((r) => r.startsWith('answers.max_newly_missing_facts: '))).toBe(true);
  });

  test('the comment has an Answers section with each fact and where it was lost; report.json validates', () => {
    const md = renderComment(first);
    expect(md).toContain('#### 💬 Answers: 4 required facts newly missing at head');
    expect(md).toMatch(/\| `A1` \| Refurbished Outlet items have a 7-day return window \| supported \| contradicted \| corpus gap: in no document \|/);
    expect(md).toContain('retrieval miss: in the docs, not in the top k');
    expect(md).toContain('assembly loss: retrieved, cut by the token budget');
    expect(md).toContain('generation failure: in the context, not in the answer');
    expect(md).toContain('Unanswerable questions declined at base but answered at head: U1');
    expect(md).toContain('22 calls sent');
    const parsed = JSON.parse(renderReportJson(first)) as unknown;
    const v = validateReport(parsed);
    expect(v.ok).toBe(true);
    expect(renderComment((v as { report: Report }).report)).toBe(md);
  });

  test('the chat requests are real chat completions: temperature 0, bearer key, JSON mode for the judge', () => {
    const reqs = server.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(reqs.length).toBeGreaterThan(0);
    for (const r of reqs) {
      const body = r.body as { temperature: number; model: string; messages: unknown[]; response_format?: { type: string } };
      expect(body.temperature).toBe(0);
      expect(body.model).toBe('fake-chat');
      expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
    }
    expect(reqs.some((r) => (r.body as { response_format?: { type: string } }).response_format?.type === 'json_object')).toBe(true);
  });
});

describe('answers.max_calls caps a run, and the comment says what was skipped', () => {
  test('a cap of 5 sends exactly 5 requests; the changed contexts go first; skipped sides are named', async () => {
    const dir = repo(answerConfig(server.baseUrl, '  max_calls: 5\n'));
    const before = server.calls;
    const r = await compare(dir);
    expect(server.calls - before).toBe(5);
    const a = r.answers!;
    expect(a.calls.made).toBe(5);
    expect(a.calls.skipped).toBeGreaterThan(0);
    // A1 (context changed, first in the golden set) is fully answered: 2 + 2 calls.
    expect(q(r, 'A1').head.status).toBe('done');
    const skipped = a.questions.filter((x) => x.base.status === 'skipped' || x.head.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const x of skipped) expect(x.base.note ?? x.head.note).toMatch(/answers\.max_calls \(5\) reached/);
    const md = renderComment(r);
    expect(md).toMatch(/question sides? skipped: `answers.max_calls` \(5\) reached/);
    expect(md).toContain('Not fully judged:');
    expect(r.gate.rules.find((x) => x.rule === 'answers.max_newly_missing_facts')!.detail).toMatch(/not fully judged/);
  });
});

describe('without the API key (a fork PR without secrets) the stage is skipped, not the run', () => {
  test('answers not run, said in the comment; the rule is skipped; retrieval is still measured', async () => {
    const dir = repo(answerConfig(server.baseUrl));
    const before = server.calls;
    const r = await compare(dir, {});
    expect(server.calls).toBe(before);
    expect(r.answers!.skipped_reason).toBe('the environment variable ANSWERS_KEY (answers.api_key_env) is not set');
    expect(r.gate.rules.find((x) => x.rule === 'answers.max_newly_missing_facts')).toMatchObject({ passed: true });
    expect(renderComment(r)).toContain('#### 💬 Answers: not run');
    expect(r.questions.length).toBe(6);
  });
});

describe('with the base side cache, the base contexts come from the entry', () => {
  test('a second compare hits the base side entry and judges exactly as the first', async () => {
    const dir = repo(answerConfig(server.baseUrl));
    const cache = mkdtempSync(join(tmpdir(), 'rg-answers-side-'));
    made.push(cache);
    const first = await compare(dir, undefined, { cacheDir: cache });
    const log: string[] = [];
    const second = await compare(dir, undefined, { cacheDir: cache, log });
    expect(log.some((l) => l.startsWith('base side cache: hit'))).toBe(true);
    expect(second.answers!.calls.made).toBe(0);
    expect(second.answers!.questions).toEqual(first.answers!.questions);
  });

  test('a config outside the repository also works (the base then uses the head config)', async () => {
    const dir = repo(answerConfig(server.baseUrl));
    const cfgDir = mkdtempSync(join(tmpdir(), 'rg-answers-cfg-'));
    made.push(cfgDir);
    const cfg = join(cfgDir, 'config.yml');
    writeFileSync(cfg, answerConfig(server.baseUrl, '  max_newly_missing_facts: 4\n'));
    const r = await compare(dir, undefined, { configPath: cfg });
    expect(r.gate.rules.find((x) => x.rule === 'answers.max_newly_missing_facts')!.passed).toBe(true);
  });
});

describe('the CLI', () => {
  test('compare prints the comment with the Answers section and exits 1 on the answers rule; a second run sends nothing', async () => {
    const dir = repo(answerConfig(server.baseUrl));
    const run = async () => {
      const io = recordingIo(dir);
      io.env = { ANSWERS_KEY: KEY, RETRIEVAL_GATE_CACHE_DIR: `${dir}-cache` };
      const code = await main(['compare', '--base', 'main', '--head', 'pr', '--report', 'report.json'], io);
      return { code, io };
    };
    const before = server.calls;
    const first = await run();
    expect(first.code).toBe(1);
    expect(first.io.out).toContain('#### 💬 Answers: 4 required facts newly missing at head');
    expect(first.io.out).toContain('`answers.max_newly_missing_facts`');
    const sent = server.calls - before;
    expect(sent).toBe(22);
    const second = await run();
    expect(second.code).toBe(1);
    expect(server.calls - before).toBe(sent);
    expect(second.io.out).toContain('0 calls sent');
  });
});
