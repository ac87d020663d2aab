import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../../src/cli/commands';
import { recordingIo } from '../support/recording-io';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'rg-search-'));
  made.push(d);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, path)), { recursive: true });
    writeFileSync(join(d, path), text);
  }
  return d;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

const DOCS = {
  'docs/errors.md': '# Compiler errors\n\n## C2065\n\nThe identifier was used before it was declared.\n\n## C2066\n\nCast to function type is illegal.\n',
  'docs/options.md': '# Compiler options\n\n## /EH (Exception handling model) {#eh}\n\nSpecifies the exception handling model. Running with /EHsc is common.\n',
  'docs/returns.md': '# Returns\n\nRefurbished items can be returned within 7 days.\n',
};

describe('retrieval-gate search', () => {
  test('ranked chunks with heading trail and anchors, path, score, why', async () => {
    const d = folder(DOCS);
    const t = recordingIo(d);
    expect(await main(['search', 'error C2065 identifier', '--dir', d], t)).toBe(0);
    expect(t.err).toBe('');
    const lines = t.out.split('\n');
    expect(lines[0]).toMatch(/^"error C2065 identifier": \d+ of \d+ chunks \(3 documents\), retriever bm25\(k1=1\.2,b=0\.5,title=3\/b0\.3,headings=4\/b0\.3\)$/);
    expect(lines[2]).toMatch(/^1\. \d+\.\d{3} {2}docs\/errors\.md#c2065$/);
    expect(lines[3]).toBe('   Compiler errors #compiler-errors › C2065 #c2065');
    expect(lines[4]).toBe('   why: error, c2065, c, 2065, identifi');
    expect(lines[5]).toMatch(/The identifier was used before it was declared\./);
    // Explicit ids show beside the slug.
    const t2 = recordingIo(d);
    expect(await main(['search', '/EH', '--dir', d, '-k', '1'], t2)).toBe(0);
    expect(t2.out).toContain('Compiler options #compiler-options › /EH (Exception handling model) #eh-exception-handling-model #eh');
    expect(t2.out).toContain('why: /eh, eh');
  });

  test('--explain: the score by field and term, and the page boosts that applied', async () => {
    const d = folder({
      ...DOCS,
      'docs/reference/cli.md': '---\ntype: generated\n---\n# CLI reference\n\n## --identifier\n\nidentifier identifier identifier.\n',
      '.github/retrieval-gate.yml': 'retriever:\n  boosts:\n    paths: { "docs/reference/**": 0.5 }\n    meta: { type: { generated: 0.5 } }\n',
    });
    const t = recordingIo(d);
    expect(await main(['search', 'C2065 identifier', '--dir', d, '--explain', '-k', '5'], t)).toBe(0);
    const block = t.out.split('\n\n').find((b) => b.includes('docs/errors.md#c2065'))!;
    expect(block).toMatch(/score: title 0\.00 \+ headings \d+\.\d\d \+ body \d+\.\d\d$/m);
    expect(block).toMatch(/^ {5}c2065 \(idf \d+\.\d\d\): headings \d+\.\d\d, body \d+\.\d\d$/m);
    const ref = t.out.split('\n\n').find((b) => b.includes('docs/reference/cli.md#--identifier'))!;
    expect(ref).toContain('× boost 0.25 (paths docs/reference/**: 0.5, meta type=generated: 0.5)');
    const j = recordingIo(d);
    expect(await main(['search', 'C2065 identifier', '--dir', d, '--explain', '--json'], j)).toBe(0);
    const hits = JSON.parse(j.out).hits as Array<{ id: string; score: number; explain: { score: number; boost: number; boosts: unknown[] } }>;
    for (const h of hits) expect(h.explain.score).toBeCloseTo(h.score, 9);
    expect(hits.find((h) => h.id === 'docs/reference/cli.md#--identifier')!.explain.boosts).toHaveLength(2);
  });

  test('--explain shows page evidence and feedback when they are on, and the parts add up to the score', async () => {
    const d = folder({
      ...DOCS,
      '.github/retrieval-gate.yml': 'retriever:\n  bm25:\n    page: { weight: 0.5 }\n    feedback: { docs: 2, terms: 3, weight: 0.5 }\n',
    });
    const t = recordingIo(d);
    expect(await main(['search', 'C2065 identifier', '--dir', d, '--explain', '-k', '5'], t)).toBe(0);
    const block = t.out.split('\n\n').find((b) => b.includes('docs/errors.md#c2065'))!;
    expect(block).toMatch(/ \+ page \d+\.\d\d \(from docs\/errors\.md#c2065\) \+ feedback \d+\.\d\d \(.+\)$/m);
    const j = recordingIo(d);
    expect(await main(['search', 'C2065 identifier', '--dir', d, '--explain', '--json'], j)).toBe(0);
    const out = JSON.parse(j.out) as { retriever: string; hits: Array<{ id: string; score: number; explain: { score: number; page?: { score: number }; feedback?: { score: number; terms: string[] } } }> };
    expect(out.retriever).toContain('page=0.5/100');
    expect(out.retriever).toContain('feedback=2/3/0.5');
    for (const h of out.hits) {
      expect(h.explain.score).toBeCloseTo(h.score, 9);
      expect(h.explain.feedback!.terms.length).toBeGreaterThan(0);
    }
    expect(out.hits.find((h) => h.id === 'docs/errors.md#c2066')!.explain.page!.score).toBeGreaterThan(0);
  });

  test('--explain needs the embedded BM25: any other retriever is a usage error', async () => {
    const d = folder({ ...DOCS, '.github/retrieval-gate.yml': 'retriever:\n  type: command\n  run: node -e "0"\n' });
    const t = recordingIo(d);
    expect(await main(['search', 'x', '--dir', d, '--explain'], t)).toBe(2);
    expect(t.err).toMatch(/--explain/);
  });

  test('--json and -k', async () => {
    const d = folder(DOCS);
    const t = recordingIo(d);
    expect(await main(['search', 'compiler', '--json', '-k', '2'], t)).toBe(0); // default: the current folder
    const r = JSON.parse(t.out);
    expect(r).toEqual(expect.objectContaining({ query: 'compiler', retriever: 'bm25(k1=1.2,b=0.5,title=3/b0.3,headings=4/b0.3)', docs: 3 }));
    expect(r.hits).toHaveLength(2);
    expect(r.hits[0]).toEqual(
      expect.objectContaining({ rank: 1, path: expect.stringMatching(/^docs\/(errors|options)\.md$/), matched: ['compil'], anchors: expect.any(Array), headings: expect.any(Array) }),
    );
    expect(r.hits[0].score).toBeGreaterThanOrEqual(r.hits[1].score);
  });

  test('--rev reads the revision, not the work tree; --config applies', async () => {
    const d = folder(DOCS);
    git(d, 'init', '-q', '-b', 'main');
    git(d, 'add', '.');
    git(d, 'commit', '-q', '-m', 'docs');
    writeFileSync(join(d, 'docs/returns.md'), '# Returns\n\nNothing about that here.\n');
    let t = recordingIo(d);
    expect(await main(['search', 'refurbished', '--rev', 'main', '--json'], t)).toBe(0);
    expect(JSON.parse(t.out).hits.map((h: { id: string }) => h.id)).toEqual(['docs/returns.md#returns']);
    t = recordingIo(d);
    expect(await main(['search', 'refurbished', '--dir', '.', '--json'], t)).toBe(0);
    expect(JSON.parse(t.out).hits).toEqual([]);

    writeFileSync(join(d, 'rg.yml'), 'retriever:\n  analyzer:\n    stemming: false\n');
    t = recordingIo(d);
    expect(await main(['search', 'running', '--rev', 'main', '--repo', d, '--config', 'rg.yml', '--json'], t)).toBe(0);
    expect(JSON.parse(t.out).hits[0].matched).toEqual(['running']);
  });

  test('nothing matches: exit 0 and says so', async () => {
    const d = folder(DOCS);
    const t = recordingIo(d);
    expect(await main(['search', 'zebra', '--dir', d], t)).toBe(0);
    expect(t.out).toContain('no chunk matches');
  });

  test.each([
    [[], /a query is required/],
    [['   '], /a query is required/],
    [['q', '--rev', 'main', '--dir', '.'], /--rev and --dir cannot be used together/],
    [['q', '-k', '0'], /--k must be a positive integer/],
    [['q', 'extra'], /unexpected argument 'extra'/],
    [['q', '--config', 'absent.yml'], /absent\.yml: config file not found/],
  ])('usage error %j is exit 2', async (args, message) => {
    const d = folder(DOCS);
    const t = recordingIo(d);
    expect(await main(['search', ...(args as string[])], t)).toBe(2);
    expect(t.err).toMatch(message);
    expect(t.out).toBe('');
  });

  test('a bad config names its line; an unknown revision is exit 2', async () => {
    const d = folder({ ...DOCS, 'bad.yml': 'retriever:\n  bm25:\n    b: 2\n' });
    let t = recordingIo(d);
    expect(await main(['search', 'q', '--config', 'bad.yml'], t)).toBe(2);
    expect(t.err).toMatch(/bad\.yml:3/);
    git(d, 'init', '-q', '-b', 'main');
    t = recordingIo(d);
    expect(await main(['search', 'q', '--rev', 'no-such-rev'], t)).toBe(2);
    expect(t.err).toMatch(/no-such-rev/);
  });
});
