/**
 * The hook through which Pase BuscaGym books and cancels class places paid with credits (ADR 0045
 * "A module of its own"): the credits module implements it and `app.ts` hands it to the classes plugin,
 * so classes imports nothing of credits. Without it, `payWith: "credits"` is refused and the timetable
 * says nothing of the pass.
 * @module
 */
import type { BookingResponse } from '../../../../shared/contract/classes';
import type { PublicCreditTerms } from '../../../../shared/contract/credits-gyms';
import type { SessionUser } from '../../../plugins/session';

/** Booking and cancelling with credits, each its own transaction (wallet lock first, then the session's). */
export interface CreditBookings {
  /** Books a place of session `sessionId` for the member, paid with credits. */
  book(session: SessionUser, sessionId: string): Promise<BookingResponse>;
  /** Cancels the member's credit booking `bookingId` (credits back, forgiven or kept). */
  cancel(session: SessionUser, bookingId: string): Promise<BookingResponse>;
  /** Gym `gymId`'s terms for the pass now (the class cost in force, the coming change), for the timetable. */
  terms(gymId: string): Promise<PublicCreditTerms>;
}
