/**
 * The hand-labelled examples `judge-check` measures the judge against (docs/answers.md):
 *
 *   examples:
 *     - id: J01                  # optional, shown in disagreements (default: its position)
 *       question: …              # optional for facts, required for declines: what was asked
 *       answer: …                # the answer to judge
 *       fact: …                  # a required fact → verdict supported | missing | contradicted
 *       verdict: supported
 *     - answer: I cannot answer that from the documentation.
 *       question: Do you sell gift cards?
 *       verdict: declined        # no fact → verdict declined | answered
 *
 * Errors name the file, line and field. Pure: text in, examples out.
 */
import { ERROR_CODES } from '../errors';
import { DECLINE_VERDICTS, FACT_VERDICTS } from '../report/answers-types';
import { anyString, section } from '../config/read';
import { child, fail, parseYamlFile, readString, seqItems, scalarValue, type At } from '../yaml';

export interface LabelledExample {
  id: string;
  question: string;
  answer: string;
  /** Absent for a decline example. */
  fact?: string;
  verdict: string;
  line: number;
}

/** At most this many examples: each costs a judge call. */
export const MAX_LABELLED_EXAMPLES = 10_000;

/** Parses a labels file. */
export function parseLabels(text: string, file: string): LabelledExample[] {
  const y = parseYamlFile(text, file, ERROR_CODES.USAGE);
  const root: At = { y, node: y.root, field: '' };
  if (!y.root) fail(root, 'the labels file is empty; it needs `examples:` (a list of {answer, fact, verdict})');
  const top = section(root, ['examples']);
  if (!top.examples) fail({ ...root, field: 'examples' }, "'examples' is required: a list of {answer, fact, verdict}");
  const items = seqItems(top.examples);
  if (items.length === 0) fail(top.examples, "'examples' must list at least one example");
  if (items.length > MAX_LABELLED_EXAMPLES) fail(top.examples, `'examples' has ${items.length} items, more than the ${MAX_LABELLED_EXAMPLES} allowed`);
  const seen = new Set<string>();
  return items.map((item, i) => {
    if (!item.node) fail(item, `'${item.field}' must be a mapping with 'answer' and 'verdict' but got nothing`);
    const s = section(item, ['id', 'question', 'answer', 'fact', 'verdict']);
    const req = (k: string) => s[k] ?? fail({ ...item, field: child(item.field, k) }, `'${child(item.field, k)}' is required`);
    const id = s.id ? readString(s.id, { acceptNumbers: true }) : `#${i + 1}`;
    if (seen.has(id)) fail(s.id ?? item, `'${child(item.field, 'id')}' '${id}' is used twice`);
    seen.add(id);
    const answer = anyString(req('answer'));
    const fact = s.fact ? readString(s.fact) : undefined;
    const verdictAt = req('verdict');
    const verdict = String(scalarValue(verdictAt) ?? '');
    const allowed: readonly string[] = fact !== undefined ? FACT_VERDICTS : DECLINE_VERDICTS;
    if (!allowed.includes(verdict)) {
      const kind = fact !== undefined ? 'an example with a fact' : 'an example without a fact (a decline)';
      fail(verdictAt, `'${verdictAt.field}' of ${kind} must be one of ${allowed.map((a) => `'${a}'`).join(', ')} but got '${verdict}'`);
    }
    const question = s.question ? anyString(s.question) : fact === undefined ? anyString(req('question')) : '';
    const line = item.node?.range ? y.lineCounter.linePos(item.node.range[0]).line : 1;
    return fact !== undefined ? { id, question, answer, fact, verdict, line } : { id, question, answer, verdict, line };
  });
}
