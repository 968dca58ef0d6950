// A partner's paid plan (ADR 0017) as a MercadoPago subscription (ADR 0028, 11): the checkout creates a
// preapproval on the platform's account and sends the partner to its init_point; signed notifications
// (subscription_preapproval, subscription_authorized_payment) are read again at the fake and move the
// plan as with Stripe: authorized → active, each later approved charge → one more month and a paid plan
// order, a rejected one → past due; the baja cancels the preapproval first (PUT). Forged notifications
// are refused with 401 and change nothing; a repeated one is applied once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePendingOrders } from '../../../src/server/modules/orders/settlement/reconcile';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import { PENDING_ORDER_EXPIRY_MS, RECONCILE_AFTER_MS } from '../../../src/shared/constants/commerce';
import { PLAN_RETURN_PARAM } from '../../../src/shared/constants/plans';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import type { Subscription } from '../../../src/shared/contract/subscriptions';
import { footprint, newKey, rowsOf } from '../commerce/helpers';
import { planCheckoutUrl, signUpPartner, subscriptionUrl, type SignedInPartner } from '../partners/helpers';
import { buildMpApp, deliver, PLATFORM_TOKEN, PUBLIC_URL, type MpTestApp } from './helpers';

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp();
});
afterAll(async () => s?.close());

const planUrl = (id: string) => `/api/partner/profile/plan/${id}`;
const DAY_MS = 86_400_000;

const subscriptionOf = async (p: SignedInPartner): Promise<Subscription> =>
  (await p.client.get(subscriptionUrl(p.userId))).json<{ subscription: Subscription }>().subscription;

/** Plan orders of `userId` by status, e.g. `{ paid: 2, failed: 1 }`. */
async function planOrders(userId: string): Promise<Record<string, number>> {
  const rows = await rowsOf<{ status: string; n: number }>(
    s.t,
    sql`select status, count(*)::int as n from orders where user_id = ${userId}::uuid and kind = 'plan' group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** A partner who checked out `plan`: the preapproval id from the redirect. */
async function subscribe(email: string, name: string, plan = 'premium') {
  const p = await signUpPartner(s.t, email, name);
  const res = await p.client.post(planCheckoutUrl(p.userId), { plan }, { 'idempotency-key': newKey() });
  expect(res.statusCode).toBe(201);
  const answer = res.json<CheckoutResponse>();
  if (answer.payment?.provider !== 'mercadopago') throw new Error('not a MercadoPago start');
  const id = new URL(answer.payment.redirectUrl).searchParams.get('preapproval_id');
  if (!id) throw new Error(`no preapproval_id in ${answer.payment.redirectUrl}`);
  return { p, answer, id };
}

/** The partner authorizes at MercadoPago and its signed notification arrives. */
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

describe('plans as MercadoPago subscriptions', () => {
  it('subscribe → authorized → a monthly charge extends → a rejected one is past due → the baja cancels at MercadoPago', async () => {
    const { p, answer, id } = await subscribe('mp.sub@example.com', 'Dueña MP');
    const back = `${PUBLIC_URL}/profile/partner/${encodeURIComponent('Dueña MP')}/${p.userId}?${PLAN_RETURN_PARAM}=premium`;
    expect(s.fake.store.subscriptions.preapprovals.get(id)).toMatchObject({
      collector_id: s.fake.platformCollector,
      status: 'pending',
      external_reference: answer.order._id,
      payer_email: 'mp.sub@example.com',
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 34999,
        currency_id: 'ARS',
      },
      back_url: back,
    });
    const created = s.fake.requests.find((r) => r.method === 'POST' && r.path === '/preapproval');
    expect(created?.idempotencyKey).toBe(`preapproval-${answer.order._id}`);
    expect(created?.token).toBe(PLATFORM_TOKEN);
    expect((await subscriptionOf(p)).status).toBe('free');

    // Forged (another secret) and stale (ts 10 minutes old) notifications: 401, nothing changes.
    s.fake.store.subscriptions.authorize(id);
    const before = await footprint(s);
    for (const forged of [
      s.fake.subscriptionNotification('subscription_preapproval', id, { secret: 'not-the-secret' }),
      s.fake.subscriptionNotification('subscription_preapproval', id, {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      }),
    ])
      expect((await deliver(s, forged)).statusCode).toBe(401);
    expect(await footprint(s)).toEqual(before);
    expect((await subscriptionOf(p)).status).toBe('free');

    // authorized → active for one month; the same notification again changes nothing.
    const delivery = s.fake.subscriptionNotification('subscription_preapproval', id);
    expect((await deliver(s, delivery)).statusCode).toBe(200);
    const active = await subscriptionOf(p);
    expect(active).toMatchObject({ plan: 'premium', status: 'active', billedPlan: 'premium' });
    const firstEnd = Date.parse(active.currentPeriodEnd!);
    expect(firstEnd - Date.now()).toBeGreaterThan(27 * DAY_MS);
    const once = await footprint(s);
    expect(
      (await deliver(s, s.fake.subscriptionNotification('subscription_preapproval', id))).statusCode,
    ).toBe(200);
    expect(await footprint(s)).toEqual(once);
    expect(await planOrders(p.userId)).toEqual({ paid: 1 });

    // The first charge is the month the authorization paid: nothing more.
    await charge(id);
    expect(Date.parse((await subscriptionOf(p)).currentPeriodEnd!)).toBe(firstEnd);
    expect(await planOrders(p.userId)).toEqual({ paid: 1 });

    // The next month's charge: one more month, a paid plan order; its repetition is applied once.
    const second = await charge(id);
    const extended = await subscriptionOf(p);
    expect(extended.status).toBe('active');
    const secondEnd = Date.parse(extended.currentPeriodEnd!);
    expect(secondEnd - firstEnd).toBeGreaterThan(27 * DAY_MS);
    expect(await planOrders(p.userId)).toEqual({ paid: 2 });
    const afterSecond = await footprint(s);
    const again = s.fake.subscriptionNotification('subscription_authorized_payment', second);
    expect((await deliver(s, again)).statusCode).toBe(200);
    expect(await footprint(s)).toEqual(afterSecond);
    expect(Date.parse((await subscriptionOf(p)).currentPeriodEnd!)).toBe(secondEnd);

    // A rejected charge: past due with the grace after the period's end; the plan is kept meanwhile.
    await charge(id, 'rejected');
    const pastDue = await subscriptionOf(p);
    expect(pastDue).toMatchObject({ plan: 'premium', status: 'pastDue' });
    expect(Date.parse(pastDue.graceUntil!)).toBeGreaterThan(secondEnd);
    expect(await planOrders(p.userId)).toEqual({ paid: 2, failed: 1 });

    // The baja: PUT /preapproval/{id} {status: cancelled} first, then the free plan.
    const baja = await p.client.put(planUrl(p.userId), { plan: 'free' });
    expect(baja.statusCode).toBe(200);
    const put = s.fake.requests.find((r) => r.method === 'PUT' && r.path === `/preapproval/${id}`);
    expect(put).toMatchObject({ body: { status: 'cancelled' }, idempotencyKey: `cancel-preapproval-${id}` });
    expect(s.fake.store.subscriptions.preapprovals.get(id)?.status).toBe('cancelled');
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'free', status: 'free' });
  });

  it('the baja with MercadoPago unreachable answers 503 and keeps the plan', async () => {
    const { p, id } = await subscribe('mp.down@example.com', 'Dueño caído', 'standar');
    await authorize(id);
    s.fake.failNext(1);
    const baja = await p.client.put(planUrl(p.userId), { plan: 'free' });
    expect(baja.statusCode).toBe(503);
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'active' });
    expect(s.fake.store.subscriptions.preapprovals.get(id)?.status).toBe('authorized');
  });

  it('the renewal job leaves an authorized subscription to MercadoPago, and ends a cancelled one with its period', async () => {
    const { p, id } = await subscribe('mp.cancel@example.com', 'Dueño MP', 'standar');
    await authorize(id);
    const ended = async () =>
      s.t.handle.db.execute(
        sql`update plan_subscriptions set current_period_start = now() - interval '1 month 1 minute',
               current_period_end = now() - interval '1 minute' where user_id = ${p.userId}::uuid`,
      );
    await ended();
    await renewPlans(s.t.app.orders);
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'active' });
    expect(await planOrders(p.userId)).toEqual({ paid: 1 });

    // Cancelled at MercadoPago (its own page): the notification changes nothing before the period ends…
    s.fake.store.subscriptions.preapprovals.get(id)!.status = 'cancelled';
    await s.t.handle.db.execute(
      sql`update plan_subscriptions set current_period_end = now() + interval '1 day' where user_id = ${p.userId}::uuid`,
    );
    expect(
      (await deliver(s, s.fake.subscriptionNotification('subscription_preapproval', id))).statusCode,
    ).toBe(200);
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'active' });
    // …and at its end the plan lapses to the free plan, with nothing charged.
    await ended();
    const report = await renewPlans(s.t.app.orders);
    expect(report.lapsed).toBe(1);
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'free', status: 'lapsed' });
    expect(await planOrders(p.userId)).toEqual({ paid: 1 });
  });

  it('the reconciler activates an authorized subscription whose notification never came, and cancels an abandoned one', async () => {
    const { p, id } = await subscribe('mp.lost@example.com', 'Dueño sin aviso', 'standar');
    s.fake.store.subscriptions.authorize(id);
    const soon = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    expect((await reconcilePendingOrders(s.t.app.orders, soon)).paid).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(p)).toMatchObject({ plan: 'standar', status: 'active' });

    const abandoned = await subscribe('mp.gone@example.com', 'Dueño que se fue', 'standar');
    const later = new Date(Date.now() + PENDING_ORDER_EXPIRY_MS + 1000);
    expect((await reconcilePendingOrders(s.t.app.orders, later)).cancelled).toBeGreaterThanOrEqual(1);
    expect(s.fake.store.subscriptions.preapprovals.get(abandoned.id)?.status).toBe('cancelled');
    expect(await planOrders(abandoned.p.userId)).toEqual({ cancelled: 1 });
  });

  it('a notification of a preapproval or a charge that is not ours is acknowledged and changes nothing', async () => {
    const before = await footprint(s);
    const foreign = s.fake.store.subscriptions;
    const created = await fetch(`${s.fake.url}/preapproval`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${PLATFORM_TOKEN}`,
        'content-type': 'application/json',
        'x-idempotency-key': newKey(),
      },
      body: JSON.stringify({
        reason: 'Otra cosa',
        payer_email: 'otro@example.com',
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: 10,
          currency_id: 'ARS',
        },
        status: 'pending',
      }),
    });
    const { id } = (await created.json()) as { id: string };
    foreign.authorize(id);
    const made = foreign.charge(id);
    for (const delivery of [
      s.fake.subscriptionNotification('subscription_preapproval', id),
      s.fake.subscriptionNotification('subscription_authorized_payment', made.id),
    ])
      expect((await deliver(s, delivery)).statusCode).toBe(200);
    expect(await footprint(s)).toEqual(before);
  });
});
