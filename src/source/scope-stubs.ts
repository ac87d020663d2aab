/**
 * Stub pages: a page that only points elsewhere ("This page has moved to [the new guide](…)", a
 * redirect in its front matter, a category page that is a heading and a list of links). A page
 * that is a heading and nothing else is not one: it points nowhere, and a placeholder a site
 * fills later is the site's own business (the chunker folds it). A stub answers no question, yet its title holds the words of its
 * topic and its text is short, so BM25's length normalisation ranks it first for exactly the
 * questions the page it points to answers, and draft offers it as a candidate (on one mdBook site
 * stubs took 30 of the candidate places). Left out of the detected scope like generated files.
 *
 * Only small documents can be stubs, so only they are read (STUB_MAX_BYTES, at most
 * MAX_STUB_READS per side, in path order); a page that includes another (`--8<--`, `{{#include}}`,
 * `include::`, an MDX import) has content of its own, however short its source. Pure: texts in,
 * verdicts out.
 */
import { isLinksOnly } from '../chunk/links-only';

/** Documents larger than this are never stubs (a sentence of content and a link fit well under it). */
export const STUB_MAX_BYTES = 1024;
/** At most this many small documents per side are read to look for stubs. */
export const MAX_STUB_READS = 4096;

/** Front matter at the very top: YAML between `---` lines or TOML between `+++` lines. */
function splitFrontMatter(text: string): { front: string; body: string } {
  const t = text.replace(/^\uFEFF/, '');
  for (const fence of ['---', '+++']) {
    if (!t.startsWith(`${fence}\n`) && !t.startsWith(`${fence}\r\n`)) continue;
    const end = t.indexOf(`\n${fence}`, fence.length);
    if (end < 0) return { front: '', body: t };
    const after = t.indexOf('\n', end + 1 + fence.length);
    return { front: t.slice(fence.length, end), body: after < 0 ? '' : t.slice(after + 1) };
  }
  return { front: '', body: t };
}

/** A redirect declared in front matter (Jekyll's redirect_to, Hugo's and Docusaurus plugins' redirect keys). */
const REDIRECT_KEY = /^[ \t]*(?:redirect_to|redirect|redirectTo|redirect_url)[ \t]*[:=]/m;
/** Markers of content pulled in from elsewhere: the page is longer than its source. */
const INCLUDES = /--8<--|\{\{#include|\{\{[<%][ \t]*include|\binclude::|\.\.[ \t]+(?:literal)?include::|\{include\}|<!--[ \t]*@include|^[ \t]*import[ \t]/m;
/** Some link, in any of the markups the chunker reads: a stub points somewhere. */
const LINK = /\]\(|\]\[|<a[ \t\n]|href=|xref:|link:|<<|`_|:doc:|:ref:|https?:\/\//;
/** A heading line: ATX (`#`) or AsciiDoc (`=`). */
const HEADING = /^[ \t]*(?:#{1,6}|={1,6})[ \t]+\S/;
/** A setext or reST underline (or overline): three or more of one punctuation character. */
const UNDERLINE = /^[ \t]*([-=~^*+#"'`:.])\1{2,}[ \t]*$/;
const COMMENT = /<!--[^]*?-->/g;

/** True when a small document's text is a stub: a redirect, or a title at most and only links with a few words around them. */
export function looksLikeStub(text: string): boolean {
  const { front, body } = splitFrontMatter(text);
  if (REDIRECT_KEY.test(front)) return true;
  if (INCLUDES.test(body)) return false;
  const lines = body.replace(COMMENT, '').split('\n');
  const kept: string[] = [];
  let titles = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (UNDERLINE.test(line)) continue;
    // A title: an ATX or AsciiDoc heading line, or the line above a setext or reST underline.
    const next = lines[i + 1]?.replace(/\r$/, '') ?? '';
    if (HEADING.test(line) || (line.trim() && UNDERLINE.test(next))) {
      titles++;
      continue;
    }
    kept.push(line);
  }
  // A page of several sections (a reference entry with Syntax, Remarks and See also, however short)
  // is structured content, not a pointer: a stub has its title at most.
  if (titles > 1) return false;
  const rest = kept.join('\n').trim();
  // Only links and a few words ("See [the new guide](…)."): a page that points elsewhere. Short
  // text with no link at all ("Run `pip uninstall acme`.") is a short answer, not a stub.
  return LINK.test(rest) && isLinksOnly(rest);
}

/** Which documents to read for stubs: those of at most STUB_MAX_BYTES, in path order, at most MAX_STUB_READS. */
export function stubCandidates(candidates: ReadonlyArray<{ path: string; size: number }>): string[] {
  return candidates
    .filter((c) => c.size <= STUB_MAX_BYTES)
    .map((c) => c.path)
    .sort()
    .slice(0, MAX_STUB_READS);
}
