/**
 * Whether a block of a section is navigation rather than content: only links (Markdown
 * `[text](url)`, `[text][ref]`, `<url>`, bare URLs, HTML `<a>…</a>` or any tag with `href`, reST
 * `` `text <url>`_ `` and roles such as `:doc:`x``, AsciiDoc `xref:t[text]`, `link:u[text]`,
 * `<<id,text>>`), list markers, punctuation and at most a few words around them ("See also:",
 * "and"). A "See also" list of one link whose title holds the query's words would otherwise win
 * with BM25's biggest length bonus.
 *
 * One forward pass with a little state and no lookahead search, so the time is linear in the
 * text whatever it holds (no regex: a hostile block cannot make it backtrack). Letters inside an
 * opened construct are held back and counted as loose text if the construct turns out not to be
 * a link (`[note]` without a target, inline code, an unclosed `<a>`).
 */

/** Letters outside links allowed in a navigation block ("See also:", "Related topics", "and"). */
const MAX_LOOSE_LETTERS = 24;

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The code unit at `i`, or -1 past the end. The scanner looks one ahead: a read past the end
 * (NaN) is rare, so the optimized code does not expect it, and each place it first happens threw
 * the compiled scanner away to be compiled again (8 compilations per cpp-docs run).
 */
const codeAt = (text: string, i: number): number => (i < text.length ? text.charCodeAt(i) : -1);

/** What the scanner is inside of. */
const enum In {
  Text,
  /** `[…]` link text (Markdown, or AsciiDoc after `xref:`/`link:`). */
  Bracket,
  /** `(…)` or `[…]` target after a closed bracket. */
  Target,
  /** `<…>` a tag, an autolink or `<<…>>`. */
  Tag,
  /** Between `<a …>` and `</a>`. */
  Anchor,
  /** `` `…` `` reST link, role argument or inline code. */
  Tick,
}

/** True when `text` holds at least one link and, besides links and markup, at most a few letters. */
export function isLinksOnly(text: string): boolean {
  let links = 0;
  let loose = 0;
  /** Letters inside the open construct, not yet known to be link text. */
  let pending = 0;
  let state: In = In.Text;
  let depth = 0;
  /** The open bracket came after `xref:`/`link:` (its text is a link's without a target). */
  let adocLink = false;
  /** The open backtick follows a reST role (`:doc:`), so it is a link whatever it ends with. */
  let role = false;
  /** Letters of the current run of text (a role name is not loose text once its backtick opens). */
  let run = 0;
  let tagHref = false;
  let tagStart = 0;
  let lineStart = true;
  const n = text.length;
  const overflow = () => loose > MAX_LOOSE_LETTERS;

  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    switch (state) {
      case In.Text: {
        if (c === 10) {
          lineStart = true;
          run = 0;
          continue;
        }
        if (isSpace(c)) {
          run = 0;
          continue;
        }
        const atLine = lineStart;
        lineStart = false;
        // List markers: `-`, `*`, `+`, `1.`, `1)` at the start of a line.
        if (atLine && (c === 45 || c === 42 || c === 43)) continue;
        if (atLine && c >= 48 && c <= 57) {
          let j = i;
          while (j < n && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
          if (codeAt(text, j) === 46 || codeAt(text, j) === 41) {
            i = j;
            continue;
          }
        }
        if (c === 91 /* [ */) {
          state = In.Bracket;
          depth = 1;
          pending = 0;
          continue;
        }
        const after = codeAt(text, i + 1);
        if (c === 60 /* < */ && (after === 47 || after === 33 || after === 60 || (after >= 65 && after <= 90) || (after >= 97 && after <= 122))) {
          state = In.Tag;
          tagHref = false;
          tagStart = i;
          pending = 0;
          continue;
        }
        if (c === 96 /* ` */) {
          state = In.Tick;
          role = i > 0 && text.charCodeAt(i - 1) === 58 /* : */;
          // A role's name (`doc`, `py:func`) was counted as loose text: it is markup.
          if (role) loose -= run;
          pending = 0;
          continue;
        }
        if ((c === 104 && (text.startsWith('http://', i) || text.startsWith('https://', i))) || (c === 120 && text.startsWith('xref:', i)) || (c === 108 && text.startsWith('link:', i))) {
          // A bare URL, or an AsciiDoc macro's target up to its `[`.
          const adoc = c !== 104;
          let j = i;
          while (j < n && !isSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== 91) j++;
          if (adoc && codeAt(text, j) === 91) {
            state = In.Bracket;
            depth = 1;
            pending = 0;
            adocLink = true;
            i = j;
            continue;
          }
          links++;
          i = j - 1;
          continue;
        }
        if (isAlnum(c)) {
          loose++;
          run++;
          if (overflow()) return false;
        }
        continue;
      }
      case In.Bracket:
        if (c === 91) depth++;
        else if (c === 93 /* ] */ && --depth === 0) {
          const next = codeAt(text, i + 1);
          if (adocLink) {
            links++;
            adocLink = false;
            state = In.Text;
          } else if (next === 40 /* ( */ || next === 91) {
            state = In.Target;
            depth = 0;
          } else {
            // `[note]` with no target: its words are text.
            loose += pending;
            if (overflow()) return false;
            state = In.Text;
          }
          pending = 0;
        } else if (c === 10 && codeAt(text, i + 1) === 10) {
          // A blank line ends any inline construct unclosed.
          loose += pending;
          if (overflow()) return false;
          state = In.Text;
          lineStart = true;
        } else if (isAlnum(c)) pending++;
        continue;
      case In.Target:
        if (c === 40 || c === 91) depth++;
        else if ((c === 41 || c === 93) && --depth === 0) {
          links++;
          state = In.Text;
        } else if (c === 10 && codeAt(text, i + 1) === 10) state = In.Text;
        continue;
      case In.Tag:
        if (c === 62 /* > */) {
          const tag = text.slice(tagStart, i + 1);
          if (tag.startsWith('<<')) {
            if (codeAt(text, i + 1) === 62) i++;
            links++;
            state = In.Text;
          } else if (tagHref && /^<a[\s>]/i.test(tag)) {
            state = In.Anchor;
            pending = 0;
          } else {
            if (tagHref || tag.startsWith('<http')) links++;
            state = In.Text;
          }
          pending = 0; // a tag's name and attributes are markup
        } else if (c === 61 /* = */ && i >= 4 && text.startsWith('href', i - 4)) tagHref = true;
        else if (c === 10 && codeAt(text, i + 1) === 10) {
          loose += pending;
          if (overflow()) return false;
          state = In.Text;
        } else if (isAlnum(c)) pending++;
        continue;
      case In.Anchor:
        if (c === 60 && text.startsWith('</a>', i)) {
          links++;
          i += 3;
          state = In.Text;
        } else if (isAlnum(c)) pending++;
        continue;
      case In.Tick:
        if (c === 96) {
          const next = codeAt(text, i + 1);
          if (role || (text.charCodeAt(i - 1) === 62 /* > */ && next === 95 /* _ */)) {
            links++;
            while (codeAt(text, i + 1) === 95) i++;
          } else {
            loose += pending;
            if (overflow()) return false;
          }
          pending = 0;
          state = In.Text;
        } else if (isAlnum(c)) pending++;
        continue;
    }
  }
  loose += pending;
  return links > 0 && !overflow();
}
