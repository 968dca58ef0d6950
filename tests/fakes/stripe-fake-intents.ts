/**
 * The PaymentIntents of the local fake Stripe (./stripe-fake): the store, the three endpoints
 * BuscaGym calls and the browser-side confirmation. Behaviour follows Stripe's API reference:
 * create https://docs.stripe.com/api/payment_intents/create, retrieve
 * https://docs.stripe.com/api/payment_intents/retrieve, cancel
 * https://docs.stripe.com/api/payment_intents/cancel (only before success), the status lifecycle
 * https://docs.stripe.com/payments/paymentintents/lifecycle (a declined attempt returns the intent to
 * `requires_payment_method` with `last_payment_error`), errors https://docs.stripe.com/api/errors.
 * @module
 */
import {
  eventOf,
  nowSeconds,
  stripeId,
  type FakeEvent,
  type FakePaymentIntent,
  type FormObject,
  type StripeErrorBody,
} from './stripe-fake-objects';

/** An endpoint's answer, and whether Stripe would save it under the request's idempotency key. */
export interface Answer {
  status: number;
  body: FakePaymentIntent | StripeErrorBody;
  save: boolean;
}

type ErrorFields = StripeErrorBody['error'];

const error = (status: number, body: ErrorFields, save = true): Answer => ({
  status,
  body: { error: body },
  save,
});

/** Parameter errors are not saved for idempotency (Stripe: the endpoint did not start executing). */
const invalidParam = (code: string, param: string, message: string): Answer =>
  error(400, { type: 'invalid_request_error', code, param, message }, false);

const missing = (id: string): Answer =>
  error(
    404,
    {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'intent',
      message: `No such payment_intent: '${id}'`,
    },
    false,
  );

/** The store of PaymentIntents and the events they produced. */
export interface FakeIntents {
  readonly events: FakeEvent[];
  /** Answers one API request (`path` without query). */
  route(method: string, path: string, params: FormObject): Answer;
  get(id: string): FakePaymentIntent | undefined;
  /** See `StripeFake.confirm`. */
  confirm(id: string, outcome: 'succeed' | 'decline'): FakeEvent;
}

/** A new, empty store. */
export function createFakeIntents(): FakeIntents {
  const intents = new Map<string, FakePaymentIntent>();
  const events: FakeEvent[] = [];

  function create(params: FormObject): Answer {
    const { amount, currency, metadata, automatic_payment_methods: apm } = params;
    if (amount === undefined)
      return invalidParam('parameter_missing', 'amount', 'Missing required param: amount.');
    if (typeof amount !== 'string' || !/^\d+$/.test(amount) || Number(amount) < 1)
      return invalidParam(
        'parameter_invalid_integer',
        'amount',
        `Invalid integer: ${JSON.stringify(amount)}`,
      );
    if (currency === undefined)
      return invalidParam('parameter_missing', 'currency', 'Missing required param: currency.');
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      return invalidParam(
        'parameter_invalid_string',
        'currency',
        `Invalid currency: ${JSON.stringify(currency)}`,
      );
    const id = stripeId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(amount),
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${stripeId('x').slice(2)}`,
      description: typeof params.description === 'string' ? params.description : null,
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      automatic_payment_methods:
        typeof apm === 'object' && apm.enabled === 'true'
          ? { enabled: true, allow_redirects: 'always' }
          : null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method: null,
      payment_method_types: ['card'],
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent, save: true };
  }

  function cancel(id: string, params: FormObject): Answer {
    const intent = intents.get(id);
    if (!intent) return missing(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a ` +
          'PaymentIntent with one of the following statuses may be canceled: requires_payment_method, ' +
          'requires_capture, requires_confirmation, requires_action, processing.',
        payment_intent: structuredClone(intent),
      });
    intent.status = 'canceled';
    intent.canceled_at = nowSeconds();
    const reason = params.cancellation_reason;
    intent.cancellation_reason = typeof reason === 'string' ? reason : null;
    events.push(eventOf('payment_intent.canceled', intent));
    return { status: 200, body: intent, save: true };
  }

  return {
    events,
    route(method, path, params) {
      const one = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/cancel)?$/.exec(path);
      const id = one?.[1] ?? '';
      if (method === 'POST' && path === '/v1/payment_intents') return create(params);
      if (method === 'GET' && one && !one[2]) {
        const intent = intents.get(id);
        return intent ? { status: 200, body: intent, save: false } : missing(id);
      }
      if (method === 'POST' && one?.[2]) return cancel(id, params);
      return error(
        404,
        { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
        false,
      );
    },
    get: (id) => intents.get(id),
    confirm(id, outcome) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe: no PaymentIntent ${id}`);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new Error(`fake Stripe: PaymentIntent ${id} is ${intent.status}`);
      intent.payment_method = stripeId('pm');
      if (outcome === 'succeed') {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.latest_charge = stripeId('ch');
        intent.last_payment_error = null;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        };
      }
      const type = outcome === 'succeed' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      const event = eventOf(type, intent);
      events.push(event);
      return event;
    },
  };
}
