/**
 * The base side cache: a second compare on the same base (here: the same run again, or a new head)
 * takes the judged base from the cache and gives the same report.json bytes as a cold run; any
 * change to what shapes the base side misses; a bad entry is ignored with a log line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocs } from '../../src/chunk/corpus';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { BASE_SIDE_FORMAT, decodeBaseSide, encodeBaseSide } from '../../src/engine/base-side-entry';
import { createLabelResolver } from '../../src/golden/resolve';
import { runCompare } from '../../src/engine/run-compare';
import type { CompareRequest, EngineDeps, SideCache } from '../../src/engine/types';
import { renderReportJson } from '../../src/report/json';
import { CONFIG, git, makeFolders, makeRepo, writeFiles } from './repo-fixture';

const root = resolve(__dirname, '../..');

/** An in-memory store that counts what it was asked. */
function memoryCache(): SideCache & { entries: Map<string, Uint8Array>; gets: number; puts: number } {
  const entries = new Map<string, Uint8Array>();
  const c = {
    entries,
    gets: 0,
    puts: 0,
    async get(key: string) {
      c.gets++;
      return entries.get(key) ?? null;
    },
    async put(key: string, data: Uint8Array) {
      c.puts++;
      entries.set(key, data);
    },
  };
  return c;
}

async function compare(req: CompareRequest, cwd: string, sideCache?: SideCache): Promise<{ json: string; log: string[] }> {
  const log: string[] = [];
  const deps: EngineDeps = { cwd, env: {}, log: (m) => log.push(m) };
  if (sideCache) deps.sideCache = sideCache;
  const report = await runCompare(req, deps);
  return { json: renderReportJson(report), log };
}

const hits = (log: string[]) => log.filter((l) => l.startsWith('base side cache: hit')).length;
const misses = (log: string[]) => log.filter((l) => l.startsWith('base side cache: miss')).length;

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe('the bundled example through git', () => {
  let repo: string;
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'rg-basecache-acme-'));
    temps.push(repo);
    rmSync(repo, { recursive: true, force: true });
    execFileSync('bash', [join(root, 'examples/acme/make-git-repo.sh'), repo], { stdio: 'ignore' });
  });

  it('gives the same report bytes from the cache as without it', async () => {
    const req = { repo, base: 'HEAD~1', head: 'HEAD' };
    const uncached = await compare(req, root);
    const cache = memoryCache();
    const first = await compare(req, root, cache);
    expect(misses(first.log)).toBe(1);
    expect(cache.puts).toBe(1);
    const second = await compare(req, root, cache);
    expect(hits(second.log)).toBe(1);
    expect(cache.puts).toBe(1);
    // The base was not read: only the head's documents were parsed.
    expect(second.log.some((l) => l.startsWith('HEAD~1:'))).toBe(false);
    expect(first.json).toBe(uncached.json);
    expect(second.json).toBe(uncached.json);
    // The example has broken labels with fixes, a token budget and forbidden hits: all read base data.
    const report = JSON.parse(second.json);
    expect(report.broken_labels.some((b: { fix?: unknown }) => b.fix)).toBe(true);
    expect(report.assembly).toBeDefined();
  });
});

describe('a temporary repository', () => {
  const base = {
    '.github/retrieval-gate.yml': `${CONFIG}context:\n  top_k: 2\n  token_budget: 50\n`,
    '.github/retrieval-golden.yml': `questions:
  - id: q1
    question: how do I reset my password
    relevant: [docs/account.md#reset-your-password]
  - id: q2
    question: refund for a damaged parcel
    relevant: [docs/returns.md#damaged-items]
`,
    'docs/account.md': '# Account\n\n## Reset your password\n\nUse the reset link to reset your password.\n\n## Delete the account\n\nWrite to support.\n',
    'docs/returns.md': '# Returns\n\n## Damaged items\n\nA damaged parcel gets a full refund.\n\n## Late returns\n\nNo refund after 30 days.\n',
  };
  let repo: string;
  beforeAll(() => {
    repo = makeRepo(base, { 'docs/returns.md': '# Returns\n\n## Broken items\n\nA damaged parcel gets a full refund.\n' });
    temps.push(repo);
  });

  it('reuses the base for a new head, and the report matches a cold run', async () => {
    const cache = memoryCache();
    const first = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(misses(first.log)).toBe(1);
    // A new push to the PR: another head on the same base.
    git(repo, 'checkout', '-q', 'pr');
    writeFiles(repo, { 'docs/new.md': '# New\n\nSomething about passwords.\n' });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'push 2');
    const cold = await compare({ repo, base: 'main', head: 'pr' }, repo);
    const warm = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(hits(warm.log)).toBe(1);
    expect(warm.json).toBe(cold.json);
    expect(JSON.parse(warm.json).broken_labels.length).toBeGreaterThan(0);
  });

  it('misses when the base config or the golden set changes, and when a base doc changes', async () => {
    const cache = memoryCache();
    await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    const again = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(hits(again.log)).toBe(1);

    // Another base: the same docs, but the base's own chunking config differs.
    git(repo, 'checkout', '-q', '-b', 'base-config', 'main');
    writeFiles(repo, { '.github/retrieval-gate.yml': `${base['.github/retrieval-gate.yml']}chunking:\n  max_chars: 40\n` });
    git(repo, 'commit', '-q', '-am', 'chunking');
    const configChanged = await compare({ repo, base: 'base-config', head: 'pr' }, repo, cache);
    expect(misses(configChanged.log)).toBe(1);

    // The golden set given from outside, one question more: the base's results differ.
    const golden = join(repo, '..', `${repo.split('/').pop()}-golden.yml`);
    temps.push(golden);
    writeFiles('/', { [golden]: `${base['.github/retrieval-golden.yml']}  - id: q3\n    question: late returns\n    relevant: [docs/returns.md#late-returns]\n` });
    const goldenChanged = await compare({ repo, base: 'main', head: 'pr', goldenPath: golden }, repo, cache);
    expect(misses(goldenChanged.log)).toBe(1);

    // A docs change on the base branch: other blobs, another key.
    git(repo, 'checkout', '-q', '-b', 'base-docs', 'main');
    writeFiles(repo, { 'docs/account.md': '# Account\n\n## Reset your password\n\nUse the link.\n' });
    git(repo, 'commit', '-q', '-am', 'docs');
    const docsChanged = await compare({ repo, base: 'base-docs', head: 'pr' }, repo, cache);
    expect(misses(docsChanged.log)).toBe(1);

    // A change outside the selected docs keeps the key: the base side is the same.
    git(repo, 'checkout', '-q', '-b', 'base-code', 'main');
    writeFiles(repo, { 'src/app.ts': 'export {};\n' });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'code');
    const codeChanged = await compare({ repo, base: 'base-code', head: 'pr' }, repo, cache);
    expect(hits(codeChanged.log)).toBe(1);
    git(repo, 'checkout', '-q', 'pr');
  });

  it('ignores a corrupt, foreign-format or failing entry with a log line and builds the base', async () => {
    const cold = await compare({ repo, base: 'main', head: 'pr' }, repo);
    const cache = memoryCache();
    await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    const [key] = [...cache.entries.keys()];

    cache.entries.set(key, new Uint8Array([1, 2, 3]));
    const corrupt = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(corrupt.log.some((l) => l.startsWith(`base side cache: entry ${key} ignored`))).toBe(true);
    expect(corrupt.json).toBe(cold.json);

    const { gzipSync } = await import('node:zlib');
    cache.entries.set(key, gzipSync(JSON.stringify({ format: `${BASE_SIDE_FORMAT}-old`, key })));
    const foreign = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(foreign.log.some((l) => l.includes('ignored') && l.includes('format'))).toBe(true);
    expect(foreign.json).toBe(cold.json);

    const failing: SideCache = {
      get: async () => {
        throw new Error('service down');
      },
      put: async () => {
        throw new Error('service down');
      },
    };
    const down = await compare({ repo, base: 'main', head: 'pr' }, repo, failing);
    expect(down.log).toEqual(expect.arrayContaining(['base side cache: read failed, building the base (service down)', 'base side cache: save failed (service down)']));
    expect(down.json).toBe(cold.json);
  });
});

describe('two folders', () => {
  it('keys the base folder by its paths and blob hashes; the cached report is the same', async () => {
    const { root: dir, baseDir, headDir } = makeFolders(
      { 'guide.md': '# Guide\n\n## Install\n\nRun the installer.\n', 'faq.md': '# FAQ\n\n## Refunds\n\nWithin 30 days.\n' },
      { 'guide.md': '# Guide\n\n## Setup\n\nRun the installer.\n' },
    );
    temps.push(dir);
    writeFiles(dir, {
      'golden.yml': 'questions:\n  - id: q1\n    question: run the installer\n    relevant: [guide.md#install]\n',
      'config.yml': CONFIG,
    });
    const req = { baseDir, headDir, goldenPath: join(dir, 'golden.yml'), configPath: join(dir, 'config.yml') };
    const cold = await compare(req, dir);
    const cache = memoryCache();
    await compare(req, dir, cache);
    const warm = await compare(req, dir, cache);
    expect(hits(warm.log)).toBe(1);
    expect(warm.json).toBe(cold.json);
    writeFiles(baseDir, { 'faq.md': '# FAQ\n\n## Refunds\n\nWithin 14 days.\n' });
    const changed = await compare(req, dir, cache);
    expect(misses(changed.log)).toBe(1);
  });
});

describe('short sections combined (chunking.combine_under)', () => {
  it('a cached base resolves labels of combined sections as a cold run does: same report bytes', async () => {
    const config = `${CONFIG}chunking:\n  combine_under: 400\n`;
    const golden = `questions:
  - id: q1
    question: how do I reset my password
    relevant: [docs/account.md#reset-your-password]
  - id: q2
    question: two-factor codes lost
    relevant: [docs/account.md#recovery-codes]
`;
    const account = '# Account\n\n## Reset your password\n\nUse the reset link.\n\n### Recovery codes\n\nLost two-factor codes: write to support.\n\n## Delete the account\n\nWrite to support.\n';
    const repo = makeRepo(
      { '.github/retrieval-gate.yml': config, '.github/retrieval-golden.yml': golden, 'docs/account.md': account },
      { 'docs/other.md': '# Other\n\nNothing about passwords.\n' },
    );
    temps.push(repo);
    const cold = await compare({ repo, base: 'main', head: 'pr' }, repo);
    const cache = memoryCache();
    await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    const warm = await compare({ repo, base: 'main', head: 'pr' }, repo, cache);
    expect(hits(warm.log)).toBe(1);
    expect(warm.json).toBe(cold.json);
    const report = JSON.parse(warm.json);
    // The recovery-codes section was combined into the reset section's chunk, and its label resolves there on both sides.
    expect(report.broken_labels).toEqual([]);
    const q2 = report.questions.find((q: { id: string }) => q.id === 'q2');
    expect(q2.base.labels[0]).toMatchObject({ resolved: true });
    expect(q2.base.retrieved.find((c: { relevant: boolean }) => c.relevant)?.id).toBe('docs/account.md#reset-your-password');
  });
});

describe('the cache entry keeps what combined chunks answer for', () => {
  it('every label resolves to the same chunks on a decoded side (no sections) as on the fresh one', () => {
    const text = '# Account\n\nIntro.\n\n## Reset your password\n\nUse the link.\n\n### Recovery codes\n\nWrite to us.\n\n## Delete\n\nGone.\n\n## See also\n\n- [Billing](billing.md)\n';
    const files = [{ path: 'docs/account.md', text, hash: 'h1', size: text.length }];
    const { docs } = buildDocs({ files, notes: [] } as unknown as Parameters<typeof buildDocs>[0], { ...DEFAULT_CONFIG.chunking, combine_under: 30 });
    expect(docs[0].chunks.some((c) => c.combined?.length)).toBe(true);
    const decoded = decodeBaseSide('k', encodeBaseSide('k', { retrieverName: 'bm25', docs, notes: [], questions: [], tokens: null })).docs;
    expect(decoded[0].chunks.map((c) => c.combined)).toEqual(docs[0].chunks.map((c) => c.combined));
    const fresh = createLabelResolver(docs);
    const cached = createLabelResolver(decoded);
    for (const anchor of docs[0].anchors) {
      const label = { raw: `docs/account.md#${anchor}`, path: 'docs/account.md', anchor };
      expect([anchor, cached.resolve(label)]).toEqual([anchor, fresh.resolve(label)]);
      expect(fresh.resolve(label).length).toBeGreaterThan(0);
    }
  });
});
