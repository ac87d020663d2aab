/**
 * Drafts appended to a golden-set file: each new question at the end of `questions`, indented as
 * the file's own questions are, with `draft: true` and its `candidates` (each with its heading
 * trail as a comment, for whoever edits by hand), an id no question of the file has, and a comment
 * saying where in the log it came from. Everything already in the file stays byte for byte
 * (spliced in, draft/yaml-spans.ts). Pure: text in, text out.
 */
import { ERROR_CODES, InputError } from '../errors';
import { showControls } from '../util/show-controls';
import type { Candidate } from './candidates';
import { columnOf, nextLineStart, parseForEdit, questionIds, yamlString } from './yaml-spans';

/** One question to append. */
export interface NewDraft {
  question: string;
  count: number;
  /** Lines of the log it was asked on (the first few). */
  lines: number[];
  candidates: Candidate[];
  /** Set when it did not come from a log (drafted from a section): the comment says this instead. */
  origin?: string;
  tags?: string[];
}

/** Id prefix of drafted questions (`draft-001`, …), numbered past any id the file already has. */
const ID_PREFIX = 'draft-';

/** Ids for `n` new questions that collide with none of `taken`. */
export function freshIds(taken: ReadonlySet<string>, n: number): string[] {
  const out: string[] = [];
  for (let i = 1; out.length < n; i++) {
    const id = `${ID_PREFIX}${String(i).padStart(3, '0')}`;
    if (!taken.has(id)) out.push(id);
  }
  return out;
}

/** A heading trail as one safe comment line: line breaks and tabs as spaces, other controls shown as `\x1B` (a comment has no escapes). */
function commentText(s: string): string {
  return showControls(s.replace(/[\t\n\r\u2028\u2029]+/g, ' ')).trim();
}

function itemText(indent: string, id: string, d: NewDraft, source: string): string {
  const inner = `${indent}  `;
  const where = d.origin ?? `${source} line${d.lines.length > 1 ? 's' : ''} ${d.lines.join(', ')}${d.count > d.lines.length ? ', …' : ''}`;
  const said = d.origin ? commentText(d.origin) : `asked ${d.count} time${d.count === 1 ? '' : 's'} (${commentText(where)})`;
  const lines = [`${indent}# draft: ${said}`, `${indent}- id: ${id}`, `${inner}question: ${yamlString(d.question)}`, `${inner}draft: true`];
  if (d.tags?.length) lines.push(`${inner}tags: [${d.tags.map(yamlString).join(', ')}]`);
  if (d.candidates.length) {
    lines.push(`${inner}candidates:`);
    for (const c of d.candidates) lines.push(`${inner}  - ${yamlString(c.label)}  # ${commentText(c.heading)}`);
  } else lines.push(`${inner}candidates: []`);
  return `${lines.join('\n')}\n`;
}

/**
 * The file's text with `drafts` appended, and their ids. `text` null or blank: a new golden set.
 * `source`: the log's name, for the comments.
 */
export function appendDrafts(text: string | null, file: string, drafts: readonly NewDraft[], source: string): { text: string; ids: string[] } {
  if (text === null || text.trim() === '') {
    const ids = freshIds(new Set(), drafts.length);
    return { text: `${text ?? ''}questions:\n${drafts.map((d, i) => itemText('  ', ids[i], d, source)).join('')}`, ids };
  }
  const g = parseForEdit(text, file);
  const ids = freshIds(questionIds(g), drafts.length);
  const seq = g.questions;
  // A block list: the new items go after its last item, indented like its first `-`.
  if (seq && seq.items.length && seq.range && !seq.flow) {
    const at = nextLineStart(g.body, seq.range[1]);
    const indent = ' '.repeat(columnOf(g.body, seq.range[0]));
    const glue = at === g.body.length && !g.body.endsWith('\n') ? '\n' : '';
    const added = drafts.map((d, i) => itemText(indent, ids[i], d, source)).join('');
    return { text: g.bom + g.body.slice(0, at) + glue + added + g.body.slice(at), ids };
  }
  // A flow list with questions in it would have to be rewritten whole: asked for instead.
  if (seq && seq.items.length) {
    throw new InputError(ERROR_CODES.GOLDEN, "'questions' is a flow list ('[...]'): draft appends to a block list, one '- id: …' item a line; rewrite it so and run again", { file, field: 'questions' });
  }
  // No 'questions' key, or an empty one (`questions:`, `questions: []`): the key is written anew at the end.
  let body = g.body;
  const pair = /^questions[ \t]*:(?:[ \t]*\[[ \t]*\])?[ \t]*(?:#.*)?(?:\n|$)/m;
  body = body.replace(pair, '');
  const sep = body === '' || body.endsWith('\n') ? '' : '\n';
  return { text: `${g.bom}${body}${sep}questions:\n${drafts.map((d, i) => itemText('  ', ids[i], d, source)).join('')}`, ids };
}
