/**
 * User-facing Spanish (es-AR, voseo) texts of the member's Pase BuscaGym screens (ADR 0045): "Mis
 * créditos" (plans, subscription, pause, cancel, history), the payment of a month, the pass on a gym's
 * page, spending credits on a class or an open-gym visit and what a cancel did with them. The catalogue's
 * few texts are in `pase-catalogue.web.ts` (kept apart, its own count of credits included, for the first
 * screen's weight); the API's answers in `credits.ts` and `credits-gyms.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  creditDoorPassCatalog,
  creditHistoryCatalog,
  creditOutcomeCatalog,
  creditPaymentCatalog,
  creditPlansCatalog,
  creditSpendCatalog,
  creditSubscriptionCatalog,
  myCreditsCatalog,
} from './locales/es-AR/credits-member.web';

/** "Mis créditos": the page, the wallet and the subscription. */
export const myCreditsMessages = /* @__PURE__ */ room(myCreditsCatalog, {
  title: /*i18n*/ { id: 'myCredits.title' },
  lead: /*i18n*/ { id: 'myCredits.lead' },
  loading: /*i18n*/ { id: 'myCredits.loading' },
  loadError: /*i18n*/ { id: 'myCredits.loadError' },
  membersOnly: /*i18n*/ { id: 'myCredits.membersOnly' },
  balanceTitle: /*i18n*/ { id: 'myCredits.balanceTitle' },
  /** @param balance - credits; @param value - their ARS value, formatted */
  balance: /*i18n*/ { id: 'myCredits.balance', args: ['balance'] },
  balanceValue: /*i18n*/ { id: 'myCredits.balanceValue', args: ['value'] },
  plan: /*i18n*/ { id: 'myCredits.plan' },
  /** @param credits - per month; @param price - formatted ARS */
  planLine: /*i18n*/ { id: 'myCredits.planLine', args: ['name', 'credits', 'price'] },
  status: /*i18n*/ { id: 'myCredits.status' },
  statuses: {
    active: /*i18n*/ { id: 'myCredits.statuses.active' },
    paused: /*i18n*/ { id: 'myCredits.statuses.paused' },
    pastDue: /*i18n*/ { id: 'myCredits.statuses.pastDue' },
    cancelled: /*i18n*/ { id: 'myCredits.statuses.cancelled' },
    lapsed: /*i18n*/ { id: 'myCredits.statuses.lapsed' },
  },
  renewsAt: /*i18n*/ { id: 'myCredits.renewsAt' },
  noRenewal: /*i18n*/ { id: 'myCredits.noRenewal' },
  paidUntil: /*i18n*/ { id: 'myCredits.paidUntil' },
  pausedUntil: /*i18n*/ { id: 'myCredits.pausedUntil', args: ['day'] },
  cancelledNote: /*i18n*/ { id: 'myCredits.cancelledNote', args: ['day'] },
  findGyms: /*i18n*/ { id: 'myCredits.findGyms' },
});

/** The plans, when the member has no live pass. */
export const creditPlansMessages = /* @__PURE__ */ room(creditPlansCatalog, {
  title: /*i18n*/ { id: 'creditPlans.title' },
  lead: /*i18n*/ { id: 'creditPlans.lead' },
  loading: /*i18n*/ { id: 'creditPlans.loading' },
  loadError: /*i18n*/ { id: 'creditPlans.loadError' },
  emptyTitle: /*i18n*/ { id: 'creditPlans.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'creditPlans.emptyBody' },
  perMonth: /*i18n*/ { id: 'creditPlans.perMonth', args: ['credits'] },
  pricePerMonth: /*i18n*/ { id: 'creditPlans.pricePerMonth' },
  choose: /*i18n*/ { id: 'creditPlans.choose' },
  chooseLabel: /*i18n*/ { id: 'creditPlans.chooseLabel', args: ['name'] },
  rollover: /*i18n*/ { id: 'creditPlans.rollover' },
});

/** The payment of the first month of a plan. */
export const creditPaymentMessages = /* @__PURE__ */ room(creditPaymentCatalog, {
  title: /*i18n*/ { id: 'creditPayment.title', args: ['plan'] },
  titleFallback: /*i18n*/ { id: 'creditPayment.titleFallback' },
  summary: /*i18n*/ { id: 'creditPayment.summary' },
  monthlyPrice: /*i18n*/ { id: 'creditPayment.monthlyPrice' },
  credits: /*i18n*/ { id: 'creditPayment.credits', args: ['credits'] },
  renews: /*i18n*/ { id: 'creditPayment.renews' },
  loading: /*i18n*/ { id: 'creditPayment.loading' },
  loadError: /*i18n*/ { id: 'creditPayment.loadError' },
  notFoundTitle: /*i18n*/ { id: 'creditPayment.notFoundTitle' },
  notFoundBody: /*i18n*/ { id: 'creditPayment.notFoundBody' },
  alreadyTitle: /*i18n*/ { id: 'creditPayment.alreadyTitle' },
  alreadyBody: /*i18n*/ { id: 'creditPayment.alreadyBody' },
  paid: /*i18n*/ { id: 'creditPayment.paid', args: ['plan', 'credits'] },
  declined: /*i18n*/ { id: 'creditPayment.declined' },
  back: /*i18n*/ { id: 'creditPayment.back' },
});

/** Pause and cancel of the subscription. */
export const creditSubscriptionMessages = /* @__PURE__ */ room(creditSubscriptionCatalog, {
  pause: /*i18n*/ { id: 'creditSubscription.pause' },
  pauseTitle: /*i18n*/ { id: 'creditSubscription.pauseTitle' },
  pauseBody: /*i18n*/ { id: 'creditSubscription.pauseBody' },
  pauseMonths: /*i18n*/ { id: 'creditSubscription.pauseMonths' },
  pauseOption: /*i18n*/ { id: 'creditSubscription.pauseOption', args: ['months'] },
  pauseLeft: /*i18n*/ { id: 'creditSubscription.pauseLeft', args: ['left'] },
  pauseConfirm: /*i18n*/ { id: 'creditSubscription.pauseConfirm' },
  pausing: /*i18n*/ { id: 'creditSubscription.pausing' },
  paused: /*i18n*/ { id: 'creditSubscription.paused', args: ['months'] },
  cancel: /*i18n*/ { id: 'creditSubscription.cancel' },
  cancelTitle: /*i18n*/ { id: 'creditSubscription.cancelTitle' },
  cancelBody: /*i18n*/ { id: 'creditSubscription.cancelBody', args: ['day'] },
  cancelConfirm: /*i18n*/ { id: 'creditSubscription.cancelConfirm' },
  cancelling: /*i18n*/ { id: 'creditSubscription.cancelling' },
  cancelled: /*i18n*/ { id: 'creditSubscription.cancelled' },
  keep: /*i18n*/ { id: 'creditSubscription.keep' },
});

/** The history of "Mis créditos". */
export const creditHistoryMessages = /* @__PURE__ */ room(creditHistoryCatalog, {
  title: /*i18n*/ { id: 'creditHistory.title' },
  emptyTitle: /*i18n*/ { id: 'creditHistory.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'creditHistory.emptyBody' },
  kinds: {
    added: /*i18n*/ { id: 'creditHistory.kinds.added' },
    spent: /*i18n*/ { id: 'creditHistory.kinds.spent' },
    returned: /*i18n*/ { id: 'creditHistory.kinds.returned' },
    forgiven: /*i18n*/ { id: 'creditHistory.kinds.forgiven' },
    lapsed: /*i18n*/ { id: 'creditHistory.kinds.lapsed' },
  },
  /** @param sign - "+" or "−" */
  credits: /*i18n*/ { id: 'creditHistory.credits', args: ['sign', 'credits'] },
  at: /*i18n*/ { id: 'creditHistory.at', args: ['gym'] },
  worth: /*i18n*/ { id: 'creditHistory.worth', args: ['value'] },
  balanceAfter: /*i18n*/ { id: 'creditHistory.balanceAfter', args: ['balance'] },
});

/** The pass on a gym's page and spending credits on a visit or a class. */
export const creditSpendMessages = /* @__PURE__ */ room(creditSpendCatalog, {
  sectionTitle: /*i18n*/ { id: 'creditSpend.sectionTitle' },
  accepts: /*i18n*/ { id: 'creditSpend.accepts' },
  visitCost: /*i18n*/ { id: 'creditSpend.visitCost', args: ['credits'] },
  classCost: /*i18n*/ { id: 'creditSpend.classCost', args: ['credits'] },
  visitLimit: /*i18n*/ { id: 'creditSpend.visitLimit', args: ['limit'] },
  cancelWindow: /*i18n*/ { id: 'creditSpend.cancelWindow', args: ['hours'] },
  nextChange: /*i18n*/ { id: 'creditSpend.nextChange', args: ['visit', 'cls', 'day'] },
  loading: /*i18n*/ { id: 'creditSpend.loading' },
  loadError: /*i18n*/ { id: 'creditSpend.loadError' },
  yourBalance: /*i18n*/ { id: 'creditSpend.yourBalance', args: ['balance'] },
  noPass: /*i18n*/ { id: 'creditSpend.noPass' },
  getPass: /*i18n*/ { id: 'creditSpend.getPass' },
  signIn: /*i18n*/ { id: 'creditSpend.signIn' },
  signInLink: /*i18n*/ { id: 'creditSpend.signInLink' },
  visitDay: /*i18n*/ { id: 'creditSpend.visitDay' },
  bookVisit: /*i18n*/ { id: 'creditSpend.bookVisit' },
  bookClass: /*i18n*/ { id: 'creditSpend.bookClass', args: ['credits'] },
  bookClassLabel: /*i18n*/ { id: 'creditSpend.bookClassLabel', args: ['name', 'day', 'time'] },
  confirmTitle: /*i18n*/ { id: 'creditSpend.confirmTitle' },
  confirmVisit: /*i18n*/ { id: 'creditSpend.confirmVisit', args: ['day'] },
  confirmClass: /*i18n*/ { id: 'creditSpend.confirmClass', args: ['name', 'day', 'time'] },
  cost: /*i18n*/ { id: 'creditSpend.cost' },
  costValue: /*i18n*/ { id: 'creditSpend.costValue', args: ['credits', 'value'] },
  deadline: /*i18n*/ { id: 'creditSpend.deadline' },
  deadlineAt: /*i18n*/ { id: 'creditSpend.deadlineAt', args: ['day', 'time'] },
  deadlinePassed: /*i18n*/ { id: 'creditSpend.deadlinePassed' },
  after: /*i18n*/ { id: 'creditSpend.after', args: ['balance'] },
  notEnough: /*i18n*/ { id: 'creditSpend.notEnough', args: ['balance', 'wanted'] },
  confirm: /*i18n*/ { id: 'creditSpend.confirm' },
  confirming: /*i18n*/ { id: 'creditSpend.confirming' },
  back: /*i18n*/ { id: 'creditSpend.back' },
  visitBooked: /*i18n*/ { id: 'creditSpend.visitBooked', args: ['day'] },
  classBooked: /*i18n*/ { id: 'creditSpend.classBooked', args: ['name'] },
  yourVisits: /*i18n*/ { id: 'creditSpend.yourVisits' },
  visitLine: /*i18n*/ { id: 'creditSpend.visitLine', args: ['day', 'credits'] },
  cancelVisit: /*i18n*/ { id: 'creditSpend.cancelVisit' },
  cancelVisitLabel: /*i18n*/ { id: 'creditSpend.cancelVisitLabel', args: ['day'] },
  cancelVisitTitle: /*i18n*/ { id: 'creditSpend.cancelVisitTitle' },
  cancelVisitQuestion: /*i18n*/ { id: 'creditSpend.cancelVisitQuestion', args: ['day'] },
  cancelConfirm: /*i18n*/ { id: 'creditSpend.cancelConfirm' },
  cancelling: /*i18n*/ { id: 'creditSpend.cancelling' },
  keep: /*i18n*/ { id: 'creditSpend.keep' },
});

/** What a cancel did with the credits (the answer's `cancelOutcome`), as the member reads it. */
export const creditOutcomeMessages = /* @__PURE__ */ room(creditOutcomeCatalog, {
  returned: /*i18n*/ { id: 'creditOutcome.returned', args: ['credits'] },
  kept: /*i18n*/ { id: 'creditOutcome.kept', args: ['credits'] },
  forgiven: /*i18n*/ { id: 'creditOutcome.forgiven', args: ['credits'] },
  /** Before cancelling a credit booking: what will happen. */
  beforeDeadline: /*i18n*/ { id: 'creditOutcome.beforeDeadline', args: ['day'] },
  afterDeadline: /*i18n*/ { id: 'creditOutcome.afterDeadline' },
});

/** The member's entry code in "Mis créditos" (ADR 0045 "Check-in"): the rotating QR shown at the door. */
export const creditDoorPassMessages = /* @__PURE__ */ room(creditDoorPassCatalog, {
  title: /*i18n*/ { id: 'creditDoorPass.title' },
  lead: /*i18n*/ { id: 'creditDoorPass.lead' },
  loading: /*i18n*/ { id: 'creditDoorPass.loading' },
  qrLoading: /*i18n*/ { id: 'creditDoorPass.qrLoading' },
  qrError: /*i18n*/ { id: 'creditDoorPass.qrError' },
  qrAlt: /*i18n*/ { id: 'creditDoorPass.qrAlt' },
  /** @param seconds - whole seconds left in the code's 30-second step */
  countdown: /*i18n*/ { id: 'creditDoorPass.countdown', args: ['seconds'] },
  code: /*i18n*/ { id: 'creditDoorPass.code' },
  error: /*i18n*/ { id: 'creditDoorPass.error' },
});
