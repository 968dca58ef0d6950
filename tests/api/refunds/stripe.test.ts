/**
 * Refunds through the Stripe provider against the local fake Stripe (ADR 0027): partial and full
 * refunds reach `POST /v1/refunds` with our refund id as the idempotency key; a refund whose call
 * failed stays `requested` (202) and the resume job finishes it; a refund that reached Stripe before
 * the process died (kill -9 between the call and its completion) is resumed without a second refund.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentavos } from '../../../src/shared/domain/money';
import { resumeRequestedRefunds } from '../../../src/server/modules/refunds/service';
import type { Client } from '../account/helpers';
import { GYM_A, rowsOf, signedIn, YOGA } from '../commerce/helpers';
import { buildStripeApp, checkoutOf, deliver, type StripeTestApp } from '../orders-stripe/helpers';
import { adminRefundUrl, ars, memberOrder, postRefund, refundOf, refundRows, salesSums } from './helpers';

let s: StripeTestApp;
let admin: Client;

beforeAll(async () => {
  s = await buildStripeApp({ maxNetworkRetries: 0 });
  admin = (await signedIn(s.t, 'admin')).client;
});
afterAll(async () => s?.close());

/** A member's order paid at the fake Stripe (browser confirmation + signed webhook). */
async function paidOrder(actions: object[]): Promise<{ orderId: string; paymentId: string; member: Client }> {
  const member = await signedIn(s.t);
  const { order } = await checkoutOf(member.client, actions);
  const [row] = await rowsOf<{ paymentId: string }>(
    s.t,
    sql`select payment_id as "paymentId" from orders where id = ${order._id}::uuid`,
  );
  const res = await deliver(s, s.fake.confirm(row!.paymentId, 'succeed'));
  expect(res.statusCode).toBe(200);
  return { orderId: order._id, paymentId: row!.paymentId, member: member.client };
}

describe('refunds with Stripe', () => {
  it('partial then full: two Stripe refunds keyed by our refund ids, the order refunded, passes revoked', async () => {
    const { orderId, paymentId, member } = await paidOrder([
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const part = await postRefund(admin, adminRefundUrl(orderId), {
      amount: ars('500.25'),
      reason: 'Descuento',
    });
    expect(part.statusCode).toBe(201);
    expect(refundOf(part).order.status).toBe('paid');
    const full = await postRefund(admin, adminRefundUrl(orderId), { reason: 'Baja' });
    expect(full.statusCode).toBe(201);
    expect(refundOf(full).order).toMatchObject({ status: 'refunded', refundedAmount: ars('27000.50') });

    const atStripe = s.fake.refundsOf(paymentId);
    expect(atStripe.map((r) => r.amount)).toEqual([50_025, 2_650_025]);
    const ours = await refundRows(s.t, orderId);
    expect(ours.map((r) => [r.status, r.providerRefundId])).toEqual(atStripe.map((r) => ['succeeded', r.id]));
    const keys = s.fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(keys.slice(-2)).toEqual(ours.map((r) => `refund-${r.id}`));
    expect((await memberOrder(member, orderId)).lines.map((l) => l.pass?.state)).toEqual([
      'revoked',
      'revoked',
    ]);
    expect(await salesSums(s.t, orderId)).toMatchObject({ gross: '0.00', commission: '0.00', net: '0.00' });
  });

  it('over-refunding is refused before Stripe is called', async () => {
    const { orderId, paymentId } = await paidOrder([{ action: 'add', id: YOGA }]);
    const calls = s.fake.requests.length;
    const res = await postRefund(admin, adminRefundUrl(orderId), {
      amount: ars('2000.51'),
      reason: 'Demasiado',
    });
    expect(res.statusCode).toBe(409);
    expect(s.fake.requests.length).toBe(calls);
    expect(s.fake.refundsOf(paymentId)).toEqual([]);
  });

  it('Stripe down: the refund stays requested (202, nothing applied); the resume job finishes it once', async () => {
    const { orderId, paymentId } = await paidOrder([{ action: 'add', id: GYM_A }]);
    s.fake.failNext(1, 'error500', '/v1/refunds');
    const res = await postRefund(admin, adminRefundUrl(orderId), { reason: 'Caída' });
    expect(res.statusCode).toBe(202);
    expect(refundOf(res).refund.status).toBe('requested');
    expect(await salesSums(s.t, orderId)).toMatchObject({ refundRows: 0, gross: '25000.00' });
    expect(await resumeRequestedRefunds(s.t.app.orders, 0)).toBeGreaterThanOrEqual(1);
    expect(await resumeRequestedRefunds(s.t.app.orders, 0)).toBe(0);
    expect(s.fake.refundsOf(paymentId).map((r) => r.amount)).toEqual([2_500_000]);
    expect((await refundRows(s.t, orderId)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await salesSums(s.t, orderId)).toMatchObject({ refundRows: 1, gross: '0.00' });
  });

  it('killed after Stripe refunded but before completing: resuming gets the same Stripe refund back', async () => {
    const { orderId, paymentId } = await paidOrder([{ action: 'add', id: YOGA }]);
    // The first call fails: the row is written `requested`, Stripe has nothing yet.
    s.fake.failNext(1, 'error500', '/v1/refunds');
    expect((await postRefund(admin, adminRefundUrl(orderId), { reason: 'Corte' })).statusCode).toBe(202);
    const [row] = await refundRows(s.t, orderId);
    // The same call reaches Stripe, as a process killed right after it would have made it.
    const first = await s.provider.refundPayment({
      paymentId,
      orderId,
      refundId: row!.id,
      amountCentavos: toCentavos(row!.amount),
      reason: 'Corte',
    });
    await resumeRequestedRefunds(s.t.app.orders, 0);
    expect(s.fake.refundsOf(paymentId)).toHaveLength(1);
    expect(await refundRows(s.t, orderId)).toEqual([
      { id: row!.id, amount: '2000.50', status: 'succeeded', providerRefundId: first.providerRefundId },
    ]);
  });
});
