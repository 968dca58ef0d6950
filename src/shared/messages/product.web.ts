/**
 * Spanish (es-AR, voseo) texts of what a gym sells on its detail page ("Comprar"), the top bar's cart link
 * and the demo-mode notice: the commerce texts a gym's page needs, kept apart from the cart's and the
 * checkout's (`commerce.web.ts`) so that the page does not load those (ADR 0055, docs/architecture.md §6).
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { cartBadgeCatalog, demoModeCatalog, productCatalog } from './locales/es-AR/product.web';

/** The demo-mode notice (docs/architecture.md §3 "payments"): on every screen where money shows in `manual` mode. */
export const demoModeMessages = /* @__PURE__ */ room(demoModeCatalog, {
  notice: /*i18n*/ { id: 'demoMode.notice' },
  declineHint: /*i18n*/ { id: 'demoMode.declineHint' },
});

/** What a gym sells, on its detail page ("Comprar"). */
export const productMessages = /* @__PURE__ */ room(productCatalog, {
  title: /*i18n*/ { id: 'product.title' },
  lead: /*i18n*/ { id: 'product.lead' },
  loading: /*i18n*/ { id: 'product.loading' },
  loadError: /*i18n*/ { id: 'product.loadError' },
  empty: /*i18n*/ { id: 'product.empty' },
  priceLabel: /*i18n*/ { id: 'product.priceLabel' },
  add: /*i18n*/ { id: 'product.add' },
  addLabel: /*i18n*/ { id: 'product.addLabel', args: ['name'] },
  adding: /*i18n*/ { id: 'product.adding' },
  added: /*i18n*/ { id: 'product.added', args: ['name'] },
  viewCart: /*i18n*/ { id: 'product.viewCart' },
  /** The invitation a visitor reads: why to sign in, and its two links. */
  visitorInvite: {
    text: /*i18n*/ { id: 'product.visitorInvite.text' },
    signIn: /*i18n*/ { id: 'product.visitorInvite.signIn' },
    createAccount: /*i18n*/ { id: 'product.visitorInvite.createAccount' },
  },
});

/** The cart link of the top bar. */
export const cartBadgeMessages = /* @__PURE__ */ room(cartBadgeCatalog, {
  text: /*i18n*/ { id: 'cartBadge.text' },
  label: /*i18n*/ { id: 'cartBadge.label', args: ['count'] },
});
