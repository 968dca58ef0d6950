/**
 * User-facing Spanish (es-AR, voseo) texts of the review screens (ADR 0024): the "Opiniones" section of
 * a gym, the member's form, the partner's answer, reports, and the administrators' queue. Re-exported
 * by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  replyFormCatalog,
  reportDialogCatalog,
  reviewFormCatalog,
  reviewSectionCatalog,
} from './locales/es-AR/reviews.web';

/** The "Opiniones" section of the gym page. */
export const reviewSectionMessages = /* @__PURE__ */ room(reviewSectionCatalog, {
  title: /*i18n*/ { id: 'reviewSection.title' },
  loading: /*i18n*/ { id: 'reviewSection.loading' },
  error: /*i18n*/ { id: 'reviewSection.error' },
  empty: /*i18n*/ { id: 'reviewSection.empty' },
  count: /*i18n*/ { id: 'reviewSection.count', args: ['n'] },
  isNew: /*i18n*/ { id: 'reviewSection.isNew' },
  newHint: /*i18n*/ { id: 'reviewSection.newHint' },
  distributionLabel: /*i18n*/ { id: 'reviewSection.distributionLabel' },
  starsRow: /*i18n*/ { id: 'reviewSection.starsRow', args: ['stars', 'n'] },
  seeAll: /*i18n*/ { id: 'reviewSection.seeAll' },
  seeFewer: /*i18n*/ { id: 'reviewSection.seeFewer' },
  sort: /*i18n*/ { id: 'reviewSection.sort' },
  sortLabels: {
    recent: /*i18n*/ { id: 'reviewSection.sortLabels.recent' },
    rating_desc: /*i18n*/ { id: 'reviewSection.sortLabels.rating_desc' },
    rating_asc: /*i18n*/ { id: 'reviewSection.sortLabels.rating_asc' },
  },
  edited: /*i18n*/ { id: 'reviewSection.edited' },
  verified: /*i18n*/ { id: 'reviewSection.verified' },
  demo: /*i18n*/ { id: 'reviewSection.demo' },
  reply: /*i18n*/ { id: 'reviewSection.reply' },
  report: /*i18n*/ { id: 'reviewSection.report' },
  previous: /*i18n*/ { id: 'reviewSection.previous' },
  next: /*i18n*/ { id: 'reviewSection.next' },
  pageOf: /*i18n*/ { id: 'reviewSection.pageOf', args: ['page', 'pages'] },
});

/** The member's own review form. */
export const reviewFormMessages = /* @__PURE__ */ room(reviewFormCatalog, {
  title: /*i18n*/ { id: 'reviewForm.title' },
  write: /*i18n*/ { id: 'reviewForm.write' },
  rating: /*i18n*/ { id: 'reviewForm.rating' },
  starOption: /*i18n*/ { id: 'reviewForm.starOption', args: ['n'] },
  text: /*i18n*/ { id: 'reviewForm.text' },
  textHint: /*i18n*/ { id: 'reviewForm.textHint' },
  pickRating: /*i18n*/ { id: 'reviewForm.pickRating' },
  publish: /*i18n*/ { id: 'reviewForm.publish' },
  publishing: /*i18n*/ { id: 'reviewForm.publishing' },
  save: /*i18n*/ { id: 'reviewForm.save' },
  saving: /*i18n*/ { id: 'reviewForm.saving' },
  edit: /*i18n*/ { id: 'reviewForm.edit' },
  cancel: /*i18n*/ { id: 'reviewForm.cancel' },
  /** The texts of the remove confirmation (its body is `removeBody`). */
  removeDialog: {
    title: /*i18n*/ { id: 'reviewForm.removeDialog.title' },
    confirmLabel: /*i18n*/ { id: 'reviewForm.removeDialog.confirmLabel' },
    busyLabel: /*i18n*/ { id: 'reviewForm.removeDialog.busyLabel' },
    cancelLabel: /*i18n*/ { id: 'reviewForm.removeDialog.cancelLabel' },
  },
  removeBody: /*i18n*/ { id: 'reviewForm.removeBody' },
  published: /*i18n*/ { id: 'reviewForm.published' },
  visitFirst: /*i18n*/ { id: 'reviewForm.visitFirst' },
  signIn: /*i18n*/ { id: 'reviewForm.signIn' },
});

/** The partner's answer under a review. */
export const replyFormMessages = /* @__PURE__ */ room(replyFormCatalog, {
  answer: /*i18n*/ { id: 'replyForm.answer' },
  editAnswer: /*i18n*/ { id: 'replyForm.editAnswer' },
  removeAnswer: /*i18n*/ { id: 'replyForm.removeAnswer' },
  label: /*i18n*/ { id: 'replyForm.label' },
  save: /*i18n*/ { id: 'replyForm.save' },
  saving: /*i18n*/ { id: 'replyForm.saving' },
  cancel: /*i18n*/ { id: 'replyForm.cancel' },
});

/** Reporting a review. */
export const reportDialogMessages = /* @__PURE__ */ room(reportDialogCatalog, {
  title: /*i18n*/ { id: 'reportDialog.title' },
  intro: /*i18n*/ { id: 'reportDialog.intro' },
  reason: /*i18n*/ { id: 'reportDialog.reason' },
  send: /*i18n*/ { id: 'reportDialog.send' },
  sending: /*i18n*/ { id: 'reportDialog.sending' },
  cancel: /*i18n*/ { id: 'reportDialog.cancel' },
  sent: /*i18n*/ { id: 'reportDialog.sent' },
});
