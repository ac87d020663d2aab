/**
 * Provider faults on the real wire format (loopback chat-completions server): 429 with
 * Retry-After, 500s, a body that is not JSON, a completion without content, and a judge reply that
 * is prose instead of JSON. Each is retried, then becomes a clear note on that question; the run
 * goes on and the key never appears in a note.
 */
import { createChatClient } from '../../src/answers/chat-client';
import { NO_STORE } from '../../src/answers/chat';
import type { AnswerSideInput } from '../../src/answers/side-inputs';
import { runAnswersStage } from '../../src/answers/stage';
import { ANSWERS_DEFAULTS, type AnswersConfig } from '../../src/config/answers';
import type { GoldenSet } from '../../src/types';
import { DECLINE_TEXT, startChatServer, type ChatServer } from '../support/loopback-chat';

const KEY = 'sk-secret-key-987654321';
let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.script.length = 0;
  server.judgeNotJson = 0;
});

const cfg = (over: Partial<AnswersConfig> = {}): AnswersConfig => ({ ...ANSWERS_DEFAULTS, base_url: server.baseUrl, model: 'fake-chat', judge_model: 'fake-chat', max_retries: 2, concurrency: 1, ...over });

const golden: GoldenSet = {
  file: 'golden.yml',
  questions: [
    { id: 'Q1', question: 'How long is the return window?', relevant: [], forbidden: [], requiredFacts: ['returns within 30 days'], tags: [], answerable: true, line: 1 },
    { id: 'Q2', question: 'Which payment methods are accepted?', relevant: [], forbidden: [], requiredFacts: ['Visa and PayPal'], tags: [], answerable: true, line: 2 },
  ],
};
const side = (id: string, text: string): AnswerSideInput => ({ id, context: `[1] docs/x.md — X\n${text}`, chunks: ['docs/x.md#x'], tokens: 10, inCorpus: [true], inTopK: [true], inContext: [true] });
const inputs = [side('Q1', 'The return window: returns within 30 days.'), side('Q2', 'Payment methods accepted: Visa and PayPal.')];

async function run(c: AnswersConfig, waits: number[] = [], logs: string[] = []) {
  const client = createChatClient(c, KEY, { sleep: async (ms) => void waits.push(ms), log: (m) => logs.push(m) });
  return runAnswersStage({ cfg: c, golden, base: inputs, head: inputs, client, store: NO_STORE, log: (m) => logs.push(m) });
}

test('a 429 with Retry-After is waited out and retried: one call, a good answer', async () => {
  server.script.push({ status: 429, headers: { 'retry-after': '2' }, body: '{"error":{"message":"rate limited"}}' });
  const waits: number[] = [];
  const before = server.calls;
  const r = await run(cfg(), waits);
  expect(waits).toEqual([2000]);
  expect(server.calls - before).toBe(5); // 4 calls + the 429
  expect(r.calls.made).toBe(4);
  expect(r.questions.every((q) => q.base.status === 'done')).toBe(true);
  expect(r.questions[0].base.facts![0].verdict).toBe('supported');
});

test('500s beyond max_retries: a clear per-question error note, the other question still judged, the key redacted', async () => {
  for (let i = 0; i < 3; i++) server.script.push({ status: 500, body: `{"error":"upstream down for key ${KEY}"}` });
  const r = await run(cfg());
  const q1 = r.questions[0];
  expect(q1.base.status).toBe('error');
  expect(q1.base.note).toMatch(/^answer of Q1 at base failed: chat \(answer Q1 at base\): http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions failed after 3 attempt\(s\): HTTP 500/);
  expect(q1.base.note).not.toContain(KEY);
  expect(q1.base.note).toContain('***');
  expect(q1.base.facts![0].verdict).toBeNull();
  expect(r.questions[1].base.status).toBe('done');
  expect(r.newly_missing_facts).toBe(0);
});

test('a body that is not JSON is tried once more; twice is an error note', async () => {
  server.script.push({ status: 200, body: '{"choices": [' });
  const ok = await run(cfg());
  expect(ok.questions[0].base.status).toBe('done');

  server.script.push({ status: 200, body: '<html>bad gateway</html>' }, { status: 200, body: 'still not json' });
  const bad = await run(cfg());
  expect(bad.questions[0].base).toMatchObject({ status: 'error' });
  expect(bad.questions[0].base.note).toMatch(/answered HTTP 200 with a body that is not JSON: still not json/);
});

test('a completion without choices[0].message.content is tried once more, then an error note', async () => {
  server.script.push({ status: 200, body: '{"choices": []}' }, { status: 200, body: '{"choices": [{"message": {"content": null}}]}' });
  const r = await run(cfg());
  expect(r.questions[0].base.status).toBe('error');
  expect(r.questions[0].base.note).toMatch(/choices\[0\]\.message\.content is not a string/);
});

test('a judge reply that is not JSON: asked again with a reminder; twice is a note on the fact, the answer kept', async () => {
  server.judgeNotJson = 1;
  const before = server.calls;
  const once = await run(cfg());
  expect(once.questions[0].base.facts![0].verdict).toBe('supported');
  expect(server.calls - before).toBe(5);
  // Q1: answer, judge (prose), judge again with the reminder; Q2: answer, judge.
  const reminder = server.requests[server.requests.length - 3].body as { messages: Array<{ role: string; content: string }> };
  expect(reminder.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(reminder.messages[3].content).toMatch(/not the JSON object/);

  server.judgeNotJson = 2;
  const twice = await run(cfg());
  const b = twice.questions[0].base;
  expect(b.status).toBe('error');
  expect(b.note).toMatch(/^judge failed on fact 1: the judge's reply is not a JSON object: "I think the verdict is supported\." \(twice\)$/);
  expect(b.answer).toBe('The return window: returns within 30 days.');
  expect(b.facts![0].verdict).toBeNull();
});

test('an unreachable endpoint is an error note per question, never a crash', async () => {
  const c = cfg({ base_url: 'http://127.0.0.1:9/v1', max_retries: 0, timeout_ms: 2000 });
  const r = await run(c);
  for (const q of r.questions) {
    expect(q.base.status).toBe('error');
    expect(q.base.note).toMatch(/request failed/);
  }
});

test('an empty context is still asked (the application would send it), and the model declines', async () => {
  const empty = [{ ...inputs[0], context: '', chunks: [], tokens: 0, inTopK: [false], inContext: [false] }, inputs[1]];
  const c = cfg();
  const client = createChatClient(c, KEY, {});
  const r = await runAnswersStage({ cfg: c, golden, base: empty, head: empty, client, store: NO_STORE });
  expect(r.questions[0].base.answer).toBe(DECLINE_TEXT);
  expect(r.questions[0].base.facts![0]).toMatchObject({ verdict: 'missing', class: 'retrieval_miss' });
});

test('within the cap, questions run side by side, with the same result as one at a time', async () => {
  const many: GoldenSet = { file: 'g', questions: Array.from({ length: 8 }, (_, i) => ({ ...golden.questions[i % 2], id: `Q${i}` })) };
  const sides = many.questions.map((q, i) => ({ ...inputs[i % 2], id: q.id }));
  const slow = await startChatServer({ delayMs: 20 });
  try {
    const go = async (concurrency: number, max_calls = 200) => {
      const c = cfg({ base_url: slow.baseUrl, concurrency, max_calls });
      return runAnswersStage({ cfg: c, golden: many, base: sides, head: sides, client: createChatClient(c, KEY, {}), store: NO_STORE });
    };
    const serial = await go(1);
    expect(slow.maxInFlight).toBe(1);
    const parallel = await go(4);
    expect(slow.maxInFlight).toBeGreaterThan(1);
    expect(parallel).toEqual(serial);
    // A cap the run may reach: one at a time, so what is skipped is always the same.
    slow.maxInFlight = 0;
    const capped = await go(4, 5);
    expect(slow.maxInFlight).toBe(1);
    expect(capped.questions.map((q) => q.base.status)).toEqual(['done', 'done', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
  } finally {
    await slow.close();
  }
});
