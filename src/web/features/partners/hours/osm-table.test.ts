import { describe, expect, it } from 'vitest';
import { defaultTable, fromOsm, isComplete, toOsm, type WeekTable } from './osm-table';

const closed = { open: false, ranges: [{ from: '09:00', to: '18:00' }] };
const open = (...ranges: [string, string][]) => ({
  open: true,
  ranges: ranges.map(([from, to]) => ({ from, to })),
});

describe('toOsm', () => {
  it('groups consecutive equal days and adds the feriados rule', () => {
    expect(toOsm(defaultTable())).toBe('Mo-Fr 07:00-22:00; Sa 09:00-13:00; PH off');
  });
  it('writes two ranges, single days, a range past midnight and own feriado hours', () => {
    const table: WeekTable = {
      days: [
        open(['07:00', '12:00'], ['16:00', '22:00']),
        open(['07:00', '12:00'], ['16:00', '22:00']),
        closed,
        open(['07:00', '22:00']),
        open(['18:00', '02:00']),
        closed,
        closed,
      ],
      holidays: { mode: 'own', ranges: [{ from: '10:00', to: '14:00' }] },
    };
    expect(toOsm(table)).toBe(
      'Mo-Tu 07:00-12:00,16:00-22:00; Th 07:00-22:00; Fr 18:00-02:00; PH 10:00-14:00',
    );
  });
  it('says nothing of feriados kept as usual days, and null when nothing is open', () => {
    const table = defaultTable();
    table.holidays.mode = 'same';
    expect(toOsm(table)).toBe('Mo-Fr 07:00-22:00; Sa 09:00-13:00');
    expect(toOsm({ days: Array(7).fill(closed), holidays: { mode: 'closed', ranges: [] } })).toBeNull();
  });
});

describe('fromOsm', () => {
  it.each([
    'Mo-Fr 07:00-22:00; Sa 09:00-13:00; PH off',
    'Mo-Tu 07:00-12:00,16:00-22:00; Th 07:00-22:00; Fr 18:00-02:00; PH 10:00-14:00',
    'Sa-Su 10:00-20:00',
  ])('reads back what the table writes: %s', (value) => {
    const table = fromOsm(value);
    expect(table).not.toBeNull();
    expect(toOsm(table as WeekTable)).toBe(value);
  });
  it('reads day lists and off days', () => {
    expect(toOsm(fromOsm('Mo,We,Fr 08:00-12:00; Su off') as WeekTable)).toBe(
      'Mo 08:00-12:00; We 08:00-12:00; Fr 08:00-12:00',
    );
  });
  it.each([
    '24/7',
    'Mo-Fr 07:00-22:00; Mo 08:00-09:00',
    'Jan-Mar Mo 10:00-12:00',
    'Mo-Fr sunrise-sunset',
    'Mo 07:00-09:00,10:00-11:00,12:00-13:00',
    'Mo-Fr 07:00-22:00 "con turno"',
  ])('answers null for what the table cannot show: %s', (value) => {
    expect(fromOsm(value)).toBeNull();
  });
  it('gives a closed week for unknown hours', () => {
    const table = fromOsm(null) as WeekTable;
    expect(table.days.every((d) => !d.open)).toBe(true);
    expect(toOsm(table)).toBeNull();
  });
});

describe('isComplete', () => {
  it('wants both times of every open range', () => {
    const table = defaultTable();
    expect(isComplete(table)).toBe(true);
    table.days[0] = open(['07:00', '']);
    expect(isComplete(table)).toBe(false);
  });
});
