/**
 * Texts of the data sources on the web (ADR 0025 "Sources"): the "Fuentes de datos" page, its footer
 * link and the attribution line of a gym's page. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { sourcesCatalog } from './locales/es-AR/sources.web';

/** Texts of the "Fuentes de datos" page and of the attribution line. */
export const sourcesMessages = /* @__PURE__ */ room(sourcesCatalog, {
  title: /*i18n*/ { id: 'sources.title' },
  footerLink: /*i18n*/ { id: 'sources.footerLink' },
  intro: /*i18n*/ { id: 'sources.intro' },
  loading: /*i18n*/ { id: 'sources.loading' },
  failed: /*i18n*/ { id: 'sources.failed' },
  empty: /*i18n*/ { id: 'sources.empty' },
  licence: /*i18n*/ { id: 'sources.licence' },
  attribution: /*i18n*/ { id: 'sources.attribution' },
  website: /*i18n*/ { id: 'sources.website' },
  gyms: /*i18n*/ { id: 'sources.gyms', args: ['n'] },
  /** The line under a gym's data: "Datos: <attribution> (<licence>)". */
  gymLine: /*i18n*/ { id: 'sources.gymLine', args: ['attribution', 'licence'] },
  /** The same line when the attribution already names the licence. */
  gymLineNamingLicence: /*i18n*/ { id: 'sources.gymLineNamingLicence', args: ['attribution'] },
});
