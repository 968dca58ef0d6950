/**
 * The payment-provider interface (docs/architecture.md §3 "payments", §5): the order module talks to a
 * provider only through it, and the provider is chosen by configuration ({@link ./index}).
 * Amounts are integer minor units (centavos) of the order's currency, ISO 4217 (ADR 0053): ARS, MXN and BRL
 * all have two minor digits, Stripe's smallest unit for each.
 *
 * Every provider's notifications go through the same steps (ADR 0043): a notification arrives →
 * {@link PaymentProvider.readNotification} checks its signature and says what it names → for a payment,
 * {@link PaymentProvider.fetchNotified} gives the truth about it → the order module settles the order as
 * that truth says → the modules that registered for a paid notification act on it (orders' hooks: the
 * reconciliation gives back a second payment of the order, ADR 0044).
 * @module
 */
import type { PaymentProvider as ProviderName, PaymentStart } from '../../../../shared/contract/orders';
import type { Currency } from '../../../../shared/domain/currency';

/** What a provider needs to start charging an order. */
export interface PaymentRequest {
  orderId: string;
  /** The member-facing reference (`BG-…`), shown on bank statements and the provider's dashboard. */
  reference: string;
  /** Total in centavos (> 0) of {@link currency}. */
  amountCentavos: number;
  /** The order's currency (ADR 0053): the provider charges in it, never converting. */
  currency: Currency;
  buyerEmail: string;
  /**
   * Keep the card for later charges without the customer (a paid plan's monthly renewal, ADR 0017):
   * Stripe attaches it to a Customer (`setup_future_usage: off_session`).
   */
  saveCard?: boolean;
}

/** A charge to the card of an earlier paid order, without the customer present (a plan renewal, ADR 0017). */
export interface SavedCardCharge extends Omit<PaymentRequest, 'saveCard'> {
  /** The earlier paid order's payment id (Stripe: its PaymentIntent names the Customer and the card). */
  previousPaymentId: string;
  /** Demo provider: the last 4 digits of the card given for the earlier payment (null when unknown). */
  cardLast4: string | null;
}

/**
 * Failure code (BuscaGym's, not one of a provider's) of a saved-card charge that could not be attempted:
 * the earlier payment left no card to charge (Stripe: no card on a Customer — it did not succeed, it was
 * made without `saveCard`, its Customer was deleted, or Stripe does not know it; MercadoPago likewise).
 */
export const PAYMENT_METHOD_MISSING = 'payment_method_missing';

/** A started payment: the provider's id for it and what the browser needs to complete it. */
export interface StartedPayment {
  paymentId: string;
  start: PaymentStart;
}

/**
 * Where a payment stands at the provider: `succeeded` (money taken), `failed` (the last attempt was
 * declined and the provider gave up or awaits another method), `canceled`, or `pending` (anything
 * else: awaiting the customer, processing, needing action).
 */
export type PaymentStatus = 'succeeded' | 'failed' | 'canceled' | 'pending';

/** A payment's state as the provider reports it. `orderId` comes from the payment's metadata when present. */
export interface PaymentState {
  paymentId: string;
  status: PaymentStatus;
  orderId: string | null;
  /** Provider's decline or error code (e.g. `card_declined`) when failed. */
  failureCode: string | null;
}

/**
 * A refund of (part of) a paid order's payment. `refundId` is BuscaGym's id of the refund row, written
 * before the call: the provider gets it as its idempotency key (Stripe `Idempotency-Key`, MercadoPago
 * `X-Idempotency-Key`), so a retried or resumed refund never returns money twice.
 */
export interface RefundRequest {
  /** The provider's id of the paid payment (the order's `paymentId`). */
  paymentId: string;
  orderId: string;
  /** Our refund id (uuid), the idempotency key. */
  refundId: string;
  /** Amount to give back, integer centavos (> 0, at most what is left of the payment). */
  amountCentavos: number;
  /** Free text why (shown to the member, kept by the provider as metadata). */
  reason: string;
}

/**
 * Where a refund stands at the provider: `succeeded` (money on its way back), `pending` (the provider
 * accepted it and settles later), `failed` (refused: nothing returned).
 */
export type RefundStatus = 'succeeded' | 'pending' | 'failed';

/** A refund as the provider answered it. */
export interface RefundResult {
  /** The provider's id of the refund (Stripe `re_…`; demo `manual_refund_<refundId>`). */
  providerRefundId: string;
  status: RefundStatus;
}

/** A notification as it arrived: the raw body bytes, the headers (Node's lower-case names), the query. */
export interface NotificationRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

/** A provider's event: its id (the deduplication key: a repeat changes nothing) and type, for the log. */
export interface ProviderEvent {
  id: string;
  type: string;
}

/** A verified notification that a payment changed. Nothing of it is trusted yet but its ids. */
export interface PaymentNotice {
  kind: 'payment';
  /** The provider's id of the payment (Stripe `pi_…`; MercadoPago the payment number, `data.id`). */
  paymentId: string;
  /** Our order id when the notification names one (MercadoPago `?order=`): a hint, checked against the truth. */
  orderHint: string | null;
  /** The provider's event when the notification is one (Stripe `evt_…`); null when it only points at the payment. */
  event: ProviderEvent | null;
  /**
   * The payment's state as the notification carries it, when the provider signs the whole object
   * (Stripe signs the event with the PaymentIntent in it); absent when only an id is signed (MercadoPago).
   */
  signed?: PaymentState;
}

/**
 * What a verified notification names: a payment; another object of a `topic` (MercadoPago's plan
 * subscriptions, `id` its id), handed to the module that registered the topic; or nothing this product
 * acts on (`ignore`, with the event type or topic for the log).
 */
export type Notice =
  PaymentNotice | { kind: 'topic'; topic: string; id: string } | { kind: 'ignore'; type: string };

/** The truth about a notified payment: which order, the payment's state, and the event it counts as. */
export interface NotifiedPayment {
  /**
   * The order: the one whose payment is `paymentId` (Stripe: one PaymentIntent per order), or our order
   * id as the provider keeps it (MercadoPago `external_reference`: one order, several payments).
   */
  order: { paymentId: string } | { orderId: string };
  state: PaymentState;
  event: ProviderEvent;
}

/** Raised by {@link PaymentProvider.readNotification} when the signature, timestamp or body is not acceptable. */
export class WebhookRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRejected';
  }
}

/** Raised when the provider cannot be reached or answers an error (network, 5xx, bad key). */
export class ProviderUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ProviderUnavailable';
  }
}

/** One payment provider (docs/architecture.md §5; the steps of a notification: see the module doc). */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key for the browser (Stripe's publishable key), null when none is needed. */
  readonly publishableKey: string | null;
  /**
   * Starts (or, for the same `orderId`, finds again) the payment of an order. Idempotent per order:
   * Stripe is called with the order id as its idempotency key.
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  createPayment(request: PaymentRequest): Promise<StartedPayment>;
  /**
   * Step 1 of a notification: verifies it (signature and timestamp, on the raw bytes or the signed ids)
   * and says what it names. No I/O.
   * @throws WebhookRejected for a bad or missing signature, a timestamp outside the tolerance, or a
   *   malformed notification; always for a provider that sends none (the demo)
   */
  readNotification(request: NotificationRequest): Notice;
  /**
   * Step 2: the truth about a notified payment — read again at the provider unless the notice carries
   * the signed object itself (`signed`).
   * @returns null when the payment is not one of ours (unknown to the provider, or naming no order of ours)
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  fetchNotified(notice: PaymentNotice): Promise<NotifiedPayment | null>;
  /**
   * Asks the provider where a payment stands (the reconciler).
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  fetchPayment(paymentId: string): Promise<PaymentState>;
  /**
   * Cancels a payment that has not succeeded. @returns its state afterwards (`succeeded` when it was
   * already paid and could not be cancelled)
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  cancelPayment(paymentId: string): Promise<PaymentState>;
  /**
   * Charges a saved card off-session (idempotent per `orderId`). @returns the new payment's state:
   * `succeeded`, `failed` (declined: `failureCode`), or `pending` (processing; a webhook or the
   * reconciler settles it)
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  chargeSavedCard(request: SavedCardCharge): Promise<PaymentState>;
  /**
   * Gives back `amountCentavos` of a succeeded payment. Idempotent per `refundId` (sent as the
   * provider's idempotency key): calling again with the same request returns the same refund.
   * @returns the provider's refund id and status
   * @throws ProviderUnavailable when the provider cannot be reached or refuses the call (e.g. the
   * amount exceeds what is left of the payment)
   * @throws RangeError when `amountCentavos` is not a positive integer
   */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
  /**
   * The provider's own record of money moved in `window` (ADR 0044, the daily reconciliation): payments
   * taken and refunds made. Absent on the demo provider, which moves no money.
   * @throws ProviderUnavailable when the provider cannot be reached
   */
  listMovements?(window: MovementWindow): Promise<ProviderMovement[]>;
}

/** A span of time, `from` included and `to` excluded. */
export interface MovementWindow {
  from: Date;
  to: Date;
}

/**
 * One movement of money at a provider (ADR 0044): a payment taken (MercadoPago: an approved or since
 * refunded payment; Stripe: a charge's balance transaction) or a refund made.
 */
export interface ProviderMovement {
  kind: 'payment' | 'refund';
  /** The provider's id of it: MercadoPago payment or refund id; Stripe `ch_…` or `re_…`. */
  id: string;
  /** Our payment id of the order it belongs to (Stripe `pi_…`, MercadoPago `mp_order_<order id>`), or null. */
  paymentId: string | null;
  /** The order it names (MercadoPago `external_reference`, Stripe metadata), or null. */
  orderId: string | null;
  /** The provider's id of the payment a refund gives back (MercadoPago payment id, Stripe charge); for a payment, its own id. */
  sourceId: string;
  /** Integer centavos > 0. */
  amountCentavos: number;
  /** ISO 4217, upper case. */
  currency: string;
  at: Date;
}
