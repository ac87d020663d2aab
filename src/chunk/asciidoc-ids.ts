/**
 * The id Asciidoctor generates for a section without an explicit one (`== Install` → `_install`),
 * which is what rendered AsciiDoc (GitHub, Antora, asciidoctor) links to. Follows
 * Asciidoctor's Section.generate_id: `idprefix` (default `_`) + the title lowercased with
 * tags, entities and non-word characters removed, spaces/dots/hyphens → `idseparator`
 * (default `_`), a repeat gets `_2`, `_3`….
 */

const INVALID = /<[^>]+>|&(?:[a-z][a-z]+\d{0,2}|#\d\d\d{0,4}|#x[\da-f][\da-f][\da-f]{0,3});|[^ \p{L}\p{M}\p{N}\p{Pc}\-.]+?/gu;

/** Asciidoctor's generated id for `title`, unique against `taken` (which it then joins). */
export function asciidoctorId(title: string, attributes: ReadonlyMap<string, string>, taken: Set<string>): string {
  const pre = attributes.has('idprefix') ? attributes.get('idprefix')! : '_';
  let sep = attributes.has('idseparator') ? attributes.get('idseparator')! : '_';
  if (sep.length > 1) sep = sep[0];
  let id = pre + title.toLowerCase().replace(INVALID, '');
  if (sep === '') {
    id = id.replace(/ /g, '');
  } else {
    const set = sep === '-' || sep === '.' ? ' .-' : ` ${sep}.-`;
    id = id.replace(new RegExp(`[${set.replace(/[\]\\^-]/g, '\\$&')}]+`, 'g'), sep);
    if (id.endsWith(sep)) id = id.slice(0, -1);
    if (pre === '' && id.startsWith(sep)) id = id.slice(1);
  }
  if (taken.has(id)) {
    let n = 2;
    while (taken.has(`${id}${sep}${n}`)) n++;
    id = `${id}${sep}${n}`;
  }
  taken.add(id);
  return id;
}
