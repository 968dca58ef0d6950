/**
 * A class's schedule in words for the partner's list ("Los lunes y miércoles, hasta el 30/12/2026"),
 * read from its RRULE's `BYDAY` (the weekday boxes the form wrote) and its end date.
 * @module
 */
import { format, parseISO } from 'date-fns';
import type { GymClass } from '../../../../shared/contract/classes';
import {
  partnerClassListMessages as m,
  weekdayPluralMessages as plural,
} from '../../../../shared/messages/classes-partner.web';
import { WEEKDAYS, type Weekday } from './recurrence-form';

/** The weekdays of an RRULE's `BYDAY`, in week order ([] without one). */
export function ruleDays(rrule: string | null): Weekday[] {
  const byDay = /(?:^|;)BYDAY=([A-Z,]+)/.exec(rrule ?? '')?.[1]?.split(',') ?? [];
  return WEEKDAYS.filter((day) => byDay.includes(day));
}

/** "lunes, miércoles y viernes". */
function joinDays(days: readonly Weekday[]): string {
  const words = days.map((day) => plural[day]);
  const last = words.pop() ?? '';
  return words.length === 0 ? last : m.and(words.join(', '), last);
}

/** The schedule of `gymClass` in words. */
export function scheduleText(gymClass: Pick<GymClass, 'rrule' | 'until'>): string {
  if (!gymClass.rrule) return m.once;
  const days = ruleDays(gymClass.rrule);
  if (days.length === 0) return m.repeats;
  const until = gymClass.until ? format(parseISO(gymClass.until), 'dd/MM/yyyy') : null;
  return m.weekly(joinDays(days), until);
}
