import { DEFAULT_CONFIG } from '../../src/config/types';
import { createAnalyzer } from '../../src/retrieve/bm25/analyzer';

/** A small seeded generator, so a failure reproduces. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const PIECES = ['the', 'of', 'Running', 'runs', 'getStaticPaths', 'HTTPServer', '__declspec', '/EHsc', '--dry-run', 'std::move', 'C2065', 'v3.2', "user's", '東京都', 'Ärger', 'İstanbul', '42', 'C++', ', ', '. ', '\n', ' '];

/** Text of known tricky tokens and many distinct made-up words (so that cache slots collide). */
function text(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = next();
    if (r < 0.4) out.push(PIECES[Math.floor(next() * PIECES.length)]);
    else {
      let w = '';
      const len = 1 + Math.floor(next() * 9);
      for (let k = 0; k < len; k++) w += String.fromCharCode(97 + Math.floor(next() * 26));
      out.push(r < 0.45 ? w.toUpperCase() : w);
    }
    out.push(next() < 0.8 ? ' ' : '\n');
  }
  return out.join('');
}

/** A term dictionary as an index build keeps it: ids in first-seen order. */
function dictionary(): { idOf: (t: string) => number; terms: string[] } {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  return {
    terms,
    idOf: (t) => {
      let id = ids.get(t);
      if (id === undefined) {
        id = terms.length;
        ids.set(t, id);
        terms.push(t);
      }
      return id;
    },
  };
}

describe('analyzeIds gives the terms of analyze, as the caller\'s ids', () => {
  test.each([true, false])('code_identifiers %s: interleaved with plain analyze calls and a second caller', (codeIds) => {
    const a = createAnalyzer({ ...DEFAULT_CONFIG.retriever.analyzer, code_identifiers: codeIds });
    const next = rng(codeIds ? 7 : 11);
    const one = dictionary();
    const two = dictionary();
    for (let round = 0; round < 60; round++) {
      const t = text(next, 2000);
      const expected = a.analyze(t);
      // The word cache is shared by both calls and by both callers: a slot taken over by another
      // word (a query analysed in between, another caller) must not hand back a stale id.
      const caller = round % 3 === 2 ? two : one;
      const got = a.analyzeIds!(t, caller.idOf).map((id) => caller.terms[id]);
      expect(got).toEqual(expected);
      a.analyze(text(next, 500));
    }
  });
});
