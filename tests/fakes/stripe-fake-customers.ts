/**
 * The Customers of the local fake Stripe (./stripe-fake) and the cards saved on them. Behaviour
 * follows Stripe's documentation: create https://docs.stripe.com/api/customers/create; a PaymentIntent
 * created with `customer` and `setup_future_usage` attaches its PaymentMethod to that Customer when
 * the payment succeeds (https://docs.stripe.com/payments/save-during-payment); a saved card can then
 * be charged off-session and may still decline, like Stripe's test card 4000 0000 0000 0341 ("attaches
 * to a Customer, but charges fail", https://docs.stripe.com/testing#declined-payments) or a card whose
 * issuer asks for authentication (https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method).
 * @module
 */
import {
  invalidParam,
  nowSeconds,
  stripeId,
  type Answer,
  type FakeCustomer,
  type FakePaymentIntent,
  type FormObject,
} from './stripe-fake-objects';

/** Why an off-session charge of a saved card declines: Stripe's error `code`. */
export type OffSessionDecline = 'card_declined' | 'authentication_required';

/** The `card_error` fields Stripe answers for each {@link OffSessionDecline} (https://docs.stripe.com/declines/codes). */
export const OFF_SESSION_DECLINES: Readonly<
  Record<OffSessionDecline, { decline_code: string; message: string }>
> = {
  card_declined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  authentication_required: {
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/** The saving and charging parameters of a PaymentIntent create request, checked. */
export interface SavedCardParams {
  customer: string | null;
  setupFutureUsage: FakePaymentIntent['setup_future_usage'];
  paymentMethod: string | null;
  /** `confirm=true` (the fake confirms at create only off-session, as BuscaGym does). */
  confirm: boolean;
}

/**
 * Checks a PaymentIntent create request's `customer`, `setup_future_usage`, `payment_method`,
 * `confirm` and `off_session` (https://docs.stripe.com/api/payment_intents/create). @returns them, or
 * the 400 Stripe answers (a saved PaymentMethod is used with the Customer it is attached to;
 * `off_session` needs `confirm=true`; confirming needs a PaymentMethod)
 */
export function savedCardParams(params: FormObject, customers: FakeCustomers): SavedCardParams | Answer {
  const {
    customer,
    setup_future_usage: usage,
    payment_method: pm,
    confirm,
    off_session: offSession,
  } = params;
  if (customer !== undefined && (typeof customer !== 'string' || !customers.get(customer)))
    return invalidParam('resource_missing', 'customer', `No such customer: '${String(customer)}'`);
  if (usage !== undefined && usage !== 'off_session' && usage !== 'on_session')
    return invalidParam(
      'parameter_invalid_string',
      'setup_future_usage',
      'Invalid setup_future_usage: must be one of on_session or off_session',
    );
  if (pm !== undefined && (typeof pm !== 'string' || customers.ownerOf(pm) === undefined))
    return invalidParam('resource_missing', 'payment_method', `No such PaymentMethod: '${String(pm)}'`);
  if (pm !== undefined && customers.ownerOf(pm) !== customer)
    return invalidParam(
      undefined,
      'payment_method',
      `The provided PaymentMethod ${pm} belongs to another Customer, or the request names none; ` +
        'a saved PaymentMethod is used together with its Customer.',
    );
  if (offSession !== undefined && confirm !== 'true')
    return invalidParam(undefined, 'off_session', '`off_session` may only be set when `confirm` is true.');
  if (confirm === 'true' && pm === undefined)
    return invalidParam(
      undefined,
      'payment_method',
      "You cannot confirm this PaymentIntent because it's missing a payment method.",
    );
  if (confirm === 'true' && offSession !== 'true')
    return invalidParam(
      undefined,
      'confirm',
      'Fake Stripe: confirm=true is supported with off_session=true only.',
    );
  return {
    customer: typeof customer === 'string' ? customer : null,
    setupFutureUsage: usage ?? null,
    paymentMethod: typeof pm === 'string' ? pm : null,
    confirm: confirm === 'true',
  };
}

/** The store of Customers and of the PaymentMethods attached to them. */
export interface FakeCustomers {
  /** Answers `POST /v1/customers`; undefined for any other request. */
  route(method: string, path: string, params: FormObject): Answer | undefined;
  get(id: string): FakeCustomer | undefined;
  /** Attaches a PaymentMethod to a Customer (a successful payment with `setup_future_usage`). */
  attach(paymentMethod: string, customer: string): void;
  /** The Customer a PaymentMethod is attached to, or undefined. */
  ownerOf(paymentMethod: string): string | undefined;
  /** The PaymentMethods attached to a Customer, oldest first. */
  paymentMethodsOf(customer: string): string[];
  /** Makes off-session charges of a Customer's cards, or of one PaymentMethod, decline with `code`. */
  declineOffSession(customerOrPaymentMethod: string, code: OffSessionDecline): void;
  /** How an off-session charge of `paymentMethod` for `customer` declines, or undefined when it succeeds. */
  offSessionDecline(customer: string, paymentMethod: string): OffSessionDecline | undefined;
}

const textOf = (value: FormObject[string] | undefined): string | null =>
  typeof value === 'string' ? value : null;

/** A new, empty store. */
export function createFakeCustomers(): FakeCustomers {
  const customers = new Map<string, FakeCustomer>();
  const owners = new Map<string, string>();
  const declines = new Map<string, OffSessionDecline>();

  function create(params: FormObject): Answer {
    const { email, metadata } = params;
    if (email !== undefined && (typeof email !== 'string' || !/^\S+@\S+$/.test(email)))
      return invalidParam('email_invalid', 'email', `Invalid email address: ${JSON.stringify(email)}`);
    const customer: FakeCustomer = {
      id: stripeId('cus'),
      object: 'customer',
      email: textOf(email),
      name: textOf(params.name),
      description: textOf(params.description),
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return { status: 200, body: customer, save: true };
  }

  return {
    route: (method, path, params) =>
      method === 'POST' && path === '/v1/customers' ? create(params) : undefined,
    get: (id) => customers.get(id),
    attach(paymentMethod, customer) {
      owners.set(paymentMethod, customer);
    },
    ownerOf: (paymentMethod) => owners.get(paymentMethod),
    paymentMethodsOf: (customer) =>
      [...owners].filter(([, owner]) => owner === customer).map(([paymentMethod]) => paymentMethod),
    declineOffSession(customerOrPaymentMethod, code) {
      declines.set(customerOrPaymentMethod, code);
    },
    offSessionDecline: (customer, paymentMethod) => declines.get(paymentMethod) ?? declines.get(customer),
  };
}
