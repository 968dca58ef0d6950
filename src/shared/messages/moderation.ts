/**
 * User-facing Spanish (es-AR, voseo) texts of gym moderation (SPEC §1 administrator; ADR 0018
 * "Moderation"): the administrators' gym list and its refusals, the partner's refusal to publish a gym
 * an administrator unpublished, and the mail the partner gets. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  gymHoldLabelsCatalog,
  gymStatusLabelsCatalog,
  moderationCatalog,
  moderationMailCatalog,
} from './locales/es-AR/moderation';

import type { GymHold, GymStatus } from '../constants/moderation';

/** Labels of the gym statuses of the administrators' list (the wire carries the code). */
export const gymStatusLabels: Readonly<Record<GymStatus, string>> = /* @__PURE__ */ room(
  gymStatusLabelsCatalog,
  {
    published: /*i18n*/ { id: 'gymStatusLabels.published' },
    unpublished: /*i18n*/ { id: 'gymStatusLabels.unpublished' },
    moderated: /*i18n*/ { id: 'gymStatusLabels.moderated' },
    planHeld: /*i18n*/ { id: 'gymStatusLabels.planHeld' },
    lockHeld: /*i18n*/ { id: 'gymStatusLabels.lockHeld' },
  },
);

/** Why a gym published again by an administrator is still unpublished (the wire carries the code). */
export const gymHoldLabels: Readonly<Record<GymHold, string>> = /* @__PURE__ */ room(gymHoldLabelsCatalog, {
  partner: /*i18n*/ { id: 'gymHoldLabels.partner' },
  plan: /*i18n*/ { id: 'gymHoldLabels.plan' },
  lock: /*i18n*/ { id: 'gymHoldLabels.lock' },
  noPartner: /*i18n*/ { id: 'gymHoldLabels.noPartner' },
});

/** Validation and refusals of the moderation calls. */
export const moderationMessages = /* @__PURE__ */ room(moderationCatalog, {
  status: /*i18n*/ { id: 'moderation.status' },
  sort: /*i18n*/ { id: 'moderation.sort' },
  search: /*i18n*/ { id: 'moderation.search' },
  reason: /*i18n*/ { id: 'moderation.reason' },
  gymNotFound: /*i18n*/ { id: 'moderation.gymNotFound' },
  alreadyModerated: /*i18n*/ { id: 'moderation.alreadyModerated' },
  notModerated: /*i18n*/ { id: 'moderation.notModerated' },
  /** A partner tries to publish a gym an administrator unpublished (409). */
  partnerCannotPublish: /*i18n*/ { id: 'moderation.partnerCannotPublish', args: ['reason'] },
});

/** The mail to the partner whose gym an administrator unpublished. */
export const moderationMailMessages = /* @__PURE__ */ room(moderationMailCatalog, {
  greeting: /*i18n*/ { id: 'moderationMail.greeting', args: ['name'] },
  subject: /*i18n*/ { id: 'moderationMail.subject', args: ['gym'] },
  unpublished: /*i18n*/ { id: 'moderationMail.unpublished', args: ['gym'] },
  reason: /*i18n*/ { id: 'moderationMail.reason', args: ['reason'] },
  whatNow: /*i18n*/ { id: 'moderationMail.whatNow' },
  support: /*i18n*/ { id: 'moderationMail.support', args: ['email'] },
  footer: /*i18n*/ { id: 'moderationMail.footer' },
});
