/**
 * Content keys of cached results: a hash of everything the result depends on, so a hit is always
 * the same request. An answer depends on the model, the filled prompt (template, context and
 * question) and the length limit; a judgement on the judge model, the rubric's version and the
 * judge messages (question, answer, fact). Pure.
 */
import { createHash } from 'node:crypto';
import type { ChatRequest } from './chat';

/** Bumped when the cached entry's layout changes. */
export const ANSWER_CACHE_FORMAT = 'retrieval-gate/answers-cache@1';

/** SHA-256 (hex) of a chat request as sent: model, messages, length limit, JSON mode. */
export function requestKey(req: ChatRequest, tag: string): string {
  return createHash('sha256')
    .update(JSON.stringify([ANSWER_CACHE_FORMAT, tag, req.model, req.messages, req.maxTokens, req.json === true]))
    .digest('hex');
}
