/**
 * Query treatments the default bench measures for wordy questions (bench/default.bench.ts):
 * dropping the conversational filler people wrap a question in, and splitting a question into its
 * own sentences. Pure functions of the question's text; what the retrievers are handed.
 */

/**
 * Phrases that say how someone asks rather than what: each lowercase, matched as whole words.
 * Only phrases the BM25 analyzer does not already drop whole (its stopword list has `how`, `do`,
 * `i`, `is`, `there`, `a`, `to` but keeps `way`, `trying`, `want`, `possible`, `anyone`...), and
 * the encoder reads every word, so these are noise to both.
 */
export const FILLER_PHRASES: readonly string[] = [
  'is there a way to',
  'is there any way to',
  'is there a way',
  'is there an option to',
  'is it possible to',
  'is it possible',
  "i'm trying to",
  'i am trying to',
  'i was trying to',
  "i've been trying to",
  'trying to',
  'i would like to',
  "i'd like to",
  'i want to',
  'i wanted to',
  'do i need to',
  'do i have to',
  'i need to',
  'we need to',
  'we want to',
  'does anyone know',
  'anyone know',
  'can anyone',
  'can someone',
  'could someone',
  'could anyone',
  'i was wondering',
  'i wonder',
  'i have a question',
  'what is the best way to',
  "what's the best way to",
  'what is the right way to',
  'what is the correct way to',
  'what is the proper way to',
  'what is the recommended way to',
  'the best way to',
  'the recommended way to',
  'the proper way to',
  'the right way to',
  'the correct way to',
  'how do i',
  'how can i',
  'how should i',
  'how would i',
  'how do you',
  'how can we',
  'how do we',
  'any help would be appreciated',
  'any help is appreciated',
  'any help',
  'thanks in advance',
  'thank you',
  'thanks',
  'please',
  'hi',
  'hello',
];

/** Longest phrases first, so `is there a way to` wins over `is there a way`. */
const BY_LENGTH = [...FILLER_PHRASES].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_']/u.test(c);

/**
 * The question with every filler phrase removed (case-insensitive, whole words only), spaces
 * collapsed. When nothing would be left, the question as asked.
 */
export function dropFiller(question: string): string {
  const lower = question.toLowerCase();
  // A letter whose lowercase is longer (İ) would shift the positions: leave such a question as asked.
  if (lower.length !== question.length) return question;
  const keep: boolean[] = new Array<boolean>(question.length).fill(true);
  for (const phrase of BY_LENGTH) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(phrase, from);
      if (at < 0) break;
      from = at + 1;
      const end = at + phrase.length;
      if (isWordChar(lower[at - 1]) || isWordChar(lower[end])) continue;
      let taken = false;
      for (let i = at; i < end; i++) taken ||= !keep[i];
      if (taken) continue;
      for (let i = at; i < end; i++) keep[i] = false;
    }
  }
  // Indexes are UTF-16 units throughout (indexOf, keep[]), so filter by unit, not by code point.
  let out = '';
  for (let i = 0; i < question.length; i++) if (keep[i]) out += question[i];
  const tidy = out.replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(tidy) ? tidy : question;
}

/**
 * The question's own sentences: cut after `.`, `?` or `!` followed by white space, and after
 * `: ` followed by a letter (a title joined to the post's question). One part: the question.
 * Parts without a letter or digit are dropped.
 */
export function sentences(question: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < question.length; i++) {
    const c = question[i];
    const next = question[i + 1];
    const ends = (c === '.' || c === '?' || c === '!') && next !== undefined && /\s/.test(next);
    const colon = c === ':' && next === ' ' && /\p{L}/u.test(question[i + 2] ?? '') && !attributeColon(question, i);
    if (ends || colon) {
      parts.push(question.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  parts.push(question.slice(start).trim());
  const kept = parts.filter((p) => /[\p{L}\p{N}]/u.test(p));
  return kept.length > 1 ? kept : [question];
}

/** A colon that closes `:name:` (an AsciiDoc attribute) or `::` (a macro): part of a term, not a join. */
function attributeColon(question: string, i: number): boolean {
  if (question[i - 1] === ':') return true;
  const start = question.lastIndexOf(' ', i) + 1;
  return question[start] === ':';
}

/** Words as the golden sets' shape tags count them (split on white space). */
export const wordCount = (question: string): number => question.trim().split(/\s+/).filter(Boolean).length;
