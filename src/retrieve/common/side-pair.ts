/**
 * What the two sides of one comparison hand each other beyond their results: a search engine's base
 * index, so the head starts from it and writes only what the pull request changed, and the
 * clean-ups that must wait until both sides are done (the base index is deleted after the head has
 * been cloned from it). The engine (run-compare) makes one per comparison and closes it at the end.
 */
export class SidePair {
  private readonly notes = new Map<string, unknown>();
  private readonly cleanups: Array<() => Promise<void>> = [];

  /** Leaves `value` for the other side under `key` (a retriever kind: `search-server`). */
  remember(key: string, value: unknown): void {
    this.notes.set(key, value);
  }

  recall<T>(key: string): T | undefined {
    return this.notes.get(key) as T | undefined;
  }

  /** Runs `cleanup` when the comparison ends (in reverse order of deferral). */
  defer(cleanup: () => Promise<void>): void {
    this.cleanups.push(cleanup);
  }

  /** Runs every deferred clean-up; the first failure is thrown after all have run. */
  async close(): Promise<void> {
    let first: unknown;
    while (this.cleanups.length) {
      const next = this.cleanups.pop()!;
      try {
        await next();
      } catch (e) {
        first ??= e;
      }
    }
    this.notes.clear();
    if (first !== undefined) throw first;
  }
}
