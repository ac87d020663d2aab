/**
 * What a retriever may leak or reach (docs/security.md): the command retriever's environment has
 * none of the runner's tokens unless `pass_env` names them; credentials never appear in a
 * retriever's name or in the command's messages; an HTTP error body is redacted before it is cut,
 * so no part of a key is printed; the embeddings cache cannot be written through a link that
 * leads out of the working folder.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DENSE_DEFAULTS } from '../../src/config/types';
import { childEnv } from '../../src/retrieve/external/child-env';
import { stripCredentials } from '../../src/util/credential-strip';
import { createDenseRetriever } from '../../src/retrieve/embed/dense';
import { createExternalRetriever } from '../../src/retrieve/external/external';
import { JsonLinesProcess } from '../../src/retrieve/external/external-process';
import { postJsonWithRetry } from '../../src/util/http-retry';
import { inputError } from '../support/input-error';

const RUNNER_ENV = {
  PATH: process.env.PATH,
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  GITHUB_TOKEN: 'ghs_runnertoken000000000000000',
  'INPUT_GITHUB-TOKEN': 'ghs_inputtoken0000000000000000',
  ACTIONS_RUNTIME_TOKEN: 'eyJruntime.token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'eyJoidc.token',
  ACTIONS_CACHE_URL: 'https://cache.example/',
  OPENAI_API_KEY: 'sk-openai-000000000000',
  GITHUB_REPOSITORY: 'acme/docs',
  MY_INDEX_DIR: '/srv/index',
};

/** Starts `node -e` printing its environment as one JSON line, and returns it. */
async function envSeenByCommand(passEnv?: string[]): Promise<Record<string, string>> {
  const proc = new JsonLinesProcess({
    command: `"${process.execPath}" -e "console.log(JSON.stringify(process.env))"`,
    cwd: tmpdir(),
    env: RUNNER_ENV,
    passEnv,
    timeoutMs: 20_000,
  });
  const msg = await proc.receive('the environment');
  await proc.close();
  return msg.value as Record<string, string>;
}

describe('the command retriever runs without the runner tokens', () => {
  test('tokens, inputs and secret-looking variables are withheld; PATH, HOME, LANG and plain settings kept', async () => {
    const seen = await envSeenByCommand();
    for (const name of ['GITHUB_TOKEN', 'INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_CACHE_URL', 'OPENAI_API_KEY']) {
      expect(seen[name]).toBeUndefined();
    }
    const everything = JSON.stringify(seen);
    for (const v of ['ghs_runnertoken', 'ghs_inputtoken', 'eyJruntime', 'eyJoidc', 'sk-openai']) expect(everything).not.toContain(v);
    expect(seen).toMatchObject({ HOME: '/home/runner', LANG: 'C.UTF-8', GITHUB_REPOSITORY: 'acme/docs', MY_INDEX_DIR: '/srv/index' });
    expect(seen.PATH).toBe(process.env.PATH);
  });

  test('retriever.pass_env passes exactly the names it lists', async () => {
    const seen = await envSeenByCommand(['OPENAI_API_KEY']);
    expect(seen.OPENAI_API_KEY).toBe('sk-openai-000000000000');
    expect(seen.GITHUB_TOKEN).toBeUndefined();
    expect(childEnv(RUNNER_ENV, ['GITHUB_TOKEN']).GITHUB_TOKEN).toBe(RUNNER_ENV.GITHUB_TOKEN);
  });
});

describe('credentials never appear in names or messages', () => {
  test.each([
    ['http://user:hunter2pass@embed.example.com/v1', 'hunter2pass', 'http://***@embed.example.com/v1'],
    ['https://x.example/rerank?api_key=abcdef123456&model=m', 'abcdef123456', 'https://x.example/rerank?api_key=***&model=m'],
    ['OPENAI_API_KEY=sk-live-123456 python retriever.py', 'sk-live-123456', 'OPENAI_API_KEY=*** python retriever.py'],
    ['env TOKEN="s3cr3t value" ./run.sh --index idx', 's3cr3t', 'env TOKEN=*** ./run.sh --index idx'],
    ['./search --api-key=zzzz9999 --k 5', 'zzzz9999', './search --api-key=*** --k 5'],
    ['./search --token zzzz9999', 'zzzz9999', './search --token ***'],
    ['curl -H "Authorization: Bearer abc.def.ghi" http://x', 'abc.def.ghi', 'curl -H "Authorization: Bearer ***" http://x'],
    ['(API_TOKEN=t0ps3cret ./run.sh)', 't0ps3cret', '(API_TOKEN=*** ./run.sh)'],
  ])('%s', (text, secret, expected) => {
    expect(stripCredentials(text)).toBe(expected);
    expect(stripCredentials(text)).not.toContain(secret);
  });

  test('plain command lines are left as they are', () => {
    expect(stripCredentials('python -m my_retriever --index ./idx --k 20')).toBe('python -m my_retriever --index ./idx --k 20');
  });

  test("a program's description of its own parameters stays readable", () => {
    const name = 'command(python3 xapian_retriever.py --k1 1.2: xapian 1.4.22 bm25(k1=1.2,b=0.75))';
    expect(stripCredentials(name)).toBe(name);
  });

  test("the command retriever's name and failure message carry no credential", async () => {
    const run = `RG_SECRET=sk-in-command-line ${JSON.stringify(process.execPath)} -e "process.stderr.write('boom'); process.exit(3)"`;
    const e = await inputError(() => createExternalRetriever([], { run, timeoutMs: 20_000 }, { cwd: tmpdir(), env: { PATH: process.env.PATH } }));
    expect(e.message).toMatch(/retriever command "RG_SECRET=\*\*\* /);
    expect(e.message).not.toContain('sk-in-command-line');
  });
});

describe('an HTTP error body is redacted before it is cut', () => {
  const KEY = 'sk-straddle-0123456789abcdefghij';
  test.each([150, 185, 195, 199, 200])('a key starting at character %i of the body never shows, not even in part', async (at) => {
    const body = `${'x'.repeat(at)}${KEY}${'y'.repeat(300)}`;
    const fetchStub = (async () => new Response(body, { status: 401 })) as typeof fetch;
    const e = await inputError(() =>
      postJsonWithRetry({ url: 'https://api.example/v1/embeddings', body: {}, what: 'embeddings', redact: [KEY] }, { timeoutMs: 1000, maxRetries: 0 }, { fetch: fetchStub }),
    );
    // No 6-character piece of the key survives anywhere in the message.
    for (let i = 0; i + 6 <= KEY.length; i++) expect(e.message).not.toContain(KEY.slice(i, i + 6));
    expect(e.message).toMatch(/HTTP 401/);
  });
});

describe('the embeddings cache is never a folder of the checkout', () => {
  test('a cache_dir that is a link leading outside is neither followed nor written: the cache folder is the caller\'s', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-cache-link-'));
    try {
      const work = join(root, 'work');
      const outside = join(root, 'outside');
      const own = join(root, 'own');
      mkdirSync(work);
      mkdirSync(outside);
      symlinkSync(outside, join(work, '.emb'));
      const dense = { ...DENSE_DEFAULTS, base_url: 'http://127.0.0.1:9/v1', model: 'm', cache_dir: '.emb/sub' };
      const fetchStub = (async (_url: string, init: { body: string }) => {
        const n = (JSON.parse(init.body) as { input: string[] }).input.length;
        const data = Array.from({ length: n }, (_, index) => ({ index, embedding: [1, 0] }));
        return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch;
      const chunk = { id: 'a.md#a', docId: 'a.md', path: 'a.md', title: 'A', headings: ['A'], text: 'alpha', indexText: 'A alpha', start: 0, end: 5 };
      const r = await createDenseRetriever([chunk] as never, dense, { cwd: work, env: {}, fetch: fetchStub, embeddingsCacheDir: own });
      await r.search(['alpha'], 1);
      expect(readdirSync(outside)).toEqual([]);
      expect(readdirSync(own).length).toBeGreaterThan(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
