/**
 * Contract of the partner profile (SPEC §3 "Partner", §4 session, §7 `GET /api/partner/profile/{id}`):
 * the `partner` object, its `{partner}` answer and the path (the partner's account id).
 * @module
 */
import { z } from 'zod';
import { idSchema } from './common';
import { userIdParamsSchema } from './users';

/**
 * A partner's profile ("Cliente Empresa"): `_id` is the partner profile's id, `userId` its account's.
 * `cbu` is the bank account id, `cuil` the tax id; fields never filled in are null; `socialNetworks`
 * maps a network name to its address (empty when none).
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
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

/** `{partner}` answer of `GET /api/partner/profile/{id}`. */
export const partnerProfileResponseSchema = z
  .object({ partner: partnerSchema })
  .meta({ id: 'PartnerProfileResponse' });
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponseSchema>;

/** Path of `GET /api/partner/profile/{id}`: the partner's account id (UUID), as for user profiles. */
export const partnerIdParamsSchema = userIdParamsSchema;
