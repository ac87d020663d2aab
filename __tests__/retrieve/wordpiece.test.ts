/**
 * The hand-written WordPiece tokenizer against the teacher's own tokenizer (the `tokenizers`
 * package with the model's tokenizer.json): real corpus text and edge cases (accents, CJK,
 * control and zero-width characters, over-long words, code), stored as a fixture by
 * scripts/distill (the ids the Python side gave).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WordPiece } from '../../src/retrieve/wordpiece';
import { staticModelDir } from '../../src/retrieve/static-model';

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
