/**
 * User-facing Spanish (es-AR, voseo) texts of the route guards every screen passes (ADR 0005), apart
 * from the account screens' texts (./account.web) so that the first screen does not carry those
 * (ADR 0013: the bundler places a module, not an export, in a chunk). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { sessionCatalog } from './locales/es-AR/session.web';

/** Route guards and the browser session. */
export const sessionMessages = /* @__PURE__ */ room(sessionCatalog, {
  foreignAccount: /*i18n*/ { id: 'session.foreignAccount' },
  partnerOnly: /*i18n*/ { id: 'session.partnerOnly' },
  expired: /*i18n*/ { id: 'session.expired' },
  checking: /*i18n*/ { id: 'session.checking' },
  userMenu: /*i18n*/ { id: 'session.userMenu' },
});
