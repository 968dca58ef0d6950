/**
 * The door check-in of a member's Pase BuscaGym door pass (ADR 0045 "Check-in"): the passes module's
 * {@link MemberPassDoor} hook, which the door (`POST /api/passes/checkin`) calls with a valid rotating
 * code that names no gym pass. One transaction locks, in the order of every credits path, the member's
 * wallet, then the door pass's row (its TOTP step is admitted once: "Código ya usado"), then what it
 * settles: the class session's row and its booking (ADR 0022), or the visit's row. What opens the door
 * (./entries): a credit booking at the partner's gym starting within the attendance window, else the
 * day's credit visit there. It is marked attended and settled with the gym (`credit:{id}:settled`,
 * ../spending/settle), once: a scan within the repeat window of the last admission, or one that finds only
 * entries already attended, is a `repeat` and writes nothing but the step. Nothing at the partner's gyms
 * is refused (409), and so are entries at more than one of them when the door did not name its gym.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { CheckinResponse } from '../../../../shared/contract/orders';
import { firstName } from '../../../../shared/domain/person-name';
import { commerceMessages, creditDoorMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database, Tx } from '../../../db/client';
import { gyms, users } from '../../../db/schema';
import { bookings } from '../../../db/schema-classes';
import { creditDoorPasses, creditVisits } from '../../../db/schema-credits';
import { inTransaction } from '../../../db/transaction';
import { attend, findBooking, lockSession } from '../../classes/index';
import type { MemberPassDoor, MemberPassScan } from '../../passes/index';
import { spentOfBooking } from '../spending/class-booking';
import { settleWithGym } from '../spending/settle';
import { spentOfVisit } from '../spending/visits';
import { lockWallet } from '../wallet';
import { countAttended } from './door-pass';
import { doorEntries, doorGyms, type DoorEntry } from './entries';

/** The credits module's door (see module doc), for the orders context's `memberDoors`. */
export function creditDoor(db: Database): MemberPassDoor {
  return {
    async checkIn(scan) {
      const [pass] = await db
        .select({ userId: creditDoorPasses.userId })
        .from(creditDoorPasses)
        .where(eq(creditDoorPasses.id, scan.id));
      if (!pass) return undefined;
      return inTransaction(db, (tx) => admit(tx, pass.userId, scan), { idempotent: true });
    },
  };
}

/**
 * Admits member `userId` for `scan` (see module doc).
 * @throws AppError CONFLICT ({@link commerceMessages.passCodeUsed}) for a step admitted already;
 *   FORBIDDEN ({@link commerceMessages.passNotYours}) for a `gymId` not the partner's; CONFLICT
 *   ({@link m.nothingHere}, {@link m.whichGym}) when nothing, or more than one gym, is open to the member
 */
async function admit(tx: Tx, userId: string, scan: MemberPassScan): Promise<CheckinResponse> {
  const { now } = scan;
  await lockWallet(tx, userId);
  const [pass] = await tx
    .select()
    .from(creditDoorPasses)
    .where(eq(creditDoorPasses.id, scan.id))
    .for('update');
  if (!pass) throw new Error(`door pass ${scan.id} vanished under its wallet's lock`);
  if (pass.lastStep !== null && pass.lastStep >= scan.step)
    throw new AppError('CONFLICT', commerceMessages.passCodeUsed);
  const zones = await doorGyms(tx, scan.session.userId, scan.gymId);
  const entries = await doorEntries(tx, userId, zones, now);
  if (new Set(entries.map((e) => e.gymId)).size > 1) throw new AppError('CONFLICT', m.whichGym);
  const attended = entries.find((e) => e.attended);
  const open = entries.find((e) => !e.attended);
  const last = pass.lastAdmittedAt;
  const withinWindow = last !== null && now.getTime() - last.getTime() < scan.windowMs;
  const entry = (withinWindow && attended) || !open ? attended : open;
  if (!entry) throw new AppError('CONFLICT', m.nothingHere);
  const settled = entry === open && (await settle(tx, entry, userId, now));
  await tx
    .update(creditDoorPasses)
    .set({ lastStep: scan.step, ...(settled ? { lastAdmittedAt: now } : {}) })
    .where(eq(creditDoorPasses.id, pass.id));
  return answer(tx, { id: pass.id, userId, entry, repeat: !settled, lastAdmittedAt: last, now });
}

/**
 * Marks `entry` attended and pays its gym, under the lock of its session (class) or its row (visit).
 * @returns false when a concurrent path had closed it already (nothing written)
 */
async function settle(tx: Tx, entry: DoorEntry, userId: string, now: Date): Promise<boolean> {
  if (entry.kind === 'visit') {
    const [row] = await tx.select().from(creditVisits).where(eq(creditVisits.id, entry.id)).for('update');
    if (row?.status !== 'booked') return false;
    await tx
      .update(creditVisits)
      .set({ status: 'attended', checkedInAt: now, settledAt: now })
      .where(eq(creditVisits.id, row.id));
    await settleWithGym(tx, spentOfVisit(row), now);
    return true;
  }
  const session = await lockSession(tx, entry.sessionId ?? '');
  const row = await findBooking(tx, entry.id);
  if (!session || !row || row.memberId !== userId || row.creditSettledAt) return false;
  if (row.status !== 'booked' && row.status !== 'attended') return false;
  if (row.status === 'booked')
    await attend(tx, { bookingId: row.id, startsAt: session.startsAt, passId: null, useReserved: false });
  await settleWithGym(tx, spentOfBooking(row, session.gymId), now);
  await tx
    .update(bookings)
    .set({ creditSettledAt: now, creditForgiven: false })
    .where(eq(bookings.id, row.id));
  return true;
}

/** What {@link answer} tells the door. */
interface Admission {
  /** The door pass's id. */
  id: string;
  userId: string;
  entry: DoorEntry;
  repeat: boolean;
  /** The admission before this one, if any. */
  lastAdmittedAt: Date | null;
  now: Date;
}

/** The door's answer for `a`: the entry as a pass of the member, and what it was (the contract's `credit`). */
async function answer(tx: Tx, a: Admission): Promise<CheckinResponse> {
  const { entry } = a;
  const [member] = await tx
    .select({ name: users.name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, a.userId));
  const [gym] = await tx.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, entry.gymId));
  const lastVisit = a.repeat ? a.lastAdmittedAt : a.now;
  return {
    admitted: true,
    repeat: a.repeat,
    state: 'valid',
    pass: {
      _id: a.id,
      gymId: entry.gymId,
      gymName: gym?.name ?? '',
      productName: m.productName,
      kind: entry.kind === 'class' ? 'service' : 'membership',
      validFrom: entry.opensAt.toISOString(),
      validUntil: entry.endsAt.toISOString(),
      usesTotal: null,
      usesLeft: null,
      state: 'valid',
      visits: await countAttended(tx, a.userId, entry.gymId),
      healthShared: false,
      lastVisitAt: lastVisit?.toISOString() ?? null,
      memberFirstName: firstName(member?.name),
      memberAvatar: member?.avatar ?? null,
    },
    credit: {
      kind: entry.kind,
      _id: entry.id,
      credits: entry.credits,
      className: entry.className,
      startsAt: entry.startsAt?.toISOString() ?? null,
      day: entry.day,
    },
  };
}
