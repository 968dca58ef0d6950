/**
 * MercadoPago's part of the configuration (docs/decisions "payment providers and the MercadoPago
 * marketplace", ADR 0028; per country ADR 0056): the platform's access token and webhook secret of
 * Argentina (site `MLA`; MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET), of México (`MLM`) and of
 * Brasil (`MLB`) — each pair both set or both unset, checked at start-up by the payments module
 * (`mercadoPagoSites`) —, the OAuth application partners connect with, and the base URLs. Read by ./config;
 * documented in `.env.example`.
 * @module
 */
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The variables, for the configuration's environment schema. */
export const mercadoPagoEnv = {
  MERCADOPAGO_ACCESS_TOKEN: optional,
  MERCADOPAGO_CLIENT_ID: optional,
  MERCADOPAGO_CLIENT_SECRET: optional,
  MERCADOPAGO_WEBHOOK_SECRET: optional,
  MERCADOPAGO_MX_ACCESS_TOKEN: optional,
  MERCADOPAGO_MX_WEBHOOK_SECRET: optional,
  MERCADOPAGO_BR_ACCESS_TOKEN: optional,
  MERCADOPAGO_BR_WEBHOOK_SECRET: optional,
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  MERCADOPAGO_AUTH_URL: z.url().default('https://auth.mercadopago.com.ar'),
};

/** One country's pair as configured (either may be unset). */
export interface MpCountryCredentials {
  accessToken: string | undefined;
  webhookSecret: string | undefined;
}

/** MercadoPago settings (payments/providers/mercadopago, payment-accounts); URLs without a trailing slash. */
export interface MercadoPagoConfig extends MpCountryCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** México's and Brasil's credentials; `accessToken` and `webhookSecret` are Argentina's. */
  countries?: Partial<Record<'MX' | 'BR', MpCountryCredentials>>;
  apiUrl: string;
  authUrl: string;
}

/** The settings of the parsed environment `e`. */
export const mercadoPagoConfigOf = (e: z.infer<z.ZodObject<typeof mercadoPagoEnv>>): MercadoPagoConfig => ({
  accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
  clientId: e.MERCADOPAGO_CLIENT_ID,
  clientSecret: e.MERCADOPAGO_CLIENT_SECRET,
  webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
  countries: {
    MX: { accessToken: e.MERCADOPAGO_MX_ACCESS_TOKEN, webhookSecret: e.MERCADOPAGO_MX_WEBHOOK_SECRET },
    BR: { accessToken: e.MERCADOPAGO_BR_ACCESS_TOKEN, webhookSecret: e.MERCADOPAGO_BR_WEBHOOK_SECRET },
  },
  apiUrl: e.MERCADOPAGO_API_URL.replace(/\/+$/, ''),
  authUrl: e.MERCADOPAGO_AUTH_URL.replace(/\/+$/, ''),
});
