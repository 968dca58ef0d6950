/**
 * Contract of a partner's own gyms, their services and image uploads (SPEC §3 "Gym", §7 partner calls;
 * ADR 0007). Every call needs a signed-in partner (or an admin) and acts only on that
 * partner's gyms; ids in a path or body are checked against the session, never trusted alone.
 *
 * Calls (prefix `/api/partner`):
 * - `GET  /gyms/mygyms/{id}` → {@link myGymsResponseSchema} (`{id}` = partner's account id)
 * - `POST /gyms/gymscreate` {@link gymCreateBodySchema} → 201 {@link myGymResponseSchema}
 * - `PUT  /gyms/gymsupdate` {@link gymUpdateBodySchema} → {@link myGymResponseSchema}
 * - `DELETE /gyms/gymsdelete/{id}` → {@link gymDeleteResponseSchema} (409 when the gym has sales)
 * - `POST /gyms/servicecreate` {@link serviceCreateBodySchema} → 201 {@link serviceWriteResponseSchema}
 * - `PUT  /gyms/serviceupdate` {@link serviceUpdateBodySchema} → {@link serviceWriteResponseSchema}
 * - `DELETE /gyms/servicedelete/{id}` → {@link myGymResponseSchema}
 * - `POST /uploads` (multipart, one part `file`) → 201 {@link uploadResponseSchema}
 * @module
 */
import { z } from 'zod';
import { MAX_SERVICE_NAME_LENGTH } from '../constants/spec';
import { NAME_MAX_LENGTH } from '../constants/account';
import {
  ADDRESS_MAX_LENGTH,
  GYM_MAX_IMAGES,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_MAX_MINUTES,
  SERVICE_MIN_MINUTES,
} from '../constants/partners';
import { partnerFieldMessages as f } from '../messages';
import { UPLOAD_URL_PATTERN } from '../domain/uploads';
import {
  degreesField,
  idSchema,
  instantSchema,
  itemAnswer,
  listAnswer,
  trimmedText,
  wholeNumber,
} from './common';
import { openingHoursInputSchema } from './opening-hours';

export { thumbnailUrlOf } from '../domain/uploads';
import { gymSchema, gymServiceSchema } from './gyms';
import { countryCodeSchema } from './country-fields';
import { blankToNull } from './optional-field';
import {
  clearableText,
  numericInput,
  optionalEmailSchema,
  socialNetworksInputSchema,
  typedPriceSchema,
} from './partner-fields';

/**
 * Why and since when an administrator keeps one of the partner's gyms unpublished (ADR 0018
 * "Moderation"); the partner cannot publish it again, only an administrator can.
 */
export const myGymModerationSchema = z
  .object({ reason: z.string(), at: instantSchema })
  .meta({ id: 'MyGymModeration' });

/** A gym as its owner sees it: the public gym without `distance` (inactive gyms included). */
export const myGymSchema = gymSchema
  .omit({ distance: true })
  .extend({
    // Optional in the type only so that gyms built by hand (web fixtures) need not name it; every
    // answer of these calls carries it.
    moderation: myGymModerationSchema
      .nullable()
      .optional()
      .meta({
        description:
          'Set while an administrator keeps the gym unpublished (the partner cannot publish it); null otherwise. ' +
          'Always present in answers',
      }),
  })
  .meta({ id: 'MyGym' });
export type MyGym = z.infer<typeof myGymSchema>;

/** Answer of `GET /api/partner/gyms/mygyms/{id}`: the partner's gyms, newest first. */
export const myGymsResponseSchema = listAnswer('gyms', myGymSchema, 'MyGyms');
export type MyGymsResponse = z.infer<typeof myGymsResponseSchema>;

/** `{gym}` answer of the gym and service writes: the gym after the change. */
export const myGymResponseSchema = itemAnswer('gym', myGymSchema, 'MyGymResponse');
export type MyGymResponse = z.infer<typeof myGymResponseSchema>;

/** An uploaded image's address: `/uploads/…` as answered by `POST /api/partner/uploads`. */
export const uploadUrlSchema = z
  .string({ error: () => f.imageUrl })
  .regex(UPLOAD_URL_PATTERN, { error: () => f.imageUrl });

const nullableUpload = z.preprocess((v) => (v === '' ? null : v), uploadUrlSchema.nullable());

/**
 * A gym's phone as sent: blank is null; it is checked against the gym's country, which the body may not
 * name (the partner's or the gym's own), by the server with `phoneSchema` (ADR 0054).
 */
const gymPhoneInput = z.preprocess(blankToNull, z.string().nullable()).meta({
  description:
    "A phone of the gym's country (national or international writing); answered in E.164. Blank clears it",
});

const gymFields = {
  name: trimmedText(
    3,
    NAME_MAX_LENGTH,
    () => f.nameRequired,
    () => f.nameTooLong,
  ),
  /**
   * ISO 3166-1 alpha-2 (`AR`, `MX`, `BR`; ADR 0054): on create, absent = the partner's country; on
   * update, absent = unchanged. It sets the phone's country, the holidays of the opening hours and, on
   * create or when it changes, the time zone.
   */
  country: countryCodeSchema.meta({
    description:
      "ISO 3166-1 alpha-2: AR, MX or BR (ADR 0054). On create, absent = the partner's country; on update, " +
      "absent = unchanged. Sets the phone's country, the opening hours' holidays and, on create or when it " +
      'changes, the time zone',
  }),
  /** Monthly fee in the currency of the gym's country (ADR 0053), typed as people there write it. */
  price: typedPriceSchema,
  /** Photos: large-image URLs of the partner's uploads, first = cover. */
  image: z.array(uploadUrlSchema).max(GYM_MAX_IMAGES, { error: () => f.images }),
  logo: nullableUpload,
  phone: gymPhoneInput,
  email: optionalEmailSchema,
  address: trimmedText(
    3,
    ADDRESS_MAX_LENGTH,
    () => f.addressRequired,
    () => f.addressTooLong,
  ),
  /** Degrees (WGS 84), set by the map pin or typed. */
  latitude: z.preprocess(
    numericInput,
    degreesField(90, () => f.latitude, true),
  ),
  longitude: z.preprocess(
    numericInput,
    degreesField(180, () => f.longitude, true),
  ),
  socialNetworks: socialNetworksInputSchema,
  trainers: z.preprocess(
    numericInput,
    wholeNumber(0, 1000, () => f.trainers, true),
  ),
  gymActive: z.boolean({ error: () => f.gymActive }),
  /**
   * Opening hours in OpenStreetMap `opening_hours` syntax (ADR 0025), or null/blank to clear; absent =
   * unchanged (none on create). The server checks the syntax and answers 400 saying where it fails.
   */
  openingHours: openingHoursInputSchema.optional(),
};

/** Body of `POST /api/partner/gyms/gymscreate`. The owner is the session's partner. */
export const gymCreateBodySchema = z
  .object({
    ...gymFields,
    country: gymFields.country.optional(),
    image: gymFields.image.default([]),
    logo: gymFields.logo.default(null),
    phone: gymFields.phone.default(null),
    email: gymFields.email.default(null),
    socialNetworks: gymFields.socialNetworks.default({}),
    trainers: gymFields.trainers.default(0),
    gymActive: gymFields.gymActive.default(true),
  })
  .meta({ id: 'GymCreate' });
export type GymCreateBody = z.output<typeof gymCreateBodySchema>;
export type GymCreateInput = z.input<typeof gymCreateBodySchema>;

/**
 * Body of a partial update: the `_id` of what changes, and any of `fields` (absent = unchanged).
 * @param id - the OpenAPI component name of the body
 */
function updateBody<F extends z.ZodRawShape>(fields: F, id: string) {
  return z
    .object({ _id: idSchema, ...fields })
    .partial()
    .required({ _id: true })
    .meta({ id });
}

/**
 * Body of `PUT /api/partner/gyms/gymsupdate` (SPEC §7): `_id` of one of the partner's gyms plus the
 * fields to change (absent = unchanged). `gymActive: false` deactivates, `true` reactivates.
 */
export const gymUpdateBodySchema = updateBody(gymFields, 'GymUpdate');
export type GymUpdateBody = z.output<typeof gymUpdateBodySchema>;
export type GymUpdateInput = z.input<typeof gymUpdateBodySchema>;

/** Path of the delete calls: a gym's or a service's `_id`. */
export const partnerEntityParamsSchema = z.object({ id: idSchema });

/** Answer of `DELETE /api/partner/gyms/gymsdelete/{id}`. */
export const gymDeleteResponseSchema = z
  .object({ deleted: z.literal(true), _id: idSchema })
  .meta({ id: 'GymDeleted' });

const serviceFields = {
  /** The service's name, also what the catalogue filter lists (new names join the vocabulary). */
  name: trimmedText(3, MAX_SERVICE_NAME_LENGTH, () => f.serviceName),
  description: clearableText(SERVICE_DESCRIPTION_MAX, () => f.description),
  /** Minutes. */
  duration: z.preprocess(
    (v) => (v === '' ? null : v),
    wholeNumber(SERVICE_MIN_MINUTES, SERVICE_MAX_MINUTES, () => f.duration, true).nullable(),
  ),
  /** In the currency of the gym's country (ADR 0053), typed as people there write it; blank = none. */
  price: z.preprocess((v) => (v === '' ? null : v), typedPriceSchema.nullable()),
  image: nullableUpload,
};

/** Body of `POST /api/partner/gyms/servicecreate`: a new service of gym `gymId`. */
export const serviceCreateBodySchema = z
  .object({
    gymId: idSchema,
    ...serviceFields,
    description: serviceFields.description.default(null),
    duration: serviceFields.duration.default(null),
    price: serviceFields.price.default(null),
    image: serviceFields.image.default(null),
  })
  .meta({ id: 'GymServiceCreate' });
export type ServiceCreateBody = z.output<typeof serviceCreateBodySchema>;
export type ServiceCreateInput = z.input<typeof serviceCreateBodySchema>;

/** Body of `PUT /api/partner/gyms/serviceupdate`: the service `_id` (GymService `_id`) and fields to change. */
export const serviceUpdateBodySchema = updateBody(serviceFields, 'GymServiceUpdate');
export type ServiceUpdateBody = z.output<typeof serviceUpdateBodySchema>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateBodySchema>;

/** Answer of the service writes: the service and its gym after the change. */
export const serviceWriteResponseSchema = z
  .object({ service: gymServiceSchema, gym: myGymSchema })
  .meta({ id: 'GymServiceWrite' });
export type ServiceWriteResponse = z.infer<typeof serviceWriteResponseSchema>;

/**
 * An uploaded image after processing: `url` is the large WebP (long side ≤ 1600 px), `thumbnailUrl`
 * the thumbnail (≤ 400 px); `width`/`height` of the large image in px; `bytes` its size.
 */
export const uploadSchema = z
  .object({
    _id: idSchema,
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  })
  .meta({ id: 'Upload' });
export type Upload = z.infer<typeof uploadSchema>;

/** Answer of `POST /api/partner/uploads`. */
export const uploadResponseSchema = itemAnswer('upload', uploadSchema, 'UploadResponse');
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
