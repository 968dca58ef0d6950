/**
 * A class set when its gym is closed (ADR 0022; ADR 0025 "Opening hours"): the partner is warned and
 * may confirm. The first session that does not fit whole inside one of the gym's open intervals (its
 * `opening_hours` evaluated in the gym's zone, holidays included) is refused with 409 unless the request
 * says `confirmOutsideHours: true`. A gym without hours, or with hours that do not parse, warns of
 * nothing.
 * @module
 */
import { localDayAndTime } from '../../../shared/domain/dates';
import { classMessages as m } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { evaluatorFor, openIntervals } from '../opening-hours/evaluate';
import type { GymForClasses } from './queries';

const MINUTE_MS = 60_000;

/**
 * The first of `starts` (sessions of `durationMinutes` minutes) that falls outside gym `gym`'s hours.
 * @returns its start, or undefined when every session fits or the gym has no usable hours
 */
export function firstOutsideHours(
  gym: GymForClasses,
  starts: readonly Date[],
  durationMinutes: number,
): Date | undefined {
  if (!gym.openingHours) return undefined;
  const hours = { openingHours: gym.openingHours, timeZone: gym.timeZone, country: gym.country };
  if (!evaluatorFor(hours.openingHours, hours)) return undefined;
  return starts.find((start) => {
    const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
    return !openIntervals(hours, start, end).some((i) => i.from <= start && i.to >= end);
  });
}

/**
 * Refuses `starts` when one falls outside the gym's hours and the partner did not confirm.
 * @throws AppError CONFLICT ({@link m.outsideHours}, with the session's day and hour in the gym's zone)
 */
export function assertWithinHours(
  gym: GymForClasses,
  starts: readonly Date[],
  durationMinutes: number,
  confirmed: boolean | undefined,
): void {
  if (confirmed) return;
  const outside = firstOutsideHours(gym, starts, durationMinutes);
  if (!outside) return;
  const [day, time] = localDayAndTime(outside, gym.timeZone, 'noYear');
  throw new AppError('CONFLICT', m.outsideHours(day, time), {
    confirmOutsideHours: m.outsideHours(day, time),
  });
}
