/**
 * The daily reconciliation with the payment providers (ADR 0044; docs/architecture.md §5.1): its
 * schedule, its window and the kinds of mismatch it records, shared by server and web.
 * @module
 */

/** When the reconciliation runs (cron, UTC): every day at 05:41, after the night's token refresh. */
export const RECONCILIATION_CRON = '41 5 * * *';

/** Days of provider history one run compares by default (configurable: `RECONCILIATION_WINDOW_DAYS`). */
export const RECONCILIATION_WINDOW_DAYS = 2;

/**
 * Movements younger than this, ms, are left to the next run: a payment a minute old may still be
 * settling through its webhook or the per-minute reconciler (docs/architecture.md §5).
 */
export const RECONCILIATION_GRACE_MS = 15 * 60_000;

/** Mismatches per page of `GET /api/admin/reconciliation` (default and largest). */
export const RECONCILIATION_PAGE_SIZE = 20;
export const RECONCILIATION_MAX_PAGE_SIZE = 100;

/**
 * What a run can find (ADR 0044 lists each one's action):
 * - `payment_without_order`: the provider took money for no paid order of ours;
 * - `payment_amount_differs`: the provider took another amount than the order's total;
 * - `second_payment`: a second approved payment of one order (returned on its own);
 * - `paid_not_captured`: an order paid here that the provider did not charge;
 * - `refund_not_at_provider`: a refund that succeeded here and that the provider does not hold;
 * - `refund_not_here`: a refund at the provider that no refund of ours asked for;
 * - `refund_amount_differs`: a refund of another amount at the provider than here.
 */
export const MISMATCH_KINDS = [
  'payment_without_order',
  'payment_amount_differs',
  'second_payment',
  'paid_not_captured',
  'refund_not_at_provider',
  'refund_not_here',
  'refund_amount_differs',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** How a mismatch was closed: by the run itself (a second payment returned) or by an administrator. */
export const MISMATCH_RESOLUTIONS = ['auto', 'admin'] as const;
export type MismatchResolution = (typeof MISMATCH_RESOLUTIONS)[number];
