// Booking rules (ADR 0022): only a member with a pass of the gym valid at the session's start books (403
// saying what to buy); booked while places remain, else waitlisted 1, 2, 3…; twice → 409; a started,
// ended or cancelled session → 409 with its reason; a cancel frees the place for waitlist position 1 at
// once and the line closes up; counted passes give a use and get it back on a timely cancel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../../src/shared/contract/classes';
import { bookingMessages as m } from '../../../src/shared/messages';
import {
  buildCommerceApp,
  GYM_B,
  rowsOf,
  sessionFor,
  signedIn,
  SWIM,
  YOGA,
  type Client,
  type CommerceTestApp,
} from './kit';
import {
  BOOKINGS,
  bookingOf,
  bookSession,
  createClass,
  grantPass,
  sessionsOf,
  shownSession,
  usesLeft,
  wallTime,
} from './helpers';
import { GYM_A } from './kit';

let t: CommerceTestApp;
let partnerA: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

/** A member with a membership pass of gym A. */
async function memberWithPass(): Promise<{ id: string; client: Client }> {
  const member = await signedIn(t);
  await grantPass(t, member.id);
  return member;
}

/** A new session of gym A with `capacity` places (class options in `over`). */
async function newSession(capacity = 2, over: Record<string, unknown> = {}): Promise<string> {
  const created = await createClass(partnerA, { capacity, ...over });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  return sessionId;
}

describe('POST /api/bookings', () => {
  it('books while places remain, then waitlists with positions in arrival order', async () => {
    const sessionId = await newSession(2);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await bookSession((await memberWithPass()).client, sessionId));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.map((r) => [bookingOf(r).status, bookingOf(r).position])).toEqual([
      ['booked', null],
      ['booked', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['waitlisted', 3],
    ]);
    expect(bookingOf(answers[0]!)).toEqual({
      _id: expect.any(String),
      sessionId,
      status: 'booked',
      position: null,
    });
    expect(await shownSession(partnerA, GYM_A, sessionId)).toMatchObject({
      booked: 2,
      spotsLeft: 0,
      waitlisted: 3,
    });
  });

  it('refuses a second booking of the same session (409), booked or waiting', async () => {
    const sessionId = await newSession(1);
    const first = await memberWithPass();
    const second = await memberWithPass();
    expect((await bookSession(first.client, sessionId)).statusCode).toBe(201);
    expect((await bookSession(second.client, sessionId)).statusCode).toBe(201);
    for (const who of [first, second]) {
      const again = await bookSession(who.client, sessionId);
      expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyBooked]);
    }
  });

  it('refuses without a pass valid at the start, saying what to buy (403)', async () => {
    const sessionId = await newSession(5, { serviceId: SWIM });
    const nobody = await signedIn(t);
    const res = await bookSession(nobody.client, sessionId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.passRequired('Gimnasio Ágora', 'Natación de prueba'));
    const expired = await signedIn(t);
    await grantPass(t, expired.id, { validUntil: new Date(Date.now() + 3_600_000) });
    expect((await bookSession(expired.client, sessionId)).statusCode).toBe(403);
    const otherGym = await signedIn(t);
    await grantPass(t, otherGym.id, { gymId: GYM_B });
    expect((await bookSession(otherGym.client, sessionId)).statusCode).toBe(403);
    const otherService = await signedIn(t);
    await grantPass(t, otherService.id, { gymServiceId: YOGA, uses: 4 });
    expect((await bookSession(otherService.client, sessionId)).statusCode).toBe(403);
    const usedUp = await signedIn(t);
    await grantPass(t, usedUp.id, { gymServiceId: SWIM, uses: 0 });
    expect((await bookSession(usedUp.client, sessionId)).statusCode).toBe(403);
    const revoked = await signedIn(t);
    const revokedPass = await grantPass(t, revoked.id);
    await t.handle.db.execute(sql`update passes set revoked_at = now() where id = ${revokedPass}`);
    expect((await bookSession(revoked.client, sessionId)).statusCode).toBe(403);
    const swimmer = await signedIn(t);
    await grantPass(t, swimmer.id, { gymServiceId: SWIM, uses: 4 });
    expect((await bookSession(swimmer.client, sessionId)).statusCode).toBe(201);
    const noService = await newSession(5);
    const msg = (await bookSession(nobody.client, noService)).json().message;
    expect(msg).toBe(m.passRequired('Gimnasio Ágora', null));
  });

  it('refuses a partner (403), no session (401), an unknown session (404) and a malformed id (400)', async () => {
    const sessionId = await newSession(5);
    const partner = await bookSession(partnerA, sessionId);
    expect([partner.statusCode, partner.json().message]).toEqual([403, m.membersOnly]);
    const anonymous = await t.app.inject({ method: 'POST', url: BOOKINGS, payload: { sessionId } });
    expect(anonymous.statusCode).toBe(401);
    const { client } = await memberWithPass();
    const unknown = await bookSession(client, '00000000-0000-4000-8000-0000000000ee');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, m.sessionNotFound]);
    const bad = await bookSession(client, 'nope');
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.sessionInvalid]);
  });

  it('refuses a session that started, ended or was cancelled (409 with its reason)', async () => {
    const { client } = await memberWithPass();
    const cases: [string, string][] = [
      [
        `starts_at = now() - interval '10 minutes', ends_at = now() + interval '50 minutes'`,
        m.sessionStarted,
      ],
      [`starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'`, m.sessionEnded],
      [`status = 'cancelled', cancelled_at = now()`, m.sessionCancelled],
    ];
    for (const [change, message] of cases) {
      const sessionId = await newSession(5);
      await t.handle.db.execute(sql`update class_sessions set ${sql.raw(change)} where id = ${sessionId}`);
      const res = await bookSession(client, sessionId);
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
    }
  });
});

describe('DELETE /api/bookings/{id}', () => {
  it('gives a freed place to waitlist position 1 at once and closes up the line', async () => {
    const sessionId = await newSession(1);
    const members = [];
    for (let i = 0; i < 4; i += 1) members.push(await memberWithPass());
    const ids = [];
    for (const who of members) ids.push(bookingOf(await bookSession(who.client, sessionId))._id);
    // The second in line leaves: the third and fourth move up.
    const leave = await members[2]!.client.delete(`${BOOKINGS}/${ids[2]}`);
    expect(leave.statusCode).toBe(200);
    expect(bookingOf(leave)).toMatchObject({ status: 'cancelled', position: null });
    // The booked member cancels: position 1 is booked at once, the last moves to 1.
    expect((await members[0]!.client.delete(`${BOOKINGS}/${ids[0]}`)).statusCode).toBe(200);
    const rows = await rowsOf<{ id: string; status: string; position: number | null }>(
      t,
      sql`select id, status, position from bookings where session_id = ${sessionId}`,
    );
    const state = Object.fromEntries(rows.map((r) => [r.id, [r.status, r.position]]));
    expect(ids.map((id) => state[id])).toEqual([
      ['cancelled', null],
      ['booked', null],
      ['cancelled', null],
      ['waitlisted', 1],
    ]);
    expect(await shownSession(partnerA, GYM_A, sessionId)).toMatchObject({
      booked: 1,
      spotsLeft: 0,
      waitlisted: 1,
    });
    const again = await members[0]!.client.delete(`${BOOKINGS}/${ids[0]}`);
    expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyCancelled]);
    // Booking again after a cancel is a new booking, at the end of the line.
    const back = await bookSession(members[0]!.client, sessionId);
    expect(bookingOf(back)).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  it('keeps the freed place open after promoteUntilHours, and refuses once the session started', async () => {
    const sessionId = await newSession(1, { promoteUntilHours: 168 });
    const [a, b, c] = [await memberWithPass(), await memberWithPass(), await memberWithPass()];
    const bookedId = bookingOf(await bookSession(a.client, sessionId))._id;
    expect(bookingOf(await bookSession(b.client, sessionId)).status).toBe('waitlisted');
    expect((await a.client.delete(`${BOOKINGS}/${bookedId}`)).statusCode).toBe(200);
    expect(await shownSession(partnerA, GYM_A, sessionId)).toMatchObject({
      booked: 0,
      spotsLeft: 1,
      waitlisted: 1,
    });
    expect(bookingOf(await bookSession(c.client, sessionId)).status).toBe('booked');
    await t.handle.db.execute(
      sql`update class_sessions set starts_at = now() - interval '1 minute' where id = ${sessionId}`,
    );
    const [row] = await rowsOf<{ id: string }>(t, sql`select id from bookings where member_id = ${c.id}`);
    const late = await c.client.delete(`${BOOKINGS}/${row?.id}`);
    expect([late.statusCode, late.json().message]).toEqual([409, m.sessionStarted]);
  });

  it("returns the pass use on a timely cancel, spends it on a late one, and hides another member's booking", async () => {
    const member = await signedIn(t);
    const pass = await grantPass(t, member.id, { gymServiceId: SWIM, uses: 3 });
    const timely = await newSession(5, { serviceId: SWIM, cancelBeforeHours: 2 });
    const late = await newSession(5, { serviceId: SWIM, cancelBeforeHours: 168 });
    const first = bookingOf(await bookSession(member.client, timely));
    const second = bookingOf(await bookSession(member.client, late));
    expect(await usesLeft(t, pass)).toBe(1);
    const stranger = await memberWithPass();
    const hidden = await stranger.client.delete(`${BOOKINGS}/${first._id}`);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, m.bookingNotFound]);
    expect((await member.client.delete(`${BOOKINGS}/${first._id}`)).statusCode).toBe(200);
    expect(await usesLeft(t, pass)).toBe(2);
    expect((await member.client.delete(`${BOOKINGS}/${second._id}`)).statusCode).toBe(200);
    expect(await usesLeft(t, pass)).toBe(2);
    const bad = await member.client.delete(`${BOOKINGS}/nope`);
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.bookingInvalid]);
  });

  it('returns the use of a waiting booking whatever the time', async () => {
    const sessionId = await newSession(1, { serviceId: SWIM, cancelBeforeHours: 168 });
    await bookSession((await memberWithPass()).client, sessionId);
    const member = await signedIn(t);
    const pass = await grantPass(t, member.id, { gymServiceId: SWIM, uses: 1 });
    const waiting = bookingOf(await bookSession(member.client, sessionId));
    expect([waiting.status, await usesLeft(t, pass)]).toEqual(['waitlisted', 0]);
    expect((await member.client.delete(`${BOOKINGS}/${waiting._id}`)).statusCode).toBe(200);
    expect(await usesLeft(t, pass)).toBe(1);
  });
});

describe('GET /api/bookings', () => {
  it("lists the member's own bookings, upcoming first, with the gym's clock", async () => {
    const member = await memberWithPass();
    const later = await newSession(5, { startsAt: wallTime(9, '08:00') });
    const sooner = await newSession(5, { startsAt: wallTime(4, '20:15') });
    const past = await newSession(5, { startsAt: wallTime(2, '10:00') });
    for (const s of [later, sooner, past]) expect((await bookSession(member.client, s)).statusCode).toBe(201);
    await t.handle.db.execute(
      sql`update class_sessions set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = ${past}`,
    );
    await bookSession((await memberWithPass()).client, later);
    const res = await member.client.get(BOOKINGS);
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json<MyBookingsResponse>();
    expect(bookings.map((b) => b.sessionId)).toEqual([sooner, later, past]);
    expect(bookings[0]).toMatchObject({
      status: 'booked',
      position: null,
      name: 'Funcional',
      gym: { _id: GYM_A, name: 'Gimnasio Ágora', address: 'Av. Corrientes 1234' },
      startsAt: `${wallTime(4, '20:15')}:00.000-03:00`,
      timeZone: 'America/Argentina/Buenos_Aires',
      sessionStatus: 'scheduled',
      cancelBeforeHours: 2,
    });
    const partner = await partnerA.get(BOOKINGS);
    expect([partner.statusCode, partner.json().message]).toEqual([403, m.membersOnly]);
  });
});
