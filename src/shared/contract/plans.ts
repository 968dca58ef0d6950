/**
 * Contract of `GET /api/service/plans/all` (SPEC §7 service calls; ADR 0007): the partners'
 * subscription plans.
 * @module
 */
import { z } from 'zod';
import { currencySchema, decimalSchema, listAnswer } from './common';

/**
 * A subscription plan. `_id` is its stable code (`free`, `standar`, `premium`, `golden`); `maxGyms` and
 * `maxServicesPerGym` are limits enforced on the server; `commissionPercent` is BuscaGym's share of a
 * sale in %; `monthlyPrice` is per month (0 for the free plan) in `currency`, BuscaGym's own (ARS; ADR 0053).
 */
export const planSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    maxGyms: z.number().int(),
    maxServicesPerGym: z.number().int(),
    commissionPercent: z.number(),
    monthlyPrice: decimalSchema,
    currency: currencySchema,
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

/** Answer of `GET /api/service/plans/all`: every plan, cheapest first. */
export const plansResponseSchema = listAnswer('plans', planSchema, 'Plans');
export type PlansResponse = z.infer<typeof plansResponseSchema>;
