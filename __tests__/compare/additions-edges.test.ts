/**
 * What the PR wrote, at two edges: a chunk of a page the PR added that enters a question's top
 * pass_k as its evidence is no displacement (the page is not listed as pushing that question's
 * evidence out); and a section whose heading the PR renamed is an edited section ("changed"), not
 * an added one, while a section appended to the same page is added.
 */
import { parseDocument } from '../../src/chunk/document';
import { additionsImpact } from '../../src/compare/additions';
import { sectionChanges } from '../../src/compare/section-changes';
import { DEFAULT_CONFIG } from '../../src/config/types';
import type { Doc } from '../../src/types';
import { qr, rc } from './helpers';

test('a relevant chunk of an added page entering the top pass_k displaces nothing', () => {
  const L = 'a.md#x';
  const N = 'new.md#answer';
  const base = qr('Q1', [L, N], [rc(1, 'b.md#1'), rc(2, 'a.md#x', [L])], { resolved: [true, false], passK: 3 });
  // The added page's section answers the question and enters at rank 1; the old evidence stays in the top 3.
  const head = qr('Q1', [L, N], [rc(1, N, [N], { change: 'added' }), rc(2, 'b.md#1'), rc(3, 'a.md#x', [L])], { passK: 3 });
  const [added] = additionsImpact([{ path: 'new.md', change: 'added', chunks: 1 }], [{ id: 'Q1', base, head }], 3);
  expect(added).toMatchObject({ path: 'new.md', questions: [], displaced: [] });
  // Its precision gain is its own.
  expect(added.precision_delta).toBeCloseTo(1 / 3, 12);
});

const md = (path: string, text: string): Doc => parseDocument({ path, hash: `h:${text}`, text, size: text.length }, DEFAULT_CONFIG.chunking);

test('a renamed heading marks its section changed; a section appended to the page is added; the untouched one nothing', () => {
  const base = md('g.md', '# Guide\n\nIntro.\n\n## Alpha\n\nAlpha text stays.\n\n## Beta\n\nBeta text stays too.\n');
  const head = md('g.md', '# Guide\n\nIntro.\n\n## Alpha\n\nAlpha text stays.\n\n## Bravo\n\nBeta text stays too.\n\n## Gamma\n\nA new section.\n');
  const edited = sectionChanges([base], [head], new Map([['g.md', 'changed' as const]]));
  expect(Object.fromEntries(edited)).toEqual({ 'g.md#bravo': 'changed', 'g.md#gamma': 'added' });
});
