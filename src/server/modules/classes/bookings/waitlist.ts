/**
 * The waitlist promotion (ADR 0022 decision 5), written once: every path that frees or adds places of
 * a session (a member's cancel and the bookings of a voided pass through `releaseBooking`, a partner's
 * edit raising the places) calls {@link promoteFromWaitlist} in the transaction that holds the
 * session's lock (docs/architecture.md §7), so positions stay 1, 2, 3… and each promoted member's
 * mail is queued in that same transaction (the outbox, ADR 0008).
 * @module
 */
import type { Tx } from '../../../db/client';
import { QUEUES, type JobQueue } from '../../../plugins/jobs';
import { addToCounts, closeUpWaitlist, promoteFirst } from './booking-queries';

const HOUR_MS = 3_600_000;

/** What the promotion needs of a locked session. */
export interface PromotionSession {
  id: string;
  /** Its start (the new one when an edit moves it). */
  startsAt: Date;
  /** Hours before the start after which a freed place is no longer given to the waitlist. */
  promoteUntilHours: number;
  /** Bookings waiting when the lock was taken. */
  waitlisted: number;
}

/**
 * Gives up to `places` free places of session `s` (locked by the caller) to its waitlist, position 1
 * first, unless fewer than `promoteUntilHours` remain before its start: each promoted booking becomes
 * a place, the ones behind move up, the counts follow and its `class-promotion-mail` is queued.
 * @returns how many bookings were promoted
 */
export async function promoteFromWaitlist(
  tx: Tx,
  jobs: JobQueue,
  s: PromotionSession,
  places: number,
  now: Date,
): Promise<number> {
  if (s.startsAt.getTime() - now.getTime() < s.promoteUntilHours * HOUR_MS) return 0;
  let promotedCount = 0;
  for (let waiting = s.waitlisted; promotedCount < places && waiting > 0; waiting--) {
    const promoted = await promoteFirst(tx, s.id, now);
    if (!promoted) break;
    await addToCounts(tx, s.id, 1, -1);
    await closeUpWaitlist(tx, s.id, 1);
    await jobs.sendInTransaction(tx, QUEUES.promotionMail.name, { bookingId: promoted.id });
    promotedCount++;
  }
  return promotedCount;
}
