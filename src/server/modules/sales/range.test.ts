import { describe, expect, it } from 'vitest';
import { resolveSalesRange } from './range';

describe('resolveSalesRange', () => {
  it('covers Buenos Aires days (UTC−3), both ends included', () => {
    const r = resolveSalesRange({ from: '2026-03-01', to: '2026-03-31' });
    expect(r.start.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-04-01T03:00:00.000Z');
    expect(r.monthsStart.toISOString()).toBe('2025-04-01T03:00:00.000Z');
    expect(r.monthsFrom).toBe('2025-04-01');
    expect(r.months).toHaveLength(12);
    expect(r.months[0]).toBe('2025-04');
    expect(r.months[11]).toBe('2026-03');
  });
  it('defaults to the 30 days ending today in Buenos Aires', () => {
    // 01:30 UTC on 1 Dec is still 30 Nov in Buenos Aires.
    const r = resolveSalesRange({}, new Date('2026-12-01T01:30:00Z'));
    expect(r).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolveSalesRange({ to: '2026-02-28' })).toMatchObject({ from: '2026-01-30' });
  });
  it('refuses a reversed or too long range', () => {
    expect(() => resolveSalesRange({ from: '2026-03-02', to: '2026-03-01' })).toThrow(/posterior/);
    expect(() => resolveSalesRange({ from: '2000-01-01', to: '2026-03-01' })).toThrow(/hasta/);
    expect(resolveSalesRange({ from: '2026-03-01', to: '2026-03-01' }).end.toISOString()).toBe(
      '2026-03-02T03:00:00.000Z',
    );
  });
});
