/**
 * The administrators' Pase BuscaGym calls (ADR 0045; contracts `src/shared/contract/credits.ts` and
 * `credits-gyms.ts`): every credit plan (`GET /api/admin/credit-plans`), creating and editing one
 * (`POST`/`PUT /api/admin/credit-plans[/{id}]`), a gym's terms with its rate
 * (`GET /api/admin/gyms/{gymId}/credit-rate`) and setting the rate (`PUT` there). Writes go through
 * {@link useAdminWrite}: re-authenticated when the server asks for a fresh second factor (ADR 0019),
 * then every administration answer is refreshed.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import {
  creditPlanResponseSchema,
  creditPlansResponseSchema,
  type CreditPlanBody,
} from '../../../../shared/contract/credits';
import { gymCreditTermsResponseSchema } from '../../../../shared/contract/credits-gyms';
import type { Decimal } from '../../../../shared/domain/decimal';
import { getJson, sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';
import { adminKeys, useAdminWrite } from '../api/api';

const PLANS = '/api/admin/credit-plans';
const rateUrl = (gymId: string) => `/api/admin/gyms/${seg(gymId)}/credit-rate`;

/** `GET /api/admin/credit-plans`: every plan, inactive ones too, fewest credits first. */
export function useAdminCreditPlans() {
  return useQuery({
    queryKey: adminKeys.one('credit-plans'),
    queryFn: async ({ signal }) => (await getJson(PLANS, creditPlansResponseSchema, { signal })).plans,
  });
}

/** `POST /api/admin/credit-plans` (no `id`) or `PUT /api/admin/credit-plans/{id}` → the plan. */
export const useSaveCreditPlan = () =>
  useAdminWrite(async ({ id, body }: { id: string | null; body: CreditPlanBody }) => {
    const answer = id
      ? await sendJson('PUT', `${PLANS}/${seg(id)}`, body, creditPlanResponseSchema)
      : await sendJson('POST', PLANS, body, creditPlanResponseSchema);
    return answer.plan;
  });

/** `GET /api/admin/gyms/{gymId}/credit-rate`: the gym's terms and its rate per credit. */
export function useAdminGymTerms(gymId: string) {
  return useQuery({
    queryKey: adminKeys.one('credit-rate', gymId),
    queryFn: async ({ signal }) =>
      (await getJson(rateUrl(gymId), gymCreditTermsResponseSchema, { signal })).terms,
    enabled: gymId !== '',
  });
}

/** `PUT /api/admin/gyms/{gymId}/credit-rate` with the rate (ARS per credit) → the gym's terms. */
export const useSetCreditRate = () =>
  useAdminWrite(
    async ({ gymId, ratePerCredit }: { gymId: string; ratePerCredit: Decimal }) =>
      (await sendJson('PUT', rateUrl(gymId), { ratePerCredit }, gymCreditTermsResponseSchema)).terms,
  );
