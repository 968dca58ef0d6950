/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym (ADR 0045): the answers of the credit plan,
 * subscription and "Mis créditos" calls. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { creditCatalog } from './locales/es-AR/credits';

/** Answers of the credit plan and subscription calls. */
export const creditMessages = /* @__PURE__ */ room(creditCatalog, {
  planName: /*i18n*/ { id: 'credit.planName' },
  creditsPerMonth: /*i18n*/ { id: 'credit.creditsPerMonth' },
  monthlyPrice: /*i18n*/ { id: 'credit.monthlyPrice' },
  active: /*i18n*/ { id: 'credit.active' },
  planNameTaken: /*i18n*/ { id: 'credit.planNameTaken' },
  planNotFound: /*i18n*/ { id: 'credit.planNotFound' },
  planRequired: /*i18n*/ { id: 'credit.planRequired' },
  planInactive: /*i18n*/ { id: 'credit.planInactive' },
  membersOnly: /*i18n*/ { id: 'credit.membersOnly' },
  alreadySubscribed: /*i18n*/ { id: 'credit.alreadySubscribed', args: ['until'] },
  noSubscription: /*i18n*/ { id: 'credit.noSubscription' },
  pauseMonths: /*i18n*/ { id: 'credit.pauseMonths' },
  pauseOnlyActive: /*i18n*/ { id: 'credit.pauseOnlyActive' },
  pauseYearUsed: /*i18n*/ { id: 'credit.pauseYearUsed', args: ['left'] },
  mercadoPagoUnavailable: /*i18n*/ { id: 'credit.mercadoPagoUnavailable' },
  cancelNotLive: /*i18n*/ { id: 'credit.cancelNotLive' },
  receiptLine: /*i18n*/ { id: 'credit.receiptLine', args: ['plan'] },
  receiptClosing: /*i18n*/ { id: 'credit.receiptClosing' },
});
