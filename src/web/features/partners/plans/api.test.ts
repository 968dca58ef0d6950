import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../shared/contract/orders';
import type { Subscription } from '../../../../shared/contract/subscriptions';
import { freeSubscriptionFixture, orderFixture, stubFetchJson } from '../../../lib/test-fixtures';
import { partnerKeys } from '../../../lib/query-keys';
import { checkoutPlan, fetchSubscription, refreshAfterPlanPayment } from './api';

const USER_ID = '3f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const KEY = '3f0e6b9c-1d2a-4c5b-8e7f-0a1b2c3d4e5f';
const subscription: Subscription = freeSubscriptionFixture();
const order: Order = orderFixture({ kind: 'plan', plan: { code: 'standar', name: 'Standar' } });
const answer = stubFetchJson;

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
