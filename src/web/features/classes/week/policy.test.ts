import { describe, expect, it } from 'vitest';
import { canCancel, cancelKeepsUse, isAhead } from './policy';

const start = '2026-03-02T19:00:00.000-03:00'; // 22:00 UTC

describe('booking policy as the member reads it', () => {
  it('returns the use of a place cancelled at least cancelBeforeHours ahead', () => {
    const booking = { status: 'booked' as const, startsAt: start, cancelBeforeHours: 2 };
    expect(cancelKeepsUse(booking, new Date('2026-03-02T19:59:59Z'))).toBe(true);
    expect(cancelKeepsUse(booking, new Date('2026-03-02T20:00:00Z'))).toBe(true);
    expect(cancelKeepsUse(booking, new Date('2026-03-02T20:00:01Z'))).toBe(false);
  });

  it('always returns the use of a waiting booking', () => {
    const booking = { status: 'waitlisted' as const, startsAt: start, cancelBeforeHours: 48 };
    expect(cancelKeepsUse(booking, new Date('2026-03-02T21:59:00Z'))).toBe(true);
  });

  it('knows whether a session is still ahead', () => {
    expect(isAhead(start, new Date('2026-03-02T21:59:59Z'))).toBe(true);
    expect(isAhead(start, new Date('2026-03-02T22:00:00Z'))).toBe(false);
  });

  it('lets a member cancel only a live booking of a scheduled session not yet started', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const live = { status: 'booked' as const, startsAt: start, sessionStatus: 'scheduled' as const };
    expect(canCancel(live, now)).toBe(true);
    expect(canCancel({ ...live, status: 'waitlisted' }, now)).toBe(true);
    expect(canCancel({ ...live, status: 'attended' }, now)).toBe(false);
    expect(canCancel({ ...live, status: 'cancelled' }, now)).toBe(false);
    expect(canCancel({ ...live, sessionStatus: 'cancelled' }, now)).toBe(false);
    expect(canCancel(live, new Date('2026-03-02T22:30:00Z'))).toBe(false);
  });
});
