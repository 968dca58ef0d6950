/**
 * Field schemas of partner and gym bodies (SPEC §3 "Partner", "Gym"; ADR 0007): CBU, CUIL/CUIT, Argentine
 * phones, social-network URLs, prices (written as in the gym's country, ADR 0053). Each normalises what
 * it accepts (digits only, E.164, trimmed) and gives the Spanish messages of `partnerFieldMessages`. Used
 * by the server and by the forms.
 * @module
 */
import { z } from 'zod';
import type { Text } from './common';
import { PRICE_MAX_ARS, SOCIAL_NETWORKS } from '../constants/partners';
import { partnerFieldMessages as f } from '../messages';
import { DEFAULT_COUNTRY, type CountryCode } from '../domain/countries';
import { parsePrice } from '../domain/price-input';
import { phoneSchema, taxIdSchema } from './country-fields';
import { blankToNull } from './optional-field';

export { blankToNull } from './optional-field';

/**
 * An optional text of a form: blank or null is null, anything else is trimmed and at most `max`
 * characters, `tooLong` (Spanish) for a longer one and `invalid` for a value that is not text (zod's
 * own text when not given).
 */
export const clearableText = (max: number, tooLong: Text, invalid?: Text) =>
  z.preprocess(
    blankToNull,
    z
      .string(invalid === undefined ? undefined : { error: invalid })
      .trim()
      .max(max, { error: tooLong })
      .nullable(),
  );

/** Strings are trimmed; other values pass as they are. */
const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

/**
 * Optional CBU or CVU: 22 digits with both BCRA check digits ({@link taxIdSchema} `AR`, `cbu`); answers the
 * 22 digits, or null when blank.
 */
export const cbuSchema = taxIdSchema('AR', 'cbu');

/** Optional CUIL/CUIT: 11 digits, AFIP prefix and mod-11 check digit; answers the digits or null. */
export const cuilSchema = taxIdSchema('AR', 'cuit');

/**
 * Optional Argentine phone (libphonenumber-js) refused with `message`; answers E.164
 * (`+541143215678`) or null when blank.
 */
export const arPhoneField = (message: Text) => phoneSchema('AR', message);

/** The partner and gym phone field ({@link arPhoneField} with the partner message). */
export const arPhoneSchema = arPhoneField(() => f.phoneInvalid);

/** Optional e-mail; answers it lower-cased, or null. */
export const optionalEmailSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(254, { error: () => f.emailInvalid })
    .regex(z.regexes.email, { error: () => f.emailInvalid })
    .transform((e) => e.toLowerCase())
    .nullable(),
);

/** An absolute https URL (http is refused: links open from a secure page), at most 300 characters. */
const httpsUrl = z.preprocess(
  trimmed,
  z.url({ protocol: /^https$/, error: () => f.urlInvalid }).max(300, { error: () => f.urlInvalid }),
);

/**
 * `socialNetworks`: a map from one of {@link SOCIAL_NETWORKS} to an https URL. Blank values are
 * dropped (a cleared field removes the link); unknown keys are refused.
 */
export const socialNetworksInputSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v).filter(([, url]) => !(typeof url === 'string' && url.trim() === '')),
        )
      : v,
  z.partialRecord(z.enum(SOCIAL_NETWORKS, { error: () => f.socialNetworkUnknown }), httpsUrl, {
    // Unknown keys are reported by the record (`unrecognized_keys`), not by the key enum.
    error: () => f.socialNetworkUnknown,
  }),
);
export type SocialNetworksInput = z.output<typeof socialNetworksInputSchema>;

/**
 * Keeps numbers and non-blank strings for `z.coerce.number()`; anything else (`''`, `null`, booleans)
 * becomes `undefined`, which coerces to NaN and fails, instead of silently becoming 0 or 1.
 */
export const numericInput = (v: unknown): unknown =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? v : undefined;

/**
 * Reads a price as typed in `country` (`"30.000,50"` in Argentina, `"1,250.50"` in México, `"R$ 1.250,50"` in
 * Brasil; shared/domain/price-input) into its decimal text; numbers pass as they are; anything else becomes
 * `undefined` (refused, as `numericInput`).
 */
const priceInputIn =
  (country: CountryCode) =>
  (v: unknown): unknown =>
    typeof v === 'string' ? (parsePrice(v, country) ?? undefined) : numericInput(v);

/**
 * A price in the currency of `country` (ADR 0053): 0 to {@link PRICE_MAX_ARS} units, at most two decimals;
 * numbers, or strings written as people in `country` write prices (shared/domain/price-input). Refused with
 * `partnerFieldMessages.price`.
 */
export const priceSchemaIn = (country: CountryCode) =>
  z.preprocess(
    priceInputIn(country),
    z.coerce
      .number({ error: () => f.price })
      .min(0, { error: () => f.price })
      .max(PRICE_MAX_ARS, { error: () => f.price })
      .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
        error: () => f.price,
      }),
  );

/** A price of an Argentine gym ({@link priceSchemaIn} `AR`): numbers, or strings written as es-AR does. */
export const priceSchema = priceSchemaIn(DEFAULT_COUNTRY);

/** Longest typed price kept for the server to read (`"R$ 1.000.000,00"` has 15 characters). */
const TYPED_PRICE_MAX = 40;

/**
 * A gym's or a service's price as sent (ADR 0053): a number, checked here as {@link priceSchema}, or the
 * text the partner typed, kept trimmed for the server to read in the gym's country with
 * {@link readPriceIn} (the body may not name the country: a service's, or an update's, is its gym's).
 * Blank or other values are refused with `partnerFieldMessages.price`.
 */
export const typedPriceSchema = z
  .union([z.number(), z.string().trim()], { error: () => f.price })
  .refine(
    (v) =>
      typeof v === 'string' ? v !== '' && v.length <= TYPED_PRICE_MAX : priceSchema.safeParse(v).success,
    { error: () => f.price },
  )
  .meta({
    description:
      "Units of the gym's country's currency (ADR 0053): a number, or text written as people there write " +
      "prices (Argentina and Brasil '1.250,50', México '1,250.50'; a leading currency sign or code is ignored)",
  });

/**
 * The amount of a {@link typedPriceSchema} value for a gym of `country`.
 * @returns the number, or null when the text is not a price written in that country's way or is out of
 *   range (the caller answers `partnerFieldMessages.price`)
 */
export function readPriceIn(value: number | string, country: CountryCode): number | null {
  const read = (PRICE_SCHEMAS[country] ??= priceSchemaIn(country)).safeParse(value);
  return read.success ? read.data : null;
}

/** {@link priceSchemaIn} of each country, built on first use (each form keystroke and write reads one). */
const PRICE_SCHEMAS: Partial<Record<CountryCode, ReturnType<typeof priceSchemaIn>>> = { AR: priceSchema };
