/**
 * The withdrawal's term is the law of the order's country (ADR 0056; src/server/modules/withdrawals/
 * window.ts), counted from the payment's day in the gym's time zone: Argentina 10 calendar days (Ley
 * 24.240 art. 34), Brasil 7 (CDC art. 49), México 5 business days (LFPC art. 56) less the rest days of
 * Ley Federal del Trabajo art. 74. The refusal names the asking page's term (its `pais` cookie) in the
 * request's language, whatever the order's country, so it cannot tell an expired order from a wrong
 * pair; the mail names the order's term and law in the buyer's language. The shop's
 * gym A stays Argentine, gym B moves to Brasil (São Paulo) and the closed gym opens in México (Mexico
 * City, UTC−6 all year) in the test database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalResponse } from '../../../src/shared/contract/refunds';
import type { TestSmtp } from '../account/smtp';
import { GYM_A, GYM_B, GYM_OFF, rowsOf, type CommerceTestApp } from '../commerce/helpers';
import { mailWithSubject, paidDaysAgo, refundRows } from '../refunds/helpers';
import { buildWithdrawalApp, purchase, withdraw, type TestClock } from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let clock: TestClock;

beforeAll(async () => {
  ({ t, smtp, clock } = await buildWithdrawalApp());
  await t.handle.db.execute(
    sql`update gyms set country = 'br', time_zone = 'America/Sao_Paulo' where id = ${GYM_B}::uuid`,
  );
  await t.handle.db.execute(
    sql`update gyms set country = 'mx', time_zone = 'America/Mexico_City', gym_active = true
         where id = ${GYM_OFF}::uuid`,
  );
});
afterEach(() => {
  clock.at = null;
});
afterAll(async () => t?.close());

/** A new member's paid order of one gym, the member speaking `locale`. */
async function bought(gymId: string, locale: string) {
  const result = await purchase(t, [{ action: 'add', id: gymId }]);
  await rowsOf(t, sql`update users set locale = ${locale} where id = ${result.member.id}::uuid`);
  return result;
}

/** Sets an order's payment at `iso` (ISO 8601 with its offset). */
const paidAt = (orderId: string, iso: string) =>
  rowsOf(t, sql`update orders set paid_at = ${iso}::timestamptz where id = ${orderId}::uuid`);

const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('Argentina: 10 calendar days (Ley 24.240 art. 34)', () => {
  const address = { address: '198.51.100.1' };

  it('accepts an order of 9 and of 10 days ago and refuses one of 11 days with the spec’s text', async () => {
    for (const days of [9, 10]) {
      const { order, email } = await bought(GYM_A, 'es-AR');
      await paidDaysAgo(t, order._id, days);
      expect((await withdraw(t, { reference: order.reference, email }, address)).statusCode, `${days}`).toBe(
        201,
      );
    }
    const { order, email } = await bought(GYM_A, 'es-AR');
    await paidDaysAgo(t, order._id, 11);
    const res = await withdraw(t, { reference: order.reference, email }, address);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(
      'No encontramos una compra con ese código y ese e-mail hecha en los últimos 10 días. Revisá los datos del comprobante.',
    );
    expect(await refundRows(t, order._id)).toEqual([]);
  });
});

describe('Brasil: 7 calendar days (CDC art. 49)', () => {
  const address = '198.51.100.2';
  const PT = { 'accept-language': 'pt-BR' };
  const SEVEN =
    'Não encontramos uma compra com esse código e esse e-mail feita nos últimos 7 dias. Confira os dados do comprovante.';

  it('accepts an order of 6 days ago and mails the term and the CDC in Portuguese', async () => {
    const { order, email } = await bought(GYM_B, 'pt-BR');
    expect(order.currency).toBe('BRL');
    await paidDaysAgo(t, order._id, 6);
    const res = await withdraw(t, { reference: order.reference, email }, { address, headers: PT });
    expect(res.statusCode).toBe(201);
    const { number } = res.json<WithdrawalResponse>().withdrawal;
    // Brasil's right is the direito de arrependimento (CDC art. 49): subject and footer name it, not
    // Argentina's "Botón de arrepentimiento".
    const mail = await mailWithSubject(smtp, email, `Recebemos seu arrependimento de compra · ${number}`);
    expect(mail.text).toContain(`Recebemos seu pedido de arrependimento da compra ${order.reference}.`);
    expect(mail.text).toContain(
      'Você pediu dentro do prazo de 7 dias corridos a partir da compra. Direito de arrependimento: ' +
        'Código de Defesa do Consumidor (Lei 8.078/1990), art. 49.',
    );
    expect(mail.text).toContain(
      'BuscaGym · Este e-mail foi enviado porque o direito de arrependimento de uma compra foi exercido com o seu e-mail.',
    );
    expect(mail.text).not.toContain('24.240');
    expect(mail.text).not.toContain('Botón');
  });

  it('refuses an order of 8 days ago naming 7 days in pt-BR on a Brazilian page, as it answers a wrong e-mail', async () => {
    const { order, email } = await bought(GYM_B, 'pt-BR');
    await paidDaysAgo(t, order._id, 8);
    const old = await withdraw(
      t,
      { reference: order.reference, email },
      { address, headers: { ...PT, cookie: 'pais=br' } },
    );
    expect(old.statusCode).toBe(404);
    expect(messageOf(old)).toBe(SEVEN);
    const wrong = { reference: order.reference, email: 'otra@example.com' };
    const onBrazil = await withdraw(t, wrong, { address, headers: { ...PT, cookie: 'pais=br' } });
    expect([onBrazil.statusCode, messageOf(onBrazil)]).toEqual([404, SEVEN]);
    // A page that names no country: Argentina's term (ADR 0052's default country), for the expired
    // Brazilian order as for the wrong pair.
    const TEN =
      'Não encontramos uma compra com esse código e esse e-mail feita nos últimos 10 dias. Confira os dados do comprovante.';
    const unnamed = await withdraw(t, wrong, { address, headers: PT });
    const oldUnnamed = await withdraw(t, { reference: order.reference, email }, { address, headers: PT });
    expect([messageOf(unnamed), messageOf(oldUnnamed)]).toEqual([TEN, TEN]);
    expect(await refundRows(t, order._id)).toEqual([]);
  });
});

describe('México: 5 business days (LFPC art. 56), in the gym’s zone', () => {
  const address = '198.51.100.3';
  // A Mexican page (its `pais` cookie) in Mexican Spanish.
  const MX = { 'accept-language': 'es-MX', cookie: 'pais=mx' };
  // Friday 20 November 2026, noon in Mexico City; its five business days are Monday 23 to Friday 27.
  const FRIDAY = '2026-11-20T12:00:00-06:00';

  /** A Mexican order paid at `paid` (default {@link FRIDAY}), asked for at `iso`. */
  async function askAt(iso: string, paid = FRIDAY) {
    const { order, email } = await bought(GYM_OFF, 'es-MX');
    expect(order.currency).toBe('MXN');
    await paidAt(order._id, paid);
    clock.at = new Date(iso);
    const res = await withdraw(t, { reference: order.reference, email }, { address, headers: MX });
    return { res, order, email };
  }

  it('accepts it on the next Thursday (4 business days, 6 calendar days) and mails the term and the LFPC', async () => {
    const { res, email, order } = await askAt('2026-11-26T12:00:00-06:00');
    expect(res.statusCode).toBe(201);
    const { number } = res.json<WithdrawalResponse>().withdrawal;
    // México's right is the revocación (LFPC art. 56): subject, intro and footer name it, never
    // Argentina's arrepentimiento.
    const mail = await mailWithSubject(smtp, email, `Recibimos tu revocación de compra · ${number}`);
    expect(mail.text).toContain(`Recibimos tu solicitud de revocación de la compra ${order.reference}.`);
    expect(mail.text).toContain(
      'Lo solicitaste dentro del plazo de 5 días hábiles desde la compra. Derecho de revocación: ' +
        'Ley Federal de Protección al Consumidor (PROFECO), art. 56.',
    );
    expect(mail.text).toContain(
      'BuscaGym · Este correo se envió porque se solicitó la revocación de una compra con tu correo.',
    );
    expect(mail.text).not.toMatch(/arrepentimiento/i);
  });

  it('accepts it until the end of the fifth business day in Mexico City, already Saturday in UTC', async () => {
    const { res } = await askAt('2026-11-27T23:30:00-06:00');
    expect(res.statusCode).toBe(201);
  });

  it('refuses it on the following Saturday naming 5 business days in es-MX', async () => {
    const { res, order } = await askAt('2026-11-28T00:30:00-06:00');
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(
      'No encontramos una compra con ese código y ese correo hecha en los últimos 5 días hábiles. Revisa los datos del comprobante.',
    );
    expect(await refundRows(t, order._id)).toEqual([]);
  });

  it('does not count a rest day of LFT art. 74: paid on Friday 13 November, the fifth day is Monday 23', async () => {
    // Monday 16 November 2026 is Revolution Day (third Monday of November): Tuesday 17 to Friday 20
    // are days 1 to 4 and Monday 23 the fifth.
    const paid = '2026-11-13T12:00:00-06:00';
    expect((await askAt('2026-11-23T23:30:00-06:00', paid)).res.statusCode).toBe(201);
    expect((await askAt('2026-11-24T00:30:00-06:00', paid)).res.statusCode).toBe(404);
  });
});

describe('the refusal tells nothing of whether an order exists', () => {
  const address = '198.51.100.4';
  const AR_PAGE = { 'accept-language': 'es-AR', cookie: 'pais=ar' };
  const MX_PAGE = { 'accept-language': 'es-MX', cookie: 'pais=mx' };

  it('answers an expired Mexican order and a pair that matches nothing with the same bytes on an Argentine page', async () => {
    const { order, email } = await bought(GYM_OFF, 'es-MX');
    await paidAt(order._id, '2026-11-20T12:00:00-06:00');
    clock.at = new Date('2026-11-28T00:30:00-06:00'); // past its 5 business days, within 10 calendar days
    const expired = await withdraw(t, { reference: order.reference, email }, { address, headers: AR_PAGE });
    const unknown = await withdraw(t, { reference: 'BG-ZZZZZZZZ', email }, { address, headers: AR_PAGE });
    const wrongEmail = await withdraw(
      t,
      { reference: order.reference, email: 'otra@example.com' },
      { address, headers: AR_PAGE },
    );
    for (const res of [expired, unknown, wrongEmail]) expect(res.statusCode).toBe(404);
    expect(expired.body).toBe(unknown.body);
    expect(expired.body).toBe(wrongEmail.body);
    // SPEC's es-AR text, verbatim.
    expect(messageOf(expired)).toBe(
      'No encontramos una compra con ese código y ese e-mail hecha en los últimos 10 días. Revisá los datos del comprobante.',
    );
    expect(await refundRows(t, order._id)).toEqual([]);
  });

  it('answers an expired Argentine order and a pair that matches nothing with the same bytes on a Mexican page', async () => {
    const { order, email } = await bought(GYM_A, 'es-AR');
    await paidDaysAgo(t, order._id, 11);
    const expired = await withdraw(t, { reference: order.reference, email }, { address, headers: MX_PAGE });
    const unknown = await withdraw(t, { reference: 'BG-ZZZZZZZZ', email }, { address, headers: MX_PAGE });
    expect([expired.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(expired.body).toBe(unknown.body);
    expect(messageOf(expired)).toBe(
      'No encontramos una compra con ese código y ese correo hecha en los últimos 5 días hábiles. Revisa los datos del comprobante.',
    );
  });
});
