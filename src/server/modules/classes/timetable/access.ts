/**
 * Who may act on classes and bookings: members book, partners run the classes of their own gyms
 * (ADR 0022). One refusal each, with the Spanish text of the messages module.
 * @module
 */
import { bookingMessages, classMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import type { SessionUser } from '../../../plugins/session';
import { findGymForClasses, type GymForClasses } from './queries';

/** @throws AppError FORBIDDEN ({@link bookingMessages.membersOnly}) unless `session` is a member's */
export function assertMember(session: SessionUser): void {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', bookingMessages.membersOnly);
}

/** @throws AppError FORBIDDEN ({@link classMessages.partnersOnly}) unless `session` is a partner's */
export function assertPartner(session: SessionUser): void {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', classMessages.partnersOnly);
}

/**
 * The partner's gym `gymId`, checked in this order: the session is a partner's, the gym exists, the
 * partner owns it.
 * @throws AppError FORBIDDEN ({@link classMessages.partnersOnly}, {@link classMessages.notYourGym}),
 *   NOT_FOUND ({@link classMessages.gymNotFound})
 */
export async function ownGym(db: Database, session: SessionUser, gymId: string): Promise<GymForClasses> {
  assertPartner(session);
  const gym = await findGymForClasses(db, gymId);
  if (!gym) throw new AppError('NOT_FOUND', classMessages.gymNotFound);
  if (gym.ownerId !== session.userId) throw new AppError('FORBIDDEN', classMessages.notYourGym);
  return gym;
}
