/**
 * MercadoPago's sites (ADR 0056, ADR 0051): MercadoPago runs one "site" per country — `MLA` Argentina
 * (ARS), `MLM` México (MXN), `MLB` Brasil (BRL) — and an account, its access token and its application's
 * webhook secret belong to one site, which charges only in its currency (a preference whose `currency_id`
 * is another is refused with a 400; MercadoPago developers, "Sites" and "Checkout Pro > Preferencias").
 * The platform's credentials are kept per country: Argentina's are MERCADOPAGO_ACCESS_TOKEN and
 * MERCADOPAGO_WEBHOOK_SECRET (as before the other countries came), México's and Brasil's
 * MERCADOPAGO_MX_… and MERCADOPAGO_BR_…. An order is paid through the site of its currency's country.
 * @module
 */
import {
  COUNTRIES,
  COUNTRY_CODES,
  type Country,
  type CountryCode,
} from '../../../../../shared/domain/countries';
import { countryOfCurrency, type Currency } from '../../../../../shared/domain/currency';
import { paymentSiteMessages } from '../../../../../shared/messages/payment-methods';
import { AppError } from '../../../../app-error';
import type { Config } from '../../../../config';
import { WebhookRejected } from '../provider';

/** A MercadoPago site id. */
export type MpSite = Country['mercadoPagoSite'];

/** The platform's access token and webhook secret at one site. */
export interface MpCredentials {
  accessToken: string;
  webhookSecret: string;
}

/** The platform's credentials of each country it takes MercadoPago payments in (absent: none there). */
export type MpSites = Partial<Record<CountryCode, MpCredentials>>;

/** The variables of each country's credentials, token first. */
export const MP_SITE_VARIABLES: Readonly<Record<CountryCode, readonly [string, string]>> = {
  AR: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'],
  MX: ['MERCADOPAGO_MX_ACCESS_TOKEN', 'MERCADOPAGO_MX_WEBHOOK_SECRET'],
  BR: ['MERCADOPAGO_BR_ACCESS_TOKEN', 'MERCADOPAGO_BR_WEBHOOK_SECRET'],
};

/** The country of a site id, or null when `site` is none of {@link COUNTRIES}'. */
export const countryOfSite = (site: string | null | undefined): CountryCode | null =>
  COUNTRY_CODES.find((code) => COUNTRIES[code].mercadoPagoSite === site) ?? null;

/** Whether `value` is the site of one of {@link COUNTRIES}. */
export const isMpSite = (value: unknown): value is MpSite =>
  typeof value === 'string' && countryOfSite(value) !== null;

/** The site an amount in `currency` is charged through: its country's. */
export const siteOfCurrency = (currency: Currency): MpSite =>
  COUNTRIES[countryOfCurrency(currency)].mercadoPagoSite;

/** What {@link mercadoPagoSites} reads of `config.mercadopago`. */
export type MpSiteConfig = Pick<Config['mercadopago'], 'accessToken' | 'webhookSecret' | 'countries'>;

/** A country's two values as given, either possibly unset. */
type GivenPair = { accessToken?: string | undefined; webhookSecret?: string | undefined } | undefined;

/**
 * Two variables that only work together (a token and its secret, a client id and its secret): both
 * values, or neither (undefined) unless `required`.
 * @param names - the two variables' names, in the order of `values`
 * @param needer - who needs them, for the error (`PAYMENT_PROVIDER=mercadopago`)
 * @throws Error `Invalid configuration: <needer> needs <the missing variable(s)>` when one is missing,
 *   or both and `required`
 */
export function configuredPair(
  names: readonly [string, string],
  values: readonly [string | undefined, string | undefined],
  required: boolean,
  needer: string,
): [string, string] | undefined {
  const [first, second] = values;
  if (!first && !second && !required) return undefined;
  if (first && second) return [first, second];
  const missing = [...(first ? [] : [names[0]]), ...(second ? [] : [names[1]])];
  throw new Error(`Invalid configuration: ${needer} needs ${missing.join(' and ')}`);
}

/**
 * Country `code`'s credentials of `given`: both set, or none (undefined) unless `required`.
 * @throws Error naming the variable(s) missing ({@link configuredPair})
 */
function pairOf(code: CountryCode, given: GivenPair, required: true): MpCredentials;
function pairOf(code: CountryCode, given: GivenPair, required: false): MpCredentials | undefined;
function pairOf(code: CountryCode, given: GivenPair, required: boolean): MpCredentials | undefined {
  const values = [given?.accessToken, given?.webhookSecret] as const;
  const pair = configuredPair(MP_SITE_VARIABLES[code], values, required, 'PAYMENT_PROVIDER=mercadopago');
  return pair && { accessToken: pair[0], webhookSecret: pair[1] };
}

/**
 * The platform's credentials per country of `mp`: Argentina's are required; another country whose two
 * variables are both set is configured, one whose two are unset is not.
 * @throws Error naming the variables when Argentina (the platform's own country: plans and Pase
 *   BuscaGym are charged there, ADR 0053) misses one, or another country has one of its two and not the other
 */
export function mercadoPagoSites(mp: MpSiteConfig): MpSites & { AR: MpCredentials } {
  const sites: MpSites & { AR: MpCredentials } = { AR: pairOf('AR', mp, true) };
  for (const code of COUNTRY_CODES) {
    if (code === 'AR') continue;
    const pair = pairOf(code, mp.countries?.[code], false);
    if (pair) sites[code] = pair;
  }
  return sites;
}

/** The platform's accounts of the provider: its credentials per site and the lookups on them. */
export interface PlatformSites {
  /** Every configured country's credentials, Argentina's first. */
  readonly all: readonly MpCredentials[];
  /**
   * The credentials at `site`.
   * @throws AppError CONFLICT ({@link paymentSiteMessages.notConfigured}) when that country has none
   */
  of(site: MpSite): MpCredentials;
  /** Whether the platform takes payments at `site`. */
  open(site: MpSite): boolean;
  /**
   * The webhook secret of the site a notification names (`MLA` when none).
   * @throws WebhookRejected when that site is none of ours or has no credentials
   */
  webhookSecretOf(site: string | undefined): string;
}

/** The {@link PlatformSites} of Argentina's credentials and the other countries'. */
export function platformSites(argentina: MpCredentials, others: Omit<MpSites, 'AR'> = {}): PlatformSites {
  const sites: MpSites = { ...others, AR: argentina };
  const find = (site: string | undefined): MpCredentials | null => {
    const country = countryOfSite(site);
    return (country && sites[country]) ?? null;
  };
  return {
    all: [argentina, ...Object.values(others)],
    of(site) {
      const credentials = find(site);
      if (!credentials)
        throw new AppError('CONFLICT', paymentSiteMessages.notConfigured(countryOfSite(site)));
      return credentials;
    },
    open: (site) => find(site) !== null,
    webhookSecretOf(site) {
      const credentials = find(site ?? 'MLA');
      if (!credentials) throw new WebhookRejected(`no credentials of site ${site}`);
      return credentials.webhookSecret;
    },
  };
}

/**
 * Our notification URL of an order: the webhook with the order as a hint and, outside Argentina, the
 * site whose webhook secret signs it (`&site=MLM`).
 */
export const notificationUrl = (publicUrl: string, orderId: string, site: MpSite): string =>
  `${publicUrl}/api/payments/mercadopago/webhook?order=${encodeURIComponent(orderId)}` +
  (site === 'MLA' ? '' : `&site=${site}`);
