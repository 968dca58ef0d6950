import { describe, expect, it } from 'vitest';
import { planFor, walksKeysOnly } from './page-queries';
import { candidatesOf } from '../search/filters';
import type { GymFilter } from '../search/queries';

const filter = (over: Partial<GymFilter> = {}): GymFilter => ({
  country: 'AR',
  serviceId: 'a0000000-0000-4000-8000-000000000000',
  serviceKey: 172,
  name: null,
  ...over,
});

describe('planFor (ADR 0006, ADR 0049)', () => {
  it('reads the matches first when they are few: matching² < needed × active', () => {
    expect(planFor({ matching: 2_000, active: 1_000_000 }, 7)).toBe('filter-first');
    expect(planFor({ matching: 3_000, active: 1_000_000 }, 7)).toBe('ordered');
  });

  it('walks a keyed index unless matches are sixty times rarer (matching² × 60 < needed × active)', () => {
    expect(planFor({ matching: 2_000, active: 1_000_000 }, 7, true)).toBe('ordered');
    expect(planFor({ matching: 350, active: 1_000_000 }, 7, true)).toBe('ordered');
    expect(planFor({ matching: 300, active: 1_000_000 }, 7, true)).toBe('filter-first');
    expect(planFor({ matching: 30, active: 10_000 }, 7, true)).toBe('filter-first');
  });
});

describe('planFor with a filter-first read of every country (ADR 0052)', () => {
  it("weighs the other countries' matches a catalogue-wide index makes filter-first read", () => {
    // A third of 10k gyms in the country, 300 of them match, a page ending at row 30.
    expect(planFor({ matching: 300, active: 3_333 }, 30)).toBe('filter-first');
    expect(planFor({ matching: 300, active: 3_333, read: 900 }, 30)).toBe('ordered');
    expect(planFor({ matching: 100, active: 3_333, read: 300 }, 30)).toBe('filter-first');
  });

  it("reads about matching × all / country, or the snapshot's own gyms with classes today", () => {
    const figures = { version: 1, activeGyms: 3_000, allActiveGyms: 9_000, service: null };
    expect(candidatesOf(figures, filter(), 100)).toEqual({ matching: 100, active: 3_000, read: 300 });
    expect(candidatesOf(figures, filter({ classesAt: new Date() }), 100).read).toBe(100);
    expect(candidatesOf({ ...figures, activeGyms: 0 }, filter(), 0).read).toBe(0);
  });
});

describe('walksKeysOnly', () => {
  it('holds for a service by its key and "abierto ahora", and nothing else', () => {
    expect(walksKeysOnly(filter())).toBe(true);
    expect(walksKeysOnly(filter({ openMinute: 900 }))).toBe(true);
    expect(walksKeysOnly(filter({ serviceId: null, serviceKey: null, openMinute: 900 }))).toBe(true);
  });

  it('fails with no key, a service without its key, a name, a wall time, classes or the pass', () => {
    expect(walksKeysOnly(filter({ serviceId: null, serviceKey: null }))).toBe(false);
    expect(walksKeysOnly(filter({ serviceKey: null }))).toBe(false);
    expect(walksKeysOnly(filter({ name: 'gim' }))).toBe(false);
    expect(walksKeysOnly(filter({ openAtLocal: '2026-12-01T07:00' }))).toBe(false);
    expect(walksKeysOnly(filter({ classesAt: new Date() }))).toBe(false);
    expect(walksKeysOnly(filter({ pase: true }))).toBe(false);
  });
});
