/**
 * Is a required fact anywhere in a set of texts (a side's documents, a question's top k)? The same
 * verbatim test as `fact_ranks` (required-facts.ts: NFC, case and runs of whitespace aside). Over a
 * side's documents it tells a *corpus gap* (in no document: no retriever could have found it) from a
 * *retrieval miss* (in the docs, not in the top k), for the retrieval report and the answers stage
 * alike. Pure: texts in, flags out.
 *
 * A side can hold 100,000 chunks and a golden set hundreds of facts, so the texts are normalised
 * once, joined, and searched in one pass for all facts together (one alternation of the facts,
 * stepping one character past each match so overlapping facts are all seen), rather than once per
 * fact: on cpp-docs (109,040 chunks) this is what keeps the scan well under the cost of
 * chunking (bench/answers-inputs.bench.ts).
 */

/** Lower case, every run of whitespace one space, trimmed; NFC so composed and decomposed accents agree. */
export function normaliseFactText(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Texts are joined with a character no fact holds, so a match never spans two of them. */
const SEPARATOR = '\u0000';

/** The characters of JavaScript's `\s`, which normaliseFactText collapses. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Every run of whitespace as one space, like `replace(/\s+/g, ' ')`. Hand-written because the
 * regex rewrites every newline of a 40 MB corpus one match at a time; this loop copies only
 * around runs that are not already a single space, several times faster on cpp-docs.
 */
function collapseSpaces(s: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c > 32 && c < 127) || !isSpace(c)) continue;
    let j = i + 1;
    while (j < s.length && isSpace(s.charCodeAt(j))) j++;
    if (c === 32 && j === i + 1) continue;
    parts.push(s.slice(from, i), ' ');
    from = j;
    i = j - 1;
  }
  if (from === 0) return s;
  parts.push(s.slice(from));
  return parts.join('');
}

/** normaliseFactText for a haystack: NFC (not needed for ASCII), lower case, whitespace runs as one space. */
function normaliseHaystack(s: string): string {
  // eslint-disable-next-line no-control-regex
  return collapseSpaces((/^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFC')).toLowerCase());
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For each fact, whether one of `texts` contains it verbatim (case and whitespace aside). */
export function factsFoundIn(facts: readonly string[], texts: Iterable<string>): boolean[] {
  const needles = facts.map((f) => normaliseFactText(f).split(SEPARATOR).join(''));
  const wanted = [...new Set(needles.filter((n) => n !== ''))];
  const hit = new Set<string>();
  if (wanted.length) {
    const hay = Array.from(texts, normaliseHaystack).join(SEPARATOR);
    let missing = wanted;
    let any = new RegExp(missing.map(escapeRegExp).join('|'), 'g');
    for (let m = any.exec(hay); m !== null; m = any.exec(hay)) {
      // Several facts may start here (one a prefix of another): check each one still missing.
      const at = m.index;
      const found = missing.filter((w) => hay.startsWith(w, at));
      for (const w of found) hit.add(w);
      if (hit.size === wanted.length) break;
      if (found.length === 0) {
        // A fact found earlier matched again (a common phrase): search only for the missing ones
        // from here on, so every further match finds something and the matches are at most the facts.
        missing = missing.filter((w) => !hit.has(w));
        any = new RegExp(missing.map(escapeRegExp).join('|'), 'g');
      }
      any.lastIndex = at + 1;
    }
  }
  return needles.map((n) => n === '' || hit.has(n));
}
