/**
 * Rules of the partner's management of classes (ADR 0022): the classes and sessions of one of their
 * gyms, cancelling a session (every member booked or waiting gets the reserved pass use back and a
 * mail), deleting a class (with confirmation while sessions to come have bookings; past sessions and
 * attendance stay as history) and a session's roster. Only the gym's partner: another partner's gym,
 * class or session is 403, an unknown one 404, as for `POST /api/partner/classes`.
 * @module
 */
import type { ClassSession, TimetableQuery, TimetableResponse } from '../../../../shared/contract/classes';
import type {
  CancelSessionResponse,
  DeleteClassResponse,
  PartnerClassesResponse,
  RosterEntry,
  RosterResponse,
} from '../../../../shared/contract/classes-partner';
import { partnerClassMessages as p } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { QUEUES, type JobQueue } from '../../../plugins/jobs';
import type { SessionUser } from '../../../plugins/session';
import { assertPartner, ownGym } from '../timetable/access';
import { moveUse } from '../bookings/booking-queries';
import {
  cancelBookings,
  findClassesOfGym,
  findClassOwnership,
  findPartnerSession,
  findRoster,
  findSessionOwnership,
  liveBookingsOf,
  lockClass,
  lockPartnerSession,
  lockSessionsFrom,
  markClassDeleted,
  markSessionCancelled,
  type Ownership,
  type RosterRow,
} from './partner-queries';
import { findTimetable } from '../timetable/queries';
import { ALL_MATERIALISED, localMidnight, parseDayRange } from '../timetable/service';
import { toGymClass, toSession } from '../timetable/wire';

/** @throws AppError NOT_FOUND (unknown or deleted), FORBIDDEN (another partner's) */
function assertOwns(session: SessionUser, owner: Ownership | undefined, notFound: string): Ownership {
  if (!owner || owner.deleted) throw new AppError('NOT_FOUND', notFound);
  if (owner.ownerId !== session.userId) throw new AppError('FORBIDDEN', p.notYourClass);
  return owner;
}

/**
 * Who session `sessionId` belongs to, when it is the signed-in partner's.
 * @throws AppError FORBIDDEN (not a partner, another partner's), NOT_FOUND (unknown, class deleted)
 */
export async function ownSession(db: Database, session: SessionUser, sessionId: string): Promise<Ownership> {
  assertPartner(session);
  return assertOwns(session, await findSessionOwnership(db, sessionId), p.sessionNotFound);
}

/**
 * The classes of the partner's gym `gymId` (deleted ones left out), by first wall time.
 * @throws AppError FORBIDDEN (not a partner; another partner's gym), NOT_FOUND (unknown gym)
 */
export async function listPartnerClasses(
  db: Database,
  session: SessionUser,
  gymId: string,
): Promise<PartnerClassesResponse> {
  await ownGym(db, session, gymId);
  const rows = await findClassesOfGym(db, gymId);
  return { classes: rows.map((r) => toGymClass(r.row, r.sessions)) };
}

/**
 * The sessions of the partner's gym on its local dates `from`–`to`, cancelled ones included, whether
 * the gym is published or not (the public timetable answers only published gyms).
 * @throws AppError VALIDATION (dates as the timetable's), FORBIDDEN, NOT_FOUND (as {@link listPartnerClasses})
 */
export async function partnerSessions(
  db: Database,
  session: SessionUser,
  query: TimetableQuery & { gymId: string },
): Promise<TimetableResponse> {
  const { from, to } = parseDayRange(query);
  const gym = await ownGym(db, session, query.gymId);
  const rows = await findTimetable(
    db,
    gym.id,
    localMidnight(from, gym.timeZone),
    localMidnight(to, gym.timeZone, 1),
  );
  return { sessions: rows.map((r) => toSession(r, gym.timeZone)) };
}

/** Session `sessionId` in its wire form (it exists: the caller found or locked it). */
export async function sessionAnswer(
  db: Database | Tx,
  sessionId: string,
  timeZone: string,
): Promise<ClassSession> {
  const row = await findPartnerSession(db, sessionId);
  if (!row) throw new Error(`session ${sessionId} vanished`);
  return toSession(row, timeZone);
}

/**
 * Cancels session `sessionId`, whose lock the caller holds: every live booking is cancelled with its
 * reserved use given back (the gym cancelled, so the member loses nothing), the session keeps no
 * places or line, and each member gets the `class-cancelled-mail` job in the same transaction.
 * @returns how many bookings were cancelled
 */
async function cancelLockedSession(tx: Tx, jobs: JobQueue, sessionId: string, now: Date): Promise<number> {
  const live = await liveBookingsOf(tx, sessionId);
  const refunds = live.filter((b) => b.useReserved && b.passId !== null);
  refunds.sort((a, b) => (a.passId ?? '').localeCompare(b.passId ?? ''));
  for (const b of refunds) if (b.passId) await moveUse(tx, b.passId, 1);
  await cancelBookings(
    tx,
    live.map((b) => b.id),
    now,
  );
  await markSessionCancelled(tx, sessionId, now);
  for (const b of live) {
    if (b.memberId) await jobs.sendInTransaction(tx, QUEUES.sessionCancelledMail.name, { bookingId: b.id });
  }
  return live.length;
}

/**
 * Cancels the partner's session `sessionId` (ADR 0022): its status becomes `cancelled` (the timetable
 * shows it so), everyone booked or waiting is cancelled with their reserved pass use back and mailed.
 * @param jobs - the job queue (`class-cancelled-mail`)
 * @throws AppError FORBIDDEN, NOT_FOUND (as {@link ownSession}); CONFLICT when already cancelled or started
 */
export async function cancelSession(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  sessionId: string,
  now = new Date(),
): Promise<CancelSessionResponse> {
  const owner = await ownSession(db, session, sessionId);
  return inTransaction(
    db,
    async (tx) => {
      const s = await lockPartnerSession(tx, sessionId);
      if (!s) throw new AppError('NOT_FOUND', p.sessionNotFound);
      if (s.status === 'cancelled') throw new AppError('CONFLICT', p.alreadyCancelled);
      if (now >= s.startsAt) throw new AppError('CONFLICT', p.sessionStarted);
      const cancelledBookings = await cancelLockedSession(tx, jobs, s.id, now);
      return { session: await sessionAnswer(tx, s.id, owner.timeZone), cancelledBookings };
    },
    { idempotent: true },
  );
}

/** The outcome of {@link deleteClass}: done, or the live bookings that need a confirmation first. */
export type DeleteClassOutcome =
  { done: true; answer: DeleteClassResponse } | { done: false; bookings: number };

/**
 * Deletes the partner's class `classId` (ADR 0022). Without `confirm`, while scheduled sessions to come
 * hold live bookings, nothing changes and the count is returned (the route answers 409
 * `CONFIRMATION_REQUIRED`). Otherwise every scheduled session starting after `now` is cancelled as by
 * {@link cancelSession}, and the class is marked deleted: it leaves the lists and the timetable, its
 * horizon stops, and its past sessions, bookings and attendance stay as they were.
 * @throws AppError FORBIDDEN (not a partner, another partner's class), NOT_FOUND (unknown or deleted)
 */
export async function deleteClass(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  classId: string,
  confirm: boolean,
  now = new Date(),
): Promise<DeleteClassOutcome> {
  assertPartner(session);
  assertOwns(session, await findClassOwnership(db, classId), p.classNotFound);
  return inTransaction(
    db,
    async (tx): Promise<DeleteClassOutcome> => {
      const row = await lockClass(tx, classId);
      if (!row || row.deletedAt) throw new AppError('NOT_FOUND', p.classNotFound);
      const toCome = (await lockSessionsFrom(tx, classId, now)).filter(
        (s) => s.status === 'scheduled' && s.startsAt > now,
      );
      const live = toCome.reduce((n, s) => n + s.booked + s.waitlisted, 0);
      if (live > 0 && !confirm) return { done: false, bookings: live };
      let cancelledBookings = 0;
      for (const s of toCome) cancelledBookings += await cancelLockedSession(tx, jobs, s.id, now);
      await markClassDeleted(tx, classId, now, ALL_MATERIALISED);
      return { done: true, answer: { cancelledSessions: toCome.length, cancelledBookings } };
    },
    { idempotent: true },
  );
}

/** Roster row `r` in its wire form. */
const toEntry = (r: RosterRow): RosterEntry => ({
  bookingId: r.bookingId,
  memberId: r.memberId,
  name: r.memberId && r.name ? r.name : p.deletedMember,
  email: r.memberId ? r.email : null,
  status: r.status,
  position: r.position,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The roster of the partner's session `sessionId`: places held in booking order, the waitlist by
 * position, and who came (marked at the door check-in).
 * @throws AppError FORBIDDEN, NOT_FOUND (as {@link ownSession})
 */
export async function roster(db: Database, session: SessionUser, sessionId: string): Promise<RosterResponse> {
  const owner = await ownSession(db, session, sessionId);
  const rows = (await findRoster(db, sessionId)).map(toEntry);
  return {
    session: await sessionAnswer(db, sessionId, owner.timeZone),
    booked: rows.filter((r) => r.status === 'booked'),
    waitlisted: rows.filter((r) => r.status === 'waitlisted'),
    attended: rows.filter((r) => r.status === 'attended'),
  };
}
