// A partner connects his MercadoPago account (OAuth authorization code, against the local fake), and his
// gym's sales are then charged with HIS token with BuscaGym's commission as the preference's
// marketplace_fee; the state is single use and bound to the session; the token is refreshed before it
// runs out; a disconnected account is no longer charged; a cart of two partners is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountStore,
  refreshExpiringAccounts,
} from '../../../src/server/modules/payment-accounts/index';
import { createSellerResolver } from '../../../src/server/modules/payment-accounts/seller';
import type { PaymentAccount } from '../../../src/shared/contract/payment-accounts';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { paymentAccountMessages } from '../../../src/shared/messages/payment-accounts';
import { sessionFor, type Client } from '../account/helpers';
import { GYM_A, GYM_B, rowsOf, signedIn } from '../commerce/helpers';
import {
  ACCOUNT,
  buildMpApp,
  CALLBACK,
  checkoutOf,
  CLIENT_ID,
  CONNECT,
  deliver,
  factsOf,
  type MpTestApp,
  pendingOrder,
  preferenceOf,
  PUBLIC_URL,
} from './helpers';

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp();
});
afterAll(async () => s?.close());

const REDIRECT_URI = `${PUBLIC_URL}/api/partner/payments/mercadopago/callback`;
const SELLER_A = '777001';

/** Starts a connection as `client`. @returns the state of the authorization URL */
async function startConnect(client: Client): Promise<string> {
  const response = await client.get(CONNECT);
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location));
  expect(`${url.origin}${url.pathname}`).toBe(`${s.fake.url}/auth/authorization`);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: CLIENT_ID,
    response_type: 'code',
    platform_id: 'mp',
    redirect_uri: REDIRECT_URI,
  });
  return url.searchParams.get('state') ?? '';
}

const callback = (client: Client, state: string, code: string) =>
  client.get(`${CALLBACK}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);

async function connect(client: Client, sellerId = SELLER_A): Promise<void> {
  const state = await startConnect(client);
  const response = await callback(client, state, s.fake.authorize(sellerId, REDIRECT_URI));
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toMatch(/^\/profile\/partner\/[^/]+\/[^/?]+\?mercadopago=connected$/);
}

async function storedTokens(partnerId: string): Promise<{ access: string; refresh: string } | undefined> {
  const [row] = await rowsOf<{ access: string; refresh: string }>(
    s.t,
    sql`select access_token_enc as access, refresh_token_enc as refresh from partner_payment_accounts where partner_id = ${partnerId}`,
  );
  return row;
}

describe('connecting a MercadoPago account', () => {
  it('connects with the code, keeps the tokens sealed, and shows the connection', async () => {
    const partner = await sessionFor(s.t, s.t.partnerA);
    expect((await partner.get(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      available: true,
      connected: false,
    });
    await connect(partner);
    const shown = (await partner.get(ACCOUNT)).json<PaymentAccount>();
    expect(shown).toMatchObject({ available: true, connected: true, accountId: SELLER_A });
    expect(Date.parse(shown.expiresAt ?? '') - Date.now()).toBeGreaterThan(179 * 86_400_000);
    const exchange = s.fake.requests.filter((r) => r.path === '/oauth/token').at(-1);
    expect(exchange?.body).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
    });
    const sealed = await storedTokens(s.t.partnerA);
    expect(sealed?.access).toMatch(/^v1\./);
    expect(sealed?.access).not.toContain('APP_USR');
    expect(sealed?.refresh).not.toContain('TG-');
  });

  it('uses a state once, only in the session that asked for it, before it expires', async () => {
    const first = await sessionFor(s.t, s.t.partnerB);
    const second = await sessionFor(s.t, s.t.partnerB);
    const invalid = paymentAccountMessages.connectStateInvalid;
    // Another session of the same partner cannot use it (and it is spent by the attempt).
    const stolen = await startConnect(first);
    const refused = await callback(second, stolen, s.fake.authorize('777002', REDIRECT_URI));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(invalid);
    expect((await callback(first, stolen, s.fake.authorize('777002', REDIRECT_URI))).statusCode).toBe(400);
    // Used once: the second use is refused.
    const state = await startConnect(first);
    expect((await callback(first, state, s.fake.authorize('777002', REDIRECT_URI))).statusCode).toBe(302);
    expect((await callback(first, state, s.fake.authorize('777002', REDIRECT_URI))).statusCode).toBe(400);
    // Expired.
    const late = await startConnect(first);
    await s.t.handle.db.execute(
      sql`update payment_connect_states set expires_at = now() - interval '1 second'`,
    );
    expect((await callback(first, late, s.fake.authorize('777002', REDIRECT_URI))).statusCode).toBe(400);
    // A member cannot connect at all; without a session it is a 401.
    const member = await signedIn(s.t);
    expect((await member.client.get(CONNECT)).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'GET', url: CONNECT })).statusCode).toBe(401);
    // Partner B is disconnected again for the tests below.
    expect((await first.delete(ACCOUNT)).json<PaymentAccount>().connected).toBe(false);
  });
});

describe('a connected partner is paid through MercadoPago marketplace', () => {
  it('charges with his token, BuscaGym takes the commission as marketplace_fee, his notification settles it', async () => {
    const { answer } = await pendingOrder(s);
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    // Partner A's plan takes 7.50 %: 1 875.00 of 25 000.00 and 150.04 of 2 000.50 (half up).
    expect(preference).toMatchObject({ collector_id: SELLER_A, marketplace_fee: 2025.04 });
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
    expect(await factsOf(s, answer.order._id)).toMatchObject({ status: 'paid', sales: 2, passes: 2 });
    const [commission] = await rowsOf<{ sum: string }>(
      s.t,
      sql`select sum(commission)::text as sum from sales where order_id = ${answer.order._id}`,
    );
    expect(commission?.sum).toBe('2025.04');
    // The ledger (ADR 0042 decision 8): the partner's net went to his own account, so BuscaGym owes him
    // nothing for it, and MercadoPago holds for BuscaGym exactly the marketplace_fee.
    const books = await rowsOf<{ code: string; amount: string }>(
      s.t,
      sql`select a.code, sum(l.amount)::text as amount
            from ledger_entries e join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
           where e.order_id = ${answer.order._id} group by a.code order by a.code`,
    );
    expect(books).toEqual([
      { code: 'commission', amount: '-202504' },
      { code: `partner:${s.t.partnerA}`, amount: '0' },
      { code: 'provider:mercadopago', amount: '202504' },
    ]);
  });

  it('refuses a cart of two partners (one payment has one collector)', async () => {
    const { client } = await signedIn(s.t);
    const response = await checkoutOf(client, [
      { action: 'add', id: GYM_A },
      { action: 'add', id: GYM_B },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(paymentAccountMessages.multiPartnerCart);
  });

  it('refreshes his token before it runs out and charges with the new one', async () => {
    const before = await storedTokens(s.t.partnerA);
    await s.t.handle.db.execute(
      sql`update partner_payment_accounts set expires_at = now() + interval '10 days' where partner_id = ${s.t.partnerA}`,
    );
    const { client } = await signedIn(s.t);
    const response = await checkoutOf(client, [{ action: 'add', id: GYM_A }]);
    expect(response.statusCode).toBe(201);
    const refresh = s.fake.requests.filter((r) => r.path === '/oauth/token').at(-1);
    expect(refresh?.body).toMatchObject({ grant_type: 'refresh_token' });
    const creation = s.fake.requests.filter((r) => r.path === '/checkout/preferences').at(-1);
    expect(s.fake.collectorOf(creation?.token ?? '')).toBe(SELLER_A);
    const after = await storedTokens(s.t.partnerA);
    expect(after?.access).not.toBe(before?.access);
    const [row] = await rowsOf<{ refreshed: boolean; days: number }>(
      s.t,
      sql`select refreshed_at is not null as refreshed, extract(day from expires_at - now())::int as days
            from partner_payment_accounts where partner_id = ${s.t.partnerA}`,
    );
    expect(row).toMatchObject({ refreshed: true });
    expect(row?.days).toBeGreaterThanOrEqual(179);
  });

  it('the daily job refreshes accounts close to expiry, and only those', async () => {
    await s.t.handle.db.execute(
      sql`update partner_payment_accounts set expires_at = now() + interval '5 days' where partner_id = ${s.t.partnerA}`,
    );
    const store = createAccountStore(s.t.config, s.t.handle.db);
    if (!store) throw new Error('the OAuth application is configured in these tests');
    expect(await refreshExpiringAccounts(store)).toEqual({ refreshed: 1, failed: 0 });
    const [row] = await rowsOf<{ days: number }>(
      s.t,
      sql`select extract(day from expires_at - now())::int as days from partner_payment_accounts where partner_id = ${s.t.partnerA}`,
    );
    expect(row?.days).toBeGreaterThanOrEqual(179);
    expect(await refreshExpiringAccounts(store)).toEqual({ refreshed: 0, failed: 0 });
  });

  it('after disconnecting, his sales are no longer charged to his account', async () => {
    const partner = await sessionFor(s.t, s.t.partnerA);
    expect((await partner.delete(ACCOUNT)).json<PaymentAccount>()).toMatchObject({
      connected: false,
      accountId: null,
    });
    expect(await storedTokens(s.t.partnerA)).toBeUndefined();
    expect((await partner.delete(ACCOUNT)).statusCode).toBe(404);
    const { client } = await signedIn(s.t);
    const answer = (await checkoutOf(client, [{ action: 'add', id: GYM_A }])).json<CheckoutResponse>();
    expect(s.fake.store.preferences.get(preferenceOf(answer))).toMatchObject({
      collector_id: s.fake.platformCollector,
      marketplace_fee: 0,
    });
  });
});

describe('in production (NODE_ENV=production)', () => {
  it('a partner without a connected account cannot be paid online; BuscaGym still sells plans', async () => {
    const { client } = await signedIn(s.t);
    const answer = (await checkoutOf(client, [{ action: 'add', id: GYM_B }])).json<CheckoutResponse>();
    const production = createSellerResolver({ db: s.t.handle.db, store: null, production: true });
    await expect(production.sellerOf(answer.order._id)).rejects.toThrow(
      paymentAccountMessages.onlinePaymentUnavailableCheckout,
    );
    const development = createSellerResolver({ db: s.t.handle.db, store: null, production: false });
    expect(await development.sellerOf(answer.order._id)).toBeNull();
    // An order without lines (a partner's plan month) is BuscaGym's own sale: the platform collects.
    expect(await production.sellerOf(crypto.randomUUID())).toBeNull();
  });

  it('the gym page is told "Pago online no disponible" for an unconnected partner, in production only', async () => {
    const online = (app: MpTestApp, gymId: string) =>
      app.t.app.inject({ url: `/api/payments/mercadopago/gyms/${gymId}/online` });
    expect((await online(s, GYM_B)).json()).toEqual({ online: true });
    const prod = await buildMpApp({ config: { env: 'production' } });
    try {
      expect((await online(prod, GYM_B)).json()).toEqual({ online: false });
      expect((await online(prod, crypto.randomUUID())).json()).toEqual({ online: true }); // no partner: BuscaGym's
      expect((await online(prod, 'x')).statusCode).toBe(400);
    } finally {
      await prod.close();
    }
  });
});
