/**
 * User-facing Spanish (es-AR, voseo) texts of a partner's country (ADR 0054) that both sides use: the
 * refusals of the country and of Brasil's tax id kind. The identifiers' own refusals are
 * `taxIdMessages` and `phoneMessages` (./tax-ids). Not re-exported by `messages/index.ts`: only the
 * partner profile and gym calls and forms load it, not the first screens (ADR 0013).
 * @module
 */
import { room } from './i18n/room';
import { partnerCountryCatalog } from './locales/es-AR/partners-countries';

/** Refusals of the partner's and the gym's country fields. */
export const partnerCountryMessages = /* @__PURE__ */ room(partnerCountryCatalog, {
  /** A country other than Argentina, México or Brasil (COUNTRY_CODES). */
  country: /*i18n*/ { id: 'partnerCountry.country' },
  /** A Brazilian tax id sent without saying whether it is a CPF or a CNPJ. */
  brTaxIdKind: /*i18n*/ { id: 'partnerCountry.brTaxIdKind' },
});
