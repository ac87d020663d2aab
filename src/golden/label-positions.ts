/**
 * Where each label of a golden set is written (1-based line and column), so a check can point at
 * the label itself, not just its question. Read from the same YAML the parser read; a label
 * whose place cannot be found falls back to its question's line. Pure: text in, positions out.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export interface Place {
  line: number;
  column: number;
}

/** One `relevant` or `forbidden` item: its place, and for an `any:` group each member's. */
export interface LabelPlace extends Place {
  members?: Place[];
}

export interface QuestionPlaces {
  relevant: LabelPlace[];
  forbidden: LabelPlace[];
}

/** Question id → the places of its labels, in the order written. */
export function labelPositions(text: string): Map<string, QuestionPlaces> {
  const out = new Map<string, QuestionPlaces>();
  const lines = new LineCounter();
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const doc = parseDocument(body, { lineCounter: lines });
  if (doc.errors.length) return out;
  const at = (n: Node | null | undefined): Place | null => {
    if (!n?.range) return null;
    const { line, col } = lines.linePos(n.range[0]);
    return { line, column: col };
  };
  const items = (n: unknown): LabelPlace[] => {
    const list = isSeq(n) ? n.items : isScalar(n) ? [n] : [];
    return list.flatMap((item) => {
      const p = at(item as Node);
      if (!p) return [];
      const members = isMap(item) ? item.get('any', true) : null;
      return [isSeq(members) ? { ...p, members: members.items.map((m) => at(m as Node) ?? p) } : p];
    });
  };
  const questions = isMap(doc.contents) ? doc.contents.get('questions', true) : null;
  for (const q of isSeq(questions) ? questions.items : []) {
    if (!isMap(q)) continue;
    const id = q.get('id', true);
    if (!isScalar(id)) continue;
    out.set(String(id.value).trim(), { relevant: items(q.get('relevant', true)), forbidden: items(q.get('forbidden', true)) });
  }
  return out;
}

/** Where each `gate.acknowledged[].id` of a config is written: id → its place. */
export function acknowledgedPositions(text: string): Map<string, Place> {
  const out = new Map<string, Place>();
  const lines = new LineCounter();
  const doc = parseDocument(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, { lineCounter: lines });
  if (doc.errors.length || !isMap(doc.contents)) return out;
  const gate = doc.contents.get('gate', true);
  const list = isMap(gate) ? gate.get('acknowledged', true) : null;
  for (const item of isSeq(list) ? list.items : []) {
    const id = isMap(item) ? item.get('id', true) : null;
    if (!isScalar(id) || !id.range) continue;
    const { line, col } = lines.linePos(id.range[0]);
    out.set(String(id.value).trim(), { line, column: col });
  }
  return out;
}
