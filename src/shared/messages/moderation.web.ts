/**
 * User-facing Spanish (es-AR, voseo) texts the partner reads about a gym that BuscaGym's moderation
 * unpublished (ADR 0018 "Moderation"): the banner of "Mis gimnasios". Apart from the administrators'
 * texts, so the partner's screens load only these. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { myGymModerationCatalog } from './locales/es-AR/moderation.web';

/** The banner of a moderated gym in the partner's "Mis gimnasios". */
export const myGymModerationMessages = /* @__PURE__ */ room(myGymModerationCatalog, {
  title: /*i18n*/ { id: 'myGymModeration.title' },
  body: /*i18n*/ { id: 'myGymModeration.body', args: ['date'] },
  help: /*i18n*/ { id: 'myGymModeration.help' },
});
