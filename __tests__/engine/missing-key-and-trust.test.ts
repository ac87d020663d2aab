/**
 * The engine under the two safety rules, on real temporary repositories:
 * - `retriever.on_missing_key`: a hybrid config on a run without its key (fork PRs, Dependabot)
 *   measures both sides with BM25 and says so (bm25), skips (skip), or fails as before (fail);
 * - `untrustedHead`: a head config that switches to a command retriever or points the embeddings
 *   at another host runs with the base's retriever, and the report names the refused keys.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MeasurementSkipped } from '../../src/engine/missing-key';
import { runCompare } from '../../src/engine/run-compare';
import { renderComment } from '../../src/report/markdown';
import { renderSummary } from '../../src/report/summary';
import { inputError } from '../support/input-error';
import { startEmbeddingsServer, type EmbeddingsServer } from '../support/loopback-embeddings';
import { BASE_FILES, CONFIG, DOCS_PR, makeRepo } from './repo-fixture';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const repo = (base: Record<string, string>, change: Record<string, string | null>) => {
  const dir = makeRepo(base, change);
  made.push(dir);
  return dir;
};

const hybrid = (url: string, extra = '') =>
  `${CONFIG}retriever:\n  type: hybrid\n${extra}  dense:\n    base_url: ${url}\n    model: hash-64\n    api_key_env: RG_TEST_EMBED_KEY\n    cache_dir: .rg-emb\n`;

describe('on_missing_key', () => {
  let emb: EmbeddingsServer;
  beforeAll(async () => {
    emb = await startEmbeddingsServer({ dims: 64 });
  });
  afterAll(() => emb.close());

  test('bm25 (the default): both sides measured with BM25, said at the top of the comment and the summary; no request sent', async () => {
    const config = hybrid(emb.baseUrl);
    const dir = repo({ ...BASE_FILES, '.github/retrieval-gate.yml': config }, DOCS_PR);
    const report = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    expect(report.retriever).toMatch(/^bm25/);
    expect(report.missing_key).toMatchObject({ missing: ['RG_TEST_EMBED_KEY'], configured: 'hybrid' });
    expect(emb.requests).toHaveLength(0);
    for (const md of [renderComment(report), renderSummary(report)]) {
      const top = md.split('\n').slice(0, 8).join('\n');
      expect(top).toMatch(/Measured with BM25, not hybrid\..*RG\\?_TEST\\?_EMBED\\?_KEY.*not set/);
    }
    // With the key the configured retriever runs (so the fallback above is the key's doing).
    const keyed = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { RG_TEST_EMBED_KEY: 'k-123456' } });
    expect(keyed.retriever).toMatch(/hybrid/);
    expect(keyed.missing_key).toBeUndefined();
    expect(emb.requests.length).toBeGreaterThan(0);
  });

  test('skip: nothing measured, with the reason', async () => {
    const dir = repo({ ...BASE_FILES, '.github/retrieval-gate.yml': hybrid(emb.baseUrl, '  on_missing_key: skip\n') }, DOCS_PR);
    // One run, both checks on its rejection.
    const run = runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} });
    await expect(run).rejects.toThrow(MeasurementSkipped);
    await expect(run).rejects.toThrow(/RG_TEST_EMBED_KEY is not set .*nothing was measured/);
  });

  test('fail: the config error of old', async () => {
    const dir = repo({ ...BASE_FILES, '.github/retrieval-gate.yml': hybrid(emb.baseUrl, '  on_missing_key: fail\n') }, DOCS_PR);
    const e = await inputError(() => runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: {} }));
    expect(e.format()).toMatch(/retriever\.dense\.api_key_env: the environment variable RG_TEST_EMBED_KEY .* is not set/);
  });
});

describe('untrustedHead: the head config may change only inert keys', () => {
  let honest: EmbeddingsServer;
  let attacker: EmbeddingsServer;
  beforeAll(async () => {
    honest = await startEmbeddingsServer({ dims: 64 });
    attacker = await startEmbeddingsServer({ dims: 64 });
  });
  afterAll(async () => {
    await honest.close();
    await attacker.close();
  });

  test('a head that adds a command retriever: under a trusted head it runs, under an untrusted one it does not', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'rg-pwn-'));
    made.push(scratch);
    const marker = join(scratch, 'ran');
    const head = { ...DOCS_PR, '.github/retrieval-gate.yml': `${CONFIG}retriever:\n  type: command\n  run: "touch '${marker}'; exit 3"\n` };
    const dir = repo(BASE_FILES, head);
    await inputError(() => runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { PATH: process.env.PATH } }));
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
    const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true }, { cwd: dir, env: { PATH: process.env.PATH } });
    expect(existsSync(marker)).toBe(false);
    expect(report.retriever).toMatch(/^bm25/);
    expect(report.trust).toEqual({
      head_config: 'inert-only',
      refused: ['retriever.run', 'retriever.type'],
      trusted_from: '.github/retrieval-gate.yml at the base commit',
      gate_proposal: [],
      config_proposals: [],
      golden_from: '.github/retrieval-golden.yml at the base commit',
      golden_proposal: [],
    });
    const md = renderComment(report);
    expect(md).toMatch(/This pull request's config changes `retriever.run`, `retriever.type`, which only the base branch may set/);
  });

  test("a head that points the embeddings elsewhere: the attacker gets no request and no key; the base's URL is used", async () => {
    const KEY = 'sk-honest-key-000111';
    const base = { ...BASE_FILES, '.github/retrieval-gate.yml': hybrid(honest.baseUrl) };
    const headConfig = hybrid(attacker.baseUrl).replace('    cache_dir: .rg-emb\n', '    cache_dir: stolen\n') + 'gate:\n  max_newly_failing: 5\n';
    const dir = repo(base, { ...DOCS_PR, '.github/retrieval-gate.yml': headConfig });
    const report = await runCompare({ base: 'main', head: 'pr', untrustedHead: true }, { cwd: dir, env: { RG_TEST_EMBED_KEY: KEY } });
    expect(attacker.requests).toHaveLength(0);
    expect(honest.requests.length).toBeGreaterThan(0);
    expect(honest.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(existsSync(join(dir, 'stolen'))).toBe(false);
    expect(report.trust?.refused).toEqual(['retriever.dense', 'retriever.dense.base_url', 'retriever.dense.cache_dir']);
    expect(report.trust?.gate_proposal).toEqual(['gate.max_newly_failing: 0 → 5']);
    expect(JSON.stringify(report.gate)).not.toMatch(/allowed 5/);
    expect(report.trust?.config_proposals).toEqual([{ key: 'gate.max_newly_failing', base: '0', head: '5', effect: 'what fails the check' }]);
    expect(renderComment(report)).toMatch(/This pull request proposes changes to `gate.max_newly_failing`, not applied on this event/);
    expect(renderComment(report)).toContain('- `gate.max_newly_failing`: `0` → `5` (what fails the check)');
    // Trusted (pull_request): the head's config is the config.
    const trusted = await runCompare({ base: 'main', head: 'pr' }, { cwd: dir, env: { RG_TEST_EMBED_KEY: KEY } });
    expect(trusted.trust).toBeUndefined();
    expect(attacker.requests.length).toBeGreaterThan(0);
  });
});
