/**
 * Paths of the member's Pase BuscaGym screens (ADR 0045): "Mis créditos" and the payment of a plan's
 * first month.
 * @module
 */
import { seg } from '../../lib/path';

/** `/creditos`: "Mis créditos". */
export const CREDITS_PATH = '/creditos';

/** `/creditos/plan/{planId}`: the payment of the first month of plan `planId`. */
export const creditPlanPaymentPath = (planId: string): string => `${CREDITS_PATH}/plan/${seg(planId)}`;
