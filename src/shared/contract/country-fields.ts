/**
 * Field schemas of each country's identifiers and phones (SPEC §3 "Partner"; ADR 0007): tax ids and bank
 * account keys (shared/domain/ids, the `stdnum` library) and phones (shared/domain/phone,
 * libphonenumber-js), each optional, answering its normal form and refusing with the Spanish message of
 * its kind and reason (`taxIdMessages`, `phoneMessages`); and the country field itself (ADR 0054). Used by
 * the server and by the forms.
 * @module
 */
import { z } from 'zod';
import type { Text } from './common';
import { COUNTRY_CODES } from '../domain/countries';
import { checkId, type IdCountry, type IdKind, type IdReasonOf } from '../domain/ids';
import { normalisePhone, type PhoneCountry } from '../domain/phone';
import { partnerCountryMessages } from '../messages/partners-countries';
import { phoneMessages, taxIdMessages } from '../messages/tax-ids';
import { optionalChecked } from './optional-field';

/** The messages of every identifier kind, one per reason its check gives (checked here by the compiler). */
const ID_MESSAGES: {
  readonly [C in IdCountry]: { readonly [K in IdKind<C>]: Readonly<Record<IdReasonOf<C, K>, string>> };
} = taxIdMessages;

/**
 * An optional identifier of `country` of kind `kind` (`taxIdSchema('BR', 'cnpj')`): blank or null is null;
 * otherwise it answers the identifier normalised (digits, or upper-case letters and digits for RFC and
 * CNPJ) or refuses it with its reason's message of `taxIdMessages`.
 */
export const taxIdSchema = <C extends IdCountry, K extends IdKind<C>>(country: C, kind: K) => {
  const messages: Readonly<Record<IdReasonOf<C, K>, string>> = ID_MESSAGES[country][kind];
  return optionalChecked(z.string(), (value) => {
    const r = checkId(country, kind, value);
    return r.ok ? r : { ok: false, message: messages[r.reason] };
  });
};

/**
 * An optional phone of `country` (libphonenumber-js), refused with `message` (the country's
 * `phoneMessages` text unless given); answers E.164 (`+541143215678`) or null when blank.
 */
export const phoneSchema = (country: PhoneCountry, message: Text = () => phoneMessages[country]) =>
  optionalChecked(z.string().max(40, { error: message }), (value) => {
    const e164 = normalisePhone(country, value);
    return e164 ? { ok: true, value: e164 } : { ok: false, message: message() };
  });

/**
 * A country of a partner or a gym (ADR 0054): one of `COUNTRY_CODES` (`AR`, `MX`, `BR`, ISO 3166-1
 * alpha-2 in upper case), refused with `partnerCountryMessages.country`.
 */
export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: () => partnerCountryMessages.country });
