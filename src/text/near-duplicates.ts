/**
 * A log asks the same thing many times, in many wordings: "How do I reset my password?", "how do
 * i reset my password", "Hi! how do I reset my pasword? thanks". They collapse into one draft that
 * keeps the most frequent wording and a count, so a person reviews each question once.
 *
 * 1. Normalise: case, punctuation, spacing, and the greetings and thanks around a question. Equal
 *    normal forms are one group (a Map: linear).
 * 2. Content words: a rare word one edit away from a more frequent one is taken for a typo of it
 *    (found through a deletion index, as SymSpell does, not by comparing every pair of words:
 *    text/typos.ts);
 *    then the retriever's own analyzer (stemmed, no stopwords).
 * 3. Near-duplicates: groups whose content words overlap (Jaccard ≥ 0.8), or, when an embedding is
 *    given, overlap less (≥ 0.5) but mean the same (cosine ≥ 0.9). Candidates come from a prefix
 *    filter over an inverted index (rarest words first: two sets with Jaccard ≥ t share a word
 *    among their first |x| − ⌈t·|x|⌉ + 1), capped per question, so a log of 100k lines is not
 *    compared pair by pair. Groups are taken most frequent first; each joins the first cluster it
 *    matches.
 * Pure: entries and functions in, clusters out.
 */
import { typoFixes } from './typos';

/** One question of a log, masked, with the 1-based line it starts on. */
export interface LogEntry {
  text: string;
  line: number;
}

/** One drafted question: the wording kept, how often it was asked, where, and the other wordings merged into it. */
export interface Cluster {
  question: string;
  count: number;
  /** Lines of the log it was asked on, first ones only (MAX_LINES). */
  lines: number[];
  /** Other distinct wordings merged into it, most frequent first (MAX_VARIANTS). */
  variants: string[];
}

export interface CollapseOptions {
  /** Content words of a text (the analyzer: stemmed, no stopwords). */
  words: (text: string) => string[];
  /**
   * A unit vector for a normal form (`normalise`), when the configured retriever has an embedding
   * model; undefined for one not embedded (it is then matched on its words alone).
   */
  embed?: (norm: string) => Float32Array | undefined;
}

export const NEAR_JACCARD = 0.8;
export const EMBED_JACCARD = 0.5;
export const EMBED_COSINE = 0.9;
const MAX_LINES = 5;
const MAX_VARIANTS = 5;
/** Candidate clusters compared per question, at most: bounds the work on a log where every question shares a word. */
const MAX_PROBES = 200;

const GREETING = /^(?:(?:hi|hello|hey|hiya|howdy|greetings|dear\s+\w+|good\s+(?:morning|afternoon|evening)|ok(?:ay)?|so|um+|uh+|please|pls|quick\s+question|question)(?:\s+(?:there|all|team|everyone|folks|guys))?[\s,!.:;-]+)+/;
/** Sign-offs a question may end in, word by word; each must follow punctuation or a blank (so "party" keeps its "ty"). */
const SIGN_OFFS: readonly string[][] = [['thx'], ['ty'], ['cheers'], ['please'], ['pls'], ['regards']].concat(
  ...['thanks', 'thank'].map((t) => [[t], [t, 'you'], [t, 'a', 'lot'], [t, 'in', 'advance']]),
);
const SIGN_OFF_SEPARATOR = /[\s,!.:;-]/;
const TRAILING = /[\s!.]/;
const BLANK = /\s/;
const EDGE_PUNCTUATION = /['._/-]/;

/** Where `words` start if `t` ends at `end` with them (blanks of any length between), else -1. */
function phraseStart(t: string, end: number, words: readonly string[]): number {
  let at = end;
  for (let i = words.length - 1; i >= 0; i--) {
    if (i < words.length - 1) {
      const blanksEnd = at;
      while (at > 0 && BLANK.test(t[at - 1])) at--;
      if (at === blanksEnd) return -1;
    }
    const w = words[i];
    if (at < w.length || !t.startsWith(w, at - w.length)) return -1;
    at -= w.length;
  }
  return at;
}

/**
 * Where the run of sign-offs a lower-cased text ends in starts ("… work? thanks, cheers!"), with
 * the separators before it; -1 when it ends in none. By hand: an end-anchored pattern for the run
 * is retried from every separator, quadratic on a long run of them.
 */
function signOffStart(t: string): number {
  let end = t.length;
  while (end > 0 && TRAILING.test(t[end - 1])) end--;
  let cut = -1;
  for (;;) {
    let start = -1;
    for (const words of SIGN_OFFS) {
      start = phraseStart(t, end, words);
      if (start > 0 && SIGN_OFF_SEPARATOR.test(t[start - 1])) break;
      start = -1;
    }
    if (start < 0) break;
    end = start;
    while (end > 0 && SIGN_OFF_SEPARATOR.test(t[end - 1])) end--;
    cut = end;
  }
  return cut;
}

function withoutSignOffs(t: string): string {
  const cut = signOffStart(t);
  return cut < 0 ? t : t.slice(0, cut);
}

/** A word without the quotes, dots, slashes and dashes at its edges (`'flask'.` → `flask`; `c++` and `astro.config.mjs` kept whole). */
function trimEdges(word: string): string {
  let a = 0;
  let b = word.length;
  while (a < b && EDGE_PUNCTUATION.test(word[a])) a++;
  while (b > a && EDGE_PUNCTUATION.test(word[b - 1])) b--;
  return word.slice(a, b);
}

/** The normal form two wordings share when they differ only in case, punctuation, spacing, greetings and thanks. */
export function normalise(text: string): string {
  let t = text.toLowerCase().normalize('NFKC').replace(/[\u2018\u2019]/g, "'").trim();
  // Padded so a line that is only a greeting or a thank-you ("thanks!") empties too.
  t = withoutSignOffs(` ${t} `).trimStart().concat(' ').replace(GREETING, '');
  // Punctuation goes, but not inside words and names (`can't`, `astro.config.mjs`, `c++`, `--force`).
  return t.replace(/[^\p{L}\p{N}'._+#/-]+/gu, ' ').split(/\s+/).map(trimEdges).filter(Boolean).join(' ');
}

interface Group {
  norm: string;
  /** Original wordings (trimmed) → how often. */
  wordings: Map<string, number>;
  count: number;
  lines: number[];
  first: number;
  words: string[];
}

/** Collapses a log's entries into clusters, most asked first (ties: first asked first). */
export function collapseQuestions(entries: readonly LogEntry[], opts: CollapseOptions): { clusters: Cluster[]; skipped: number } {
  const groups = new Map<string, Group>();
  let skipped = 0;
  for (const e of entries) {
    const norm = normalise(e.text);
    if (norm.length < 3) {
      skipped++;
      continue;
    }
    let g = groups.get(norm);
    if (!g) {
      g = { norm, wordings: new Map(), count: 0, lines: [], first: e.line, words: [] };
      groups.set(norm, g);
    }
    g.count++;
    if (g.lines.length < MAX_LINES) g.lines.push(e.line);
    g.wordings.set(e.text, (g.wordings.get(e.text) ?? 0) + 1);
  }
  const all = [...groups.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  // Typos are fixed in the words as written, before stemming (which can take a typo and its word
  // further apart: "generate" → "generat", "geneerate" → "geneer").
  const df = new Map<string, number>();
  for (const g of all) for (const w of new Set(g.norm.split(' '))) df.set(w, (df.get(w) ?? 0) + g.count);
  const fix = typoFixes(df);
  for (const g of all) {
    const fixed = fix.size ? g.norm.split(' ').map((w) => fix.get(w) ?? w).join(' ') : g.norm;
    g.words = [...new Set(opts.words(fixed))];
  }
  const freq = new Map<string, number>();
  for (const g of all) for (const w of g.words) freq.set(w, (freq.get(w) ?? 0) + 1);
  // Rarest first (ties by the word), the global order the prefix filter needs.
  const order = (a: string, b: string) => (freq.get(a)! - freq.get(b)!) || (a < b ? -1 : a > b ? 1 : 0);

  interface Rep { words: Set<string>; size: number; vector?: Float32Array; members: Group[] }
  const reps: Rep[] = [];
  const index = new Map<string, number[]>();
  for (const g of all) {
    const sorted = [...g.words].sort(order);
    const vector = opts.embed && sorted.length ? opts.embed(g.norm) : undefined;
    let home: Rep | undefined;
    if (sorted.length) {
      const threshold = vector ? EMBED_JACCARD : NEAR_JACCARD;
      const prefix = sorted.length - Math.ceil(threshold * sorted.length) + 1;
      const probed = new Set<number>();
      outer: for (const w of sorted.slice(0, prefix)) {
        for (const r of index.get(w) ?? []) {
          if (probed.has(r)) continue;
          if (probed.size >= MAX_PROBES) break outer;
          probed.add(r);
          const rep = reps[r];
          const common = sorted.reduce((n, x) => n + (rep.words.has(x) ? 1 : 0), 0);
          const jaccard = common / (sorted.length + rep.size - common);
          if (jaccard >= NEAR_JACCARD || (vector && rep.vector && jaccard >= EMBED_JACCARD && dot(vector, rep.vector) >= EMBED_COSINE)) {
            home = rep;
            break outer;
          }
        }
      }
    }
    if (home) {
      home.members.push(g);
      continue;
    }
    const at = reps.length;
    reps.push({ words: new Set(sorted), size: sorted.length, vector, members: [g] });
    const threshold = opts.embed ? EMBED_JACCARD : NEAR_JACCARD;
    // Indexed by the prefix the filter probes with: another set reaching the threshold shares one of these.
    for (const w of sorted.slice(0, sorted.length - Math.ceil(threshold * sorted.length) + 1)) {
      const list = index.get(w);
      if (list) list.push(at);
      else index.set(w, [at]);
    }
  }
  const clusters = reps.map((r) => clusterOf(r.members));
  clusters.sort((a, b) => b.count - a.count || a.lines[0] - b.lines[0]);
  return { clusters, skipped };
}

function clusterOf(members: Group[]): Cluster {
  const wordings = new Map<string, { n: number; first: number }>();
  let count = 0;
  const lines: number[] = [];
  for (const g of members) {
    count += g.count;
    for (const [w, n] of g.wordings) {
      const prev = wordings.get(w);
      wordings.set(w, { n: (prev?.n ?? 0) + n, first: Math.min(prev?.first ?? Infinity, g.first) });
    }
    lines.push(...g.lines);
  }
  const ranked = [...wordings.entries()].sort((a, b) => b[1].n - a[1].n || tidiness(b[0]) - tidiness(a[0]) || a[1].first - b[1].first);
  lines.sort((a, b) => a - b);
  return { question: tidy(ranked[0][0]), count, lines: lines.slice(0, MAX_LINES), variants: ranked.slice(1, 1 + MAX_VARIANTS).map(([w]) => w) };
}

/** The kept wording without the greeting before it and the thanks after it. */
export function tidy(w: string): string {
  const lower = w.toLowerCase();
  const head = lower.match(GREETING)?.[0].length ?? 0;
  const tail = signOffStart(lower.slice(head));
  if (!head && tail < 0) return w.trim();
  const body = w.slice(head, tail >= 0 ? head + tail : undefined).trim();
  if (body.length < 3) return w.trim();
  // A question that lost its greeting starts with a capital, as it would have without one.
  return head ? body[0].toUpperCase() + body.slice(1) : body;
}

/** Among wordings asked equally often, the one a golden set would want: no greeting or thanks, a capital, a question mark. */
function tidiness(w: string): number {
  const t = w.trim();
  const lower = t.toLowerCase();
  return (GREETING.test(lower) || signOffStart(lower) >= 0 ? 0 : 2) + (/^\p{Lu}/u.test(t) ? 1 : 0) + (t.endsWith('?') ? 1 : 0);
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
