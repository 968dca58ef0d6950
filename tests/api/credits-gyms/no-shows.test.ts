/**
 * The `settle-credit-visits` job (ADR 0045 "No-show"): after their end, a credit booking and a visit
 * not checked in are no-shows — the month's first is forgiven (credits back), the next pays the gym
 * (credits × rate, a balanced entry); a credit booking marked attended is paid as attended; a second run
 * settles nothing more; the trial balance stays 0.
 */
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/shared/contract/classes';
import type { CreditVisit } from '../../../src/shared/contract/credits-gyms';
import { settleNoShows } from '../../../src/server/modules/credits/index';
import type { Client } from '../account/helpers';
import { BOOKINGS, createClass, localDate, sessionsOf, wallTime } from '../classes/helpers';
import { GYM_A, buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  adminClient,
  expectBalanced,
  giveCredits,
  linesOf,
  optIn,
  sessionFor,
  VISITS,
  walletOf,
} from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  admin = await adminClient(t);
  await optIn(owner, admin, GYM_A, { visitCredits: 2, classCredits: 1 }, '1000.00');
});
afterAll(async () => t?.close());

describe('settle-credit-visits', () => {
  it('forgives the first no-show of the month, pays the gym for the next and for an attended class', async () => {
    const member = await signedIn(t);
    await giveCredits(t, member.id, 10, 1_000_000);
    const created = await createClass(owner, { startsAt: wallTime(1, '10:00'), durationMinutes: 60 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const booked = await member.client.post(BOOKINGS, { sessionId, payWith: 'credits' });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<{ booking: Booking }>().booking;
    const visited = await member.client.post(VISITS, { gymId: GYM_A, day: localDate(0) });
    expect(visited.statusCode, visited.body).toBe(201);
    const visit = visited.json<{ visit: CreditVisit }>().visit;
    const other = await createClass(owner, { startsAt: wallTime(1, '08:00'), durationMinutes: 60 });
    const [otherSession = ''] = await sessionsOf(t, other._id);
    const attended = (
      await member.client.post(BOOKINGS, { sessionId: otherSession, payWith: 'credits' })
    ).json<{
      booking: Booking;
    }>().booking;
    await t.handle.db.execute(sql`update bookings set status = 'attended' where id = ${attended._id}`);
    expect(await walletOf(t, member.id)).toEqual({ balance: 6, value: 600_000 });

    // Nothing has ended yet: nothing is settled.
    expect(await settleNoShows(t.handle.db)).toEqual({ bookings: 0, visits: 0, forgiven: 0 });

    const [y, m, d] = localDate(1).split('-').map(Number);
    const after = new Date(
      new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, 12, 0, 'America/Argentina/Buenos_Aires').getTime(),
    );
    const run = await settleNoShows(t.handle.db, after);
    expect(run).toEqual({ bookings: 2, visits: 1, forgiven: 1 });
    // The class no-show (first settled) was forgiven; the visit paid 2 × 1 000 to the gym; the attended class 1 000.
    expect(await walletOf(t, member.id)).toEqual({ balance: 7, value: 700_000 });
    expect(await linesOf(t, `credit:${booking._id}:settled`)).toEqual([]);
    expect(await linesOf(t, `credit:${visit._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 200_000 },
      { code: `partner:${t.partnerA}`, amount: -200_000 },
    ]);
    expect(await linesOf(t, `credit:${attended._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 100_000 },
      { code: `partner:${t.partnerA}`, amount: -100_000 },
    ]);
    const [row] = await rowsOf<{ status: string; forgiven: boolean }>(
      t,
      sql`select status, forgiven from credit_visits where id = ${visit._id}`,
    );
    expect(row).toEqual({ status: 'noShow', forgiven: false });
    expect(await settleNoShows(t.handle.db, after)).toEqual({ bookings: 0, visits: 0, forgiven: 0 });
    await expectBalanced(admin);
  });
});
