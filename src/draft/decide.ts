/**
 * A reviewer's decision on one question, applied to the golden set's text: the pure core under
 * `retrieval-gate review` (cli/review-screen.ts only reads keys and draws). Each decision splices
 * the lines of that one question (draft/yaml-spans.ts), so comments, order and layout of the rest
 * of the file stay byte for byte, and is written at once by the caller.
 * - `accept`: the chosen labels become `relevant`; `draft` and `candidates` go. Several are, by
 *   `mode`, one `any` group (`any`: sections that answer equally well, either is enough) or as many
 *   separate labels (`all`: each holds part of the answer, every one is needed).
 * - `unanswerable`: `answerable: false` instead of `draft` and `candidates`.
 * - `edit`: new wording (masked by the caller, as the log was), still a draft.
 * - `delete`: the question, and the `# draft:` comment above it, go.
 * - `add-any` (review --from-report): a label of a scored question becomes an `any` group with the
 *   sections that took its place and answer too (or the group it is in gains them).
 */
import { isMap, isScalar, isSeq, type Node, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { ERROR_CODES, InputError } from '../errors';
import { keyIndent, lineStart, nextLineStart, pairLines, pairOf, parseForEdit, splice, yamlString, type ParsedGolden } from './yaml-spans';

export type Decision =
  | { kind: 'accept'; labels: readonly string[]; mode?: AcceptMode }
  | { kind: 'unanswerable' }
  | { kind: 'edit'; question: string }
  | { kind: 'delete' }
  | { kind: 'add-any'; label: string; add: readonly string[] };

/** How several accepted labels are written: one any-of group (the default), or each a label of its own, all needed. */
export type AcceptMode = 'any' | 'all';

/** The golden set's text after `decision` on question `id`. */
export function applyDecision(text: string, file: string, id: string, decision: Decision): string {
  const g = parseForEdit(text, file);
  const item = findQuestion(g, file, id);
  const body = g.body;
  let edits: Array<{ start: number; end: number; value: string }>;
  switch (decision.kind) {
    case 'accept': {
      if (decision.labels.length === 0) throw new InputError(ERROR_CODES.USAGE, `question '${id}': choose at least one label to accept`, { file });
      const indent = keyIndent(body, item);
      const labels = decision.labels.map((l) => yamlString(l));
      const value =
        labels.length === 1 || decision.mode === 'all'
          ? `${indent}relevant:\n${labels.map((l) => `${indent}  - ${l}\n`).join('')}`
          : `${indent}relevant:\n${indent}  - any:\n${labels.map((l) => `${indent}      - ${l}\n`).join('')}`;
      edits = replaceDraftKeys(body, item, value, ['relevant']);
      break;
    }
    case 'unanswerable':
      edits = replaceDraftKeys(body, item, `${keyIndent(body, item)}answerable: false\n`, ['answerable', 'relevant']);
      break;
    case 'edit': {
      const q = pairOf(item, 'question');
      const v = q?.value;
      if (!v?.range) throw new InputError(ERROR_CODES.GOLDEN, `question '${id}' has no 'question' to edit`, { file });
      edits = [{ start: v.range[0], end: v.range[1], value: yamlString(decision.question.replace(/\s+/g, ' ').trim()) }];
      break;
    }
    case 'delete':
      edits = [deleteItem(body, g, item)];
      break;
    case 'add-any':
      edits = [addToGroup(body, file, id, item, decision.label, decision.add)];
      break;
  }
  return g.bom + splice(body, edits);
}

function findQuestion(g: ParsedGolden, file: string, id: string): YAMLMap {
  for (const it of g.questions?.items ?? []) {
    if (!isMap(it)) continue;
    const idNode = it.get('id', true);
    if (isScalar(idNode) && String(idNode.value) === id) {
      if (it.flow) throw new InputError(ERROR_CODES.GOLDEN, `question '${id}' is written as a flow mapping ('{...}'); review edits block mappings, one key a line`, { file });
      return it;
    }
  }
  throw new InputError(ERROR_CODES.GOLDEN, `no question '${id}' in the golden set (changed since it was read?)`, { file });
}

/** Removes `draft`, `candidates` and the keys `also` of a question, putting `value` where the first of them was. */
function replaceDraftKeys(body: string, item: YAMLMap, value: string, also: readonly string[]) {
  const pairs = ['draft', 'candidates', ...also].map((k) => pairOf(item, k)).filter((p) => p !== undefined);
  const spans = pairs.map((p) => pairLines(body, p!)).sort((a, b) => a[0] - b[0]);
  if (!spans.length) {
    // Not a draft any more (decided in another window?): the value goes after the last key.
    const end = nextLineStart(body, item.range![1]);
    return [{ start: end, end, value }];
  }
  return spans.map(([start, end], i) => ({ start, end, value: i === 0 ? value : '' }));
}

/** The lines of one list item, and the `# draft:` comment line right above it that draft wrote. */
function deleteItem(body: string, g: ParsedGolden, item: YAMLMap) {
  let start = lineStart(body, item.range![0]);
  const idx = g.questions!.items.indexOf(item);
  const next = g.questions!.items[idx + 1] as Node | undefined;
  // Up to the next item's dash line, or the end of this item's own lines for the last one.
  const end = next?.range ? lineStart(body, next.range[0]) : nextLineStart(body, item.range![1]);
  const above = body.lastIndexOf('\n', start - 2) + 1;
  if (start > 0 && /^\s*# draft: /.test(body.slice(above, start))) start = above;
  // Comment lines just above the next item are its own: they stay.
  const own = nextLineStart(body, item.range![1]);
  let stop = end;
  while (stop > own) {
    const prev = body.lastIndexOf('\n', stop - 2) + 1;
    if (!/^\s*#/.test(body.slice(prev, stop))) break;
    stop = prev;
  }
  return { start, end: stop, value: '' };
}

/** `label` in `relevant` becomes `{any: [label, ...add]}`, or its group gains `add`. */
function addToGroup(body: string, file: string, id: string, item: YAMLMap, label: string, add: readonly string[]) {
  const rel = pairOf(item, 'relevant')?.value;
  const items: Node[] = isSeq(rel) ? (rel.items as Node[]) : rel ? [rel] : [];
  for (const it of items) {
    if (isScalar(it) && it.value === label && it.range) {
      if (isScalar(rel)) {
        // `relevant: a.md#x` (one label, no list): the whole value becomes a one-group list.
        const indent = keyIndent(body, item);
        const pair = pairOf(item, 'relevant')!;
        const [start, end] = pairLines(body, pair);
        return { start, end, value: `${indent}relevant:\n${indent}  - any:\n${[label, ...add].map((l) => `${indent}      - ${yamlString(l)}\n`).join('')}` };
      }
      if ((rel as YAMLSeq).flow) return { start: it.range[0], end: it.range[1], value: `{any: [${[label, ...add].map(flowString).join(', ')}]}` };
      const col = it.range[0] - lineStart(body, it.range[0]);
      const pad = ' '.repeat(col);
      return { start: it.range[0], end: it.range[1], value: `any:\n${[label, ...add].map((l) => `${pad}    - ${yamlString(l)}`).join('\n')}` };
    }
    if (isMap(it)) {
      const members = it.get('any', true);
      if (!isSeq(members) || !members.items.some((m) => isScalar(m) && (m as Scalar).value === label)) continue;
      const fresh = add.filter((a) => !members.items.some((m) => isScalar(m) && (m as Scalar).value === a));
      if (members.flow) {
        const end = members.range![1] - 1;
        return { start: end, end, value: fresh.map((a) => `, ${flowString(a)}`).join('') };
      }
      const first = members.items[0] as Node;
      const pad = ' '.repeat(first.range![0] - lineStart(body, first.range![0]) - 2);
      const at = nextLineStart(body, members.range![1]);
      return { start: at, end: at, value: fresh.map((a) => `${pad}- ${yamlString(a)}\n`).join('') };
    }
  }
  throw new InputError(ERROR_CODES.GOLDEN, `question '${id}' has no label '${label}' in 'relevant' (changed since the report?)`, { file });
}

/** A label inside a flow list: plain only when it holds no flow indicator. */
function flowString(s: string): string {
  return /^[\p{L}\p{N}_./][\p{L}\p{N}_./#@%+~-]*$/u.test(s) ? s : JSON.stringify(s);
}
