/**
 * The partner's sales after a refund (ADR 0027): the list shows each sale once (the compensating rows
 * are not rows of the list, and its count agrees) with what refunds took back of it, its order id for
 * the refund call, and the figures fall by the refunded amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesListResponse } from '../../../src/shared/contract/sales';
import { sessionFor, type Client } from '../account/helpers';
import { buildCommerceApp, signedIn, YOGA, type CommerceTestApp } from '../commerce/helpers';
import { ars, buyWithDemo, partnerRefundUrl, postRefund } from './helpers';

let t: CommerceTestApp;
let partner: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  partner = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

describe("the partner's sales list after a refund", () => {
  it('lists the sale once with refundedAmount and refunds; the figures fall by the refund', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [
      { action: 'add', id: YOGA },
      { action: 'add', id: YOGA },
    ]);
    const res = await postRefund(partner, partnerRefundUrl(order._id), {
      amount: ars('2000.50'),
      reason: 'Clase suspendida',
    });
    expect(res.statusCode).toBe(201);

    const list = (await partner.get(`/api/partner/sales/${t.partnerA}`)).json<SalesListResponse>();
    expect(list.total).toBe(1);
    expect(list.sales).toHaveLength(1);
    const [sale] = list.sales;
    expect(sale).toMatchObject({
      orderId: order._id,
      reference: order.reference,
      gross: ars('4001.00'),
      refundedAmount: ars('2000.50'),
      refunds: [{ amount: ars('2000.50'), reason: 'Clase suspendida' }],
    });
    const figures = (await partner.get(`/api/partner/sales/allsales/${t.partnerA}`)).json<{
      totals: { gross: { $numberDecimal: string }; sales: number };
    }>();
    expect(figures.totals).toMatchObject({ gross: ars('2000.50'), sales: 1 });
  });
});
