/**
 * The PaymentIntents of the local fake Stripe (./stripe-fake): the store, the three endpoints
 * BuscaGym calls and the browser-side confirmation. Behaviour follows Stripe's API reference:
 * create https://docs.stripe.com/api/payment_intents/create, retrieve
 * https://docs.stripe.com/api/payment_intents/retrieve, cancel
 * https://docs.stripe.com/api/payment_intents/cancel (only before success), the status lifecycle
 * https://docs.stripe.com/payments/paymentintents/lifecycle (a declined attempt returns the intent to
 * `requires_payment_method` with `last_payment_error`), errors https://docs.stripe.com/api/errors.
 * A PaymentIntent created with `confirm=true` and `off_session=true` charges a saved card at once
 * (./stripe-fake-customers; https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method):
 * `succeeded`, or a 402 `card_error` carrying the PaymentIntent back in `requires_payment_method`.
 * @module
 */
import {
  OFF_SESSION_DECLINES,
  savedCardParams,
  type FakeCustomers,
  type OffSessionDecline,
} from './stripe-fake-customers';
import {
  errorAnswer,
  eventOf,
  invalidParam,
  missingObject,
  nowSeconds,
  stripeId,
  type Answer,
  type FakeEvent,
  type FakePaymentIntent,
  type FormObject,
} from './stripe-fake-objects';

const missing = (id: string): Answer => missingObject('payment_intent', 'intent', id);

/** The store of PaymentIntents and the events they produced. */
export interface FakeIntents {
  readonly events: FakeEvent[];
  /** Answers one API request (`path` without query). */
  route(method: string, path: string, params: FormObject): Answer;
  get(id: string): FakePaymentIntent | undefined;
  /** See `StripeFake.confirm`. */
  confirm(id: string, outcome: 'succeed' | 'decline'): FakeEvent;
}

/** Stripe's answer to a confirmation that could need a redirect but names no `return_url`. */
const RETURN_URL_REQUIRED =
  'A `return_url` must be specified because this Payment Intent is configured to automatically accept ' +
  'the payment methods enabled in the Dashboard, some of which may require a full page redirect to ' +
  'succeed. If you do not want to accept redirect-based payment methods, set ' +
  '`automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to ' +
  '`never` when creating Setup Intents and Payment Intents.';

/** A new, empty store; `customers` holds the Customers and their saved PaymentMethods. */
export function createFakeIntents(customers: FakeCustomers): FakeIntents {
  const intents = new Map<string, FakePaymentIntent>();
  const events: FakeEvent[] = [];

  /** The payment went through with `paymentMethod` (saved on the Customer when `setup_future_usage` says so). */
  function markSucceeded(intent: FakePaymentIntent, paymentMethod: string): FakeEvent {
    intent.payment_method = paymentMethod;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = stripeId('ch');
    intent.last_payment_error = null;
    if (intent.customer && intent.setup_future_usage) customers.attach(paymentMethod, intent.customer);
    const event = eventOf('payment_intent.succeeded', intent);
    events.push(event);
    return event;
  }

  /** The attempt was declined: back to `requires_payment_method` with `last_payment_error`. */
  function markDeclined(intent: FakePaymentIntent, code: OffSessionDecline): FakeEvent {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code, ...OFF_SESSION_DECLINES[code] };
    const event = eventOf('payment_intent.payment_failed', intent);
    events.push(event);
    return event;
  }

  /** Confirms a new PaymentIntent off-session with a saved card: 200 `succeeded`, or 402 `card_error`. */
  function chargeOffSession(intent: FakePaymentIntent, paymentMethod: string): Answer {
    const decline = customers.offSessionDecline(intent.customer ?? '', paymentMethod);
    if (!decline) {
      markSucceeded(intent, paymentMethod);
      return { status: 200, body: intent, save: true };
    }
    // The declined card is no longer the intent's `payment_method`: it awaits a new one.
    intent.payment_method = null;
    markDeclined(intent, decline);
    return errorAnswer(402, {
      type: 'card_error',
      code: decline,
      ...OFF_SESSION_DECLINES[decline],
      payment_intent: structuredClone(intent),
    });
  }

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
    const saving = savedCardParams(params, customers);
    if ('status' in saving) return saving;
    const automatic = typeof apm === 'object' && apm.enabled === 'true';
    const redirects = automatic && apm.allow_redirects === 'never' ? 'never' : 'always';
    if (saving.confirm && automatic && redirects !== 'never' && params.return_url === undefined)
      return invalidParam(undefined, 'return_url', RETURN_URL_REQUIRED);
    const id = stripeId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(amount),
      amount_received: 0,
      currency,
      status: saving.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${stripeId('x').slice(2)}`,
      description: typeof params.description === 'string' ? params.description : null,
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      customer: saving.customer,
      setup_future_usage: saving.setupFutureUsage,
      automatic_payment_methods: automatic ? { enabled: true, allow_redirects: redirects } : null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method: saving.paymentMethod,
      payment_method_types: ['card'],
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: nowSeconds(),
      livemode: false,
    };
    intents.set(id, intent);
    if (saving.confirm && saving.paymentMethod) return chargeOffSession(intent, saving.paymentMethod);
    return { status: 200, body: intent, save: true };
  }

  function cancel(id: string, params: FormObject): Answer {
    const intent = intents.get(id);
    if (!intent) return missing(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return errorAnswer(400, {
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
      return errorAnswer(
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
      const paymentMethod = stripeId('pm');
      if (outcome === 'succeed') return markSucceeded(intent, paymentMethod);
      intent.payment_method = paymentMethod;
      return markDeclined(intent, 'card_declined');
    },
  };
}
