/**
 * Page evidence (`retriever.bm25.page`) and pseudo-relevance feedback (`retriever.bm25.feedback`), issue 11:
 * scores checked against the section index's own scores, in rankings, explanations and config.
 */
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { parseConfig } from '../../src/config/parse';
import { bm25Label, createBm25Retriever } from '../../src/retrieve/bm25/bm25-retriever';
import { applyPagePrior } from '../../src/retrieve/bm25/page-prior';
import type { Chunk } from '../../src/types';

const chunk = (path: string, anchor: string, title: string, text: string): Chunk => ({
  id: `${path}#${anchor}`,
  path,
  docTitle: title,
  trail: [],
  anchors: [anchor],
  text,
  indexText: text,
  start: 0,
  end: text.length,
  part: 0,
});

// The question names the page's topic (blueprints); the answer section says "register" but not the topic word.
const chunks = [
  chunk('blueprints.md', 'intro', 'Modular apps', 'blueprints split an application into blueprints components blueprints'),
  chunk('blueprints.md', 'registering', 'Modular apps', 'call register on the application object with a url prefix'),
  chunk('other.md', 'a', 'Other', 'register a callback function to be called'),
  chunk('other.md', 'b', 'Other', 'nothing relevant'),
];

function withPage(weight: number, pool = 100): RetrieverConfig {
  const r = structuredClone(DEFAULT_CONFIG.retriever);
  r.bm25.page = { weight, pool };
  return r;
}

describe('page evidence', () => {
  test('a section of the page the query is about rises above a lone match elsewhere', async () => {
    const q = 'register blueprints';
    const [off] = await createBm25Retriever(chunks, withPage(0)).search([q], 4);
    const [on] = await createBm25Retriever(chunks, withPage(1)).search([q], 4);
    const rank = (hits: { id: string }[], id: string) => hits.findIndex((h) => h.id === id);
    expect(rank(off, 'blueprints.md#registering')).toBeGreaterThan(rank(off, 'other.md#a'));
    expect(rank(on, 'blueprints.md#registering')).toBeLessThan(rank(on, 'other.md#a'));
  });

  test('every score is the section score plus weight × the page best, and explain says so', async () => {
    const q = 'register blueprints';
    const [plain] = await createBm25Retriever(chunks, withPage(0)).search([q], 10);
    const r = createBm25Retriever(chunks, withPage(0.5));
    const [on] = await r.search([q], 10);
    const base = new Map(plain.map((h) => [h.id, h.score]));
    const best = (path: string) => Math.max(...plain.filter((h) => h.id.startsWith(`${path}#`)).map((h) => h.score));
    expect(on.map((h) => h.id).sort()).toEqual(plain.map((h) => h.id).sort());
    for (const h of on) {
      const path = h.id.slice(0, h.id.indexOf('#'));
      expect(h.score).toBeCloseTo(base.get(h.id)! + 0.5 * best(path), 12);
      const e = r.explain!(q, h.id)!;
      expect(e.score).toBeCloseTo(h.score, 10);
      expect(e.page!.score).toBeCloseTo(0.5 * best(path), 12);
      expect(e.page!.from.startsWith(`${path}#`)).toBe(true);
    }
    // Scores descending, ties by id: the order is a total order.
    for (let i = 1; i < on.length; i++) expect(on[i - 1].score > on[i].score || (on[i - 1].score === on[i].score && on[i - 1].id < on[i].id)).toBe(true);
  });

  test('off (weight 0) is the section ranking exactly, with no page part in explanations', async () => {
    const cfg = structuredClone(DEFAULT_CONFIG.retriever);
    delete cfg.bm25.page;
    const [none] = await createBm25Retriever(chunks, cfg).search(['register blueprints'], 10);
    const r = createBm25Retriever(chunks, withPage(0));
    const [zero] = await r.search(['register blueprints'], 10);
    expect(zero).toEqual(none);
    expect(r.explain!('register blueprints', zero[0].id)!.page).toBeUndefined();
    expect(bm25Label(withPage(0))).not.toContain('page=');
    expect(bm25Label(withPage(0.5, 50))).toContain('page=0.5/50');
  });

  test('the pool bounds where evidence is gathered, and depth beyond it still returns hits', () => {
    const pool = [
      { id: 'x.md#1', score: 3 },
      { id: 'y.md#1', score: 2 },
      { id: 'x.md#2', score: 1 },
    ];
    const out = applyPagePrior(pool, 2, { weight: 1, pool: 3 }, (id) => id.slice(0, id.indexOf('#')));
    expect(out).toEqual([
      { id: 'x.md#1', score: 6 },
      { id: 'x.md#2', score: 4 },
    ]);
  });

  test('config: retriever.bm25.page is read and checked', () => {
    const c = parseConfig('retriever:\n  bm25:\n    page:\n      weight: 0.25\n      pool: 40\n', 'c.yml');
    expect(c.retriever.bm25.page).toEqual({ weight: 0.25, pool: 40 });
    expect(() => parseConfig('retriever:\n  bm25:\n    page:\n      pool: 0\n', 'c.yml')).toThrow(/retriever\.bm25\.page\.pool/);
    expect(() => parseConfig('retriever:\n  bm25:\n    page:\n      wieght: 1\n', 'c.yml')).toThrow(/wieght/);
  });
});

describe('pseudo-relevance feedback (RM3-style)', () => {
  const fbChunks = [
    chunk('locks.md', 'a', 'Locks', 'a stuck lock blocks the install; the lockfile is stale'),
    chunk('locks.md', 'b', 'Locks', 'the lock is held by another process: the lockfile names it'),
    chunk('clean.md', 'a', 'Cleaning', 'remove the stale lockfile by hand with rm'),
    chunk('misc.md', 'a', 'Misc', 'unrelated words about colours and themes'),
  ];
  function withFeedback(weight: number): RetrieverConfig {
    const r = structuredClone(DEFAULT_CONFIG.retriever);
    r.bm25.feedback = { docs: 2, terms: 3, weight, pool: 100 };
    return r;
  }

  test('a section with none of the query words is found through the words of the best sections', async () => {
    const [off] = await createBm25Retriever(fbChunks, withFeedback(0)).search(['stuck lock'], 10);
    expect(off.map((h) => h.id)).not.toContain('clean.md#a');
    const r = createBm25Retriever(fbChunks, withFeedback(0.5));
    const [on] = await r.search(['stuck lock'], 10);
    expect(on.map((h) => h.id)).toContain('clean.md#a');
    expect(on.map((h) => h.id)).not.toContain('misc.md#a');
    // The explanation adds up to the score and names the expansion words.
    for (const h of on) expect(r.explain!('stuck lock', h.id)!.score).toBeCloseTo(h.score, 10);
    expect(r.explain!('stuck lock', 'clean.md#a')!.feedback!.terms).toContain('lockfile');
    expect(bm25Label(withFeedback(0.5))).toContain('feedback=2/3/0.5');
  });

  test('expansion is deterministic and leaves out the query terms', async () => {
    const r = createBm25Retriever(fbChunks, withFeedback(0.5));
    const a = await r.search(['stuck lock'], 10);
    const b = await r.search(['stuck lock'], 10);
    expect(a).toEqual(b);
    const terms = r.explain!('stuck lock', 'locks.md#a')!.feedback!.terms;
    expect(terms).not.toContain('lock');
    expect(terms).not.toContain('stuck');
  });

  test('config: retriever.bm25.feedback is read and checked', () => {
    const c = parseConfig('retriever:\n  bm25:\n    feedback:\n      weight: 0.3\n', 'c.yml');
    expect(c.retriever.bm25.feedback).toEqual({ docs: 10, terms: 10, weight: 0.3, pool: 100 });
    expect(() => parseConfig('retriever:\n  bm25:\n    feedback:\n      docs: -1\n', 'c.yml')).toThrow(/retriever\.bm25\.feedback\.docs/);
  });
});
