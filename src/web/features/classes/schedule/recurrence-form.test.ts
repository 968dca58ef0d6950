import { describe, expect, it } from 'vitest';
import { scheduleOf, weeklyRule, type Weekday } from './recurrence-form';

const zone = 'America/Argentina/Buenos_Aires';

/** The class form's schedule of a start date and time, checked days and end date (Buenos Aires by default). */
const planOf = (startDate: string, startTime: string, days: Weekday[], until: string, timeZone = zone) =>
  scheduleOf({ startDate, startTime, days, until, timeZone });

describe('weekday boxes to an RRULE', () => {
  it('writes the checked days in week order', () => {
    expect(weeklyRule(['WE', 'MO'])).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
    expect(weeklyRule(['SU', 'SA', 'FR', 'TH', 'WE', 'TU', 'MO'])).toBe(
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU',
    );
  });

  it('makes no rule when no box is checked', () => {
    expect(weeklyRule([])).toBeNull();
  });
});

describe('the schedule of the class form', () => {
  it('expands Monday and Wednesday until an end date, including it', () => {
    const schedule = planOf('2030-03-04', '19:00', ['MO', 'WE'], '2030-03-18');
    expect(schedule.ok).toBe(true);
    if (!schedule.ok) return;
    expect(schedule.body).toEqual({
      startsAt: '2030-03-04T19:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      until: '2030-03-18',
    });
    expect(schedule.starts.map((d) => d.toISOString())).toEqual([
      '2030-03-04T22:00:00.000Z',
      '2030-03-06T22:00:00.000Z',
      '2030-03-11T22:00:00.000Z',
      '2030-03-13T22:00:00.000Z',
      '2030-03-18T22:00:00.000Z',
    ]);
  });

  it('starts on the first checked day after a start date that is not one', () => {
    // 5 March 2030 is a Tuesday: the first session is Wednesday the 6th.
    const schedule = planOf('2030-03-05', '08:30', ['WE'], '2030-03-13');
    expect(schedule.ok && schedule.starts.map((d) => d.toISOString())).toEqual([
      '2030-03-06T11:30:00.000Z',
      '2030-03-13T11:30:00.000Z',
    ]);
  });

  it('is a single class without boxes, whatever the end date says', () => {
    const schedule = planOf('2030-03-05', '08:30', [], '2030-01-01');
    expect(schedule.ok && schedule.body).toEqual({ startsAt: '2030-03-05T08:30', rrule: null, until: null });
  });

  it('asks for an end date when a box is checked, and refuses one before the start', () => {
    const base = { startDate: '2030-03-05', startTime: '08:30', days: ['TU'] as const, timeZone: zone };
    expect(scheduleOf({ ...base, until: '' })).toEqual({ ok: false, error: 'untilMissing' });
    expect(scheduleOf({ ...base, until: '2030-03-01' })).toEqual({ ok: false, error: 'untilBeforeStart' });
  });

  it('refuses a repetition of more than 500 classes', () => {
    const schedule = planOf('2030-01-01', '07:00', ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], '2032-01-01');
    expect(schedule).toEqual({ ok: false, error: 'tooManySessions' });
  });

  it('keeps the wall time across a daylight-saving change (America/Santiago)', () => {
    // Chile leaves summer time on the first Sunday of April 2030 (the 7th): 19:00 stays 19:00.
    const schedule = planOf('2030-04-01', '19:00', ['MO'], '2030-04-08', 'America/Santiago');
    expect(schedule.ok && schedule.starts.map((d) => d.toISOString())).toEqual([
      '2030-04-01T22:00:00.000Z',
      '2030-04-08T23:00:00.000Z',
    ]);
  });
});
