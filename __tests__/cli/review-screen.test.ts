// review's screen on streams (the keys typed into a stream, every screen collected): `m` switches
// how several toggled candidates are written, the line under them says what Enter will write, the
// decision carries the mode, and the next screen says what was written; the whole question is
// wrapped to the terminal's width. The same in a real terminal: __tests__/draft/review-tty.test.ts.
import type { Decision } from '../../src/draft/decide';
import type { ReviewItem } from '../../src/draft/review-queue';
import { runReviewScreen, type ReviewActions } from '../../src/cli/review-screen';
import { streamTerminal } from '../support/review-terminal';

const QUESTION = 'I bought headphones from the refurbished outlet three weeks ago and they stopped working: how long do I have to send them back, and is the refund paid to my card?';

function actions(decided: Array<[string, Decision]>): ReviewActions {
  return {
    describe: (label) => ({ label, kind: label.includes('#') ? 'section' : 'page', heading: `Heading of ${label}`, passage: { text: `What ${label} says. `.repeat(12).trim(), before: false, after: false } }),
    terms: (t) => t.toLowerCase().match(/[a-z]+/g) ?? [],
    search: async () => [],
    page: async () => [],
    decide: async (item, d) => {
      decided.push([item.id, d]);
    },
  };
}

const items: ReviewItem[] = [
  { id: 'draft-001', question: QUESTION, kind: 'draft', candidates: ['returns.md#refurbished-products', 'billing/refunds.md', 'returns.md#return-windows'] },
  { id: 'draft-002', question: 'Can I collect my order in a shop?', kind: 'draft', candidates: ['store-pickup.md#where', 'store-pickup.md#who'] },
  { id: 'draft-003', question: 'Do you deliver abroad?', kind: 'draft', candidates: ['shipping.md#abroad'] },
];

test('m then Enter: several labels, all needed; the line under the candidates said so before, the next screen after', async () => {
  const decided: Array<[string, Decision]> = [];
  const t = streamTerminal(70);
  // draft-001: 1, 2, m (all needed), Enter. draft-002: 1, 2, Enter (either answers, the default). Then quit.
  t.type('12m\r12\rq');
  const tally = await runReviewScreen(items, t.term, 'g.yml', actions(decided));
  expect(decided).toEqual([
    ['draft-001', { kind: 'accept', labels: ['returns.md#refurbished-products', 'billing/refunds.md'], mode: 'all' }],
    ['draft-002', { kind: 'accept', labels: ['store-pickup.md#where', 'store-pickup.md#who'], mode: 'any' }],
  ]);
  expect(tally).toMatchObject({ accepted: 2, allNeeded: 1, left: 1 });
  const screens = t.screens().map((s) => s.split('\n'));
  const flat = (s: string[]) => s.join(' ').replace(/\s+/g, ' ');
  // Before m: either answers, one group; after m: all needed, each its own label; the page said whole.
  const beforeM = screens.find((s) => flat(s).includes('[x] 2.'))!;
  expect(flat(beforeM)).toContain('Enter writes: relevant: [{any: [returns.md#refurbished-products, billing/refunds.md]}] (billing/refunds.md: the whole page), either answers');
  const afterM = screens.find((s) => flat(s).includes('several toggled: all needed, each a label of its own'))!;
  expect(flat(afterM)).toContain('Enter writes: relevant: [returns.md#refurbished-products, billing/refunds.md] (billing/refunds.md: the whole page), all needed');
  expect(flat(afterM)).toContain('billing/refunds.md · page: labels the whole page');
  // The next question's first screen says what was written.
  const next = screens.find((s) => s[0].includes('2 of 3 · draft-002'))!;
  expect(flat(next)).toContain('saved draft-001: relevant: [returns.md#refurbished-products, billing/refunds.md], all needed; billing/refunds.md labels the whole page');
  const third = screens.find((s) => s[0].includes('3 of 3 · draft-003'))!;
  expect(flat(third)).toContain('saved draft-002: relevant: [{any: [store-pickup.md#where, store-pickup.md#who]}], either answers');
  // The whole question, wrapped within the width: no line wider, no word lost.
  const first = screens[0];
  expect(first.every((l) => l.length <= 69)).toBe(true);
  const at = first.findIndex((l) => l.startsWith('  I bought'));
  const end = first.findIndex((l, i) => i > at && l === '');
  expect(end - at).toBeGreaterThan(1);
  expect(first.slice(at, end).map((l) => l.trim()).join(' ')).toBe(QUESTION);
});

test('a newly failing question: m says its sections join the dropped label in one group', async () => {
  const decided: Array<[string, Decision]> = [];
  const t = streamTerminal(120);
  t.type('m1\r');
  await runReviewScreen([{ id: 'R01', question: 'How long to return?', kind: 'miss', candidates: ['returns.md#returns'], groupWith: 'returns.md#return-windows' }], t.term, 'g.yml', actions(decided));
  expect(t.screens().join('')).toContain('R01 is a scored question: the sections chosen join returns.md#return-windows in one any-of group');
  expect(t.screens().join('')).toContain('Enter writes: returns.md#return-windows becomes {any: [returns.md#return-windows, returns.md#returns]}');
  expect(decided).toEqual([['R01', { kind: 'add-any', label: 'returns.md#return-windows', add: ['returns.md#returns'] }]]);
});

test('a short terminal: each passage on one line, so the question stays on the screen', async () => {
  const nine: ReviewItem = { id: 'draft-001', question: QUESTION, kind: 'draft', candidates: Array.from({ length: 9 }, (_, i) => `page${i}.md#section`) };
  const tall = streamTerminal(80);
  tall.type('q');
  await runReviewScreen([nine], tall.term, 'g.yml', actions([]));
  // Two passage lines a candidate where the terminal's height is unknown or allows it.
  expect(tall.screens()[0].split('\n').filter((l) => l.includes('says.'))).toHaveLength(18);
  const short = streamTerminal(80, 40);
  short.type('q');
  await runReviewScreen([nine], short.term, 'g.yml', actions([]));
  const lines = short.screens()[0].split('\n');
  expect(lines.filter((l) => l.includes('says.'))).toHaveLength(9);
  expect(lines.length).toBeLessThanOrEqual(40);
  expect(lines[2]).toMatch(/^ {2}I bought headphones/);
});
