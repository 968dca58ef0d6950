/**
 * Constants of gym moderation by administrators (SPEC §1 administrator; ADR 0018 "Moderation"). The
 * length of a reason is `MODERATION_REASON_MIN_LENGTH`/`MAX_LENGTH` in `constants/admin.ts`.
 * @module
 */

/**
 * Where a gym stands for the administrators' gym list (ADR 0018 "Moderation"), first match wins:
 * `moderated` (an administrator unpublished it), `published`, `lockHeld` (its partner is locked),
 * `planHeld` (its partner's plan does not allow it, ADR 0017), `unpublished` (the partner's own choice).
 */
export const GYM_STATUSES = ['published', 'unpublished', 'moderated', 'planHeld', 'lockHeld'] as const;
export type GymStatus = (typeof GYM_STATUSES)[number];

/** Sort keys of the administrators' gym list (whitelist). */
export const GYM_SORT_KEYS = ['createdAt', 'name'] as const;
export type GymSortKey = (typeof GYM_SORT_KEYS)[number];

/**
 * Why a gym whose moderation an administrator ended is still unpublished: the partner had unpublished it
 * itself before (`partner`: it may publish it again), its partner's plan has no room (`plan`), its
 * partner is locked (`lock`), or it has no partner any more (`noPartner`: deleted account).
 */
export const GYM_HOLDS = ['partner', 'plan', 'lock', 'noPartner'] as const;
export type GymHold = (typeof GYM_HOLDS)[number];
