/**
 * The booking rules a member reads before acting (ADR 0022 decision 6): whether a cancel now gives the
 * pass use back, and whether a booking is still ahead. The server decides; these only say in advance
 * what it will do, with the same comparison (`start − now ≥ cancelBeforeHours`).
 * @module
 */
import { differenceInMilliseconds, parseISO } from 'date-fns';

const HOUR_MS = 3_600_000;

/** What {@link cancelKeepsUse} reads of a booking. */
export interface CancelPolicyInput {
  status: 'booked' | 'waitlisted' | 'cancelled' | 'attended';
  startsAt: string;
  cancelBeforeHours: number;
}

/**
 * Whether cancelling `booking` at `now` returns its pass use: always for a waiting booking, and for a
 * place when at least `cancelBeforeHours` remain before the start.
 */
export function cancelKeepsUse(booking: CancelPolicyInput, now: Date = new Date()): boolean {
  if (booking.status === 'waitlisted') return true;
  return differenceInMilliseconds(parseISO(booking.startsAt), now) >= booking.cancelBeforeHours * HOUR_MS;
}

/** Whether the session starting at `startsAt` is still ahead of `now`. */
export const isAhead = (startsAt: string, now: Date = new Date()): boolean => parseISO(startsAt) > now;

/**
 * Whether a member may still cancel a booking: it is booked or waiting and its session has not started
 * (an attended or cancelled booking, or a started session, cannot be cancelled).
 */
export function canCancel(
  booking: Pick<CancelPolicyInput, 'status' | 'startsAt'> & { sessionStatus: 'scheduled' | 'cancelled' },
  now: Date = new Date(),
): boolean {
  return (
    (booking.status === 'booked' || booking.status === 'waitlisted') &&
    booking.sessionStatus === 'scheduled' &&
    isAhead(booking.startsAt, now)
  );
}
