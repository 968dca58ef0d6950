/**
 * Member calls of Pase BuscaGym (ADR 0045, docs/architecture.md §5.2), typed and checked with the shared
 * contract, and their TanStack Query hooks: the plans, "Mis créditos", the subscription's checkout,
 * pause and cancel, a gym's public terms, and open-gym visits. The member's own data is cached under
 * `['account', …]`, so signing out forgets it. Class places paid with credits go through the classes
 * feature's booking call (`payWith: "credits"`), which reads the wallet again with {@link useRefreshCredits}.
 * @module
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreditPlan, MyCredits } from '../../../../shared/contract/credits';
import type { CreditVisit, PublicCreditTerms } from '../../../../shared/contract/credits-gyms';
import type { CheckoutResponse } from '../../../../shared/contract/orders';
import { getJson, sendJson, trustedAnswer } from '../../../lib/http';

// A gym's public terms are trusted like the catalogue's reads; every other call loads its schema (and
// zod) with the call, so "Pase BuscaGym" on the gym detail does not bring them (ADR 0013).
const lazy = {
  plans: async () => (await import('../../../../shared/contract/credits')).creditPlansResponseSchema,
  mine: async () => (await import('../../../../shared/contract/credits')).myCreditsSchema,
  visit: async () => (await import('../../../../shared/contract/credits-gyms')).creditVisitResponseSchema,
  checkout: async () => (await import('../../../../shared/contract/orders')).checkoutResponseSchema,
};
import { seg } from '../../../lib/path';
import { useMemberId, useMemberQuery } from '../../auth';

/** Query keys of the pass; the member's own under `['account']` (dropped at sign-out). */
export const creditKeys = {
  plans: ['credits', 'plans'] as const,
  terms: (gymId: string) => ['credits', 'terms', gymId] as const,
  me: (userId: string) => ['account', 'credits', userId] as const,
};

/** `GET /api/credit-plans`: the active plans, fewest credits first. */
export async function fetchCreditPlans(signal?: AbortSignal): Promise<CreditPlan[]> {
  return (await getJson('/api/credit-plans', lazy.plans, { signal })).plans;
}

/** `GET /api/credits/me`: "Mis créditos". */
export function fetchMyCredits(signal?: AbortSignal): Promise<MyCredits> {
  return getJson('/api/credits/me', lazy.mine, { signal });
}

/** `GET /api/gyms/{gymId}/credits`: the gym's costs in force and the coming change (public). */
export function fetchGymCreditTerms(gymId: string, signal?: AbortSignal): Promise<PublicCreditTerms> {
  return getJson(`/api/gyms/${seg(gymId)}/credits`, trustedAnswer<PublicCreditTerms>(), { signal });
}

/**
 * `POST /api/credits/subscription`: a pending order of one month of `planId`, paid like a cart
 * (same `idempotencyKey`, same order).
 */
export function checkoutCredits(planId: string, idempotencyKey: string): Promise<CheckoutResponse> {
  return sendJson('POST', '/api/credits/subscription', { planId }, lazy.checkout, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** `POST /api/credits/subscription/pause`: pauses 1–3 months from the paid month's end. */
export function pauseCredits(months: number): Promise<MyCredits> {
  return sendJson('POST', '/api/credits/subscription/pause', { months }, lazy.mine);
}

/** `DELETE /api/credits/subscription`: ends the pass with the paid month. */
export function cancelCredits(): Promise<MyCredits> {
  return sendJson('DELETE', '/api/credits/subscription', undefined, lazy.mine);
}

/** `POST /api/visits`: an open-gym visit to `gymId` on its local date `day`, paid with credits. */
export async function postVisit(gymId: string, day: string): Promise<CreditVisit> {
  return (await sendJson('POST', '/api/visits', { gymId, day }, lazy.visit)).visit;
}

/** `DELETE /api/visits/{id}`: cancels a visit; `credit.cancelOutcome` tells what became of the credits. */
export async function deleteVisit(visitId: string): Promise<CreditVisit> {
  return (await sendJson('DELETE', `/api/visits/${seg(visitId)}`, undefined, lazy.visit)).visit;
}

/** The active plans (they change seldom: cached like the catalogue). */
export function useCreditPlans() {
  return useQuery({ queryKey: creditKeys.plans, queryFn: ({ signal }) => fetchCreditPlans(signal) });
}

/** The signed-in member's "Mis créditos" (off for everyone else); read again on every visit. */
export function useMyCredits() {
  return useMemberQuery(creditKeys.me, fetchMyCredits, { staleTime: 0 });
}

/** Gym `gymId`'s public terms for the pass. */
export function useGymCreditTerms(gymId: string) {
  return useQuery({
    queryKey: creditKeys.terms(gymId),
    queryFn: ({ signal }) => fetchGymCreditTerms(gymId, signal),
    enabled: gymId !== '',
  });
}

/** Reads member `userId`'s wallet again (after a payment, a booking or a cancel). */
export function refreshCredits(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: creditKeys.me(userId) });
}

/** A function that reads the signed-in member's wallet again. */
export function useRefreshCredits(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return () => refreshCredits(queryClient, userId);
}

/** A change of the subscription (`send`): its answer is the new "Mis créditos", written to the cache. */
function useSubscriptionChange<V>(send: (variables: V) => Promise<MyCredits>) {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: send,
    onSuccess: (mine) => queryClient.setQueryData(creditKeys.me(userId), mine),
  });
}

/** Pauses the pass for a number of months. */
export const usePauseCredits = () => useSubscriptionChange(pauseCredits);

/** Cancels the pass at the paid month's end. */
export const useCancelCredits = () => useSubscriptionChange<void>(() => cancelCredits());

/** A change of a visit (`send`), then the wallet is read again. */
function useVisitChange<V>(send: (variables: V) => Promise<CreditVisit>) {
  const refresh = useRefreshCredits();
  return useMutation({ mutationFn: send, onSettled: () => void refresh() });
}

/** Books an open-gym visit. */
export const useBookVisit = () =>
  useVisitChange(({ gymId, day }: { gymId: string; day: string }) => postVisit(gymId, day));

/** Cancels a visit. */
export const useCancelVisit = () => useVisitChange(deleteVisit);
