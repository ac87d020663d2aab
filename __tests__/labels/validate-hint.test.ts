/** The job-log line that points a pull request adding or editing the golden set at `validate`. */
import { validateHint } from '../../src/github/validate-hint';

const broken = (side: 'head' | 'base') => ({ question: 'Q1', label: 'a.md#x', side });

test('a golden set added or edited in the pull request: the hint, with --golden when not the default path', () => {
  expect(validateHint({ golden: { file: 'g.yml', questions: 3, changed_in_pr: true }, broken_labels: [] }, '.github/retrieval-golden.yml')).toBe(
    "retrieval-gate: this pull request adds or edits the golden set: check every label locally before pushing with 'npx retrieval-gate validate' (it fails on a label that names nothing, and warns on numbered anchors such as #options-2 that move when a page is reordered)",
  );
  expect(validateHint({ golden: { file: 'qa/golden.yml', questions: 3, changed_in_pr: true }, broken_labels: [] }, 'qa/golden.yml')).toContain("'npx retrieval-gate validate --golden qa/golden.yml'");
});

test('labels broken at head: the hint counts them; unchanged and clean: no hint; a label fixed at base only: no hint', () => {
  expect(validateHint({ golden: { file: 'g.yml', questions: 3, changed_in_pr: false }, broken_labels: [broken('head'), broken('head')] }, 'g.yml')).toMatch(/^retrieval-gate: 2 golden-set labels need fixing: /);
  expect(validateHint({ golden: { file: 'g.yml', questions: 3, changed_in_pr: false }, broken_labels: [] }, 'g.yml')).toBeNull();
  expect(validateHint({ golden: { file: 'g.yml', questions: 3, changed_in_pr: false }, broken_labels: [broken('base')] }, 'g.yml')).toBeNull();
});
