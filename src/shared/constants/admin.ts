/**
 * Constants of the administration calls (SPEC §1 administrator, §7 admin calls; ADR 0018).
 * @module
 */

/** Account states as the wire carries them (ADR 0018). */
export const ACCOUNT_STATES = ['pending', 'active', 'locked', 'throttled', 'deleted'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
/** The states of accounts that exist (not `deleted`: only a tombstone is left of those). */
export const LIVE_ACCOUNT_STATES = ['pending', 'active', 'locked', 'throttled'] as const;
export type LiveAccountState = (typeof LIVE_ACCOUNT_STATES)[number];

/** Page size of the administration lists when none is asked for, and the largest allowed. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** Highest page of a list (offset paging: at most 500 × 100 rows are skipped). */
export const ADMIN_MAX_PAGE = 500;
/** Totals of the account lists are exact up to this many rows, then `totalIsEstimate` (ADR 0018). */
export const ADMIN_COUNT_CAP = 1_000;
/** Longest search text of the lists, characters. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** Sort keys of the account lists (whitelist) and their directions. */
export const ACCOUNT_SORT_KEYS = ['createdAt', 'name', 'email', 'lastSignInAt'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Length of a lock's reason, characters. */
export const LOCK_REASON_MIN_LENGTH = 3;
export const LOCK_REASON_MAX_LENGTH = 500;

/** Codes of the administrative actions written to the audit log. */
export const ADMIN_ACTIONS = [
  'account.lock',
  'account.unlock',
  'payout.record',
  'gym.unpublish',
  'gym.publish',
  'review.hide',
  'review.keep',
  // Open-data imports (ADR 0025 "Import"); their target is the import.
  'import.preview',
  'import.commit',
  'import.undo',
  // Claims of gyms without owner (ADR 0025 "Claims"); their target is the gym. The partner is the actor
  // of the request, the mailed code and its verification; an administrator of the decisions.
  'claim.request',
  'claim.code_sent',
  'claim.verify',
  'claim.cancel',
  'claim.approve',
  'claim.reject',
  // Refunds of paid orders (ADR 0027); their target is the order.
  'order.refund',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * What an audit entry is about: an account (by id), an e-mail without an account, a gym or a review (by
 * id).
 */
export const AUDIT_TARGET_TYPES = ['account', 'email', 'gym', 'review', 'import', 'order'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Length of a payout's bank reference, characters. */
export const PAYOUT_REFERENCE_MAX_LENGTH = 100;

/** Largest payout amount `numeric(12,2)` holds, ARS. */
export const PAYOUT_MAX_ARS = '9999999999.99';

/** Rows of the marketing CSV read per statement (keyset batches). */
export const MARKETING_CSV_BATCH = 1000;

/** Length of a moderation reason (unpublishing a gym), characters. */
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 500;

/**
 * Re-authentication before payouts and locks (ADR 0019; OWASP ASVS 3.7.1): the session's second factor
 * must have been verified this recently, ms; otherwise 403 `REAUTHENTICATION_REQUIRED`.
 */
export const ADMIN_REAUTH_WINDOW_MS = 5 * 60_000;
