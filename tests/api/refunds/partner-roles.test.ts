/**
 * Who may refund (ADR 0027): the partner his own sales' lines within 30 days of the payment, an
 * administrator any paid order; a visitor, a member, a partner on the administrators' route and a
 * partner on another partner's order are refused, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sessionFor } from '../account/helpers';
import { buildCommerceApp, GYM_A, GYM_B, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  adminRefundUrl,
  ars,
  buyWithDemo,
  paidDaysAgo,
  partnerRefundUrl,
  postRefund,
  refundOf,
  refundRows,
  salesSums,
} from './helpers';

let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
});
afterAll(async () => t?.close());

describe('a partner refunds his own sales', () => {
  it("refunds only his lines of a mixed order; the order stays paid with the other partner's line", async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: GYM_B },
    ]);
    const res = await postRefund(partnerA, partnerRefundUrl(order._id), { reason: 'Cerramos por obras' });
    expect(res.statusCode).toBe(201);
    const body = refundOf(res);
    expect(body.refund.amount).toEqual(ars('25000.00'));
    expect(body.order).toMatchObject({ status: 'paid', refundedAmount: ars('25000.00') });
    expect(await salesSums(t, order._id)).toMatchObject({ rows: 2, refundRows: 1, gross: '9999.99' });
    const again = await postRefund(partnerA, partnerRefundUrl(order._id), {
      amount: ars('1'),
      reason: 'Otra',
    });
    expect(again.statusCode).toBe(409);
    const b = await postRefund(partnerB, partnerRefundUrl(order._id), { reason: 'También cierro' });
    expect(b.statusCode).toBe(201);
    expect(refundOf(b).order).toMatchObject({ status: 'refunded', refundedAmount: ars('34999.99') });
  });

  it("answers 404 for another partner's order, the same as for an unknown one", async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_A }]);
    const other = await postRefund(partnerB, partnerRefundUrl(order._id), { reason: 'No es mía' });
    const unknown = await postRefund(partnerB, partnerRefundUrl('00000000-0000-4000-8000-0000000000ff'), {
      reason: 'No existe',
    });
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
    expect(await refundRows(t, order._id)).toEqual([]);
  });

  it('may refund up to 30 days after the payment, not later (409)', async () => {
    const member = await signedIn(t);
    const recent = await buyWithDemo(member.client, [{ action: 'add', id: GYM_A }]);
    await paidDaysAgo(t, recent._id, 29);
    expect(
      (await postRefund(partnerA, partnerRefundUrl(recent._id), { reason: 'A tiempo' })).statusCode,
    ).toBe(201);
    const old = await buyWithDemo(member.client, [{ action: 'add', id: GYM_A }]);
    await paidDaysAgo(t, old._id, 31);
    const late = await postRefund(partnerA, partnerRefundUrl(old._id), { reason: 'Tarde' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^Pasaron más de 30 días desde la compra/);
    expect(await refundRows(t, old._id)).toEqual([]);
    // An administrator may still refund it.
    const admin = (await signedIn(t, 'admin')).client;
    expect((await postRefund(admin, adminRefundUrl(old._id), { reason: 'Excepción' })).statusCode).toBe(201);
  });
});

describe('who is refused', () => {
  it('a visitor (401), a member (403 on both routes), a partner on the administrators’ route (403)', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_A }]);
    const visitor = new Client(t.app);
    const body = { reason: 'Quiero mi plata' };
    expect((await postRefund(visitor, adminRefundUrl(order._id), body)).statusCode).toBe(401);
    expect((await postRefund(visitor, partnerRefundUrl(order._id), body)).statusCode).toBe(401);
    expect((await postRefund(member.client, adminRefundUrl(order._id), body)).statusCode).toBe(403);
    expect((await postRefund(member.client, partnerRefundUrl(order._id), body)).statusCode).toBe(403);
    expect((await postRefund(partnerA, adminRefundUrl(order._id), body)).statusCode).toBe(403);
    expect(await refundRows(t, order._id)).toEqual([]);
  });
});
