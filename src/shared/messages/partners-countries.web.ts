/**
 * Screen texts (es-AR, voseo) of a partner's country (ADR 0054): the country picker of the business
 * profile, the labels and hints of México's and Brasil's identifiers, what the profile shows of them,
 * and the gym form's country. Country names come from `Intl.DisplayNames` (CLDR), not from here. Not
 * re-exported by `messages/index.ts` (the partner screens load it; ADR 0013). The texts per country take
 * Argentina's from the partner pages' own room (./partners.web).
 * @module
 */
import type { CountryCode } from '../domain/countries';
import { room } from './i18n/room';
import { gymCountryFormCatalog, partnerCountryFormCatalog } from './locales/es-AR/partners-countries.web';
import { gymFormPageMessages, partnerEditPageMessages, partnerProfilePageMessages } from './partners.web';

/** A text for each country. */
type ByCountry = Readonly<Record<CountryCode, string>>;

/**
 * `texts` (a room) with the properties of `getters` added, each read when used (ADR 0055 decision 7): the
 * texts that join this room's with another room's.
 */
function withGetters<T extends object, G extends Readonly<Record<string, () => unknown>>>(
  texts: T,
  getters: G,
): Omit<T, keyof G> & { readonly [K in keyof G]: ReturnType<G[K]> } {
  const added = Object.fromEntries(
    Object.entries(getters).map(([key, get]) => [key, { get, enumerable: true }]),
  );
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(texts), ...added }) as Omit<
    T,
    keyof G
  > & { readonly [K in keyof G]: ReturnType<G[K]> };
}

const partnerCountryFormTexts = /* @__PURE__ */ room(partnerCountryFormCatalog, {
  country: /*i18n*/ { id: 'partnerCountryForm.country' },
  countryHint: /*i18n*/ { id: 'partnerCountryForm.countryHint' },
  rfc: /*i18n*/ { id: 'partnerCountryForm.rfc' },
  rfcHint: /*i18n*/ { id: 'partnerCountryForm.rfcHint' },
  clabe: /*i18n*/ { id: 'partnerCountryForm.clabe' },
  clabeHint: /*i18n*/ { id: 'partnerCountryForm.clabeHint' },
  brTaxIdKind: /*i18n*/ { id: 'partnerCountryForm.brTaxIdKind' },
  cpfOption: /*i18n*/ { id: 'partnerCountryForm.cpfOption' },
  cnpjOption: /*i18n*/ { id: 'partnerCountryForm.cnpjOption' },
  cpf: /*i18n*/ { id: 'partnerCountryForm.cpf' },
  cpfHint: /*i18n*/ { id: 'partnerCountryForm.cpfHint' },
  cnpj: /*i18n*/ { id: 'partnerCountryForm.cnpj' },
  cnpjHint: /*i18n*/ { id: 'partnerCountryForm.cnpjHint' },
  cpfOrCnpj: /*i18n*/ { id: 'partnerCountryForm.cpfOrCnpj' },
  brNoBankKey: /*i18n*/ { id: 'partnerCountryForm.brNoBankKey' },
  /** México's and Brasil's phone hints (Argentina's is the partner edit page's). */
  phoneHint: {
    MX: /*i18n*/ { id: 'partnerCountryForm.phoneHint.MX' },
    BR: /*i18n*/ { id: 'partnerCountryForm.phoneHint.BR' },
  },
  /** México's and Brasil's missing payout notices (Argentina's is the profile page's). */
  missingPayout: {
    MX: /*i18n*/ { id: 'partnerCountryForm.missingPayout.MX' },
    BR: /*i18n*/ { id: 'partnerCountryForm.missingPayout.BR' },
  },
});

/** The business profile form and page: country and identifiers outside Argentina. */
export const partnerCountryFormMessages = /* @__PURE__ */ withGetters(partnerCountryFormTexts, {
  /** The phone field's hint, per country. */
  phoneHint: (): ByCountry => ({
    AR: partnerEditPageMessages.phoneHint,
    ...partnerCountryFormTexts.phoneHint,
  }),
  /** The profile page's notice while the partner lacks what a payout needs, per country. */
  missingPayout: (): ByCountry => ({
    AR: partnerProfilePageMessages.missingPayout,
    ...partnerCountryFormTexts.missingPayout,
  }),
});

const gymCountryFormTexts = /* @__PURE__ */ room(gymCountryFormCatalog, {
  country: /*i18n*/ { id: 'gymCountryForm.country' },
  countryHint: /*i18n*/ { id: 'gymCountryForm.countryHint' },
  /** México's and Brasil's address hints (Argentina's is the gym form's). */
  addressHint: {
    MX: /*i18n*/ { id: 'gymCountryForm.addressHint.MX' },
    BR: /*i18n*/ { id: 'gymCountryForm.addressHint.BR' },
  },
});

/** The gym form's country. */
export const gymCountryFormMessages = /* @__PURE__ */ withGetters(gymCountryFormTexts, {
  /** The phone field's hint, per country: the business profile's. */
  phoneHint: (): ByCountry => partnerCountryFormMessages.phoneHint,
  /** The address field's hint, per country. */
  addressHint: (): ByCountry => ({ AR: gymFormPageMessages.addressHint, ...gymCountryFormTexts.addressHint }),
});
