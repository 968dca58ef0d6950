/**
 * SQL of server-side sessions (table `sessions`, `db/schema-accounts.ts`), owned by the account
 * module: {@link sessionStore} hands it to the session plugin (`plugins/session.ts`), which holds no
 * SQL (docs/architecture.md §2). Knows nothing of HTTP or cookies; ids are already hashed by the caller.
 * @module
 */
import DataLoader from 'dataloader';
import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import { arrayParam } from '../../../db/array-params';
import type { Database, Tx } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';
import { sessions } from '../../../db/schema-accounts';
import type { SessionRow, SessionStore } from '../../../plugins/session';

/** Stores a new session. */
export async function insertSession(
  db: Database,
  row: { id: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: row.id,
    userId: row.userId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** {@link findSessions}' row as the statement answers it: instants as epoch milliseconds. */
interface StoredSessionRow extends Omit<SessionRow, 'lastSeenAt' | 'expiresAt' | 'secondFactorAt'> {
  lastSeenMs: number;
  expiresMs: number;
  secondFactorMs: number | null;
}

/**
 * The sessions with ids `ids` and their accounts' type and state, keyed by id (ids not found are absent).
 * One named prepared statement whose text is built without Drizzle's query builder (`db/prepared.ts`,
 * ADR 0014), the ids one array parameter (`db/array-params.ts`); instants travel as epoch milliseconds,
 * which both drivers give as numbers.
 */
export async function findSessions(db: Database, ids: readonly string[]): Promise<Map<string, SessionRow>> {
  const rows = await queryPrepared<StoredSessionRow>(
    db,
    sql`select s.id, s.user_id as "userId", u.type, u.active,
               (extract(epoch from s.last_seen_at) * 1000)::float8 as "lastSeenMs",
               (extract(epoch from s.expires_at) * 1000)::float8 as "expiresMs",
               (extract(epoch from s.second_factor_at) * 1000)::float8 as "secondFactorMs",
               s.read_after_lsn as "readAfterLsn", u.locale
          from sessions s join users u on u.id = s.user_id
         where s.id = any(${arrayParam(ids, 'text')})`,
  );
  const found = new Map<string, SessionRow>();
  for (const { lastSeenMs, expiresMs, secondFactorMs, ...rest } of rows) {
    found.set(rest.id, {
      ...rest,
      lastSeenAt: new Date(lastSeenMs),
      expiresAt: new Date(expiresMs),
      secondFactorAt: secondFactorMs === null ? null : new Date(secondFactorMs),
    });
  }
  return found;
}

/** Most session ids one statement of {@link sessionFinder} reads (a burst of requests takes several). */
export const SESSION_LOOKUP_BATCH_MAX = 100;

/**
 * The lookup of one session by id for every signed-in request, batched (ADR 0060): the lookups asked
 * for while the event loop handles one round of I/O (Node's poll phase: the requests whose bytes
 * arrived together) are read by one {@link findSessions} statement in the check phase right after it
 * (`setImmediate`), at most {@link SESSION_LOOKUP_BATCH_MAX} ids a statement. Nothing is cached
 * between rounds: every request reads its session as the database holds it then. Batching and
 * scheduling are DataLoader's.
 * @returns a function answering the session with id `id`, or undefined; it rejects with the
 *   statement's error when the statement fails (every lookup of that batch does)
 */
export function sessionFinder(db: Database): (id: string) => Promise<SessionRow | undefined> {
  const loader = new DataLoader<string, SessionRow | undefined>(
    async (ids) => {
      const found = await findSessions(db, ids);
      return ids.map((id) => found.get(id));
    },
    { cache: false, maxBatchSize: SESSION_LOOKUP_BATCH_MAX, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (id) => loader.load(id);
}

/**
 * Records that the second factor was verified in session `id` at `at` (ADR 0019; RFC 6238). Runs in
 * the caller's transaction when given one, so the code spent and the session marked go together.
 * @returns false when the session is gone (ended meanwhile)
 */
export async function markSecondFactor(db: Database | Tx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ secondFactorAt: at })
    .where(eq(sessions.id, id))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Records in session `id` the primary's current WAL insert position (PostgreSQL docs §9.28.3
 * `pg_current_wal_insert_lsn`), after a write of the session committed: its catalogue reads wait for a
 * replica that has replayed that far (read-your-writes, ADR 0032). One statement on the primary.
 */
export async function recordWritePosition(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ readAfterLsn: sql`pg_current_wal_insert_lsn()::text` })
    .where(eq(sessions.id, id));
}

/** Records activity on a session (for the idle expiry). */
export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Deletes one session (no error when it is already gone). */
export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * Deletes every session of `userId`, except `keepId` when given.
 * @returns how many were deleted
 */
export async function deleteSessionsOfUser(db: Database, userId: string, keepId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes the sessions of `userId` that are past their absolute end or idle since before `idleBefore`. */
export async function deleteExpiredSessionsOfUser(
  db: Database,
  userId: string,
  now: Date,
  idleBefore: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleBefore)),
      ),
    );
}

/** The session store of database `db`, for the session plugin (its `store` option). */
export const sessionStore = (db: Database): SessionStore => ({
  insert: (row) => insertSession(db, row),
  find: sessionFinder(db),
  touch: (id, now) => touchSession(db, id, now),
  delete: (id) => deleteSession(db, id),
  deleteOfUser: (userId, keepId) => deleteSessionsOfUser(db, userId, keepId),
  deleteExpiredOfUser: (userId, now, idleBefore) => deleteExpiredSessionsOfUser(db, userId, now, idleBefore),
  recordWritePosition: (id) => recordWritePosition(db, id),
});
