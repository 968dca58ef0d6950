/**
 * Credits under concurrency (ADR 0045 "Spending"): the wallet's row lock, taken first, and the check
 * `balance >= 0` behind it. One member holding 8 credits sends 50 class bookings (50 sessions) at once,
 * then 50 open-gym visits (50 days) at once: at most 8 spent, never below 0; 50 members race 5 places
 * of one session: never more booked than capacity. On PostgreSQL (pool of 20) the requests run in
 * parallel; on PGlite they interleave on one connection. The figures are printed for the report.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../account/helpers';
import { BOOKINGS, createClass, localDate, sessionRow, sessionsOf, wallTime } from '../classes/helpers';
import { GYM_A, buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { adminClient, expectBalanced, giveCredits, optIn, sessionFor, VISITS, walletOf } from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;
const N = 50;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 20 });
  owner = await sessionFor(t, t.partnerA);
  admin = await adminClient(t);
  await optIn(owner, admin, GYM_A, { visitCredits: 1, classCredits: 1 });
});
afterAll(async () => t?.close());

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('50 spends at once by a member holding 8 credits', () => {
  it('books at most 8 class places and never goes below 0', async () => {
    const member = await signedIn(t);
    await giveCredits(t, member.id, 8, 800_000);
    const created = await createClass(owner, { startsAt: wallTime(1), rrule: `FREQ=DAILY;COUNT=${N}` });
    const sessions = await sessionsOf(t, created._id);
    expect(sessions).toHaveLength(N);
    const answers = await Promise.all(
      sessions.map((sessionId) => member.client.post(BOOKINGS, { sessionId, payWith: 'credits' })),
    );
    const codes = answers.map((r) => r.statusCode);
    const wallet = await walletOf(t, member.id);
    const [spent] = await rowsOf<{ credits: number; n: number }>(
      t,
      sql`select coalesce(sum(credits), 0)::int as credits, count(*)::int as n from bookings
           where member_id = ${member.id} and status = 'booked'`,
    );
    console.info(
      `[${database}] class bookings: ${count(codes, 201)} booked, ${count(codes, 409)} refused, ` +
        `credits spent ${spent?.credits}, balance ${wallet.balance}, value ${wallet.value}`,
    );
    expect(count(codes, 201)).toBe(8);
    expect(count(codes, 409)).toBe(N - 8);
    expect(spent).toEqual({ credits: 8, n: 8 });
    expect(wallet).toEqual({ balance: 0, value: 0 });
  });

  it('books at most 8 open-gym visits and never goes below 0', async () => {
    const member = await signedIn(t);
    await giveCredits(t, member.id, 8, 800_000);
    const days = Array.from({ length: N }, (_, i) => localDate(i));
    const answers = await Promise.all(days.map((day) => member.client.post(VISITS, { gymId: GYM_A, day })));
    const codes = answers.map((r) => r.statusCode);
    const wallet = await walletOf(t, member.id);
    const [spent] = await rowsOf<{ credits: number }>(
      t,
      sql`select coalesce(sum(credits), 0)::int as credits from credit_visits where user_id = ${member.id} and status = 'booked'`,
    );
    console.info(
      `[${database}] visits: ${count(codes, 201)} booked, ${count(codes, 409)} refused, ` +
        `credits spent ${spent?.credits}, balance ${wallet.balance}`,
    );
    expect(count(codes, 201)).toBe(8);
    expect(count(codes, 409)).toBe(N - 8);
    expect(spent?.credits).toBe(8);
    expect(wallet).toEqual({ balance: 0, value: 0 });
  });

  it('one visit per day: 50 at once for the same day book one', async () => {
    const member = await signedIn(t);
    await giveCredits(t, member.id, 8, 800_000);
    const day = localDate(2);
    const answers = await Promise.all(
      Array.from({ length: N }, () => member.client.post(VISITS, { gymId: GYM_A, day })),
    );
    const codes = answers.map((r) => r.statusCode);
    console.info(`[${database}] same-day visits: ${count(codes, 201)} booked, ${count(codes, 409)} refused`);
    expect(count(codes, 201)).toBe(1);
    expect(await walletOf(t, member.id)).toEqual({ balance: 7, value: 700_000 });
  });

  it('50 members with credits racing 5 places book exactly 5', async () => {
    const created = await createClass(owner, { startsAt: wallTime(3), capacity: 5 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const members = [];
    for (let i = 0; i < N; i += 1) {
      const m = await signedIn(t);
      await giveCredits(t, m.id, 1, 100_000);
      members.push(m);
    }
    const answers = await Promise.all(
      members.map((m) => m.client.post(BOOKINGS, { sessionId, payWith: 'credits' })),
    );
    const codes = answers.map((r) => r.statusCode);
    const row = await sessionRow(t, sessionId);
    const [left] = await rowsOf<{ balance: number }>(
      t,
      sql`select sum(balance)::int as balance from credit_wallets where user_id in (${sql.join(
        members.map((m) => sql`${m.id}::uuid`),
        sql`, `,
      )})`,
    );
    console.info(
      `[${database}] one session of 5 places: ${count(codes, 201)} booked, ${count(codes, 409)} refused, ` +
        `session booked ${row?.booked}/${row?.capacity}, credits left ${left?.balance} of ${N}`,
    );
    expect(count(codes, 201)).toBe(5);
    expect(row).toMatchObject({ booked: 5, capacity: 5, waitlisted: 0 });
    expect(left?.balance).toBe(N - 5);
    await expectBalanced(admin);
  });
});
