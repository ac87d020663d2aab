// review's `p` key: a candidate's page offered as its other sections, those that match the
// question first (ranked by BM25 over that page alone), then the rest in page order; and the
// offered labels merged into the screen's list as a search's are.
import { pageSections } from '../../src/draft/page-sections';
import { MAX_OFFERED, offerMore } from '../../src/draft/review-queue';
import { rankPageSections } from '../../src/engine/page-sections';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { mdChunks } from '../chunk/helpers';

const PAGE = `# Refunds

Money back for what you return.

## Refund timing

Refunds reach your card within five working days.

## Partial refunds

When you return only some items of an order, the refund covers those items and their share of shipping.

## Yearly plans

A yearly plan is refunded pro rata for the months left.

## Monthly plans

Monthly plans are not refunded; cancel before the next month starts.
`;

const { chunks } = mdChunks(PAGE, { path: 'billing/refunds.md' });

test('the sections that match the question come first, then the rest in page order; those on screen are left out', async () => {
  const offered = await rankPageSections(chunks, 'what is refunded when I send back only some items of an order?', DEFAULT_CONFIG.retriever, new Set(['billing/refunds.md#refund-timing']));
  expect(offered[0]).toBe('billing/refunds.md#partial-refunds');
  expect(offered).not.toContain('billing/refunds.md#refund-timing');
  // Every other section is offered once, the page's title section (its opening text) too.
  expect([...offered].sort()).toEqual(['billing/refunds.md#monthly-plans', 'billing/refunds.md#partial-refunds', 'billing/refunds.md#refunds', 'billing/refunds.md#yearly-plans']);
});

test('with no ranking the page is offered in its own order, up to the limit', () => {
  const byStart = [...chunks].reverse();
  expect(pageSections(byStart, [], new Set(), 3)).toEqual(['billing/refunds.md#refunds', 'billing/refunds.md#refund-timing', 'billing/refunds.md#partial-refunds']);
  // A ranked id that is not on this page is no section of it.
  expect(pageSections(chunks, [{ id: 'other.md#x', score: 9 }], new Set(), 1)).toEqual(['billing/refunds.md#refunds']);
});

test('offered labels take the places of unchosen candidates past the first few; the chosen stay chosen', () => {
  const screen = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const next = offerMore(screen, new Set([6]), ['b', 'x', 'y', 'z']);
  // 'b' is already there; three new ones, within nine places: 'g' (chosen) is kept past the cut.
  expect(next.candidates).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'x', 'y']);
  expect(next.candidates).toHaveLength(MAX_OFFERED);
  expect([...next.chosen]).toEqual([6]);
  const moved = offerMore(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], new Set([8]), ['x', 'y']);
  expect(moved.candidates).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'x']);
  expect([...moved.chosen]).toEqual([7]);
});
