/**
 * Contract of the partner profile (SPEC §3 "Partner", §4 session, §7 partner calls; ADR 0007,
 * ADR 0017, ADR 0054): the `partner` object, `GET /api/partner/profile/{id}`, `PUT /api/partner/profile/edit/{id}`
 * and `PUT /api/partner/profile/plan/{id}`. `{id}` is always the partner's account id.
 * @module
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/account';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../domain/countries';
import { NEUTRAL_TAX_ID_KINDS } from '../domain/partner-ids';
import { partnerFieldMessages as f } from '../messages';
import { partnerCountryMessages as c } from '../messages/partners-countries';
import { idSchema, itemAnswer, trimmedText } from './common';
import { phoneSchema, taxIdSchema } from './country-fields';
import { blankToNull } from './optional-field';
import {
  cbuSchema,
  clearableText,
  cuilSchema,
  optionalEmailSchema,
  socialNetworksInputSchema,
} from './partner-fields';
import { userIdParamsSchema } from './users';

/**
 * The partner's switches of `PUT /api/partner/profile/notifications/{id}` (ADR 0037): a new sale, a new
 * review of one of its gyms, the decision on one of its claims.
 */
export const partnerNotificationsSchema = z
  .object({ sales: z.boolean(), reviews: z.boolean(), claims: z.boolean() })
  .meta({ id: 'PartnerNotifications' });
export type PartnerNotifications = z.infer<typeof partnerNotificationsSchema>;

/**
 * A partner's profile ("Cliente Empresa"): `_id` is the partner profile's id, `userId` its account's.
 * `country` says which identifiers it has (ADR 0054): in Argentina `cbu` is the bank account id (22
 * digits) and `cuil` the tax id (11 digits); in México `taxId` is the RFC (`taxIdKind` `rfc`) and
 * `bankAccount` the CLABE (18 digits); in Brasil `taxId` is the CPF or the CNPJ (`taxIdKind`) and there
 * is no bank account. `phone` is E.164; fields never filled in, and those of other countries, are null;
 * `socialNetworks` maps a network name to its https address; `plan` is the code of the subscription plan
 * (`GET /api/service/plans/all`).
 */
export const partnerSchema = z
  .object({
    _id: idSchema,
    userId: idSchema,
    name: z.string(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    cbu: z.string().nullable(),
    cuil: z.string().nullable(),
    country: z.enum(COUNTRY_CODES),
    taxIdKind: z.enum(NEUTRAL_TAX_ID_KINDS).nullable(),
    taxId: z.string().nullable(),
    bankAccount: z.string().nullable(),
    socialNetworks: z.record(z.string(), z.string()),
    plan: z.string(),
    /** What the partner is told by mail and on its devices (ADR 0037); each on by default. */
    notifications: partnerNotificationsSchema,
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

/** `{partner}` answer of the partner profile calls. */
export const partnerProfileResponseSchema = itemAnswer('partner', partnerSchema, 'PartnerProfileResponse');
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponseSchema>;

/** Path of the partner profile calls: the partner's account id (UUID), as for user profiles. */
export const partnerIdParamsSchema = userIdParamsSchema;

/** The fields of the edit body every country shares (SPEC §3 "Partner edit payload"). */
const editFields = {
  id: idSchema,
  name: trimmedText(
    1,
    NAME_MAX_LENGTH,
    () => f.nameRequired,
    () => f.nameTooLong,
  ),
  lastName: clearableText(NAME_MAX_LENGTH, () => f.lastNameTooLong),
  email: optionalEmailSchema,
  socialNetworks: socialNetworksInputSchema.default({}),
};

/** The identifier columns a country leaves empty (ADR 0054), for the flat output of every body. */
const NO_AR_IDS = { cbu: null, cuil: null } as const;
const NO_NEUTRAL_IDS = { taxIdKind: null, taxId: null, bankAccount: null } as const;

/** Argentina: the spec's own fields, `cbu` (CBU/CVU) and `cuil` (CUIL/CUIT), and an Argentine phone. */
const arEdit = z
  .object({
    ...editFields,
    country: z.literal('AR'),
    phone: phoneSchema('AR', () => f.phoneInvalid),
    cbu: cbuSchema,
    cuil: cuilSchema,
  })
  .transform((body) => ({ ...body, ...NO_NEUTRAL_IDS }));

/** México: `taxId` the RFC, `bankAccount` the CLABE (each null when absent), a Mexican phone. */
const mxEdit = z
  .object({
    ...editFields,
    country: z.literal('MX'),
    phone: phoneSchema('MX'),
    taxId: taxIdSchema('MX', 'rfc').default(null),
    bankAccount: taxIdSchema('MX', 'clabe').default(null),
  })
  .transform((body) => ({ ...body, ...NO_AR_IDS, taxIdKind: body.taxId === null ? null : ('rfc' as const) }));

/** Brasil's fields but the tax id, which depends on its kind (`brEdit`). */
const brFields = { ...editFields, country: z.literal('BR'), phone: phoneSchema('BR') };
/** A Brazilian body's flat output: the kind is kept only with a tax id (a blank one clears both). */
const brOutput = <B extends { taxIdKind: 'cpf' | 'cnpj' | null; taxId: string | null }>(body: B) => ({
  ...body,
  ...NO_AR_IDS,
  taxIdKind: body.taxId === null ? null : body.taxIdKind,
  bankAccount: null,
});

/**
 * Brasil: `taxIdKind` `cpf` or `cnpj` and `taxId` checked as that kind (the alphanumeric CNPJ too); a
 * tax id without its kind is refused (`fields.taxId`); no bank account (`stdnum` checks none).
 */
const brEdit = z.discriminatedUnion(
  'taxIdKind',
  [
    z
      .object({ ...brFields, taxIdKind: z.literal('cpf'), taxId: taxIdSchema('BR', 'cpf').default(null) })
      .transform(brOutput),
    z
      .object({ ...brFields, taxIdKind: z.literal('cnpj'), taxId: taxIdSchema('BR', 'cnpj').default(null) })
      .transform(brOutput),
    z
      .object({
        ...brFields,
        taxIdKind: z.null().optional(),
        taxId: z.preprocess(blankToNull, z.null({ error: () => c.brTaxIdKind }).optional()),
      })
      .transform((body) => brOutput({ ...body, taxIdKind: null, taxId: null })),
  ],
  { error: () => c.brTaxIdKind },
);

/**
 * A body without `country` is Argentina's, as the spec's form sends it (ADR 0054); a blank `taxIdKind` (a
 * form's unchosen radio) is none.
 */
function withCountry(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const body = v as { country?: unknown; taxIdKind?: unknown };
  return {
    ...body,
    ...(body.country === undefined ? { country: DEFAULT_COUNTRY } : {}),
    ...(body.taxIdKind === '' ? { taxIdKind: null } : {}),
  };
}

/**
 * Body of `PUT /api/partner/profile/edit/{id}` (SPEC §3 "Partner edit payload", ADR 0054). `id` must equal
 * the path's `{id}` and the session's account (it never decides alone). `country` (`AR` when absent, as
 * the spec's form sends no country) chooses the identifiers and the phone it checks: `cbu` and `cuil` in
 * Argentina; `taxId` (RFC) and `bankAccount` (CLABE) in México; `taxIdKind` (`cpf` or `cnpj`) and `taxId`
 * in Brasil. Other countries' fields are ignored and stored as null. Blank optional fields clear the
 * value. `email` is the business contact e-mail, not the sign-in e-mail. The output is one flat shape
 * with every identifier field (null where the country has none).
 */
export const partnerEditBodySchema = z
  .preprocess(
    withCountry,
    z.discriminatedUnion('country', [arEdit, mxEdit, brEdit], { error: () => c.country }),
  )
  .meta({ id: 'PartnerEdit' });
export type PartnerEditBody = z.output<typeof partnerEditBodySchema>;
export type PartnerEditInput = z.input<typeof partnerEditBodySchema>;
/** Every field name of an edit body, whatever its country. */
export type PartnerEditField =
  keyof z.input<typeof arEdit> | keyof z.input<typeof mxEdit> | keyof z.input<typeof brEdit>;

/** Body of `PUT /api/partner/profile/plan/{id}`: the chosen plan's code (paid plans: ADR 0017). */
export const partnerPlanBodySchema = z
  .object({
    plan: z
      .string({ error: () => f.plan })
      .trim()
      .min(1, { error: () => f.plan })
      .max(40, { error: () => f.plan }),
  })
  .meta({ id: 'PartnerPlanChoice' });
export type PartnerPlanBody = z.infer<typeof partnerPlanBodySchema>;
