/**
 * A judged side as TREC files (`eval --trec-out DIR`: qrels.txt and run.txt), so trec_eval, or
 * `retrieval-gate trec`, scores the golden set the way docs/measures.md does. qrels have no way
 * to say "any one of these chunks": they count relevant documents. So the unit written is the
 * label, as in our recall: each label of a question, plain or an `any:` group, is one
 * pseudo-document `label:TEXT` with grade 1. The run walks the question's ranking: a chunk that
 * brings a label no earlier chunk brought is written as that label's pseudo-document; any other
 * chunk under its own id (not in the qrels, so not relevant). Then trec_eval's recall_k,
 * success_k, recip_rank and ndcg_cut_k equal our recall@k, hit@k, mrr and ndcg@k, except where one
 * chunk brings two new labels at once (it can stand for one only). P_k counts only the chunks
 * that bring a new label; our precision@k counts every relevant chunk. Pure: results in, text out.
 */
import type { QuestionResult } from '../types';

/** A TREC field: no whitespace (trec_eval splits on it). */
const field = (s: string) => s.replace(/\s+/g, '');

/** The pseudo-document of a label. */
export const labelDocno = (label: string) => `label:${field(label)}`;

/** qrels.txt and run.txt of the given (counted) questions, in their order. */
export function goldenTrec(questions: ReadonlyArray<Pick<QuestionResult, 'id' | 'labels' | 'retrieved'>>): { qrels: string; run: string } {
  const qrels: string[] = [];
  const run: string[] = [];
  for (const q of questions) {
    const qid = field(q.id);
    for (const l of q.labels) qrels.push(`${qid} 0 ${labelDocno(l.label)} 1`);
    const brought = new Set<string>();
    const used = new Set<string>();
    const depth = q.retrieved.length;
    for (const c of q.retrieved) {
      const fresh = c.labels.find((l) => !brought.has(l));
      for (const l of c.labels) brought.add(l);
      let docno = fresh !== undefined ? labelDocno(fresh) : field(c.id);
      // A chunk id seen twice would be an error for trec_eval; a ranking never repeats one, but be sure.
      if (used.has(docno)) docno = `${docno}~${c.rank}`;
      used.add(docno);
      run.push(`${qid} Q0 ${docno} ${c.rank} ${depth - c.rank + 1} retrieval-gate`);
    }
  }
  return { qrels: qrels.length ? `${qrels.join('\n')}\n` : '', run: run.length ? `${run.join('\n')}\n` : '' };
}
