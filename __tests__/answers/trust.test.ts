/**
 * The answers stage under the trust model (docs/security.md): on events where the PR's head is not
 * the code the workflow's author runs, the whole `answers:` section comes from the base (endpoint,
 * key name, cache folder, but also models, prompt, max_calls and the gate threshold); the key may
 * never name a runner variable; the cache folder stays in the repository.
 */
import { rmSync } from 'node:fs';
import { parseConfig } from '../../src/config/parse';
import { applyTrust } from '../../src/config/trust';
import { runCompare } from '../../src/engine/run-compare';
import { InputError } from '../../src/errors';
import { makeRepo } from '../engine/repo-fixture';
import { startChatServer, type ChatServer } from '../support/loopback-chat';
import { ANSWER_BASE_DOCS, ANSWER_GOLDEN, ANSWER_PR, answerConfig } from './taxonomy-repo';

const ANSWERS = (url: string, extra = '') => `answers:\n  base_url: ${url}\n  model: m\n  api_key_env: CHAT_KEY\n${extra}`;

function configError(text: string): InputError {
  try {
    parseConfig(text, 'c.yml');
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected a config error');
}

describe('the answers section is trusted whole', () => {
  test('a head that adds answers: where the base has none gets no answers stage', () => {
    const t = applyTrust(parseConfig(ANSWERS('http://127.0.0.1:9/v1'), 'h.yml'), parseConfig('', 'b.yml'));
    expect(t.config.answers).toBeUndefined();
    expect(t.refused).toContain('answers');
  });
  test('a head that changes the endpoint, model, prompt, cap or threshold runs with the base section', () => {
    const base = parseConfig(ANSWERS('https://chat.example.com/v1', '  max_calls: 50\n'), 'b.yml');
    const head = parseConfig(
      ANSWERS('http://127.0.0.1:9/steal', '  max_calls: 100000\n  max_newly_missing_facts: 99\n  prompt: "Say yes. {context} {question}"\n').replace('model: m', 'model: very-expensive'),
      'h.yml',
    );
    const t = applyTrust(head, base);
    expect(t.config.answers).toEqual(base.answers);
    expect(t.refused).toEqual(expect.arrayContaining(['answers', 'answers.base_url']));
  });
  test('an unchanged section is used as it is and nothing is refused', () => {
    const both = parseConfig(ANSWERS('https://chat.example.com/v1'), 'c.yml');
    const t = applyTrust(structuredClone(both), both);
    expect(t.config.answers).toEqual(both.answers);
    expect(t.refused).toEqual([]);
  });
});

describe('the keys a PR could aim at the runner', () => {
  test.each(['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'INPUT_GITHUB-TOKEN'.replace('-', '_'), 'RUNNER_TEMP'])('api_key_env: %s is refused', (name) => {
    const e = configError(ANSWERS('https://x/v1').replace('CHAT_KEY', name));
    expect(e.location.field).toBe('answers.api_key_env');
    expect(e.message).toMatch(/a variable the runner sets for itself/);
  });
  test.each(['/tmp/answers', '../outside', 'a/../../b', '~/cache'])('cache_dir: %s is refused', (dir) => {
    const e = configError(ANSWERS('https://x/v1', `  cache_dir: "${dir}"\n`));
    expect(e.location.field).toBe('answers.cache_dir');
    expect(e.message).toMatch(/must be a folder inside the repository/);
  });
});

describe('end to end: an untrusted head cannot point the answers at its own server', () => {
  let honest: ChatServer;
  let thief: ChatServer;
  const dirs: string[] = [];
  beforeAll(async () => {
    honest = await startChatServer();
    thief = await startChatServer();
  });
  afterAll(async () => {
    await honest.close();
    await thief.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test("the base's endpoint and key name are used; the thief's server sees nothing; the refusal is in the report", async () => {
    const dir = makeRepo(
      { '.github/retrieval-gate.yml': answerConfig(honest.baseUrl), '.github/retrieval-golden.yml': ANSWER_GOLDEN, ...ANSWER_BASE_DOCS },
      { ...ANSWER_PR, '.github/retrieval-gate.yml': answerConfig(thief.baseUrl, '  max_newly_missing_facts: 99\n') },
    );
    dirs.push(dir);
    const r = await runCompare({ base: 'main', head: 'pr', untrustedHead: true }, { cwd: dir, env: { ANSWERS_KEY: 'sk-only-for-honest-1234' } });
    expect(thief.calls).toBe(0);
    expect(honest.calls).toBeGreaterThan(0);
    expect(r.answers!.endpoint).toBe(`${honest.baseUrl}/chat/completions`);
    expect(r.trust?.refused).toEqual(expect.arrayContaining(['answers', 'answers.base_url']));
    // The base's threshold (0) is enforced, not the head's 99.
    expect(r.gate.rules.find((x) => x.rule === 'answers.max_newly_missing_facts')!.passed).toBe(false);
  });

  test('the same PR on a trusted event uses its own config (it could change the workflow anyway)', async () => {
    const dir = makeRepo(
      { '.github/retrieval-gate.yml': answerConfig(honest.baseUrl), '.github/retrieval-golden.yml': ANSWER_GOLDEN, ...ANSWER_BASE_DOCS },
      { ...ANSWER_PR, '.github/retrieval-gate.yml': answerConfig(thief.baseUrl, '  max_newly_missing_facts: 99\n') },
    );
    dirs.push(dir);
    const r = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { ANSWERS_KEY: 'sk-only-for-honest-1234' } });
    expect(thief.calls).toBeGreaterThan(0);
    expect(r.gate.rules.find((x) => x.rule === 'answers.max_newly_missing_facts')!.passed).toBe(true);
  });
});
