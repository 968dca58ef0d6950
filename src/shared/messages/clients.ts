/**
 * User-facing Spanish (es-AR, voseo) texts of a partner's clients and of the member's consent to share
 * health conditions with a gym (Ley 25.326 art. 2, 7: health data are sensitive and need express
 * consent). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { clientsCatalog, clientsPageCatalog } from './locales/es-AR/clients';

/** Answers of the consent and clients calls. */
export const clientsMessages = /* @__PURE__ */ room(clientsCatalog, {
  membersOnly: /*i18n*/ { id: 'clients.membersOnly' },
  noPassAtGym: /*i18n*/ { id: 'clients.noPassAtGym' },
  gymInvalid: /*i18n*/ { id: 'clients.gymInvalid' },
  page: /*i18n*/ { id: 'clients.page' },
  limit: /*i18n*/ { id: 'clients.limit' },
  partnersOnly: /*i18n*/ { id: 'clients.partnersOnly' },
});

/** The "Mis clientes" screen and the consent switch on a pass. */
export const clientsPageMessages = /* @__PURE__ */ room(clientsPageCatalog, {
  title: /*i18n*/ { id: 'clientsPage.title' },
  lead: /*i18n*/ { id: 'clientsPage.lead' },
  back: /*i18n*/ { id: 'clientsPage.back' },
  loading: /*i18n*/ { id: 'clientsPage.loading' },
  error: /*i18n*/ { id: 'clientsPage.error' },
  gym: /*i18n*/ { id: 'clientsPage.gym' },
  allGyms: /*i18n*/ { id: 'clientsPage.allGyms' },
  count: /*i18n*/ { id: 'clientsPage.count', args: ['clients', 'passes'] },
  product: /*i18n*/ { id: 'clientsPage.product' },
  validUntil: /*i18n*/ { id: 'clientsPage.validUntil' },
  usesLeft: /*i18n*/ { id: 'clientsPage.usesLeft', args: ['left', 'total'] },
  visits: /*i18n*/ { id: 'clientsPage.visits', args: ['n'] },
  health: /*i18n*/ { id: 'clientsPage.health' },
  healthNone: /*i18n*/ { id: 'clientsPage.healthNone' },
  healthHidden: /*i18n*/ { id: 'clientsPage.healthHidden' },
  healthHiddenHelp: /*i18n*/ { id: 'clientsPage.healthHiddenHelp' },
  emptyTitle: /*i18n*/ { id: 'clientsPage.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'clientsPage.emptyBody' },
  avatarAlt: /*i18n*/ { id: 'clientsPage.avatarAlt', args: ['name'] },
  profileLink: /*i18n*/ { id: 'clientsPage.profileLink' },
  profileLead: /*i18n*/ { id: 'clientsPage.profileLead' },
  consentLabel: /*i18n*/ { id: 'clientsPage.consentLabel', args: ['gym'] },
  consentHelp: /*i18n*/ { id: 'clientsPage.consentHelp' },
  consentSaved: /*i18n*/ { id: 'clientsPage.consentSaved', args: ['on', 'gym'] },
  consentError: /*i18n*/ { id: 'clientsPage.consentError' },
});
