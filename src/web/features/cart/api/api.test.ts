import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../shared/contract/orders';
import { orderFixture, stubFetchJson } from '../../../lib/test-fixtures';
import { awaitsProvider, checkout, demoPay, postCartAction } from './api';
import { cartKeys } from '../../../lib/query-keys';

const ORDER_ID = '5b0e1f62-3c1d-4a57-8f2e-9d3c4b5a6e70';
const order = (status: Order['status'], provider: Order['provider'] = 'manual'): Order =>
  orderFixture({ _id: ORDER_ID, status, provider, total: { $numberDecimal: '25000.00' } });
const cart = { items: [], count: 0, total: { $numberDecimal: '0.00' }, currency: 'ARS', needsReview: false };
const answer = stubFetchJson;

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: (init?.headers ?? {}) as Record<string, string> };
};

afterEach(() => vi.unstubAllGlobals());

describe('commerce calls', () => {
  it('checkout sends the attempt key, the XHR marker and an empty JSON body', async () => {
    const fetchMock = answer(201, { order: order('pending'), payment: { provider: 'manual' } });
    const result = await checkout('3f0e6b9c-1d2a-4c5b-8e7f-0a1b2c3d4e5f');
    expect(result.payment).toEqual({ provider: 'manual' });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/orders/checkout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(headers['Idempotency-Key']).toBe('3f0e6b9c-1d2a-4c5b-8e7f-0a1b2c3d4e5f');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('the demo payment sends only the last 4 digits', async () => {
    const fetchMock = answer(200, { order: order('failed') });
    expect((await demoPay(ORDER_ID, '0002')).status).toBe('failed');
    const { url, init } = sent(fetchMock);
    expect(url).toBe(`/api/orders/${ORDER_ID}/demo-pay`);
    expect(JSON.parse(String(init?.body))).toEqual({ cardLast4: '0002' });
  });

  it("cart actions answer the cart; refusals carry the server's Spanish message", async () => {
    answer(200, { cart });
    expect(await postCartAction({ action: 'clear' })).toEqual(cart);
    answer(409, { message: 'Podés llevar hasta 99 unidades de cada producto.', code: 'CONFLICT' });
    await expect(postCartAction({ action: 'add', id: ORDER_ID })).rejects.toMatchObject({
      status: 409,
      message: 'Podés llevar hasta 99 unidades de cada producto.',
    });
  });
});

describe('commerce caches', () => {
  it("keeps the member's cart and orders under ['account'], which sign-out drops", () => {
    expect(cartKeys.cart('u')[0]).toBe('account');
    expect(cartKeys.ordersPage('u', 2).slice(0, 3)).toEqual(cartKeys.orders('u'));
    expect(cartKeys.order('u', ORDER_ID).slice(0, 3)).toEqual(cartKeys.orders('u'));
  });

  it('polls only orders awaiting Stripe', () => {
    expect(awaitsProvider(order('pending', 'stripe'))).toBe(true);
    expect(awaitsProvider(order('pending', 'mercadopago'))).toBe(true);
    expect(awaitsProvider(order('pending', 'manual'))).toBe(false);
    expect(awaitsProvider(order('paid', 'stripe'))).toBe(false);
    expect(awaitsProvider(undefined)).toBe(false);
  });
});
