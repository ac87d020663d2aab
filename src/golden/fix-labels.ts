/**
 * Applies label fixes to a golden-set file's text in place. Only the label scalars change, spliced
 * at the offsets yaml's Document API reports, so comments, order, quoting and layout of everything
 * else stay byte for byte (re-serialising the document would reflow it). Pure: text in, text out.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node } from 'yaml';
import { ERROR_CODES, InputError } from '../errors';
import type { Label } from '../types';
import { hasControls, quotedScalar } from '../util/show-controls';
import { parseLabel } from './label';

/**
 * One fix to apply: in question `question`, the label `label` (normalised text) becomes `to`. A
 * group's fix carries its members as data (`group`): its printed text `{any: [a, b]}` is never
 * read back, since a member's anchor may itself hold `, `.
 */
export interface LabelFix {
  question: string;
  label: string;
  to: string;
  /** For an `any:` group: its members as written, and the fix's members, in the same order. */
  group?: { from: readonly string[]; to: readonly string[] };
}

/** One edit made: where, and the line before and after. */
export interface AppliedFix extends LabelFix {
  line: number;
  before: string;
  after: string;
}

/** The new label written in the style of the scalar it replaces (plain when plain is safe, else quoted). */
function render(to: string, type: Scalar['type']): string {
  // A single-quoted scalar has no escapes: a control character in the label makes it double-quoted, escaped.
  if (type === Scalar.QUOTE_SINGLE && !hasControls(to) && !/[\u2028\u2029]/.test(to)) return `'${to.replace(/'/g, "''")}'`;
  if (type === Scalar.QUOTE_DOUBLE) return quotedScalar(to);
  // Plain in block and flow context alike: no flow indicators, no ": " or " #", no leading indicator.
  return /^[\p{L}\p{N}_./][\p{L}\p{N}_./#@%+~-]*$/u.test(to) ? to : quotedScalar(to);
}

/** One label scalar of a question's `relevant`, and the identity (members as data) of the `any:` group holding it, if any. */
interface LabelScalar {
  scalar: Scalar;
  group?: string;
}

/** The label scalars of one question's `relevant` (a list, or a single string), group members included. */
function relevantScalars(node: Node | null | undefined): LabelScalar[] {
  if (!node) return [];
  if (isScalar(node)) return [{ scalar: node }];
  if (!isSeq(node)) return [];
  const out: LabelScalar[] = [];
  for (const item of node.items) {
    if (isScalar(item)) out.push({ scalar: item });
    const members = isMap(item) ? item.get('any', true) : null;
    if (!isSeq(members)) continue;
    const scalars = members.items.filter((i): i is Scalar => isScalar(i));
    const labels = scalars.map((m) => (typeof m.value === 'string' ? parseLabel(m.value) : null));
    if (!labels.every((l) => l && 'label' in l)) continue;
    const group = groupKey(labels.map((l) => (l as { label: Label }).label.raw));
    for (const scalar of scalars) out.push({ scalar, group });
  }
  return out;
}

/**
 * A fix of a group (`{any: [a, b]}` → `{any: [a2, b]}`) is applied member by member, inside that
 * group only: the scalars keep their own quoting and the group its layout.
 */
function memberFixes(fix: LabelFix): Array<{ label: string; to: string; group?: string }> {
  if (!fix.group) return [{ label: fix.label, to: fix.to }];
  const { from, to } = fix.group;
  if (to.length !== from.length) return [];
  const group = groupKey(from);
  return from.map((m, i) => ({ label: m, to: to[i], group })).filter((m) => m.label !== m.to);
}

/** A group's identity: its members, in order, as a list. */
const groupKey = (members: readonly string[]) => JSON.stringify(members);

/**
 * Applies `fixes` to the golden set's `text`. A fix whose question or label is not in the file
 * (already fixed, or the file differs from what was compared) is returned in `missing`.
 */
export function applyLabelFixes(text: string, file: string, fixes: readonly LabelFix[]): { text: string; applied: AppliedFix[]; missing: LabelFix[] } {
  const lineCounter = new LineCounter();
  const bom = text.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
  const body = bom ? text.slice(1) : text;
  const doc = parseDocument(body, { lineCounter, keepSourceTokens: false });
  if (doc.errors.length) {
    const { line, col } = lineCounter.linePos(doc.errors[0].pos[0]);
    throw new InputError(ERROR_CODES.GOLDEN, `invalid YAML: ${doc.errors[0].message.split('\n')[0]}`, { file, line, column: col });
  }
  const questions = isMap(doc.contents) ? doc.contents.get('questions', true) : null;
  const items = isSeq(questions) ? questions.items : [];
  const edits: Array<{ start: number; end: number; value: string; fix: LabelFix }> = [];
  const missing: LabelFix[] = [];
  for (const fix of fixes) {
    let found = false;
    for (const item of items) {
      if (!isMap(item)) continue;
      const id = item.get('id', true);
      if (!isScalar(id) || String(id.value) !== fix.question) continue;
      const scalars = relevantScalars(item.get('relevant', true) as Node | null);
      for (const want of memberFixes(fix)) {
        for (const { scalar: s, group } of scalars) {
          if (group !== want.group) continue;
          const parsed = typeof s.value === 'string' ? parseLabel(s.value) : null;
          if (!parsed || !('label' in parsed) || parsed.label.raw !== want.label || !s.range) continue;
          if (edits.some((e) => e.start === s.range?.[0])) continue;
          edits.push({ start: s.range[0], end: s.range[1], value: render(want.to, s.type), fix });
          found = true;
        }
      }
    }
    if (!found) missing.push(fix);
  }
  edits.sort((a, b) => b.start - a.start);
  let out = body;
  for (const e of edits) out = out.slice(0, e.start) + e.value + out.slice(e.end);
  const lineOf = (src: string, offset: number) => {
    const startOfLine = src.lastIndexOf('\n', offset - 1) + 1;
    const endOfLine = src.indexOf('\n', offset);
    return src.slice(startOfLine, endOfLine < 0 ? src.length : endOfLine);
  };
  // Offsets in the new text: every earlier edit shifted this one by its change in length.
  const applied = [...edits]
    .sort((a, b) => a.start - b.start)
    .map((e, i, all) => {
      const shift = all.slice(0, i).reduce((n, x) => n + x.value.length - (x.end - x.start), 0);
      return { ...e.fix, line: lineCounter.linePos(e.start).line, before: lineOf(body, e.start), after: lineOf(out, e.start + shift) };
    });
  return { text: bom + out, applied, missing };
}
