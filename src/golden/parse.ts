/**
 * The golden set (CONTRACT §2): YAML → validated questions. Every problem is an InputError naming
 * the file, line, column, the question id when known and the field, so a typo never silently
 * drops a label.
 */
import { ERROR_CODES } from '../errors';
import type { GoldenSet, Label, Question } from '../types';
import {
  checkKeys,
  describe,
  fail,
  locate,
  mapEntries,
  parseYamlFile,
  readBoolean,
  readString,
  seqItems,
  scalarValue,
  type At,
  type Entry,
} from '../yaml';
import { parseLabel } from './label';

const TOP_KEYS = ['questions'] as const;
export const QUESTION_KEYS = ['id', 'question', 'relevant', 'forbidden', 'required_facts', 'tags', 'answerable'] as const;

/** Parses a golden-set file's text; `file` is only used in messages. */
export function parseGoldenSet(text: string, file: string): GoldenSet {
  const y = parseYamlFile(text, file, ERROR_CODES.GOLDEN);
  const root: At = { y, node: y.root, field: '' };
  if (!root.node) fail(root, "the golden set is empty: expected a 'questions:' list");
  const top = mapEntries(root, "a mapping with a 'questions' list");
  checkKeys(root, top, TOP_KEYS, 'the golden set');
  const qEntry = top.find((e) => e.key === 'questions');
  if (!qEntry) fail(root, "the golden set has no 'questions' key");
  const items = seqItems(qEntry!.value, 'a list of questions');
  if (items.length === 0) fail(qEntry!.value, "the golden set has no questions: 'questions' is an empty list");

  const seen = new Map<string, number>();
  const questions = items.map((item) => {
    const q = parseQuestion(item);
    const prev = seen.get(q.id);
    if (prev !== undefined) {
      const idAt = { ...item, field: `${item.field}.id` };
      const entries = mapEntries(item);
      fail({ ...idAt, node: entries.find((e) => e.key === 'id')!.value.node }, `duplicate question id '${q.id}' (first used on line ${prev})`);
    }
    seen.set(q.id, q.line);
    return q;
  });
  return { file, questions };
}

function parseQuestion(item: At): Question {
  if (!item.node) fail(item, `'${item.field}' must be a question (a mapping with 'id' and 'question') but got nothing`);
  const entries = mapEntries(item, "a question (a mapping with 'id' and 'question')");
  const line = locate(item).line ?? 1;
  const get = (key: string): Entry | undefined => entries.find((e) => e.key === key);

  // The id first, so every later message can name the question.
  const idEntry = get('id');
  if (!idEntry || !idEntry.value.node) {
    // A typo such as 'idd' explains the missing id better than "no 'id'" does.
    checkKeys(item, entries, QUESTION_KEYS, `the question on line ${line}`);
    fail(idEntry ? idEntry.value : item, `the question on line ${line} has no 'id'`);
  }
  const idValue = scalarValue(idEntry!.value);
  if (typeof idValue !== 'string' && typeof idValue !== 'number') {
    fail(idEntry!.value, `'${idEntry!.value.field}' must be a string but got ${describe(idEntry!.value)}`);
  }
  const id = readString(idEntry!.value, { acceptNumbers: true }).trim();
  const who = `question '${id}'`;
  const failQ = (at: At, msg: string): never => fail(at, `${who}: ${msg}`);
  checkKeys(item, entries, QUESTION_KEYS, who);

  const qEntry = get('question');
  if (!qEntry || !qEntry.value.node) failQ(qEntry ? qEntry.value : item, qEntry ? "'question' is empty" : "'question' is missing");
  if (typeof scalarValue(qEntry!.value) !== 'string') failQ(qEntry!.value, `'question' must be a string but got ${describe(qEntry!.value)}`);
  const question = (scalarValue(qEntry!.value) as string).trim();
  if (question === '') failQ(qEntry!.value, "'question' is empty");

  const ansEntry = get('answerable');
  let answerable = true;
  if (ansEntry && ansEntry.value.node) {
    if (typeof scalarValue(ansEntry.value) !== 'boolean') failQ(ansEntry.value, `'answerable' must be true or false but got ${describe(ansEntry.value)}`);
    answerable = readBoolean(ansEntry.value);
  }

  const relEntry = get('relevant');
  const relevant = relEntry ? labels(relEntry.value, who, 'relevant') : [];
  if (answerable && relevant.length === 0) {
    failQ(
      relEntry ? relEntry.value : item,
      relEntry
        ? "'relevant' is empty; an answerable question needs at least one label (or set 'answerable: false')"
        : "'relevant' is missing; an answerable question needs at least one label (or set 'answerable: false')",
    );
  }
  const forbEntry = get('forbidden');
  const forbidden = forbEntry ? labels(forbEntry.value, who, 'forbidden') : [];
  for (const [i, f] of forbidden.entries()) {
    if (relevant.some((r) => r.raw === f.raw)) {
      failQ(seqOrSelf(forbEntry!.value, i), `label '${f.raw}' is both relevant and forbidden`);
    }
  }
  const factsEntry = get('required_facts');
  const requiredFacts = factsEntry ? stringList(factsEntry.value, who, 'required_facts') : [];
  const tagsEntry = get('tags');
  const tags = tagsEntry ? stringList(tagsEntry.value, who, 'tags') : [];

  return { id, question, relevant, forbidden, requiredFacts, tags: [...new Set(tags)], answerable, line };
}

/** A list of labels (a single string reads as a one-item list). */
function labels(at: At, who: string, key: string): Label[] {
  if (!at.node) return [];
  const items = isScalarAt(at) ? [at] : seqOrFail(at, who, key);
  const out: Label[] = [];
  for (const item of items) {
    const v = scalarValue(item);
    if (typeof v !== 'string') fail(item, `${who}: '${key}' must be a list of labels ('path' or 'path#anchor') but got ${describe(item)}`);
    const parsed = parseLabel(v as string);
    if ('error' in parsed) fail(item, `${who}: ${parsed.error}`);
    const label = (parsed as { label: Label }).label;
    if (out.some((l) => l.raw === label.raw)) fail(item, `${who}: label '${label.raw}' is listed twice in '${key}'`);
    out.push(label);
  }
  return out;
}

function stringList(at: At, who: string, key: string): string[] {
  if (!at.node) return [];
  const items = isScalarAt(at) ? [at] : seqOrFail(at, who, key);
  return items.map((item) => {
    const v = scalarValue(item);
    if (typeof v !== 'string' && typeof v !== 'number') fail(item, `${who}: '${key}' must be a list of strings but got ${describe(item)}`);
    const s = readString(item, { acceptNumbers: true, allowEmpty: true }).trim();
    if (s === '') fail(item, `${who}: '${key}' must not contain empty strings`);
    return s;
  });
}

function isScalarAt(at: At): boolean {
  const v = scalarValue(at);
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function seqOrFail(at: At, who: string, key: string): At[] {
  try {
    return seqItems(at);
  } catch {
    return fail(at, `${who}: '${key}' must be a list but got ${describe(at)}`);
  }
}

function seqOrSelf(at: At, i: number): At {
  return isScalarAt(at) ? at : seqItems(at)[i];
}
