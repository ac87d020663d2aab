/**
 * What a retriever may touch of the world, all of it injected (folders, environment, network,
 * logging, its cache folder, its budget, its threads), so tests and the Action control it. Typed
 * below every retriever (embed/, external/, rerank, the factory) so that none imports another to name it.
 */
import type { ModelBudget } from './model-budget';
import type { SidePair } from './side-pair';
import type { ProgressSink } from '../../util/progress';

/** What retrievers may touch of the world: all of it injected, so tests and the Action control it. */
export interface RetrieverDeps {
  /** Folder that relative paths and the command's working directory are resolved against. */
  cwd: string;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Called with every API key read, so the Action can mask it (core.setSecret). */
  secret?: (value: string) => void;
  /**
   * The embeddings cache folder (absolute): the user's cache folder on the command line, the
   * action's own (filled only from its cache store) in the action; never a folder of the checkout.
   * Absent: vectors are not cached on disk. `retriever.dense.cache_dir: ''` turns it off too.
   */
  embeddingsCacheDir?: string;
  /** The side's budget for its model stages (embedding): texts and time (model-budget.ts); absent: none. */
  modelBudget?: ModelBudget;
  /** Cores a retriever may compute on (the sentence encoder's threads: `--jobs`, else `jobs`); absent: every core. Never changes a result. */
  threads?: number;
  /** The comparison both sides belong to (a search engine's head starts from the base's index); absent: one side alone. */
  sidePair?: SidePair;
  /**
   * Where a long embedding shows how far it is: a bar on the command line's terminal, a line every
   * few seconds in a log. Absent: a line every few seconds through `log`. Never in a report.
   */
  progress?: ProgressSink;
}
