/**
 * The golden set `init` writes: a starter that `validate` accepts and that gates nothing. It is not
 * a set of questions made from the docs: questions written while reading the docs share their
 * headings' words, always pass, and measure nothing (on one public docs site such a set scored
 * recall@5 0.92 where questions users asked scored 0.56). So it holds one placeholder, a draft
 * (never scored, never failing a check), with a real page of the scope as its candidate to show
 * what a label looks like, and says how to fill the set from what users asked: `draft`, then
 * `review`. Pure: the scope's documents in, text out.
 */
import { DEFAULT_GOLDEN_PATH } from '../config/types';
import { yamlString } from '../draft/yaml-spans';
import { unsafeInYaml } from '../source/paths-filter';
import { DOCS_URL } from './text';

/** The placeholder question's id. */
export const STARTER_ID = 'starter-001';

/** The page shown as the placeholder's candidate: the shallowest document, a landing page (index, README) first. */
export function starterPage(docs: readonly string[]): string | null {
  const depth = (p: string) => p.split('/').length;
  const landing = (p: string) => (/^(index|readme|_index|intro|introduction)\.[^/]*$/i.test(p.slice(p.lastIndexOf('/') + 1)) ? 0 : 1);
  // A name a label cannot spell (`#` starts an anchor) or that a YAML comment line cannot hold is not offered.
  const labelable = docs.filter((p) => !p.includes('#') && ![...p].some(unsafeInYaml));
  const sorted = [...labelable].sort((a, b) => depth(a) - depth(b) || landing(a) - landing(b) || (a < b ? -1 : a > b ? 1 : 0));
  return sorted[0] ?? null;
}

/** The text of `.github/retrieval-golden.yml` for a scope holding `docs`. */
export function starterGoldenText(docs: readonly string[]): string {
  const page = starterPage(docs);
  const lines = [
    `# ${DEFAULT_GOLDEN_PATH}: the questions retrieval-gate asks at a pull request's base and head,`,
    '# each labelled with the sections that answer it (`path`, or `path#heading-anchor`).',
    `# How to write one: ${DOCS_URL}/golden-set-guide.md`,
    '#',
    '# STARTER. The one question below is a placeholder, and a draft (`draft: true`): drafts are never',
    '# scored and never fail a check, so this file can be committed as it is. The gate measures once',
    '# reviewed questions are here. To fill it:',
    '#   1. retrieval-gate draft --questions questions.txt',
    '#      questions.txt: what users really asked (support tickets, chat logs, docs searches), one',
    '#      question a line, or a CSV or JSON lines export with a `question` field. Each question',
    '#      becomes a draft here, with the sections most likely to answer it as candidates.',
    '#   2. retrieval-gate review',
    '#      for each draft, pick the candidates that answer it (or mark it unanswerable); delete this',
    '#      placeholder there (key d).',
    "# Do not write questions while reading the docs' headings: they share the headings' words, always",
    '# pass, and the set then measures nothing. 20 to 50 real questions are a good start.',
    'questions:',
    `  - id: ${STARTER_ID}`,
    "    question: 'Placeholder: replace it with a question your users really asked'",
    '    draft: true',
    ...(page ? ['    candidates:', `      - ${yamlString(page)}  # a page of the docs scope: what a label looks like`] : ['    candidates: []']),
  ];
  return `${lines.join('\n')}\n`;
}
