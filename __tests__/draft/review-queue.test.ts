/**
 * What `review --from-report` offers (src/draft/review-queue.ts), from a report's newly failing
 * questions: the label a choice joins is the one that dropped furthest; the sections offered are
 * those that took its place, each once and never one the question already has; a question that
 * was failing already, or that has nothing new to offer, is not queued. And the `p` key in the
 * screen itself (src/cli/review-screen.ts, driven through a stream standing in for the terminal):
 * a page's sections are asked for without those already on the screen, so the page fills the
 * screen with new ones.
 */
import { runReviewScreen, type ReviewActions } from '../../src/cli/review-screen';
import { DEFAULT_CONFIG } from '../../src/config/types';
import { reviewQueue, type ReviewItem } from '../../src/draft/review-queue';
import { rankPageSections } from '../../src/engine/page-sections';
import { parseGoldenSet } from '../../src/golden/parse';
import type { Report } from '../../src/report/types';
import { mdChunks } from '../chunk/helpers';
import { streamTerminal } from '../support/review-terminal';

const GOLDEN = parseGoldenSet(
  `questions:
  - id: Q1
    question: How long do I have to return headphones?
    relevant: [returns.md#windows, {any: [returns.md#refurbished, billing.md#refunds]}]
  - id: Q2
    question: Can I pay by card?
    relevant: [billing.md#payment]
  - id: Q3
    question: Do you ship abroad?
    relevant: [shipping.md#abroad]
  - id: Q4
    question: Where is my parcel?
    relevant: [shipping.md#tracking]
`,
  'g.yml',
);

const chunk = (id: string) => {
  const [path, anchor] = id.split('#');
  return { rank: 1, id, path, anchors: anchor ? [anchor.replace(/:\d+$/, '')] : [], headings: [], relevant: false, score: 1, labels: [] };
};
const move = (label: string, base_rank: number, head_rank: number | null) => ({ label, base_rank, head_rank });

/** A report with just what the queue reads of it: statuses, moves and the chunks that displaced the evidence. */
function report(questions: Array<{ id: string; status: string; moves: ReturnType<typeof move>[]; displaced_by: string[] }>): Report {
  return { questions: questions.map((q) => ({ ...q, displaced_by: q.displaced_by.map(chunk) })) } as unknown as Report;
}

describe('review --from-report: what is offered for a newly failing question', () => {
  const r = report([
    {
      id: 'Q1',
      status: 'newly_failing',
      // returns.md#windows fell to 4, the group's billing.md#refunds out of the ranking altogether.
      moves: [move('returns.md#windows', 1, 4), move('returns.md#refurbished', 3, 9), move('billing.md#refunds', 2, null)],
      // A new page's section (twice: its second part too), the question's own label, another page's opening text.
      displaced_by: ['faq.md#returns', 'faq.md#returns:2', 'returns.md#windows', 'returns.md#refurbished', 'policy.md#'],
    },
    { id: 'Q2', status: 'still_failing', moves: [move('billing.md#payment', 7, 8)], displaced_by: ['faq.md#cards'] },
    // Displaced only by its own evidence: nothing to offer.
    { id: 'Q3', status: 'newly_failing', moves: [move('shipping.md#abroad', 2, 6)], displaced_by: ['shipping.md#abroad:2'] },
    // Not in the golden set any more.
    { id: 'Q9', status: 'newly_failing', moves: [], displaced_by: ['faq.md#x'] },
  ]);
  const items = reviewQueue(GOLDEN, r);

  test('only the newly failing questions of the golden set that have a section to offer', () => {
    expect(items.map((i) => [i.id, i.kind])).toEqual([['Q1', 'miss']]);
  });

  test('the choice joins the label that dropped furthest (out of the ranking counts as furthest)', () => {
    expect(items[0].groupWith).toBe('billing.md#refunds');
  });

  test('each displacing section once, never one the question already has, a page as its path', () => {
    expect(items[0].candidates).toEqual(['faq.md#returns', 'policy.md']);
  });

  test('one label dropped: it is grouped with; of two, the one at the larger head rank', () => {
    const two = report([{ id: 'Q4', status: 'newly_failing', moves: [move('shipping.md#tracking', 1, 4)], displaced_by: ['faq.md#parcel'] }]);
    expect(reviewQueue(GOLDEN, two)).toEqual([{ id: 'Q4', question: 'Where is my parcel?', kind: 'miss', candidates: ['faq.md#parcel'], groupWith: 'shipping.md#tracking' }]);
    const q1 = report([{ id: 'Q1', status: 'newly_failing', moves: [move('returns.md#refurbished', 3, 30), move('returns.md#windows', 1, 4)], displaced_by: ['faq.md#returns'] }]);
    expect(reviewQueue(GOLDEN, q1)[0].groupWith).toBe('returns.md#refurbished');
  });
});

const PAGE = `# Refunds

Money back for what you return.

## Refund timing

Refunds reach your card within five working days of the return.

## Partial refunds

When you return only some items of an order, the refund covers those items and their share of shipping.

## Refunds of gift cards

A gift card is refunded as store credit.

## Yearly plans

A yearly plan is refunded pro rata for the months left.

## Monthly plans

Monthly plans are not refunded; cancel before the next month starts.

## Refunds to another card

A refund goes back to the card you paid with; another card cannot receive it.

## Currency

Refunds are paid in the currency of the order.
`;
const { chunks } = mdChunks(PAGE, { path: 'billing/refunds.md' });

describe("review's p key", () => {
  test("a candidate's page offers its sections not on the screen, filling the screen with new ones", async () => {
    const question = 'What is refunded when I send back only some items of an order?';
    const onScreen = ['billing/refunds.md#partial-refunds', 'billing/refunds.md#refund-timing'];
    const item: ReviewItem = { id: 'draft-001', question, kind: 'draft', candidates: onScreen };
    const asked: Array<ReadonlySet<string>> = [];
    const actions: ReviewActions = {
      describe: (label) => ({ label, kind: 'section', heading: 'h', passage: { text: '', before: false, after: false } }),
      terms: () => [],
      search: async () => [],
      async page(_label, q, skip) {
        asked.push(new Set(skip));
        return rankPageSections(chunks, q, DEFAULT_CONFIG.retriever, skip);
      },
      decide: async () => undefined,
    };
    const t = streamTerminal();
    t.type('p1q');
    const tally = await runReviewScreen([item], t.term, 'g.yml', actions);
    expect(tally.left).toBe(1);
    expect(asked).toEqual([new Set(onScreen)]);
    const last = t.screens().at(-1)!;
    expect(last).toContain('5 more from the page of billing/refunds.md#partial-refunds');
    const listed = [...last.matchAll(/\[ \] (\d)\. (\S+)/g)].map((m) => m[2]);
    // The two candidates where they were, then five sections of the page, each once.
    expect(listed.slice(0, 2)).toEqual(onScreen);
    expect(listed).toHaveLength(7);
    expect(new Set(listed).size).toBe(7);
  });
});
