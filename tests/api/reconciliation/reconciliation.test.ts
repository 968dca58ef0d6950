// The daily reconciliation with the payment provider (ADR 0044) through its admin calls, the provider
// played by the local fakes: a MercadoPago preference paid twice whose second notification was lost is
// found, booked and refunded once however often the run repeats; a Stripe charge that no order asked
// for is listed with what to do; a clean run lists nothing; only administrators may call.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MismatchList, RunAnswer } from '../../../src/shared/contract/reconciliation';
import { mismatchActions } from '../../../src/shared/messages';
import { GYM_A, rowsOf, signedIn, YOGA } from '../commerce/helpers';
import { buildMpApp, deliver, pendingOrder, preferenceOf, type MpTestApp } from '../mercadopago/helpers';
import {
  buildStripeApp,
  checkoutOf,
  deliver as deliverStripe,
  SECRET_KEY,
  type StripeTestApp,
} from '../orders-stripe/helpers';

const LIST = '/api/admin/reconciliation';
const RUN = '/api/admin/reconciliation/run';
const HOUR_S = 3600;

/** The sums of the ledger's lines per currency (a right book sums to 0 in each). */
const trialBalance = (t: Parameters<typeof rowsOf>[0]) =>
  rowsOf<{ currency: string; sum: string }>(
    t,
    sql`select currency, sum(amount)::text as sum from ledger_lines group by currency`,
  );

describe('a MercadoPago preference paid twice, the second notification lost', () => {
  let s: MpTestApp;
  beforeAll(async () => {
    s = await buildMpApp();
  });
  afterAll(async () => s?.close());

  it('finds the second payment, books it, refunds it once and lists it resolved', async () => {
    const { answer } = await pendingOrder(s);
    const first = s.fake.pay(preferenceOf(answer), 'approved');
    const second = s.fake.pay(preferenceOf(answer), 'approved');
    expect((await deliver(s, s.fake.notification(first.id))).statusCode).toBe(200);
    const { client: admin } = await signedIn(s.t, 'admin');

    const refundCalls = () =>
      s.fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${second.id}/refunds`);
    for (let run = 0; run < 2; run += 1) {
      const ran = await admin.post(RUN, {});
      expect(ran.statusCode).toBe(200);
      expect(ran.json<RunAnswer>()).toMatchObject({ provider: 'mercadopago', returned: 1 });
      expect(refundCalls()).toHaveLength(1);
    }
    expect(refundCalls()[0]?.idempotencyKey).toBe(`duplicate-${second.id}`);
    expect(s.fake.store.payments.get(second.id)?.status).toBe('refunded');
    expect(s.fake.store.payments.get(first.id)).toMatchObject({
      status: 'approved',
      transaction_amount_refunded: 0,
    });

    const list = (await admin.get(LIST)).json<MismatchList>();
    expect(list).toMatchObject({ total: 1, open: 0 });
    expect(list.mismatches[0]).toMatchObject({
      kind: 'second_payment',
      provider: 'mercadopago',
      orderId: answer.order._id,
      providerObjectId: String(second.id),
      theirs: answer.order.total,
      resolution: 'auto',
      action: mismatchActions.second_payment,
    });
    const entries = await rowsOf<{ kind: string }>(
      s.t,
      sql`select kind from ledger_entries where order_id = ${answer.order._id} order by id`,
    );
    expect(entries.map((e) => e.kind)).toEqual(['order_paid', 'unapplied_payment', 'unapplied_refund']);
    expect((await trialBalance(s.t)).every((r) => r.sum === '0')).toBe(true);

    // The late notification of the second payment changes nothing more.
    expect((await deliver(s, s.fake.notification(second.id))).statusCode).toBe(200);
    expect(refundCalls()).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const { client } = await signedIn(s.t);
    expect((await client.get(LIST)).statusCode).toBe(403);
    expect((await client.post(RUN, {})).statusCode).toBe(403);
  });
});

describe('Stripe', () => {
  let s: StripeTestApp;
  beforeAll(async () => {
    s = await buildStripeApp();
  });
  afterAll(async () => s?.close());

  /** Moves every charge and paid order an hour back, past the run's grace for movements still settling. */
  async function anHourAgo(): Promise<void> {
    for (const event of s.fake.events) event.created -= HOUR_S;
    await rowsOf(s.t, sql`update orders set paid_at = paid_at - interval '1 hour' where paid_at is not null`);
  }

  it('lists nothing after a clean day', async () => {
    const { client } = await signedIn(s.t);
    const checkout = await checkoutOf(client, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const [order] = await rowsOf<{ paymentId: string }>(
      s.t,
      sql`select payment_id as "paymentId" from orders where id = ${checkout.order._id}`,
    );
    expect((await deliverStripe(s, s.fake.confirm(order!.paymentId, 'succeed'))).statusCode).toBe(200);
    await anHourAgo();
    const { client: admin } = await signedIn(s.t, 'admin');
    const ran = await admin.post(RUN, { days: 2 });
    expect(ran.json<RunAnswer>()).toMatchObject({ provider: 'stripe', movements: 1, found: 0, returned: 0 });
    expect((await admin.get(LIST)).json<MismatchList>()).toMatchObject({ total: 0, open: 0, mismatches: [] });
  });

  it('lists a charge that no order asked for, once, and an administrator marks it resolved', async () => {
    // Someone charges a card from Stripe's dashboard: a PaymentIntent of no order of ours.
    const created = await fetch(`${s.fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=150000&currency=ars&automatic_payment_methods[enabled]=true',
    });
    const stray = (await created.json()) as { id: string };
    s.fake.confirm(stray.id, 'succeed');
    await anHourAgo();
    const { client: admin } = await signedIn(s.t, 'admin');
    expect((await admin.post(RUN, {})).json<RunAnswer>()).toMatchObject({ found: 1 });
    expect((await admin.post(RUN, {})).json<RunAnswer>()).toMatchObject({ found: 0 });
    const list = (await admin.get(LIST)).json<MismatchList>();
    expect(list).toMatchObject({ total: 1, open: 1 });
    const [mismatch] = list.mismatches;
    expect(mismatch).toMatchObject({
      kind: 'payment_without_order',
      provider: 'stripe',
      orderId: null,
      ours: null,
      theirs: { $numberDecimal: '1500.00' },
      resolvedAt: null,
      action: mismatchActions.payment_without_order,
    });
    expect(mismatch?.providerObjectId).toMatch(/^ch_/);

    const resolved = await admin.post(`${LIST}/${mismatch!._id}/resolve`, {});
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ mismatch: { resolution: 'admin' } });
    expect((await admin.post(`${LIST}/${mismatch!._id}/resolve`, {})).statusCode).toBe(409);
    expect((await admin.post(`${LIST}/${crypto.randomUUID()}/resolve`, {})).statusCode).toBe(404);
    expect((await admin.get(LIST)).json<MismatchList>()).toMatchObject({ total: 1, open: 0 });
  });
});
