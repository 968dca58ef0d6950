/**
 * Spending Pase BuscaGym credits at a gym (ADR 0045 "Spending", "Cancelling"): a class place and an
 * open-gym visit take the gym's cost in force, with its ARS value (average cost) and cancel deadline; a
 * cancel in time gives the credits back; the month's first late cancel is forgiven; a later one keeps
 * them and pays the gym (credits × rate) with a balanced entry; the trial balance stays 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/shared/contract/classes';
import type { CreditVisit } from '../../../src/shared/contract/credits-gyms';
import { creditSpendingMessages } from '../../../src/shared/messages';
import type { Client } from '../account/helpers';
import { BOOKINGS, createClass, localDate, sessionsOf, wallTime } from '../classes/helpers';
import { GYM_A, GYM_B, buildCommerceApp, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  adminClient,
  expectBalanced,
  giveCredits,
  linesOf,
  movementsOf,
  optIn,
  sessionFor,
  termsBody,
  termsUrl,
  VISITS,
  walletOf,
} from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;
let member: { id: string; client: Client };

const bookingOf = (res: { json: <T>() => T }) => res.json<{ booking: Booking }>().booking;
const visitOf = (res: { json: <T>() => T }) => res.json<{ visit: CreditVisit }>().visit;
/** A session of a new class of gym A at local `startsAt`, `capacity` places. */
async function newSession(startsAt: string, capacity = 10): Promise<string> {
  const created = await createClass(owner, { startsAt, capacity });
  const [id = ''] = await sessionsOf(t, created._id);
  return id;
}
const bookWithCredits = (client: Client, sessionId: string) =>
  client.post(BOOKINGS, { sessionId, payWith: 'credits' });

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  admin = await adminClient(t);
  // Gym A: a class 1 credit, a visit 2; 1 200 ARS per credit to the gym.
  await optIn(owner, admin, GYM_A, {}, '1200.00');
  member = await signedIn(t);
  // 8 credits worth 8 000 ARS: 1 000 ARS each.
  await giveCredits(t, member.id, 8, 800_000);
});
afterAll(async () => t?.close());

describe('a class place paid with credits', () => {
  it('takes the class cost, tells its value and deadline, and gives it back when cancelled in time', async () => {
    const startsAt = wallTime(3);
    const sessionId = await newSession(startsAt);
    const res = await bookWithCredits(member.client, sessionId);
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingOf(res);
    expect(booking).toMatchObject({
      status: 'booked',
      credit: { credits: 1, value: { $numberDecimal: '1000.00' } },
    });
    const [start = 0] = await sessionStarts(sessionId);
    expect(new Date(booking.credit?.cancelDeadline ?? 0).getTime()).toBe(start - 12 * 3_600_000);
    expect(await walletOf(t, member.id)).toEqual({ balance: 7, value: 700_000 });
    expect((await bookWithCredits(member.client, sessionId)).statusCode).toBe(409);

    const cancel = await member.client.delete(`${BOOKINGS}/${booking._id}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(bookingOf(cancel)).toMatchObject({ status: 'cancelled', credit: { cancelOutcome: 'returned' } });
    expect(await walletOf(t, member.id)).toEqual({ balance: 8, value: 800_000 });
    expect(await linesOf(t, `credit:${booking._id}:settled`)).toEqual([]);
    await expectBalanced(admin);
  });

  it('refuses a gym that does not accept the pass, a short wallet, a full class and non-members', async () => {
    const partnerB = await sessionFor(t, t.partnerB);
    const created = await createClass(partnerB, { gymId: GYM_B, startsAt: wallTime(3) });
    const [other = ''] = await sessionsOf(t, created._id);
    expect((await bookWithCredits(member.client, other)).statusCode).toBe(403);
    const poor = await signedIn(t);
    const short = await bookWithCredits(poor.client, await newSession(wallTime(4)));
    expect(short.statusCode).toBe(409);
    expect(short.json<{ message: string }>().message).toBe(creditSpendingMessages.notEnough(0, 1));
    const full = await newSession(wallTime(5), 1);
    const first = await signedIn(t);
    await giveCredits(t, first.id, 1, 100_000);
    expect((await bookWithCredits(first.client, full)).statusCode).toBe(201);
    const refused = await bookWithCredits(member.client, full);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(creditSpendingMessages.full);
    expect((await bookWithCredits(owner, full)).statusCode).toBe(403);
    expect(await walletOf(t, member.id)).toEqual({ balance: 8, value: 800_000 });
  });

  it('forgives the first late cancel of the month, keeps the credits of the next and pays the gym', async () => {
    const window = await owner.request({
      method: 'PUT',
      url: termsUrl(GYM_A),
      payload: termsBody({ cancelWindowHours: 72 }),
    });
    expect(window.statusCode, window.body).toBe(200);
    const first = bookingOf(await bookWithCredits(member.client, await newSession(wallTime(2, '10:00'))));
    const forgiven = await member.client.delete(`${BOOKINGS}/${first._id}`);
    expect(bookingOf(forgiven).credit).toMatchObject({
      cancelOutcome: 'forgiven',
      message: creditSpendingMessages.forgiven,
    });
    expect(await walletOf(t, member.id)).toEqual({ balance: 8, value: 800_000 });

    const second = bookingOf(await bookWithCredits(member.client, await newSession(wallTime(2, '11:00'))));
    const kept = await member.client.delete(`${BOOKINGS}/${second._id}`);
    expect(bookingOf(kept).credit).toMatchObject({
      cancelOutcome: 'kept',
      message: creditSpendingMessages.kept,
    });
    expect(await walletOf(t, member.id)).toEqual({ balance: 7, value: 700_000 });
    // The credit's value (1 000) leaves the liability; the gym is owed 1 × 1 200; BuscaGym loses 200.
    expect(await linesOf(t, `credit:${second._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 100_000 },
      { code: 'credit_revenue', amount: 20_000 },
      { code: `partner:${t.partnerA}`, amount: -120_000 },
    ]);
    await expectBalanced(admin);
  });
});

describe('an open-gym visit paid with credits', () => {
  it('takes the visit cost; one per day; in time it comes back; the day started, a late cancel is kept', async () => {
    const later = localDate(5); // beyond the 72 h window set above
    const res = await member.client.post(VISITS, { gymId: GYM_A, day: later });
    expect(res.statusCode, res.body).toBe(201);
    const visit = visitOf(res);
    expect(visit).toMatchObject({
      day: later,
      status: 'booked',
      credit: { credits: 2, value: { $numberDecimal: '2000.00' } },
    });
    expect((await member.client.post(VISITS, { gymId: GYM_A, day: later })).statusCode).toBe(409);
    const back = await member.client.delete(`${VISITS}/${visit._id}`);
    expect(visitOf(back)).toMatchObject({ status: 'cancelled', credit: { cancelOutcome: 'returned' } });
    expect(await walletOf(t, member.id)).toEqual({ balance: 7, value: 700_000 });

    const today = visitOf(await member.client.post(VISITS, { gymId: GYM_A, day: localDate(0) }));
    const kept = await member.client.delete(`${VISITS}/${today._id}`);
    expect(visitOf(kept).credit.cancelOutcome).toBe('kept');
    expect(await walletOf(t, member.id)).toEqual({ balance: 5, value: 500_000 });
    expect(await linesOf(t, `credit:${today._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 200_000 },
      { code: 'credit_revenue', amount: 40_000 },
      { code: `partner:${t.partnerA}`, amount: -240_000 },
    ]);
    await expectBalanced(admin);
  });

  it('refuses a past day, a gym that does not accept, and visits over the monthly limit', async () => {
    expect((await member.client.post(VISITS, { gymId: GYM_A, day: localDate(-1) })).statusCode).toBe(400);
    expect((await member.client.post(VISITS, { gymId: GYM_A, day: '2026-02-31' })).statusCode).toBe(400);
    expect((await member.client.post(VISITS, { gymId: GYM_B, day: localDate(1) })).statusCode).toBe(403);
    const limited = await owner.request({
      method: 'PUT',
      url: termsUrl(GYM_A),
      payload: termsBody({ cancelWindowHours: 72, monthlyVisitLimit: 2 }),
    });
    expect(limited.statusCode).toBe(200);
    // Today's visit (cancelled late) no longer counts; two more days of one month, then the limit.
    const days = [1, 2, 3, 4, 5, 6].map((d) => localDate(d));
    const month = days.filter((d) => d.slice(0, 7) === days[days.length - 1]?.slice(0, 7)).slice(0, 3);
    expect((await member.client.post(VISITS, { gymId: GYM_A, day: month[0] })).statusCode).toBe(201);
    expect((await member.client.post(VISITS, { gymId: GYM_A, day: month[1] })).statusCode).toBe(201);
    const over = await member.client.post(VISITS, { gymId: GYM_A, day: month[2] });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(creditSpendingMessages.monthlyLimit(2));
    const kinds = (await movementsOf(t, member.id)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'forgiven')).toHaveLength(1);
    await expectBalanced(admin);
  });
});

/** Start instants (ms) of session `sessionId`. */
async function sessionStarts(sessionId: string): Promise<number[]> {
  const { rowsOf } = await import('../commerce/helpers');
  const { sql } = await import('drizzle-orm');
  const rows = await rowsOf<{ startsAt: Date | string }>(
    t,
    sql`select starts_at as "startsAt" from class_sessions where id = ${sessionId}`,
  );
  return rows.map((r) => new Date(r.startsAt).getTime());
}
