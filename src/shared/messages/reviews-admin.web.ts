/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' queue of reported reviews (ADR 0024
 * decision 5; `GET /api/admin/reviews/reports`, `POST /api/admin/reviews/{reviewId}/decision`).
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { adminReviewsCatalog } from './locales/es-AR/reviews-admin.web';

/** The "Reseñas" section of the administrators' console. */
export const adminReviewsMessages = /* @__PURE__ */ room(adminReviewsCatalog, {
  loading: /*i18n*/ { id: 'adminReviews.loading' },
  error: /*i18n*/ { id: 'adminReviews.error' },
  empty: /*i18n*/ { id: 'adminReviews.empty' },
  emptyBody: /*i18n*/ { id: 'adminReviews.emptyBody' },
  listLabel: /*i18n*/ { id: 'adminReviews.listLabel' },
  /** Heading of one reported review: its gym. */
  reviewOf: /*i18n*/ { id: 'adminReviews.reviewOf', args: ['gym'] },
  gymLink: /*i18n*/ { id: 'adminReviews.gymLink', args: ['gym'] },
  author: /*i18n*/ { id: 'adminReviews.author' },
  writtenAt: /*i18n*/ { id: 'adminReviews.writtenAt' },
  noText: /*i18n*/ { id: 'adminReviews.noText' },
  demo: /*i18n*/ { id: 'adminReviews.demo' },
  reportsTitle: /*i18n*/ { id: 'adminReviews.reportsTitle', args: ['n'] },
  reportedAt: /*i18n*/ { id: 'adminReviews.reportedAt' },
  keep: /*i18n*/ { id: 'adminReviews.keep' },
  keeping: /*i18n*/ { id: 'adminReviews.keeping' },
  keepLabel: /*i18n*/ { id: 'adminReviews.keepLabel', args: ['gym'] },
  keepTitle: /*i18n*/ { id: 'adminReviews.keepTitle' },
  keepConsequence: /*i18n*/ { id: 'adminReviews.keepConsequence' },
  kept: /*i18n*/ { id: 'adminReviews.kept' },
  hide: /*i18n*/ { id: 'adminReviews.hide' },
  hiding: /*i18n*/ { id: 'adminReviews.hiding' },
  hideLabel: /*i18n*/ { id: 'adminReviews.hideLabel', args: ['gym'] },
  hideTitle: /*i18n*/ { id: 'adminReviews.hideTitle', args: ['gym'] },
  hideConsequence: /*i18n*/ { id: 'adminReviews.hideConsequence' },
  reason: /*i18n*/ { id: 'adminReviews.reason' },
  reasonHint: /*i18n*/ { id: 'adminReviews.reasonHint' },
  hidden: /*i18n*/ { id: 'adminReviews.hidden' },
  cancel: /*i18n*/ { id: 'adminReviews.cancel' },
});
