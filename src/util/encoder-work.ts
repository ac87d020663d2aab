/**
 * What the sentence encoder did, said the same way in the log and in the PR comment: one line
 * each, so a reader sees how much of a side was embedded afresh and how much the cache served.
 */
import type { EncoderWork } from '../types';

function ranked(w: EncoderWork, chunks?: number): string {
  return w.pooled ? `a pool of ${w.ranked} chunks (BM25's top hits${chunks !== undefined ? ` among ${chunks}` : ''})` : `${w.ranked} chunks`;
}

/** The log's line for one side: `minilm-l6-v2@… ranked 800 chunks: 12 embedded in this run, 788 from the embeddings cache`. */
export function encoderWorkLine(w: EncoderWork, chunks?: number): string {
  return `${w.model} ranked ${ranked(w, chunks)}: ${w.embedded} embedded in this run, ${w.from_cache} from the embeddings cache`;
}

/** The comment's line for both sides (a side the encoder did not rank this run is left out), or '' when neither has one. */
export function encoderSidesLine(sides: { base?: EncoderWork; head?: EncoderWork }): string {
  const parts = (['base', 'head'] as const).flatMap((s) => {
    const w = sides[s];
    return w ? [`${s} ${ranked(w)}, ${w.embedded} embedded in this run, ${w.from_cache} from the cache`] : [];
  });
  return parts.length ? `Sentence encoder: ${parts.join(' · ')}.` : '';
}
