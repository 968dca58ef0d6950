/**
 * Reading a pass at the gym's door: verification (`POST /api/passes/verify`, read-only) and check-in
 * (./checkin, which records the visit). The door reads either the QR's signed code, whose MAC is checked
 * first (./code: a forged or altered code is refused without a database read), or the pass's short door
 * code typed at the counter (shared/domain/door-code), looked up among the passes of the partner's own
 * gyms. The pass is then read with its gym's owner, its member's first name and avatar, and its visits.
 * Only the partner who owns the pass's gym, or an administrator for verification, may read it.
 * @module
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { DOOR_CODE_FIXED_LENGTH, normaliseDoorCode } from '../../../shared/domain/door-code';
import type { PassVerifyResponse } from '../../../shared/contract/orders';
import { commerceMessages } from '../../../shared/messages';
import { firstName } from '../../../shared/domain/person-name';
import { AppError } from '../../app-error';
import type { Database, Tx } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { passes } from '../../db/schema-commerce';
import { passRotation } from '../../db/schema-passes';
import type { SessionUser } from '../../plugins/session';
import { actsAsAdmin } from '../admin-guard';
import type { PassSigner } from './codes/code';
import { passExtraColumns } from './state/columns';
import { isRotatingCode } from './codes/rotating';
import { passStateAt } from './state/state';

/** A pass as the door reads it. */
export interface DoorPass {
  pass: typeof passes.$inferSelect;
  gymName: string;
  ownerId: string | null;
  memberName: string | null;
  memberAvatar: string | null;
  visits: number;
  lastVisitAt: Date | null;
  healthShared: boolean;
}

/** The pass a door code names, and the TOTP step of a rotating code (null for the other kinds). */
export interface ResolvedCode {
  passId: string;
  step: number | null;
}

/**
 * The pass that `code` names for `session`: a rotating code (./rotating, ADR 0029), the QR's fixed signed
 * code (./code), or a short door code typed at the counter, looked up by the index on `passes.door_code`.
 * Rotating and fixed codes are checked without a database read first, so a forgery costs none; a fixed
 * code then stops once the pass's device has received its rotating secret (`pass_rotation`). A typed
 * door code rotates with the QR (ADR 0036): its first symbols name the pass among those of the partner's
 * own gyms (an administrator's: among all), its last ones must be the pass's TOTP of the current step
 * ±1; an older one is "vencido". A rotating door code admits once per step, like the QR's.
 * @param now - the door's clock (the rotating code's step)
 * @throws AppError VALIDATION ({@link commerceMessages.passInvalid}) for a malformed or forged code, or
 *   a door code that names more than one pass (then the QR must be read); VALIDATION
 *   ({@link commerceMessages.passCodeExpired}) for a rotating code or door code of an older step or a
 *   fixed code replaced by rotating ones; VALIDATION ({@link commerceMessages.passInvalid}) for a door
 *   code of no current step; NOT_FOUND for a door code whose first symbols no pass has; FORBIDDEN
 *   ({@link commerceMessages.passNotYours}) for a door code of another gym's pass
 */
export async function resolvePassId(
  db: Database | Tx,
  signer: PassSigner,
  session: SessionUser,
  code: string,
  now: Date = new Date(),
): Promise<ResolvedCode> {
  if (isRotatingCode(code)) {
    const check = signer.checkRotating(code, now);
    if (check.kind === 'invalid') throw new AppError('VALIDATION', commerceMessages.passInvalid);
    if (check.kind === 'stale') throw new AppError('VALIDATION', commerceMessages.passCodeExpired);
    return { passId: check.passId, step: check.step };
  }
  const doorCode = normaliseDoorCode(code);
  if (!doorCode) {
    const passId = signer.verify(code);
    if (!passId) throw new AppError('VALIDATION', commerceMessages.passInvalid);
    const [rotating] = await db
      .select({ passId: passRotation.passId })
      .from(passRotation)
      .where(eq(passRotation.passId, passId));
    if (rotating) throw new AppError('VALIDATION', commerceMessages.passCodeExpired);
    return { passId, step: null };
  }
  // The first symbols name the pass (an index range scan), the rest is the step's TOTP (ADR 0036).
  const prefix = doorCode.slice(0, DOOR_CODE_FIXED_LENGTH);
  const fill = (c: string) => prefix + c.repeat(doorCode.length - DOOR_CODE_FIXED_LENGTH);
  const found = await db
    .select({ id: passes.id, ownerId: gyms.ownerId, doorCode: passes.doorCode })
    .from(passes)
    .innerJoin(gyms, eq(gyms.id, passes.gymId))
    .where(and(gte(passes.doorCode, fill('0')), lte(passes.doorCode, fill('Z'))));
  if (found.length === 0) throw new AppError('NOT_FOUND', commerceMessages.passNotFound);
  const candidates = session.type === 'partner' ? found.filter((p) => p.ownerId === session.userId) : found;
  if (candidates.length === 0) throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  const checks = candidates.map((p) => signer.checkDoorCode(p.id, p.doorCode, doorCode, now));
  const valid = checks.filter((c) => c.kind === 'valid');
  const [only] = valid;
  if (valid.length > 1) throw new AppError('VALIDATION', commerceMessages.doorCodeAmbiguous);
  if (only) return { passId: only.passId, step: only.step };
  if (checks.some((c) => c.kind === 'stale'))
    throw new AppError('VALIDATION', commerceMessages.passCodeExpired);
  throw new AppError('VALIDATION', commerceMessages.passInvalid);
}

/**
 * The pass `passId` (from {@link resolvePassId}), for `session`, read in `db`.
 * @throws AppError NOT_FOUND for a pass that does not exist; FORBIDDEN
 *   ({@link commerceMessages.passNotYours}) when a partner reads another gym's pass
 */
export async function readDoorPass(
  db: Database | Tx,
  session: SessionUser,
  passId: string,
): Promise<DoorPass> {
  const [row] = await db
    .select({
      pass: passes,
      gymName: gyms.name,
      ownerId: gyms.ownerId,
      memberName: users.name,
      memberAvatar: users.avatar,
      ...passExtraColumns,
    })
    .from(passes)
    .innerJoin(gyms, eq(gyms.id, passes.gymId))
    .leftJoin(users, eq(users.id, passes.memberId))
    .where(eq(passes.id, passId));
  if (!row) throw new AppError('NOT_FOUND', commerceMessages.passNotFound);
  if (session.type === 'partner' && row.ownerId !== session.userId)
    throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  return { ...row, lastVisitAt: row.lastVisitAt ? new Date(row.lastVisitAt) : null };
}

/** The wire form of a door pass at `now` (no code: the door already has it). */
export function toDoorPass(door: DoorPass, now: Date): PassVerifyResponse['pass'] {
  const { pass } = door;
  return {
    _id: pass.id,
    gymId: pass.gymId,
    gymName: door.gymName,
    productName: pass.productName,
    kind: pass.productKind,
    validFrom: pass.validFrom.toISOString(),
    validUntil: pass.validUntil.toISOString(),
    usesTotal: pass.usesTotal,
    usesLeft: pass.usesLeft,
    state: passStateAt(pass, now),
    visits: door.visits,
    healthShared: door.healthShared,
    lastVisitAt: door.lastVisitAt?.toISOString() ?? null,
    memberFirstName: firstName(door.memberName),
  };
}

/**
 * Verifies pass code `code` for the session's account, without recording anything: a partner (its own
 * gyms' passes) or an administrator (any; second factor verified, `actsAsAdmin`, ADR 0019).
 * @throws AppError FORBIDDEN for members; SECOND_FACTOR_REQUIRED for an administrator before its
 *   second factor; otherwise as {@link resolvePassId} and {@link readDoorPass}
 */
export async function verifyPass(
  db: Database,
  signer: PassSigner,
  session: SessionUser,
  code: string,
  now = new Date(),
): Promise<PassVerifyResponse> {
  if (session.type !== 'partner' && !actsAsAdmin(session))
    throw new AppError('FORBIDDEN', commerceMessages.passNotYours);
  const { passId } = await resolvePassId(db, signer, session, code, now);
  const door = await readDoorPass(db, session, passId);
  const state = passStateAt(door.pass, now);
  return { valid: state === 'valid', state, pass: toDoorPass(door, now) };
}
