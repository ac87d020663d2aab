/**
 * BERT's uncased WordPiece tokenizer (the static model's vocabulary is its teacher's, so text must
 * be cut exactly as the teacher cuts it): clean control characters, space out CJK ideographs,
 * lowercase, strip accents, split on whitespace and punctuation, then greedy longest-match
 * WordPiece with `##` continuations, `[UNK]` for a word that cannot be pieced or is over 100
 * characters. It matches the `tokenizers` package's BertNormalizer + BertPreTokenizer + WordPiece
 * on real corpus text (a fixture of its output is tested).
 *
 * Written here rather than taken from npm: the maintained tokenizer packages either bind the Rust
 * library (a native addon, which the Action cannot load) or bring a whole model runtime; this is
 * 100 lines with no dependency. Words repeat, so each word's pieces are memoised.
 */

/** CJK Unified Ideographs blocks BERT spaces out (its `_is_chinese_char`). */
const CJK = '\\u{4E00}-\\u{9FFF}\\u{3400}-\\u{4DBF}\\u{20000}-\\u{2A6DF}\\u{2A700}-\\u{2B73F}\\u{2B740}-\\u{2B81F}\\u{2B820}-\\u{2CEAF}\\u{F900}-\\u{FAFF}\\u{2F800}-\\u{2FA1F}';
/** ASCII punctuation is punctuation to BERT even where Unicode says symbol ($ + < = > ^ ` | ~). */
const PUNCT = '\\p{P}\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007E';
/** A token of the pre-tokenizer: one punctuation mark, one ideograph, or a run of anything else but space. */
const PRE_TOKEN = new RegExp(`[${PUNCT}]|[${CJK}]|[^\\s${PUNCT}${CJK}]+`, 'gu');
/** Control and format characters BERT drops (tab, newline and carriage return are whitespace instead). */
const CONTROL = /[\p{C}\uFFFD]/gu;
const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{Mn}/gu;
const MAX_WORD_CHARS = 100;

/** ASCII classes for the fast path: 0 whitespace, 1 punctuation, 2 word character, 3 control (slow path). */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII_CLASS[c] = c === 9 || c === 10 || c === 13 || c === 32 ? 0 : c < 32 || c === 127 ? 3 : /[!-/:-@[-`{-~]/.test(ch) ? 1 : 2;
}

export class WordPiece {
  /** Token → id, and every proper prefix of a token (in code points) → -1 unless it is a token too. */
  private readonly ids = new Map<string, number>();
  private readonly memo = new Map<string, readonly number[]>();
  readonly unk: number;

  /** `vocab`: the tokens, row i = token i (the model's vocab.txt). */
  constructor(vocab: readonly string[]) {
    vocab.forEach((t, i) => {
      if ((this.ids.get(t) ?? -1) < 0) this.ids.set(t, i);
      // `##` and the first code point of a continuation are a piece's shortest spelling, not prefixes to walk.
      const chars = [...t];
      let prefix = t.startsWith('##') ? '##' : '';
      for (let k = prefix.length; k < chars.length - 1; k++) {
        prefix += chars[k];
        if (!this.ids.has(prefix)) this.ids.set(prefix, -1);
      }
    });
    const unk = this.ids.get('[UNK]');
    if (unk === undefined || unk < 0) throw new Error('WordPiece vocabulary has no [UNK] token');
    this.unk = unk;
  }

  /** The words of a text after BERT's normalisation and pre-tokenization. */
  words(text: string): string[] {
    const clean = text.replace(/[\t\n\r]/g, ' ').replace(CONTROL, '').toLowerCase();
    const out: string[] = [];
    for (const m of clean.matchAll(PRE_TOKEN)) {
      const w = m[0];
      if (!NON_ASCII.test(w)) {
        out.push(w);
        continue;
      }
      // Stripping accents can leave a bare punctuation mark or nothing: split the result again.
      const bare = w.normalize('NFD').replace(MARKS, '');
      for (const m2 of bare.matchAll(PRE_TOKEN)) out.push(m2[0]);
    }
    return out;
  }

  /** The vocabulary ids of a word's pieces (memoised). */
  pieces(word: string): readonly number[] {
    let got = this.memo.get(word);
    if (got) return got;
    got = this.piece(word);
    // Bounded: a corpus of generated identifiers must not grow the memo without end.
    if (this.memo.size < 500_000) this.memo.set(word, got);
    return got;
  }

  /**
   * Greedy longest match, as BERT's WordPiece: from each start the longest piece in the
   * vocabulary, found by growing the candidate while it is still the prefix of some token. Trying
   * every candidate from the rest of the word down made a word cost its length squared in
   * substrings, each as long again (a PR of 1.9 MB of 100-letter words took 42 s end to end).
   * Candidates end at code points (a surrogate pair stays whole), as BERT's characters do.
   */
  private piece(word: string): readonly number[] {
    const at: number[] = [];
    for (let i = 0; i < word.length; i++) {
      at.push(i);
      const c = word.charCodeAt(i);
      if (c >= 0xd800 && c < 0xdc00) {
        const d = word.charCodeAt(i + 1);
        if (d >= 0xdc00 && d < 0xe000) i++;
      }
    }
    const n = at.length;
    if (n > MAX_WORD_CHARS) return [this.unk];
    at.push(word.length);
    const out: number[] = [];
    let start = 0;
    while (start < n) {
      const head = start > 0 ? '##' : '';
      let found = -1;
      let next = start;
      for (let end = start + 1; end <= n; end++) {
        const id = this.ids.get(head + word.slice(at[start], at[end]));
        if (id === undefined) break;
        if (id >= 0) {
          found = id;
          next = end;
        }
      }
      if (found < 0) return [this.unk];
      out.push(found);
      start = next;
    }
    return out;
  }

  /** Every piece id of a text, in order. */
  encode(text: string): number[] {
    const out: number[] = [];
    this.forEachPiece(text, (id) => out.push(id));
    return out;
  }

  /**
   * Calls `visit` with every piece id of a text, in order: what `words` then `pieces` give, but
   * fast on the common case. The text is cut at ASCII whitespace and punctuation; a segment of
   * plain ASCII letters and digits is looked up as it stands (memoised by its own spelling, so no
   * lowercasing or regular expression runs on a word seen before); any other segment takes the
   * full Unicode path.
   */
  forEachPiece(text: string, visit: (id: number) => void): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      const k = c < 128 ? ASCII_CLASS[c] : 4;
      if (k === 0) {
        i++;
        continue;
      }
      if (k === 1) {
        for (const id of this.pieces(text[i])) visit(id);
        i++;
        continue;
      }
      let j = i;
      let plain = true;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d < 128) {
          const kd = ASCII_CLASS[d];
          if (kd === 0 || kd === 1) break;
          if (kd === 3) plain = false;
        } else plain = false;
        j++;
      }
      const segment = text.slice(i, j);
      if (plain) {
        for (const id of this.plainPieces(segment)) visit(id);
      } else {
        for (const w of this.words(segment)) for (const id of this.pieces(w)) visit(id);
      }
      i = j;
    }
  }

  private readonly plainMemo = new Map<string, readonly number[]>();

  /** Pieces of an ASCII word as written (any case), memoised by that spelling. */
  private plainPieces(segment: string): readonly number[] {
    let got = this.plainMemo.get(segment);
    if (got) return got;
    got = this.pieces(segment.toLowerCase());
    if (this.plainMemo.size < 500_000) this.plainMemo.set(segment, got);
    return got;
  }
}
