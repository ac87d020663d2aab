/**
 * `draft --generate N`: questions a chat model drafts from sampled sections, to add coverage a
 * log does not have. Generating is the shortcut that measures nothing when the questions copy the
 * docs' words (a set written while reading the docs scores far above one written from what users
 * ask), so the model is told the shape to write (the guide's mix: lookup, condition or exception,
 * version-sensitive, unanswerable), told not to reuse the section's heading words, and a question
 * that still shares more than half its content words with the heading trail is dropped afterwards.
 * Each is labelled with the section it came from, `draft: true` all the same: a person reviews it.
 * Pure: sections in, prompts and checks out; the engine sends them (engine/run-draft.ts).
 */
import type { ChatRequest } from '../answers/chat';
import type { Analyzer } from '../retrieve/bm25/analyzer';
import type { Chunk } from '../types';
import { mulberry32 } from '../util/prng';
import { headingLine, sectionLabel } from './candidates';

/** The shapes asked for, in turn (docs/golden-set-guide.md "Mix the shapes"; two-section questions need two sections a person picks). */
export const SHAPES = [
  { tag: 'lookup', ask: 'a plain lookup: one fact the section states' },
  { tag: 'condition', ask: 'a condition or exception: a case the section treats differently from the usual one' },
  { tag: 'version', ask: 'version-sensitive: about what changed, or holds only for some versions or settings, as the section says' },
  { tag: 'unanswerable', ask: 'unanswerable: a question a user might ask about the same subject that the section does NOT answer' },
] as const;

/** Share of a question's content words found in its section's heading trail above which it is dropped. */
export const MAX_HEADING_OVERLAP = 0.5;
/** Sections shorter than this say too little to ask about. */
const MIN_SECTION_CHARS = 200;
const SECTION_CHARS = 2000;
const MAX_QUESTION_TOKENS = 120;

/** The system prompt: also what a loopback test server recognises a generation request by. */
export const GENERATE_SYSTEM = 'You write one question a user of this documentation might ask. Reply with JSON only: {"question": "..."}.';

/** One section to draft a question from. */
export interface SampledSection {
  label: string;
  heading: string;
  text: string;
  shape: (typeof SHAPES)[number];
}

/**
 * `n` sections, one per page before a second from any page, in an order a seed decides (the same
 * inputs, the same sample), skipping sections already labelled or too short.
 */
export function sampleSections(chunks: readonly Chunk[], n: number, skip: ReadonlySet<string>, seed = 29): SampledSection[] {
  const byPage = new Map<string, Chunk[]>();
  const seen = new Set<string>();
  for (const c of chunks) {
    const label = sectionLabel(c);
    if (c.part > 0 || seen.has(label) || skip.has(label) || c.text.trim().length < MIN_SECTION_CHARS) continue;
    seen.add(label);
    const list = byPage.get(c.path);
    if (list) list.push(c);
    else byPage.set(c.path, [c]);
  }
  const rand = mulberry32(seed);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const pages = shuffle([...byPage.keys()].sort()).map((p) => shuffle(byPage.get(p)!));
  const out: SampledSection[] = [];
  for (let round = 0; out.length < n && pages.some((p) => p.length > round); round++) {
    for (const p of pages) {
      if (out.length >= n) break;
      const c = p[round];
      if (c) out.push({ label: sectionLabel(c), heading: headingLine(c), text: c.text.slice(0, SECTION_CHARS), shape: SHAPES[out.length % SHAPES.length] });
    }
  }
  return out;
}

/** The request for one section. */
export function generateRequest(s: SampledSection, model: string): ChatRequest {
  const user = [
    `Write ${s.shape.ask}.`,
    'Write it as a user types it: their own words, not the documentation\'s; do not use the words of the heading below.',
    '',
    `<<<HEADING\n${s.heading}\nHEADING>>>`,
    `<<<SECTION\n${s.text}\nSECTION>>>`,
  ].join('\n');
  return { model, messages: [{ role: 'system', content: GENERATE_SYSTEM }, { role: 'user', content: user }], maxTokens: MAX_QUESTION_TOKENS, json: true, what: `draft a ${s.shape.tag} question from ${s.label}` };
}

/**
 * A reply without the Markdown code fence a model often wraps JSON in. By hand, not a regex: a
 * pattern for the closing fence (`\s*```$`) rescans the reply's tail from every blank.
 */
function unfenced(content: string): string {
  let t = content.trim();
  if (t.startsWith('```')) t = t.slice(t.startsWith('```json') ? 7 : 3).trimStart();
  if (t.endsWith('```')) t = t.slice(0, -3).trimEnd();
  return t;
}

/** The question in a reply, or why the reply is not usable (the caller asks once more). */
export function readGenerated(content: string): { question: string } | { problem: string } {
  let v: unknown;
  try {
    v = JSON.parse(unfenced(content));
  } catch {
    return { problem: 'the reply is not JSON' };
  }
  const q = (v as { question?: unknown } | null)?.question;
  if (typeof q !== 'string' || q.trim().length < 8) return { problem: 'the reply has no "question" string' };
  return { question: q.replace(/\s+/g, ' ').trim().slice(0, 300) };
}

/** Share of the question's content words (analysed: stemmed, no stopwords) that its heading trail holds. */
export function headingOverlap(question: string, heading: string, analyzer: Analyzer): number {
  const words = [...new Set(analyzer.analyze(question))];
  if (!words.length) return 1;
  const inHeading = new Set(analyzer.analyze(heading));
  return words.filter((w) => inHeading.has(w)).length / words.length;
}
