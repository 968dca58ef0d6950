/**
 * Contract of a partner's connected MercadoPago account (docs/decisions "payment providers and the
 * MercadoPago marketplace"), under `/api/partner/payments/mercadopago`:
 * - `GET` → {@link paymentAccountSchema}
 * - `GET /connect` → 302 to MercadoPago's authorization page (OAuth authorization-code flow)
 * - `GET /callback?code=&state=` → 302 back to the partner's profile with `?mercadopago=connected`
 *   (or `=error`)
 * - `DELETE` → {@link paymentAccountSchema} (disconnected)
 * - `GET /api/payments/mercadopago/gyms/{id}/online` → {@link gymOnlineSchema} (public)
 * Times are ISO 8601 (UTC).
 * @module
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries';

/**
 * The partner's MercadoPago account: `available` says whether he can connect one (his country has
 * BuscaGym's OAuth application, ADR 0056) or is connected; `connected` with the country of the account's
 * MercadoPago site (`MLA` Argentina, `MLM` México, `MLB` Brasil), the account id at MercadoPago, when it
 * was connected and until when its token runs (it is refreshed before).
 */
export const paymentAccountSchema = z
  .object({
    available: z.boolean(),
    connected: z.boolean(),
    country: z.enum(COUNTRY_CODES).nullable(),
    accountId: z.string().nullable(),
    connectedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentAccount' });
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** Query of the OAuth callback (MercadoPago sends `code` and our `state`, or an `error`). */
export const connectCallbackQuerySchema = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export type ConnectCallbackQuery = z.infer<typeof connectCallbackQuerySchema>;

/** Where the callback sends the partner back: his profile with this query value. */
export const CONNECT_RESULT_PARAM = 'mercadopago';
export type ConnectResult = 'connected' | 'error';

/** Whether a gym's products can be paid online (false: "Pago online no disponible"). */
export const gymOnlineSchema = z.object({ online: z.boolean() }).meta({ id: 'GymOnlinePayment' });
export type GymOnline = z.infer<typeof gymOnlineSchema>;
