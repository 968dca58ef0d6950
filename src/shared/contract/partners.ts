/**
 * Contract of the partner profile (SPEC §3 "Partner", §4 session, §7 partner calls; ADR 0007,
 * ADR 0017): the `partner` object, `GET /api/partner/profile/{id}`, `PUT /api/partner/profile/edit/{id}`
 * and `PUT /api/partner/profile/plan/{id}`. `{id}` is always the partner's account id.
 * @module
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/account';
import { partnerFieldMessages as f } from '../messages';
import { idSchema, itemAnswer, trimmedText } from './common';
import {
  arPhoneSchema,
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
 * `cbu` is the bank account id (22 digits), `cuil` the tax id (11 digits), `phone` E.164; fields never
 * filled in are null; `socialNetworks` maps a network name to its https address; `plan` is the code of
 * the subscription plan (`GET /api/service/plans/all`).
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

/**
 * Body of `PUT /api/partner/profile/edit/{id}` (SPEC §3 "Partner edit payload"). `id` must equal the
 * path's `{id}` and the session's account (it never decides alone). Blank optional fields clear the
 * value. `email` is the business contact e-mail, not the sign-in e-mail.
 */
export const partnerEditBodySchema = z
  .object({
    id: idSchema,
    name: trimmedText(1, NAME_MAX_LENGTH, f.nameRequired, f.nameTooLong),
    lastName: clearableText(NAME_MAX_LENGTH, f.lastNameTooLong),
    email: optionalEmailSchema,
    phone: arPhoneSchema,
    cbu: cbuSchema,
    cuil: cuilSchema,
    socialNetworks: socialNetworksInputSchema.default({}),
  })
  .meta({ id: 'PartnerEdit' });
export type PartnerEditBody = z.output<typeof partnerEditBodySchema>;
export type PartnerEditInput = z.input<typeof partnerEditBodySchema>;

/** Body of `PUT /api/partner/profile/plan/{id}`: the chosen plan's code (paid plans: ADR 0017). */
export const partnerPlanBodySchema = z
  .object({ plan: z.string({ error: f.plan }).trim().min(1, { error: f.plan }).max(40, { error: f.plan }) })
  .meta({ id: 'PartnerPlanChoice' });
export type PartnerPlanBody = z.infer<typeof partnerPlanBodySchema>;
