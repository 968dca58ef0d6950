/**
 * The partner's weekly hours table and the OpenStreetMap `opening_hours` value it stands for (ADR 0025;
 * https://wiki.openstreetmap.org/wiki/Key:opening_hours). Per weekday "Cerrado" or one or two ranges
 * (mañana / tarde), and a row for feriados: closed (`PH off`), as a usual day (nothing said) or own ranges
 * (`PH 10:00-14:00`). {@link toOsm} builds the value; {@link fromOsm} reads back the values the table can
 * show and answers null for any other (the form then opens in advanced mode). Pure, unit-tested.
 * @module
 */

/** One range of wall times `HH:mm`; `to` before `from` runs past midnight (`Fr 18:00-02:00`). */
export interface TimeRange {
  from: string;
  to: string;
}

/** A weekday row: closed, or open with one or two ranges. */
export interface DayRow {
  open: boolean;
  ranges: TimeRange[];
}

/** The feriados row. */
export interface HolidayRow {
  mode: 'closed' | 'same' | 'own';
  ranges: TimeRange[];
}

/** The whole table: Monday … Sunday, then feriados. */
export interface WeekTable {
  days: DayRow[];
  holidays: HolidayRow;
}

/** OSM weekday abbreviations, Monday first. */
export const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Most ranges a row holds (mañana, tarde). */
export const MAX_RANGES = 2;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_OR_24 = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A new table: Monday to Friday 07:00–22:00, Saturday 09:00–13:00, Sunday closed, feriados closed. */
export function defaultTable(): WeekTable {
  const weekday = (): DayRow => ({ open: true, ranges: [{ from: '07:00', to: '22:00' }] });
  return {
    days: [
      weekday(),
      weekday(),
      weekday(),
      weekday(),
      weekday(),
      { open: true, ranges: [{ from: '09:00', to: '13:00' }] },
      { open: false, ranges: [{ from: '09:00', to: '13:00' }] },
    ],
    holidays: { mode: 'closed', ranges: [{ from: '09:00', to: '13:00' }] },
  };
}

/** True when every range of every open row has both times filled in and they differ. */
export function isComplete(table: WeekTable): boolean {
  const rows = [
    ...table.days.filter((d) => d.open).map((d) => d.ranges),
    ...(table.holidays.mode === 'own' ? [table.holidays.ranges] : []),
  ];
  return rows.every(
    (ranges) =>
      ranges.length > 0 && ranges.every((r) => TIME.test(r.from) && TIME_OR_24.test(r.to) && r.from !== r.to),
  );
}

const rangesText = (ranges: TimeRange[]): string => ranges.map((r) => `${r.from}-${r.to}`).join(',');

/**
 * The OSM value of a table: consecutive weekdays with the same ranges share a rule (`Mo-Fr 07:00-22:00`),
 * closed days are left out (OSM's default is closed), then the feriados rule. Null when no day is open
 * and feriados say nothing of their own (the hours are then unknown, not "never open").
 */
export function toOsm(table: WeekTable): string | null {
  const rules: string[] = [];
  let start = 0;
  while (start < OSM_DAYS.length) {
    const day = table.days[start];
    if (!day?.open) {
      start += 1;
      continue;
    }
    const text = rangesText(day.ranges);
    let end = start;
    while (end + 1 < OSM_DAYS.length) {
      const following = table.days[end + 1];
      if (!following?.open || rangesText(following.ranges) !== text) break;
      end += 1;
    }
    const days = end === start ? OSM_DAYS[start] : `${OSM_DAYS[start]}-${OSM_DAYS[end]}`;
    rules.push(`${days} ${text}`);
    start = end + 1;
  }
  if (rules.length === 0 && table.holidays.mode !== 'own') return null;
  if (table.holidays.mode === 'closed') rules.push('PH off');
  if (table.holidays.mode === 'own') rules.push(`PH ${rangesText(table.holidays.ranges)}`);
  return rules.join('; ');
}

/** The day indexes of an OSM day selector (`Mo-Fr`, `Sa,Su`, `Mo-We,Fr`); null if not only weekdays. */
function daysOf(selector: string): number[] | null {
  const out: number[] = [];
  for (const part of selector.split(',')) {
    const [a, b] = part.split('-');
    const from = OSM_DAYS.indexOf(a as (typeof OSM_DAYS)[number]);
    const to = b === undefined ? from : OSM_DAYS.indexOf(b as (typeof OSM_DAYS)[number]);
    if (from < 0 || to < 0 || to < from) return null;
    for (let i = from; i <= to; i += 1) out.push(i);
  }
  return out;
}

/** The ranges of an OSM time list (`07:00-12:00,16:00-22:00`); null if not one or two plain ranges. */
function rangesOf(text: string): TimeRange[] | null {
  const parts = text.split(',');
  if (parts.length > MAX_RANGES) return null;
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const [from, to, extra] = part.split('-');
    if (extra !== undefined || !from || !to || !TIME.test(from) || !TIME_OR_24.test(to) || from === to)
      return null;
    ranges.push({ from, to });
  }
  return ranges;
}

/**
 * The table of an OSM value, when the table can show it exactly: `;`-separated rules, each a weekday
 * selector or `PH` followed by one or two ranges or `off`, every day at most once. Anything else (months,
 * weeks, comments, `24/7`, `sunrise`, overriding rules) answers null. `null`/blank gives a table with
 * every day closed and feriados as usual days.
 */
export function fromOsm(value: string | null): WeekTable | null {
  const table: WeekTable = {
    days: OSM_DAYS.map(() => ({ open: false, ranges: [{ from: '09:00', to: '18:00' }] })),
    holidays: { mode: 'same', ranges: [{ from: '09:00', to: '13:00' }] },
  };
  if (value === null || value.trim() === '') return table;
  const seen = new Set<number | 'PH'>();
  for (const raw of value.split(';')) {
    const rule = raw.trim();
    if (rule === '') continue;
    const match = /^(\S+)\s+(\S+)$/.exec(rule);
    if (!match) return null;
    const [, selector = '', hours = ''] = match;
    const off = hours === 'off' || hours === 'closed';
    const ranges = off ? [] : rangesOf(hours);
    if (ranges === null) return null;
    if (selector === 'PH') {
      if (seen.has('PH')) return null;
      seen.add('PH');
      table.holidays = off ? { mode: 'closed', ranges: table.holidays.ranges } : { mode: 'own', ranges };
      continue;
    }
    const days = daysOf(selector);
    if (!days) return null;
    for (const day of days) {
      if (seen.has(day)) return null;
      seen.add(day);
      table.days[day] = off ? { open: false, ranges: table.days[day]?.ranges ?? [] } : { open: true, ranges };
    }
  }
  return table;
}
