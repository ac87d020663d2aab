/**
 * Page evidence (`retriever.bm25.page`, issue 11): a section gains weight × its page's best section
 * score; checked against the section index's own scores, in rankings, explanations and config.
 */
import { DEFAULT_CONFIG, type RetrieverConfig } from '../../src/config/types';
import { parseConfig } from '../../src/config/parse';
import { bm25Label, createBm25Retriever } from '../../src/retrieve/bm25-retriever';
import { applyPagePrior } from '../../src/retrieve/page-prior';
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
