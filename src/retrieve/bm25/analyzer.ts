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
 * - A leading `_`/`__` belongs to the token too (`__declspec`, `_MSC_VER`, `__init__` with its
 *   trailing underscores): the whole form is a term, then the name without them.
 * - camelCase and PascalCase words (`getStaticPaths`, `HTTPServer`) are identifiers too: the whole
 *   word, then its humps as plain words (`getstaticpaths get static path`).
 * - CJK runs (Han, Hiragana, Katakana, Hangul) become overlapping bigrams (a lone character stays a
 *   unigram), or unigrams when `cjk_bigrams` is off, as Lucene's CJKAnalyzer does.
 */
import type { AnalyzerConfig } from '../../config/types';
import { defaultStopwords } from '../../text/stopwords';
import { CJK, DIGIT, JOIN, LETTER, classify } from './analyzer-chars';
import { createWordNormalizer } from './analyzer-stemmer';

export interface Analyzer {
  /** Terms of `text` in order, duplicates kept. */
  analyze(text: string): string[];
  /**
   * The same terms as `analyze`, as the ids `idOf` gives them (an index build's term ids). `idOf`
   * must give a term the same id on every call; the analyzer may remember the ids of common words
   * for as long as it is called with the same `idOf` function.
   */
  analyzeIds?(text: string, idOf: (term: string) => number): number[];
  /** `analyzeIds` appending to `into`, a list the caller reuses from text to text (no array per text). */
  analyzeIdsInto?(text: string, idOf: (term: string) => number, into: TermIdList): void;
  /**
   * Forgets the ids remembered for the last `idOf` and the function itself: a caller that is done
   * calls it, so that the analyzer (which lives as long as its index, to analyse the queries) does
   * not keep the caller alive through it.
   */
  forgetIds?(): void;
}

/**
 * Term ids in `ids[0 … length)`, grown as needed. A reused JS array would not do: `length = 0`
 * drops its storage, so every text grew a new one (half the bytes an index build allocated).
 */
export class TermIdList {
  ids = new Int32Array(256);
  length = 0;
  push(id: number): void {
    if (this.length === this.ids.length) {
      const next = new Int32Array(this.ids.length * 2);
      next.set(this.ids);
      this.ids = next;
    }
    this.ids[this.length++] = id;
  }
}

const PLAIN_ALPHA = /^[\p{L}\p{M}]+$/u;
const DIGITS = /^\p{N}+$/u;
const JOINERS = /[._\-/+#@:$]+/u;
const LETTER_DIGIT_RUNS = /[\p{L}\p{M}]+|\p{N}+/gu;

/** An identifier longer than this is only indexed by its parts (hashes, base64, minified code). */
const MAX_WHOLE = 64;

/** Builds the analyzer for `cfg`; an unknown stemming language is an InputError. */
export function createAnalyzer(cfg: AnalyzerConfig): Analyzer {
  return new TextAnalyzer(cfg);
}

/** The analyzer createAnalyzer builds: its memos and word caches live as long as it does. */
class TextAnalyzer implements Analyzer {
  /** '' for a stopword, else the word stemmed. */
  private readonly word: (word: string) => string;
  private readonly bigrams: boolean;
  /** Unset in a config object built before the setting existed: on, as the default. */
  private readonly codeIds: boolean;

  constructor(cfg: AnalyzerConfig) {
    const stopList = cfg.stopwords === true ? defaultStopwords(cfg.language) : cfg.stopwords === false ? [] : cfg.stopwords;
    this.word = createWordNormalizer(cfg.stemming && cfg.language !== 'none' ? cfg.language : null, new Set(stopList.map((w) => w.toLowerCase())));
    this.bigrams = cfg.cjk_bigrams;
    this.codeIds = cfg.code_identifiers !== false;
  }

  /** A simple word (letters only, or digits only): stopword filter, then stem. */
  private pushWord(w: string, out: string[]): void {
    if (DIGITS.test(w)) out.push(w);
    else {
      const t = this.word(w);
      if (t) out.push(t);
    }
  }

  /**
   * Pushes `t` unless this token already emitted it. `seen` holds the token's terms so far: a Set,
   * since a scan of `out` made a 100 KB identifier of distinct parts (`b.c.d.…`) quadratic (6 s).
   */
  private pushOnce(t: string, out: string[], seen: Set<string>): void {
    if (seen.has(t)) return;
    seen.add(t);
    out.push(t);
  }

  /** Pushes the humps of a camelCase `word` (its original case in `orig`) as plain words. */
  private humps(orig: string, out: string[], seen: Set<string>): void {
    let at = 0;
    for (let i = 1; i <= orig.length; i++) {
      if (i < orig.length && !isHump(orig, i)) continue;
      const t = this.word(orig.slice(at, i).toLowerCase());
      if (t) this.pushOnce(t, out, seen);
      at = i;
    }
  }

  /** `orig`: the token in its original case when it is known (camelCase parts are split then). */
  private compound(tok: string, out: string[], orig?: string): void {
    const seen = new Set<string>();
    if (tok.length <= MAX_WHOLE) this.pushOnce(tok, out, seen);
    const lead = leadLength(tok);
    const trail = trailLength(tok, lead);
    const core = tok.slice(lead, tok.length - trail);
    // Option-like tokens (`/EHsc`, `--noEmit`) keep their letters together: their case is not camelCase.
    const optionLike = tok.charCodeAt(0) === 47 || tok.charCodeAt(0) === 45;
    const origCore = orig === undefined || optionLike ? undefined : orig.slice(lead, orig.length - trail);
    const parts = core.split(JOINERS);
    const origParts = origCore === undefined ? undefined : origCore.split(JOINERS);
    // `--dry-run` → `dry-run` too; a one-part core (`/EH` → `eh`) is covered by the part itself.
    if (core !== tok && parts.length > 1 && core.length <= MAX_WHOLE) this.pushOnce(core, out, seen);
    for (let pi = 0; pi < parts.length; pi++) {
      const part = parts[pi];
      if (part === '') continue;
      const op = origParts !== undefined && origParts.length === parts.length ? origParts[pi] : undefined;
      if (op !== undefined && PLAIN_ALPHA.test(part) && hasHump(op)) {
        // `getStaticPaths` inside `astro.getStaticPaths`: the part whole, then its humps.
        if (parts.length > 1 || lead + trail > 0) this.pushOnce(part, out, seen);
        this.humps(op, out, seen);
        continue;
      }
      if (PLAIN_ALPHA.test(part) || DIGITS.test(part)) {
        const before = out.length;
        this.pushWord(part, out);
        // pushWord may add a duplicate of a term this token already emitted (`e1042` → `e`, `e`).
        if (out.length > before) this.pushOnce(out.pop()!, out, seen);
        continue;
      }
      this.pushOnce(part, out, seen); // letters and digits mixed: `v3`, `e1042`
      for (const run of part.match(LETTER_DIGIT_RUNS) ?? []) {
        if (DIGITS.test(run)) this.pushOnce(run, out, seen);
        else {
          const t = this.word(run);
          if (t) this.pushOnce(t, out, seen);
        }
      }
    }
  }

  // An identifier's terms depend only on its text (and its case, for humps): memoized like the
  // stems, since the same identifiers recur all over a corpus. Bounded: cleared when full.
  private readonly compoundMemo = new Map<string, string[]>();
  /** An identifier's terms (the memo's array: not to be changed). */
  private compoundTerms(tok: string, orig?: string): string[] {
    // `orig` is only given when it has a capital (a hump), so it never equals a lowercased token.
    const key = orig ?? tok;
    let terms = this.compoundMemo.get(key);
    if (terms === undefined) {
      terms = [];
      this.compound(tok, terms, orig);
      if (this.compoundMemo.size >= MAX_MEMO) this.compoundMemo.clear();
      this.compoundMemo.set(key, terms);
    }
    return terms;
  }

  /** The terms of a token that is not a plain word: a number is its own term, the others are identifiers (`orig`: the original case, when it has a hump). */
  private termsOfToken(tok: string, orig: string | undefined, number: boolean, out: string[]): void {
    if (number) out.push(tok);
    else {
      const terms = this.compoundTerms(tok, orig);
      for (let k = 0; k < terms.length; k++) out.push(terms[k]);
    }
  }

  // An index build memoizes an identifier's term ids rather than its terms: the terms memo kept
  // an array and a string per term for each of ~125k identifiers of cpp-docs through the whole
  // build, and copying them through the young generation was most of the build's extra GC work.
  // Each identifier's ids sit in one shared typed pool (its count, then its ids), so an entry is
  // a key and a number: nothing more for the collector. Valid for the current `idsOf` caller only.
  private readonly idMemo = new Map<string, number>();
  private idPool = new Int32Array(1 << 16);
  private idPoolLength = 0;
  /** `compound`'s terms on an id memo miss (dropped after each one). */
  private readonly missTerms: string[] = [];

  /** Forgets the memoized ids (another caller's ids, or a full memo). */
  private resetIdMemo(): void {
    this.idMemo.clear();
    this.idPoolLength = 0;
  }

  /** Computes and memoizes the term ids of the identifier `tok` (`orig`: as compoundTerms); returns their offset in the pool. */
  private memoIds(key: string, tok: string, orig: string | undefined, idOf: (term: string) => number): number {
    this.missTerms.length = 0;
    this.compound(tok, this.missTerms, orig);
    if (this.idMemo.size >= MAX_MEMO) this.resetIdMemo();
    const n = this.missTerms.length;
    if (this.idPoolLength + n + 1 > this.idPool.length) {
      const next = new Int32Array(Math.max(this.idPool.length * 2, this.idPoolLength + n + 1));
      next.set(this.idPool.subarray(0, this.idPoolLength));
      this.idPool = next;
    }
    const at = this.idPoolLength;
    this.idPool[at] = n;
    for (let k = 0; k < n; k++) this.idPool[at + 1 + k] = idOf(this.missTerms[k]);
    this.idPoolLength = at + 1 + n;
    this.idMemo.set(key, at);
    return at;
  }

  /** `termsOfToken` as term ids, straight into `ids` (no scratch array per token). */
  private idsOfToken(tok: string, orig: string | undefined, number: boolean, ids: TermIdList, idOf: (term: string) => number): void {
    if (number) {
      ids.push(idOf(tok));
      return;
    }
    // `orig` is only given when it has a capital (a hump), so it never equals a lowercased token.
    const key = orig ?? tok;
    let at = this.idMemo.get(key);
    if (at === undefined) at = this.memoIds(key, tok, orig, idOf);
    const pool = this.idPool;
    const end = at + 1 + pool[at];
    for (let k = at + 1; k < end; k++) ids.push(pool[k]);
  }

  // Direct-mapped cache of plain words: the lowercased word → its term ('' for a stopword). A hit
  // compares the word's characters in place, so the commonest token costs no substring and no
  // hashing of a new string (both showed in profiles of a cpp-docs build); a miss (or a collision,
  // which just overwrites the slot) goes through `word` as before, so the terms are the same.
  private readonly cacheKeys: Array<string | undefined> = new Array<string | undefined>(WORD_CACHE_SIZE).fill(undefined);
  private readonly cacheTerms: string[] = new Array<string>(WORD_CACHE_SIZE).fill('');
  /** For `analyzeIds`: each slot's term id, and the caller generation it is valid for (0: none). */
  private readonly cacheIds = new Int32Array(WORD_CACHE_SIZE);
  private readonly cacheIdGen = new Uint32Array(WORD_CACHE_SIZE);
  private plainWord(s: string, start: number, end: number): string {
    let h = 0;
    for (let k = start; k < end; k++) h = (Math.imul(h, 31) + s.charCodeAt(k)) | 0;
    const slot = (h ^ (h >>> 15)) & (WORD_CACHE_SIZE - 1);
    const key = this.cacheKeys[slot];
    const len = end - start;
    if (key !== undefined && key.length === len) {
      let k = 0;
      while (k < len && key.charCodeAt(k) === s.charCodeAt(start + k)) k++;
      if (k === len) return this.cacheTerms[slot];
    }
    const w = s.slice(start, end);
    const t = this.word(w);
    this.cacheKeys[slot] = w;
    this.cacheTerms[slot] = t;
    this.cacheIdGen[slot] = 0; // the slot's id (if any) was another this.word's
    return t;
  }

  // The term ids of the cached plain words, for `analyzeIds`: valid while `idsOf` is the caller's
  // `idOf` (another caller starts them over), -1 for a stopword. A hit skips the stem memo and the
  // index's term lookup, the two hash lookups every token otherwise costs.
  private idGen = 0;
  private idsOf: ((term: string) => number) | undefined;
  private plainId(s: string, start: number, end: number, idOf: (term: string) => number): number {
    let h = 0;
    for (let k = start; k < end; k++) h = (Math.imul(h, 31) + s.charCodeAt(k)) | 0;
    const slot = (h ^ (h >>> 15)) & (WORD_CACHE_SIZE - 1);
    const key = this.cacheKeys[slot];
    const len = end - start;
    if (key !== undefined && key.length === len && this.cacheIdGen[slot] === this.idGen) {
      let k = 0;
      while (k < len && key.charCodeAt(k) === s.charCodeAt(start + k)) k++;
      if (k === len) return this.cacheIds[slot];
    }
    const t = this.plainWord(s, start, end); // fills the slot's key and term
    const id = t ? idOf(t) : -1;
    this.cacheIds[slot] = id;
    this.cacheIdGen[slot] = this.idGen;
    return id;
  }

  /** `run`'s term scratch for `analyzeIds` (always left empty). */
  private readonly scratchTerms: string[] = [];

  private cjk(run: string, out: string[]): void {
    const chars = Array.from(run);
    if (!this.bigrams || chars.length === 1) {
      for (const c of chars) out.push(c);
      return;
    }
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }

  /**
   * Analyses `text` into `out` (terms), or, with `ids`, into `ids` (term ids by `idOf`; `out` is
   * then scratch, flushed into `ids` after each token that is not a plain word).
   */
  private analyseInto(text: string, out: string[], ids?: TermIdList, idOf?: (term: string) => number): void {
      const s = text.toLowerCase();
      const n = s.length;
      // The original case, to find camelCase humps; only when lowercasing kept every offset.
      const cased = this.codeIds && text.length === n ? text : undefined;
      const cls = classify(s);
      let i = 0;
      while (i < n) {
        const c = cls[i];
        if (c === CJK) {
          const start = i;
          while (i < n && cls[i] === CJK) i++;
          this.cjk(s.slice(start, i), out);
          if (ids !== undefined) flush(out, ids, idOf!);
          continue;
        }
        const start = i;
        let prefix = 0;
        if (c !== LETTER && c !== DIGIT) {
          // A leading mark belongs to the token only when a word follows it: `--dry-run`, `/EH`, `$HOME`.
          const ch = s.charCodeAt(i);
          if (ch === 45 /* - */ && codeAt(s, i + 1) === 45 && isWord(cls[i + 2])) prefix = 2;
          else if (ch === 95 /* _ */ && this.codeIds) {
            // `_MSC_VER`, `__declspec`, `__init__`: a short run of underscores before a word.
            let u = i;
            while (u < n && u - i < MAX_UNDERSCORES && s.charCodeAt(u) === 95) u++;
            if (u < n && isWord(cls[u])) prefix = u - i;
          }
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
        const ch = codeAt(s, i);
        if (ch === 43 /* + */) suffix = codeAt(s, i + 1) === 43 ? 2 : 1;
        else if (ch === 35 /* # */) suffix = 1;
        else if (ch === 95 && s.charCodeAt(start) === 95) {
          // `__init__`: trailing underscores mirror leading ones.
          while (suffix < MAX_UNDERSCORES && codeAt(s, i + suffix) === 95) suffix++;
        }
        i += suffix;
        // The original case only for a token that has a camelCase hump (most have none: no slice).
        const hump = cased !== undefined && letters && humpIn(cased, start, i);
        if (prefix === 0 && suffix === 0 && !joined && !digits && !hump) {
          // A plain word, the commonest token: its term (or id) from the word cache, without a slice.
          if (ids !== undefined) {
            const id = this.plainId(s, start, i, idOf!);
            if (id >= 0) ids.push(id);
          } else {
            const t = this.plainWord(s, start, i);
            if (t) out.push(t);
          }
        } else {
          // A number (digits only) is its own term; every other token is an identifier.
          const number = prefix === 0 && suffix === 0 && !joined && !letters;
          const tok = s.slice(start, i);
          const orig = hump ? cased!.slice(start, i) : undefined;
          if (ids !== undefined) this.idsOfToken(tok, orig, number, ids, idOf!);
          else this.termsOfToken(tok, orig, number, out);
        }
        // English possessive: `user's` is `user`.
        const q = codeAt(s, i);
        if ((q === 39 || q === 0x2019) && codeAt(s, i + 1) === 115 /* s */ && (i + 2 >= n || !isWord(cls[i + 2]))) i += 2;
      }
  }


  analyze(text: string): string[] {
    const out: string[] = [];
    this.analyseInto(text, out);
    return out;
  }

  analyzeIds(text: string, idOf: (term: string) => number): number[] {
    const list = new TermIdList();
    this.analyzeIdsInto(text, idOf, list);
    return Array.from(list.ids.subarray(0, list.length));
  }

  analyzeIdsInto(text: string, idOf: (term: string) => number, into: TermIdList): void {
    if (idOf !== this.idsOf) {
      // Another caller: the remembered ids are not its ids.
      this.forgetIds();
      this.idsOf = idOf;
    }
    this.analyseInto(text, this.scratchTerms, into, idOf);
  }

  forgetIds(): void {
    this.idsOf = undefined;
    this.idGen++;
    this.resetIdMemo();
  }
}

/** Moves the terms in `out` to `ids`, as ids. */
function flush(out: string[], ids: TermIdList, idOf: (term: string) => number): void {
  for (let k = 0; k < out.length; k++) ids.push(idOf(out[k]));
  out.length = 0;
}

const isWord = (c: number): boolean => c === LETTER || c === DIGIT;

/**
 * The code unit at `i`, or -1 past the end. The scanner looks past a token, which at the end of a
 * text is past its end (NaN): rare, so the optimized scanner did not expect it, and each place it
 * first happened threw the compiled scanner away to be compiled again.
 */
const codeAt = (s: string, i: number): number => (i < s.length ? s.charCodeAt(i) : -1);

/** Slots of the plain-word cache (a power of two). */
const WORD_CACHE_SIZE = 1 << 15;

/** Most identifiers whose terms are memoized at once (the memo starts over beyond). */
const MAX_MEMO = 200_000;

/** Longest underscore run taken as an identifier's leading (or trailing) mark. */
const MAX_UNDERSCORES = 4;

const isLower = (c: number): boolean => c >= 97 && c <= 122;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;

/** A camelCase boundary before position i of `w` (ASCII letters): `aB`, or the last capital of a run of three or more before a lowercase letter. */
function isHump(w: string, i: number): boolean {
  const prev = w.charCodeAt(i - 1);
  const c = w.charCodeAt(i);
  if (isLower(prev) && isUpper(c)) return true;
  // `HTTPServer` → HTTP|Server, but not `EHsc` (a run of one or two capitals is an abbreviation).
  return i >= 2 && isUpper(w.charCodeAt(i - 2)) && isUpper(prev) && isUpper(c) && isLower(w.charCodeAt(i + 1));
}

/** Whether the word has a camelCase boundary (so it is an identifier, not a plain word). */
function hasHump(w: string): boolean {
  return humpIn(w, 0, w.length);
}

/** Whether `s` has a camelCase boundary within [start, end), looking only at that range. */
function humpIn(s: string, start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 65 || c > 90) continue; // a boundary is always before a capital
    const prev = s.charCodeAt(i - 1);
    if (isLower(prev)) return true;
    if (i - 2 >= start && isUpper(prev) && isUpper(s.charCodeAt(i - 2)) && i + 1 < end && isLower(s.charCodeAt(i + 1))) return true;
  }
  return false;
}

/** Length of a token's leading mark: `--`, one of `- / @ # $ .`, or a run of underscores. */
function leadLength(tok: string): number {
  if (tok.startsWith('--')) return 2;
  const c = tok.charCodeAt(0);
  if (c === 45 || c === 47 || c === 64 || c === 35 || c === 36 || c === 46) return 1;
  let u = 0;
  while (u < tok.length && tok.charCodeAt(u) === 95) u++;
  return u;
}

/** Length of a token's trailing mark: `++`, `+`, `#`, or a run of underscores (after `lead`). */
function trailLength(tok: string, lead: number): number {
  if (tok.endsWith('++') && tok.length - 2 >= lead) return 2;
  const c = tok.charCodeAt(tok.length - 1);
  if ((c === 43 || c === 35) && tok.length - 1 >= lead) return 1;
  let u = 0;
  while (tok.length - u - 1 >= lead && tok.charCodeAt(tok.length - u - 1) === 95) u++;
  return u;
}
