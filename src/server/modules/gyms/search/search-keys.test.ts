// The catalogue filters as keys of gyms.search_keys (ADR 0025 decision 19), and the count cache's one read
// for concurrent misses of a count.
import { describe, expect, it } from 'vitest';
import { CountCache } from '../counting/count-cache';
import { searchKeysClauses, searchKeysOf } from './search-keys';

describe('searchKeysOf', () => {
  it('gives the service key and the UTC hour of the week of the open minute', () => {
    expect(searchKeysOf({ serviceKey: 172, openMinute: 5910 })).toEqual([172, 98]);
    expect(searchKeysOf({ serviceKey: null, openMinute: 0 })).toEqual([0]);
    expect(searchKeysOf({ openMinute: 10079 })).toEqual([167]);
    expect(searchKeysOf({ serviceKey: 169 })).toEqual([169]);
    expect(searchKeysOf({})).toEqual([]);
  });

  it('adds the GiST predicate for a walk only, and nothing without keys', () => {
    expect(searchKeysClauses({ serviceKey: 170 }, true)).toHaveLength(2);
    expect(searchKeysClauses({ serviceKey: 170 }, false)).toHaveLength(1);
    expect(searchKeysClauses({}, true)).toEqual([]);
  });
});

describe('CountCache.shared', () => {
  it('runs one count for concurrent callers of a key, and a new one once it has settled', async () => {
    const cache = new CountCache();
    let runs = 0;
    let release: (n: number) => void = () => undefined;
    const count = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        release = resolve;
      });
    const waiting = [cache.shared('k', count), cache.shared('k', count), cache.shared('k', count)];
    expect(runs).toBe(1);
    const other = cache.shared('other', () => Promise.resolve(7));
    expect(runs).toBe(1);
    release(42);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(await other).toBe(7);
    const again = cache.shared('k', count);
    expect(runs).toBe(2);
    release(43);
    expect(await again).toBe(43);
  });

  it('lets a failed count be tried again', async () => {
    const cache = new CountCache();
    await expect(cache.shared('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.shared('k', () => Promise.resolve(1))).toBe(1);
  });
});
