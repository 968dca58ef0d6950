import { describe, expect, it } from 'vitest';
import { expandRecurrence, isTimeZone } from './recurrence';

const SANTIAGO = 'America/Santiago';
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

function starts(input: Parameters<typeof expandRecurrence>[0], max?: number): Date[] {
  const result = expandRecurrence(input, max);
  if (!result.ok) throw new Error(result.error);
  return result.starts;
}

describe('expandRecurrence', () => {
  it.each([
    {
      name: 'without a rule makes one session at the wall time in the zone',
      input: { startsAt: '2026-03-02T19:00', timeZone: BUENOS_AIRES },
      expected: ['2026-03-02T22:00:00.000Z'],
    },
    {
      // Chile leaves UTC-3 for UTC-4 on Sunday 5 April 2026 (Saturday 24:00 becomes 23:00).
      name: 'keeps 19:00 local across the end of daylight saving time in Santiago (first Sunday of April 2026)',
      input: {
        startsAt: '2026-03-30T19:00',
        timeZone: SANTIAGO,
        rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
        until: '2026-04-15',
      },
      expected: [
        '2026-03-30T22:00:00.000Z',
        '2026-04-01T22:00:00.000Z',
        '2026-04-06T23:00:00.000Z',
        '2026-04-08T23:00:00.000Z',
        '2026-04-13T23:00:00.000Z',
        '2026-04-15T23:00:00.000Z',
      ],
    },
    {
      name: 'keeps 07:30 local across the start of daylight saving time in Santiago (first Sunday of September 2026)',
      input: { startsAt: '2026-09-05T07:30', timeZone: SANTIAGO, rrule: 'FREQ=DAILY', until: '2026-09-07' },
      expected: ['2026-09-05T11:30:00.000Z', '2026-09-06T10:30:00.000Z', '2026-09-07T10:30:00.000Z'],
    },
    {
      // On 6 September 2026 Santiago's clocks jump from 00:00 to 01:00: 00:30 happens at 01:30 (-03:00).
      name: 'moves a wall time that does not exist (the spring-forward gap) forward by the gap',
      input: { startsAt: '2026-09-06T00:30', timeZone: SANTIAGO },
      expected: ['2026-09-06T04:30:00.000Z'],
    },
  ])('$name', ({ input, expected }) => {
    expect(iso(starts(input))).toEqual(expected);
  });

  it('in Buenos Aires (no daylight saving time) the offset is always -03:00', () => {
    const result = starts({
      startsAt: '2026-03-30T19:00',
      timeZone: BUENOS_AIRES,
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      until: '2026-04-15',
    });
    expect(result).toHaveLength(6);
    expect(result.every((d) => d.getUTCHours() === 22 && d.getUTCMinutes() === 0)).toBe(true);
  });

  it('honours the rule COUNT and UNTIL, and the earlier of UNTIL and until', () => {
    expect(
      starts({ startsAt: '2026-03-02T08:00', timeZone: BUENOS_AIRES, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' }),
    ).toHaveLength(3);
    expect(
      starts({
        startsAt: '2026-03-02T08:00',
        timeZone: BUENOS_AIRES,
        rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20260330T235959Z',
        until: '2026-03-16',
      }),
    ).toHaveLength(3);
  });

  it('allows exactly the limit and refuses one more', () => {
    const input = { startsAt: '2026-03-02T08:00', timeZone: BUENOS_AIRES, rrule: 'FREQ=DAILY;COUNT=500' };
    expect(starts(input)).toHaveLength(500);
    expect(expandRecurrence({ ...input, rrule: 'FREQ=DAILY;COUNT=501' })).toEqual({
      ok: false,
      error: 'tooManySessions',
    });
    expect(
      expandRecurrence({
        startsAt: '2026-03-02T08:00',
        timeZone: BUENOS_AIRES,
        rrule: 'FREQ=DAILY',
        until: '2028-01-01',
      }),
    ).toEqual({ ok: false, error: 'tooManySessions' });
  });

  it('refuses a rule without an end (it would make more than 500 sessions)', () => {
    expect(
      expandRecurrence({
        startsAt: '2026-03-02T08:00',
        timeZone: BUENOS_AIRES,
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      }),
    ).toEqual({ ok: false, error: 'tooManySessions' });
  });

  it.each([
    'garbage',
    'FREQ=WEEKLY;BYDAY=XX',
    'FREQ=WEEKLY;INTERVAL=abc',
    'FREQ=WEEKLY;INTERVAL=0',
    'FREQ=HOURLY;COUNT=3',
    'BYDAY=MO;COUNT=3',
    'FREQ=WEEKLY;BYDAY=MO;COUNT=3;TZID=America/Santiago',
    'DTSTART:20260302T080000Z\nRRULE:FREQ=WEEKLY;COUNT=3',
    'FOO=1',
  ])('refuses the RRULE %j', (rrule) => {
    expect(
      expandRecurrence({ startsAt: '2026-03-02T08:00', timeZone: BUENOS_AIRES, rrule, until: '2026-04-01' }),
    ).toEqual({
      ok: false,
      error: 'rrule',
    });
  });

  it('refuses an end before the start, malformed wall times and dates, and a rule with no session', () => {
    const base = { startsAt: '2026-03-02T08:00', timeZone: BUENOS_AIRES };
    expect(expandRecurrence({ ...base, rrule: 'FREQ=WEEKLY;BYDAY=MO', until: '2026-03-01' })).toEqual({
      ok: false,
      error: 'untilBeforeStart',
    });
    expect(expandRecurrence({ ...base, until: '2026-03-01' })).toEqual({
      ok: false,
      error: 'untilBeforeStart',
    });
    expect(expandRecurrence({ ...base, rrule: 'FREQ=WEEKLY;UNTIL=20260201T000000Z' })).toEqual({
      ok: false,
      error: 'untilBeforeStart',
    });
    for (const startsAt of [
      '2026-02-30T08:00',
      '2026-03-02T24:00',
      '2026-03-02 08:00',
      '2026-03-02T08:00Z',
    ]) {
      expect(expandRecurrence({ ...base, startsAt })).toEqual({ ok: false, error: 'startsAt' });
    }
    expect(expandRecurrence({ ...base, until: '2026-13-01' })).toEqual({ ok: false, error: 'until' });
    expect(expandRecurrence({ ...base, rrule: 'FREQ=WEEKLY;BYDAY=TU', until: '2026-03-02' })).toEqual({
      ok: false,
      error: 'noSessions',
    });
  });

  it('knows IANA zones and throws on an unknown one', () => {
    expect(isTimeZone(SANTIAGO)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => expandRecurrence({ startsAt: '2026-03-02T08:00', timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
  });
});
