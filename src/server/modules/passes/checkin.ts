/**
 * Check-in at the gym's door (`POST /api/passes/checkin`): the gym's partner scans a member's pass
 * code or types its short door code (./service `resolvePassId`); in one transaction that locks the pass row, a valid pass is admitted and the visit recorded
 * (`pass_visits`; a service pass loses one use). A scan of the same pass within the repeat window
 * (`CHECKIN_REPEAT_WINDOW_MS`, one minute by default) counts as the same visit and writes nothing, so
 * a double scan never costs a second use; concurrent scans queue on the row lock and admit once. An
 * admitted visit marks the member's class booking at that gym starting within ±60 minutes attended
 * (ADR 0022, the classes module's attendance); when that booking holds a use of this very pass, the visit is that
 * use and takes no other. A rotating code (./rotating, ADR 0029) is used once: its TOTP step is recorded
 * in `pass_rotation` under the pass's row lock. A rotating code that names no gym pass is handed to the
 * member-pass doors registered (./member-door: Pase BuscaGym's door pass, ADR 0045 "Check-in").
 * @module
 */
import { eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CheckinBody, CheckinResponse } from '../../../shared/contract/orders';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database, Tx } from '../../db/client';
import { passes } from '../../db/schema-commerce';
import { passRotation } from '../../db/schema-passes';
import { passVisits } from '../../db/schema-sales';
import type { SessionUser } from '../../plugins/session';
import type { PassSigner } from './codes/code';
import type { MemberPassDoors } from './member-door';
import { readDoorPass, resolvePassId, toDoorPass } from './service';
import { passStateAt } from './state/state';
import { attend, lockPlaceAtDoor } from '../classes/index';

/** Options of {@link checkIn}. */
export interface CheckinOptions {
  /** A scan within this many ms of the pass's last visit is that same visit. */
  windowMs: number;
  /** The member-pass doors other modules registered (./member-door). */
  doors?: MemberPassDoors;
  now?: Date;
}

/**
 * Admits (or refuses) the pass code of `body` at the door for the partner of `session`.
 * @returns `admitted` and `repeat`, the pass's state and the pass after the visit
 * @throws AppError FORBIDDEN ({@link commerceMessages.checkinPartnersOnly}) unless the session is a
 *   partner's; otherwise as `resolvePassId` and `readDoorPass` (400 forged or malformed, 404 unknown,
 *   403 another gym's), or as the member-pass door that owns the code
 */
export async function checkIn(
  db: Database,
  signer: PassSigner,
  session: SessionUser,
  body: CheckinBody,
  { windowMs, doors, now = new Date() }: CheckinOptions,
): Promise<CheckinResponse> {
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', commerceMessages.checkinPartnersOnly);
  const { passId, step } = await resolvePassId(db, signer, session, body.code, now);
  // A pass's member and gym never change, so they are read without a lock.
  const [owner] = await db
    .select({ memberId: passes.memberId, gymId: passes.gymId })
    .from(passes)
    .where(eq(passes.id, passId));
  if (!owner && step !== null) {
    const scan = { session, id: passId, step, gymId: body.gymId, windowMs, now };
    for (const door of doors?.all() ?? []) {
      const answer = await door.checkIn(scan);
      if (answer) return answer;
    }
  }
  return db.transaction(async (tx) => {
    // A class booking near the scan (ADR 0022): its session is locked before the pass, the order of
    // every booking path.
    const place =
      owner?.memberId && owner.gymId
        ? await lockPlaceAtDoor(tx, owner.memberId, owner.gymId, now)
        : undefined;
    // Lock first, then read in a new statement: under READ COMMITTED a statement that waited for the lock
    // re-reads the locked row but not its subqueries, so it would miss the visit the other scan committed.
    await tx.select({ id: passes.id }).from(passes).where(eq(passes.id, passId)).for('update');
    const door = await readDoorPass(tx, session, passId);
    const answer = (admitted: boolean, repeat: boolean): CheckinResponse => ({
      admitted,
      repeat,
      state: passStateAt(door.pass, now),
      pass: { ...toDoorPass(door, now), memberAvatar: door.memberAvatar },
    });
    const state = passStateAt(door.pass, now);
    if (state === 'revoked' || state === 'notYetValid' || state === 'expired') return answer(false, false);
    // A rotating code opens the door once (ADR 0029): its step must be later than the last one admitted.
    if (step !== null) await takeStep(tx, passId, step);
    const last = door.lastVisitAt;
    if (last && now.getTime() - last.getTime() < windowMs) return answer(true, true);
    // The booking already took its use of this pass (ADR 0022, decision 6): the visit takes no other,
    // and a pass whose last use that booking holds still opens the door for it.
    const paidByBooking = place !== undefined && place.useReserved && place.passId === door.pass.id;
    if (state !== 'valid' && !(state === 'usedUp' && paidByBooking)) return answer(false, false);
    await tx.insert(passVisits).values({
      passId: door.pass.id,
      gymId: door.pass.gymId,
      memberId: door.pass.memberId,
      visitedAt: now,
    });
    if (place) await attend(tx, place);
    if (door.pass.usesLeft !== null && !paidByBooking) {
      const [left] = await tx
        .update(passes)
        .set({ usesLeft: sql`${passes.usesLeft} - 1` })
        .where(eq(passes.id, door.pass.id))
        .returning({ usesLeft: passes.usesLeft });
      door.pass = { ...door.pass, usesLeft: left?.usesLeft ?? 0 };
    }
    door.visits += 1;
    door.lastVisitAt = now;
    // The member was admitted with the use this visit took, even when it was the last one.
    return { ...answer(true, false), state: 'valid' };
  });
}

/**
 * Records TOTP step `step` as the last one admitted for pass `passId` (the caller holds the pass's row
 * lock), or refuses a step already admitted or older.
 * @throws AppError CONFLICT ({@link commerceMessages.passCodeUsed}) when `step` is not later than the last
 */
async function takeStep(tx: Tx, passId: string, step: number): Promise<void> {
  const taken = await tx
    .insert(passRotation)
    .values({ passId, lastStep: step })
    .onConflictDoUpdate({
      target: passRotation.passId,
      set: { lastStep: step },
      setWhere: or(isNull(passRotation.lastStep), lt(passRotation.lastStep, step)),
    })
    .returning({ passId: passRotation.passId });
  if (taken.length === 0) throw new AppError('CONFLICT', commerceMessages.passCodeUsed);
}
