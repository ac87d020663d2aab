/**
 * Golden-set labels (docs/golden-set.md): `path` or `path#anchor`, repository-root relative. Parsing
 * normalises the harmless variations (Windows separators, a leading `./`, doubled slashes) and
 * rejects what can never match a file in the repository.
 */
import type { Label } from '../types';

/** Parses and normalises one label; `error` says what is wrong in words a user can act on. */
export function parseLabel(raw: string): { label: Label } | { error: string } {
  const text = raw.trim();
  if (text === '') return { error: 'a label must not be empty' };
  const hash = text.indexOf('#');
  const rawPath = hash === -1 ? text : text.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeAnchor(text.slice(hash + 1));
  if (anchor !== undefined && anchor.trim() === '') {
    return { error: `label '${raw}' has an empty anchor after '#' (write 'path' for the whole document or 'path#anchor' for a section)` };
  }
  if (anchor !== undefined && anchor !== anchor.trim()) {
    return { error: `label '${raw}' has spaces around its anchor` };
  }
  let path = rawPath.trim().replace(/\\/g, '/');
  if (path === '') return { error: `label '${raw}' has no path before '#'` };
  if (path.startsWith('/') || /^[A-Za-z]:\//.test(path)) {
    return { error: `label '${raw}' must be relative to the repository root, not an absolute path` };
  }
  const segments = path.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { error: `label '${raw}' must not contain '..' segments` };
  if (segments.length === 0) return { error: `label '${raw}' does not name a file` };
  if (path.endsWith('/')) return { error: `label '${raw}' names a folder; labels name a document ('dir/file.md') or a section ('dir/file.md#anchor')` };
  path = segments.join('/');
  const label: Label = anchor === undefined ? { raw: path, path } : { raw: `${path}#${anchor}`, path, anchor };
  return { label };
}

/**
 * An anchor copied from a browser's address bar is percent-encoded (`#caf%C3%A9`); slugs never
 * contain `%`, so decode it when it decodes cleanly, and keep it as written otherwise.
 */
function decodeAnchor(anchor: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(anchor)) return anchor;
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** The text of an "any of" group as reports print it: the YAML flow form the golden set can hold. */
export function groupText(members: readonly Label[]): string {
  return `{any: [${members.map((m) => m.raw).join(', ')}]}`;
}

/** An "any of" group of plain labels (at least one); its `path` is its first member's. */
export function labelGroup(members: readonly Label[]): Label {
  return { raw: groupText(members), path: members[0].path, any: [...members] };
}

/** The plain labels a label stands for: a group's members, or the label itself. */
export function memberLabels(label: Label): readonly Label[] {
  return label.any ?? [label];
}

/** A plain label built from its parts (never from text): `path` or `path#anchor`. */
export function sectionLabel(path: string, anchor: string | undefined): Label {
  return anchor === undefined ? { raw: path, path } : { raw: `${path}#${anchor}`, path, anchor };
}

/**
 * A label's identity as evidence, as data: a group's members in any order are the same group. The
 * members are compared as a list, never as the printed text, since a member's anchor may itself
 * hold `, ` (an explicit id is whatever the page declares).
 */
export function evidenceKey(label: Label): string {
  if (!label.any) return JSON.stringify(label.raw);
  const sorted = label.any.map((m) => m.raw).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(['any', ...sorted]);
}
