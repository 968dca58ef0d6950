/**
 * The queues of the background jobs (./jobs; docs/architecture.md §3 "background work", ADR 0008) and their
 * retry policies: one entry per kind of job, named as pg-boss stores it.
 * @module
 */

/** Queues of the application and their retry policy. */
export const QUEUES = {
  /**
   * Receipt e-mail of a paid order: data `{orderId}`. Retried 12 times, back-off from 10 s; a run still
   * active after 30 s (its process died) counts as failed and is retried.
   */
  receiptMail: {
    name: 'receipt-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * What an owner is told (ADR 0037): data `{kind: 'sale', orderId}` queued with the order's payment, or
   * `{kind: 'review', reviewId}` with the review. Retried like receipts.
   */
  ownerNotice: {
    name: 'owner-notice',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** Reconciliation of pending orders with the payment provider: scheduled every minute, no data. */
  reconcilePayments: {
    name: 'reconcile-payments',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * A mail to a partner about its plan (ADR 0017): data `{userId, kind, …}`, queued in the transaction
   * that changed the subscription. Retried like receipts.
   */
  planMail: {
    name: 'plan-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * The mail to a partner whose gym an administrator unpublished (ADR 0018 "Moderation"): data
   * `{userId, gymId, gymName, reason}`, queued in the unpublishing's transaction. Retried like receipts.
   */
  moderationMail: {
    name: 'moderation-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** Renewal of paid plans and fall-back of lapsed ones (ADR 0017): scheduled every 5 minutes, no data. */
  renewPlans: {
    name: 'renew-plans',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * Pase BuscaGym's month (ADR 0045): resumes ended pauses, lapses the credits of cancelled plans whose
   * paid month ended, and charges the next month of active ones. Scheduled every 5 minutes, no data.
   */
  renewCredits: {
    name: 'renew-credits',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * The mail to a member whose waitlisted booking took a freed place (ADR 0022): data `{bookingId}`,
   * queued in the cancel's transaction. Retried like receipts.
   */
  promotionMail: {
    name: 'class-promotion-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * The mail to a member booked or waiting in a session the gym cancelled (ADR 0022): data
   * `{bookingId}`, queued in the cancel's transaction. Retried like receipts.
   */
  sessionCancelledMail: {
    name: 'class-cancelled-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * The rolling horizon of class sessions (ADR 0022): scheduled every hour ({@link CLASS_HORIZON_CRON}),
   * no data; writes the sessions that came within 8 weeks. Idempotent, so no retry: the next hour runs it.
   */
  extendClassHorizon: {
    name: 'extend-class-horizon',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * The "¿Cómo te fue?" invitations (ADR 0024): scheduled every hour, no data; records the invitations due
   * and queues their mails. Idempotent, so no retry: the next hour runs it.
   */
  reviewInvites: {
    name: 'review-invites',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * Every gym's open week moved to the current hour (ADR 0025 "Opening hours"): hourly
   * ({@link OPEN_WEEK_CRON}), no data, idempotent, so no retry: the next hour runs it.
   */
  openWeek: {
    name: 'open-week',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /** The catalogue mean of the ratings and every gym's score (ADR 0024): hourly, no data, idempotent. */
  reviewPrior: {
    name: 'review-prior',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /** One invitation mail: data `{memberId, gymId}`, queued with its `review_invites` row. Retried like receipts. */
  reviewInviteMail: {
    name: 'review-invite-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** The mail to an author whose review an administrator hid: data `{reviewId}`. Retried like receipts. */
  reviewHiddenMail: {
    name: 'review-hidden-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** A partner's claim decided by an administrator (ADR 0025): data `{claimId}`. Retried like receipts. */
  claimDecisionMail: {
    name: 'claim-decision-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** The mail to a member whose purchase was refunded (ADR 0027): data `{refundId}`. Retried like receipts. */
  refundMail: {
    name: 'refund-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /** The mail with a withdrawal request's number (ADR 0027): data `{withdrawalId}`. Retried like receipts. */
  withdrawalMail: {
    name: 'withdrawal-mail',
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30,
  },
  /**
   * Refunds left `requested` by a crash or an unreachable provider, called again with the same
   * idempotency key (ADR 0027): every minute, no data, idempotent, so no retry.
   */
  resumeRefunds: {
    name: 'resume-refunds',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * Partners' MercadoPago tokens close to their 180 days refreshed (ADR 0028), so an account that sells
   * nothing for months stays connected: daily, no data, idempotent, so no retry.
   */
  refreshPaymentAccounts: {
    name: 'refresh-payment-accounts',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * The daily reconciliation with the payment provider (ADR 0044): no data (the default window), or
   * `{days}`. Idempotent (mismatches and ledger entries have unique keys), so no retry: the next day
   * runs it, and an administrator can run it at once.
   */
  reconcileProviders: {
    name: 'reconcile-providers',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 900,
  },
  /**
   * The "Tu pase vence en 3 días" notifications (ADR 0031): daily, no data; each pass is decided once
   * (`push_pass_reminders`), so no retry: the next day's run picks up what a failed one left.
   */
  passExpiryPush: {
    name: 'pass-expiry-push',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  /**
   * Pase BuscaGym's no-shows (ADR 0045): every 15 minutes, no data; settles the credit bookings and visits
   * that ended without a check-in (the gym paid, or the month's one forgiven). Each is settled once under
   * its locks, so no retry: the next run picks up what a failed one left.
   */
  settleCreditVisits: {
    name: 'settle-credit-visits',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
  },
} as const;

/** The name of a queue. */
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];
