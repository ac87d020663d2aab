/**
 * The one analyzer for documents and queries: text → terms, in order, duplicates kept.
 *
 * Rules (docs/bm25.md has them with examples):
 * - Lowercase; English possessive `'s` dropped.
 * - A token is a run of letters/digits (`\p{L}\p{N}\p{M}`), possibly joined into a compound by
 *   `. _ - / + # @ :` (`std::vector`, `strcpy_s`, `v3.2`, `src/a.ts`), with an optional leading
 *   `--`, `-`, `/`, `@`, `#`, `$`, `.` (`--dry-run`, `/EH`, `#include`) and trailing `+`/`#` (`C++`, `C#`).
 * - A plain word is stopworded, then stemmed. A compound or a letters+digits token (`E1042`) is
 *   emitted whole (unstemmed, never a stopword), then without its leading/trailing marks when it has
 *   several parts, then by its parts (split at the joiners and at letter/digit boundaries), each
 *   part stopworded and stemmed like a plain word. So `--dry-run` gives `--dry-run dry-run dri run`,
 *   `E1042` gives `e1042 e 1042`: a query matches the whole identifier strongly, its parts weakly.
 * - CJK runs (Han, Hiragana, Katakana, Hangul) become overlapping bigrams (a lone character stays a
 *   unigram), or unigrams when `cjk_bigrams` is off, as Lucene's CJKAnalyzer does.
 */
import type { AnalyzerConfig } from '../config/types';
import { defaultStopwords } from './analyzer-stopwords';
import { CJK, DIGIT, JOIN, LETTER, classify } from './analyzer-chars';
import { createWordNormalizer } from './analyzer-stemmer';

export interface Analyzer {
  /** Terms of `text` in order, duplicates kept. */
  analyze(text: string): string[];
}

const PLAIN_ALPHA = /^[\p{L}\p{M}]+$/u;
const DIGITS = /^\p{N}+$/u;
const JOINERS = /[._\-/+#@:$]+/u;
const LETTER_DIGIT_RUNS = /[\p{L}\p{M}]+|\p{N}+/gu;

/** An identifier longer than this is only indexed by its parts (hashes, base64, minified code). */
const MAX_WHOLE = 64;

/** Builds the analyzer for `cfg`; an unknown stemming language is an InputError. */
export function createAnalyzer(cfg: AnalyzerConfig): Analyzer {
  const stopList = cfg.stopwords === true ? defaultStopwords(cfg.language) : cfg.stopwords === false ? [] : cfg.stopwords;
  /** '' for a stopword, else the word stemmed. */
  const word = createWordNormalizer(cfg.stemming && cfg.language !== 'none' ? cfg.language : null, new Set(stopList.map((w) => w.toLowerCase())));
  const bigrams = cfg.cjk_bigrams;

  /** A simple word (letters only, or digits only): stopword filter, then stem. */
  const pushWord = (w: string, out: string[]): void => {
    if (DIGITS.test(w)) out.push(w);
    else {
      const t = word(w);
      if (t) out.push(t);
    }
  };

  /**
   * Pushes `t` unless this token already emitted it. `seen` holds the token's terms so far: a Set,
   * since a scan of `out` made a 100 KB identifier of distinct parts (`b.c.d.…`) quadratic (6 s).
   */
  const pushOnce = (t: string, out: string[], seen: Set<string>): void => {
    if (seen.has(t)) return;
    seen.add(t);
    out.push(t);
  };

  const compound = (tok: string, out: string[]): void => {
    const seen = new Set<string>();
    if (tok.length <= MAX_WHOLE) pushOnce(tok, out, seen);
    const core = tok.replace(/^(?:--|[\-/@#$.])/u, '').replace(/(?:\+\+|\+|#)$/u, '');
    const parts = core.split(JOINERS);
    // `--dry-run` → `dry-run` too; a one-part core (`/EH` → `eh`) is covered by the part itself.
    if (core !== tok && parts.length > 1 && core.length <= MAX_WHOLE) pushOnce(core, out, seen);
    for (const part of parts) {
      if (part === '') continue;
      if (PLAIN_ALPHA.test(part) || DIGITS.test(part)) {
        const before = out.length;
        pushWord(part, out);
        // pushWord may add a duplicate of a term this token already emitted (`e1042` → `e`, `e`).
        if (out.length > before) pushOnce(out.pop()!, out, seen);
        continue;
      }
      pushOnce(part, out, seen); // letters and digits mixed: `v3`, `e1042`
      for (const run of part.match(LETTER_DIGIT_RUNS) ?? []) {
        if (DIGITS.test(run)) pushOnce(run, out, seen);
        else {
          const t = word(run);
          if (t) pushOnce(t, out, seen);
        }
      }
    }
  };

  const cjk = (run: string, out: string[]): void => {
    const chars = Array.from(run);
    if (!bigrams || chars.length === 1) {
      for (const c of chars) out.push(c);
      return;
    }
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  };

  return {
    analyze(text: string): string[] {
      const out: string[] = [];
      const s = text.toLowerCase();
      const n = s.length;
      const cls = classify(s);
      let i = 0;
      while (i < n) {
        const c = cls[i];
        if (c === CJK) {
          const start = i;
          while (i < n && cls[i] === CJK) i++;
          cjk(s.slice(start, i), out);
          continue;
        }
        const start = i;
        let prefix = 0;
        if (c !== LETTER && c !== DIGIT) {
          // A leading mark belongs to the token only when a word follows it: `--dry-run`, `/EH`, `$HOME`.
          const ch = s.charCodeAt(i);
          if (ch === 45 /* - */ && s.charCodeAt(i + 1) === 45 && isWord(cls[i + 2])) prefix = 2;
          else if ((ch === 45 || ch === 47 /* / */ || ch === 64 /* @ */ || ch === 35 /* # */ || ch === 36 /* $ */ || ch === 46) /* . */ && isWord(cls[i + 1])) prefix = 1;
          if (prefix === 0) {
            i++;
            continue;
          }
          i += prefix;
        }
        let letters = false;
        let digits = false;
        let joined = false;
        for (;;) {
          // A run of letters and digits…
          for (; i < n; i++) {
            const k = cls[i];
            if (k === LETTER) letters = true;
            else if (k === DIGIT) digits = true;
            else break;
          }
          // …continued through joiners only when another run follows (`std::vector`, not `end.`).
          let j = i;
          while (j < n && cls[j] === JOIN) j++;
          if (j > i && j < n && isWord(cls[j])) {
            joined = true;
            i = j;
          } else break;
        }
        let suffix = 0;
        const ch = s.charCodeAt(i);
        if (ch === 43 /* + */) suffix = s.charCodeAt(i + 1) === 43 ? 2 : 1;
        else if (ch === 35 /* # */) suffix = 1;
        i += suffix;
        const tok = s.slice(start, i);
        if (prefix === 0 && suffix === 0 && !joined && !(letters && digits)) {
          if (digits) out.push(tok);
          else {
            const t = word(tok);
            if (t) out.push(t);
          }
        } else compound(tok, out);
        // English possessive: `user's` is `user`.
        const q = s.charCodeAt(i);
        if ((q === 39 || q === 0x2019) && s.charCodeAt(i + 1) === 115 /* s */ && (i + 2 >= n || !isWord(cls[i + 2]))) i += 2;
      }
      return out;
    },
  };
}

const isWord = (c: number): boolean => c === LETTER || c === DIGIT;
