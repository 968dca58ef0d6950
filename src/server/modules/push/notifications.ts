/**
 * The four notifications of ADR 0031 as payloads (texts in `shared/messages/push`), with how each
 * travels: a freed place and a cancelled class are urgent (RFC 8030 §5.3 `high`) and useless after
 * the class starts; an expiry reminder and a review invitation can wait (`normal`, `low`).
 * Days and hours are written in the gym's zone (docs/architecture.md §7).
 * @module
 */
import { differenceInSeconds } from 'date-fns';
import { localDayAndTime } from '../../../shared/domain/dates';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { pushNotificationMessages as m, type PushText } from '../../../shared/messages/push';
import type { PushDelivery, PushPayload } from './sender';

/** A notification and how it travels. */
export interface Notification {
  payload: PushPayload;
  delivery: PushDelivery;
}

/** A class session as a notification names it. */
export interface SessionFacts {
  /** The booking's id. */
  id: string;
  memberId: string;
  memberName: string;
  className: string;
  gymName: string;
  startsAt: Date;
  timeZone: string;
}

const DAY_SECONDS = 86_400;

/**
 * "lunes, 30 de noviembre" and "19:00" ("segunda-feira, 30 de novembro" in pt-BR): instant `at` in
 * `timeZone`, in the active locale (ADR 0055), without the year.
 */
export const shortDayAndTime = (at: Date, timeZone: string): [string, string] =>
  localDayAndTime(at, timeZone, activeLocale(), 'noYear');

/** "Mis reservas" of a member (the web's `/profile/user/{name}/{userId}/bookings`). */
const bookingsPath = (s: SessionFacts) =>
  `/profile/user/${encodeURIComponent(s.memberName)}/${encodeURIComponent(s.memberId)}/bookings`;

/** Seconds until the session starts (at least a minute): a class notice is worthless afterwards. */
const untilStart = (s: SessionFacts, now: Date) => Math.max(60, differenceInSeconds(s.startsAt, now));

/**
 * An urgent notice about booking `s`'s session, opening "Mis reservas": `text` writes its title and body
 * from the class, the gym and the start's day and time in the gym's zone.
 */
function sessionNotification(
  s: SessionFacts,
  now: Date,
  text: (className: string, gymName: string, day: string, time: string) => PushText,
): Notification {
  const [day, time] = shortDayAndTime(s.startsAt, s.timeZone);
  return {
    payload: {
      ...text(s.className, s.gymName, day, time),
      url: bookingsPath(s),
      tag: `booking-${s.id}`,
    },
    delivery: { ttlSeconds: untilStart(s, now), urgency: 'high' },
  };
}

/** "Tenés lugar en {clase}": a waitlisted booking took a freed place (ADR 0022). */
export const promotionNotification = (s: SessionFacts, now = new Date()): Notification =>
  sessionNotification(s, now, m.promoted);

/** "Se canceló {clase}": the gym cancelled a session of the member (ADR 0022). */
export const cancelledNotification = (s: SessionFacts, now = new Date()): Notification =>
  sessionNotification(s, now, m.cancelled);

/** A pass as its expiry reminder names it. */
export interface PassFacts {
  passId: string;
  gymId: string;
  gymName: string;
  productName: string;
  validUntil: Date;
  timeZone: string;
}

/**
 * "Tu pase vence en 3 días": the daily reminder (./expiry), opening the gym's page to renew. Its texts
 * and its day ("3 de diciembre de 2026", "3 de dezembro de 2026") are in the active locale (ADR 0055).
 */
export function expiryNotification(p: PassFacts, now = new Date()): Notification {
  const days = Math.max(1, Math.ceil(differenceInSeconds(p.validUntil, now) / DAY_SECONDS));
  const day = new Intl.DateTimeFormat(activeLocale(), { timeZone: p.timeZone, dateStyle: 'long' }).format(
    p.validUntil,
  );
  return {
    payload: {
      ...m.expiring(p.productName, p.gymName, days, day),
      url: `/detail/gym/${p.gymId}`,
      tag: `pass-${p.passId}`,
    },
    delivery: { ttlSeconds: DAY_SECONDS, urgency: 'normal' },
  };
}

/** "¿Cómo te fue en {gym}?": the review invitation (ADR 0024), opening the gym's review form. */
export function reviewNotification(gymId: string, gymName: string): Notification {
  return {
    payload: { ...m.review(gymName), url: `/detail/gym/${gymId}#opinar`, tag: `review-${gymId}` },
    delivery: { ttlSeconds: 3 * DAY_SECONDS, urgency: 'low' },
  };
}
