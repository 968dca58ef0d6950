/**
 * Texts of MercadoPago per country (ADR 0056): the ways to pay a checkout names for the cart's country
 * (`PAYMENT_METHODS_OF`, src/shared/domain/payment-methods), and the refusal of an order in a country where
 * the platform takes no MercadoPago payments yet. es-AR (voseo) is the source; es-MX and pt-BR beside it.
 * @module
 */
import { room } from './i18n/room';
import { paymentMethodsCatalog, paymentSitesCatalog } from './locales/es-AR/payment-methods';

/** The checkout's list of ways to pay, and each way's name. */
export const paymentMethodMessages = /* @__PURE__ */ room(paymentMethodsCatalog, {
  /** The list's heading. */
  title: /*i18n*/ { id: 'paymentMethods.title' },
  /** Demo mode: every way is paid with the test card. */
  demo: /*i18n*/ { id: 'paymentMethods.demo' },
  names: {
    card: /*i18n*/ { id: 'paymentMethods.card' },
    accountMoney: /*i18n*/ { id: 'paymentMethods.accountMoney' },
    oxxo: /*i18n*/ { id: 'paymentMethods.oxxo' },
    spei: /*i18n*/ { id: 'paymentMethods.spei' },
    pix: /*i18n*/ { id: 'paymentMethods.pix' },
    boleto: /*i18n*/ { id: 'paymentMethods.boleto' },
  },
});

/** Answers of the MercadoPago provider about its sites. */
export const paymentSiteMessages = /* @__PURE__ */ room(paymentSitesCatalog, {
  /** 409: the order's country (`AR`, `MX`, `BR`) has no platform credentials configured. */
  notConfigured: /*i18n*/ { id: 'paymentSites.notConfigured', args: ['country'] },
});
