/**
 * User-facing Spanish (es-AR, voseo) texts of the partners' paid plans (ADR 0017): the answers of the
 * subscription calls and the e-mails about renewals. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { planMailCatalog, subscriptionCatalog, subscriptionStatusLabelsCatalog } from './locales/es-AR/plans';

/** Answers of the subscription calls. */
export const subscriptionMessages = /* @__PURE__ */ room(subscriptionCatalog, {
  planRequired: /*i18n*/ { id: 'subscription.planRequired' },
  partnersOnly: /*i18n*/ { id: 'subscription.partnersOnly' },
  planIsFree: /*i18n*/ { id: 'subscription.planIsFree' },
  alreadyPaid: /*i18n*/ { id: 'subscription.alreadyPaid', args: ['plan'] },
  paymentRequired: /*i18n*/ { id: 'subscription.paymentRequired', args: ['plan'] },
  paymentInProgress: /*i18n*/ { id: 'subscription.paymentInProgress' },
  gymHeld: /*i18n*/ { id: 'subscription.gymHeld' },
  planLineName: /*i18n*/ { id: 'subscription.planLineName', args: ['plan'] },
});

/** E-mails to the partner about the plan (plain text and HTML are composed on the server). */
export const planMailMessages = /* @__PURE__ */ room(planMailCatalog, {
  greeting: /*i18n*/ { id: 'planMail.greeting', args: ['name'] },
  renewalFailedSubject: /*i18n*/ { id: 'planMail.renewalFailedSubject', args: ['plan'] },
  renewalFailed: /*i18n*/ { id: 'planMail.renewalFailed', args: ['plan', 'until'] },
  renewalFailedAction: /*i18n*/ { id: 'planMail.renewalFailedAction' },
  lapsedSubject: /*i18n*/ { id: 'planMail.lapsedSubject', args: ['plan'] },
  lapsed: /*i18n*/ { id: 'planMail.lapsed', args: ['plan', 'gyms', 'services'] },
  planReceiptClosing: /*i18n*/ { id: 'planMail.planReceiptClosing' },
  footer: /*i18n*/ { id: 'planMail.footer' },
});

/** Labels of the subscription states, as the partner reads them. */
export const subscriptionStatusLabels = /* @__PURE__ */ room(subscriptionStatusLabelsCatalog, {
  free: /*i18n*/ { id: 'subscriptionStatusLabels.free' },
  active: /*i18n*/ { id: 'subscriptionStatusLabels.active' },
  pastDue: /*i18n*/ { id: 'subscriptionStatusLabels.pastDue' },
  lapsed: /*i18n*/ { id: 'subscriptionStatusLabels.lapsed' },
});
