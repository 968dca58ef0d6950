/**
 * BuscaGym's MercadoPago OAuth applications, one per country (ADR 0056, ADR 0028 decision 5): an
 * application, its authorization host and the accounts it connects belong to one MercadoPago site, so a
 * partner connects through his country's (MercadoPago developers "OAuth", per country:
 * https://www.mercadopago.com.ar/developers/es/docs/security/oauth/creation, and the same page on
 * mercadopago.com.mx and mercadopago.com.br; hosts auth.mercadopago.com.ar, .com.mx, .com.br).
 * Argentina's is MERCADOPAGO_CLIENT_ID / _CLIENT_SECRET (at MERCADOPAGO_AUTH_URL) as before the other
 * countries came; México's and Brasil's MERCADOPAGO_MX_… and MERCADOPAGO_BR_….
 * @module
 */
import { COUNTRY_CODES, type CountryCode } from '../../../shared/domain/countries';
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { AppError } from '../../app-error';
import type { Config } from '../../config';
import { configuredPair } from '../payments/index';

/** One country's OAuth application: its client id and secret, and its authorization host (no trailing slash). */
export interface OAuthApplication {
  clientId: string;
  clientSecret: string;
  authUrl: string;
}

/** The applications of the countries that have one. */
export type OAuthApplications = Partial<Record<CountryCode, OAuthApplication>>;

/** The variables of each country's application, client id first. */
export const OAUTH_VARIABLES: Readonly<Record<CountryCode, readonly [string, string]>> = {
  AR: ['MERCADOPAGO_CLIENT_ID', 'MERCADOPAGO_CLIENT_SECRET'],
  MX: ['MERCADOPAGO_MX_CLIENT_ID', 'MERCADOPAGO_MX_CLIENT_SECRET'],
  BR: ['MERCADOPAGO_BR_CLIENT_ID', 'MERCADOPAGO_BR_CLIENT_SECRET'],
};

/** What {@link oauthApplications} reads of `config.mercadopago`. */
export type OAuthConfig = Pick<
  Config['mercadopago'],
  'clientId' | 'clientSecret' | 'authUrl' | 'applications'
>;

/**
 * The OAuth application of each country of `mp` whose two variables are both set (none is required).
 * @throws Error naming the missing variable when a country has one of its two and not the other
 *   (as the platform's credentials, payments' `configuredPair`)
 */
export function oauthApplications(mp: OAuthConfig): OAuthApplications {
  const given = { ...mp.applications, AR: mp };
  const applications: OAuthApplications = {};
  for (const code of COUNTRY_CODES) {
    const app = given[code];
    const needer = `MercadoPago's OAuth application of ${code}`;
    const pair = configuredPair(OAUTH_VARIABLES[code], [app?.clientId, app?.clientSecret], false, needer);
    if (app && pair) applications[code] = { clientId: pair[0], clientSecret: pair[1], authUrl: app.authUrl };
  }
  return applications;
}

/**
 * The application partners of `country` connect with.
 * @throws AppError CONFLICT ({@link paymentAccountMessages.connectUnavailableIn}) when that country has none
 */
export function applicationOf(applications: OAuthApplications, country: CountryCode): OAuthApplication {
  const app = applications[country];
  if (!app) throw new AppError('CONFLICT', m.connectUnavailableIn(country));
  return app;
}
