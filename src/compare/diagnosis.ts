import type { Addition, Diagnosis, Significance } from '../report/types';
import type { Metrics, QuestionResult } from '../types';

/**
 * Thresholds of the plain-words diagnosis (docs/compare.md). Chosen from the usual reading of
 * retrieval numbers: 0.8 recall is where a RAG answer starts to be reliable, a 0.1 gap between deep
 * and shallow recall is more than ranking noise, and under half the possible precision means more
 * than one slot in two of the context carries no evidence that could have been there.
 */
export const DIAGNOSIS_THRESHOLDS = { deepRecall: 0.8, rankingGap: 0.1, shallowRecall: 0.8, precisionEfficiency: 0.5 } as const;

const f2 = (x: number) => x.toFixed(2);
const pct = (x: number) => `${Math.round(x * 100)} %`;

/**
 * What the shape of one side's numbers says, in plain words: deep recall low → chunking or search
 * method; deep recall fine but shallow low → ranking (rerank or hybrid); recall fine but precision
 * low → a noisy corpus; all fine → look at generation. `questions` are the counted ones.
 */
export function diagnoseSide(side: 'base' | 'head', metrics: Metrics, questions: readonly QuestionResult[], ks: readonly number[], passK: number): Diagnosis {
  const deepK = Math.max(passK, ...ks);
  const deep = metrics[`recall@${deepK}`] ?? 0;
  const shallow = metrics[`recall@${passK}`] ?? 0;
  const t = DIAGNOSIS_THRESHOLDS;
  if (questions.length === 0) {
    return { code: 'look-at-generation', side, message: 'No answerable question with resolving labels: nothing to diagnose. Add questions to the golden set.' };
  }
  if (deep < t.deepRecall) {
    return {
      code: 'chunking-or-method',
      side,
      message:
        `recall@${deepK} is ${f2(deep)}: ${pct(1 - deep)} of the evidence is not found even in the top ${deepK}. ` +
        'Reranking cannot fix what is never retrieved: look at chunking (sections too large, or cut from their context) ' +
        'and at the search method (keyword search misses paraphrases: try dense or hybrid retrieval).',
    };
  }
  if (shallow < t.shallowRecall || deep - shallow >= t.rankingGap) {
    return {
      code: 'ranking',
      side,
      message:
        `The evidence is found by rank ${deepK} (recall ${f2(deep)}) but not within the top ${passK} (recall ${f2(shallow)}): ` +
        'a ranking problem. A reranker or hybrid search would bring it up; so would headings and titles that name what a section answers.',
    };
  }
  // Precision against the best possible: a question whose labels cover 2 chunks can reach 2/pass_k at most.
  let got = 0;
  let best = 0;
  for (const q of questions) {
    got += q.measures[`precision@${passK}`] ?? 0;
    best += Math.min(passK, q.evidenceChunks ?? passK) / passK;
  }
  const efficiency = best > 0 ? got / best : 1;
  if (efficiency < t.precisionEfficiency) {
    return {
      code: 'noisy-corpus',
      side,
      message:
        `Recall is fine (recall@${passK} ${f2(shallow)}) but only ${pct(efficiency)} of the evidence slots in the top ${passK} hold evidence: ` +
        'a noisy corpus. Near-duplicate, outdated or off-topic pages crowd the context; filter them (retriever.filters) or remove them.',
    };
  }
  return {
    code: 'look-at-generation',
    side,
    message:
      `Retrieval looks healthy (recall@${deepK} ${f2(deep)}, recall@${passK} ${f2(shallow)}). ` +
      'If answers are still wrong, look at generation: context assembly, the prompt and the model.',
  };
}

export interface RegressionFacts {
  significance: readonly Significance[];
  newlyFailing: readonly string[];
  brokenAtHead: number;
  newForbidden: number;
  additions: readonly Addition[];
  passK: number;
  alpha: number;
}

/** One line naming what moved, or null when nothing got worse. */
export function diagnoseRegression(f: RegressionFacts): Diagnosis | null {
  const parts: string[] = [];
  const drops = f.significance.filter((s) => s.delta < 0 && s.significant);
  if (drops.length) {
    const shown = drops.slice(0, 3).map((s) => `${s.metric} ${s.delta.toFixed(3)} (p ${s.p_value < 0.001 ? '< 0.001' : s.p_value.toFixed(3)})`);
    parts.push(`significant drops: ${shown.join(', ')}${drops.length > 3 ? ` and ${drops.length - 3} more` : ''}`);
  }
  if (f.newlyFailing.length) {
    const ids = f.newlyFailing.slice(0, 5).join(', ') + (f.newlyFailing.length > 5 ? ', …' : '');
    parts.push(`${f.newlyFailing.length} question${f.newlyFailing.length === 1 ? '' : 's'} newly fail${f.newlyFailing.length === 1 ? 's' : ''} (${ids})`);
  }
  const culprits = f.additions.filter((a) => a.questions.length > 0 && (a.precision_delta < 0 || a.displaced.length > 0));
  if (culprits.length) {
    const a = culprits[0];
    const pushed = a.displaced.length ? `, pushing ${a.displaced.length} piece${a.displaced.length === 1 ? '' : 's'} of evidence out` : '';
    parts.push(`${a.path} (${a.change}) entered the top ${f.passK} of ${a.questions.length} question${a.questions.length === 1 ? '' : 's'}${pushed}`);
  }
  if (f.brokenAtHead) parts.push(`${f.brokenAtHead} label${f.brokenAtHead === 1 ? '' : 's'} broken by this change`);
  if (f.newForbidden) parts.push(`${f.newForbidden} new forbidden hit${f.newForbidden === 1 ? '' : 's'}`);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return { code: 'regression', side: 'head', message: text.charAt(0).toUpperCase() + text.slice(1) + '.' };
}
