/**
 * Business constants of commerce: cart, checkout, payments and passes (docs/architecture.md §5; SPEC §4 cart
 * rules), shared by server and web. Documented in ADR 0008 (docs/decisions/0008-commerce.md).
 * @module
 */

/** Smallest unit of the peso: 1 ARS = 100 centavos (ISO 4217 minor unit 2; Stripe amounts are in centavos). */
export const CENTAVOS_PER_PESO = 100;
/** Quantity bounds of one cart line (integers). */
export const CART_MIN_QTY = 1;
export const CART_MAX_QTY = 99;
/** Most distinct lines in one cart. */
export const CART_MAX_LINES = 30;
/** `Idempotency-Key` header: 16–100 characters of `[A-Za-z0-9_-]` (a UUID v4 from the browser). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** Product kinds: a gym's monthly membership, or one of its services sold per class. */
export const PRODUCT_KINDS = ['membership', 'service'] as const;
/** Units shown next to a unit price (Spanish, as the member reads them). */
export const PRODUCT_UNITS = { membership: 'mes', service: 'clase' } as const;
/** Order states (docs/architecture.md §5): pending → paid | failed | cancelled; paid → refunded. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
/**
 * The statuses of an order that counts as a purchase in "Mis compras": it was paid (a refund keeps the
 * receipt). `failed` and `cancelled` orders are attempts: shown to the member, without a receipt.
 */
export const PURCHASE_STATUSES = [
  'paid',
  'refunded',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
/** Payment providers (docs/architecture.md §3 "payments"). */
export const PAYMENT_PROVIDERS = ['manual', 'stripe', 'mercadopago'] as const;
/** A payment provider's name. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** When partners' MercadoPago tokens near their expiry are refreshed (cron, UTC; daily at 04:17, ADR 0028). */
export const PAYMENT_ACCOUNTS_REFRESH_CRON = '17 4 * * *';
/**
 * Card that the demo (`manual`) provider declines: Stripe's generic-decline test card
 * (stripe.com/docs/testing), so the same number fails in both modes. Only its last 4 digits reach the server.
 */
export const DEMO_DECLINE_CARD = '4000 0000 0000 0002';
export const DEMO_DECLINE_LAST4 = '0002';
/** A service pass stays usable this many months after payment (class packs expire; ADR 0008). */
export const SERVICE_PASS_VALIDITY_MONTHS = 12;
/** Stripe's default webhook timestamp tolerance, seconds (Stripe-Signature `t`). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;
/** Orders still pending after this long are asked about at the provider by the reconciler, ms. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Pending orders older than this with no payment started are cancelled by the reconciler, ms. */
export const PENDING_ORDER_EXPIRY_MS = 24 * 60 * 60_000;
/** Orders per page of "Mis compras". */
export const ORDERS_PAGE_SIZE = 10;
