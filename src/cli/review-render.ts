/**
 * The lines of review's screen, as text: the question wrapped to the terminal's width, each
 * candidate with whether it is a page or a section, its heading trail and its best-matching
 * passage with the question's words in bold, and what Enter will write. Every text from a document
 * or the golden set is escaped for the terminal (util/show-controls.ts) before any style is added,
 * so the only escape sequences on the screen are the bold this file writes, and only when `color`.
 * Pure: values in, lines out; cli/review-screen.ts draws them.
 */
import type { AcceptMode } from '../draft/decide';
import { showControls } from '../util/show-controls';
import type { Passage, Terms } from './review-passage';

/** Bold on and off (SGR 1 and 22): the question's words in a passage. */
export const BOLD = '\u001b[1m';
export const BOLD_OFF = '\u001b[22m';

/** Lines of a candidate's passage, at most. */
export const PASSAGE_LINES = 2;

/** One line of the screen: line breaks and tabs as spaces (the layout is the screen's), every other control shown escaped. */
export function screenSafe(s: string): string {
  return showControls(s.replace(/[\t\n\r]/g, ' '));
}

/**
 * `text` (screen-safe) in lines of at most `width` characters, broken at spaces; a word longer
 * than a line is broken inside. The first line starts with `first`, the others with `rest`.
 */
export function wrap(text: string, width: number, first = '', rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  const room = () => width - line.length;
  for (const word of text.split(' ').filter((w) => w !== '')) {
    let w = word;
    if (!empty && 1 + w.length > room()) {
      lines.push(line);
      line = rest;
      empty = true;
    }
    if (!empty) line += ' ';
    // A word wider than a whole line: as much as fits, the rest on the next lines.
    while (w.length > room() && room() > 0) {
      const take = room();
      lines.push(line + w.slice(0, take));
      w = w.slice(take);
      line = rest;
    }
    line += w;
    empty = false;
  }
  if (!empty || !lines.length) lines.push(line);
  return lines;
}

/** `lines` cut to `max`, the last kept one ending in `…` when some were cut. */
function atMost(lines: string[], max: number, width: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1];
  kept[max - 1] = last.length < width ? `${last}…` : `${last.slice(0, width - 1)}…`;
  return kept;
}

/** A screen-safe line with the words whose terms the question has in bold (no style without `color`). */
export function highlight(line: string, question: ReadonlySet<string>, terms: Terms, color: boolean): string {
  if (!color || !question.size) return line;
  return line.replace(/[\p{L}\p{N}_]+/gu, (w) => (terms(w).some((t) => question.has(t)) ? `${BOLD}${w}${BOLD_OFF}` : w));
}

/** What the screen says about one candidate. */
export interface CandidateView {
  label: string;
  /** Whether the label names a page (accepting it labels every section of the page) or a section. */
  kind: 'page' | 'section';
  /** A section whose heading holds the whole page (its title): accepting it covers the page too. */
  wholePage?: boolean;
  /** Heading trail; null when the label resolves nowhere on this side. */
  heading: string | null;
  passage: Passage;
}

/** The words after a candidate's label saying what accepting it labels. */
export function kindNote(v: Pick<CandidateView, 'kind' | 'wholePage'>): string {
  if (v.kind === 'page') return 'page: labels the whole page';
  return v.wholePage ? 'section: the page title, covers the whole page' : 'section';
}

export interface RenderOptions {
  width: number;
  color: boolean;
  question: ReadonlySet<string>;
  terms: Terms;
  /** Lines a passage may take (default PASSAGE_LINES; one on a short terminal). */
  passageLines?: number;
}

/** A candidate's lines: `[x] 1. label · page/section`, its heading trail, its passage (wrapped, at most `passageLines`). */
export function candidateLines(v: CandidateView, index: number, chosen: boolean, o: RenderOptions): string[] {
  const pad = '         ';
  const head = wrap(`${screenSafe(v.label)} · ${kindNote(v)}`, o.width, `  [${chosen ? 'x' : ' '}] ${index + 1}. `, pad);
  const lines = [...head, ...atMost(wrap(v.heading === null ? '(resolves nowhere on this side)' : screenSafe(v.heading), o.width, pad), 1, o.width)];
  if (v.passage.text) {
    const text = `${v.passage.before ? '…' : ''}${screenSafe(v.passage.text)}${v.passage.after ? '…' : ''}`;
    const shown = atMost(wrap(text, o.width, pad), o.passageLines ?? PASSAGE_LINES, o.width);
    lines.push(...shown.map((l) => pad + highlight(l.slice(pad.length), o.question, o.terms, o.color)));
  }
  return lines;
}

/** The characters a passage may take on the screen at `width`: its lines, less their indent and the `…` marks. */
export function passageChars(width: number): number {
  return Math.max(40, PASSAGE_LINES * (width - 9) - 4);
}

/** A label list in the golden set's flow form, as the preview prints it. */
function flow(labels: readonly string[]): string {
  return `[${labels.join(', ')}]`;
}

/** What Enter writes to `relevant` for the chosen labels: `[a]`, `[{any: [a, b]}]` or `[a, b]`. */
export function relevantText(labels: readonly string[], mode: AcceptMode): string {
  if (labels.length === 1 || mode === 'all') return flow(labels);
  return `[{any: ${flow(labels)}}]`;
}

/** The meaning of a mode, for the person choosing it. */
export function modeWords(mode: AcceptMode): string {
  return mode === 'all' ? 'all needed: each holds part of the answer (a multi-section question)' : 'either answers: one any-of group';
}

/**
 * The line under the candidates saying what Enter will write, before it is written: for a draft,
 * `relevant` with the chosen labels in the current mode (and the `m` key that switches it); for a
 * newly failing question, the group its dropped label becomes.
 */
export function previewLine(chosen: readonly CandidateView[], mode: AcceptMode, miss?: { groupWith: string }): string {
  const labels = chosen.map((c) => c.label);
  const pages = chosen.filter((c) => c.kind === 'page' || c.wholePage).map((c) => c.label);
  const whole = pages.length ? ` (${pages.join(', ')}: the whole page)` : '';
  if (miss) {
    if (!labels.length) return `toggle the sections that answer too: they join ${miss.groupWith} in one any-of group`;
    return `Enter writes: ${miss.groupWith} becomes {any: ${flow([miss.groupWith, ...labels])}}${whole}`;
  }
  const other: AcceptMode = mode === 'all' ? 'any' : 'all';
  if (labels.length < 2) {
    const now = labels.length ? `Enter writes: relevant: ${relevantText(labels, mode)}${whole} · ` : '';
    return `${now}several toggled: ${modeWords(mode)} (m: ${other === 'all' ? 'all needed' : 'either answers'})`;
  }
  return `Enter writes: relevant: ${relevantText(labels, mode)}${whole}, ${modeWords(mode)} (m: ${other === 'all' ? 'all needed' : 'either answers'})`;
}

/** The line shown after a draft's labels were written: what `relevant` now holds, and what it means. */
export function writtenLine(id: string, chosen: readonly CandidateView[], mode: AcceptMode): string {
  const labels = chosen.map((c) => c.label);
  const pages = chosen.filter((c) => c.kind === 'page' || c.wholePage).map((c) => c.label);
  const meaning = labels.length < 2 ? '' : mode === 'all' ? ', all needed' : ', either answers';
  const whole = pages.length ? `; ${pages.join(', ')} labels the whole page` : '';
  return `saved ${id}: relevant: ${relevantText(labels, mode)}${meaning}${whole}`;
}
