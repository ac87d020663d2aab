/**
 * How a chunk names the section it belongs to, for people and for golden-set labels: the label
 * (`path#anchor` of its innermost heading with an anchor, or the page) and the heading trail. Draft's
 * candidates and set health both name sections this way, so it lives on the golden set's floor.
 * Pure: a chunk in, text out.
 */
import type { Chunk } from '../types';
import { canonicalAnchor } from './spans';

/**
 * The label of the section a chunk belongs to: its innermost heading's anchor as the published
 * site renders it (golden/spans.ts `canonicalAnchor`), or the page before the first heading.
 */
export function sectionLabel(chunk: Pick<Chunk, 'path' | 'trail'>): string {
  // The innermost heading that has an anchor: a heading of only punctuation (`# $`) slugs to ''.
  for (let i = chunk.trail.length - 1; i >= 0; i--) {
    const anchor = canonicalAnchor(chunk.trail[i]);
    if (anchor) return `${chunk.path}#${anchor}`;
  }
  return chunk.path;
}

/** `Title › Section › Subsection`, or the page's title for text before the first heading. */
export function headingLine(chunk: Pick<Chunk, 'trail' | 'docTitle' | 'path'>): string {
  if (chunk.trail.length === 0) return chunk.docTitle || chunk.path;
  return chunk.trail.map((h) => h.text).join(' › ');
}

/** A chunk's text without its own heading line (and a reST/AsciiDoc underline): the snippet shows what the section says. */
export function bodyText(chunk: Chunk): string {
  const inner = chunk.trail[chunk.trail.length - 1];
  if (!inner || chunk.part > 0) return chunk.text;
  const lines = chunk.text.split('\n');
  let i = 0;
  while (i < lines.length && lines[i].trim() === '') i++;
  if (i < lines.length && lines[i].includes(inner.text.slice(0, 20))) {
    i++;
    if (i < lines.length && /^\s*([=\-~^"'`#*+_.:])\1{2,}\s*$/.test(lines[i])) i++;
    return lines.slice(i).join('\n');
  }
  return chunk.text;
}
