/**
 * Texts of the installable app (ADR 0030): the status line (offline, a new version waiting) and the note
 * over lists shown from the offline data. Imported
 * directly (src/web/app/pwa, src/web/components/OfflineNote), not through the messages index, so
 * the first screens' scripts do not grow (ADR 0013 budgets).
 * @module
 */
import { room } from './i18n/room';
import { appStatusCatalog } from './locales/es-AR/app.web';
export const appStatusMessages = /* @__PURE__ */ room(appStatusCatalog, {
  offline: /*i18n*/ { id: 'appStatus.offline' },
  newVersion: /*i18n*/ { id: 'appStatus.newVersion' },
  update: /*i18n*/ { id: 'appStatus.update' },
  updating: /*i18n*/ { id: 'appStatus.updating' },
  /** Over a list shown from the offline data; `ago` is "hace 2 h". */
  offlineUpdated: /*i18n*/ { id: 'appStatus.offlineUpdated', args: ['ago'] },
});
