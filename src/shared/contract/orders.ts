/**
 * Contract of checkout, orders, payments and passes (docs/architecture.md §5; SPEC §2 `/stripe`):
 * - `GET /api/payments/config` → {@link paymentConfigSchema} (public: which provider, demo mode)
 * - `POST /api/orders/checkout` + header `Idempotency-Key` → {@link checkoutResponseSchema}
 * - `POST /api/orders/{id}/demo-pay` {@link demoPayBodySchema} → {@link orderResponseSchema} (`manual` only)
 * - `GET /api/orders?page=` → {@link ordersResponseSchema}; `GET /api/orders/{id}` → {@link orderResponseSchema}
 * - `POST /api/payments/stripe/webhook` (Stripe's signed event; raw body)
 * - `POST /api/payments/mercadopago/webhook` (MercadoPago's signed notification)
 * - `POST /api/passes/verify` {@link passVerifyBodySchema} → {@link passVerifyResponseSchema}
 * Times are ISO 8601 (UTC); amounts are in the spec's decimal form, in the order's `currency` (ADR 0053).
 * @module
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, PRODUCT_KINDS } from '../constants/commerce';
import { ORDER_KINDS } from '../constants/plans';
import { commerceMessages as m } from '../messages/commerce';
import { creditSpendingMessages } from '../messages/credits-gyms';
import { creditAdmissionSchema } from './credits-gyms';
import {
  currencySchema,
  decimalSchema,
  itemAnswer,
  pageAnswer,
  sellerGymFields,
  trimmedText,
} from './common';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Whether a pass can be used now, and if not why. */
export const passStateSchema = z.enum(['valid', 'notYetValid', 'expired', 'usedUp', 'revoked']);
export type PassState = z.infer<typeof passStateSchema>;

/**
 * A digital pass for a paid membership or service. `code` is the signed, unguessable text the QR
 * code holds and `doorCode` the short code to type at the counter when the QR cannot be read (both
 * shown only to its member). Membership: valid `validFrom`–`validUntil` (qty months from
 * the payment); service: `usesTotal` uses (`usesLeft` remaining) until `validUntil`.
 */
export const passSchema = z
  .object({
    _id: z.uuid(),
    code: z.string(),
    /** Short code to type at the counter (8 Crockford base32 symbols, shared/domain/door-code). */
    doorCode: z.string(),
    ...sellerGymFields,
    productName: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    validFrom: z.string(),
    validUntil: z.string(),
    usesTotal: z.number().int().nullable(),
    usesLeft: z.number().int().nullable(),
    state: passStateSchema,
    /** Entries admitted at the door with this pass, and the last one's time (ISO 8601), if any. */
    visits: z.number().int(),
    lastVisitAt: z.string().nullable(),
    /** Whether the member lets this pass's gym see the member's health conditions (Ley 25.326). */
    healthShared: z.boolean(),
  })
  .meta({ id: 'Pass' });
export type Pass = z.infer<typeof passSchema>;

/**
 * One line of an order: the price snapshot taken at checkout. `lineTotal` = `unitPrice` × `qty`, both in
 * `currency`, the order's.
 */
export const orderLineSchema = z
  .object({
    _id: z.uuid(),
    productId: z.uuid(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string(),
    unit: z.string(),
    ...sellerGymFields,
    unitPrice: decimalSchema,
    qty: z.number().int(),
    lineTotal: decimalSchema,
    currency: currencySchema,
    pass: passSchema.nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A refund of an order (ADR 0027): what was given back, why, and when it was asked (ISO 8601). */
export const orderRefundSchema = z
  .object({ amount: decimalSchema, reason: z.string(), createdAt: z.string() })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * An order (docs/architecture.md §5): `reference` is what the member and the receipt quote (`BG-` + 8
 * symbols); the time of each transition reached is set, the others are null. `kind` `cart` is a
 * member's purchase (its `lines`); `plan` is a partner's month of a paid plan (`plan`, no lines; ADR 0017).
 * Every amount is in `currency`: its cart's one currency, or BuscaGym's (ARS) for a plan or credits month
 * (ADR 0053); refunds give back in it.
 */
export const orderSchema = z
  .object({
    _id: z.uuid(),
    reference: z.string(),
    kind: z.enum(ORDER_KINDS),
    plan: z.object({ code: z.string(), name: z.string() }).nullable(),
    status: orderStatusSchema,
    provider: paymentProviderSchema,
    total: decimalSchema,
    currency: currencySchema,
    lines: z.array(orderLineSchema),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    failedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    receiptSentAt: z.string().nullable(),
    /**
     * Its refunds, oldest first (refused ones left out), and their sum, `0.00` when none (ADR 0027): a
     * partly refunded order stays `paid`; refunded in full it is `refunded`.
     */
    refunds: z.array(orderRefundSchema),
    refundedAmount: decimalSchema,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** `{order}` answer. */
export const orderResponseSchema = itemAnswer('order', orderSchema, 'OrderResponse');
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * How the browser completes the payment: nothing more than the demo form (`manual`), Stripe's Payment
 * Element, or a redirect to MercadoPago's checkout.
 */
export const paymentStartSchema = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('manual') }),
    z.object({
      provider: z.literal('stripe'),
      clientSecret: z.string(),
      publishableKey: z.string(),
    }),
    /** MercadoPago Checkout Pro: send the browser to `redirectUrl` (the preference's `init_point`). */
    z.object({ provider: z.literal('mercadopago'), redirectUrl: z.string() }),
  ])
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/**
 * Answer of the checkout: the pending order (or the one the same key made before) and how to pay it;
 * `payment` is null when that order is no longer pending (a replay after it was paid or failed).
 */
export const checkoutResponseSchema = z
  .object({ order: orderSchema, payment: paymentStartSchema.nullable() })
  .meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Headers of the checkout: the client's idempotency key (docs/architecture.md §5). */
export const checkoutHeadersSchema = z.object({
  'idempotency-key': z.string({ error: () => m.idempotencyKeyMissing }).regex(/^[A-Za-z0-9_-]{16,100}$/, {
    error: () => m.idempotencyKeyMissing,
  }),
});

/**
 * Body of the demo payment: the last 4 digits of the test card typed in the demo form (the full
 * number never leaves the browser). `0002` (card 4000 0000 0000 0002) declines; anything else approves.
 */
export const demoPayBodySchema = z.object({
  cardLast4: z
    .string({ error: () => m.cardLast4Invalid })
    .regex(/^\d{4}$/, { error: () => m.cardLast4Invalid }),
});
export type DemoPayBody = z.infer<typeof demoPayBodySchema>;

/** Query of `GET /api/orders`. */
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * A page of the member's orders, newest first (purchases and failed attempts alike); `total` counts every
 * order (the paging), `purchases` only the paid ones (`PURCHASE_STATUSES` of the commerce constants).
 */
export const ordersResponseSchema = pageAnswer('orders', orderSchema, 'Orders', {
  purchases: z.number().int().min(0),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** Public payment configuration: the provider in use; `demo` is true for `manual`. */
export const paymentConfigSchema = z
  .object({
    provider: paymentProviderSchema,
    demo: z.boolean(),
    publishableKey: z.string().nullable(),
  })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * Body of `POST /api/passes/verify`: the text read from the QR code, or the short door code typed
 * (8 symbols, with or without its hyphen).
 */
export const passVerifyBodySchema = z.object({
  code: trimmedText(8, 200, () => m.passInvalid),
});
export type PassVerifyBody = z.infer<typeof passVerifyBodySchema>;

/** Answer of the verification (for the gym's owner or an administrator): the pass and whether it is usable now. */
export const passVerifyResponseSchema = z
  .object({
    valid: z.boolean(),
    state: passStateSchema,
    pass: passSchema.omit({ code: true, doorCode: true }).extend({ memberFirstName: z.string() }),
  })
  .meta({ id: 'PassVerification' });
export type PassVerifyResponse = z.infer<typeof passVerifyResponseSchema>;

/**
 * Body of `POST /api/passes/checkin`: the text read from the QR code or typed (as verification), and
 * optionally the gym at whose door it was read (a Pase BuscaGym door pass of a member with bookings at
 * more than one of the partner's gyms needs it, ADR 0045 "Check-in").
 */
export const checkinBodySchema = passVerifyBodySchema.extend({
  gymId: z.uuid({ error: () => creditSpendingMessages.gymInvalid }).optional(),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

/**
 * Answer of a check-in at the door. `admitted`: the member may go in (a visit was recorded, or `repeat`:
 * the same pass was admitted less than a minute ago and this scan counts as the same visit). Otherwise
 * `state` says why not (`expired`, `usedUp`, `revoked`, `notYetValid`). `pass` is after the visit
 * (`usesLeft` and `visits` updated), with the member's first name and avatar id. With a Pase BuscaGym
 * door pass (ADR 0045 "Check-in"), `credit` is the class booking or visit settled as attended (or, on a
 * repeat, the one admitted), and `pass` describes that entry: `_id` the door pass, the gym, "Pase
 * BuscaGym", `kind` `service` for a class and `membership` for a visit, valid from its start to its end.
 */
export const checkinResponseSchema = z
  .object({
    admitted: z.boolean(),
    repeat: z.boolean(),
    state: passStateSchema,
    pass: passVerifyResponseSchema.shape.pass.extend({ memberAvatar: z.string().nullable() }),
    credit: creditAdmissionSchema.optional(),
  })
  .meta({ id: 'CheckIn' });
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;
