/**
 * The balance transactions of the local fake Stripe (./stripe-fake), as Stripe's API reference shapes
 * and lists them: https://docs.stripe.com/api/balance_transactions/object and
 * https://docs.stripe.com/api/balance_transactions/list. A succeeded PaymentIntent's charge is a
 * `charge` transaction (positive), each refund a `refund` transaction (negative). `GET
 * /v1/balance_transactions` takes `created[gt|gte|lt|lte]` (unix s), `type`, `limit` (1–100, default
 * 10), `starting_after` (an id of the previous page: newest first, as Stripe lists) and
 * `expand[]=data.source` (the Charge or Refund object instead of its id); `has_more` says whether a
 * page follows.
 * @module
 */
import { invalidParam, type Answer, type FakeEvent, type FormObject } from './stripe-fake-objects';
import type { FakeRefund } from './stripe-fake-refunds';

/** The part of a balance transaction the fake answers. */
export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  created: number;
  type: 'charge' | 'refund';
  status: 'available';
  fee: number;
  net: number;
  source: string | Record<string, unknown>;
}

/** A Charge object as far as a balance transaction's expanded `source` shows it. */
const chargeOf = (event: FakeEvent) => {
  const intent = event.data.object;
  return {
    id: intent.latest_charge!,
    object: 'charge',
    amount: intent.amount_received,
    currency: intent.currency,
    payment_intent: intent.id,
    metadata: intent.metadata,
    created: event.created,
  };
};

/** Every balance transaction, newest first, from the succeeded events and the refunds. */
function transactions(events: readonly FakeEvent[], refunds: readonly FakeRefund[]) {
  const all: { tx: FakeBalanceTransaction; source: Record<string, unknown> }[] = [];
  for (const event of events) {
    if (event.type !== 'payment_intent.succeeded' || !event.data.object.latest_charge) continue;
    const charge = chargeOf(event);
    all.push({
      tx: {
        id: `txn_${charge.id.slice(3)}`,
        object: 'balance_transaction',
        amount: charge.amount,
        currency: charge.currency,
        created: event.created,
        type: 'charge',
        status: 'available',
        fee: 0,
        net: charge.amount,
        source: charge.id,
      },
      source: charge,
    });
  }
  for (const refund of refunds)
    all.push({
      tx: {
        id: `txn_${refund.id.slice(3)}`,
        object: 'balance_transaction',
        amount: -refund.amount,
        currency: refund.currency,
        created: refund.created,
        type: 'refund',
        status: 'available',
        fee: 0,
        net: -refund.amount,
        source: refund.id,
      },
      source: { ...refund },
    });
  return all.sort((a, b) => b.tx.created - a.tx.created || (a.tx.id < b.tx.id ? 1 : -1));
}

const bound = (value: unknown): number | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/** Answers `GET /v1/balance_transactions` (see module doc); undefined for any other request. */
export function routeBalance(
  method: string,
  path: string,
  params: FormObject,
  events: readonly FakeEvent[],
  refunds: readonly FakeRefund[],
): Answer | undefined {
  if (method !== 'GET' || path !== '/v1/balance_transactions') return undefined;
  const created = typeof params.created === 'object' ? params.created : {};
  const [gt, gte, lt, lte] = [created.gt, created.gte, created.lt, created.lte].map(bound) as (
    number | null
  )[];
  const limit = params.limit === undefined ? 10 : bound(params.limit);
  if (limit === null || limit < 1 || limit > 100)
    return invalidParam('parameter_invalid_integer', 'limit', 'Invalid integer: limit must be 1 to 100');
  const expand = Object.values(typeof params.expand === 'object' ? params.expand : {}).includes(
    'data.source',
  );
  let list = transactions(events, refunds).filter(
    ({ tx }) =>
      (gt == null || tx.created > gt) &&
      (gte == null || tx.created >= gte) &&
      (lt == null || tx.created < lt) &&
      (lte == null || tx.created <= lte) &&
      (params.type === undefined || tx.type === params.type),
  );
  if (typeof params.starting_after === 'string') {
    const at = list.findIndex(({ tx }) => tx.id === params.starting_after);
    list = at < 0 ? [] : list.slice(at + 1);
  }
  const page = list.slice(0, limit).map(({ tx, source }) => ({ ...tx, source: expand ? source : tx.source }));
  return {
    status: 200,
    body: { object: 'list', url: '/v1/balance_transactions', has_more: list.length > limit, data: page },
    save: false,
  };
}
