/**
 * A docs history the test writes itself: fifteen commits on a small product manual, each the
 * kind a real docs repository sees (a typo, an FAQ that quotes most questions, one on five, each removed again, a
 * distractor page, a renamed heading, repeated headings renumbered, blank lines, a section
 * deleted, a page moved, a new section, an answer deleted under a repeated heading, a revert, a
 * typo on a page no label names). Each is compared with its parent and held to the comment's
 * budgets, the meaningful-change rule and the contradiction check (support/history-replay.ts), as
 * the replay of real Flask commits is (real-history.test.ts, which needs a mirror): this one
 * needs nothing, so CI runs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { changedQuestions, isMeaningful } from '../../src/report/meaningful';
import { replayRows, replayRun, replayTests, type ReplayRun } from '../support/history-replay';
import { git, importCommit } from './repo-fixture';

const page = (title: string, sections: Array<[string, string]>) => `# ${title}\n\n${sections.map(([h, t]) => `## ${h}\n\n${t}\n`).join('\n')}`;

const RETURNS: Array<[string, string]> = [
  ['Return policy', 'You can return any product within 30 days of delivery for a full refund. Keep the receipt and the original packaging.'],
  ['Refurbished products', 'Refurbished outlet items have a 7-day return window. Refurbished headphones can be returned within 7 days of delivery.'],
  ['Refunds', 'Refunds are paid to the original payment method within five business days after the returned item reaches the warehouse.'],
];
const SHIPPING: Array<[string, string]> = [
  ['Delivery times', 'Orders ship within two business days. Delivery to Canada takes five to eight business days.'],
  ['Tracking', 'Every parcel gets a tracking number by email as soon as the carrier scans it at the depot.'],
];
const ACCOUNT: Array<[string, string]> = [
  ['Installing the app', 'Install the companion app from the store, then sign in with the email address of your account.'],
  ['Passwords', 'Reset a forgotten password from the sign-in page: a reset link valid for one hour is sent by email.'],
  ['Deleting an account', 'Deleting an account erases orders, addresses and saved cards after a grace period of fourteen days.'],
];
const options = (name: string, text: string) => `## ${name}\n\nThe ${name} command.\n\n### Options\n\n${text}\n`;
const CLI_BUILD = options('export', 'Use --format to export orders as csv or json; use --since to export only orders placed after a date.');
const CLI_SYNC = options('sync', 'Use --dry-run to show which products would be synchronised with the warehouse without changing the stock.');
const CLI_PRUNE = options('prune', 'Use --older-than to prune abandoned carts older than a number of days; use --keep to keep the newest carts.');
const cli = (...parts: string[]) => `# Command line\n\n${parts.join('\n')}`;

const GOLDEN = `questions:
  - id: H01
    question: Within how many days can I return a product for a full refund?
    relevant: [docs/returns.md#return-policy]
  - id: H02
    question: Can I return refurbished headphones?
    relevant: [docs/returns.md#refurbished-products]
  - id: H03
    question: When is my refund paid to the original payment method?
    relevant: [docs/returns.md#refunds]
  - id: H04
    question: How long does delivery to Canada take?
    relevant: [docs/shipping.md#delivery-times]
  - id: H05
    question: Where do I find the tracking number of my parcel?
    relevant: [docs/shipping.md#tracking]
  - id: H06
    question: How do I install the companion app and sign in?
    relevant: [docs/account.md#installing-the-app]
  - id: H07
    question: How do I reset a forgotten password?
    relevant: [docs/account.md#passwords]
  - id: H08
    question: What happens to my orders when I delete my account?
    relevant: [docs/account.md#deleting-an-account]
  - id: H09
    question: How do I export orders as csv?
    relevant: [docs/cli.md#options]
  - id: H10
    question: How do I prune abandoned carts older than some days?
    relevant: [docs/cli.md#options-2]
  - id: H11
    question: Which products would sync change in the warehouse stock with a dry run?
    relevant: [{any: [docs/cli.md#options-1, docs/shipping.md#tracking]}]
  - id: H12
    question: Do you sell gift cards?
    answerable: false
`;

/** Three FAQ sections per question (of the first `n`), each the question's own words twice: they outrank its answer. */
const faq = (n: number) =>
  `# Frequently asked\n\n${[...GOLDEN.matchAll(/question: (.*)/g)]
    .slice(0, n)
    .flatMap((m, i) => [1, 2, 3].map((v) => `## Question ${i + 1}.${v}\n\n${m[1]} ${m[1]}\n`))
    .join('\n')}`;

/** The commits after the first, each as the files it writes (null deletes) and its subject. */
const COMMITS: Array<{ subject: string; files: Record<string, string | null> }> = [
  { subject: 'fix typo', files: { 'docs/shipping.md': page('Shipping', [SHIPPING[0], ['Tracking', SHIPPING[1][1].replace('depot', 'depot.')]]) } },
  { subject: 'an FAQ that quotes most questions', files: { 'docs/faq.md': faq(11) } },
  { subject: 'remove the FAQ', files: { 'docs/faq.md': null } },
  { subject: 'an FAQ on five questions', files: { 'docs/faq.md': faq(5) } },
  { subject: 'remove the short FAQ', files: { 'docs/faq.md': null } },
  { subject: 'add a headphones sale page', files: { 'docs/sale.md': '# Sale\n\n## Refurbished headphones\n\nRefurbished headphones at half price: refurbished headphones, return to the outlet, can I return refurbished headphones in the sale?\n' } },
  { subject: 'rename a heading', files: { 'docs/account.md': page('Account', [['Installing the companion app', ACCOUNT[0][1]], ACCOUNT[1], ACCOUNT[2]]) } },
  { subject: 'reorder the commands', files: { 'docs/cli.md': cli(CLI_SYNC, CLI_BUILD, CLI_PRUNE) } },
  { subject: 'blank lines', files: { 'docs/returns.md': `${page('Returns', RETURNS)}\n\n` } },
  { subject: 'remove the refunds section', files: { 'docs/returns.md': page('Returns', RETURNS.slice(0, 2)) } },
  { subject: 'move the shipping page', files: { 'docs/shipping.md': null, 'docs/delivery/shipping.md': page('Shipping', SHIPPING) } },
  { subject: 'a section nobody asks about', files: { 'docs/gifts.md': page('Gifts', [['Wrapping', 'Gift wrapping costs two euros per item and includes a printed card.']]) } },
  { subject: 'delete the prune options', files: { 'docs/cli.md': cli(CLI_SYNC, CLI_BUILD, '## prune\n\nThe prune command.\n') } },
  { subject: 'restore the refunds section', files: { 'docs/returns.md': page('Returns', RETURNS) } },
  { subject: 'typo on the gifts page', files: { 'docs/gifts.md': page('Gifts', [['Wrapping', 'Gift wrapping costs two euros per item and includes a printed greeting card.']]) } },
];

const BASE: Record<string, string> = {
  '.github/retrieval-gate.yml': "docs: ['docs/**/*.md']\nk: [1, 3, 10]\npass_k: 3\n",
  '.github/retrieval-golden.yml': GOLDEN,
  'docs/returns.md': page('Returns', RETURNS),
  'docs/shipping.md': page('Shipping', SHIPPING),
  'docs/account.md': page('Account', ACCOUNT),
  'docs/cli.md': cli(CLI_BUILD, CLI_SYNC, CLI_PRUNE),
};

describe('fifteen docs commits the test writes, each against its parent', () => {
  const runs: ReplayRun[] = [];
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rg-history-'));
    git(dir, 'init', '-q', '-b', 'main');
    // The sixteen commits on main through one fast-import (what writing, adding and committing each makes).
    const when = Math.floor(Date.now() / 1000);
    const stream = [importCommit('main', 'docs', when, BASE), ...COMMITS.map((c) => importCommit('main', c.subject, when, c.files))];
    execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: stream.join('') });
    git(dir, 'reset', '-q', '--hard');
    const ids = git(dir, 'rev-list', '--reverse', 'main').split('\n').slice(1);
    expect(ids).toHaveLength(COMMITS.length);
    for (const [i, c] of COMMITS.entries()) {
      const report = await runCompare({ base: `${ids[i]}^`, head: ids[i] }, { cwd: dir, env: {} });
      runs.push(replayRun(c.subject, report));
    }
    console.log(`comment per commit:\n${replayRows(runs)}`);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  replayTests(runs, COMMITS.length);

  test('the history holds the cases the budgets are about', () => {
    const by = new Map(runs.map((r) => [r.subject, r.report]));
    // Nothing meaningful: a typo, blank lines, a typo on a page no label names.
    for (const s of ['fix typo', 'blank lines', 'typo on the gifts page']) expect([s, isMeaningful(by.get(s)!)]).toEqual([s, false]);
    // More than five changed questions: the comment is held to the hard cap, with its list cut.
    expect(changedQuestions(by.get('an FAQ that quotes most questions')!).length).toBeGreaterThan(5);
    // Label changes: a rename, a drift, a deleted section, a move.
    const fixKinds = (s: string) => by.get(s)!.broken_labels.map((b) => b.fix?.kind);
    expect(fixKinds('rename a heading')).toContain('renamed');
    expect(fixKinds('reorder the commands')).toContain('drifted');
    expect(fixKinds('move the shipping page')).toContain('moved');
    expect(by.get('remove the refunds section')!.questions.find((q) => q.id === 'H03')?.status).toBe('broken_label');
    // The prune answer deleted: `#options-2` names nothing now, or another section; never a pass.
    const prune = by.get('delete the prune options')!.questions.find((q) => q.id === 'H10')!;
    expect(['broken_label', 'newly_failing']).toContain(prune.status);
  });
});
