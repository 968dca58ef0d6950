/**
 * Screen texts of Web Push (ADR 0031): the offer after a booking or a purchase, and the profile's
 * switch. Only lazy chunks show them, so they are not re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { pushWebCatalog } from './locales/es-AR/push.web';
export const pushWebMessages = /* @__PURE__ */ room(pushWebCatalog, {
  offerTitle: /*i18n*/ { id: 'pushWeb.offerTitle' },
  offerBody: /*i18n*/ { id: 'pushWeb.offerBody' },
  enable: /*i18n*/ { id: 'pushWeb.enable' },
  notNow: /*i18n*/ { id: 'pushWeb.notNow' },
  enabled: /*i18n*/ { id: 'pushWeb.enabled' },
  denied: /*i18n*/ { id: 'pushWeb.denied' },
  failed: /*i18n*/ { id: 'pushWeb.failed' },
  switchTitle: /*i18n*/ { id: 'pushWeb.switchTitle' },
  switchLabel: /*i18n*/ { id: 'pushWeb.switchLabel' },
  switchOn: /*i18n*/ { id: 'pushWeb.switchOn' },
  switchOff: /*i18n*/ { id: 'pushWeb.switchOff' },
  switchHint: /*i18n*/ { id: 'pushWeb.switchHint' },
  unsupported: /*i18n*/ { id: 'pushWeb.unsupported' },
  working: /*i18n*/ { id: 'pushWeb.working' },
});
