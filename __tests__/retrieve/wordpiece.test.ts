/**
 * The hand-written WordPiece tokenizer against the teacher's own tokenizer (the `tokenizers`
 * package with the model's tokenizer.json): real corpus text and edge cases (accents, CJK,
 * control and zero-width characters, over-long words, code), stored as a fixture by
 * scripts/distill (the ids the Python side gave).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { WordPiece } from '../../src/retrieve/embed/wordpiece';
import { staticModelDir } from '../../src/retrieve/embed/static-model';

const vocab = readFileSync(join(staticModelDir(), 'vocab.txt'), 'utf8').split('\n');
vocab.pop();
const fixture = JSON.parse(readFileSync(join(__dirname, '../fixtures/wordpiece/minilm-tokenizer-cases.json'), 'utf8')) as {
  cases: Array<{ source: string; text: string; ids: number[] }>;
};

describe('WordPiece (BERT uncased) against the Python tokenizer', () => {
  test.each(fixture.cases.map((c, i) => [i, c.source, c] as const))('case %i (%s) gives the same ids', (_i, _s, c) => {
    const wp = new WordPiece(vocab);
    expect(wp.encode(c.text).map((id) => vocab[id])).toEqual(c.ids.map((id) => vocab[id]));
  });

  test('the fast path and the full Unicode path agree, and a memoised word gives the same ids again', () => {
    const wp = new WordPiece(vocab);
    for (const c of fixture.cases) {
      const slow = wp.words(c.text).flatMap((w) => [...wp.pieces(w)]);
      expect(wp.encode(c.text)).toEqual(slow);
      expect(wp.encode(c.text)).toEqual(slow);
    }
  });

  test('a word that cannot be pieced, or is over 100 characters, is one [UNK]', () => {
    const wp = new WordPiece(vocab);
    expect(wp.encode('a' + 'b'.repeat(100)).map((id) => vocab[id])).toEqual(['[UNK]']);
    expect(wp.encode('x\u{A66E}').map((id) => vocab[id])).toEqual(['[UNK]']);
  });
});

/** BERT's greedy longest match as its reference implementation writes it: every candidate from the longest down. */
function referencePieces(word: string): string[] {
  const chars = [...word];
  if (chars.length > 100) return ['[UNK]'];
  const ids = new Set(vocab);
  const out: string[] = [];
  for (let start = 0; start < chars.length; ) {
    let end = chars.length;
    let found: string | null = null;
    for (; start < end; end--) {
      const sub = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
      if (ids.has(sub)) {
        found = sub;
        break;
      }
    }
    if (found === null) return ['[UNK]'];
    out.push(found);
    start = end;
  }
  return out;
}

describe('WordPiece: long words (issue 28, finding 3)', () => {
  test('pieces as the reference greedy match does, on words up to 100 characters of vocabulary pieces, letters and astral characters', () => {
    const wp = new WordPiece(vocab);
    const pieces = vocab.filter((t) => /^(##)?[a-z0-9]+$/.test(t)).map((t) => t.replace(/^##/, ''));
    const part = fc.oneof(fc.constantFrom(...pieces), fc.constantFrom('a', 'q', 'z', '9', '\u{1F600}', '\u{20000}', 'ß'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 40 }), (parts) => {
        const word = parts.join('').slice(0, 110);
        expect(wp.pieces(word).map((id) => vocab[id])).toEqual(referencePieces(word));
      }),
      { numRuns: 400, seed: 28 },
    );
  });

  test('a 100-letter word costs per letter about what a 12-letter word does (each candidate substring was rebuilt: quadratic per word)', () => {
    let seed = 5;
    const letters = (len: number) => {
      let out = '';
      while (out.length < 300_000) {
        for (let i = 0; i < len; i++) out += String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 26));
        out += ' ';
      }
      return out;
    };
    const short = letters(12);
    const long = letters(100);
    // A new tokenizer for each run (its memo would make the second run free), made outside the timing.
    const time = (text: string) => {
      let best = Infinity;
      for (let r = 0; r < 3; r++) {
        const wp = new WordPiece(vocab);
        const t0 = performance.now();
        wp.encode(text);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    time(short);
    const shortMs = time(short);
    const longMs = time(long);
    // Before: 100-letter words cost about 100 times as much per letter (7.8 s against 80 ms).
    expect(longMs).toBeLessThan(4 * shortMs);
  });
});
