// A preference paid twice (ADR 0028; the member pays it again in another tab): the order is paid once
// (each payment's notification recorded once), with one set of sales and passes, and the second approved
// payment is refunded in full at MercadoPago when its notification comes, once however often it comes,
// booked as unapplied money in and returned (ADR 0044) and listed as a mismatch resolved on its own.
// The order's own payment is kept.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../commerce/helpers';
import { buildMpApp, deliver, factsOf, type MpTestApp, pendingOrder, preferenceOf } from './helpers';

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp();
});
afterAll(async () => s?.close());

describe('a MercadoPago preference paid twice', () => {
  it('refunds the second approved payment and keeps the first', async () => {
    const { answer } = await pendingOrder(s);
    const first = s.fake.pay(preferenceOf(answer), 'approved');
    const second = s.fake.pay(preferenceOf(answer), 'approved');

    expect((await deliver(s, s.fake.notification(first.id))).statusCode).toBe(200);
    expect((await deliver(s, s.fake.notification(second.id))).statusCode).toBe(200);
    expect(await factsOf(s, answer.order._id)).toEqual({ status: 'paid', sales: 2, passes: 2, events: 2 });
    const paid = s.fake.store.payments.get(first.id);
    const extra = s.fake.store.payments.get(second.id);
    expect(paid).toMatchObject({ status: 'approved', transaction_amount_refunded: 0 });
    expect(extra).toMatchObject({ status: 'refunded' });
    expect(extra?.transaction_amount_refunded).toBe(extra?.transaction_amount);
    const refundCalls = () =>
      s.fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${second.id}/refunds`);
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]?.idempotencyKey).toBe(`duplicate-${second.id}`);

    // Repeated notifications of either payment refund nothing more.
    await deliver(s, s.fake.notification(second.id));
    await deliver(s, s.fake.notification(first.id));
    expect(refundCalls()).toHaveLength(1);
    expect(s.fake.store.payments.get(first.id)?.status).toBe('approved');
    expect(await factsOf(s, answer.order._id)).toEqual({ status: 'paid', sales: 2, passes: 2, events: 2 });
    const booked = await rowsOf<{ event: string }>(
      s.t,
      sql`select event_key as event from ledger_entries where kind like 'unapplied%' order by id`,
    );
    expect(booked.map((r) => r.event)).toEqual([
      `payment:mercadopago:${second.id}`,
      `payment:mercadopago:${second.id}:refund`,
    ]);
    const mismatches = await rowsOf<{ kind: string; resolution: string | null }>(
      s.t,
      sql`select kind, resolution from reconciliation_mismatches`,
    );
    expect(mismatches).toEqual([{ kind: 'second_payment', resolution: 'auto' }]);
  });
});
