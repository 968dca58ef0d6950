/**
 * Contract of the administration calls (SPEC §1 administrator; §7 admin calls `GET /api/admin/allusers`,
 * `/allpartners`, `/lockaccounts`, `/userId/{id}`, and `GET /api/service/allusers`; state keys `users`,
 * `usersToShow`, `partners`, `partnersToShow`, `lockAccounts`, `admin`; ADR 0018). The spec shows none of
 * their fields: these are designed to match their neighbours (paged like the sales list, instants in
 * ISO 8601, money as `{"$numberDecimal": …}` in ARS).
 * @module
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, USER_TYPES } from '../constants/account';
import {
  ACCOUNT_SORT_KEYS,
  ACCOUNT_STATES,
  LIVE_ACCOUNT_STATES,
  ADMIN_MAX_PAGE,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  LOCK_REASON_MAX_LENGTH,
  LOCK_REASON_MIN_LENGTH,
  SORT_ORDERS,
} from '../constants/admin';
import { adminMessages as m } from '../messages/admin';
import { apiMessages } from '../messages';
import {
  accountRefSchema,
  currencySchema,
  decimalSchema,
  idParamsSchema,
  idSchema,
  instantSchema,
  itemAnswer,
  namedRefSchema,
  pageAnswer,
  pagingQuery,
  trimmedText,
  type Text,
} from './common';

export const instant = instantSchema;

/** `page` (1-based) and `limit` (default 20, at most 100) of every list. */
export const paging = pagingQuery({
  maxPage: ADMIN_MAX_PAGE,
  maxLimit: ADMIN_MAX_PAGE_SIZE,
  defaultLimit: ADMIN_PAGE_SIZE,
  page: () => m.page,
  limit: () => m.limit,
});

/**
 * What the administrators' pages add to the paging fields: whether `total` is an estimate (`pages`
 * follows it), and `limit`.
 */
const estimateFields = {
  totalIsEstimate: z.boolean(),
  limit: z.number().int(),
};

/**
 * A page answer of the administrators' lists, `{ [key]: item[], total, page, pages, totalIsEstimate,
 * limit }`, named `id` among the OpenAPI components.
 * @param key - the property that holds the page's rows (`users`, `gyms`…)
 * @param item - the schema of one row
 * @param id - the component name of the answer
 */
export const adminPageAnswer = <K extends string, T extends z.ZodType>(key: K, item: T, id: string) =>
  pageAnswer(key, item, id, estimateFields);

/**
 * The `q` of an administrators' list: a fragment to look for, trimmed, at most `ADMIN_SEARCH_MAX_LENGTH`
 * characters, `error` (Spanish) otherwise; `description` says what it matches (OpenAPI).
 */
export const searchQuery = (error: Text, description: string) =>
  z.string({ error }).trim().max(ADMIN_SEARCH_MAX_LENGTH, { error }).optional().meta({ description });

const search = searchQuery(
  () => m.search,
  'Fragment of the name or e-mail; accent- and case-insensitive (ADR 0012)',
);

/** Query of `GET /api/admin/allusers` and `/allpartners`. */
export const accountListQuerySchema = z.object({
  q: search,
  type: z.enum(USER_TYPES, { error: () => m.type }).optional(),
  state: z
    .enum(ACCOUNT_STATES, { error: () => m.state })
    .optional()
    .meta({
      description:
        'Keep one account state (ADR 0018). `deleted` lists the tombstones of deleted accounts: no name, ' +
        'e-mail nor sign-in, so `q` matches none and they are sorted by creation',
    }),
  sort: z.enum(ACCOUNT_SORT_KEYS, { error: () => m.sort }).default('createdAt'),
  order: z.enum(SORT_ORDERS, { error: () => m.order }).default('desc'),
  ...paging,
});
export type AccountListQuery = z.output<typeof accountListQuerySchema>;

/**
 * Query of `GET /api/admin/allpartners` (no `type`: partners only). `state` without `deleted`: a
 * deleted partner has no plan, gyms nor balance left; `allusers?type=partner&state=deleted` lists them.
 */
export const partnerListQuerySchema = accountListQuerySchema.omit({ type: true }).extend({
  state: z
    .enum(LIVE_ACCOUNT_STATES, { error: () => m.partnerState })
    .optional()
    .meta({ description: 'Keep one account state (ADR 0018)' }),
});
export type PartnerListQuery = z.output<typeof partnerListQuerySchema>;

export const accountStateSchema = z
  .enum(ACCOUNT_STATES)
  .meta({ id: 'AccountState', description: 'Stable code; Spanish labels in `accountStateLabels`' });

/** An account in the administrators' lists. Never health data. */
export const adminAccountSchema = z
  .object({
    _id: idSchema,
    name: z.string().nullable().meta({ description: 'Null only for a deleted account (`state: deleted`)' }),
    email: z.string().nullable().meta({ description: 'Null only for a deleted account (`state: deleted`)' }),
    type: z.enum(USER_TYPES),
    state: accountStateSchema,
    createdAt: instant,
    lastSignInAt: instant.nullable(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** A partner in the administrators' list: the account, its plan, gyms and balance still to pay out. */
export const adminPartnerSchema = adminAccountSchema
  .extend({
    plan: z.string(),
    gyms: z.number().int(),
    balance: decimalSchema.meta({
      description: 'Net sales minus payouts in `currency` (as in the sales figures)',
    }),
    currency: currencySchema.meta({ description: "The partner's own currency, its country's (ADR 0053)" }),
  })
  .meta({ id: 'AdminPartner' });
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

export const accountListResponseSchema = adminPageAnswer('users', adminAccountSchema, 'AdminAccountList');
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;

export const partnerListResponseSchema = adminPageAnswer('partners', adminPartnerSchema, 'AdminPartnerList');
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;

/** An administrator who acted (null where that administrator's account is gone). */
export const actorSchema = z.object({ _id: idSchema, email: z.string() });

/** An administrator's lock of an e-mail, and the account that has it, if any. */
export const lockSchema = z
  .object({
    email: z.string(),
    reason: z.string().nullable(),
    createdAt: instant,
    createdBy: actorSchema.nullable(),
    account: namedRefSchema
      .extend({ type: z.enum(USER_TYPES) })
      .nullable()
      .meta({ description: 'The account with this e-mail; null for a banned e-mail without one' }),
  })
  .meta({ id: 'AccountLock' });
export type Lock = z.infer<typeof lockSchema>;

/** An account throttled by failed sign-ins now (ADR 0010). */
export const throttledAccountSchema = z
  .object({
    email: z.string(),
    lockedSources: z.number().int(),
    lockedUntil: instant.nullable(),
    failuresInWindow: z.number().int(),
    attackStartedAt: instant.nullable(),
    ownerAlertedAt: instant.nullable(),
  })
  .meta({ id: 'ThrottledAccount' });

/** Query of `GET /api/admin/lockaccounts`. */
export const lockListQuerySchema = z.object({ q: search, ...paging });
export type LockListQuery = z.output<typeof lockListQuerySchema>;

export const lockListResponseSchema = pageAnswer('lockAccounts', lockSchema, 'AccountLockList', {
  ...estimateFields,
  throttled: z
    .array(throttledAccountSchema)
    .meta({ description: 'Accounts throttled by failed sign-ins right now (not paged)' }),
});
export type LockListResponse = z.infer<typeof lockListResponseSchema>;

const emailField = z
  .string({ error: () => m.email })
  .trim()
  .toLowerCase()
  .min(3, { error: () => m.email })
  .max(EMAIL_MAX_LENGTH, { error: () => m.email })
  .regex(z.regexes.email, { error: () => m.email });

/** Body of `POST /api/admin/lockaccounts`: exactly one of `email` and `userId`, and the reason. */
export const lockBodySchema = z
  .object({
    email: emailField.optional(),
    userId: z.uuid({ error: () => apiMessages.invalidId }).optional(),
    reason: trimmedText(LOCK_REASON_MIN_LENGTH, LOCK_REASON_MAX_LENGTH, () => m.reason),
  })
  .refine((b) => (b.email === undefined) !== (b.userId === undefined), { error: () => m.lockTarget });
export type LockBody = z.output<typeof lockBodySchema>;

export const lockResponseSchema = z
  .object({
    lock: lockSchema,
    sessionsEnded: z.number().int(),
    gymsHeld: z.number().int().meta({ description: "The partner's published gyms unpublished by the lock" }),
  })
  .meta({ id: 'AccountLockResult' });
export type LockResponse = z.infer<typeof lockResponseSchema>;

/** Path of `DELETE /api/admin/lockaccounts/{email}`. */
export const unlockParamsSchema = z.object({ email: emailField });

export const unlockResponseSchema = z
  .object({
    email: z.string(),
    gymsPublished: z.number().int().meta({ description: 'Gyms the lock held, published again' }),
    gymsPlanHeld: z.number().int().meta({
      description: 'Gyms the lock held that the plan in force no longer allows: now held by the plan',
    }),
  })
  .meta({ id: 'AccountUnlockResult' });
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

/** Path of `GET /api/admin/userId/{id}`. */
export const adminUserParamsSchema = idParamsSchema;

/** One account in full for administration; a deleted account keeps only its tombstone. */
export const adminAccountDetailSchema = z
  .object({
    _id: idSchema,
    name: z.string().nullable(),
    email: z.string().nullable(),
    type: z.enum(USER_TYPES),
    state: accountStateSchema,
    active: z.boolean(),
    createdAt: instant,
    updatedAt: instant.nullable(),
    lastSignInAt: instant.nullable(),
    deletedAt: instant.nullable(),
    activeSessions: z.number().int(),
    lock: lockSchema.omit({ account: true }).nullable(),
    throttle: throttledAccountSchema.nullable(),
    partner: z
      .object({
        plan: z.string(),
        gyms: z.number().int(),
        publishedGyms: z.number().int(),
        lockHeldGyms: z.number().int(),
        balance: decimalSchema,
        currency: currencySchema,
      })
      .nullable(),
    member: z.object({ marketingOptIn: z.boolean(), marketingOptInAt: instant.nullable() }).nullable(),
  })
  .meta({ id: 'AdminAccountDetail' });
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;

export const adminAccountDetailResponseSchema = itemAnswer(
  'admin',
  adminAccountDetailSchema,
  'AdminAccountDetailResponse',
);

/** Query of `GET /api/service/allusers`. */
export const marketingQuerySchema = z.object({ ...paging });
export type MarketingQuery = z.output<typeof marketingQuerySchema>;

/** A member who opted in to marketing mail. */
export const marketingMemberSchema = accountRefSchema
  .extend({ optInAt: instant })
  .meta({ id: 'MarketingMember' });
export type MarketingMember = z.infer<typeof marketingMemberSchema>;

export const marketingResponseSchema = adminPageAnswer('users', marketingMemberSchema, 'MarketingMembers');
export type MarketingResponse = z.infer<typeof marketingResponseSchema>;
