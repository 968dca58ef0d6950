/**
 * A partner's paid plan as a MercadoPago subscription (ADR 0028, 11; MercadoPago "Suscripciones sin
 * plan asociado": https://www.mercadopago.com.ar/developers/es/reference/subscriptions/_preapproval/post).
 * MercadoPago charges the card every month by itself; BuscaGym only creates, reads and cancels the
 * `preapproval` and reads each monthly charge (`authorized_payment`). Always the platform's token: a
 * plan month is BuscaGym's own sale (ADR 0028, 7).
 *
 * Payment ids of plan orders (the `orders.payment_id` column, unique):
 * - `mp_preapproval_<id>`: the checkout order of a subscription (its first month). Its state is the
 *   preapproval's: `authorized` → succeeded, `cancelled` → canceled, else pending. So the reconciler and
 *   the return page settle it as they settle a Checkout Pro order.
 * - `mp_authorized_<id>`: the order of one later monthly charge (../../../subscriptions/mercadopago-plans).
 * @module
 */
import { z } from 'zod';
import type { MercadoPagoClient } from './client';
import type { MpSellerResolver } from './state';
import { checkAmount, pesos } from './state';
import type { PaymentProvider, PaymentRequest, PaymentState, StartedPayment } from '../provider';

/** Prefix of a subscription's checkout order payment id. */
export const MP_PREAPPROVAL_PREFIX = 'mp_preapproval_';
/** Prefix of a monthly charge's order payment id. */
export const MP_AUTHORIZED_PREFIX = 'mp_authorized_';

/** The preapproval id inside a payment id of ours, or null. */
export const preapprovalIdOf = (paymentId: string | null | undefined): string | null =>
  paymentId?.startsWith(MP_PREAPPROVAL_PREFIX) ? paymentId.slice(MP_PREAPPROVAL_PREFIX.length) || null : null;

/** `GET /preapproval/{id}` (the fields read). */
export const mpPreapprovalSchema = z.object({
  id: z.string(),
  status: z.string(),
  init_point: z.string().nullish(),
  external_reference: z.string().nullish(),
});
export type MpPreapproval = z.infer<typeof mpPreapprovalSchema>;

/**
 * `GET /authorized_payments/{id}` (the fields read): one monthly charge of a preapproval. `payment` is
 * the card payment MercadoPago made for it (absent while only `scheduled`).
 */
export const mpAuthorizedPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  preapproval_id: z.string(),
  status: z.string(),
  transaction_amount: z.number().nullish(),
  date_created: z.string().nullish(),
  payment: z
    .object({
      id: z.union([z.number(), z.string()]).transform(String),
      status: z.string(),
      status_detail: z.string().nullish(),
    })
    .nullish(),
});
export type MpAuthorizedPayment = z.infer<typeof mpAuthorizedPaymentSchema>;

/** Our status of a preapproval status (`pending`, `authorized`, `paused`, `cancelled`). */
export function statusOfPreapproval(status: string): PaymentState['status'] {
  if (status === 'authorized') return 'succeeded';
  if (status === 'cancelled') return 'canceled';
  return 'pending';
}

/** Our status of a monthly charge: its card payment approved → succeeded, rejected → failed. */
export function statusOfAuthorized(charge: MpAuthorizedPayment): PaymentState['status'] {
  if (charge.payment?.status === 'approved') return 'succeeded';
  if (charge.payment?.status === 'rejected' || charge.payment?.status === 'cancelled') return 'failed';
  return 'pending';
}

/** What the provider adds for subscriptions. */
export interface MpSubscriptionApi {
  /** `GET /preapproval/{id}`. @throws ProviderUnavailable; MercadoPagoRefused (404: unknown) */
  readPreapproval(preapprovalId: string): Promise<MpPreapproval>;
  /** `GET /authorized_payments/{id}`. @throws ProviderUnavailable; MercadoPagoRefused (404: unknown) */
  readAuthorizedPayment(chargeId: string): Promise<MpAuthorizedPayment>;
  /**
   * `PUT /preapproval/{id}` `{status: cancelled}` (keyed `cancel-preapproval-<id>`): MercadoPago charges
   * nothing more. A preapproval cancelled already is left alone. @returns its status after
   * @throws ProviderUnavailable
   */
  cancelPreapproval(preapprovalId: string): Promise<string>;
  /**
   * `PUT /preapproval/{id}` `{status}` keyed `idempotencyKey`: `paused` (MercadoPago charges nothing
   * until it is `authorized` again) or `authorized` (it charges again). A cancelled preapproval is left
   * alone. @returns its status after
   * @throws ProviderUnavailable; MercadoPagoRefused (404: unknown)
   */
  setPreapprovalStatus(
    preapprovalId: string,
    status: 'paused' | 'authorized',
    idempotencyKey: string,
  ): Promise<string>;
}

/** What {@link withPreapprovals} needs. */
export interface PreapprovalSettings {
  accessToken: string;
  publicUrl: string;
  sellers?: MpSellerResolver;
  /** The subscription's name on MercadoPago's page and the card statement (Spanish; messages module). */
  reasonOf: (reference: string) => string;
}

/**
 * The provider `base` (Checkout Pro) with subscriptions: a payment that saves the card (a plan
 * checkout, `saveCard`) becomes `POST /preapproval` (`status: pending`, monthly `auto_recurring` in the order's currency,
 * `external_reference` = the order, `back_url` = the partner's profile with the plan return mark), and
 * the partner is sent to its `init_point`; `fetchPayment` and `cancelPayment` of a `mp_preapproval_`
 * payment read and cancel the preapproval (a stale checkout order cannot be authorized afterwards).
 */
export function withPreapprovals<T extends PaymentProvider>(
  base: T,
  client: MercadoPagoClient,
  settings: PreapprovalSettings,
): T & MpSubscriptionApi {
  const token = settings.accessToken;
  const read = (id: string): Promise<MpPreapproval> =>
    client.call(
      { method: 'GET', path: `/preapproval/${encodeURIComponent(id)}`, token },
      mpPreapprovalSchema,
    );
  const stateOf = (paymentId: string, p: MpPreapproval): PaymentState => ({
    paymentId,
    status: statusOfPreapproval(p.status),
    orderId: p.external_reference ?? null,
    failureCode: null,
  });
  async function cancelPreapproval(id: string): Promise<string> {
    const current = await read(id);
    if (current.status === 'cancelled') return current.status;
    const after = await client.call(
      {
        method: 'PUT',
        path: `/preapproval/${encodeURIComponent(id)}`,
        token,
        body: { status: 'cancelled' },
        idempotencyKey: `cancel-preapproval-${id}`,
      },
      mpPreapprovalSchema,
    );
    return after.status;
  }

  async function setPreapprovalStatus(
    id: string,
    status: 'paused' | 'authorized',
    idempotencyKey: string,
  ): Promise<string> {
    const current = await read(id);
    if (current.status === 'cancelled' || current.status === status) return current.status;
    const path = `/preapproval/${encodeURIComponent(id)}`;
    const after = await client.call(
      { method: 'PUT', path, token, body: { status }, idempotencyKey },
      mpPreapprovalSchema,
    );
    return after.status;
  }

  async function subscribe(request: PaymentRequest): Promise<StartedPayment> {
    checkAmount(request.amountCentavos);
    const path = settings.sellers
      ? await settings.sellers.returnPathOf(request.orderId)
      : `/orders/${encodeURIComponent(request.orderId)}`;
    const preapproval = await client.call(
      {
        method: 'POST',
        path: '/preapproval',
        token,
        body: {
          reason: settings.reasonOf(request.reference),
          external_reference: request.orderId,
          payer_email: request.buyerEmail,
          auto_recurring: {
            frequency: 1,
            frequency_type: 'months',
            transaction_amount: pesos(request.amountCentavos),
            currency_id: request.currency,
          },
          back_url: `${settings.publicUrl}${path}`,
          status: 'pending',
        },
        idempotencyKey: `preapproval-${request.orderId}`,
      },
      mpPreapprovalSchema,
    );
    if (!preapproval.init_point) throw new Error(`preapproval ${preapproval.id} has no init_point`);
    return {
      paymentId: `${MP_PREAPPROVAL_PREFIX}${preapproval.id}`,
      start: { provider: 'mercadopago', redirectUrl: preapproval.init_point },
    };
  }

  return {
    ...base,
    createPayment: (request) => (request.saveCard ? subscribe(request) : base.createPayment(request)),
    async fetchPayment(paymentId) {
      const id = preapprovalIdOf(paymentId);
      return id ? stateOf(paymentId, await read(id)) : base.fetchPayment(paymentId);
    },
    async cancelPayment(paymentId) {
      const id = preapprovalIdOf(paymentId);
      if (!id) return base.cancelPayment(paymentId);
      const current = await read(id);
      if (current.status === 'authorized') return stateOf(paymentId, current);
      await cancelPreapproval(id);
      return stateOf(paymentId, await read(id));
    },
    readPreapproval: read,
    readAuthorizedPayment: (chargeId) =>
      client.call(
        { method: 'GET', path: `/authorized_payments/${encodeURIComponent(chargeId)}`, token },
        mpAuthorizedPaymentSchema,
      ),
    cancelPreapproval,
    setPreapprovalStatus,
  };
}
