/**
 * The path of "Mis créditos" (ADR 0045), the one piece of the feature the app shell's menu links to
 * (kept alone so the first chunk carries nothing else of it, ADR 0013). The payment of a plan's month
 * is `${CREDITS_PATH}/plan/{planId}` (wallet/PlanList.tsx links to it).
 * @module
 */

/** `/creditos`: "Mis créditos". */
export const CREDITS_PATH = '/creditos';
