/**
 * The id Asciidoctor generates for a section without an explicit one (`== Install` → `_install`),
 * which is what rendered AsciiDoc (GitHub, Antora, asciidoctor) links to. Follows
 * Asciidoctor's Section.generate_id: `idprefix` (default `_`) + the title lowercased with
 * tags, entities and non-word characters removed, spaces/dots/hyphens → `idseparator`
 * (default `_`), a repeat gets `_2`, `_3`….
 */

/** A character Asciidoctor keeps in an id (its InvalidSectionIdCharsRx removes the rest). */
const VALID_CHAR = /^[ \p{L}\p{M}\p{N}\p{Pc}\-.]$/u;
const ENTITY = /&(?:[a-z][a-z]+\d{0,2}|#\d\d\d{0,4}|#x[\da-f][\da-f][\da-f]{0,3});/y;

/**
 * `s.replace(/<[^>]+>|&(?:entity);|[^ \p{L}\p{M}\p{N}\p{Pc}\-.]+?/gu, '')` in one pass: tags,
 * entities and invalid characters removed. The regex scanned from every `<` to the end of the
 * title when no `>` followed, so a title of `<` was quadratic (100 KB: > 10 s).
 */
function removeInvalid(s: string): string {
  let out = '';
  let noCloseAfter = Infinity; // no `>` at or after this index
  for (let i = 0; i < s.length; ) {
    const c = s[i];
    if (c === '<' && i < noCloseAfter) {
      const j = s.indexOf('>', i + 1);
      if (j < 0) noCloseAfter = i;
      else if (j > i + 1) {
        i = j + 1;
        continue;
      }
    } else if (c === '&') {
      ENTITY.lastIndex = i;
      if (ENTITY.test(s)) {
        i = ENTITY.lastIndex;
        continue;
      }
    }
    const cp = s.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (VALID_CHAR.test(ch)) out += ch;
    i += ch.length;
  }
  return out;
}

/**
 * Per `taken` set, the first number not yet tried for each repeated id. `taken` only grows, so every
 * number below it is taken: starting there gives the same id as counting from 2, without n
 * identical titles (19,000 `== Example` sections) costing n²/2 lookups.
 */
const nextNumber = new WeakMap<Set<string>, Map<string, number>>();

/** Asciidoctor's generated id for `title`, unique against `taken` (which it then joins). */
export function asciidoctorId(title: string, attributes: ReadonlyMap<string, string>, taken: Set<string>): string {
  const pre = attributes.has('idprefix') ? attributes.get('idprefix')! : '_';
  let sep = attributes.has('idseparator') ? attributes.get('idseparator')! : '_';
  if (sep.length > 1) sep = sep[0];
  let id = pre + removeInvalid(title.toLowerCase());
  if (sep === '') {
    id = id.replace(/ /g, '');
  } else {
    const set = sep === '-' || sep === '.' ? ' .-' : ` ${sep}.-`;
    id = id.replace(new RegExp(`[${set.replace(/[\]\\^-]/g, '\\$&')}]+`, 'g'), sep);
    if (id.endsWith(sep)) id = id.slice(0, -1);
    if (pre === '' && id.startsWith(sep)) id = id.slice(1);
  }
  if (taken.has(id)) {
    let next = nextNumber.get(taken);
    if (!next) nextNumber.set(taken, (next = new Map()));
    const key = `${id}\u0000${sep}`;
    let n = next.get(key) ?? 2;
    while (taken.has(`${id}${sep}${n}`)) n++;
    next.set(key, n + 1);
    id = `${id}${sep}${n}`;
  }
  taken.add(id);
  return id;
}
