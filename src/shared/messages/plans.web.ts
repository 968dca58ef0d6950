/**
 * Spanish (es-AR, voseo) texts of the paid-plan screens (ADR 0017): the plan payment screen, the
 * subscription in "Tu plan" and the banner of a plan that could not be charged. The answers of the
 * subscription calls are in `messages/plans.ts`. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { planBannerCatalog, planPaymentCatalog, subscriptionWebCatalog } from './locales/es-AR/plans.web';

/** The payment screen of a plan (`/profile/partner/{name}/{userId}/plan/{code}`). */
export const planPaymentMessages = /* @__PURE__ */ room(planPaymentCatalog, {
  title: /*i18n*/ { id: 'planPayment.title', args: ['plan'] },
  titleFallback: /*i18n*/ { id: 'planPayment.titleFallback' },
  loading: /*i18n*/ { id: 'planPayment.loading' },
  loadError: /*i18n*/ { id: 'planPayment.loadError' },
  summary: /*i18n*/ { id: 'planPayment.summary' },
  monthlyPrice: /*i18n*/ { id: 'planPayment.monthlyPrice' },
  renews: /*i18n*/ { id: 'planPayment.renews' },
  renewalDeclineHint: /*i18n*/ { id: 'planPayment.renewalDeclineHint' },
  declined: /*i18n*/ { id: 'planPayment.declined' },
  paid: /*i18n*/ { id: 'planPayment.paid', args: ['plan'] },
  notFoundTitle: /*i18n*/ { id: 'planPayment.notFoundTitle' },
  notFoundBody: /*i18n*/ { id: 'planPayment.notFoundBody' },
  freeTitle: /*i18n*/ { id: 'planPayment.freeTitle' },
  alreadyPaidTitle: /*i18n*/ { id: 'planPayment.alreadyPaidTitle' },
  backToProfile: /*i18n*/ { id: 'planPayment.backToProfile' },
});

/** The subscription and the plan choice in "Tu plan" of the partner profile. */
export const subscriptionWebMessages = /* @__PURE__ */ room(subscriptionWebCatalog, {
  status: /*i18n*/ { id: 'subscriptionWeb.status' },
  renews: /*i18n*/ { id: 'subscriptionWeb.renews', args: ['date', 'last4'] },
  graceUntil: /*i18n*/ { id: 'subscriptionWeb.graceUntil', args: ['date'] },
  choosePaid: /*i18n*/ { id: 'subscriptionWeb.choosePaid' },
  payNow: /*i18n*/ { id: 'subscriptionWeb.payNow' },
  paidPlansHint: /*i18n*/ { id: 'subscriptionWeb.paidPlansHint' },
  /** The texts of the confirmation of going back to Gratis (its body is `leaveBody`). */
  leaveDialog: {
    title: /*i18n*/ { id: 'subscriptionWeb.leaveDialog.title' },
    confirmLabel: /*i18n*/ { id: 'subscriptionWeb.leaveDialog.confirmLabel' },
    busyLabel: /*i18n*/ { id: 'subscriptionWeb.leaveDialog.busyLabel' },
    cancelLabel: /*i18n*/ { id: 'subscriptionWeb.leaveDialog.cancelLabel' },
  },
  leaveBody: /*i18n*/ { id: 'subscriptionWeb.leaveBody', args: ['plan'] },
});

/** The banner of the partner profile when the plan's renewal could not be charged. */
export const planBannerMessages = /* @__PURE__ */ room(planBannerCatalog, {
  pastDueTitle: /*i18n*/ { id: 'planBanner.pastDueTitle', args: ['plan'] },
  pastDue: /*i18n*/ { id: 'planBanner.pastDue', args: ['date'] },
  lapsedTitle: /*i18n*/ { id: 'planBanner.lapsedTitle', args: ['plan'] },
  lapsed: /*i18n*/ { id: 'planBanner.lapsed', args: ['gyms', 'services'] },
  payNow: /*i18n*/ { id: 'planBanner.payNow' },
  payAgain: /*i18n*/ { id: 'planBanner.payAgain', args: ['plan'] },
  confirming: /*i18n*/ { id: 'planBanner.confirming' },
  stillPending: /*i18n*/ { id: 'planBanner.stillPending' },
  returnFailed: /*i18n*/ { id: 'planBanner.returnFailed' },
});
