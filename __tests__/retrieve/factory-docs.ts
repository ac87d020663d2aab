/** Small hand-made documents for the retriever tests (no chunker involved, so ids are predictable). */
import { DEFAULT_CONFIG, DENSE_DEFAULTS, type DenseConfig, type RetrieverConfig } from '../../src/config/types';
import type { Chunk, Doc } from '../../src/types';

/** A document with one chunk per section; chunk ids are `path#slug`. */
export function makeDoc(path: string, sections: Array<[heading: string, text: string]>, meta: Record<string, unknown> = {}): Doc {
  const title = sections[0]?.[0] ?? path;
  const chunks: Chunk[] = sections.map(([heading, text]) => {
    const slug = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return {
      id: `${path}#${slug}`,
      path,
      docTitle: title,
      trail: [{ text: heading, slug, ids: [], level: 1 }],
      anchors: [slug],
      text,
      indexText: `${heading}\n\n${text}`,
      start: 0,
      end: text.length,
      part: 0,
    };
  });
  return { path, hash: path, format: 'markdown', title, meta, anchors: chunks.map((c) => c.anchors[0]), chunks, notes: [] };
}

/** A small support-docs corpus where each question has one clearly best chunk. */
export const CORPUS: Doc[] = [
  makeDoc('billing/refunds.md', [
    ['Refunds', 'Refunds are paid back to the original card within ten business days after approval.'],
    ['Annual plans', 'Annual plans can be cancelled for a prorated refund during the first thirty days.'],
  ]),
  makeDoc('account/password.md', [
    ['Reset your password', 'To reset a forgotten password open the login page and choose forgot password; we email a reset link.'],
    ['Two-factor authentication', 'Enable two-factor authentication with an authenticator app from the security settings.'],
  ]),
  makeDoc('shipping/delivery.md', [
    ['Delivery times', 'Standard delivery takes three to five days; express delivery arrives the next day.'],
    ['International shipping', 'We ship to forty countries; customs duties are paid by the recipient.'],
  ]),
  makeDoc('policies/returns.md', [
    ['Return policy', 'Items can be returned within thirty days in their original packaging for a full refund.'],
  ]),
  makeDoc('old/returns-2019.md', [['Return policy 2019', 'Items could be returned within fourteen days.']], { status: 'superseded' }),
];

/** Every chunk of CORPUS. */
export const CHUNKS: Chunk[] = CORPUS.flatMap((d) => d.chunks);

/** A retriever config of the given type with defaults everywhere else. */
export function retrieverConfig(over: Partial<RetrieverConfig> = {}): RetrieverConfig {
  return { ...DEFAULT_CONFIG.retriever, ...over };
}

/** A dense config pointing at a loopback server, with small timeouts for fast tests. */
export function denseConfig(baseUrl: string, cacheDir: string, over: Partial<DenseConfig> = {}): DenseConfig {
  return { ...DENSE_DEFAULTS, base_url: baseUrl, model: 'fake-embed', cache_dir: cacheDir, timeout_ms: 2000, max_retries: 2, ...over };
}
