/**
 * The partners' paid-plan calls of the web app (ADR 0017; contract `src/shared/contract/subscriptions.ts`),
 * typed with the shared contract, and their TanStack Query hooks: the subscription and the plan's
 * checkout. The subscription is cached under `['partner', userId, 'subscription']`, so whatever
 * refreshes the partner's profile refreshes it too.
 * @module
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { checkoutResponseSchema, type CheckoutResponse } from '../../../../shared/contract/orders';
import { subscriptionResponseSchema, type Subscription } from '../../../../shared/contract/subscriptions';
import { ORDER_POLL_MS } from '../../../lib/constants';
import { getJson, sendJson } from '../../../lib/http';
import { partnerKeys, gymKeys } from '../../../lib/query-keys';
import { seg } from '../../../lib/path';

/** `GET /api/partner/subscription/{userId}`: the partner's plan in force and its billing. */
export async function fetchSubscription(userId: string, signal?: AbortSignal): Promise<Subscription> {
  return (await getJson(`/api/partner/subscription/${seg(userId)}`, subscriptionResponseSchema, { signal }))
    .subscription;
}

/**
 * `POST /api/partner/subscription/checkout/{userId}` with the attempt's `Idempotency-Key` and the paid
 * plan's code → the pending plan order and how to pay it (the cart checkout's answer).
 */
export function checkoutPlan(
  userId: string,
  plan: string,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return sendJson(
    'POST',
    `/api/partner/subscription/checkout/${seg(userId)}`,
    { plan },
    checkoutResponseSchema,
    { 'Idempotency-Key': idempotencyKey },
  );
}

/**
 * The subscription of partner `userId`, read again on every visit (the renewal job changes it on the
 * server). While `pollWhile` holds for the subscription read last, it is asked about again every
 * {@link ORDER_POLL_MS} (a Stripe payment's verdict awaited).
 */
export function useSubscription(
  userId: string,
  pollWhile?: (subscription: Subscription | undefined) => boolean,
) {
  return useQuery({
    queryKey: partnerKeys.subscription(userId),
    queryFn: ({ signal }) => fetchSubscription(userId, signal),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: (query) => (pollWhile?.(query.state.data) ? ORDER_POLL_MS : false),
  });
}

/**
 * After a plan payment's verdict: the partner's profile, gyms (usage of the plan) and subscription
 * are read again, and so is the public catalogue (paying a plan publishes again the gyms a lapsed plan
 * had held back).
 */
export function refreshAfterPlanPayment(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerKeys.profile(userId) }),
    queryClient.invalidateQueries({ queryKey: gymKeys.all }),
  ]);
}
