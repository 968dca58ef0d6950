/**
 * The calendar arithmetic of the class screens, on the gym's local dates: today in the gym's zone, the
 * Monday-to-Sunday week around a day, the wall time of an answer's instant (ISO 8601 with the gym's
 * offset, ADR 0022 decision 7) and the sessions of each day, and the days' names in the page's language
 * (ADR 0055). date-fns and @date-fns/tz do the calendar; nothing here depends on the browser's own zone.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, lightFormat, parseISO, startOfWeek } from 'date-fns';
import { DEFAULT_GYM_TIME_ZONE } from '../../../../shared/constants/classes';
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { DEFAULT_LOCALE } from '../../../../shared/messages/i18n/locales';

/** A calendar date `YYYY-MM-DD`. */
export type LocalDate = string;

const DAY_FORMAT = 'yyyy-MM-dd';
const OFFSET_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * Today's date in `timeZone` (a gym's IANA zone).
 * @param timeZone - defaults to the zone of gyms without one of their own
 * @param now - the instant to read (tests pass one)
 */
export function todayIn(timeZone: string = DEFAULT_GYM_TIME_ZONE, now: Date = new Date()): LocalDate {
  return lightFormat(new TZDate(now, timeZone), DAY_FORMAT);
}

/** The Monday of the week of `day` (weeks run Monday to Sunday, as in Argentina). */
export function mondayOf(day: LocalDate): LocalDate {
  return lightFormat(startOfWeek(parseISO(day), { weekStartsOn: 1 }), DAY_FORMAT);
}

/** The seven dates of the week that starts on `monday`. */
export function weekDays(monday: LocalDate): LocalDate[] {
  const first = parseISO(monday);
  return Array.from({ length: 7 }, (_, i) => lightFormat(addDays(first, i), DAY_FORMAT));
}

/** The Monday `weeks` weeks after (or before, when negative) `monday`. */
export function shiftWeek(monday: LocalDate, weeks: number): LocalDate {
  return lightFormat(addWeeks(parseISO(monday), weeks), DAY_FORMAT);
}

/**
 * The gym's wall date and time of an instant the API wrote with the gym's offset
 * (`2026-03-02T19:00:00.000-03:00` → `{ date: '2026-03-02', time: '19:00' }`): the text already is the
 * gym's clock, so no zone is needed to read it.
 * @throws RangeError when `instant` is not such a text
 */
export function wallOf(instant: string): { date: LocalDate; time: string } {
  const match = OFFSET_INSTANT.exec(instant);
  if (!match?.[1] || !match[2]) throw new RangeError(`not an ISO 8601 instant: ${instant}`);
  return { date: match[1], time: match[2] };
}

/**
 * The tag whose weekday and month names the class screens write, the page's language (ADR 0055): es-AR
 * pages keep CLDR's Spanish ('es': "lun", "lunes", "marzo", the words date-fns' `es` locale writes) as they
 * always had, es-MX and pt-BR pages their own ("segunda-feira", "março").
 */
const namesLocale = (): string => {
  const locale = activeLocale();
  return locale === DEFAULT_LOCALE ? 'es' : locale;
};

// From the browser's Intl, without date-fns' formatter and locale tables on the gym detail (ADR 0013).
const weekdayShort = lazyDateTimeFormat(namesLocale, { weekday: 'short' });
const weekdayLong = lazyDateTimeFormat(namesLocale, { weekday: 'long' });
const monthLong = lazyDateTimeFormat(namesLocale, { month: 'long' });

/** A short day label, e.g. "lun 2/3" (pt-BR "seg. 2/3"). */
export const shortDay = (day: LocalDate): string => {
  const date = parseISO(day);
  return `${weekdayShort.format(date)} ${date.getDate()}/${date.getMonth() + 1}`;
};

/** A day button's two lines, weekday and day of the month, e.g. `['lun', '23']`. */
export const tabDay = (day: LocalDate): [string, string] => {
  const date = parseISO(day);
  return [weekdayShort.format(date), String(date.getDate())];
};

/**
 * A long day label, e.g. "lunes 2 de marzo" ("segunda-feira 2 de março" in pt-BR: Portuguese joins the
 * day and the month with "de" as Spanish does).
 */
export const longDay = (day: LocalDate): string => {
  const date = parseISO(day);
  return `${weekdayLong.format(date)} ${date.getDate()} de ${monthLong.format(date)}`;
};

/** A day as a heading or the start of a line, e.g. "Lunes 2 de marzo" ("Segunda-feira 2 de março"). */
export function dayTitle(day: LocalDate): string {
  const text = longDay(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The items of each day of `days`, in their order, by the wall date of `startsAt`.
 * @param items - anything with an API instant `startsAt` (sessions, bookings)
 */
export function byDay<T extends { startsAt: string }>(items: readonly T[], days: readonly LocalDate[]) {
  const groups = new Map<LocalDate, T[]>(days.map((day) => [day, []]));
  for (const item of items) groups.get(wallOf(item.startsAt).date)?.push(item);
  return groups;
}
