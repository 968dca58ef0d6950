import { describe, expect, it } from 'vitest';
import { planFor, walksKeysOnly } from './page-queries';
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
