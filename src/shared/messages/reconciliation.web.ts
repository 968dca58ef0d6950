/**
 * Spanish (es-AR, voseo) texts of the administrators' "Conciliación" screen (ADR 0044). Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { reconciliationWebCatalog } from './locales/es-AR/reconciliation.web';

/** The Conciliación screen. */
export const reconciliationWebMessages = /* @__PURE__ */ room(reconciliationWebCatalog, {
  run: /*i18n*/ { id: 'reconciliationWeb.run' },
  running: /*i18n*/ { id: 'reconciliationWeb.running' },
  ran: /*i18n*/ { id: 'reconciliationWeb.ran', args: ['found'] },
  runError: /*i18n*/ { id: 'reconciliationWeb.runError' },
  loading: /*i18n*/ { id: 'reconciliationWeb.loading' },
  error: /*i18n*/ { id: 'reconciliationWeb.error' },
  empty: /*i18n*/ { id: 'reconciliationWeb.empty' },
  open: /*i18n*/ { id: 'reconciliationWeb.open', args: ['n'] },
  caption: /*i18n*/ { id: 'reconciliationWeb.caption' },
  provider: /*i18n*/ { id: 'reconciliationWeb.provider' },
  ids: /*i18n*/ { id: 'reconciliationWeb.ids' },
  order: /*i18n*/ { id: 'reconciliationWeb.order', args: ['id'] },
  providerObject: /*i18n*/ { id: 'reconciliationWeb.providerObject', args: ['id'] },
  ours: /*i18n*/ { id: 'reconciliationWeb.ours' },
  theirs: /*i18n*/ { id: 'reconciliationWeb.theirs' },
  none: /*i18n*/ { id: 'reconciliationWeb.none' },
  foundAt: /*i18n*/ { id: 'reconciliationWeb.foundAt' },
  whatToDo: /*i18n*/ { id: 'reconciliationWeb.whatToDo' },
  state: /*i18n*/ { id: 'reconciliationWeb.state' },
  openState: /*i18n*/ { id: 'reconciliationWeb.openState' },
  resolvedAuto: /*i18n*/ { id: 'reconciliationWeb.resolvedAuto', args: ['at'] },
  resolvedAdmin: /*i18n*/ { id: 'reconciliationWeb.resolvedAdmin', args: ['at'] },
  resolve: /*i18n*/ { id: 'reconciliationWeb.resolve' },
  resolving: /*i18n*/ { id: 'reconciliationWeb.resolving' },
  resolveError: /*i18n*/ { id: 'reconciliationWeb.resolveError' },
  providers: {
    manual: /*i18n*/ { id: 'reconciliationWeb.providers.manual' },
    stripe: /*i18n*/ { id: 'reconciliationWeb.providers.stripe' },
    mercadopago: /*i18n*/ { id: 'reconciliationWeb.providers.mercadopago' },
  },
});
