/**
 * reST inline markup → plain text, for heading text (the builder slugs it, as GitHub slugs the
 * rendered heading). Hand-written: no maintained JS reST parser exists, and headings only need
 * the inline layer (literals, roles, references, emphasis, substitutions).
 */

// One pass, leftmost match first, so markup inside an inline literal is never touched.
// eslint-disable-next-line regexp/no-super-linear-move -- run only on text of at most MAX_INLINE_MARKUP_CHARS (below)
const INLINE = /``(.+?)``|:[\w:+.-]+:`((?:\\`|[^`])*)`|`((?:\\`|[^`])*)`(?::[\w:+.-]+:|__?)?|\*\*(.+?)\*\*|\*(.+?)\*|\|([^|\s](?:[^|]*[^|\s])?)\|_{0,2}/g;

/**
 * Longest title whose inline markup is interpreted; a longer one is shown as written (whitespace
 * collapsed). The role pattern `:[\w:+.-]+:` overlaps its own delimiter and every opener scans to
 * the end when nothing closes it, which is quadratic: a 100 KB title of `:a:` took 9.6 s. Real
 * titles are short (77 characters at most across the shared corpora).
 */
export const MAX_INLINE_MARKUP_CHARS = 256;

/** The text a reader sees for a line of reST inline markup. */
export function rstInlineText(s: string): string {
  if (s.length > MAX_INLINE_MARKUP_CHARS) return s.replace(/\s+/g, ' ').trim();
  // Escaped characters are hidden from the markup pass (mapped into a private-use range), then restored.
  const hidden = s.replace(/\\([\s\S])/g, (_m, c: string) => (c.charCodeAt(0) < 0x1000 ? String.fromCharCode(0xe000 + c.charCodeAt(0)) : c));
  const out = hidden.replace(INLINE, (_m, lit?: string, role?: string, ref?: string, strong?: string, em?: string, sub?: string) => {
    if (lit !== undefined) return lit;
    if (role !== undefined) return roleText(role);
    if (ref !== undefined) return refText(ref);
    if (strong !== undefined) return strong;
    if (em !== undefined) return em;
    return sub ?? '';
  });
  return out
    .replace(/[\ue000-\uefff]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `title <target>` split at its last `<`, when the text ends `<…>` (nothing else of `<>` inside),
 * by hand: `^([\s\S]*?)\s*<([^<>]*)>$` let the title and the blanks after it share every blank.
 */
function titleAndTarget(s: string): [title: string, target: string] | null {
  if (!s.endsWith('>')) return null;
  const open = s.lastIndexOf('<', s.length - 2);
  if (open < 0) return null;
  const target = s.slice(open + 1, -1);
  return target.includes('>') ? null : [s.slice(0, open).trimEnd(), target];
}

/** `title <target>` shows the title; a bare `<url>` shows the url. */
function refText(s: string): string {
  const m = titleAndTarget(s);
  if (m) return m[0].trim() !== '' ? m[0].trim() : m[1];
  return s;
}

/** Sphinx roles: `~a.b.c` shows `c`, `!x` shows `x`, `title <target>` shows the title. */
function roleText(s: string): string {
  const m = titleAndTarget(s);
  if (m && m[0].trim() !== '') return m[0].trim();
  const target = (m ? m[1] : s).replace(/^!/, '');
  if (target.startsWith('~')) {
    const t = target.slice(1);
    return t.slice(t.lastIndexOf('.') + 1);
  }
  return target;
}

/**
 * The HTML id docutils makes from a reference name (`.. _My Label:` → `my-label`): lowercase,
 * runs of anything but ASCII letters and digits → one hyphen, no leading digits or hyphens.
 */
export function docutilsId(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/(?<!-)-+$/, '');
}
