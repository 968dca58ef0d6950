/**
 * Per-process cache of name-search counts, which the database cannot keep up to date itself (any
 * substring). Entries are keyed by the catalogue `version` (migration 0003 bumps it in the same
 * transaction as every write that can change a search result), so a count is never served after
 * such a write has committed, in this process or any other: no TTL and no cross-process invalidation
 * are needed. Later writers need do nothing; {@link CountCache.clear} exists for tests.
 *
 * Counts are capped (ADR 0014): a count that reached its cap says only "at least this many", and
 * serves a later request only if that request's cap is no higher.
 * @module
 */

/** A name-search count: `count` matches, exactly when `complete`, else at least `count` (its cap). */
export interface CappedCount {
  count: number;
  complete: boolean;
  /**
   * True for a count read from the trigger-kept counters (migration 0003): exact at any size, so its
   * total is answered as it is; the counts made by reading matches are answered up to
   * `NAME_COUNT_EXACT_MAX` (ADR 0014).
   */
  fromCounters?: true;
}

/** A bounded LRU map from a filter key to its count, valid for one catalogue version. */
export class CountCache {
  private version = -1;
  private readonly entries = new Map<string, CappedCount>();
  private readonly pending = new Map<string, Promise<unknown>>();

  /** @param maxEntries - entries kept for the current version (least recently used dropped first) */
  constructor(private readonly maxEntries = 10_000) {}

  /**
   * The count cached for `key` at exactly `version` that answers a count capped at `cap`: a complete
   * count, or one that reached at least `cap`; else undefined.
   */
  get(version: number, key: string, cap: number): CappedCount | undefined {
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (!entry || (!entry.complete && entry.count < cap)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a count read at `version`; a newer version drops every older entry. */
  set(version: number, key: string, entry: CappedCount): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * Runs `count` once for every concurrent caller with the same `key` (which should name the version, the
   * cap and the filter): a count that many requests miss at once, e.g. at the turn of the minute of an
   * "abierto ahora" count, is read once instead of once per request.
   */
  shared<T>(key: string, count: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const started = count().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
    this.version = -1;
  }
}
