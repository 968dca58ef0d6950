// The app and helpers of the Pase BuscaGym API tests (ADR 0045): plans.test.ts, subscription.test.ts and
// renewal.test.ts each call useCreditsApp() once. The app is the administration harness (an administrator
// with the second factor, a member, the shop) on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CreditPlan, MyCredits } from '../../../src/shared/contract/credits';
import type { TrialBalanceResponse } from '../../../src/shared/contract/ledger';
import type { Client } from '../account/helpers';
import { buildAdminApp, type AdminTestApp } from '../admin/helpers';
import { rowsOf, signedIn } from '../commerce/helpers';

export const PLANS = '/api/credit-plans';
export const ADMIN_PLANS = '/api/admin/credit-plans';
export const SUBSCRIPTION = '/api/credits/subscription';
export const PAUSE = '/api/credits/subscription/pause';
export const ME = '/api/credits/me';

/** The file's app (set before its tests run). */
export let t: AdminTestApp;

/** Builds the app before the file's tests and closes it after. */
export function useCreditsApp(): void {
  beforeAll(async () => {
    t = await buildAdminApp();
  });
  afterAll(async () => t?.close());
}

/** `{$numberDecimal}` of an ARS text. */
export const ars = (value: string) => ({ $numberDecimal: value });

/** Creates a plan as the administrator (expects 201); a unique name unless given. */
export async function newPlan(credits: number, price: string, name = `Pase ${randomUUID().slice(0, 8)}`) {
  const res = await t.admin.post(ADMIN_PLANS, { name, creditsPerMonth: credits, monthlyPrice: ars(price) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ plan: CreditPlan }>().plan;
}

/** A new member signed in. */
export const newMember = (name = 'Sofía Socia') => signedIn(t, 'user', name);

/** `POST /api/credits/subscription` with an Idempotency-Key (a new one unless given). */
export const subscribe = (client: Client, planId: unknown, key: string = randomUUID()) =>
  client.post(SUBSCRIPTION, { planId }, { 'idempotency-key': key });

/** Subscribes and pays with the demo card `cardLast4`. @returns the order's id and the demo-pay answer */
export async function subscribeAndPay(client: Client, planId: string, cardLast4 = '4242') {
  const started = await subscribe(client, planId);
  expect(started.statusCode, started.body).toBe(201);
  const orderId = started.json<{ order: { _id: string } }>().order._id;
  const paid = await client.post(`/api/orders/${orderId}/demo-pay`, { cardLast4 });
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId, paid: paid.json<{ order: { status: string; kind: string } }>().order };
}

/** "Mis créditos" of `client` (expects 200). */
export async function me(client: Client): Promise<MyCredits> {
  const res = await client.get(ME);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyCredits>();
}

/** Moves member `userId`'s current period so that it ends at `end` (a month long), as time passing would. */
export async function periodEndsAt(userId: string, end: Date): Promise<void> {
  await t.handle.db.execute(
    sql`update credit_subscriptions set current_period_start = ${end.toISOString()}::timestamptz - interval '1 month',
               current_period_end = ${end.toISOString()}::timestamptz where user_id = ${userId}::uuid`,
  );
}

/** The ledger's entries of `kind`, with their event keys and the sum of their lines. */
export const entriesOf = (kind: string) =>
  rowsOf<{ eventKey: string; lines: number; sum: string }>(
    t,
    sql`select e.event_key as "eventKey", count(l.*)::int as lines, sum(l.amount)::text as sum
          from ledger_entries e join ledger_lines l on l.entry_id = e.id
         where e.kind = ${kind} group by e.id order by e.id`,
  );

/** The credits orders of member `userId`, oldest first. */
export const creditOrdersOf = (userId: string) =>
  rowsOf<{ status: string; key: string; card: string | null; total: string }>(
    t,
    sql`select status, idempotency_key as key, card_last4 as card, total::text as total
          from orders where user_id = ${userId}::uuid and kind = 'credits' order by created_at, id`,
  );

/**
 * Expects the ledger to hold (ADR 0045): the trial balance through the API balanced at 0, and the
 * `credit_liability` account's balance equal to −(the sum of all wallets' values) — there are no
 * bookings or visits in these tests, so nothing else holds credits.
 */
export async function expectLedgerHolds(): Promise<void> {
  const res = await t.admin.get('/api/admin/ledger/trial-balance');
  expect(res.statusCode, res.body).toBe(200);
  const trial = res.json<TrialBalanceResponse>();
  expect(trial.balanced).toBe(true);
  for (const total of trial.totals) expect(Number(total.balance.$numberDecimal)).toBe(0);
  const [row] = await rowsOf<{ liability: string; wallets: string }>(
    t,
    sql`select (select coalesce(sum(l.amount), 0)::text from ledger_lines l
                  join ledger_accounts a on a.id = l.account_id where a.code = 'credit_liability') as liability,
               (select coalesce(sum(value_centavos), 0)::text from credit_wallets) as wallets`,
  );
  expect(Number(row?.liability)).toBe(-Number(row?.wallets));
  const liability = trial.accounts.find((a) => a.code === 'credit_liability');
  expect(Math.round(Number(liability?.balance.$numberDecimal ?? '0') * 100)).toBe(-Number(row?.wallets));
}
