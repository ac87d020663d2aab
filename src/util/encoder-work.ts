/**
 * What the sentence encoder did, in one line: the log's says how much of a side was embedded afresh
 * and how much the cache served; the PR comment's, how many chunks each side's encoder ranked
 * (from report.json, which holds only what does not depend on the caches).
 */
import type { EncoderRun, EncoderSide, EncoderWork } from '../types';

function ranked(w: EncoderWork, chunks?: number): string {
  return w.pooled ? `a pool of ${w.ranked} chunks (BM25's top hits${chunks !== undefined ? ` among ${chunks}` : ''})` : `${w.ranked} chunks`;
}

/** The log's line for one side: `minilm-l6-v2@… ranked 800 chunks: 12 embedded in this run, 788 from the embeddings cache`. */
export function encoderWorkLine(w: EncoderWork, chunks?: number): string {
  return `${w.model} ranked ${ranked(w, chunks)}: ${w.embedded} embedded in this run, ${w.from_cache} from the embeddings cache`;
}

/** The comment's line for both sides (a side the encoder did not rank is left out), or '' when neither has one. */
export function encoderSidesLine(sides: { base?: EncoderSide & { chunks: number }; head?: EncoderSide & { chunks: number } }): string {
  const parts = (['base', 'head'] as const).flatMap((s) => {
    const w = sides[s];
    if (!w) return [];
    return [w.pooled ? `${s} a pool of ${w.embedded} of its ${w.chunks} chunks (BM25's top hits)` : `${s} all ${w.embedded} chunks`];
  });
  return parts.length ? `Sentence encoder embedded: ${parts.join(' · ')}.` : '';
}

/**
 * Whether the run started cold, for the comment: `Cold: the encoder embedded 812 passages (no
 * cached vectors for this base: the workflow's push run fills them).`, or `Warm: 807 vectors from
 * the cache, 5 embedded.`; '' when the run embedded nothing and read nothing (a reused report).
 */
export function encoderRunLine(run: EncoderRun | undefined): string {
  if (!run || (run.computed === 0 && run.from_cache === 0)) return '';
  const passages = `${run.computed} passage${run.computed === 1 ? '' : 's'}`;
  if (run.from_cache === 0) return `Cold: the encoder embedded ${passages} (no cached vectors for this base: the workflow's push run fills them).`;
  return `Warm: ${run.from_cache} vector${run.from_cache === 1 ? '' : 's'} from the cache, ${run.computed} embedded.`;
}
