/**
 * Refunds with the demo provider (ADR 0027): full and partial refunds by an administrator, the
 * compensating sales rows and the exact commission, the pass revoked or its uses reduced, the order
 * `paid → refunded`, over-refunds refused, an idempotent retry, the audit entry and the member's mail
 * (received by a real SMTP server).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArs } from '../../../src/shared/domain/money';
import type { TestSmtp } from '../account/smtp';
import {
  buildCommerceAppWithMail,
  GYM_A,
  GYM_B,
  newKey,
  rowsOf,
  signedIn,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';
import type { Client } from '../account/helpers';
import {
  adminRefundUrl,
  ars,
  buyWithDemo,
  dailySums,
  mailWithSubject,
  memberOrder,
  postRefund,
  refundOf,
  refundRows,
  salesSums,
} from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let admin: Client;

beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  admin = (await signedIn(t, 'admin', 'Ana Admin')).client;
});
afterAll(async () => t?.close());

describe('an administrator refunds a demo purchase', () => {
  it('in part: the uses it pays back come off the pass, the sales and commission go back exactly, the member is mailed', async () => {
    const member = await signedIn(t, 'user', 'Lucía Gómez');
    const order = await buyWithDemo(member.client, [
      { action: 'add', id: YOGA },
      { action: 'add', id: YOGA },
    ]);
    expect(order.total.$numberDecimal).toBe('4001.00');
    const [email] = await rowsOf<{ email: string }>(
      t,
      sql`select email from users where id = ${member.id}::uuid`,
    );

    const res = await postRefund(admin, adminRefundUrl(order._id), {
      amount: ars('2000.50'),
      reason: 'Clase suspendida',
    });
    expect(res.statusCode).toBe(201);
    const body = refundOf(res);
    expect(body.refund).toMatchObject({
      amount: ars('2000.50'),
      reason: 'Clase suspendida',
      status: 'succeeded',
    });
    expect(body.order).toMatchObject({ status: 'paid', refundedAmount: ars('2000.50') });
    expect(body.order.refunds).toEqual([
      { amount: ars('2000.50'), reason: 'Clase suspendida', createdAt: body.refund.createdAt },
    ]);

    const seen = await memberOrder(member.client, order._id);
    expect(seen).toMatchObject({
      status: 'paid',
      refundedAmount: ars('2000.50'),
      refunds: body.order.refunds,
    });
    const list = (await member.client.get('/api/orders')).json<{
      orders: { _id: string; refundedAmount: unknown }[];
    }>();
    expect(list.orders.find((o) => o._id === order._id)?.refundedAmount).toEqual(ars('2000.50'));
    const pass = seen.lines[0]!.pass!;
    expect([pass.usesTotal, pass.usesLeft, pass.state]).toEqual([2, 1, 'valid']);
    // 7.50 % of 2 000.50 = 150.0375 → 150.04 given back; net 1 850.46.
    expect(await salesSums(t, order._id)).toEqual({
      rows: 1,
      refundRows: 1,
      gross: '2000.50',
      commission: '150.04',
      net: '1850.46',
    });

    const mail = await mailWithSubject(
      smtp,
      email!.email,
      `Te devolvimos dinero de tu compra ${order.reference}`,
    );
    expect(mail.text).toContain('Clase suspendida');
    expect(mail.text).toContain('parcial');
  });

  it('in full: the order is refunded, the pass revoked, every sum of the sale back to zero, one audit entry each', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const part = await postRefund(admin, adminRefundUrl(order._id), {
      amount: ars('1000.01'),
      reason: 'Error de cobro',
    });
    expect(part.statusCode).toBe(201);
    const rest = await postRefund(admin, adminRefundUrl(order._id), { reason: 'Se mudó de barrio' });
    expect(rest.statusCode).toBe(201);
    const body = refundOf(rest);
    // 25 000.00 + 2 000.50 − 1 000.01
    expect(body.refund.amount).toEqual(ars('26000.49'));
    expect(body.order).toMatchObject({ status: 'refunded', refundedAmount: ars('27000.50') });
    expect(body.order.refunds.map((r) => r.amount.$numberDecimal)).toEqual(['1000.01', '26000.49']);

    const seen = await memberOrder(member.client, order._id);
    expect(seen.status).toBe('refunded');
    expect(seen.refundedAt).not.toBeNull();
    expect(seen.lines.map((l) => l.pass?.state)).toEqual(['revoked', 'revoked']);
    expect(await salesSums(t, order._id)).toEqual({
      rows: 2,
      refundRows: 4,
      gross: '0.00',
      commission: '0.00',
      net: '0.00',
    });
    const audit = await rowsOf<{ action: string; targetType: string }>(
      t,
      sql`select action, target_type as "targetType" from admin_audit_log where target_id = ${order._id}`,
    );
    expect(audit).toEqual([
      { action: 'order.refund', targetType: 'order' },
      { action: 'order.refund', targetType: 'order' },
    ]);
    const events = await rowsOf<{ toStatus: string; source: string }>(
      t,
      sql`select to_status as "toStatus", source from order_events where order_id = ${order._id}::uuid order by id`,
    );
    expect(events.at(-1)).toEqual({ toStatus: 'refunded', source: 'refund' });
  });

  it("keeps the partner's daily figures exact: gross, commission and net fall, sales and units do not", async () => {
    const member = await signedIn(t);
    const before = await dailySums(t, t.partnerB);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_B }]);
    const paid = await dailySums(t, t.partnerB);
    expect(paid.sales).toBe(before.sales + 1);
    await postRefund(admin, adminRefundUrl(order._id), { amount: ars('0.07'), reason: 'Redondeo' });
    await postRefund(admin, adminRefundUrl(order._id), { reason: 'Baja' });
    expect(await dailySums(t, t.partnerB)).toEqual({
      ...before,
      sales: before.sales + 1,
      units: before.units + 1,
    });
  });

  it('refuses more than is left (409) and a refund of a refunded order, changing nothing', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_B }]);
    const over = await postRefund(admin, adminRefundUrl(order._id), {
      amount: ars('10000.00'),
      reason: 'Prueba',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(
      `No podés reembolsar más de lo que queda de la compra: ${formatArs('9999.99')}.`,
    );
    expect(await refundRows(t, order._id)).toEqual([]);
    expect((await postRefund(admin, adminRefundUrl(order._id), { reason: 'Todo' })).statusCode).toBe(201);
    const again = await postRefund(admin, adminRefundUrl(order._id), {
      amount: ars('1'),
      reason: 'Otra vez',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Esta compra ya se reembolsó completa.');
    expect(await refundRows(t, order._id)).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first refund (200), refunding once', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_B }]);
    const key = newKey();
    const first = await postRefund(
      admin,
      adminRefundUrl(order._id),
      { amount: ars('100'), reason: 'Doble' },
      key,
    );
    const again = await postRefund(
      admin,
      adminRefundUrl(order._id),
      { amount: ars('100'), reason: 'Doble' },
      key,
    );
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(refundOf(again).refund._id).toBe(refundOf(first).refund._id);
    expect(refundOf(again).order.refundedAmount).toEqual(ars('100.00'));
    expect(await refundRows(t, order._id)).toHaveLength(1);
    expect((await salesSums(t, order._id)).refundRows).toBe(1);
  });

  it('refuses the same Idempotency-Key with another amount or reason (409), refunding nothing more', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_B }]);
    const key = newKey();
    const body = { amount: ars('100'), reason: 'Doble' };
    expect((await postRefund(admin, adminRefundUrl(order._id), body, key)).statusCode).toBe(201);
    for (const other of [
      { amount: ars('150'), reason: 'Doble' },
      { reason: 'Doble' },
      { ...body, reason: 'Otro' },
    ]) {
      const res = await postRefund(admin, adminRefundUrl(order._id), other, key);
      expect(res.statusCode, JSON.stringify(other)).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'Esa clave de idempotencia ya se usó para otro reembolso de esta compra. Mandá una clave nueva para un pedido distinto.',
      );
    }
    // The first request, sent once more, is still its replay.
    const replay = await postRefund(admin, adminRefundUrl(order._id), body, key);
    expect(replay.statusCode).toBe(200);
    expect(refundOf(replay).order.refundedAmount).toEqual(ars('100.00'));
    expect(await refundRows(t, order._id)).toHaveLength(1);
  });

  it('refuses bad input (400) and an unknown order (404)', async () => {
    const member = await signedIn(t);
    const order = await buyWithDemo(member.client, [{ action: 'add', id: GYM_B }]);
    for (const body of [
      { reason: 'no' },
      { amount: ars('0'), reason: 'Cero' },
      { amount: ars('-5'), reason: 'Negativo' },
      { amount: ars('1.005'), reason: 'Tres decimales' },
      { amount: 12, reason: 'Número suelto' },
    ]) {
      const res = await postRefund(admin, adminRefundUrl(order._id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await postRefund(admin, adminRefundUrl('00000000-0000-4000-8000-0000000000ff'), {
      reason: 'Nada',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await postRefund(admin, adminRefundUrl('abc'), { reason: 'Nada' })).statusCode).toBe(400);
  });

  it('refuses an order that is not paid (409)', async () => {
    const member = await signedIn(t);
    const { order } = await (
      await import('./helpers')
    ).checkout(member.client, [{ action: 'add', id: GYM_B }]);
    const res = await postRefund(admin, adminRefundUrl(order._id), { reason: 'Pendiente' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Solo se puede reembolsar una compra pagada.');
  });
});
