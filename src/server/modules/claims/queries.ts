/**
 * SQL of gym claims (ADR 0025 "Claims"): the claim rows, the gym and partner rows they lock, and the
 * one conditional update that transfers a gym. Knows nothing of HTTP.
 *
 * Lock order, in every transaction that may transfer a gym: the gym row first ({@link lockGym}), then
 * the claim, then the partner's row (the plan's limit, `assertRoomForGym`). Two partners' claims of one gym therefore queue on the gym
 * row and cannot deadlock on each other's claim rows.
 * @module
 */
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ClaimStatus } from '../../../shared/constants/claims';
import type { Database } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { gymClaims } from '../../db/schema-directory';
import { uploads } from '../../db/schema-marketplace';

/** A claim row as stored. */
export type ClaimRow = typeof gymClaims.$inferSelect;

/** The statuses of an open claim (the unique index `gym_claims_open_uq` allows one per partner and gym). */
export const OPEN_STATUSES = ['code_sent', 'pending'] as const satisfies readonly ClaimStatus[];

/** A claim with its gym's name and e-mail (the hint is made from it). */
export interface ClaimView extends ClaimRow {
  gymName: string;
  gymEmail: string | null;
}

/** What a claim needs of its gym. */
export interface ClaimGym {
  id: string;
  name: string;
  email: string | null;
  ownerId: string | null;
  gymActive: boolean;
}

const gymFields = {
  id: gyms.id,
  name: gyms.name,
  email: gyms.email,
  ownerId: gyms.ownerId,
  gymActive: gyms.gymActive,
};

/** The gym `id`, its row locked until the transaction ends (`for no key update`), or undefined. */
export async function lockGym(tx: Database, id: string): Promise<ClaimGym | undefined> {
  const [row] = await tx.select(gymFields).from(gyms).where(eq(gyms.id, id)).for('no key update');
  return row;
}

/** The claim `id`, its row locked until the transaction ends, or undefined. */
export async function lockClaim(tx: Database, id: string): Promise<ClaimRow | undefined> {
  const [row] = await tx.select().from(gymClaims).where(eq(gymClaims.id, id)).for('update');
  return row;
}

/** The gym id of claim `id` (unlocked: the caller locks the gym, then the claim), or undefined. */
export async function findClaimGymId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ gymId: gymClaims.gymId }).from(gymClaims).where(eq(gymClaims.id, id));
  return row?.gymId;
}

/** The open claim of `partnerId` for `gymId`, locked, or undefined. */
export async function lockOpenClaim(
  tx: Database,
  gymId: string,
  partnerId: string,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(gymClaims)
    .where(
      and(
        eq(gymClaims.gymId, gymId),
        eq(gymClaims.partnerId, partnerId),
        inArray(gymClaims.status, [...OPEN_STATUSES]),
      ),
    )
    .for('update');
  return row;
}

/** Inserts a claim; @returns its row. */
export async function insertClaim(
  tx: Database,
  values: Pick<
    ClaimRow,
    'gymId' | 'partnerId' | 'status' | 'codeHash' | 'codeExpiresAt' | 'message' | 'documentId'
  >,
): Promise<ClaimRow> {
  const [row] = await tx.insert(gymClaims).values(values).returning();
  if (!row) throw new Error('insert into gym_claims returned no row');
  return row;
}

/** Changes claim `id`; @returns its row after the change. */
export async function updateClaim(
  tx: Database,
  id: string,
  values: Partial<
    Pick<
      ClaimRow,
      'status' | 'codeHash' | 'codeExpiresAt' | 'attempts' | 'reason' | 'decidedBy' | 'decidedAt'
    >
  >,
): Promise<ClaimRow> {
  const [row] = await tx.update(gymClaims).set(values).where(eq(gymClaims.id, id)).returning();
  if (!row) throw new Error(`claim ${id} vanished in its own transaction`);
  return row;
}

/**
 * Gives gym `gymId` to `partnerId` if it still has no owner: THE rule that one gym has one owner
 * (ADR 0025). Concurrent transfers queue on the row; the first commits, the others find an owner.
 * @returns true when this call transferred it
 */
export async function transferGym(tx: Database, gymId: string, partnerId: string): Promise<boolean> {
  const done = await tx
    .update(gyms)
    .set({ ownerId: partnerId, updatedAt: new Date() })
    .where(and(eq(gyms.id, gymId), isNull(gyms.ownerId)))
    .returning({ id: gyms.id });
  return done.length === 1;
}

/**
 * Cancels the other open claims of gym `gymId` once it has an owner.
 * @returns how many
 */
export async function cancelOtherClaims(tx: Database, gymId: string, winnerId: string): Promise<number> {
  const done = await tx
    .update(gymClaims)
    .set({ status: 'cancelled', decidedAt: new Date() })
    .where(
      and(
        eq(gymClaims.gymId, gymId),
        ne(gymClaims.id, winnerId),
        inArray(gymClaims.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: gymClaims.id });
  return done.length;
}

/** Whether upload `id` belongs to `ownerId`. */
export async function isOwnUpload(db: Database, id: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  return row !== undefined;
}

const viewFields = { claim: gymClaims, gymName: gyms.name, gymEmail: gyms.email };

/** Claim `id` with its gym's name and e-mail, or undefined. */
export async function findClaimView(db: Database, id: string): Promise<ClaimView | undefined> {
  const [row] = await db
    .select(viewFields)
    .from(gymClaims)
    .innerJoin(gyms, eq(gyms.id, gymClaims.gymId))
    .where(eq(gymClaims.id, id));
  return row && { ...row.claim, gymName: row.gymName, gymEmail: row.gymEmail };
}

/** The claims of `partnerId`, newest first. */
export async function selectClaimsOf(db: Database, partnerId: string): Promise<ClaimView[]> {
  const found = await db
    .select(viewFields)
    .from(gymClaims)
    .innerJoin(gyms, eq(gyms.id, gymClaims.gymId))
    .where(eq(gymClaims.partnerId, partnerId))
    .orderBy(desc(gymClaims.createdAt), desc(gymClaims.id));
  return found.map((r) => ({ ...r.claim, gymName: r.gymName, gymEmail: r.gymEmail }));
}

/** A claim of the administrators' queue with its gym, partner and document. */
export interface QueuedClaim {
  claim: ClaimRow;
  gym: { id: string; name: string; address: string; email: string | null; phone: string | null };
  partner: { id: string; name: string; email: string };
  document: { path: string; thumbnailPath: string } | null;
}

/** Claims in `status`, oldest first, at most `limit`. */
export async function selectClaimQueue(
  db: Database,
  status: ClaimStatus,
  limit: number,
): Promise<QueuedClaim[]> {
  const found = await db
    .select({
      claim: gymClaims,
      gym: { id: gyms.id, name: gyms.name, address: gyms.address, email: gyms.email, phone: gyms.phone },
      partner: { id: users.id, name: users.name, email: users.email },
      documentPath: uploads.path,
      documentThumbnail: uploads.thumbnailPath,
    })
    .from(gymClaims)
    .innerJoin(gyms, eq(gyms.id, gymClaims.gymId))
    .innerJoin(users, eq(users.id, gymClaims.partnerId))
    .leftJoin(uploads, eq(uploads.id, gymClaims.documentId))
    .where(eq(gymClaims.status, status))
    .orderBy(asc(gymClaims.createdAt), asc(gymClaims.id))
    .limit(limit);
  return found.map((r) => ({
    claim: r.claim,
    gym: r.gym,
    partner: r.partner,
    document:
      r.documentPath && r.documentThumbnail
        ? { path: r.documentPath, thumbnailPath: r.documentThumbnail }
        : null,
  }));
}
