/**
 * Contract of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"). A signed-in partner claims an active
 * gym without owner: with the gym's e-mail on file a code goes there and typing it transfers the gym at
 * once; otherwise the claim waits for an administrator, who approves or rejects it with a reason.
 * - `POST /api/partner/gyms/{id}/claim` {@link claimBodySchema} → 201 {@link claimResponseSchema} (a new
 *   claim) or 200 (the partner's open claim of that gym, with a fresh code if the last one expired)
 * - `POST /api/partner/claims/{id}/verify` {@link claimVerifyBodySchema} → {@link claimResponseSchema}
 * - `GET  /api/partner/claims` → {@link claimListResponseSchema} (newest first)
 * - `GET  /api/admin/claims?status=pending` → {@link claimQueueResponseSchema} (oldest first)
 * - `POST /api/admin/claims/{id}/approve` → {@link claimResponseSchema}
 * - `POST /api/admin/claims/{id}/reject` {@link claimRejectBodySchema} → {@link claimResponseSchema}
 * Instants are ISO 8601.
 * @module
 */
import { z } from 'zod';
import {
  CLAIM_CODE_DIGITS,
  CLAIM_MESSAGE_MAX,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MIN,
  CLAIM_STATUSES,
} from '../constants/claims';
import { claimMessages as m } from '../messages/claims';
import {
  accountRefSchema,
  idSchema,
  instantSchema as instant,
  itemAnswer,
  listAnswer,
  namedRefSchema,
  optionalTrimmedText,
  trimmedText,
} from './common';

export { CLAIM_STATUSES, type ClaimStatus } from '../constants/claims';

/** Path of `POST /api/partner/gyms/{id}/claim`. */
export const claimGymParamsSchema = z.object({ id: z.uuid({ error: () => m.gymInvalid }) });

/** Path naming one claim. */
export const claimParamsSchema = z.object({ id: z.uuid({ error: () => m.claimInvalid }) });

/**
 * Body of a claim: a message for the administrators and a document (an upload of this partner, e.g. a
 * photo of the gym's tax registration), both optional; blank message = none.
 */
export const claimFieldsSchema = z.object({
  message: optionalTrimmedText(CLAIM_MESSAGE_MAX, () => m.message),
  documentId: z
    .uuid({ error: () => m.documentInvalid })
    .nullish()
    .transform((v) => v ?? null),
});
/** Body of `POST /api/partner/gyms/{id}/claim` (none = `{}`). */
export const claimBodySchema = claimFieldsSchema.default({ message: null, documentId: null });
export type ClaimBody = z.output<typeof claimBodySchema>;

/** Body of the code check: the digits mailed to the gym (spaces around are ignored). */
export const claimVerifyBodySchema = z.object({
  code: z
    .string({ error: () => m.code })
    .trim()
    .regex(new RegExp(`^\\d{${CLAIM_CODE_DIGITS}}$`), { error: () => m.code }),
});
export type ClaimVerifyBody = z.output<typeof claimVerifyBodySchema>;

/** Body of an administrator's rejection: the reason, which the partner reads. */
export const claimRejectBodySchema = z.object({
  reason: trimmedText(CLAIM_REASON_MIN, CLAIM_REASON_MAX, () => m.reason),
});
export type ClaimRejectBody = z.output<typeof claimRejectBodySchema>;

/** A claim as its partner sees it. */
export const claimSchema = z
  .object({
    _id: idSchema,
    status: z.enum(CLAIM_STATUSES),
    gym: namedRefSchema,
    emailHint: z
      .string()
      .nullable()
      .meta({ description: 'Where the code went, masked (`i***@club.com.ar`); null without a code' }),
    codeExpiresAt: instant.nullable(),
    message: z.string().nullable(),
    reason: z.string().nullable().meta({ description: "The administrator's reason of a rejection" }),
    createdAt: instant,
    decidedAt: instant.nullable(),
  })
  .meta({ id: 'GymClaim' });
export type Claim = z.infer<typeof claimSchema>;

/** Answer of the claim, the code check and the administrators' decisions. */
export const claimResponseSchema = itemAnswer('claim', claimSchema, 'GymClaimResponse');
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** Answer of `GET /api/partner/claims`. */
export const claimListResponseSchema = listAnswer('claims', claimSchema, 'GymClaimList');
export type ClaimListResponse = z.infer<typeof claimListResponseSchema>;

/** Query of the administrators' queue (pending claims by default). */
export const claimQueueQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES, { error: () => m.status }).default('pending'),
});
export type ClaimQueueQuery = z.output<typeof claimQueueQuerySchema>;

/** A claim in the administrators' queue, with what they need to decide. */
export const claimQueueItemSchema = z
  .object({
    _id: idSchema,
    status: z.enum(CLAIM_STATUSES),
    message: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: instant,
    decidedAt: instant.nullable(),
    gym: namedRefSchema.extend({
      address: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    partner: accountRefSchema,
    document: z
      .object({ url: z.string(), thumbnailUrl: z.string() })
      .nullable()
      .meta({ description: "The partner's document (an uploaded image); null without one" }),
  })
  .meta({ id: 'GymClaimQueueItem' });
export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;

/** Answer of `GET /api/admin/claims`. */
export const claimQueueResponseSchema = listAnswer('claims', claimQueueItemSchema, 'GymClaimQueue');
export type ClaimQueueResponse = z.infer<typeof claimQueueResponseSchema>;
