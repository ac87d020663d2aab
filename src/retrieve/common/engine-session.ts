/**
 * What the two sides of one comparison share on a search engine: the first side's index (a
 * Postgres schema) stays until the comparison ends, so the second side can start from a copy of it
 * and write only the chunks the change touched. The engine opens one session per comparison and
 * closes it at the end, which drops what the sides left parked; without a session (one side, as
 * `eval` runs) each side drops its own index when it closes.
 */
export class EngineSession {
  private readonly parked = new Map<string, unknown>();
  private readonly releases: Array<() => Promise<void>> = [];

  /** Leaves `value` for a later side that asks for `key`; `release` runs when the session closes. */
  park(key: string, value: unknown, release: () => Promise<void>): void {
    this.parked.set(key, value);
    this.releases.push(release);
  }

  /** What an earlier side parked under `key`, if any (it stays parked: released at close). */
  find<T>(key: string): T | undefined {
    return this.parked.get(key) as T | undefined;
  }

  /** Releases everything parked, newest first; a failure to release one does not keep the others. */
  async close(): Promise<void> {
    const all = this.releases.splice(0).reverse();
    this.parked.clear();
    for (const release of all) await release().catch(() => {});
  }
}
