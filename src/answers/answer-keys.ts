/**
 * Content keys of cached results: a hash of everything the result depends on, so a hit is always
 * the same request (and the same tool version: src/retrieve/cache-key.ts). An answer depends on the model, the filled prompt (template, context and
 * question) and the length limit; a judgement on the judge model, the rubric's version and the
 * judge messages (question, answer, fact). Pure.
 */
import { cacheKey } from '../retrieve/common/cache-key';
import type { ChatRequest } from './chat';

/** Bumped when the cached entry's layout changes. */
export const ANSWER_CACHE_FORMAT = 'retrieval-gate/answers-cache@1';

/**
 * SHA-256 (hex) of a chat request as sent: endpoint, model, messages, length limit, JSON mode. The
 * endpoint is part of the answerer's identity: a user's cache folder serves every repository they
 * run in, and one whose config sends a model name to its own server must not answer for another's.
 */
export function requestKey(req: ChatRequest, tag: string, endpoint: string): string {
  // The endpoint and model are the answerer's identity; cacheKey adds the tool version.
  return cacheKey({ cache: ANSWER_CACHE_FORMAT, scope: null, retriever: { type: 'chat', model: req.model, endpoint }, content: [tag, req.messages, req.maxTokens, req.json === true] });
}
