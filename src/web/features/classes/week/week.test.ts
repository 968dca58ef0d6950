import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../lib/test-locale';
import {
  byDay,
  dayTitle,
  longDay,
  mondayOf,
  shiftWeek,
  shortDay,
  tabDay,
  todayIn,
  wallOf,
  weekDays,
} from './week';

describe('class week helpers', () => {
  it('reads today in the gym zone, not the machine zone', () => {
    // 02:30 UTC on 3 March is still 2 March in Buenos Aires (UTC−3) and 3 March in Madrid.
    const now = new Date('2026-03-03T02:30:00Z');
    expect(todayIn('America/Argentina/Buenos_Aires', now)).toBe('2026-03-02');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-03-03');
  });

  it('finds the Monday of a week and its seven days', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(weekDays('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });

  it('moves whole weeks across a month and a year', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-03-02', -1)).toBe('2026-02-23');
  });

  it('reads the wall time of an instant written with the gym offset', () => {
    expect(wallOf('2026-03-02T19:00:00.000-03:00')).toEqual({ date: '2026-03-02', time: '19:00' });
    expect(wallOf('2026-04-05T23:30:00.000-04:00')).toEqual({ date: '2026-04-05', time: '23:30' });
    expect(() => wallOf('mañana')).toThrow(RangeError);
  });

  it('labels days in Spanish', () => {
    expect(shortDay('2026-03-02')).toBe('lun 2/3');
    expect(longDay('2026-03-02')).toBe('lunes 2 de marzo');
    expect(dayTitle('2026-03-02')).toBe('Lunes 2 de marzo');
    expect(tabDay('2026-11-23')).toEqual(['lun', '23']);
  });

  it("labels days in the page's language (ADR 0055)", () => {
    expect(inLocale('es-MX', () => dayTitle('2026-03-02'))).toBe('Lunes 2 de marzo');
    expect(inLocale('es-MX', () => longDay('2026-03-07'))).toBe('sábado 7 de marzo');
    expect(inLocale('pt-BR', () => dayTitle('2026-03-02'))).toBe('Segunda-feira 2 de março');
    expect(inLocale('pt-BR', () => longDay('2026-03-07'))).toBe('sábado 7 de março');
    expect(inLocale('pt-BR', () => shortDay('2026-03-02'))).toMatch(/^seg\.? 2\/3$/);
    expect(inLocale('pt-BR', () => tabDay('2026-11-23'))[1]).toBe('23');
    // Back in es-AR afterwards, with the same words as before.
    expect(dayTitle('2026-03-02')).toBe('Lunes 2 de marzo');
  });

  it('groups items by their wall date, keeping days without any', () => {
    const items = [
      { id: 'a', startsAt: '2026-03-02T08:00:00.000-03:00' },
      { id: 'b', startsAt: '2026-03-02T23:30:00.000-03:00' },
      { id: 'c', startsAt: '2026-03-04T19:00:00.000-03:00' },
      { id: 'x', startsAt: '2026-03-20T19:00:00.000-03:00' },
    ];
    const groups = byDay(items, weekDays('2026-03-02'));
    expect(groups.get('2026-03-02')?.map((i) => i.id)).toEqual(['a', 'b']);
    expect(groups.get('2026-03-03')).toEqual([]);
    expect(groups.get('2026-03-04')?.map((i) => i.id)).toEqual(['c']);
    expect([...groups.keys()]).toHaveLength(7);
  });
});
