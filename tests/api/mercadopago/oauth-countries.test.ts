// A partner connects through his country's MercadoPago OAuth application (ADR 0056): a Mexican partner is
// sent to México's auth host with México's client id, the code is exchanged with México's secret and the
// account is kept with site MLM (and refreshed with México's application); a Brazilian partner, when
// Brasil has no application, gets a Spanish 409 and no state; Argentina's flow is unchanged. The fake
// refuses a code exchanged with another site's application.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountStore,
  refreshExpiringAccounts,
} from '../../../src/server/modules/payment-accounts/index';
import type { PaymentAccount } from '../../../src/shared/contract/payment-accounts';
import { paymentAccountMessages } from '../../../src/shared/messages/payment-accounts';
import { sessionFor, type Client } from '../account/helpers';
import { rowsOf } from '../commerce/helpers';
import {
  ACCOUNT,
  buildMpApp,
  CALLBACK,
  CLIENT_ID,
  CLIENT_SECRET,
  CONNECT,
  MX_CLIENT_ID,
  MX_CLIENT_SECRET,
  PUBLIC_URL,
  type MpTestApp,
} from './helpers';

const REDIRECT_URI = `${PUBLIC_URL}${CALLBACK}`;

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp({ applications: ['MX'] });
});
afterAll(async () => s?.close());

/** Moves partner `userId`'s profile to `country` (ADR 0054). */
const movePartner = (userId: string, country: 'ar' | 'mx' | 'br') =>
  s.t.handle.db.execute(sql`update partners set country = ${country} where user_id = ${userId}::uuid`);

/** Starts a connection. @returns the authorization URL (302 expected) */
async function start(client: Client): Promise<URL> {
  const response = await client.get(CONNECT);
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

const callback = (client: Client, state: string, code: string) =>
  client.get(`${CALLBACK}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);

const lastExchange = () => s.fake.requests.filter((r) => r.path === '/oauth/token').at(-1)?.body;

async function siteOf(partnerId: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ site: string }>(
    s.t,
    sql`select site from partner_payment_accounts where partner_id = ${partnerId}`,
  );
  return row?.site;
}

describe('a Mexican partner', () => {
  it('is sent to México’s auth host with México’s client id, and his account is kept with site MLM', async () => {
    await movePartner(s.t.partnerA, 'mx');
    const partner = await sessionFor(s.t, s.t.partnerA);
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      available: true,
      connected: false,
      country: null,
    });
    const url = await start(partner);
    expect(`${url.origin}${url.pathname}`).toBe(`${s.fake.url}/auth-mx/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: MX_CLIENT_ID,
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: REDIRECT_URI,
    });
    const code = s.fake.authorize('880001', REDIRECT_URI, 'MLM');
    const back = await callback(partner, url.searchParams.get('state') ?? '', code);
    expect(back.headers.location).toMatch(/\?mercadopago=connected$/);
    expect(lastExchange()).toMatchObject({
      grant_type: 'authorization_code',
      client_id: MX_CLIENT_ID,
      client_secret: MX_CLIENT_SECRET,
    });
    expect(await siteOf(s.t.partnerA)).toBe('MLM');
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      available: true,
      connected: true,
      country: 'MX',
      accountId: '880001',
    });
  });

  it('is refreshed with México’s application (the fake refuses Argentina’s for it)', async () => {
    await s.t.handle.db.execute(
      sql`update partner_payment_accounts set expires_at = now() + interval '5 days' where partner_id = ${s.t.partnerA}`,
    );
    const store = createAccountStore(s.t.config, s.t.handle.db);
    if (!store) throw new Error('the OAuth applications are configured in these tests');
    expect(await refreshExpiringAccounts(store)).toEqual({ refreshed: 1, failed: 0 });
    expect(lastExchange()).toMatchObject({ grant_type: 'refresh_token', client_id: MX_CLIENT_ID });
  });

  it('cannot connect with a code given to Argentina’s application (the fake refuses the exchange)', async () => {
    const partner = await sessionFor(s.t, s.t.partnerA);
    const url = await start(partner);
    const code = s.fake.authorize('880002', REDIRECT_URI, 'MLA');
    const back = await callback(partner, url.searchParams.get('state') ?? '', code);
    expect(back.headers.location).toMatch(/\?mercadopago=error$/);
    expect(lastExchange()).toMatchObject({ client_id: MX_CLIENT_ID });
    // The account connected before is kept.
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({ accountId: '880001' });
  });
});

describe('a Brazilian partner, when Brasil has no application', () => {
  it('gets a Spanish 409 and no state, at the start and at the callback', async () => {
    await movePartner(s.t.partnerB, 'br');
    const partner = await sessionFor(s.t, s.t.partnerB);
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      available: false,
      connected: false,
    });
    const before = s.fake.requests.length;
    const refused = await partner.get(CONNECT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: paymentAccountMessages.connectUnavailableIn('BR'),
    });
    expect(refused.json<{ message: string }>().message).toBe(
      'Todavía no podés conectar una cuenta de MercadoPago de Brasil: BuscaGym aún no tiene una aplicación de MercadoPago en ese país. Mientras tanto no cobrás en línea por MercadoPago.',
    );
    const [states] = await rowsOf<{ n: number }>(
      s.t,
      sql`select count(*)::int as n from payment_connect_states where partner_id = ${s.t.partnerB}`,
    );
    expect(states?.n).toBe(0);
    const late = await callback(partner, 'x', s.fake.authorize('880003', REDIRECT_URI, 'MLB'));
    expect(late.statusCode).toBe(409);
    expect(s.fake.requests.length).toBe(before);
  });
});

describe('an Argentine partner', () => {
  it('connects as before: Argentina’s host and client id, Argentina’s secret, site MLA', async () => {
    await movePartner(s.t.partnerB, 'ar');
    const partner = await sessionFor(s.t, s.t.partnerB);
    const url = await start(partner);
    expect(`${url.origin}${url.pathname}`).toBe(`${s.fake.url}/auth/authorization`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    const code = s.fake.authorize('880004', REDIRECT_URI);
    const back = await callback(partner, url.searchParams.get('state') ?? '', code);
    expect(back.headers.location).toMatch(/\?mercadopago=connected$/);
    expect(lastExchange()).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    expect(await siteOf(s.t.partnerB)).toBe('MLA');
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      connected: true,
      country: 'AR',
    });
  });
});
