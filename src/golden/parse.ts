/**
 * The golden set: YAML → validated questions. Every problem is an InputError naming
 * the file, line, column, the question id when known and the field, so a typo never silently
 * drops a label.
 */
import { ERROR_CODES } from '../errors';
import { MAX_ITEMS, MAX_LABELS_PER_QUESTION, MAX_STRING_CHARS } from '../limits';
import type { GoldenSet, Label, Question } from '../types';
import {
  abandon,
  attempt,
  checkKeys,
  checkMetadata,
  collecting,
  isMetadataKey,
  describe,
  fail,
  locate,
  mapEntries,
  METADATA_KEYS,
  parseYamlFile,
  readBoolean,
  readString,
  recordedCount,
  seqItems,
  suggest,
  scalarValue,
  type At,
  type Entry,
} from '../yaml';
import { evidenceKey, labelGroup, memberLabels, parseLabel } from './label';

const TOP_KEYS = ['questions'] as const;
export const QUESTION_KEYS = ['id', 'question', 'relevant', 'forbidden', 'required_facts', 'tags', 'answerable', 'draft', 'candidates'] as const;

/** Parses a golden-set file's text; `file` is only used in messages. Lists every mistake (up to 20) at once. */
export function parseGoldenSet(text: string, file: string): GoldenSet {
  return collecting(ERROR_CODES.GOLDEN, () => readGoldenSet(text, file));
}

function readGoldenSet(text: string, file: string): GoldenSet {
  const y = parseYamlFile(text, file, ERROR_CODES.GOLDEN);
  const root: At = { y, node: y.root, field: '' };
  if (!root.node) fail(root, "the golden set is empty: expected a 'questions:' list");
  const top = mapEntries(root, "a mapping with a 'questions' list");
  checkKeys(root, top, [...TOP_KEYS, ...METADATA_KEYS], 'the golden set');
  for (const e of top) if (isMetadataKey(e.key)) attempt(() => checkMetadata(e.value));
  const qEntry = top.find((e) => e.key === 'questions');
  // A misspelt 'questions' was reported as an unknown key; "no 'questions' key" would repeat it.
  if (!qEntry && mistypedAs(top, TOP_KEYS, 'questions') && recordedCount() > 0) abandon();
  if (!qEntry) fail(root, "the golden set has no 'questions' key");
  const items = seqItems(qEntry!.value, 'a list of questions');
  if (items.length === 0) fail(qEntry!.value, "the golden set has no questions: 'questions' is an empty list");
  if (items.length > MAX_ITEMS) fail(qEntry!.value, `the golden set has ${items.length} questions, more than the ${MAX_ITEMS} a report can carry`);

  // Linear checks only (Maps and Sets): a hostile golden set may be large.
  const seen = new Map<string, number>();
  let totalLabels = 0;
  const questions: Question[] = [];
  // Drafts (`draft: true`, written by `draft`) are kept apart: never scored, never gating.
  const drafts: Question[] = [];
  for (const item of items) {
    const q = attempt(() => parseQuestion(item));
    if (!q) continue;
    totalLabels += labelCount(q.relevant) + q.forbidden.length;
    if (totalLabels > MAX_ITEMS) {
      fail(item, `the golden set has more than ${MAX_ITEMS} labels in all, more than a report can carry`);
    }
    const prev = seen.get(q.id);
    if (prev !== undefined) {
      const idNode = mapEntries(item).find((e) => e.key === 'id')!.value.node;
      attempt(() => fail({ ...item, field: `${item.field}.id`, node: idNode }, `duplicate question id '${q.id}' (first used on line ${prev})`));
      continue;
    }
    seen.set(q.id, q.line);
    (q.draft ? drafts : questions).push(q);
  }
  return drafts.length ? { file, questions, drafts } : { file, questions };
}

/** Labels counted as written: a group counts its members. */
function labelCount(labels: readonly Label[]): number {
  return labels.reduce((n, l) => n + (l.any?.length ?? 1), 0);
}

/** Refuses a string the report could not carry (`mode: post` would refuse the report later). */
function boundedString(at: At, s: string, who?: string): string {
  if (s.length > MAX_STRING_CHARS) {
    fail(at, `${who ? `${who}: ` : ''}'${fieldName(at)}' is ${s.length} characters long, more than the ${MAX_STRING_CHARS} a report can carry`);
  }
  return s;
}

function fieldName(at: At): string {
  return at.field.replace(/^questions\[\d+\]\./, '');
}

function parseQuestion(item: At): Question {
  if (!item.node) fail(item, `'${item.field}' must be a question (a mapping with 'id' and 'question') but got nothing`);
  const entries = mapEntries(item, "a question (a mapping with 'id' and 'question')");
  const line = locate(item).line ?? 1;
  const byKey = new Map<string, Entry>();
  for (const e of entries) if (!byKey.has(e.key)) byKey.set(e.key, e);
  const get = (key: string): Entry | undefined => byKey.get(key);

  // The id first, so every later message can name the question.
  const idEntry = get('id');
  if (!idEntry || !idEntry.value.node) {
    // A typo such as 'idd' explains the missing id better than "no 'id'" does.
    checkKeys(item, entries, QUESTION_KEYS, `the question on line ${line}`);
    if (mistypedAs(entries, QUESTION_KEYS, 'id') && recordedCount() > 0) abandon();
    fail(idEntry ? idEntry.value : item, `the question on line ${line} has no 'id'`);
  }
  const idValue = scalarValue(idEntry!.value);
  if (typeof idValue !== 'string' && typeof idValue !== 'number') {
    fail(idEntry!.value, `'${idEntry!.value.field}' must be a string but got ${describe(idEntry!.value)}`);
  }
  const id = boundedString(idEntry!.value, readString(idEntry!.value, { acceptNumbers: true }).trim());
  const who = `question '${id.length > 80 ? `${id.slice(0, 77)}...` : id}'`;
  const failQ = (at: At, msg: string): never => fail(at, `${who}: ${msg}`);
  checkKeys(item, entries, QUESTION_KEYS, who);

  // Each key is read under attempt(), so one run reports every mistake in the question.
  const question = attempt(() => {
    const qEntry = get('question');
    if (!qEntry && mistypedAs(entries, QUESTION_KEYS, 'question') && recordedCount() > 0) abandon();
    if (!qEntry || !qEntry.value.node) failQ(qEntry ? qEntry.value : item, qEntry ? "'question' is empty" : "'question' is missing");
    if (typeof scalarValue(qEntry!.value) !== 'string') failQ(qEntry!.value, `'question' must be a string but got ${describe(qEntry!.value)}`);
    const text = (scalarValue(qEntry!.value) as string).trim();
    if (text === '') failQ(qEntry!.value, "'question' is empty");
    return boundedString(qEntry!.value, text, who);
  });

  let answerableFailed = true;
  const answerable =
    attempt(() => {
      const ansEntry = get('answerable');
      if (!ansEntry || !ansEntry.value.node) {
        answerableFailed = false;
        return true;
      }
      if (typeof scalarValue(ansEntry.value) !== 'boolean') failQ(ansEntry.value, `'answerable' must be true or false but got ${describe(ansEntry.value)}`);
      const v = readBoolean(ansEntry.value);
      answerableFailed = false;
      return v;
    }) ?? true;

  const draft = attempt(() => {
    const e = get('draft');
    if (!e || !e.value.node) return false;
    if (typeof scalarValue(e.value) !== 'boolean') failQ(e.value, `'draft' must be true or false but got ${describe(e.value)}`);
    return readBoolean(e.value);
  }) ?? false;
  const candEntry = get('candidates');
  const candidates = (candEntry ? attempt(() => labels(candEntry.value, who, 'candidates')) : []) ?? [];
  if (candEntry && !draft) {
    attempt(() => failQ(candEntry.value, "'candidates' are proposals for a draft: keep 'draft: true' until a person picks, or move the chosen labels to 'relevant' (retrieval-gate review)"));
  }

  const relEntry = get('relevant');
  const errorsBefore = recordedCount();
  const relevant = (relEntry ? attempt(() => labels(relEntry.value, who, 'relevant')) : []) ?? [];
  attempt(() => {
    // A draft waits for a person to pick its labels (retrieval-gate review).
    if (!answerable || relevant.length > 0 || draft) return;
    // Not "missing" or "empty" when the real cause was already reported: a misspelt key, a bad
    // 'answerable', or labels that failed to read.
    if (recordedCount() > errorsBefore || (!relEntry && mistypedAs(entries, QUESTION_KEYS, 'relevant'))) return;
    if (get('answerable') && answerableFailed) return;
    failQ(
      relEntry ? relEntry.value : item,
      relEntry
        ? "'relevant' is empty; an answerable question needs at least one label (or set 'answerable: false')"
        : "'relevant' is missing; an answerable question needs at least one label (or set 'answerable: false')",
    );
  });
  const forbEntry = get('forbidden');
  const forbidden = (forbEntry ? attempt(() => labels(forbEntry.value, who, 'forbidden')) : []) ?? [];
  const relevantRaw = new Set(relevant.flatMap((r) => memberLabels(r).map((m) => m.raw)));
  for (const [i, f] of forbidden.entries()) {
    if (relevantRaw.has(f.raw)) attempt(() => failQ(seqOrSelf(forbEntry!.value, i), `label '${f.raw}' is both relevant and forbidden`));
  }
  attempt(() => {
    if (labelCount(relevant) + forbidden.length > MAX_LABELS_PER_QUESTION) {
      failQ(relEntry?.value ?? item, `has ${labelCount(relevant) + forbidden.length} labels, more than the ${MAX_LABELS_PER_QUESTION} allowed on one question`);
    }
  });
  const factsEntry = get('required_facts');
  const requiredFacts = (factsEntry ? attempt(() => stringList(factsEntry.value, who, 'required_facts')) : []) ?? [];
  const tagsEntry = get('tags');
  const tags = (tagsEntry ? attempt(() => stringList(tagsEntry.value, who, 'tags')) : []) ?? [];

  const q: Question = { id, question: question ?? '', relevant, forbidden, requiredFacts, tags: [...new Set(tags)], answerable, line };
  if (draft) {
    q.draft = true;
    q.candidates = candidates;
  }
  return q;
}

/** A list of labels (a single string reads as a one-item list); duplicates found with a Set, not by scanning. */
function labels(at: At, who: string, key: string): Label[] {
  if (!at.node) return [];
  const items = isScalarAt(at) ? [at] : boundedList(seqOrFail(at, who, key), at, who, key);
  const out: Label[] = [];
  // Keyed by identity as evidence: a group is its members in any order (two such groups would count twice).
  const seen = new Map<string, { label: Label; line: number }>();
  for (const item of items) {
    attempt(() => {
      const label = key === 'relevant' && isGroupAt(item) ? anyGroup(item, who) : oneLabel(item, who, key);
      const first = seen.get(evidenceKey(label));
      if (first && first.label.raw === label.raw) fail(item, `${who}: label '${label.raw}' is listed twice in '${key}'`);
      if (first) fail(item, `${who}: label group '${label.raw}' has the same members as the group on line ${first.line} ('${first.label.raw}'), in another order: one piece of evidence would count twice`);
      seen.set(evidenceKey(label), { label, line: locate(item).line ?? 1 });
      out.push(label);
    });
  }
  return out;
}

/** One plain label: a string `path` or `path#anchor`. */
function oneLabel(item: At, who: string, key: string): Label {
  const v = scalarValue(item);
  const groups = key === 'relevant' ? "; sections that answer equally well go in one group, '{any: [a.md#x, b.md#y]}'" : '';
  if (typeof v !== 'string') fail(item, `${who}: '${key}' must be a list of labels ('path' or 'path#anchor') but got ${describe(item)}${groups}`);
  boundedString(item, v as string, who);
  const parsed = parseLabel(v as string);
  if ('error' in parsed) fail(item, `${who}: ${parsed.error}`);
  return (parsed as { label: Label }).label;
}

/** Whether a `relevant` item is a mapping (the only mapping a label list holds is an `any:` group). */
function isGroupAt(item: At): boolean {
  return !!item.node && !isScalarAt(item) && (() => {
    try {
      mapEntries(item);
      return true;
    } catch {
      return false;
    }
  })();
}

/**
 * An "any of" group, `{any: [a, b]}`: one piece of evidence, found when any member is. Members are
 * plain labels (a group inside a group would mean the same as one flat group, so it is refused).
 */
function anyGroup(item: At, who: string): Label {
  const entries = mapEntries(item);
  const before = recordedCount();
  checkKeys(item, entries, ['any'], `${who}: a label group`);
  const anyEntry = entries.find((e) => e.key === 'any');
  // A misspelt 'any' was just reported as an unknown key: "no 'any' key" would say it twice.
  if (!anyEntry && recordedCount() > before) abandon();
  if (!anyEntry) fail(item, `${who}: a label group is written '{any: [label, label]}' but this mapping has no 'any' key`);
  const at = anyEntry!.value;
  const items = at.node && !isScalarAt(at) ? boundedList(seqOrFail(at, who, 'any'), at, who, 'any') : [];
  if (items.length === 0) fail(at, `${who}: 'any' must list at least one label, e.g. '{any: [cli.md#install, guide.md#setup]}'`);
  const members: Label[] = [];
  const seen = new Set<string>();
  for (const m of items) {
    if (isGroupAt(m)) fail(m, `${who}: an 'any' group lists plain labels, not another group (write one group with all of them)`);
    const label = oneLabel(m, who, 'any');
    if (seen.has(label.raw)) fail(m, `${who}: label '${label.raw}' is listed twice in one 'any' group`);
    seen.add(label.raw);
    members.push(label);
  }
  return labelGroup(members);
}

function stringList(at: At, who: string, key: string): string[] {
  if (!at.node) return [];
  const items = isScalarAt(at) ? [at] : boundedList(seqOrFail(at, who, key), at, who, key);
  const out: string[] = [];
  for (const item of items) {
    attempt(() => {
      const v = scalarValue(item);
      if (typeof v !== 'string' && typeof v !== 'number') fail(item, `${who}: '${key}' must be a list of strings but got ${describe(item)}`);
      const s = readString(item, { acceptNumbers: true, allowEmpty: true }).trim();
      if (s === '') fail(item, `${who}: '${key}' must not contain empty strings`);
      out.push(boundedString(item, s, who));
    });
  }
  return out;
}

/** A list longer than one question may hold is refused before any item is read. */
function boundedList(items: At[], at: At, who: string, key: string): At[] {
  if (items.length > MAX_LABELS_PER_QUESTION) {
    fail(at, `${who}: '${key}' has ${items.length} items, more than the ${MAX_LABELS_PER_QUESTION} allowed on one question`);
  }
  return items;
}

/** Whether an unknown key among `entries` is a near miss of `key` (already reported with a "did you mean"). */
function mistypedAs(entries: readonly Entry[], allowed: readonly string[], key: string): boolean {
  return entries.some((e) => !allowed.includes(e.key) && suggest(e.key, allowed) === key);
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
