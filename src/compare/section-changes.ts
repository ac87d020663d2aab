/**
 * What the PR wrote, section by section. A document the PR changed keeps most of its sections as
 * they were: only a chunk whose own text (heading trail and body) is not among the base document's
 * chunks was written by this change. The ✏️/🆕 marks, the "evidence edited" note and the
 * golden-set coverage of the change all read this map, so a one-line edit to a long page marks
 * one section, not every chunk of the page.
 */
import type { Coverage, QuestionComparison } from '../report/types';
import type { Chunk, Doc, RetrievedChunk } from '../types';
import { chunkBodyHash } from './section-text';

export type SectionChange = 'added' | 'changed';

/** A chunk's own text as a key: its heading trail and its body (a hash when the text was not kept). */
function textKey(c: Chunk): string {
  return `${c.trail.map((h) => h.text).join('\u0000')}\u0001${chunkBodyHash(c)}\u0001${c.part}`;
}

/**
 * Head chunk id → `added` (its document is new, or its id was not in the base document) or
 * `changed` (same id, other text), for the chunks whose own text this change wrote. Chunks of
 * documents the PR did not touch, and unchanged sections of documents it did, are absent.
 */
export function sectionChanges(baseDocs: readonly Doc[], headDocs: readonly Doc[], docChanges: ReadonlyMap<string, SectionChange>): Map<string, SectionChange> {
  const baseByPath = new Map(baseDocs.map((d) => [d.path, d]));
  const out = new Map<string, SectionChange>();
  for (const d of headDocs) {
    const change = docChanges.get(d.path);
    if (!change) continue;
    const before = baseByPath.get(d.path);
    if (change === 'added' || !before) {
      for (const c of d.chunks) out.set(c.id, 'added');
      continue;
    }
    const keys = new Set(before.chunks.map(textKey));
    // A new id where the base had a section whose id is gone (same place in the order, same depth,
    // same part) is a renamed heading: an edit, not an added section. Read from ids and trails
    // alone, which a cached base side keeps too, so a cached and a fresh run mark alike.
    const headIds = new Set(d.chunks.map((c) => c.id));
    const at = new Map(before.chunks.map((c, i) => [c.id, i]));
    let next = 0;
    for (const c of d.chunks) {
      const i = at.get(c.id);
      let renamed = false;
      if (i !== undefined) next = i + 1;
      else {
        const b = before.chunks[next];
        renamed = b !== undefined && !headIds.has(b.id) && b.part === c.part && b.trail.length === c.trail.length;
        if (renamed) next++;
      }
      if (!keys.has(textKey(c))) out.set(c.id, i !== undefined || renamed ? 'changed' : 'added');
    }
  }
  return out;
}

/** A section's id: the chunk id without the `:2`, `:3`… of the further parts of a split section. */
export function sectionOf(chunkId: string): string {
  return chunkId.replace(/:\d+$/, '');
}

/** A retrieved chunk with the mark of its own section (none when only other sections of its page changed). */
export function markChunk(c: RetrievedChunk, edited: ReadonlyMap<string, SectionChange>): RetrievedChunk {
  const { change: _docLevel, ...rest } = c;
  const own = edited.get(c.id);
  return own ? { ...rest, change: own } : rest;
}

/** Re-marks a compared question's head chunks by section, and notes the evidence sections this change wrote. */
export function markQuestion(q: QuestionComparison, evidence: readonly string[], edited: ReadonlyMap<string, SectionChange>): void {
  q.head = { ...q.head, retrieved: q.head.retrieved.map((c) => markChunk(c, edited)) };
  q.displaced_by = q.displaced_by.map((c) => markChunk(c, edited));
  const sections = [...new Set(evidence.filter((id) => edited.has(id)).map(sectionOf))];
  if (!sections.length || !q.answerable) return;
  q.evidence_edited = sections;
  // Added, not edited, when every part of the section is new: a section that grew a part is an edit.
  const added = sections.filter((s) => evidence.every((id) => sectionOf(id) !== s || edited.get(id) === 'added'));
  if (added.length) q.evidence_added = added;
}

/**
 * How much of what the PR wrote the golden set covers: the sections it added or rewrote, and
 * which of them are the evidence of some question. Undefined when it wrote no section.
 */
export function changeCoverage(edited: ReadonlyMap<string, SectionChange>, headDocs: readonly Doc[], evidence: ReadonlySet<string>): Coverage | undefined {
  const sections = new Map<string, { section: string; path: string; change: SectionChange; covered: boolean }>();
  const pathOf = new Map(headDocs.flatMap((d) => d.chunks.map((c) => [c.id, d.path] as const)));
  for (const [id, change] of edited) {
    const key = sectionOf(id);
    const s = sections.get(key) ?? { section: key, path: pathOf.get(id) ?? key.split('#')[0], change, covered: false };
    // A section is rewritten when any part of it existed; added only when all of it is new.
    if (change === 'changed') s.change = 'changed';
    if (evidence.has(id)) s.covered = true;
    sections.set(key, s);
  }
  if (!sections.size) return undefined;
  const all = [...sections.values()].sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0));
  const uncovered = all.filter((s) => !s.covered).map(({ covered: _c, ...s }) => s);
  return {
    sections: all.length,
    added: all.filter((s) => s.change === 'added').length,
    covered: all.length - uncovered.length,
    uncovered,
  };
}
