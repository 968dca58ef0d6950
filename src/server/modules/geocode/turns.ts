/**
 * Fair use of the one geocoder every account shares (ADR 0035, ADR 0026 §2): Nominatim allows one
 * request a second, so requests wait in one queue. That queue is bounded twice:
 *
 * - per account: at most {@link MAX_TURNS_PER_ACCOUNT} of one account's look-ups wait or run at
 *   once; one more is refused with 429 (`TOO_MANY_REQUESTS`), so one account cannot fill the queue
 *   ahead of everyone else;
 * - in all: at most {@link MAX_QUEUED_TURNS} look-ups wait behind the running one; one more is
 *   refused with 503 (`UNAVAILABLE`), so a burst is told to retry instead of waiting minutes.
 *
 * Answers are kept in a small least-recently-used cache with a time to live ({@link answerCache}).
 * @module
 */
import { geocodeMessages as m } from '../../../shared/messages/geocode';
import { AppError } from '../../app-error';

/** One account's look-ups waiting or running at once (a person types one address at a time). */
export const MAX_TURNS_PER_ACCOUNT = 3;
/** Look-ups waiting behind the running one, over every account: at one a second, a 20 s wait at most. */
export const MAX_QUEUED_TURNS = 20;
/** Answers kept (addresses and rounded positions); the least recently used is dropped first. */
export const CACHE_SIZE = 500;
/** How long an answer is kept, ms: a day (streets and barrios change rarely; Nominatim asks to cache). */
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** Runs tasks one at a time, at least `minIntervalMs` apart, within the bounds of the module doc. */
export interface Turns {
  /**
   * Runs `task` in its turn for `account`.
   * @throws AppError TOO_MANY_REQUESTS when `account` has {@link MAX_TURNS_PER_ACCOUNT} look-ups
   *   already; UNAVAILABLE when {@link MAX_QUEUED_TURNS} are waiting; or what `task` throws
   */
  run<T>(account: string, task: () => Promise<T>): Promise<T>;
}

/** Builds the {@link Turns} of one geocoder; `minIntervalMs` is the least time between two starts. */
export function geocoderTurns(minIntervalMs: number): Turns {
  let chain: Promise<unknown> = Promise.resolve();
  let nextSlot = 0;
  /** Look-ups waiting or running. */
  let inQueue = 0;
  const perAccount = new Map<string, number>();

  return {
    run<T>(account: string, task: () => Promise<T>): Promise<T> {
      const mine = perAccount.get(account) ?? 0;
      if (mine >= MAX_TURNS_PER_ACCOUNT) throw new AppError('TOO_MANY_REQUESTS', m.tooManyAtOnce);
      if (inQueue > MAX_QUEUED_TURNS) throw new AppError('UNAVAILABLE', m.busy);
      inQueue += 1;
      perAccount.set(account, mine + 1);
      const run = chain.then(async () => {
        const wait = nextSlot - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        nextSlot = Date.now() + minIntervalMs;
        return task();
      });
      const done = () => {
        inQueue -= 1;
        const left = (perAccount.get(account) ?? 1) - 1;
        if (left > 0) perAccount.set(account, left);
        else perAccount.delete(account);
      };
      chain = run.then(done, done);
      return run;
    },
  };
}

/** A bounded least-recently-used cache whose entries expire (see {@link CACHE_SIZE}, {@link CACHE_TTL_MS}). */
export interface AnswerCache<V> {
  /** The kept value of `key`, or undefined when absent or expired. */
  get(key: string): { value: V } | undefined;
  set(key: string, value: V): void;
}

/** A Map-based LRU with TTL: a Map keeps insertion order, so a hit is moved to the end. */
export function answerCache<V>(
  size = CACHE_SIZE,
  ttlMs = CACHE_TTL_MS,
  now: () => number = Date.now,
): AnswerCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return { value: entry.value };
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}
