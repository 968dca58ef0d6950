/**
 * User-facing Spanish (es-AR, voseo) texts of partners' connected payment accounts (MercadoPago
 * marketplace; docs/decisions "payment providers and the MercadoPago marketplace") and of checkouts
 * that MercadoPago cannot take. Not in `messages/index.ts` (like the claims texts): the server and the
 * partner's profile block import this file directly, so the first screens stay under their budget.
 * @module
 */
import { room } from './i18n/room';
import { paymentAccountCatalog } from './locales/es-AR/payment-accounts';

/** Answers of the connect, callback and disconnect calls, and refusals of a checkout. */
export const paymentAccountMessages = /* @__PURE__ */ room(paymentAccountCatalog, {
  partnersOnly: /*i18n*/ { id: 'paymentAccount.partnersOnly' },
  notConfigured: /*i18n*/ { id: 'paymentAccount.notConfigured' },
  /** 409: the partner's country (`AR`, `MX`, `BR`) has no OAuth application of BuscaGym's (ADR 0056). */
  connectUnavailableIn: /*i18n*/ { id: 'paymentAccount.connectUnavailableIn', args: ['country'] },
  connectStateInvalid: /*i18n*/ { id: 'paymentAccount.connectStateInvalid' },
  connectDenied: /*i18n*/ { id: 'paymentAccount.connectDenied' },
  connectFailed: /*i18n*/ { id: 'paymentAccount.connectFailed' },
  notConnected: /*i18n*/ { id: 'paymentAccount.notConnected' },
  /** A product whose partner cannot be paid online (no connected account, in production). */
  onlinePaymentUnavailable: /*i18n*/ { id: 'paymentAccount.onlinePaymentUnavailable' },
  onlinePaymentUnavailableCheckout: /*i18n*/ { id: 'paymentAccount.onlinePaymentUnavailableCheckout' },
  /** A partner's plan as a MercadoPago subscription: its name on MercadoPago's page and the card statement. */
  planSubscriptionReason: /*i18n*/ { id: 'paymentAccount.planSubscriptionReason', args: ['reference'] },
  /** The plan could not be cancelled at MercadoPago ("Botón de baja"): nothing changed. */
  planCancelUnavailable: /*i18n*/ { id: 'paymentAccount.planCancelUnavailable' },
  multiPartnerCart: /*i18n*/ { id: 'paymentAccount.multiPartnerCart' },
});
