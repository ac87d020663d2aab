/** The `answers:` config section and the judge-check labels file: defaults, and every bad input named by file, line and field. */
import { parseLabels } from '../../src/answers/labels';
import { ANSWERS_DEFAULTS, DEFAULT_ANSWER_PROMPT } from '../../src/config/answers';
import { parseConfig } from '../../src/config/parse';
import { InputError } from '../../src/errors';

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('answers: config', () => {
  test('off by default', () => {
    expect(parseConfig('k: [1]\n', 'c.yml').answers).toBeUndefined();
  });
  test('base_url and model are enough; the judge defaults to the model; everything else has a default', () => {
    const c = parseConfig('answers:\n  base_url: https://api.openai.com/v1\n  model: gpt-4o-mini\n', 'c.yml');
    expect(c.answers).toEqual({ ...ANSWERS_DEFAULTS, base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini', judge_model: 'gpt-4o-mini' });
    expect(c.answers!.prompt).toBe(DEFAULT_ANSWER_PROMPT);
  });
  test('every key read', () => {
    const c = parseConfig(
      `answers:
  base_url: http://localhost:11434/v1
  model: llama3.1
  judge_model: qwen2.5
  api_key_env: OLLAMA_KEY
  prompt: "Docs:\\n{context}\\nQ: {question}"
  max_answer_tokens: 300
  max_calls: 0
  max_newly_missing_facts: 2
  concurrency: 2
  timeout_ms: 1000
  max_retries: 0
  cache_dir: .cache/answers
`,
      'c.yml',
    );
    expect(c.answers).toEqual({
      base_url: 'http://localhost:11434/v1',
      model: 'llama3.1',
      judge_model: 'qwen2.5',
      api_key_env: 'OLLAMA_KEY',
      prompt: 'Docs:\n{context}\nQ: {question}',
      max_answer_tokens: 300,
      max_calls: 0,
      max_newly_missing_facts: 2,
      concurrency: 2,
      timeout_ms: 1000,
      max_retries: 0,
      cache_dir: '.cache/answers',
    });
  });
  test.each([
    ['no model', 'answers:\n  base_url: http://x/v1\n', 2, 'answers.model', /'answers\.model' is required/],
    ['no base_url', 'answers:\n  model: m\n', 2, 'answers.base_url', /'answers\.base_url' is required/],
    ['base_url not http', 'answers:\n  base_url: file:///etc\n  model: m\n', 2, 'answers.base_url', /must be an http:\/\/ or https:\/\/ URL/],
    ['prompt without {context}', 'answers:\n  base_url: http://x/v1\n  model: m\n  prompt: "Answer {question}"\n', 4, 'answers.prompt', /must contain \{context\}/],
    ['unknown key', 'answers:\n  base_url: http://x/v1\n  model: m\n  temperature: 0.7\n', 4, 'answers.temperature', /unknown key 'temperature'/],
    ['negative max_calls', 'answers:\n  base_url: http://x/v1\n  model: m\n  max_calls: -1\n', 4, 'answers.max_calls', /must be an integer ≥ 0|must be/],
  ] as const)('%s', (_, text, line, field, msg) => {
    const e = errorOf(() => parseConfig(text, 'c.yml'));
    expect(e.location).toMatchObject({ file: 'c.yml', line, field });
    expect(e.message).toMatch(msg);
  });
  test('an API key pasted where its variable name goes is refused without echoing it', () => {
    const e = errorOf(() => parseConfig('answers:\n  base_url: http://x/v1\n  model: m\n  api_key_env: sk-abc123secret-value\n', 'c.yml'));
    expect(e.message).toMatch(/must be the name of an environment variable/);
    expect(e.format()).not.toContain('abc123secret');
  });
});

describe('judge-check labels file', () => {
  test('fact examples and decline examples; ids default to the position', () => {
    const ex = parseLabels(
      `examples:
  - id: J1
    question: How long?
    answer: Seven days.
    fact: a 7-day window
    verdict: supported
  - answer: I cannot answer that.
    question: Gift cards?
    verdict: declined
`,
      'labels.yml',
    );
    expect(ex).toEqual([
      { id: 'J1', question: 'How long?', answer: 'Seven days.', fact: 'a 7-day window', verdict: 'supported', line: 2 },
      { id: '#2', question: 'Gift cards?', answer: 'I cannot answer that.', verdict: 'declined', line: 7 },
    ]);
  });
  test.each([
    ['empty', '', 1, /the labels file is empty/],
    ['no examples', 'other: 1\n', 1, /unknown key 'other'/],
    ['fact verdict of a decline kind', 'examples:\n  - answer: a\n    fact: f\n    verdict: declined\n', 4, /of an example with a fact must be one of 'supported', 'missing', 'contradicted' but got 'declined'/],
    ['decline without question', 'examples:\n  - answer: a\n    verdict: answered\n', 2, /'examples\[0\]\.question' is required/],
    ['missing answer', 'examples:\n  - fact: f\n    verdict: missing\n', 2, /'examples\[0\]\.answer' is required/],
    ['duplicate id', 'examples:\n  - {id: a, answer: x, fact: f, verdict: missing}\n  - {id: a, answer: y, fact: f, verdict: missing}\n', 3, /'a' is used twice/],
  ] as const)('%s', (_, text, line, msg) => {
    const e = errorOf(() => parseLabels(text, 'labels.yml'));
    expect(e.location.file).toBe('labels.yml');
    expect(e.location.line).toBe(line);
    expect(e.message).toMatch(msg);
  });
});
