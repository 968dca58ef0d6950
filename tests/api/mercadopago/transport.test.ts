// MercadoPago's notifications over a real HTTP connection (ADR 0028): the app listening on a port, the
// signed notification POSTed as MercadoPago sends it, whatever its content type; a body over the
// webhook limit is refused (413) before anything is verified or read at MercadoPago; an unsigned one is
// a 401, and a browser POST from another site is stopped by the origin check (403).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../../../src/server/modules/orders/webhook-routes';
import { GYM_A, signedIn, footprint } from '../commerce/helpers';
import { buildMpApp, checkoutOf, factsOf, preferenceOf, type MpTestApp } from './helpers';

let s: MpTestApp;
let base = '';
beforeAll(async () => {
  s = await buildMpApp();
  await s.t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(s.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => s?.close());

async function paidAtMercadoPago(): Promise<{ orderId: string; paymentId: number }> {
  const { client } = await signedIn(s.t);
  const answer = (await checkoutOf(client, [{ action: 'add', id: GYM_A }])).json<CheckoutResponse>();
  return { orderId: answer.order._id, paymentId: s.fake.pay(preferenceOf(answer), 'approved').id };
}

describe('notifications over HTTP', () => {
  it('a signed notification over a real connection pays the order, whatever its content type', async () => {
    for (const type of ['application/json', 'text/plain; charset=utf-8']) {
      const { orderId, paymentId } = await paidAtMercadoPago();
      const delivery = s.fake.notification(paymentId);
      const res = await fetch(`${base}${delivery.url}`, {
        method: 'POST',
        headers: { ...delivery.headers, 'content-type': type },
        body: delivery.body,
      });
      expect(res.status, await res.text()).toBe(200);
      expect((await factsOf(s, orderId)).status).toBe('paid');
    }
  });

  it('refuses an oversized body (413), an unsigned one (401) and a cross-site browser POST (403)', async () => {
    const { orderId, paymentId } = await paidAtMercadoPago();
    const delivery = s.fake.notification(paymentId);
    const before = await footprint(s);
    const reads = s.fake.requests.length;
    const big = await fetch(`${base}${delivery.url}`, {
      method: 'POST',
      headers: delivery.headers,
      body: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES + 1),
    });
    expect(big.status).toBe(413);
    const unsigned = await fetch(`${base}${delivery.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: delivery.body,
    });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${base}${delivery.url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: delivery.body,
    });
    expect(forged.status).toBe(403); // the CSRF origin check (plugins/csrf.ts), before the route
    expect(s.fake.requests.length).toBe(reads); // nothing was asked at MercadoPago
    expect(await footprint(s)).toEqual(before);
    expect((await factsOf(s, orderId)).status).toBe('pending');
  });
});
