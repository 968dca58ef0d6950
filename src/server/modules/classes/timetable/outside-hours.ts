/**
 * A class set when its gym is closed (ADR 0022; ADR 0025 "Opening hours"): the partner is warned and
 * may confirm. The first session that does not fit whole inside one of the gym's open intervals (its
 * `opening_hours` evaluated in the gym's zone, holidays included) is refused with 409 unless the request
 * says `confirmOutsideHours: true`. A gym without hours, or with hours that do not parse, warns of
 * nothing. Moving a session (its start or length) is checked and confirmed the same way.
 * @module
 */
import type { EditSessionBody } from '../../../../shared/contract/classes-partner';
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { classMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { GymForClasses } from './queries';
import { evaluatorFor, openIntervals } from '../../opening-hours/index';

const MINUTE_MS = 60_000;

/** A session as the hours rule sees it: its start and its length in minutes. */
interface SessionSpan {
  startsAt: Date;
  minutes: number;
}

/**
 * The first of `spans` (in the order given) that does not fit whole inside one open interval of gym
 * `gym`. @returns its start, or undefined when every session fits or the gym has no usable hours
 */
function firstOutside(gym: GymForClasses, spans: readonly SessionSpan[]): Date | undefined {
  if (!gym.openingHours) return undefined;
  const hours = { openingHours: gym.openingHours, timeZone: gym.timeZone, country: gym.country };
  if (!evaluatorFor(hours.openingHours, hours)) return undefined;
  return spans.find(({ startsAt: start, minutes }) => {
    const end = new Date(start.getTime() + minutes * MINUTE_MS);
    return !openIntervals(hours, start, end).some((i) => i.from <= start && i.to >= end);
  })?.startsAt;
}

/**
 * Refuses `spans` when one falls outside the gym's hours and the partner did not confirm.
 * @param message - the refusal for that day and hour: {@link m.outsideHours} for a new class,
 *   {@link m.outsideHoursEdit} for an edit
 * @throws AppError CONFLICT (`message`, with the session's day and hour in the gym's zone, also under
 *   the field `confirmOutsideHours`)
 */
function assertSpansWithinHours(
  gym: GymForClasses,
  spans: readonly SessionSpan[],
  confirmed: boolean | undefined,
  message: (day: string, time: string) => string,
): void {
  if (confirmed) return;
  const outside = firstOutside(gym, spans);
  if (!outside) return;
  const [day, time] = localDayAndTime(outside, gym.timeZone, activeLocale(), 'noYear');
  throw new AppError('CONFLICT', message(day, time), { confirmOutsideHours: message(day, time) });
}

/**
 * Refuses `starts` (sessions of `durationMinutes` minutes) when one falls outside the gym's hours and
 * the partner did not confirm.
 * @throws AppError CONFLICT ({@link m.outsideHours}, with the session's day and hour in the gym's zone)
 */
export const assertWithinHours = (
  gym: GymForClasses,
  starts: readonly Date[],
  durationMinutes: number,
  confirmed: boolean | undefined,
): void =>
  assertSpansWithinHours(
    gym,
    starts.map((startsAt) => ({ startsAt, minutes: durationMinutes })),
    confirmed,
    m.outsideHours,
  );

/**
 * Refuses an edit of a session (`PATCH /api/partner/class-sessions/{sessionId}`) that puts one of
 * `spans` (the sessions as the edit leaves them) outside the gym's hours, unless
 * `body.confirmOutsideHours`. An edit that changes neither start nor length is never refused, so a
 * session already confirmed outside the hours can still be renamed.
 * @throws AppError CONFLICT ({@link m.outsideHoursEdit}, with the session's day and hour in the gym's zone)
 */
export function assertEditWithinHours(
  gym: GymForClasses,
  body: Pick<EditSessionBody, 'startsAt' | 'durationMinutes' | 'confirmOutsideHours'>,
  spans: readonly SessionSpan[],
): void {
  if (body.startsAt === undefined && body.durationMinutes === undefined) return;
  assertSpansWithinHours(gym, spans, body.confirmOutsideHours, m.outsideHoursEdit);
}
