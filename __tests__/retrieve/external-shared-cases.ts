/**
 * One table of retrieval cases run against every lexical retriever — the built-in BM25 and the
 * Xapian example adapter — so the example is held to the same standard as the built-in engine.
 * A small fixed corpus where each query's best chunk is clear to a human and to BM25.
 */
import type { Doc, Retriever } from '../../src/types';
import { makeDoc } from './factory-docs';

export const SHARED_CORPUS: Doc[] = [
  makeDoc('billing/refunds.md', [
    ['Refunds', 'Refunds are paid back to the original card within ten business days after approval.'],
    ['Annual plans', 'Annual plans can be cancelled for a prorated refund during the first thirty days.'],
  ]),
  makeDoc('account/password.md', [
    ['Reset your password', 'Open the login page and choose forgot password. We email a reset link that expires after one hour.'],
    ['Two-factor authentication', 'Enable two-factor authentication with an authenticator app from the security settings.'],
  ]),
  makeDoc('shipping/delivery.md', [
    ['Delivery times', 'Standard delivery takes three to five days; express delivery arrives the next day.'],
    ['International shipping', 'We ship to forty countries. Customs duties are paid by the recipient.'],
  ]),
  makeDoc('api/errors.md', [
    ['Rate limits', 'Clients that exceed the rate limit receive status 429 and should wait before retrying.'],
    ['Authentication errors', 'An expired token returns status 401; request a new token from the console.'],
  ]),
  makeDoc('install/linux.md', [
    ['Installing on Linux', 'Download the package, verify its checksum, and install it with the system package manager.'],
  ]),
];

/** [query, expected best chunk id, why it is a fair test]. */
export const SHARED_CASES: Array<[string, string, string]> = [
  ['how are refunds paid', 'billing/refunds.md#refunds', 'plain overlap'],
  ['cancelling an annual plan', 'billing/refunds.md#annual-plans', 'stemming: cancelling/cancelled, plan/plans'],
  ['I forgot my password', 'account/password.md#reset-your-password', 'stemming: forgot'],
  ['authenticator apps', 'account/password.md#two-factor-authentication', 'stemming: apps/app'],
  ['how long does express delivery take', 'shipping/delivery.md#delivery-times', 'stemming: takes/take'],
  ['who pays the customs duties', 'shipping/delivery.md#international-shipping', 'stopwords: who the'],
  ['what happens when I exceed the rate limit', 'api/errors.md#rate-limits', 'several terms'],
  ['expired tokens', 'api/errors.md#authentication-errors', 'stemming: tokens/token; "expires" elsewhere'],
  ['verify the package checksum', 'install/linux.md#installing-on-linux', 'rare term'],
];

/** Checks every case (top hit, depth respected, scores non-increasing, stopword-only query finds nothing much). */
export async function checkSharedCases(retriever: Retriever): Promise<void> {
  const results = await retriever.search(
    SHARED_CASES.map((c) => c[0]),
    3,
  );
  const got = results.map((hits) => hits[0]?.id);
  expect(got).toEqual(SHARED_CASES.map((c) => c[1]));
  for (const hits of results) {
    expect(hits.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  }
  const [onlyStopwords] = await retriever.search(['the and of'], 5);
  expect(onlyStopwords).toEqual([]);
}
