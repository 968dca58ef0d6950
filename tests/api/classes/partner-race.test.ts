// The partner's writes take the same session locks as bookings (ADR 0022 decisions 4, 10–12): a
// cancel, a capacity change or a class delete racing 20 members pressing "Reservar" never leaves a
// live booking in a cancelled session, never books past capacity, and every counted use comes back to
// the members whose booking the gym cancelled. On PostgreSQL the requests really run in parallel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommerceApp, rowsOf, sessionFor, signedIn, type Client, type CommerceTestApp } from './kit';
import {
  bookSession,
  CLASSES,
  createClass,
  editSession,
  grantPass,
  sessionRow,
  sessionsOf,
  sessionUrl,
} from './helpers';

let t: CommerceTestApp;
let partner: Client;
beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 20 });
  partner = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

/** `n` members with a pack of 3 uses of gym A, signed in, and their pass ids. */
async function members(n: number): Promise<{ client: Client; passId: string }[]> {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const m = await signedIn(t);
    out.push({ client: m.client, passId: await grantPass(t, m.id, { uses: 3 }) });
  }
  return out;
}

/** Live bookings (booked or waitlisted) and the uses left summed over `passIds`. */
async function tally(sessionId: string, passIds: string[]) {
  const [live] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from bookings where session_id = ${sessionId} and status in ('booked', 'waitlisted')`,
  );
  const [uses] = await rowsOf<{ n: number }>(
    t,
    sql`select coalesce(sum(uses_left), 0)::int as n from passes where id in ${sql.raw(`('${passIds.join("','")}')`)}`,
  );
  return { live: live?.n ?? -1, uses: uses?.n ?? -1 };
}

describe('partner writes racing bookings', () => {
  it('a cancel racing 20 bookings leaves no live booking and gives every use back', async () => {
    const created = await createClass(partner, { capacity: 5 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const crowd = await members(20);
    const [cancel, ...books] = await Promise.all([
      partner.post(`${sessionUrl(sessionId)}/cancel`),
      ...crowd.map((m) => bookSession(m.client, sessionId)),
    ]);
    expect(cancel?.statusCode).toBe(200);
    expect(books.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await sessionRow(t, sessionId)).toMatchObject({ status: 'cancelled', booked: 0, waitlisted: 0 });
    expect(
      await tally(
        sessionId,
        crowd.map((m) => m.passId),
      ),
    ).toEqual({ live: 0, uses: 20 * 3 });
  });

  it('a capacity change racing 20 bookings never books past the places, and the line stays dense', async () => {
    const created = await createClass(partner, { capacity: 4 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const crowd = await members(20);
    const answers = await Promise.all([
      ...crowd.map((m) => bookSession(m.client, sessionId)),
      editSession(partner, sessionId, { scope: 'following', capacity: 12 }),
    ]);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const row = await sessionRow(t, sessionId);
    expect(row).toMatchObject({ capacity: 12, booked: 12, waitlisted: 8 });
    const [positions] = await rowsOf<{ list: number[] }>(
      t,
      sql`select coalesce(array_agg(position order by position), '{}') as list from bookings
           where session_id = ${sessionId} and status = 'waitlisted'`,
    );
    expect(positions?.list).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a confirmed delete racing 20 bookings cancels every session to come', async () => {
    const created = await createClass(partner, { capacity: 3, rrule: 'FREQ=DAILY;COUNT=2' });
    const [first = '', second = ''] = await sessionsOf(t, created._id);
    const crowd = await members(20);
    const [deleted] = await Promise.all([
      partner.delete(`${CLASSES}/${created._id}?confirm=true`),
      ...crowd.map((m, i) => bookSession(m.client, i % 2 ? first : second)),
    ]);
    expect(deleted?.statusCode).toBe(200);
    for (const id of [first, second]) {
      expect(await sessionRow(t, id)).toMatchObject({ status: 'cancelled', booked: 0, waitlisted: 0 });
      expect(
        (
          await tally(
            id,
            crowd.map((m) => m.passId),
          )
        ).live,
      ).toBe(0);
    }
    expect(
      (
        await tally(
          first,
          crowd.map((m) => m.passId),
        )
      ).uses,
    ).toBe(20 * 3);
  });
});
