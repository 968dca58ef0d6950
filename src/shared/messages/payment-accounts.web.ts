/**
 * Spanish (es-AR, voseo) texts only screens show about MercadoPago: the checkout button and the
 * partner's "Conectar MercadoPago" block. Not in `messages/index.ts`: the checkout and the partner's
 * profile import this file directly (the first screens stay under their budget).
 * @module
 */
import { room } from './i18n/room';
import { mercadoPagoCheckoutCatalog, mercadoPagoConnectCatalog } from './locales/es-AR/payment-accounts.web';

/** The checkout with MercadoPago (a redirect to MercadoPago's checkout). */
export const mercadoPagoCheckoutMessages = /* @__PURE__ */ room(mercadoPagoCheckoutCatalog, {
  title: /*i18n*/ { id: 'mercadoPagoCheckout.title' },
  lead: /*i18n*/ { id: 'mercadoPagoCheckout.lead' },
  pay: /*i18n*/ { id: 'mercadoPagoCheckout.pay', args: ['total'] },
  redirecting: /*i18n*/ { id: 'mercadoPagoCheckout.redirecting' },
});

/** The partner's MercadoPago block on his profile. */
export const mercadoPagoConnectMessages = /* @__PURE__ */ room(mercadoPagoConnectCatalog, {
  title: /*i18n*/ { id: 'mercadoPagoConnect.title' },
  unavailable: /*i18n*/ { id: 'mercadoPagoConnect.unavailable' },
  disconnectedLead: /*i18n*/ { id: 'mercadoPagoConnect.disconnectedLead' },
  connect: /*i18n*/ { id: 'mercadoPagoConnect.connect' },
  connected: /*i18n*/ { id: 'mercadoPagoConnect.connected', args: ['account'] },
  /** The connected account's MercadoPago site, by its country (`AR`, `MX`, `BR`; ADR 0056). */
  site: /*i18n*/ { id: 'mercadoPagoConnect.site', args: ['country'] },
  disconnect: /*i18n*/ { id: 'mercadoPagoConnect.disconnect' },
  disconnecting: /*i18n*/ { id: 'mercadoPagoConnect.disconnecting' },
  disconnected: /*i18n*/ { id: 'mercadoPagoConnect.disconnected' },
  justConnected: /*i18n*/ { id: 'mercadoPagoConnect.justConnected' },
  connectError: /*i18n*/ { id: 'mercadoPagoConnect.connectError' },
});
