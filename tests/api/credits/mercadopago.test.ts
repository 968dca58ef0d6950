// Pase BuscaGym paid by a MercadoPago subscription (ADR 0045 "MercadoPago"): the checkout creates a
// preapproval for the plan's monthly price and sends the member to its init_point; signed notifications
// (subscription_preapproval, subscription_authorized_payment) are read again at the fake and settle
// credits orders through the state machine: authorized → the first month and its credits, once; each
// later approved charge → one more month; a rejected one → pastDue with the credits kept. The renewal job
// charges nothing and waits for MercadoPago; pause and cancel change the preapproval there first (503
// and nothing changed when MercadoPago is down). The ledger's trial balance stays 0 throughout.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewCredits } from '../../../src/server/modules/credits/subscription/renewal';
import { CREDIT_MP_CHARGE_WAIT_DAYS } from '../../../src/shared/constants/credits';
import type { MyCredits } from '../../../src/shared/contract/credits';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { creditMessages } from '../../../src/shared/messages';
import type { Client } from '../account/helpers';
import { footprint, rowsOf, signedIn } from '../commerce/helpers';
import { buildMpApp, deliver, PLATFORM_TOKEN, type MpTestApp } from '../mercadopago/helpers';

let s: MpTestApp;
let planId: string;
beforeAll(async () => {
  s = await buildMpApp();
  const [plan] = await rowsOf<{ id: string }>(
    s.t,
    sql`insert into credit_plans (name, credits_per_month, monthly_price)
        values ('Pase MP 8', 8, 12000) returning id::text as id`,
  );
  planId = plan!.id;
});
afterAll(async () => s?.close());

const SUBSCRIPTION = '/api/credits/subscription';
const DAY_MS = 86_400_000;

async function me(client: Client): Promise<MyCredits> {
  const res = await client.get('/api/credits/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyCredits>();
}

/** Credits orders of `userId` by status, e.g. `{ paid: 2, failed: 1 }`. */
async function creditOrders(userId: string): Promise<Record<string, number>> {
  const rows = await rowsOf<{ status: string; n: number }>(
    s.t,
    sql`select status, count(*)::int as n from orders where user_id = ${userId}::uuid and kind = 'credits' group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The ledger balances (every line summed: 0) and `credit_liability` holds −(all wallets' values). */
async function expectLedgerHolds(): Promise<void> {
  const [row] = await rowsOf<{ total: string; liability: string; wallets: string }>(
    s.t,
    sql`select (select coalesce(sum(amount), 0)::text from ledger_lines) as total,
               (select coalesce(sum(l.amount), 0)::text from ledger_lines l
                  join ledger_accounts a on a.id = l.account_id where a.code = 'credit_liability') as liability,
               (select coalesce(sum(value_centavos), 0)::text from credit_wallets) as wallets`,
  );
  expect(Number(row?.total)).toBe(0);
  expect(Number(row?.liability)).toBe(-Number(row?.wallets));
}

/** A new member who checked out the plan: the preapproval id from the redirect. */
async function subscribe(name: string) {
  const member = await signedIn(s.t, 'user', name);
  const res = await member.client.post(SUBSCRIPTION, { planId }, { 'idempotency-key': randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json<CheckoutResponse>();
  if (answer.payment?.provider !== 'mercadopago') throw new Error('not a MercadoPago start');
  const id = new URL(answer.payment.redirectUrl).searchParams.get('preapproval_id');
  if (!id) throw new Error(`no preapproval_id in ${answer.payment.redirectUrl}`);
  return { userId: member.id, client: member.client, answer, id };
}

/** The member authorizes at MercadoPago and its signed notification arrives. */
async function authorize(id: string): Promise<void> {
  s.fake.store.subscriptions.authorize(id);
  const res = await deliver(s, s.fake.subscriptionNotification('subscription_preapproval', id));
  expect(res.statusCode).toBe(200);
}

/** MercadoPago charges one month with `status`; its notification is delivered. @returns the charge id */
async function charge(id: string, status = 'approved'): Promise<number> {
  const made = s.fake.store.subscriptions.charge(id, status);
  const res = await deliver(s, s.fake.subscriptionNotification('subscription_authorized_payment', made.id));
  expect(res.statusCode).toBe(200);
  return made.id;
}

/** Moves member `userId`'s current period so that it ended a minute ago. */
const periodEnded = (userId: string) =>
  s.t.handle.db.execute(
    sql`update credit_subscriptions set current_period_start = now() - interval '1 month 1 minute',
           current_period_end = now() - interval '1 minute' where user_id = ${userId}::uuid`,
  );

describe('Pase BuscaGym as a MercadoPago subscription', () => {
  it('subscribe → authorized → credits once → a charge adds a month → a rejected one is past due → cancel at MercadoPago', async () => {
    const m = await subscribe('Sofía MP');
    expect(s.fake.store.subscriptions.preapprovals.get(m.id)).toMatchObject({
      collector_id: s.fake.platformCollector,
      status: 'pending',
      external_reference: m.answer.order._id,
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 12000,
        currency_id: 'ARS',
      },
    });
    const created = s.fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/preapproval' &&
        r.idempotencyKey === `preapproval-${m.answer.order._id}`,
    );
    expect(created?.token).toBe(PLATFORM_TOKEN);
    expect(await me(m.client)).toMatchObject({ balance: 0, status: null });

    // authorized → the first month and its 8 credits; the same notification again changes nothing.
    await authorize(m.id);
    const first = await me(m.client);
    expect(first).toMatchObject({ balance: 8, status: 'active', value: { $numberDecimal: '12000.00' } });
    const firstEnd = Date.parse(first.currentPeriodEnd!);
    expect(firstEnd - Date.now()).toBeGreaterThan(27 * DAY_MS);
    await expectLedgerHolds();
    const once = await footprint(s);
    expect(
      (await deliver(s, s.fake.subscriptionNotification('subscription_preapproval', m.id))).statusCode,
    ).toBe(200);
    expect(await footprint(s)).toEqual(once);
    expect((await me(m.client)).balance).toBe(8);
    expect(await creditOrders(m.userId)).toEqual({ paid: 1 });

    // The first charge is the month the authorization paid: nothing more.
    await charge(m.id);
    expect(await me(m.client)).toMatchObject({ balance: 8, currentPeriodEnd: first.currentPeriodEnd });

    // The next month's charge: one more month and its credits (min(8, 8) + 8), once.
    const second = await charge(m.id);
    const extended = await me(m.client);
    expect(extended).toMatchObject({ balance: 16, status: 'active', value: { $numberDecimal: '24000.00' } });
    const secondEnd = Date.parse(extended.currentPeriodEnd!);
    expect(secondEnd - firstEnd).toBeGreaterThan(27 * DAY_MS);
    const userId = m.userId;
    expect(await creditOrders(userId)).toEqual({ paid: 2 });
    const [renewal] = await rowsOf<{ key: string; paymentId: string }>(
      s.t,
      sql`select idempotency_key as key, payment_id as "paymentId" from orders
           where user_id = ${userId}::uuid and kind = 'credits' and payment_id like 'mp_authorized_%'`,
    );
    expect(renewal).toEqual({ key: `credits-renewal-${firstEnd}`, paymentId: `mp_authorized_${second}` });
    await expectLedgerHolds();
    const afterSecond = await footprint(s);
    const again = s.fake.subscriptionNotification('subscription_authorized_payment', second);
    expect((await deliver(s, again)).statusCode).toBe(200);
    expect(await footprint(s)).toEqual(afterSecond);
    expect((await me(m.client)).balance).toBe(16);

    // A rejected charge: past due, the credits kept, none added.
    await charge(m.id, 'rejected');
    expect(await me(m.client)).toMatchObject({ balance: 16, status: 'pastDue' });
    expect(await creditOrders(userId)).toEqual({ paid: 2, failed: 1 });
    await expectLedgerHolds();

    // Cancel: PUT /preapproval/{id} {status: cancelled} first, then the credits stay until the month ends.
    const cancel = await m.client.delete(SUBSCRIPTION);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<MyCredits>()).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      balance: 16,
    });
    const put = s.fake.requests.find((r) => r.method === 'PUT' && r.path === `/preapproval/${m.id}`);
    expect(put).toMatchObject({
      body: { status: 'cancelled' },
      idempotencyKey: `cancel-preapproval-${m.id}`,
    });
    expect(s.fake.store.subscriptions.preapprovals.get(m.id)?.status).toBe('cancelled');
    await expectLedgerHolds();
  });

  it('pause and cancel with MercadoPago unreachable answer 503 and change nothing; a pause pauses the preapproval, its end authorizes it again', async () => {
    const m = await subscribe('Pablo Pausa');
    await authorize(m.id);
    const before = await me(m.client);
    for (const call of [
      () => m.client.post(`${SUBSCRIPTION}/pause`, { months: 1 }),
      () => m.client.delete(SUBSCRIPTION),
    ]) {
      s.fake.failNext(1);
      const res = await call();
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toBe(creditMessages.mercadoPagoUnavailable);
      expect(await me(m.client)).toEqual(before);
      expect(s.fake.store.subscriptions.preapprovals.get(m.id)?.status).toBe('authorized');
    }

    const paused = await m.client.post(`${SUBSCRIPTION}/pause`, { months: 1 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<MyCredits>()).toMatchObject({ status: 'paused', paused: true });
    expect(s.fake.store.subscriptions.preapprovals.get(m.id)?.status).toBe('paused');

    // The pause ended: the job authorizes the preapproval again and the pass is active, nothing charged.
    const userId = m.userId;
    await s.t.handle.db.execute(
      sql`update credit_subscriptions set paused_until = now() - interval '1 minute',
             current_period_start = now() - interval '2 months 1 minute',
             current_period_end = now() - interval '1 month 1 minute' where user_id = ${userId}::uuid`,
    );
    const report = await renewCredits(s.t.app.orders);
    expect(report.resumed).toBe(1);
    expect(s.fake.store.subscriptions.preapprovals.get(m.id)?.status).toBe('authorized');
    expect((await me(m.client)).status).toBe('active');
    expect(await creditOrders(userId)).toEqual({ paid: 1 });
  });

  it('the renewal job charges nothing: it waits for MercadoPago’s charge, then makes the month unpaid', async () => {
    const m = await subscribe('Rita Renueva');
    await authorize(m.id);
    const userId = m.userId;
    await periodEnded(userId);
    const requests = s.fake.requests.length;
    const waiting = await renewCredits(s.t.app.orders);
    expect(waiting).toMatchObject({ renewed: 0, failed: 0 });
    expect(waiting.pending).toBeGreaterThanOrEqual(1);
    expect(s.fake.requests.slice(requests).every((r) => r.method === 'GET')).toBe(true);
    expect(await me(m.client)).toMatchObject({ balance: 8, status: 'active' });
    expect(await creditOrders(userId)).toEqual({ paid: 1 });

    // No charge came by the end of the wait: the month is unpaid, the credits kept.
    const late = new Date(Date.now() + (CREDIT_MP_CHARGE_WAIT_DAYS + 1) * DAY_MS);
    const report = await renewCredits(s.t.app.orders, late);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await me(m.client)).toMatchObject({ balance: 8, status: 'pastDue' });
    expect(await creditOrders(userId)).toEqual({ paid: 1 });
    await expectLedgerHolds();
  });

  it('the return page settles an authorized preapproval whose notification has not come; the notification then adds nothing', async () => {
    const m = await subscribe('Nora Vuelve');
    s.fake.store.subscriptions.authorize(m.id);
    const res = await m.client.post(`/api/payments/mercadopago/orders/${m.answer.order._id}/check`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ order: { status: string } }>().order.status).toBe('paid');
    expect(await me(m.client)).toMatchObject({ balance: 8, status: 'active' });
    const res2 = await deliver(s, s.fake.subscriptionNotification('subscription_preapproval', m.id));
    expect(res2.statusCode).toBe(200);
    expect(await me(m.client)).toMatchObject({ balance: 8, status: 'active' });
    expect(await creditOrders(m.userId)).toEqual({ paid: 1 });
    await expectLedgerHolds();
  });
});
