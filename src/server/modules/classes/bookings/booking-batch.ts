/**
 * Bookings batched (ADR 0061): the bookings asked for while the event loop handles one round of I/O
 * (the requests whose bytes arrived together, as in a rush for a popular class) are decided by one
 * statement, the database function `book_class_sessions` (migration 0059), in one transaction: every
 * answer is what `book_class_session` (migration 0040) would have answered deciding the batch one booking
 * at a time in ascending session id, then arrival, order (set-wise when every member appears once).
 * Batching and scheduling are DataLoader's, as for the session lookups (ADR 0060).
 * @module
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../../db/array-params';
import type { Database } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';
import { retryingBusy } from '../../../db/transaction';
import { bookInDatabase, type BookOutcome } from './booking-queries';

/** One booking to decide: member `memberId` books session `sessionId` at instant `now`. */
export interface BookingAsk {
  sessionId: string;
  memberId: string;
  now: Date;
}

/**
 * Most bookings one statement decides: the session rows it locks stay locked until it commits, so a
 * batch is kept to what the database decides in a few milliseconds (ADR 0061).
 */
export const BOOKING_BATCH_MAX = 100;

/**
 * The three arguments of `book_class_sessions` (migration 0059) for `asks`: sessions, members and instants,
 * each one array parameter (`db/array-params.ts`), in the order of `asks`.
 */
export const bookingArrays = (asks: readonly BookingAsk[]): SQL =>
  sql`${arrayParam(
    asks.map((a) => a.sessionId),
    'uuid',
  )}, ${arrayParam(
    asks.map((a) => a.memberId),
    'uuid',
  )}, ${arrayParam(
    asks.map((a) => a.now.toISOString()),
    'timestamptz',
  )}`;

/**
 * Decides `asks` in one statement and one transaction (`book_class_sessions`, migration 0059), the
 * arrays as single parameters (`db/array-params.ts`) of a named prepared statement (ADR 0014).
 * @returns one outcome per ask, in the order of `asks`
 * @throws the database's error when the statement fails (then nothing of it was written)
 */
export async function bookManyInDatabase(db: Database, asks: readonly BookingAsk[]): Promise<BookOutcome[]> {
  const rows = await queryPrepared<BookOutcome & { ord: number }>(
    db,
    sql`select ord, outcome, booking_id as "bookingId", booking_session as "sessionId", booking_status as status,
               booking_position as position, gym_name as "gymName", service_name as "serviceName"
          from book_class_sessions(${bookingArrays(asks)})`,
  );
  const byOrd = new Map(rows.map(({ ord, ...outcome }) => [Number(ord), outcome]));
  return asks.map((_, i) => {
    const outcome = byOrd.get(i + 1);
    if (!outcome) throw new Error(`book_class_sessions returned no row for booking ${i + 1}`);
    return outcome;
  });
}

/** One booking alone, retried once when the database was busy (a deadlock or a lock timeout). */
const bookAlone = (db: Database, ask: BookingAsk): Promise<BookOutcome> =>
  retryingBusy(() => bookInDatabase(db, ask.sessionId, ask.memberId, ask.now));

/**
 * The batch of `asks`: one statement for two or more. When that statement fails (a deadlock with a
 * cancel, one booking's bad value), each booking runs alone, so one booking's failure is its own.
 * @returns per ask, its outcome or the error of its own run
 */
async function decide(db: Database, asks: readonly BookingAsk[]): Promise<(BookOutcome | Error)[]> {
  if (asks.length > 1) {
    try {
      return await bookManyInDatabase(db, asks);
    } catch {
      // Rolled back whole: decided one by one below.
    }
  }
  return Promise.all(
    asks.map((ask) =>
      bookAlone(db, ask).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    ),
  );
}

const loaders = new WeakMap<Database, DataLoader<BookingAsk, BookOutcome>>();

/**
 * Books as `book_class_session` does, batched with the other bookings of the same round of I/O on
 * database `db` (at most {@link BOOKING_BATCH_MAX} a statement; one loader per database, nothing cached).
 * @returns the outcome; only `booked` changed anything
 * @throws the database's error of this booking's own run
 */
export function bookBatched(db: Database, ask: BookingAsk): Promise<BookOutcome> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new DataLoader<BookingAsk, BookOutcome>((asks) => decide(db, asks), {
      cache: false,
      maxBatchSize: BOOKING_BATCH_MAX,
      batchScheduleFn: (run) => setImmediate(run),
    });
    loaders.set(db, loader);
  }
  return loader.load(ask);
}
