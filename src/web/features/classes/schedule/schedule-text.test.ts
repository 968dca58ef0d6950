import { describe, expect, it } from 'vitest';
import { ruleDays, scheduleText } from './schedule-text';

describe("a class's schedule in words", () => {
  it('reads the weekdays of the rule in week order', () => {
    expect(ruleDays('FREQ=WEEKLY;BYDAY=WE,MO')).toEqual(['MO', 'WE']);
    expect(ruleDays('FREQ=WEEKLY;COUNT=3')).toEqual([]);
    expect(ruleDays(null)).toEqual([]);
  });

  it('says the days and the end date', () => {
    expect(scheduleText({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', until: '2026-12-30' })).toBe(
      'Los lunes, miércoles y viernes, hasta el 30/12/2026',
    );
    expect(scheduleText({ rrule: 'FREQ=WEEKLY;BYDAY=SA', until: null })).toBe('Los sábados');
    expect(scheduleText({ rrule: null, until: null })).toBe('Una sola vez');
    expect(scheduleText({ rrule: 'FREQ=DAILY;COUNT=5', until: null })).toBe('Se repite');
  });
});
