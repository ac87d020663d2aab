/**
 * The command line's caches live in the user's cache folder, never in the checkout: a pull request
 * that commits forged vectors under `.retrieval-gate/embeddings/` (entry keys are hashes of public
 * text) no longer chooses the verdict of `compare --base main` run on its checkout. Before: the
 * control failed the gate (exit 1) and the same pull request with its vectors passed it (exit 0,
 * its new chunk "from the cache"). Run on the built CLI, in temporary git repositories.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestKey } from '../../src/answers/answer-keys';
import { userCacheFolder } from '../../src/cli/cache-folder';
import { runCompare } from '../../src/engine/run-compare';
import { BASE_FILES, CONFIG, git, makeRepo } from '../engine/repo-fixture';
import { distFile } from '../support/dist';
import { hashEmbed, startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';

const made: string[] = [];
const temp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** The built CLI in a child process, asynchronously (a loopback server in this process must keep answering). */
function cli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [distFile('cli.js'), ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** A page the pull request adds: it outranks R1's answer, so the honest gate fails (R1 newly failing). */
const SPAM = {
  'docs/outlet/spring-sale.md': `# Spring sale

## Refurbished headphones sale

Return to the outlet for refurbished headphones: refurbished headphones at half price, refurbished headphones in every colour. Can I return refurbished headphones? Refurbished headphones, refurbished headphones.
`,
};
const R1 = 'Can I return refurbished headphones?';
const DIMS = 16;

describe('forged vectors committed in the checkout', () => {
  let server: EmbeddingsServer;
  beforeAll(async () => {
    server = await startEmbeddingsServer({ dims: DIMS });
  });
  afterAll(() => server.close());

  test('no longer change the verdict: the gate fails as the control does', async () => {
    const config = `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${server.baseUrl}\n    model: h\n`;
    const files = { ...BASE_FILES, '.github/retrieval-gate.yml': config };
    const control = makeRepo(files, SPAM);
    const work = makeRepo(files, SPAM);
    made.push(control, work);

    // The attacker's vectors: honest ones (the public model), except the spam chunk's, which points
    // where R1's question has no weight, so the spam ranks last and R1 still passes at the head.
    const q = hashEmbed(R1, DIMS);
    const empty = q.findIndex((x, i) => x === 0 && i < DIMS - 1);
    const forgingFetch = (async (_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { input: string[] };
      const data = body.input.map((t, index) => {
        const embedding = t.includes('half price') ? Array.from({ length: DIMS }, (_, i) => (i === empty ? 1 : 0)) : hashEmbed(t, DIMS);
        return { object: 'embedding', index, embedding };
      });
      return new Response(JSON.stringify({ object: 'list', data, model: 'h' }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const forged = temp('rg-forged-');
    await runCompare({ base: 'main', head: 'pr' }, { cwd: work, env: { RUNNER_TEMP: forged }, embeddingsCacheDir: forged, fetch: forgingFetch });
    cpSync(forged, join(work, '.retrieval-gate/embeddings'), { recursive: true });
    git(work, 'add', '-f', '.retrieval-gate');
    git(work, 'commit', '-q', '-m', 'vectors');

    // The maintainer runs compare on the pull request's checkout (the head is the working tree).
    const env = { RETRIEVAL_GATE_CACHE_DIR: temp('rg-user-cache-') };
    const honest = await cli(['compare', '--base', 'main', '--verbose'], control, env);
    expect(honest.code).toBe(1);
    const attacked = await cli(['compare', '--base', 'main', '--verbose'], work, { RETRIEVAL_GATE_CACHE_DIR: temp('rg-user-cache-') });
    expect(attacked.code).toBe(1);
    expect(attacked.out).toContain('**R1**');
    // Every vector was embedded by the model in this run (the head reuses the base's, from this run).
    expect(attacked.err).toMatch(/dense: 6 chunks, 0 from the cache, 6 embedded/);
    expect(attacked.err).toMatch(/dense: 7 chunks, 6 from the cache, 1 embedded/);
  }, 120000);
});

describe('one user cache folder, many repositories', () => {
  let honest: EmbeddingsServer;
  let other: EmbeddingsServer;
  beforeAll(async () => {
    honest = await startEmbeddingsServer({ dims: DIMS });
    // Another server that calls its model by the same name: its vectors are not the honest model's.
    other = await startEmbeddingsServer({ dims: DIMS, ignore: ['refurbished', 'headphones'] });
  });
  afterAll(async () => {
    await honest.close();
    await other.close();
  });

  test("vectors a repository's config fetched from its own server never answer for another repository's model of that name", async () => {
    const config = (url: string) => `${CONFIG}retriever:\n  type: dense\n  dense:\n    base_url: ${url}\n    model: h\n`;
    const a = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': config(other.baseUrl) }, SPAM);
    const b = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': config(honest.baseUrl) }, SPAM);
    made.push(a, b);
    const env = { RETRIEVAL_GATE_CACHE_DIR: temp('rg-user-cache-') };
    expect((await cli(['eval', '--verbose'], a, env)).err).toMatch(/dense: 7 chunks, 0 from the cache, 7 embedded/);
    const second = await cli(['eval', '--verbose'], b, env);
    expect(second.err).toMatch(/dense: 7 chunks, 0 from the cache, 7 embedded/);
    expect(honest.inputs.length).toBeGreaterThanOrEqual(7);
  }, 120000);

  test('an answer or judgement is filed under the endpoint too', () => {
    const req = { model: 'm', messages: [{ role: 'user' as const, content: 'q' }], maxTokens: 10, what: 'answer' };
    expect(requestKey(req, 'answer', 'https://a.example/v1')).not.toBe(requestKey(req, 'answer', 'https://b.example/v1'));
  });
});

describe('where the caches live', () => {
  const HYBRID = `${CONFIG}retriever:\n  type: hybrid\n`;
  let repo: string;
  beforeAll(() => {
    repo = makeRepo({ ...BASE_FILES, '.github/retrieval-gate.yml': HYBRID }, SPAM);
    made.push(repo);
    writeFileSync(join(repo, 'log.txt'), 'How do I return refurbished headphones?\nWhen are annual plans billed?\nHow long is shipping to Canada?\n');
  });

  test('draft, eval and compare leave no .retrieval-gate/ in the work tree; the vectors go to RETRIEVAL_GATE_CACHE_DIR', async () => {
    const cache = temp('rg-user-cache-');
    const env = { RETRIEVAL_GATE_CACHE_DIR: cache };
    const first = await cli(['eval', '--verbose'], repo, env);
    expect(first.code).toBe(0);
    expect(readdirSync(join(cache, 'embeddings')).length).toBeGreaterThan(0);
    // The second run reads its vectors back from that folder: nothing left to embed.
    const second = await cli(['eval', '--verbose'], repo, env);
    expect(second.err).toMatch(/ranked \d+ chunks: 0 embedded in this run, [1-9]\d* from the embeddings cache/);
    expect([0, 1]).toContain((await cli(['compare', '--base', 'main'], repo, env)).code);
    expect((await cli(['draft', '--questions', 'log.txt', '--out', join(cache, 'drafts.yml')], repo, env)).code).toBe(0);
    expect(existsSync(join(repo, '.retrieval-gate'))).toBe(false);
  }, 180000);

  test('a cache folder inside the repository is refused, exit 2, saying why (links resolved too)', async () => {
    const inside = await cli(['eval'], repo, { RETRIEVAL_GATE_CACHE_DIR: join(repo, 'cache') });
    expect(inside.code).toBe(2);
    expect(inside.err).toContain(`the cache folder '${join(repo, 'cache')}' (RETRIEVAL_GATE_CACHE_DIR) is inside the repository`);
    expect(inside.err).toContain('a pull request can commit files there');
    expect(inside.err).not.toMatch(/\n\s+at /);
    const link = join(temp('rg-link-'), 'cache');
    symlinkSync(join(repo, 'docs'), link);
    const linked = await cli(['eval'], repo, { RETRIEVAL_GATE_CACHE_DIR: link });
    expect(linked.code).toBe(2);
    expect(linked.err).toContain(`is inside the repository '${realpathSync(repo)}'`);
    // XDG_CACHE_HOME inside the repository (a home folder that is a repository): the same.
    const xdg = await cli(['search', 'refund'], repo, { XDG_CACHE_HOME: join(repo, '.cache') });
    expect(xdg.code).toBe(2);
    expect(xdg.err).toContain('(XDG_CACHE_HOME) is inside the repository');
    // compare --cache-dir (base sides) inside the repository: refused as well.
    const side = await cli(['compare', '--base', 'main', '--cache-dir', '.rg-side'], repo, { RETRIEVAL_GATE_CACHE_DIR: temp('rg-user-cache-') });
    expect(side.code).toBe(2);
    expect(side.err).toContain('(--cache-dir) is inside the repository');
    expect(existsSync(join(repo, 'cache'))).toBe(false);
    expect(existsSync(join(repo, '.rg-side'))).toBe(false);
  }, 120000);
});

describe('userCacheFolder', () => {
  test('the variable, then XDG_CACHE_HOME, then the system convention; none without a home', () => {
    expect(userCacheFolder({ RETRIEVAL_GATE_CACHE_DIR: 'c', XDG_CACHE_HOME: '/x', HOME: '/h' }, '/w', 'linux')).toEqual({ dir: '/w/c', from: 'RETRIEVAL_GATE_CACHE_DIR' });
    expect(userCacheFolder({ XDG_CACHE_HOME: '/x', HOME: '/h' }, '/w', 'linux')).toEqual({ dir: '/x/retrieval-gate', from: 'XDG_CACHE_HOME' });
    // A relative XDG_CACHE_HOME is invalid by the XDG rule: ignored.
    expect(userCacheFolder({ XDG_CACHE_HOME: 'rel', HOME: '/h' }, '/w', 'linux')).toEqual({ dir: '/h/.cache/retrieval-gate', from: 'HOME' });
    expect(userCacheFolder({ HOME: '/h' }, '/w', 'darwin')).toEqual({ dir: '/h/Library/Caches/retrieval-gate', from: 'HOME' });
    expect(userCacheFolder({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, '/w', 'win32')).toEqual({ dir: 'C:\\Users\\u\\AppData\\Local\\retrieval-gate\\Cache', from: 'LOCALAPPDATA' });
    expect(userCacheFolder({}, '/w', 'linux')).toBeUndefined();
  });

  test('a folder outside every repository is used as is', async () => {
    const out = temp('rg-outside-');
    mkdirSync(join(out, 'nested'));
    const r = await cli(['search', 'refund', '--verbose'], makeRepoTracked(), { RETRIEVAL_GATE_CACHE_DIR: join(out, 'nested') });
    expect(r.code).toBe(0);
  }, 60000);
});

function makeRepoTracked(): string {
  const d = makeRepo(BASE_FILES, SPAM);
  made.push(d);
  return d;
}
