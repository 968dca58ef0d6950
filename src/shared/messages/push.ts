/**
 * User-facing Spanish (es-AR, voseo) texts of Web Push (ADR 0031): the refusals of the subscription
 * calls and the four notifications (title, body) a member's device shows. The screens' own texts
 * (the prompt, the profile switch) are in `push.web.ts`. Not re-exported by `messages/index.ts`:
 * importers name this file.
 * @module
 */
import { room } from './i18n/room';
import { pushCatalog, pushNotificationCatalog } from './locales/es-AR/push';

/** Refusals of `/api/push/subscriptions`. */
export const pushMessages = /* @__PURE__ */ room(pushCatalog, {
  subscription: /*i18n*/ { id: 'push.subscription' },
  endpoint: /*i18n*/ { id: 'push.endpoint' },
  membersOnly: /*i18n*/ { id: 'push.membersOnly' },
  /** The endpoint's host is not a known push service (ADR 0035). */
  endpointNotAService: /*i18n*/ { id: 'push.endpointNotAService' },
  /** The push service's name does not lead to a public address (ADR 0035). */
  endpointAddress: /*i18n*/ { id: 'push.endpointAddress' },
});

/** A notification as the device shows it. */
export interface PushText {
  title: string;
  body: string;
}

/** The four notifications' titles and bodies as the catalogues hold them. */
const pushNotificationTexts = /* @__PURE__ */ room(pushNotificationCatalog, {
  promoted: {
    title: /*i18n*/ { id: 'pushNotification.promoted.title', args: ['className'] },
    body: /*i18n*/ { id: 'pushNotification.promoted.body', args: ['gymName', 'day', 'time'] },
  },
  cancelled: {
    title: /*i18n*/ { id: 'pushNotification.cancelled.title', args: ['className'] },
    body: /*i18n*/ { id: 'pushNotification.cancelled.body', args: ['gymName', 'day', 'time'] },
  },
  expiring: {
    title: /*i18n*/ { id: 'pushNotification.expiring.title', args: ['days'] },
    body: /*i18n*/ { id: 'pushNotification.expiring.body', args: ['productName', 'gymName', 'day'] },
  },
  review: {
    title: /*i18n*/ { id: 'pushNotification.review.title', args: ['gymName'] },
    body: /*i18n*/ { id: 'pushNotification.review.body' },
  },
});

/**
 * The four notifications (ADR 0031), each read when sent, in the locale active then. Dates and hours
 * come already written in the gym's zone.
 */
export const pushNotificationMessages = {
  /** A waitlisted booking took a freed place (ADR 0022). */
  promoted: (className: string, gymName: string, day: string, time: string): PushText => ({
    title: pushNotificationTexts.promoted.title(className),
    body: pushNotificationTexts.promoted.body(gymName, day, time),
  }),
  /** The gym cancelled a session the member was booked or waiting in (ADR 0022). */
  cancelled: (className: string, gymName: string, day: string, time: string): PushText => ({
    title: pushNotificationTexts.cancelled.title(className),
    body: pushNotificationTexts.cancelled.body(gymName, day, time),
  }),
  /** A pass ends in `days` days (the daily reminder). */
  expiring: (productName: string, gymName: string, days: number, day: string): PushText => ({
    title: pushNotificationTexts.expiring.title(days),
    body: pushNotificationTexts.expiring.body(productName, gymName, day),
  }),
  /** The "¿Cómo te fue?" invitation after a visit (ADR 0024). */
  review: (gymName: string): PushText => ({
    title: pushNotificationTexts.review.title(gymName),
    body: pushNotificationTexts.review.body,
  }),
};
