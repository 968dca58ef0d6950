// Refunds (ADR 0027) of MercadoPago payments (ADR 0028), through the administrator's refund route and the
// local fake MercadoPago: a partial then a full refund reach POST /v1/payments/{id}/refunds of the
// order's approved payment, each keyed by our refund id (X-Idempotency-Key), partial with its amount in
// pesos and the last with the rest; the order ends refunded, and a connected partner's payment is
// refunded with his token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import type { Client } from '../account/helpers';
import { GYM_A, signedIn, YOGA } from '../commerce/helpers';
import { adminRefundUrl, ars, postRefund, refundOf, refundRows } from '../refunds/helpers';
import { buildMpApp, checkoutOf, deliver, preferenceOf, type MpTestApp } from './helpers';

let s: MpTestApp;
let admin: Client;
beforeAll(async () => {
  s = await buildMpApp();
  admin = (await signedIn(s.t, 'admin')).client;
});
afterAll(async () => s?.close());

/** A member's order paid at the fake MercadoPago (notification delivered). @returns it and the payment */
async function paidOrder(actions: object[]): Promise<{ orderId: string; paymentId: number }> {
  const member = await signedIn(s.t);
  const answer = (await checkoutOf(member.client, actions)).json<CheckoutResponse>();
  const payment = s.fake.pay(preferenceOf(answer), 'approved');
  expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
  return { orderId: answer.order._id, paymentId: payment.id };
}

describe('refunds with MercadoPago', () => {
  it('partial then full: two MercadoPago refunds keyed by our refund ids, the order refunded', async () => {
    const { orderId, paymentId } = await paidOrder([
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const part = await postRefund(admin, adminRefundUrl(orderId), {
      amount: ars('500.25'),
      reason: 'Descuento',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(refundOf(part).order.status).toBe('paid');
    const full = await postRefund(admin, adminRefundUrl(orderId), { reason: 'Baja' });
    expect(full.statusCode, full.body).toBe(201);
    expect(refundOf(full).order).toMatchObject({ status: 'refunded', refundedAmount: ars('27000.50') });

    const atMp = s.fake.store.payments.get(paymentId);
    expect(atMp).toMatchObject({ status: 'refunded', transaction_amount_refunded: 27000.5 });
    expect(atMp?.refunds.map((r) => r.amount)).toEqual([500.25, 26500.25]);
    const calls = s.fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refunds`);
    expect(calls.map((c) => c.body)).toEqual([{ amount: 500.25 }, { amount: 26500.25 }]);
    const ours = await refundRows(s.t, orderId);
    expect(ours.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(calls.map((c) => c.idempotencyKey)).toEqual(ours.map((r) => r.id));
    expect(ours.map((r) => r.providerRefundId)).toEqual(atMp?.refunds.map((r) => String(r.id)));
  });

  it('a full refund at once sends no amount (MercadoPago refunds the whole payment)', async () => {
    const { orderId, paymentId } = await paidOrder([{ action: 'add', id: YOGA }]);
    const full = await postRefund(admin, adminRefundUrl(orderId), { reason: 'Arrepentimiento' });
    expect(full.statusCode, full.body).toBe(201);
    const calls = s.fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refunds`);
    expect(calls.map((c) => c.body)).toEqual([{}]);
    expect(s.fake.store.payments.get(paymentId)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: 2000.5,
    });
  });
});
