/**
 * User-facing Spanish (es-AR, voseo) texts of refunds and of the consumer's legal buttons (ADR 0027):
 * the answers of the refund and withdrawal calls and their mails. The link texts "Botón de
 * arrepentimiento" and "Botón de baja" are the ones Res. SCI 424/2020 and Disp. 954/2025 name.
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import { room } from './i18n/room';
import {
  refundCatalog,
  refundMailCatalog,
  withdrawalCatalog,
  withdrawalMailCatalog,
} from './locales/es-AR/refunds';

/** Answers of the refund calls. */
export const refundMessages = /* @__PURE__ */ room(refundCatalog, {
  orderInvalid: /*i18n*/ { id: 'refund.orderInvalid' },
  reason: /*i18n*/ { id: 'refund.reason' },
  amount: /*i18n*/ { id: 'refund.amount' },
  orderNotFound: /*i18n*/ { id: 'refund.orderNotFound' },
  /** 404 to a partner: the order has no sale of his (same text whether it exists or not). */
  partnerOrderNotFound: /*i18n*/ { id: 'refund.partnerOrderNotFound' },
  planNotRefundable: /*i18n*/ { id: 'refund.planNotRefundable' },
  /** 409: a month of Pase BuscaGym is not refundable yet (ADR 0045 "Consequences"). */
  creditsNotRefundable: /*i18n*/ { id: 'refund.creditsNotRefundable' },
  notPaid: /*i18n*/ { id: 'refund.notPaid' },
  nothingLeft: /*i18n*/ { id: 'refund.nothingLeft' },
  /** 409 when the amount asked exceeds what is left to refund. */
  overRefund: /*i18n*/ { id: 'refund.overRefund', args: ['left'] },
  partnerTooLate: /*i18n*/ { id: 'refund.partnerTooLate' },
  partnersOnly: /*i18n*/ { id: 'refund.partnersOnly' },
  /** 409: the `Idempotency-Key` already named a refund of this purchase asked with other parameters. */
  idempotencyKeyReused: /*i18n*/ { id: 'refund.idempotencyKeyReused' },
  /** 202: the provider did not answer; the refund is retried on its own. */
  providerPending: /*i18n*/ { id: 'refund.providerPending' },
});

/** The mail to the member whose purchase was refunded. */
export const refundMailMessages = /* @__PURE__ */ room(refundMailCatalog, {
  subject: /*i18n*/ { id: 'refundMail.subject', args: ['reference'] },
  greeting: /*i18n*/ { id: 'refundMail.greeting', args: ['name'] },
  intro: /*i18n*/ { id: 'refundMail.intro', args: ['amount', 'reference'] },
  reason: /*i18n*/ { id: 'refundMail.reason' },
  full: /*i18n*/ { id: 'refundMail.full' },
  partial: /*i18n*/ { id: 'refundMail.partial' },
  /**
   * The class bookings the voided passes lost: `count` of them, `list` their lines joined by "; "
   * ("Yoga en Gym Centro, lunes, 30 de noviembre, 19:00").
   */
  cancelledClasses: /*i18n*/ { id: 'refundMail.cancelledClasses', args: ['count', 'list'] },
  cancelledClass: /*i18n*/ { id: 'refundMail.cancelledClass', args: ['name', 'gym', 'day', 'time'] },
  timing: /*i18n*/ { id: 'refundMail.timing' },
  footer: /*i18n*/ { id: 'refundMail.footer' },
});

/**
 * Answers of the withdrawal call ("Botón de arrepentimiento", Ley 24.240 art. 34, and its peers per
 * country, ADR 0056: `WITHDRAWAL_LAWS` gives each country's days and citation).
 */
export const withdrawalMessages = /* @__PURE__ */ room(withdrawalCatalog, {
  reference: /*i18n*/ { id: 'withdrawal.reference' },
  email: /*i18n*/ { id: 'withdrawal.email' },
  /**
   * 404 for a wrong pair or a purchase out of term, naming the term of the order's country (`days`, and
   * `businessDays` true for business days, false for calendar days): never says whether the reference exists.
   */
  notFound: /*i18n*/ { id: 'withdrawal.notFound', args: ['days', 'businessDays'] },
  /** 429: `minutes` to wait (whole minutes, at least 1). */
  rateLimited: /*i18n*/ { id: 'withdrawal.rateLimited', args: ['minutes'] },
});

/** The mail that confirms a withdrawal request with its number, citing the order's country's law. */
export const withdrawalMailMessages = /* @__PURE__ */ room(withdrawalMailCatalog, {
  /**
   * The subject with the request's `number`, naming the right as the order's `country` (`AR`, `MX`, `BR`)
   * does (ADR 0056): arrepentimiento (Argentina, Brasil's arrependimento), revocación (México).
   */
  subject: /*i18n*/ { id: 'withdrawalMail.subject', args: ['number', 'country'] },
  greeting: /*i18n*/ { id: 'withdrawalMail.greeting' },
  /** The request for order `reference`, named as {@link subject} names it for `country`. */
  intro: /*i18n*/ { id: 'withdrawalMail.intro', args: ['reference', 'country'] },
  number: /*i18n*/ { id: 'withdrawalMail.number' },
  refunded: /*i18n*/ { id: 'withdrawalMail.refunded' },
  review: /*i18n*/ { id: 'withdrawalMail.review' },
  /** The term the request came within: `days`, business days when `businessDays` is true. */
  term: /*i18n*/ { id: 'withdrawalMail.term', args: ['days', 'businessDays'] },
  /** The right's name in the order's `country` and its law's citation `law` (`WITHDRAWAL_LAWS`). */
  law: /*i18n*/ { id: 'withdrawalMail.law', args: ['country', 'law'] },
  /**
   * Why the mail came, naming what was used in the order's `country`: Argentina's "Botón de
   * arrepentimiento" (Res. SCI 424/2020), México's revocación (LFPC art. 56), Brasil's direito de
   * arrependimento (CDC art. 49).
   */
  footer: /*i18n*/ { id: 'withdrawalMail.footer', args: ['country'] },
});
