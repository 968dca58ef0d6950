/**
 * SQL of registrations and their activation links (table `registrations`; ADR 0021). Tokens arrive
 * hashed. A link is used at most once, and only while it is open (not used, not superseded, not
 * expired): the activation reads its row under a row lock (`FOR UPDATE`) in the transaction that
 * uses it, so two concurrent activations cannot both use one link. Knows nothing of HTTP.
 * @module
 */
import { and, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { registrations, type REGISTRATION_TYPES } from '../../../db/schema-accounts';

/** An account type a registration may ask for. */
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** What one registration asked for. Coordinates are decimal strings (degrees) or null. */
export interface RegistrationDetails {
  /** argon2id PHC string of the password the registrant chose. */
  passwordHash: string;
  name: string;
  type: RegistrationType;
  latitude: string | null;
  longitude: string | null;
}

/** A registration as the rules read it; `details` is null once it can no longer activate anything. */
export interface RegistrationRow {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
  details: RegistrationDetails | null;
}

const columns = {
  id: registrations.id,
  userId: registrations.userId,
  createdAt: registrations.createdAt,
  expiresAt: registrations.expiresAt,
  usedAt: registrations.usedAt,
  supersededAt: registrations.supersededAt,
  passwordHash: registrations.passwordHash,
  name: registrations.name,
  type: registrations.type,
  latitude: registrations.latitude,
  longitude: registrations.longitude,
};

/** A row as {@link columns} selects it. */
type Selected = Pick<typeof registrations.$inferSelect, keyof typeof columns>;

/** The details of a selected row, or null when they were cleared. */
function detailsOf(row: Selected): RegistrationDetails | null {
  if (!row.passwordHash || !row.name || !row.type) return null;
  return {
    passwordHash: row.passwordHash,
    name: row.name,
    type: row.type,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const toRow = (row: Selected): RegistrationRow => ({
  id: row.id,
  userId: row.userId,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt,
  supersededAt: row.supersededAt,
  details: detailsOf(row),
});

/** Sets every detail column to null (the row can no longer activate anything). */
const cleared = {
  passwordHash: null,
  name: null,
  type: null,
  latitude: null,
  longitude: null,
} as const;

/**
 * Stores a registration: its link's token hash and, unless it is a decoy (`details` null), what it
 * asked for.
 * @returns its id
 */
export async function insertRegistration(
  db: Database,
  registration: {
    userId: string;
    tokenHash: string;
    details: RegistrationDetails | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(registrations)
    .values({
      userId: registration.userId,
      tokenHash: registration.tokenHash,
      ...(registration.details ?? cleared),
      createdAt: registration.now,
      expiresAt: registration.expiresAt,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('insert into registrations returned no row');
  return row.id;
}

/**
 * Closes every registration of `userId` but `keep`: an open one is marked superseded at `now`, and
 * every one loses its details (they can no longer activate anything).
 */
export async function supersedeRegistrations(
  db: Database,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  const where = and(eq(registrations.userId, userId), keep ? ne(registrations.id, keep) : undefined);
  await db
    .update(registrations)
    .set({
      ...cleared,
      supersededAt: sql`case when ${registrations.usedAt} is null and ${registrations.supersededAt} is null
        then ${now.toISOString()}::timestamptz else ${registrations.supersededAt} end`,
    })
    .where(where);
}

/** The registration of `userId` whose link's token hash is `tokenHash` (any state), or undefined. */
export async function findRegistrationByLink(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(registrations)
    .where(and(eq(registrations.tokenHash, tokenHash), eq(registrations.userId, userId)));
  return row ? toRow(row) : undefined;
}

/**
 * The newest registration of `userId` that still holds its details (the one whose link is open or
 * expired; older ones were superseded), or undefined.
 */
export async function newestRegistration(db: Database, userId: string): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(registrations)
    .where(and(eq(registrations.userId, userId), isNotNull(registrations.passwordHash)))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(1);
  return row ? toRow(row) : undefined;
}

/**
 * Registration `id`, its row locked until the transaction ends (`FOR UPDATE`), so that its state read
 * here is the one the transaction changes. Call inside a transaction.
 */
export async function lockRegistration(db: Database, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select(columns).from(registrations).where(eq(registrations.id, id)).for('update');
  return row ? toRow(row) : undefined;
}

/** Marks registration `id` used at `now` and clears its details. */
export async function markRegistrationUsed(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(registrations)
    .set({ ...cleared, usedAt: now })
    .where(eq(registrations.id, id));
}

/** When the newest registration (link) of `userId` was made, or undefined. */
export async function lastRegistrationAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: registrations.createdAt })
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Deletes registrations that expired before `before` (housekeeping; decoys included). */
export async function deleteExpiredRegistrations(db: Database, before: Date): Promise<void> {
  await db.delete(registrations).where(lt(registrations.expiresAt, before));
}
