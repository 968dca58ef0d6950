/**
 * The "Botón de arrepentimiento" API (Ley 24.240 art. 34; ADR 0027): `POST /api/withdrawals` without a
 * session answers a request number at once and mails it, refunds the unused passes in full through the
 * refund flow, keeps a used purchase for review, answers the same request again, and gives one 404 text
 * for a wrong pair, an unknown reference and a purchase older than 10 days (an Argentine order; the
 * other countries' terms: ./countries.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalResponse } from '../../../src/shared/contract/refunds';
import { sessionFor } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import {
  buildCommerceAppWithMail,
  GYM_A,
  GYM_B,
  rowsOf,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';
import {
  mailWithSubject,
  memberOrder,
  paidDaysAgo,
  partnerRefundUrl,
  postRefund,
  refundRows,
  salesSums,
} from '../refunds/helpers';
import { purchase, withdraw } from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
});
afterAll(async () => t?.close());

const NOT_FOUND =
  'No encontramos una compra con ese código y ese e-mail hecha en los últimos 10 días. Revisá los datos del comprobante.';

describe('POST /api/withdrawals', () => {
  it('answers 201 with a number, mails it, and refunds the unused purchase in full', async () => {
    const { order, member, email } = await purchase(t, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const res = await withdraw(t, { reference: order.reference.toLowerCase(), email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const { withdrawal } = res.json<WithdrawalResponse>();
    expect(withdrawal.number).toMatch(/^AR-[0-9A-Z]{8}$/);
    expect(withdrawal.status).toBe('refunded');

    const seen = await memberOrder(member.client, order._id);
    expect(seen.status).toBe('refunded');
    expect(seen.lines.map((l) => l.pass?.state)).toEqual(['revoked', 'revoked']);
    expect(await salesSums(t, order._id)).toMatchObject({ gross: '0.00', commission: '0.00' });
    const [refund] = await refundRows(t, order._id);
    expect(refund).toMatchObject({ amount: '27000.50', status: 'succeeded' });

    const mail = await mailWithSubject(
      smtp,
      email,
      `Recibimos tu arrepentimiento de compra · ${withdrawal.number}`,
    );
    expect(mail.text).toContain(`Número de trámite: ${withdrawal.number}`);
    expect(mail.text).toContain(
      'Lo pediste dentro del plazo de 10 días corridos desde la compra. Derecho de arrepentimiento: ' +
        'Ley 24.240, art. 34, y Resolución 424/2020 de la Secretaría de Comercio Interior.',
    );
    expect(mail.text).toContain(order.reference);
    await mailWithSubject(smtp, email, `Te devolvimos dinero de tu compra ${order.reference}`);

    const again = await withdraw(t, { reference: order.reference, email });
    expect(again.statusCode).toBe(200);
    expect(again.json<WithdrawalResponse>().withdrawal).toEqual(withdrawal);
    expect(await refundRows(t, order._id)).toHaveLength(1);
  });

  it('keeps a purchase whose pass was used for review, refunding only the unused lines', async () => {
    const { order } = await purchase(t, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
    ]);
    const [pass] = await rowsOf<{ id: string; gymId: string }>(
      t,
      sql`select p.id, p.gym_id as "gymId" from passes p join order_lines l on l.id = p.order_line_id
           where p.order_id = ${order._id}::uuid and l.kind = 'membership'`,
    );
    await t.handle.db.execute(
      sql`insert into pass_visits (pass_id, gym_id) values (${pass!.id}::uuid, ${pass!.gymId}::uuid)`,
    );
    const [{ email }] = (await rowsOf<{ email: string }>(
      t,
      sql`select buyer_email as email from orders where id = ${order._id}::uuid`,
    )) as [{ email: string }];
    const res = await withdraw(t, { reference: order.reference, email });
    expect(res.statusCode).toBe(201);
    expect(res.json<WithdrawalResponse>().withdrawal.status).toBe('review');
    expect((await refundRows(t, order._id)).map((r) => r.amount)).toEqual(['2000.50']);
  });

  it('refunds what is left in full when a partner had refunded his line first (the revoked pass was never used)', async () => {
    const { order, email } = await purchase(t, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: GYM_B },
    ]);
    const partner = await sessionFor(t, t.partnerA);
    const first = await postRefund(partner, partnerRefundUrl(order._id), { reason: 'Cerramos por obras' });
    expect(first.statusCode).toBe(201);
    const res = await withdraw(t, { reference: order.reference, email }, { address: '203.0.113.45' });
    expect(res.statusCode).toBe(201);
    expect(res.json<WithdrawalResponse>().withdrawal.status).toBe('refunded');
    expect((await refundRows(t, order._id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(await salesSums(t, order._id)).toMatchObject({ gross: '0.00', commission: '0.00' });
  });

  it('answers one 404 text for a wrong e-mail, an unknown reference and a purchase older than 10 days', async () => {
    const { order, email } = await purchase(t, [{ action: 'add', id: GYM_B }]);
    const wrongEmail = await withdraw(t, { reference: order.reference, email: 'otra@example.com' });
    const unknown = await withdraw(t, { reference: 'BG-ZZZZZZZZ', email });
    await paidDaysAgo(t, order._id, 11);
    const old = await withdraw(t, { reference: order.reference, email });
    for (const res of [wrongEmail, unknown, old]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(NOT_FOUND);
    }
    expect(await refundRows(t, order._id)).toEqual([]);
    const [{ count }] = (await rowsOf<{ count: number }>(
      t,
      sql`select count(*)::int as count from withdrawals where order_id = ${order._id}::uuid`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('accepts a purchase of 9 days ago', async () => {
    const { order, email } = await purchase(t, [{ action: 'add', id: GYM_B }]);
    await paidDaysAgo(t, order._id, 9);
    expect((await withdraw(t, { reference: order.reference, email })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 and a Spanish message', async () => {
    for (const body of [
      {},
      { reference: 'BG-1', email: 'a@b.co' },
      { reference: 'BG-7K3M9QX2', email: 'no-es-mail' },
    ]) {
      const res = await withdraw(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(/Escribí/);
    }
  });
});
