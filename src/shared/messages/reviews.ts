/**
 * User-facing Spanish (es-AR, voseo) texts of member reviews (ADR 0024): validation, refusals, the
 * author shown for a deleted account, and the mails (invitation after a visit, hidden review).
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { reviewCatalog, reviewHiddenMailCatalog, reviewInviteMailCatalog } from './locales/es-AR/reviews';

/** Validation and refusals of the review calls. */
export const reviewMessages = /* @__PURE__ */ room(reviewCatalog, {
  rating: /*i18n*/ { id: 'review.rating' },
  text: /*i18n*/ { id: 'review.text' },
  reply: /*i18n*/ { id: 'review.reply' },
  reportReason: /*i18n*/ { id: 'review.reportReason' },
  sort: /*i18n*/ { id: 'review.sort' },
  page: /*i18n*/ { id: 'review.page' },
  gymInvalid: /*i18n*/ { id: 'review.gymInvalid' },
  reviewInvalid: /*i18n*/ { id: 'review.reviewInvalid' },
  decision: /*i18n*/ { id: 'review.decision' },
  hideReason: /*i18n*/ { id: 'review.hideReason' },
  gymNotFound: /*i18n*/ { id: 'review.gymNotFound' },
  reviewNotFound: /*i18n*/ { id: 'review.reviewNotFound' },
  /** No check-in at this gym in the window (403). */
  visitFirst: /*i18n*/ { id: 'review.visitFirst' },
  membersOnly: /*i18n*/ { id: 'review.membersOnly' },
  duplicate: /*i18n*/ { id: 'review.duplicate' },
  noReview: /*i18n*/ { id: 'review.noReview' },
  notYourGym: /*i18n*/ { id: 'review.notYourGym' },
  alreadyReplied: /*i18n*/ { id: 'review.alreadyReplied' },
  noReply: /*i18n*/ { id: 'review.noReply' },
  alreadyReported: /*i18n*/ { id: 'review.alreadyReported' },
  ownReport: /*i18n*/ { id: 'review.ownReport' },
  notReported: /*i18n*/ { id: 'review.notReported' },
});

/** How a review's author is shown when the account was deleted. */
export const REVIEW_FORMER_MEMBER = 'Ex socio';

/** The mail the day after a check-in: "¿Cómo te fue en {gym}?". */
export const reviewInviteMailMessages = /* @__PURE__ */ room(reviewInviteMailCatalog, {
  subject: /*i18n*/ { id: 'reviewInviteMail.subject', args: ['gym'] },
  greeting: /*i18n*/ { id: 'reviewInviteMail.greeting', args: ['name'] },
  body: /*i18n*/ { id: 'reviewInviteMail.body', args: ['gym'] },
  action: /*i18n*/ { id: 'reviewInviteMail.action' },
  footer: /*i18n*/ { id: 'reviewInviteMail.footer' },
});

/** The mail to an author whose review an administrator hid. */
export const reviewHiddenMailMessages = /* @__PURE__ */ room(reviewHiddenMailCatalog, {
  subject: /*i18n*/ { id: 'reviewHiddenMail.subject' },
  greeting: /*i18n*/ { id: 'reviewHiddenMail.greeting', args: ['name'] },
  body: /*i18n*/ { id: 'reviewHiddenMail.body', args: ['gym', 'reason'] },
  footer: /*i18n*/ { id: 'reviewHiddenMail.footer' },
});
