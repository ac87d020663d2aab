/**
 * The budget of a side's model stages (embedding its chunks, with the shipped encoder or an API
 * model): a count and a time. Chunking has its own (chunk/corpus-budget.ts), but a side below
 * `pool_from` is embedded whole, and a pull request that added 4,990 sections made the encoder run
 * for 517 s where BM25 took 1.8 s.
 *
 * - The count: texts a side may have embedded (served from the cache or not, so the verdict never
 *   depends on what a cache held), charged before any is embedded. In a comparison the head's cap
 *   is the base's chunk count plus `retriever.max_new_embeds` from the base's config: what the pull
 *   request adds is paid for by the base's settings, never its own.
 * - The time: what is left of the side's time budget (`chunking.max_corpus_seconds`, which counts
 *   reading and chunking too), checked between slices of the texts being embedded.
 *
 * Going over either is an error (exit status 2, a failed check), never a ranking of part of the
 * side: a report on part of the docs would look like a report on all of them.
 */
import { ERROR_CODES, InputError } from '../../errors';

const n = (x: number) => x.toLocaleString('en-US');

export interface ModelBudgetOptions {
  /** The side's name in messages (its revision or folder). */
  side: string;
  /** Most texts the side may have embedded; Infinity: no count cap. */
  maxTexts: number;
  /** Where the cap comes from, for the message (e.g. "the base's 120 chunks + retriever.max_new_embeds 1,000"). */
  basis?: string;
  /** Seconds left of the side's time budget when the budget is made, and the key that sets it. */
  seconds: number;
  secondsKey: string;
  /** The clock, in ms (performance.now by default; tests pass their own). */
  now?: () => number;
}

export class ModelBudget {
  private used = 0;
  private readonly deadline: number;
  private readonly now: () => number;

  constructor(private readonly opts: ModelBudgetOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.deadline = this.now() + opts.seconds * 1000;
  }

  /** Texts charged so far. */
  get charged(): number {
    return this.used;
  }

  /** Charges `count` texts to embed for `what` (e.g. "the sentence encoder"); throws past the cap. */
  charge(count: number, what: string): void {
    if (this.used + count > this.opts.maxTexts) {
      const basis = this.opts.basis ? ` (${this.opts.basis})` : '';
      throw new InputError(
        ERROR_CODES.CONFIG,
        `${what} would embed ${n(this.used + count)} chunks of '${this.opts.side}', over its budget of ${n(this.opts.maxTexts)}${basis}: ` +
          `the run stops rather than measure part of the docs; narrow 'docs' or 'exclude', or raise 'retriever.max_new_embeds' in the base's config`,
        { field: 'retriever.max_new_embeds' },
      );
    }
    this.used += count;
  }

  /** Throws once the side's time budget is spent; `stage` says what was running (`the sentence encoder was embedding`). */
  checkTime(stage: string): void {
    if (this.now() <= this.deadline) return;
    throw new InputError(
      ERROR_CODES.CONFIG,
      `'${this.opts.side}' took more than its time budget (${this.opts.secondsKey}, which counts reading, chunking and embedding): stopped while ${stage}; ` +
        `narrow 'docs' or 'exclude', or raise '${this.opts.secondsKey}'`,
      { field: this.opts.secondsKey },
    );
  }
}
