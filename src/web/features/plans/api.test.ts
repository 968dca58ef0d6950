import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contract/orders';
import type { Subscription } from '../../../shared/contract/subscriptions';
import { partnerKeys } from '../partners/keys';
import { checkoutPlan, fetchSubscription, refreshAfterPlanPayment } from './api';

const USER_ID = '3f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const KEY = '3f0e6b9c-1d2a-4c5b-8e7f-0a1b2c3d4e5f';
const subscription: Subscription = {
  plan: 'free',
  status: 'free',
  billedPlan: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  graceUntil: null,
  renewalFailedAt: null,
  cardLast4: null,
  held: { gyms: 0, services: 0 },
};
const order: Order = {
  _id: '5b0e1f62-3c1d-4a57-8f2e-9d3c4b5a6e70',
  reference: 'BG-ABCD2345',
  kind: 'plan',
  plan: { code: 'standar', name: 'Standar' },
  status: 'pending',
  provider: 'manual',
  total: { $numberDecimal: '15000.00' },
  currency: 'ARS',
  lines: [],
  createdAt: '2026-05-03T17:05:00.000Z',
  paidAt: null,
  failedAt: null,
  cancelledAt: null,
  refundedAt: null,
  receiptSentAt: null,
};

/** Stubs fetch with one JSON answer and returns the mock to read the request from. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('paid-plan calls (ADR 0017)', () => {
  it("reads the partner's subscription", async () => {
    const fetchMock = answer(200, { subscription });
    await expect(fetchSubscription(USER_ID)).resolves.toEqual(subscription);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/partner/subscription/${USER_ID}`);
  });

  it("checks out a plan with the attempt's key and the plan's code", async () => {
    const fetchMock = answer(201, { order, payment: { provider: 'manual' } });
    const result = await checkoutPlan(USER_ID, 'standar', KEY);
    expect(result.order.kind).toBe('plan');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(url).toBe(`/api/partner/subscription/checkout/${USER_ID}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'standar' });
    expect(headers['Idempotency-Key']).toBe(KEY);
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it("keeps the server's refusal, e.g. a plan that does not fit the partner's gyms", async () => {
    answer(409, { message: 'Tenés más gimnasios de los que permite ese plan.', code: 'CONFLICT' });
    await expect(checkoutPlan(USER_ID, 'standar', KEY)).rejects.toMatchObject({
      status: 409,
      message: 'Tenés más gimnasios de los que permite ese plan.',
    });
  });

  it('after a payment, marks the profile, the gyms, the subscription and the catalogue stale', async () => {
    const client = new QueryClient();
    for (const key of [
      partnerKeys.profile(USER_ID),
      partnerKeys.gyms(USER_ID),
      partnerKeys.subscription(USER_ID),
      ['gyms', 'list', {}],
      partnerKeys.plans,
    ])
      client.setQueryData(key, {});
    await refreshAfterPlanPayment(client, USER_ID);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(partnerKeys.profile(USER_ID))).toBe(true);
    expect(stale(partnerKeys.gyms(USER_ID))).toBe(true);
    expect(stale(partnerKeys.subscription(USER_ID))).toBe(true);
    expect(stale(['gyms', 'list', {}])).toBe(true);
    expect(stale(partnerKeys.plans)).toBe(false);
  });
});
