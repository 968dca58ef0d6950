/**
 * Pase BuscaGym in the money model's world (docs/architecture.md §5.2, ADR 0045): one plan of credits
 * made by an administrator, and both shop gyms opted in by their partners with a rate per credit set by
 * an administrator — all through the API, once per world. Amounts in integer centavos of ARS.
 * @module
 */
import { expect } from 'vitest';
import type { CreditPlan } from '../../../src/shared/contract/credits';
import type { Client } from '../account/helpers';
import { GYM_A, GYM_B } from '../commerce/helpers';

/** What the model needs of a gym that accepts the pass: its partner, costs (credits) and rate (centavos). */
export interface CreditGym {
  gymId: string;
  partner: 'A' | 'B';
  visitCredits: number;
  classCredits: number;
  /** What the gym is paid per credit spent there, centavos. */
  rate: number;
}

/** The world's plan and gyms. */
export interface CreditsShop {
  planId: string;
  /** Credits a paid month adds, and the cap of what rolls over. */
  allotment: number;
  /** The plan's monthly price, centavos: each of its credits is worth price / allotment. */
  price: number;
  gyms: readonly CreditGym[];
}

/** The plan: 8 credits for $ 8.000 (each credit worth $ 1.000). */
const ALLOTMENT = 8;
const PRICE = 800_000;

/** Gym A pays better per credit than its credits are worth (BuscaGym loses on it); gym B less. */
const GYMS: readonly CreditGym[] = [
  { gymId: GYM_A, partner: 'A', visitCredits: 2, classCredits: 1, rate: 120_000 },
  { gymId: GYM_B, partner: 'B', visitCredits: 3, classCredits: 2, rate: 90_000 },
];

const decimal = (centavos: number) => ({ $numberDecimal: (centavos / 100).toFixed(2) });

/**
 * Makes the plan as `admin` and opts both gyms in as their partners, with no monthly visit limit and
 * the default 12 h cancellation window. @returns the shop
 */
export async function openCreditsShop(
  admin: Client,
  partners: Record<'A' | 'B', Client>,
): Promise<CreditsShop> {
  const made = await admin.post('/api/admin/credit-plans', {
    name: `Pase Modelo ${Date.now()}`,
    creditsPerMonth: ALLOTMENT,
    monthlyPrice: decimal(PRICE),
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const gym of GYMS) {
    const terms = await partners[gym.partner].request({
      method: 'PUT',
      url: `/api/partner/gyms/${gym.gymId}/credits`,
      payload: {
        accepts: true,
        visitCredits: gym.visitCredits,
        classCredits: gym.classCredits,
        monthlyVisitLimit: null,
        cancelWindowHours: 12,
      },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const rate = await admin.request({
      method: 'PUT',
      url: `/api/admin/gyms/${gym.gymId}/credit-rate`,
      payload: { ratePerCredit: decimal(gym.rate) },
    });
    expect(rate.statusCode, rate.body).toBe(200);
  }
  return { planId: made.json<{ plan: CreditPlan }>().plan._id, allotment: ALLOTMENT, price: PRICE, gyms: GYMS };
}
