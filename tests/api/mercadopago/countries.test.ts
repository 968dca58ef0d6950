// MercadoPago per country (ADR 0056): an order is paid through the MercadoPago site of its currency's
// country (MLA Argentina/ARS, MLM México/MXN, MLB Brasil/BRL) with the platform's token there, and the
// local fake refuses a preference whose currency is not its site's (400, as MercadoPago does), so these
// tests prove the token and the currency sent. A country without credentials is refused with its Spanish
// 409; a notification is verified with its site's webhook secret; a partner's account of one site is not
// used for a sale in another's currency. Gym B (partner B) is moved to México or Brasil per test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { paymentSiteMessages } from '../../../src/shared/messages/payment-methods';
import { checkoutWith, GYM_A, GYM_B, rowsOf, signedIn } from '../commerce/helpers';
import { sessionFor, type Client } from '../account/helpers';
import {
  BR_TOKEN,
  buildMpApp,
  CALLBACK,
  CONNECT,
  deliver,
  factsOf,
  MX_TOKEN,
  PLATFORM_TOKEN,
  preferenceOf,
  PUBLIC_URL,
  WEBHOOK_SECRET,
  type MpTestApp,
} from './helpers';

const moveGymB = (s: MpTestApp, country: 'ar' | 'mx' | 'br') =>
  s.t.handle.db.execute(sql`update gyms set country = ${country} where id = ${GYM_B}::uuid`);

/** A new member's checkout of gym B's membership. */
async function checkoutGymB(s: MpTestApp): Promise<{ client: Client; status: number; body: unknown }> {
  const { client } = await signedIn(s.t);
  await client.post('/api/shopcart', { action: 'add', id: GYM_B });
  const response = await checkoutWith(client);
  return { client, status: response.statusCode, body: response.json() };
}

const creationOf = (s: MpTestApp, orderId: string) =>
  s.fake.requests.find(
    (r) => r.method === 'POST' && r.path === '/checkout/preferences' && r.body.external_reference === orderId,
  );

describe('with México and Brasil configured', () => {
  let s: MpTestApp;
  beforeAll(async () => {
    s = await buildMpApp({ countries: ['MX', 'BR'] });
  });
  afterAll(async () => s?.close());

  it('pays a México order through MLM with the MX token, in MXN', async () => {
    await moveGymB(s, 'mx');
    const { status, body } = await checkoutGymB(s);
    expect(status).toBe(201);
    const answer = body as CheckoutResponse;
    expect(answer.order.currency).toBe('MXN');
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    expect(preference).toMatchObject({
      items: [expect.objectContaining({ currency_id: 'MXN' })],
      collector_id: s.fake.platformCollectorOf('MLM'),
      notification_url: `${PUBLIC_URL}/api/payments/mercadopago/webhook?order=${answer.order._id}&site=MLM`,
    });
    expect(creationOf(s, answer.order._id)?.token).toBe(MX_TOKEN);

    // Its notification, signed with México's secret, is accepted and read with the MX token.
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const accepted = await deliver(s, s.fake.notification(payment.id));
    expect(accepted.statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
    const read = s.fake.requests.find((r) => r.method === 'GET' && r.path === `/v1/payments/${payment.id}`);
    expect(read?.token).toBe(MX_TOKEN);
  });

  it('refuses a México notification signed with Argentina’s secret (401, nothing changes)', async () => {
    await moveGymB(s, 'mx');
    const { body } = await checkoutGymB(s);
    const answer = body as CheckoutResponse;
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const forged = await deliver(s, s.fake.notification(payment.id, { secret: WEBHOOK_SECRET }));
    expect(forged.statusCode).toBe(401);
    expect((await factsOf(s, answer.order._id)).status).toBe('pending');
    // The same payment signed as MercadoPago México signs it is then accepted.
    expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
    expect((await factsOf(s, answer.order._id)).status).toBe('paid');
  });

  it('pays a Brasil order through MLB with the BR token, in BRL', async () => {
    await moveGymB(s, 'br');
    const { status, body } = await checkoutGymB(s);
    expect(status).toBe(201);
    const answer = body as CheckoutResponse;
    expect(answer.order.currency).toBe('BRL');
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    expect(preference?.items[0]?.currency_id).toBe('BRL');
    expect(preference?.collector_id).toBe(s.fake.platformCollectorOf('MLB'));
    expect(creationOf(s, answer.order._id)?.token).toBe(BR_TOKEN);
  });

  it('keeps an Argentine order on MLA with the platform’s first token and no site in the URL', async () => {
    const { client } = await signedIn(s.t);
    await client.post('/api/shopcart', { action: 'add', id: GYM_A });
    const answer = (await checkoutWith(client)).json<CheckoutResponse>();
    expect(creationOf(s, answer.order._id)?.token).toBe(PLATFORM_TOKEN);
    expect(s.fake.store.preferences.get(preferenceOf(answer))?.notification_url).toBe(
      `${PUBLIC_URL}/api/payments/mercadopago/webhook?order=${answer.order._id}`,
    );
  });

  it('does not charge a México sale to a partner account of Argentina', async () => {
    await moveGymB(s, 'mx');
    // Partner B connects an Argentine (MLA) account.
    const partner = await sessionFor(s.t, s.t.partnerB);
    const start = await partner.get(CONNECT);
    if (start.statusCode !== 302) return expect.fail(`connect answered ${start.statusCode}`);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const code = s.fake.authorize('7770001', `${PUBLIC_URL}${CALLBACK}`, 'MLA');
    expect((await partner.get(`${CALLBACK}?code=${code}&state=${state}`)).statusCode).toBe(302);
    const [row] = await rowsOf<{ site: string }>(
      s.t,
      sql`select site from partner_payment_accounts where account_id = '7770001'`,
    );
    expect(row?.site).toBe('MLA');

    const { body } = await checkoutGymB(s);
    const answer = body as CheckoutResponse;
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    expect(preference).toMatchObject({ collector_id: s.fake.platformCollectorOf('MLM'), marketplace_fee: 0 });
    expect(creationOf(s, answer.order._id)?.token).toBe(MX_TOKEN);
  });
});

describe('with Argentina only', () => {
  let s: MpTestApp;
  beforeAll(async () => {
    s = await buildMpApp();
  });
  afterAll(async () => s?.close());

  it('refuses a Brasil order with a Spanish 409 and calls MercadoPago for nothing', async () => {
    await moveGymB(s, 'br');
    const before = s.fake.requests.length;
    const { status, body } = await checkoutGymB(s);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'CONFLICT', message: paymentSiteMessages.notConfigured('BR') });
    expect((body as { message: string }).message).toBe(
      'Todavía no cobramos en línea en Brasil: por ahora no podés pagar este carrito con Mercado Pago.',
    );
    expect(s.fake.requests.slice(before).filter((r) => r.path === '/checkout/preferences')).toEqual([]);
  });

  it('says a gym of a country without credentials cannot be paid online', async () => {
    await moveGymB(s, 'mx');
    const online = (gymId: string) =>
      s.t.app.inject({ url: `/api/payments/mercadopago/gyms/${gymId}/online` });
    expect((await online(GYM_B)).json()).toEqual({ online: false });
    expect((await online(GYM_A)).json()).toEqual({ online: true });
  });

  it('refuses a notification naming a site it has no secret of', async () => {
    const { client } = await signedIn(s.t);
    await client.post('/api/shopcart', { action: 'add', id: GYM_A });
    const answer = (await checkoutWith(client)).json<CheckoutResponse>();
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    const delivery = s.fake.notification(payment.id);
    const res = await deliver(s, { ...delivery, url: `${delivery.url}&site=MLM` });
    expect(res.statusCode).toBe(401);
    expect((await factsOf(s, answer.order._id)).status).toBe('pending');
  });
});
