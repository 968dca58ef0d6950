/**
 * Per-process cache of name-search counts, which the database cannot keep up to date itself (any
 * substring). Entries are keyed by the catalogue `version` (migration 0003 bumps it in the same
 * transaction as every write that can change a search result), so a count is never served after
 * such a write has committed, in this process or any other: no TTL and no cross-process invalidation
 * are needed. Later writers need do nothing; {@link CountCache.clear} exists for tests.
 *
 * Counts are capped (ADR 0014): a count that reached its cap says only "at least this many", and
 * serves a later request only if that request's cap is no higher.
 *
 * An "abierto ahora" count holds for a stretch of minutes, not for one (ADR 0063): it is stored with the
 * stretch of the week around its minute in which no gym opens or closes, and serves every minute of that
 * stretch at the same version.
 * @module
 */
import type { OpenStretch } from '../search/figures';

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

/** The entry key of `key`'s count for `stretch`. */
const stretchEntryKey = (key: string, stretch: OpenStretch): string => `${key}\u0000@${stretch.from}`;

/** A bounded LRU map from a filter key to its count, valid for one catalogue version. */
export class CountCache {
  private version = -1;
  private readonly entries = new Map<string, CappedCount>();
  private readonly pending = new Map<string, Promise<unknown>>();
  /** The stretches learnt at the current version: disjoint, at most one a minute of the week. */
  private stretches: OpenStretch[] = [];

  /** @param maxEntries - entries kept for the current version (least recently used dropped first) */
  constructor(private readonly maxEntries = 10_000) {}

  /**
   * The count cached for `key` at exactly `version` that answers a count capped at `cap`: a complete
   * count, or one that reached at least `cap`; else undefined.
   * @param minute - for an "abierto ahora" count, the minute of the week asked about: the count stored for
   *   the stretch around it (ADR 0063); null or left out for any other count
   */
  get(version: number, key: string, cap: number, minute: number | null = null): CappedCount | undefined {
    if (version !== this.version) return undefined;
    const at = minute === null ? key : this.stretchKey(key, minute);
    if (at === undefined) return undefined;
    const entry = this.entries.get(at);
    if (!entry || (!entry.complete && entry.count < cap)) return undefined;
    this.entries.delete(at);
    this.entries.set(at, entry);
    return entry;
  }

  /**
   * Stores a count read at `version`; a newer version drops every older entry.
   * @param stretch - for an "abierto ahora" count, the stretch its snapshot gave around its minute: the
   *   count serves every minute of it
   */
  set(version: number, key: string, entry: CappedCount, stretch?: OpenStretch): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.stretches = [];
      this.version = version;
    }
    if (stretch) this.learn(stretch);
    const at = stretch ? stretchEntryKey(key, stretch) : key;
    this.entries.delete(at);
    this.entries.set(at, entry);
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
    this.stretches = [];
    this.version = -1;
  }

  /** The key of `key`'s count for the known stretch that holds `minute`; undefined when none does. */
  private stretchKey(key: string, minute: number): string | undefined {
    // The last stretch that starts at or before `minute` (binary search), if it reaches past it.
    let low = 0;
    let high = this.stretches.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.stretches[mid] as OpenStretch).from <= minute) low = mid + 1;
      else high = mid;
    }
    const stretch = this.stretches[low - 1];
    return stretch && minute < stretch.to ? stretchEntryKey(key, stretch) : undefined;
  }

  /** Adds a stretch to the sorted list, unless known (stretches of one version are equal or disjoint). */
  private learn(stretch: OpenStretch): void {
    const at = this.stretches.findIndex((s) => s.from >= stretch.from);
    if (at === -1) this.stretches.push(stretch);
    else if ((this.stretches[at] as OpenStretch).from !== stretch.from) this.stretches.splice(at, 0, stretch);
  }
}
