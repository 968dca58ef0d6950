import { afterEach, describe, expect, it } from 'vitest';
import { openingDetailOf, openingWeekOf } from './detail';
import { isOpenAt, nextChangeAfter, type GymHours } from './evaluate';
import { openStateOf } from './state';
import { checkOpeningHours } from './syntax';
import {
  minuteOfWeek,
  multirangeText,
  openWeekRanges,
  openWeekText,
  parseMultirange,
  windowStart,
} from './week';

const BA = 'America/Argentina/Buenos_Aires';
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Runs `fn` with the process in time zone `tz`. */
function underTz<T>(tz: string, fn: () => T): T {
  process.env.TZ = tz;
  return fn();
}

const gym = (openingHours: string, timeZone = BA): GymHours => ({ openingHours, timeZone, country: 'ar' });

describe('evaluation in the gym zone, whatever the process zone', () => {
  const hours = gym('Mo-Fr 07:00-12:00,16:00-22:00; Sa 09:00-13:00; PH off');
  const now = new Date('2026-11-26T23:40:00Z'); // Thursday 20:40 in Buenos Aires
  const answers = () => ({
    week: openWeekRanges(hours, windowStart(now)),
    open: isOpenAt(hours, now),
    next: nextChangeAfter(hours, now, new Date('2026-12-03T00:00:00Z'))?.toISOString(),
    table: openingWeekOf(hours, now),
    tokyo: openWeekRanges(gym('Mo-Fr 07:00-22:00', 'Asia/Tokyo'), windowStart(now)),
  });

  it('gives the same answers under TZ=UTC and TZ=Asia/Tokyo', () => {
    const utc = underTz('UTC', answers);
    const tokyo = underTz('Asia/Tokyo', answers);
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-540); // the zone change took effect
    expect(tokyo).toEqual(utc);
    expect(utc.open).toBe(true);
    expect(utc.next).toBe('2026-11-27T01:00:00.000Z'); // closes 22:00 local
    expect(utc.table[0]).toEqual({
      date: '2026-11-26',
      weekday: 4,
      ranges: [
        { from: '07:00', to: '12:00' },
        { from: '16:00', to: '22:00' },
      ],
    });
  });

  it('maps Buenos Aires hours to UTC minutes (UTC−3)', () => {
    underTz('Asia/Tokyo', () => {
      const week = openWeekRanges(gym('Mo 07:00-22:00'), new Date('2026-11-23T00:00:00Z'));
      expect(week).toEqual([[600, 1500]]); // Monday 10:00Z to Tuesday 01:00Z
    });
  });
});

describe('a range past midnight', () => {
  const hours = gym('Fr 18:00-02:00');
  it.each(['UTC', 'Asia/Tokyo'])('Saturday 01:30 is open and 02:30 closed (TZ=%s)', (tz) => {
    underTz(tz, () => {
      expect(isOpenAt(hours, new Date('2026-11-28T04:30:00Z'))).toBe(true); // Sa 01:30 −03
      expect(isOpenAt(hours, new Date('2026-11-28T05:30:00Z'))).toBe(false); // Sa 02:30 −03
      expect(isOpenAt(hours, new Date('2026-11-27T20:30:00Z'))).toBe(false); // Fr 17:30 −03
    });
  });
  it('shows the range cut at 24:00 and continued on Saturday', () => {
    const week = openingWeekOf(hours, new Date('2026-11-27T12:00:00Z'));
    expect(week[0]).toMatchObject({ date: '2026-11-27', ranges: [{ from: '18:00', to: '24:00' }] });
    expect(week[1]).toMatchObject({ date: '2026-11-28', ranges: [{ from: '00:00', to: '02:00' }] });
  });
});

describe('Argentine public holidays', () => {
  const hours = gym('Mo-Su 07:00-22:00; PH off');
  it('is closed on Christmas 2026 and names it in the week', () => {
    underTz('Asia/Tokyo', () => {
      expect(isOpenAt(hours, new Date('2026-12-24T15:00:00Z'))).toBe(true);
      expect(isOpenAt(hours, new Date('2026-12-25T15:00:00Z'))).toBe(false);
      const week = openingWeekOf(hours, new Date('2026-12-23T15:00:00Z'));
      expect(week[2]).toEqual({ date: '2026-12-25', weekday: 5, ranges: [], holiday: 'Navidad' });
      expect(week[1]?.holiday).toBeUndefined();
    });
  });
  it('leaves the holiday out of open_week when it is inside the window', () => {
    const from = new Date('2026-12-21T00:00:00Z'); // Monday
    const week = openWeekRanges(hours, from);
    const friday = 4 * 1440 + 10 * 60 + 30; // Friday 10:30Z = 07:30 −03
    expect(week.some(([a, b]) => friday >= a && friday < b)).toBe(false);
    const thursday = 3 * 1440 + 10 * 60 + 30;
    expect(week.some(([a, b]) => thursday >= a && thursday < b)).toBe(true);
  });
});

describe('a gym in America/Santiago across its clock change', () => {
  // Chile moves to summer time (UTC−3) at 00:00 on Sunday 6 September 2026; before, UTC−4.
  const hours = gym('Mo-Su 08:00-20:00', 'America/Santiago');
  it.each(['UTC', 'Asia/Tokyo'])('opens at 08:00 local on both sides (TZ=%s)', (tz) => {
    underTz(tz, () => {
      expect(isOpenAt(hours, new Date('2026-09-05T12:30:00Z'))).toBe(true); // Sa 08:30 −04
      expect(isOpenAt(hours, new Date('2026-09-05T11:30:00Z'))).toBe(false); // Sa 07:30 −04
      expect(isOpenAt(hours, new Date('2026-09-07T11:30:00Z'))).toBe(true); // Mo 08:30 −03
      const week = openWeekRanges(hours, new Date('2026-09-04T00:00:00Z')); // Friday
      // Friday and Saturday 12:00Z–00:00Z, then from Sunday 11:00Z–23:00Z.
      expect(week).toContainEqual([4 * 1440 + 720, 5 * 1440]);
      expect(week).toContainEqual([6 * 1440 + 660, 6 * 1440 + 1380]);
    });
  });
});

describe('open_week', () => {
  it('splits a range at the week wrap (Sunday 24:00 UTC)', () => {
    // Sunday 20:00–23:00 in Buenos Aires = Sunday 23:00Z – Monday 02:00Z.
    const week = openWeekRanges(gym('Su 20:00-23:00'), new Date('2026-11-26T12:00:00Z'));
    expect(week).toEqual([
      [0, 120],
      [10020, 10080],
    ]);
    expect(multirangeText(week)).toBe('{[0,120),[10020,10080)}');
    expect(parseMultirange('{[0,120),[10020,10080)}')).toEqual(week);
  });
  it('is {} when never open and null for unparsable hours', () => {
    const from = new Date('2026-11-26T12:00:00Z');
    expect(openWeekText(gym('off'), from)).toBe('{}');
    expect(openWeekText(gym('Mo-Fx 07:00'), from)).toBeNull();
    expect(openWeekText(gym('24/7'), from)).toBe('{[0,10080)}');
  });
  it('minute of the week starts on Monday 00:00 UTC', () => {
    expect(minuteOfWeek(new Date('2026-11-23T00:00:00Z'))).toBe(0);
    expect(minuteOfWeek(new Date('2026-11-29T23:59:00Z'))).toBe(10079);
  });
});

describe('open state from the stored set', () => {
  it('says open and when it closes, across the wrap', () => {
    const state = openStateOf('{[0,120),[10020,10080)}', new Date('2026-11-29T23:30:00Z'));
    expect(state).toEqual({ openNow: true, nextChange: '2026-11-30T02:00:00.000Z' });
  });
  it('says closed and when it opens; 24/7 never changes; unknown is null', () => {
    expect(openStateOf('{[600,1500)}', new Date('2026-11-23T09:00:00Z'))).toEqual({
      openNow: false,
      nextChange: '2026-11-23T10:00:00.000Z',
    });
    expect(openStateOf('{[0,10080)}', new Date())).toEqual({ openNow: true, nextChange: null });
    expect(openStateOf('{}', new Date())).toEqual({ openNow: false, nextChange: null });
    expect(openStateOf(null, new Date())).toEqual({ openNow: null, nextChange: null });
  });
});

describe('detail and syntax', () => {
  it('gives null state and an empty week for unknown hours', () => {
    expect(openingDetailOf({ openingHours: null, timeZone: BA, country: 'ar' }, new Date())).toMatchObject({
      openNow: null,
      nextChange: null,
      openingWeek: [],
    });
  });
  it('says in Spanish where a value fails', () => {
    const check = checkOpeningHours('Mo-Fx 07:00-22:00', { country: 'ar' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(/carácter 5, después de «Mo-F»/);
    expect(checkOpeningHours('  Fr 18:00-02:00 ', { country: 'ar' })).toEqual({
      ok: true,
      value: 'Fr 18:00-02:00',
    });
    // Holiday data the library lacks: said plainly, not as a position.
    expect(checkOpeningHours('Mo-Fr 08:00-18:00; SH off', { country: 'ar' })).toEqual({
      ok: false,
      error: 'No tenemos el calendario de vacaciones escolares: sacá «SH» del horario.',
    });
  });
});
