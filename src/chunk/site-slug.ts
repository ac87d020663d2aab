/**
 * Heading anchors as each docs site generator renders them, so a label copied from the published
 * page (`config.md#server-port` on a VitePress site) names the same section as the GitHub form
 * (`config.md#serverport`). Each generator takes the heading's text content, makes a base slug by
 * its own rules, and numbers repeats within the page by its own rule; most also let a heading
 * declare its id (`## Title {#my-id}`), which then replaces the slug. The rules below were read off
 * each generator's documentation and checked against its real output (the tests hold fixtures
 * made by the generators themselves, with the commands that made them). Pure: text in, anchor out.
 */
import type { SiteGenerator } from '../config/site';
// github-slugger's slug, memoised (docs repeat the same headings thousands of times).
import { slugOnce as githubSlug } from './slug';

/** A Markdown heading as a site generator sees it. */
export interface SiteHeading {
  /** Text content: inline code kept, links reduced to their text, HTML tags and images dropped, entities decoded. */
  text: string;
  /** The id declared in attribute syntax at the end of the heading (`{#my-id}`), if any. */
  attrId?: string;
  /** That attribute block as written, leading blanks included (` {#my-id .cls}`), for generators that print it. */
  attrText?: string;
  /** The text with images' alt text in place, when the heading holds an image. */
  altText?: string;
  /** The text with character references as written (`&amp;`), when the heading holds one. */
  entityText?: string;
}

/** Numbers the page's anchors: one per document, fed the headings in document order. */
export interface SiteSlugger {
  anchor(h: SiteHeading): string;
}

/**
 * The slugger of a generator whose anchors differ from the GitHub form, or null (GitHub, Sphinx:
 * the slugs and explicit ids the chunkers already give). `declared`: every id the page declares
 * in attribute syntax, which MkDocs reserves before it numbers the generated ones.
 */
export function createSiteSlugger(generator: SiteGenerator, declared: readonly string[] = []): SiteSlugger | null {
  switch (generator) {
    case 'vitepress':
      // VitePress keeps character references as written (`&amp;` slugs to `amp`).
      return slugger(vitepressSlug, markdownItAnchorRepeats(), (h) => h.entityText ?? h.text, (h) => h.attrId);
    case 'mdbook':
      return slugger(mdbookSlug, mdbookRepeats(), (h) => h.text, (h) => h.attrId);
    case 'docusaurus':
      // Docusaurus reads images' alt text, and takes everything between `{#` and `}` as the id.
      return slugger(githubSlug, githubRepeats(false), (h) => h.altText ?? h.text, (h) => (h.attrText === undefined ? undefined : h.attrText.trim().slice(2, -1)));
    case 'hugo':
      return slugger(hugoSlug, hugoRepeats(), (h) => h.altText ?? h.text, (h) => h.attrId);
    case 'mkdocs':
      return slugger(mkdocsSlug, mkdocsRepeats(declared), (h) => h.text, (h) => h.attrId);
    case 'starlight':
      // Astro's Markdown has no heading attributes: `{#id}` stays in the heading's text and its slug.
      return slugger(githubSlug, githubRepeats(true), (h) => h.text + (h.attrText ?? ''), () => undefined);
    default:
      return null;
  }
}

interface Repeats {
  /** The anchor for a generated base slug, numbered when the page already has it. */
  next(base: string): string;
  /** Records an id the page declares (it takes its place among the anchors, unnumbered). */
  declare(id: string): void;
}

function slugger(slugify: (text: string) => string, repeats: Repeats, textOf: (h: SiteHeading) => string, idOf: (h: SiteHeading) => string | undefined): SiteSlugger {
  return {
    anchor(h) {
      const id = idOf(h);
      if (id !== undefined) {
        repeats.declare(id);
        return id;
      }
      return repeats.next(slugify(textOf(h)));
    },
  };
}

/**
 * VitePress (its default `markdown.anchor` settings): NFKD, combining marks and control characters
 * dropped, every run of blanks and ASCII punctuation (and curly quotes) one `-`, no `-` at either
 * end, a leading digit prefixed with `_`, lower case. Letters and digits of any script stay.
 */
const VP_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;
export function vitepressSlug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VP_SPECIAL, '-');
  let start = 0;
  let end = s.length;
  while (start < end && s[start] === '-') start++;
  while (end > start && s[end - 1] === '-') end--;
  const trimmed = s.slice(start, end);
  return (/^\d/.test(trimmed) ? `_${trimmed}` : trimmed).toLowerCase();
}

/** markdown-it-anchor's numbering (VitePress): `x`, then `x-1`, `x-2`, skipping any the page already has. */
function markdownItAnchorRepeats(): Repeats {
  const taken = new Set<string>();
  return {
    next(base) {
      let out = base;
      for (let i = 1; taken.has(out); i++) out = `${base}-${i}`;
      taken.add(out);
      return out;
    },
    declare: (id) => void taken.add(id),
  };
}

/**
 * mdBook: the heading's text content trimmed, `#`s at its start dropped; then each letter or
 * digit (any script) and `_`/`-` kept, ASCII letters lower-cased (others keep their case), each
 * whitespace character one `-` (runs are not merged), everything else dropped.
 */
export function mdbookSlug(text: string): string {
  const trimmed = text.trim().replace(/^#+/, '').trim();
  let out = '';
  for (const ch of trimmed) {
    if (/[\p{Alphabetic}\p{Nd}\p{Nl}\p{No}_-]/u.test(ch)) out += ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch;
    else if (/\s/u.test(ch)) out += '-';
  }
  return out;
}

/** mdBook's numbering: the n-th repeat of a base slug is `x-n`, counted per base slug; declared ids do not count. */
function mdbookRepeats(): Repeats {
  const counts = new Map<string, number>();
  return {
    next(base) {
      const n = counts.get(base) ?? 0;
      counts.set(base, n + 1);
      return n === 0 ? base : `${base}-${n}`;
    },
    declare: () => undefined,
  };
}

/**
 * github-slugger's numbering (Docusaurus, Starlight): `x`, `x-1`, … and a generated `x-1` that
 * collides moves on. Docusaurus does not count declared ids (`countDeclared` false).
 */
function githubRepeats(countDeclared: boolean): Repeats {
  const occurrences = new Map<string, number>();
  return {
    next(base) {
      let out = base;
      while (occurrences.has(out)) {
        const n = occurrences.get(base)! + 1;
        occurrences.set(base, n);
        out = `${base}-${n}`;
      }
      occurrences.set(out, 0);
      return out;
    },
    declare: (id) => {
      if (countDeclared && !occurrences.has(id)) occurrences.set(id, 0);
    },
  };
}

/**
 * Hugo (Goldmark, `autoHeadingIDType: github`, the default): the text trimmed of blanks, then each
 * letter, digit or `_` lower-cased, each space and `-` one `-`, everything else dropped; runs of
 * `-` are not merged. (Hugo's typographer turns `--` in prose into a dash first; see the docs.)
 */
export function hugoSlug(text: string): string {
  let out = '';
  for (const ch of text.trim()) {
    if (ch === ' ' || ch === '-') out += '-';
    else if (ch === '\u0130') out += 'i'; // Go lower-cases İ to a plain i, JavaScript adds a combining dot
    else if (/[\p{L}\p{Nd}_]/u.test(ch)) out += ch.toLowerCase();
  }
  return out;
}

/** Hugo's numbering: `x`, `x-1`, `x-2`, skipping any the page already has; an empty slug is `heading`. */
function hugoRepeats(): Repeats {
  const taken = new Set<string>();
  return {
    next(raw) {
      const base = raw === '' ? 'heading' : raw;
      let out = base;
      for (let i = 1; taken.has(out); i++) out = `${base}-${i}`;
      taken.add(out);
      return out;
    },
    declare: (id) => void taken.add(id),
  };
}

/**
 * MkDocs (Python-Markdown's `toc` extension, its default `slugify`): accents folded and every
 * other non-ASCII character dropped, then anything but ASCII letters, digits, `_`, `-` and blanks
 * dropped, trimmed, lower-cased, and each run of `-` and blanks one `-`.
 */
export function mkdocsSlug(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[^\x00-\x7f]/g, '');
  return ascii
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

/**
 * Python-Markdown's numbering: a taken (or empty) id gets `_1`, and an id already ending in `_n`
 * goes to `_n+1`; the ids the page declares are taken before any heading is numbered.
 */
function mkdocsRepeats(declared: readonly string[]): Repeats {
  const taken = new Set(declared);
  return {
    next(base) {
      let out = base;
      while (out === '' || taken.has(out)) {
        const m = /^(.*)_([0-9]+)$/.exec(out);
        out = m ? `${m[1]}_${Number(m[2]) + 1}` : `${out}_1`;
      }
      taken.add(out);
      return out;
    },
    declare: (id) => void taken.add(id),
  };
}
