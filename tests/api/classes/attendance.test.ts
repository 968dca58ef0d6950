// Attendance at the door (ADR 0022; check-in ADR 0016): the check-in of a member's pass marks their
// booking of a session of that gym starting within ±60 minutes attended, in the check-in's transaction;
// bookings further away, waiting ones and other members' stay as they were. A booking that holds a use
// of the scanned pass is that visit's use: no second use is taken, even of a pass's last use.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinResponse } from '../../../src/shared/contract/orders';
import type { MyBookingsResponse } from '../../../src/shared/contract/classes';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf, usesLeft } from './helpers';
import {
  buildCommerceApp,
  rowsOf,
  sessionFor,
  signedIn,
  SWIM,
  type Client,
  type CommerceTestApp,
} from './kit';

const CHECKIN = '/api/passes/checkin';
let t: CommerceTestApp;
let partnerA: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

/** A new session of gym A (class options in `over`), moved to start `minutes` from now. */
async function sessionIn(minutes: number, over: Record<string, unknown> = {}): Promise<string> {
  const created = await createClass(partnerA, { capacity: 1, ...over });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  await rowsOf(
    t,
    sql`update class_sessions set starts_at = now() + make_interval(mins => ${minutes}),
               ends_at = now() + make_interval(mins => ${minutes + 60}) where id = ${sessionId}`,
  );
  return sessionId;
}

/** Status of booking `id`. */
async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(t, sql`select status from bookings where id = ${id}`);
  return row?.status;
}

/** Checks pass `passId` in at gym A's door. */
async function checkIn(passId: string): Promise<CheckinResponse> {
  const code = (await t.app.orders.passes()).codeOf(passId);
  const res = await partnerA.post(CHECKIN, { code });
  expect(res.statusCode).toBe(200);
  return res.json<CheckinResponse>();
}

/** Visits recorded for pass `passId`. */
async function visitsOf(passId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from pass_visits where pass_id = ${passId}`,
  );
  return row?.n ?? 0;
}

describe('check-in marks the class booking attended', () => {
  it('marks the booking of a session starting within 60 minutes; one further away stays booked', async () => {
    const member = await signedIn(t);
    const passId = await grantPass(t, member.id);
    const soon = bookingOf(await bookSession(member.client, await sessionIn(40)));
    const later = bookingOf(await bookSession(member.client, await sessionIn(24 * 60)));
    const other = await signedIn(t);
    await grantPass(t, other.id);
    const othersBooking = bookingOf(await bookSession(other.client, await sessionIn(30)));

    expect(await checkIn(passId)).toMatchObject({ admitted: true, repeat: false });
    expect(await statusOf(soon._id)).toBe('attended');
    expect(await statusOf(later._id)).toBe('booked');
    expect(await statusOf(othersBooking._id)).toBe('booked');
    const mine = (await member.client.get(BOOKINGS)).json<MyBookingsResponse>().bookings;
    expect(mine.find((b) => b._id === soon._id)?.status).toBe('attended');
    // Attended cannot be cancelled.
    expect((await member.client.delete(`${BOOKINGS}/${soon._id}`)).statusCode).toBe(409);
  });

  it('a session that started up to 60 minutes ago counts; 90 minutes away does not', async () => {
    const member = await signedIn(t);
    const passId = await grantPass(t, member.id);
    const started = bookingOf(await bookSession(member.client, await sessionIn(5)));
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '50 minutes',
                 ends_at = now() + interval '10 minutes'
           where id = (select session_id from bookings where id = ${started._id})`,
    );
    const far = bookingOf(await bookSession(member.client, await sessionIn(90)));
    await checkIn(passId);
    expect(await statusOf(started._id)).toBe('attended');
    expect(await statusOf(far._id)).toBe('booked');
  });

  it('a waitlisted booking is not marked attended', async () => {
    const holder = await signedIn(t);
    await grantPass(t, holder.id);
    const sessionId = await sessionIn(20);
    await bookSession(holder.client, sessionId);
    const waiting = await signedIn(t);
    const passId = await grantPass(t, waiting.id);
    const queued = bookingOf(await bookSession(waiting.client, sessionId));
    expect(queued.status).toBe('waitlisted');
    expect(await checkIn(passId)).toMatchObject({ admitted: true });
    expect(await statusOf(queued._id)).toBe('waitlisted');
  });

  it("the booking's reserved use is the visit's: a one-use pass is admitted and not spent twice", async () => {
    const member = await signedIn(t);
    const passId = await grantPass(t, member.id, { gymServiceId: SWIM, uses: 1 });
    const booking = bookingOf(await bookSession(member.client, await sessionIn(15, { serviceId: SWIM })));
    expect(booking.status).toBe('booked');
    expect(await usesLeft(t, passId)).toBe(0);

    const answer = await checkIn(passId);
    expect(answer).toMatchObject({ admitted: true, repeat: false, state: 'valid' });
    expect(await usesLeft(t, passId)).toBe(0);
    expect(await visitsOf(passId)).toBe(1);
    expect(await statusOf(booking._id)).toBe('attended');
  });

  it('without a booking, a used-up pass is still refused at the door', async () => {
    const member = await signedIn(t);
    const passId = await grantPass(t, member.id, { gymServiceId: SWIM, uses: 1 });
    await rowsOf(t, sql`update passes set uses_left = 0 where id = ${passId}`);
    expect(await checkIn(passId)).toMatchObject({ admitted: false, state: 'usedUp' });
    expect(await visitsOf(passId)).toBe(0);
  });
});
