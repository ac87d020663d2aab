/**
 * How the comment names a chunk: its heading trail and its line range in the file, linked to those
 * lines at the head commit on GitHub when report.json names the repository, plain text otherwise.
 * Ordinal chunk ids (`guide.md#options:6`) shift on every insert and mean nothing to a reviewer, so
 * they stay in report.json and the job summary. The heading text and the path come from the pull
 * request and cross the escaper; the link is built only from a repository address and a commit id
 * of a strict shape, and the path inside it is percent-encoded segment by segment, so no text of
 * the pull request can end the link, add one, or point it elsewhere.
 */
import { code, escapeText } from './markdown-escape';
import type { Report } from './types';

/** What a reference needs of a chunk (a retrieved chunk, or a displacer). */
export interface ChunkLike {
  id: string;
  path: string;
  headings?: readonly string[];
  line?: number;
  end_line?: number;
  change?: 'added' | 'changed';
}

// Each part is one character class repeated: linear, whatever the input.
const REPO_URL = /^https:\/\/[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Past this many characters the trail keeps only its innermost heading, after an ellipsis. */
const TRAIL_CHARS = 80;

/**
 * A repository's web address as report.json keeps it (`https://HOST/OWNER/NAME`, a trailing `/` or
 * `.git` dropped), or null when it is not of that shape.
 */
export function repositoryUrl(given: string): string | null {
  let url = given.trim();
  if (url.endsWith('/')) url = url.slice(0, -1);
  if (url.endsWith('.git')) url = url.slice(0, -4);
  return REPO_URL.test(url) && !url.split('/').slice(3).some((s) => /^\.+$/.test(s)) ? url : null;
}

/** `https://github.com/OWNER/NAME/blob/SHA/` for a side's commit (the head by default), or null when the repository or the commit is not known (or not of a shape to trust). */
export function blobBase(r: Report, side: 'base' | 'head' = 'head'): string | null {
  const url = r.repository?.url;
  const sha = r[side]?.commit;
  // `owner/..` and the like (a segment of dots only would move the link to another page) are refused there too.
  if (typeof url !== 'string' || typeof sha !== 'string' || repositoryUrl(url) !== url || !COMMIT.test(sha)) return null;
  return `${url}/blob/${sha}/`;
}

/** A repository path for a URL: every segment percent-encoded, including the characters Markdown gives a meaning to in a link. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

function validLines(c: ChunkLike): [number, number] | null {
  const a = c.line;
  const b = c.end_line;
  return Number.isInteger(a) && Number.isInteger(b) && (a as number) >= 1 && (b as number) >= (a as number) ? [a as number, b as number] : null;
}

/** The heading trail in words, outermost first (long trails, and `innermost`, keep the innermost heading). */
function trailText(c: ChunkLike, innermost: boolean): string {
  const hs = Array.isArray(c.headings) ? c.headings.filter((h) => typeof h === 'string' && h !== '') : [];
  if (!hs.length) return '';
  const all = hs.join(' › ');
  if (all.length <= TRAIL_CHARS && !innermost) return all;
  const inner = hs[hs.length - 1];
  const cut = inner.length > TRAIL_CHARS ? `${inner.slice(0, TRAIL_CHARS - 1)}…` : inner;
  return hs.length > 1 && !innermost ? `… › ${cut}` : cut;
}

/** The line range, linked at the head commit when `base` is given: `[L12–20](…#L12-L20)`. */
function linesText(c: ChunkLike, base: string | null): string {
  const lines = validLines(c);
  if (!lines) return '';
  const [a, b] = lines;
  const label = a === b ? `L${a}` : `L${a}–${b}`;
  return base === null ? label : `[${label}](${base}${encodePath(c.path)}#L${a}${a === b ? '' : `-L${b}`})`;
}

/** How a reference is written: with the 🆕/✏️ mark, and the whole trail or only the innermost heading (a trace row). */
export interface RefStyle {
  marks?: boolean;
  innermost?: boolean;
}

/**
 * A chunk as a reviewer reads it: `🆕 Install › On Windows (`docs/guide.md` L12–20)`, the line range
 * linked when `base` is given. Without a heading trail (text before the first heading) the path
 * leads; without lines (a report from an older version) the range is left out.
 */
export function chunkRef(c: ChunkLike, base: string | null, style: RefStyle = {}): string {
  const mark = style.marks === false ? '' : c.change === 'added' ? '🆕 ' : c.change === 'changed' ? '✏️ ' : '';
  const trail = trailText(c, style.innermost === true);
  const lines = linesText(c, base);
  const where = `${code(c.path)}${lines ? ` ${lines}` : ''}`;
  return trail ? `${mark}${escapeText(trail)} (${where})` : `${mark}${where}`;
}

/** The chunk of a question's head ranking with this id, for references from lists that carry only ids (stale sources, rank drops). */
export function headChunk(q: { head: { retrieved: readonly ChunkLike[] } } | undefined, id: string): ChunkLike {
  const found = q && Array.isArray(q.head?.retrieved) ? q.head.retrieved.find((c) => c && c.id === id) : undefined;
  return found ?? { id, path: id.includes('#') ? id.slice(0, id.indexOf('#')) : id };
}
