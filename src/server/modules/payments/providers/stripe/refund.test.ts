import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManualProvider } from '../manual';
import { ProviderUnavailable, type RefundRequest } from '../provider';
import { refundStatusOf } from './refund';
import { paymentRequest, stripeFakeSuite } from './test-kit';

const kit = stripeFakeSuite({ maxNetworkRetries: 0 });

/** A PaymentIntent of 12 345.50 ARS paid in the browser. */
async function paidIntent(): Promise<{ paymentId: string; orderId: string }> {
  const request = paymentRequest();
  const { paymentId } = await kit.provider.createPayment(request);
  kit.fake.confirm(paymentId, 'succeed');
  return { paymentId, orderId: request.orderId };
}

const refundOf = (paid: { paymentId: string; orderId: string }, amountCentavos: number): RefundRequest => ({
  ...paid,
  refundId: randomUUID(),
  amountCentavos,
  reason: 'El gimnasio cerró',
});

describe('refundPayment with Stripe (POST /v1/refunds)', () => {
  it('refunds part, then the rest, of a PaymentIntent with our refund id as the idempotency key', async () => {
    const paid = await paidIntent();
    const first = refundOf(paid, 234_550);
    expect(await kit.provider.refundPayment(first)).toEqual({
      providerRefundId: expect.stringMatching(/^re_/),
      status: 'succeeded',
    });
    const sent = kit.fake.requests.findLast((r) => r.path === '/v1/refunds');
    expect(sent?.idempotencyKey).toBe(`refund-${first.refundId}`);
    expect(sent?.params).toMatchObject({
      payment_intent: paid.paymentId,
      amount: '234550',
      reason: 'requested_by_customer',
      metadata: { orderId: paid.orderId, refundId: first.refundId, reason: 'El gimnasio cerró' },
    });
    await kit.provider.refundPayment(refundOf(paid, 1_000_000));
    expect(kit.fake.refundsOf(paid.paymentId).map((r) => r.amount)).toEqual([234_550, 1_000_000]);
  });

  it('a retried refund (same refund id) gets the same Refund back, not a second one', async () => {
    const paid = await paidIntent();
    const request = refundOf(paid, 50_000);
    const first = await kit.provider.refundPayment(request);
    const again = await kit.provider.refundPayment(request);
    expect(again).toEqual(first);
    expect(kit.fake.refundsOf(paid.paymentId)).toHaveLength(1);
  });

  it('an amount above what is left is refused as ProviderUnavailable (amount_too_large)', async () => {
    const paid = await paidIntent();
    await kit.provider.refundPayment(refundOf(paid, 1_000_000));
    const error = await kit.provider.refundPayment(refundOf(paid, 234_551)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toContain('amount_too_large');
  });

  it('an unpaid PaymentIntent has nothing to refund; a bad amount is refused before calling', async () => {
    const { paymentId } = await kit.provider.createPayment(paymentRequest());
    const error = await kit.provider
      .refundPayment({
        paymentId,
        orderId: randomUUID(),
        refundId: randomUUID(),
        amountCentavos: 1,
        reason: 'x',
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toContain('charge_not_refundable');
    const calls = kit.fake.requests.length;
    await expect(kit.provider.refundPayment(refundOf({ paymentId, orderId: 'o' }, 0))).rejects.toThrow(
      RangeError,
    );
    expect(kit.fake.requests.length).toBe(calls);
  });

  it('a 500 from Stripe is ProviderUnavailable', async () => {
    const paid = await paidIntent();
    kit.fake.failNext(1, 'error500', '/v1/refunds');
    await expect(kit.provider.refundPayment(refundOf(paid, 100))).rejects.toThrow(ProviderUnavailable);
    expect(kit.fake.refundsOf(paid.paymentId)).toHaveLength(0);
  });

  it("reads Stripe's five refund statuses as three", () => {
    expect(
      ['succeeded', 'pending', 'requires_action', 'failed', 'canceled', null].map(refundStatusOf),
    ).toEqual(['succeeded', 'pending', 'pending', 'failed', 'failed', 'pending']);
  });
});

describe('refundPayment with the demo provider', () => {
  it('succeeds at once with an id derived from ours (a retry answers the same)', async () => {
    const manual = createManualProvider();
    const request = refundOf({ paymentId: 'manual_x', orderId: 'x' }, 500);
    const first = await manual.refundPayment(request);
    expect(first).toEqual({ providerRefundId: `manual_refund_${request.refundId}`, status: 'succeeded' });
    expect(await manual.refundPayment(request)).toEqual(first);
    await expect(manual.refundPayment({ ...request, amountCentavos: 1.5 })).rejects.toThrow(RangeError);
  });
});
