/**
 * MercadoPago's part of the configuration (docs/decisions "payment providers and the MercadoPago
 * marketplace", ADR 0028; per country ADR 0056): the platform's access token and webhook secret of
 * Argentina (site `MLA`; MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET), of México (`MLM`) and of
 * Brasil (`MLB`) — each pair both set or both unset, checked at start-up by the payments module
 * (`mercadoPagoSites`) —, the OAuth application partners connect with per country (Argentina's
 * MERCADOPAGO_CLIENT_ID / _CLIENT_SECRET, México's and Brasil's MERCADOPAGO_MX_… / MERCADOPAGO_BR_…, each
 * pair both set or both unset, checked by the payment-accounts module's `oauthApplications`), and the base
 * URLs (each country's authorization host, MercadoPago developers "OAuth": auth.mercadopago.com.ar, .com.mx,
 * .com.br). Read by ./config; documented in `.env.example` and the README.
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
  MERCADOPAGO_MX_CLIENT_ID: optional,
  MERCADOPAGO_MX_CLIENT_SECRET: optional,
  MERCADOPAGO_BR_CLIENT_ID: optional,
  MERCADOPAGO_BR_CLIENT_SECRET: optional,
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  MERCADOPAGO_AUTH_URL: z.url().default('https://auth.mercadopago.com.ar'),
  MERCADOPAGO_MX_AUTH_URL: z.url().default('https://auth.mercadopago.com.mx'),
  MERCADOPAGO_BR_AUTH_URL: z.url().default('https://auth.mercadopago.com.br'),
};

/** One country's pair as configured (either may be unset). */
export interface MpCountryCredentials {
  accessToken: string | undefined;
  webhookSecret: string | undefined;
}

/** One country's OAuth application as configured (either value may be unset) and its authorization host. */
export interface MpApplicationConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Without a trailing slash. */
  authUrl: string;
}

/** MercadoPago settings (payments/providers/mercadopago, payment-accounts); URLs without a trailing slash. */
export interface MercadoPagoConfig extends MpCountryCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** México's and Brasil's credentials; `accessToken` and `webhookSecret` are Argentina's. */
  countries?: Partial<Record<'MX' | 'BR', MpCountryCredentials>>;
  /** México's and Brasil's OAuth applications; `clientId`, `clientSecret` and `authUrl` are Argentina's. */
  applications?: Partial<Record<'MX' | 'BR', MpApplicationConfig>>;
  apiUrl: string;
  authUrl: string;
}

const noSlash = (url: string): string => url.replace(/\/+$/, '');

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
  applications: {
    MX: {
      clientId: e.MERCADOPAGO_MX_CLIENT_ID,
      clientSecret: e.MERCADOPAGO_MX_CLIENT_SECRET,
      authUrl: noSlash(e.MERCADOPAGO_MX_AUTH_URL),
    },
    BR: {
      clientId: e.MERCADOPAGO_BR_CLIENT_ID,
      clientSecret: e.MERCADOPAGO_BR_CLIENT_SECRET,
      authUrl: noSlash(e.MERCADOPAGO_BR_AUTH_URL),
    },
  },
  apiUrl: noSlash(e.MERCADOPAGO_API_URL),
  authUrl: noSlash(e.MERCADOPAGO_AUTH_URL),
});
