/**
 * Stripe's record of money moved in a window (ADR 0044, the daily reconciliation): the balance
 * transactions created in it (`GET /v1/balance_transactions?created[gte]=…&created[lt]=…`, 100 a page,
 * `expand[]=data.source` so each one carries its charge or refund;
 * https://docs.stripe.com/api/balance_transactions/list). A `charge` or `payment` is a payment movement
 * (its charge's PaymentIntent is our payment id), a `refund` or `payment_refund` a refund movement (its
 * source is the Refund, whose metadata names our order). Other types (payouts, fees, adjustments) are
 * not about an order and are left out.
 * @module
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import type { MovementWindow, ProviderMovement } from '../provider';

const sourceSchema = z.object({
  id: z.string(),
  object: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payment_intent: z.string().nullish(),
  charge: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const transactionSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  source: z.union([sourceSchema, z.string(), z.null()]),
});

const PAYMENT_TYPES = new Set(['charge', 'payment']);
const REFUND_TYPES = new Set(['refund', 'payment_refund']);

/** One balance transaction as a movement, or null when it is not a payment or refund of a charge. */
export function movementOf(raw: unknown): ProviderMovement | null {
  const t = transactionSchema.parse(raw);
  const refund = REFUND_TYPES.has(t.type);
  if ((!refund && !PAYMENT_TYPES.has(t.type)) || t.source === null || typeof t.source === 'string')
    return null;
  const source = t.source;
  return {
    kind: refund ? 'refund' : 'payment',
    id: source.id,
    paymentId: source.payment_intent ?? null,
    orderId: source.metadata?.orderId ?? null,
    sourceId: refund ? (source.charge ?? source.id) : source.id,
    amountCentavos: Math.abs(source.amount),
    currency: source.currency.toUpperCase(),
    at: new Date(t.created * 1000),
  };
}

/**
 * The payment and refund movements of `window` (see module doc), oldest page first.
 * @throws the SDK's errors (the provider turns them into ProviderUnavailable)
 */
export async function listBalanceMovements(
  stripe: Stripe,
  window: MovementWindow,
): Promise<ProviderMovement[]> {
  const movements: ProviderMovement[] = [];
  const pages = stripe.balanceTransactions.list({
    created: {
      gte: Math.floor(window.from.getTime() / 1000),
      lt: Math.ceil(window.to.getTime() / 1000),
    },
    limit: 100,
    expand: ['data.source'],
  });
  for await (const transaction of pages) {
    const movement = movementOf(transaction);
    if (movement) movements.push(movement);
  }
  return movements;
}
