/**
 * A purpose-built docs repository for the answers stage: five answerable questions with one
 * required fact each and one unanswerable question. The PR (branch `pr`) loses each fact at a
 * different stage, so the head shows every class of the failure taxonomy:
 * - A1 corpus gap: the fact is rewritten (7-day → 14-day) and is in no document any more;
 * - A2 retrieval miss: two news pages about delivery to Canada push the fact out of the top 2;
 * - A3 assembly loss: a long warranty FAQ takes rank 1 and the token budget, the fact (rank 2) is cut;
 * - A4 generation failure: a short billing FAQ takes rank 1, the fact is still in the context at
 *   rank 2, but the (lazy) model answers from the first chunk only;
 * - A5 unchanged: same context at base and head (its base result is reused);
 * - U1 unanswerable: no base document mentions gifts, and the model declines; at head the warranty
 *   FAQ mentions "a gift", is retrieved, and the model answers from it (newly answered).
 */
import { makeRepo } from '../engine/repo-fixture';

export const ANSWER_GOLDEN = `questions:
  - id: A1
    question: What is the return window for refurbished outlet items?
    relevant: [docs/returns.md]
    required_facts: [Refurbished Outlet items have a 7-day return window]
  - id: A2
    question: How long does delivery to Canada take?
    relevant: [docs/shipping.md]
    required_facts: [Delivery to Canada takes five to eight business days]
  - id: A3
    question: How long does the warranty last?
    relevant: [docs/warranty.md]
    required_facts: [The warranty lasts two years from purchase]
  - id: A4
    question: How are annual plans billed?
    relevant: [docs/billing.md]
    required_facts: [Annual plans are billed once a year]
  - id: A5
    question: Which payment methods are accepted?
    relevant: [docs/payments.md]
    required_facts: [Visa and PayPal]
  - id: U1
    question: Do you sell gift cards?
    answerable: false
`;

/** The config, with the chat endpoint and any extra `answers:` lines. */
export function answerConfig(baseUrl: string, extra = ''): string {
  return `k: [1, 3]
pass_k: 3
context:
  top_k: 2
  token_budget: 120
answers:
  base_url: ${baseUrl}
  model: fake-chat
  api_key_env: ANSWERS_KEY
${extra}`;
}

export const ANSWER_BASE_DOCS: Record<string, string> = {
  'docs/returns.md': `# Refurbished items

Refurbished Outlet items have a 7-day return window. Keep the receipt.
`,
  'docs/shipping.md': `# Shipping to Canada

Delivery to Canada takes five to eight business days.
`,
  'docs/warranty.md': `# Warranty length

The warranty lasts two years from purchase. It covers defects in materials and workmanship under normal use; repairs or replacement are at our discretion.
`,
  'docs/billing.md': `# Annual plans

Annual plans are billed once a year on the subscription date.
`,
  'docs/payments.md': `# Payment methods

Payment methods accepted: Visa and PayPal.
`,
};

const WARRANTY_FAQ = `# Warranty FAQ: how long does the warranty last

How long does the warranty last for products bought in a shop, online, at a partner, during a sale or as a gift? Warranty claims need the order number, a photo of the product, a short description of the fault and the address for the return. The warranty team answers within three business days by email, and a courier collects the product at no cost. Warranty repairs keep your settings where possible; a replacement arrives with the settings reset.
`;

export const ANSWER_PR: Record<string, string | null> = {
  'docs/returns.md': `# Refurbished items

Refurbished Outlet items have a 14-day return window. Keep the receipt.
`,
  'docs/news/canada-delivery.md': `# Delivery to Canada this winter

Delivery to Canada is changing this winter. Take a look at the delivery news for Canada.
`,
  'docs/news/canada-update.md': `# Canada delivery update

Delivery to Canada: take a look at the delivery news for Canada.
`,
  'docs/warranty-faq.md': WARRANTY_FAQ,
  'docs/billing-faq.md': `# How annual plans are billed

Annual plans are billed through your account page.
`,
};

/** The repository (main = base, pr = head) with the given config. */
export function makeAnswerRepo(config: string): string {
  return makeRepo({ '.github/retrieval-gate.yml': config, '.github/retrieval-golden.yml': ANSWER_GOLDEN, ...ANSWER_BASE_DOCS }, ANSWER_PR);
}
