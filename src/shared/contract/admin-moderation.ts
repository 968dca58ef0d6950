/**
 * Contract of gym moderation by administrators (SPEC §1 administrator; ADR 0018 "Moderation"):
 * - `GET  /api/admin/gyms` {@link adminGymListQuerySchema} → {@link adminGymListResponseSchema}
 * - `POST /api/admin/gyms/{id}/unpublish` {@link unpublishBodySchema} → {@link unpublishResponseSchema}
 * - `POST /api/admin/gyms/{id}/publish` → {@link publishResponseSchema}
 * The spec shows none of these: paged like the other administration lists, instants in ISO 8601.
 * @module
 */
import { z } from 'zod';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH, SORT_ORDERS } from '../constants/admin';
import { GYM_HOLDS, GYM_SORT_KEYS, GYM_STATUSES } from '../constants/moderation';
import { adminMessages, moderationMessages as m } from '../messages';
import { actorSchema, adminPageAnswer, instant, paging, searchQuery } from './admin';
import { accountRefSchema, idParamsSchema, idSchema, itemAnswer, trimmedText } from './common';

/** Query of `GET /api/admin/gyms`. */
export const adminGymListQuerySchema = z.object({
  q: searchQuery(() => m.search, 'Fragment of the gym name; accent- and case-insensitive (ADR 0012)'),
  status: z.enum(GYM_STATUSES, { error: () => m.status }).optional(),
  sort: z.enum(GYM_SORT_KEYS, { error: () => m.sort }).default('createdAt'),
  order: z.enum(SORT_ORDERS, { error: () => adminMessages.order }).default('desc'),
  ...paging,
});
export type AdminGymListQuery = z.output<typeof adminGymListQuerySchema>;

/** Why and when an administrator unpublished a gym, and who (null when that account is gone). */
export const gymModerationSchema = z
  .object({ reason: z.string(), at: instant, by: actorSchema.nullable() })
  .meta({ id: 'GymModeration' });
export type GymModeration = z.infer<typeof gymModerationSchema>;

/** A gym in the administrators' list. */
export const adminGymSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    partner: accountRefSchema.nullable().meta({ description: 'The owner account; null when it was deleted' }),
    gymActive: z.boolean().meta({ description: 'Published: in the catalogue, the map and on sale' }),
    status: z.enum(GYM_STATUSES).meta({
      description:
        'First match: `moderated` (an administrator unpublished it), `published`, `lockHeld` (its partner is ' +
        "locked), `planHeld` (its partner's plan does not allow it), `unpublished` (the partner's own choice). " +
        'Spanish labels in `gymStatusLabels`',
    }),
    moderation: gymModerationSchema.nullable(),
    createdAt: instant,
  })
  .meta({ id: 'AdminGym' });
export type AdminGym = z.infer<typeof adminGymSchema>;

export const adminGymListResponseSchema = adminPageAnswer('gyms', adminGymSchema, 'AdminGymList');
export type AdminGymListResponse = z.infer<typeof adminGymListResponseSchema>;

/** Path of the moderation writes. */
export const adminGymParamsSchema = idParamsSchema;

/** Body of `POST /api/admin/gyms/{id}/unpublish`. */
export const unpublishBodySchema = z.object({
  reason: trimmedText(MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH, () => m.reason).meta({
    description: 'What the partner reads in the mail and on its gym list',
  }),
});
export type UnpublishBody = z.output<typeof unpublishBodySchema>;

export const unpublishResponseSchema = itemAnswer('gym', adminGymSchema, 'GymUnpublished');
export type UnpublishResponse = z.infer<typeof unpublishResponseSchema>;

export const publishResponseSchema = z
  .object({
    gym: adminGymSchema,
    published: z.boolean().meta({ description: 'The gym is in the catalogue again' }),
    heldBy: z
      .enum(GYM_HOLDS)
      .nullable()
      .meta({
        description:
          'Why it is still unpublished: `partner` (the partner had unpublished it before the moderation; it may ' +
          "publish it now), `plan` (the partner's plan has no room; paying one that does publishes " +
          'it), `lock` (the partner is locked; the unlock publishes it), `noPartner` (its account was deleted). ' +
          'Null when published. Spanish labels in `gymHoldLabels`',
      }),
  })
  .meta({ id: 'GymPublished' });
export type PublishResponse = z.infer<typeof publishResponseSchema>;
