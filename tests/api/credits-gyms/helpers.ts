/**
 * Harness of the Pase BuscaGym gym tests (ADR 0045): the commerce shop (partner A owns gym A, partner B
 * gym B), an administrator with the second factor, credits given straight to a wallet (as a paid month
 * would, without its order), a gym opted in with a rate, and the ledger's trial balance.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Booking } from '../../../src/shared/contract/classes';
import type { TrialBalanceResponse } from '../../../src/shared/contract/ledger';
import { addCredits } from '../../../src/server/modules/credits/index';
import { sessionFor, type Client } from '../account/helpers';
import { BOOKINGS, createClass, sessionsOf } from '../classes/helpers';
import { buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';

export const termsUrl = (gymId: string) => `/api/partner/gyms/${gymId}/credits`;
export const rateUrl = (gymId: string) => `/api/admin/gyms/${gymId}/credit-rate`;
export const publicTermsUrl = (gymId: string) => `/api/gyms/${gymId}/credits`;
export const VISITS = '/api/visits';
export const TRIAL = '/api/admin/ledger/trial-balance';

/** Terms body: visit 2, class 1, no limit, window 12 h, unless `over` says otherwise. */
export const termsBody = (over: Record<string, unknown> = {}) => ({
  accepts: true,
  visitCredits: 2,
  classCredits: 1,
  monthlyVisitLimit: null,
  cancelWindowHours: 12,
  ...over,
});

/** Gives member `userId` `credits` worth `valueCentavos` in all. */
export async function giveCredits(
  t: CommerceTestApp,
  userId: string,
  credits: number,
  valueCentavos: number,
): Promise<void> {
  await t.handle.db.transaction(async (tx) => {
    await addCredits(tx, userId, credits, valueCentavos, { eventKey: `test:${randomUUID()}` });
  });
}

/** An administrator's client, second factor verified. */
export async function adminClient(t: CommerceTestApp): Promise<Client> {
  return (await signedIn(t, 'admin', 'Admin Créditos')).client;
}

/** A new commerce app with the owner of gym A's client and a verified administrator's (the terms tests). */
export async function termsApp(): Promise<{ t: CommerceTestApp; owner: Client; admin: Client }> {
  const t = await buildCommerceApp();
  return { t, owner: await sessionFor(t, t.partnerA), admin: await adminClient(t) };
}

/** Opts `gymId` in with `over` terms as `owner` and sets its rate `rate` (ARS) as `admin`. */
export async function optIn(
  owner: Client,
  admin: Client,
  gymId: string,
  over: Record<string, unknown> = {},
  rate = '1000.00',
): Promise<void> {
  const set = await owner.request({ method: 'PUT', url: termsUrl(gymId), payload: termsBody(over) });
  expect(set.statusCode, set.body).toBe(200);
  const rated = await admin.request({
    method: 'PUT',
    url: rateUrl(gymId),
    payload: { ratePerCredit: { $numberDecimal: rate } },
  });
  expect(rated.statusCode, rated.body).toBe(200);
}

/** The wallet of `userId`: balance and value (centavos). */
export async function walletOf(t: CommerceTestApp, userId: string) {
  const [row] = await rowsOf<{ balance: number; value: number }>(
    t,
    sql`select balance, value_centavos::int as value from credit_wallets where user_id = ${userId}`,
  );
  return row ?? { balance: 0, value: 0 };
}

/** The credit movements of `userId`, oldest first. */
export const movementsOf = (t: CommerceTestApp, userId: string) =>
  rowsOf<{ kind: string; credits: number; value: number }>(
    t,
    sql`select kind, credits, value_centavos::int as value from credit_movements where user_id = ${userId} order by id`,
  );

/** The lines of entry `eventKey`: account code and amount (centavos), by account. */
export const linesOf = (t: CommerceTestApp, eventKey: string) =>
  rowsOf<{ code: string; amount: number }>(
    t,
    sql`select a.code, l.amount::int as amount from ledger_lines l
          join ledger_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
         where e.event_key = ${eventKey} order by a.code`,
  );

/** Expects the trial balance, read by `admin`, to be balanced at 0. */
export async function expectBalanced(admin: Client): Promise<void> {
  const res = await admin.get(TRIAL);
  expect(res.statusCode).toBe(200);
  const trial = res.json<TrialBalanceResponse>();
  expect(trial.balanced).toBe(true);
  for (const total of trial.totals) expect(total.balance).toEqual({ $numberDecimal: '0.00' });
}

/** A new class of `owner`'s gym (options `over`) whose session starts `minutes` from now, booked with credits by `member`. */
export async function creditBookingIn(
  t: CommerceTestApp,
  owner: Client,
  member: Client,
  minutes: number,
  over: Record<string, unknown> = {},
): Promise<Booking> {
  const created = await createClass(owner, { capacity: 5, ...over });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  await rowsOf(
    t,
    sql`update class_sessions set starts_at = now() + make_interval(mins => ${minutes}),
               ends_at = now() + make_interval(mins => ${minutes + 60}) where id = ${sessionId}`,
  );
  const res = await member.post(BOOKINGS, { sessionId, payWith: 'credits' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ booking: Booking }>().booking;
}

export { sessionFor };
