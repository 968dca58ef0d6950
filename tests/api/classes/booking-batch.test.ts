// Bookings batched (ADR 0061; migration 0059): the bookings of one round of the event loop are decided by
// one statement, each answered as if it had run alone at its place in the order (arrival order within a
// session), a failed statement falls back to one booking at a time, and more than a batch at once takes
// several statements; the set-wise decision (every member once) leaves what one booking at a time leaves.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_BATCH_MAX,
  bookBatched,
  bookingArrays,
  type BookingAsk,
} from '../../../src/server/modules/classes/bookings/booking-batch';
import { arrayParam } from '../../../src/server/db/array-params';
import { countingDatabase } from '../helpers/counting-database';
import { createClass, grantPass, sessionsOf } from './helpers';
import {
  buildCommerceApp,
  GYM_B,
  rowsOf,
  sessionFor,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from './kit';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 5 });
});
afterAll(async () => t?.close());

/** A new session of `capacity` places of partner A's gym, and `n` members holding a membership of it. */
async function sessionAndMembers(
  capacity: number,
  n: number,
): Promise<{ sessionId: string; members: string[] }> {
  const partner = await sessionFor(t, t.partnerA);
  const created = await createClass(partner, { capacity });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  const members: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const member = await signedIn(t);
    await grantPass(t, member.id);
    members.push(member.id);
  }
  return { sessionId, members };
}

describe('bookBatched', () => {
  it('decides a round of 30 bookings of 10 places with one statement: places, then the line in arrival order', async () => {
    const { sessionId, members } = await sessionAndMembers(10, 30);
    const { db, statements } = countingDatabase(t.handle.db);
    const now = new Date();
    const outcomes = await Promise.all(
      members.map((memberId) => bookBatched(db, { sessionId, memberId, now })),
    );
    expect(statements()).toBe(1);
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(30).fill('booked'));
    expect(outcomes.slice(0, 10).map((o) => [o.status, o.position])).toEqual(
      Array(10).fill(['booked', null]),
    );
    expect(outcomes.slice(10).map((o) => [o.status, o.position])).toEqual(
      Array.from({ length: 20 }, (_, i) => ['waitlisted', i + 1]),
    );
    const [counts] = await rowsOf<{ booked: number; waitlisted: number }>(
      t,
      sql`select booked, waitlisted from class_sessions where id = ${sessionId}`,
    );
    expect(counts).toEqual({ booked: 10, waitlisted: 20 });
  });

  it('answers each booking of a mixed round as its own: a member twice, an unknown session, two sessions', async () => {
    const first = await sessionAndMembers(1, 2);
    const second = await sessionAndMembers(5, 0);
    const [ana = '', bea = ''] = first.members;
    const { db, statements } = countingDatabase(t.handle.db);
    const now = new Date();
    const asks: BookingAsk[] = [
      { sessionId: second.sessionId, memberId: ana, now },
      { sessionId: first.sessionId, memberId: ana, now },
      { sessionId: randomUUID(), memberId: ana, now },
      { sessionId: first.sessionId, memberId: ana, now },
      { sessionId: first.sessionId, memberId: bea, now },
    ];
    const outcomes = await Promise.all(asks.map((ask) => bookBatched(db, ask)));
    expect(statements()).toBe(1);
    expect(outcomes.map((o) => [o.outcome, o.status, o.position])).toEqual([
      // Partner A's membership admits Ana to the second session as well.
      ['booked', 'booked', null],
      ['booked', 'booked', null],
      ['not_found', null, null],
      ['already_booked', null, null],
      ['booked', 'waitlisted', 1],
    ]);
  });

  it('falls back to one booking at a time when the statement fails: the bad one fails alone', async () => {
    const { sessionId, members } = await sessionAndMembers(4, 2);
    const now = new Date();
    const settled = await Promise.allSettled([
      bookBatched(t.handle.db, { sessionId, memberId: members[0] ?? '', now }),
      bookBatched(t.handle.db, { sessionId: 'not-a-uuid', memberId: members[0] ?? '', now }),
      bookBatched(t.handle.db, { sessionId, memberId: members[1] ?? '', now }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [counts] = await rowsOf<{ booked: number }>(
      t,
      sql`select booked from class_sessions where id = ${sessionId}`,
    );
    expect(counts?.booked).toBe(2);
  });

  it(`splits more than ${BOOKING_BATCH_MAX} bookings of one round into statements of at most that many`, async () => {
    const member = await signedIn(t);
    const { db, statements } = countingDatabase(t.handle.db);
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: BOOKING_BATCH_MAX + 1 }, () =>
        bookBatched(db, { sessionId: randomUUID(), memberId: member.id, now }),
      ),
    );
    expect(outcomes.every((o) => o.outcome === 'not_found')).toBe(true);
    expect(statements()).toBe(2);
  });
});

/** Outcome fields that do not depend on generated ids. */
type Seen = [number, string, string | null, number | null, string | null, string | null];

describe('book_class_sessions, every member once (decided set-wise)', () => {
  it('answers and writes what book_class_session answers and writes one booking at a time, in session id then arrival order', async () => {
    const partner = await sessionFor(t, t.partnerA);
    const newSession = async (capacity: number, over: Record<string, unknown> = {}) =>
      (await sessionsOf(t, (await createClass(partner, { capacity, ...over }))._id))[0] ?? '';
    const open = [await newSession(2), await newSession(1), await newSession(3, { serviceId: SWIM })];
    const cancelled = await newSession(3);
    const started = await newSession(3);
    await t.handle.db.execute(sql`update class_sessions set status = 'cancelled' where id = ${cancelled}`);
    await t.handle.db.execute(
      sql`update class_sessions set starts_at = now() - interval '5 minutes' where id = ${started}`,
    );
    // Members and what they hold: a membership, service packs (uses left, none left, another service), a pass
    // expiring before the class, a pass of another gym, a revoked one, nothing.
    const holding: ((id: string) => Promise<unknown>)[] = [
      ...Array.from({ length: 7 }, () => (id: string) => grantPass(t, id)),
      (id) => grantPass(t, id, { gymServiceId: SWIM, uses: 1 }),
      (id) => grantPass(t, id, { gymServiceId: SWIM, uses: 2 }),
      (id) => grantPass(t, id, { gymServiceId: SWIM, uses: 0 }),
      (id) => grantPass(t, id, { gymServiceId: YOGA, uses: 3 }),
      (id) => grantPass(t, id, { validUntil: new Date(Date.now() + 3_600_000) }),
      (id) => grantPass(t, id, { gymId: GYM_B }),
      async (id) => {
        const pass = await grantPass(t, id);
        await t.handle.db.execute(sql`update passes set revoked_at = now() where id = ${pass}`);
      },
      async () => undefined,
    ];
    const members: string[] = [];
    for (const hold of holding) {
      const member = await signedIn(t);
      await hold(member.id);
      members.push(member.id);
    }
    // One session already full with a waitlist of one, and a member who already holds a place in another.
    const now = new Date();
    for (const memberId of members.slice(0, 2))
      expect((await bookBatched(t.handle.db, { sessionId: open[1] ?? '', memberId, now })).outcome).toBe(
        'booked',
      );
    const targets = [
      ...open,
      ...open,
      ...open,
      cancelled,
      started,
      randomUUID(),
      open[2],
      open[0],
      open[2],
      open[2],
      open[0],
      open[2],
      open[2],
    ];
    const asks = members.map((memberId, i) => ({ sessionId: targets[i] ?? '', memberId, now }));
    asks[0] = { sessionId: open[1] ?? '', memberId: members[0] ?? '', now };

    const arrays = bookingArrays(asks);
    const state = async (tx: Pick<typeof t.handle.db, 'execute'>) => {
      const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
      return {
        sessions: rows(
          await tx.execute(sql`select id, booked, waitlisted from class_sessions
                                where id = any(${arrayParam([...open, cancelled, started], 'uuid')}) order by id`),
        ),
        bookings: rows(
          await tx.execute(sql`select session_id, member_id, status, position, pass_id, use_reserved, created_at
                                 from bookings where member_id = any(${arrayParam(members, 'uuid')})
                                order by session_id, member_id, status`),
        ),
        passes: rows(
          await tx.execute(
            sql`select id, uses_left from passes where member_id = any(${arrayParam(members, 'uuid')}) order by id`,
          ),
        ),
      };
    };
    const seen = (r: Record<string, unknown>, ord: number): Seen => [
      ord,
      String(r.outcome),
      (r.booking_status as string | null) ?? null,
      (r.booking_position as number | null) ?? null,
      (r.gym_name as string | null) ?? null,
      (r.service_name as string | null) ?? null,
    ];
    const rollback = new Error('rollback');
    let together: { seen: Seen[]; state: unknown } | undefined;
    let alone: { seen: Seen[]; state: unknown } | undefined;
    await t.handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`savepoint together`);
        const rows = (await tx.execute(sql`select * from book_class_sessions(${arrays})`)) as unknown as {
          rows: Record<string, unknown>[];
        };
        together = {
          seen: rows.rows.map((r) => seen(r, Number(r.ord))).sort((a, b) => a[0] - b[0]),
          state: await state(tx),
        };
        await tx.execute(sql`rollback to savepoint together`);
        const order = asks.map((a, i) => ({ ...a, ord: i + 1 }));
        order.sort((a, b) =>
          a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : a.ord - b.ord,
        );
        const one: Seen[] = [];
        for (const a of order) {
          const res = (await tx.execute(
            sql`select * from book_class_session(${a.sessionId}::uuid, ${a.memberId}::uuid, ${a.now.toISOString()}::timestamptz)`,
          )) as unknown as { rows: Record<string, unknown>[] };
          one.push(seen(res.rows[0] ?? {}, a.ord));
        }
        alone = { seen: one.sort((a, b) => a[0] - b[0]), state: await state(tx) };
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(together?.seen.map((r) => r[1])).toEqual(
      expect.arrayContaining([
        'booked',
        'already_booked',
        'cancelled',
        'started',
        'not_found',
        'pass_required',
      ]),
    );
    expect(together?.seen.some((r) => r[2] === 'waitlisted')).toBe(true);
    expect(together).toEqual(alone);
  });
});
