/**
 * Per-process cache of exact search counts that the database cannot keep up to date itself (name
 * searches: any substring). Entries are keyed by the catalogue `version` (migration 0003 bumps it in
 * the same transaction as every write that can change a search result), so a count is never served
 * after such a write has committed, in this process or any other: no TTL and no cross-process
 * invalidation are needed. Later writers need do nothing; {@link CountCache.clear} exists for tests.
 * @module
 */

/** A bounded LRU map from a filter key to its exact count, valid for one catalogue version. */
export class CountCache {
  private version = -1;
  private readonly entries = new Map<string, number>();

  /** @param maxEntries - entries kept for the current version (least recently used dropped first) */
  constructor(private readonly maxEntries = 10_000) {}

  /** The count cached for `key` at exactly `version`, if any. */
  get(version: number, key: string): number | undefined {
    if (version !== this.version) return undefined;
    const count = this.entries.get(key);
    if (count !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, count);
    }
    return count;
  }

  /** Stores a count read at `version`; a newer version drops every older entry. */
  set(version: number, key: string, count: number): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, count);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
    this.version = -1;
  }
}
