// Paid plans with Stripe (ADR 0017), against the local fake Stripe: the first month is a PaymentIntent
// that saves the card on a Customer and is settled by the signed webhook; renewals charge that card
// off-session (one PaymentIntent per period, even when the job runs twice); a declined off-session
// charge makes the subscription past due; a Customer's card is charged, never a new one invented.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { newKey, rowsOf } from '../commerce/helpers';
import { planCheckoutUrl, signUpPartner, subscriptionUrl, type SignedInPartner } from '../partners/helpers';
import { buildStripeApp, deliver, type StripeTestApp } from './helpers';

let s: StripeTestApp;
beforeAll(async () => {
  s = await buildStripeApp({ maxNetworkRetries: 0 });
});
afterAll(async () => s?.close());

let n = 0;
/** A partner who paid `plan`'s first month with Stripe (webhook delivered). @returns it and the PaymentIntent id */
async function paidPartner(plan: string): Promise<{ p: SignedInPartner; intentId: string }> {
  n += 1;
  const p = await signUpPartner(s.t, `stripe.plan${n}@example.com`, 'Dueña Stripe');
  const res = await p.client.post(planCheckoutUrl(p.userId), { plan }, { 'idempotency-key': newKey() });
  expect(res.statusCode).toBe(201);
  const { order, payment } = res.json<CheckoutResponse>();
  expect(payment).toMatchObject({ provider: 'stripe' });
  const [row] = await rowsOf<{ paymentId: string }>(
    s.t,
    sql`select payment_id as "paymentId" from orders where id = ${order._id}::uuid`,
  );
  const intentId = row?.paymentId ?? '';
  expect((await deliver(s, s.fake.confirm(intentId, 'succeed'))).statusCode).toBe(200);
  return { p, intentId };
}

const statusOf = async (p: SignedInPartner) =>
  (await p.client.get(subscriptionUrl(p.userId))).json<{ subscription: { plan: string; status: string } }>()
    .subscription;

const endPeriod = (userId: string) =>
  s.t.handle.db.execute(
    sql`update plan_subscriptions set current_period_start = now() - interval '1 month 1 minute',
               current_period_end = now() - interval '1 minute' where user_id = ${userId}::uuid`,
  );

describe('plans paid with Stripe', () => {
  it('the first month saves the card on a Customer and is put in force by the webhook', async () => {
    const { p, intentId } = await paidPartner('premium');
    const intent = s.fake.intent(intentId);
    expect(intent).toMatchObject({ status: 'succeeded', setup_future_usage: 'off_session', amount: 3499900 });
    expect(typeof intent?.customer).toBe('string');
    expect(s.fake.paymentMethodsOf(String(intent?.customer))).toEqual([intent?.payment_method]);
    expect(await statusOf(p)).toEqual(expect.objectContaining({ plan: 'premium', status: 'active' }));
  });

  it('renewals charge the saved card off-session, once per period', async () => {
    const { p, intentId } = await paidPartner('standar');
    const first = s.fake.intent(intentId);
    await endPeriod(p.userId);
    const reports = await Promise.all([renewPlans(s.t.app.orders), renewPlans(s.t.app.orders)]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    const renewals = s.fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.off_session === 'true',
    );
    expect(new Set(renewals.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(renewals[0]?.params).toMatchObject({
      customer: first?.customer,
      payment_method: first?.payment_method,
      confirm: 'true',
      amount: '1499900',
      currency: 'ars',
    });
    expect(await statusOf(p)).toEqual(expect.objectContaining({ plan: 'standar', status: 'active' }));
  });

  it('a declined off-session charge makes the plan past due (kept during the grace)', async () => {
    const { p, intentId } = await paidPartner('golden');
    s.fake.declineOffSession(String(s.fake.intent(intentId)?.customer));
    await endPeriod(p.userId);
    expect(await renewPlans(s.t.app.orders)).toMatchObject({ renewed: 0, failed: 1 });
    expect(await statusOf(p)).toEqual(expect.objectContaining({ plan: 'golden', status: 'pastDue' }));
    const [order] = await rowsOf<{ status: string; failureCode: string }>(
      s.t,
      sql`select status, failure_code as "failureCode" from orders
           where user_id = ${p.userId}::uuid and idempotency_key like 'renewal-%'`,
    );
    expect(order).toEqual({ status: 'failed', failureCode: 'card_declined' });
  });
});
