/**
 * A member's personal calendar feed (ADR 0022): a secret address that Google Calendar and Apple
 * Calendar subscribe to (RFC 5545 VCALENDAR, refreshed by the reader). The token is 32 random bytes
 * (`node:crypto` randomBytes, base64url); only its SHA-256 is stored, so the address is shown once,
 * when made. Making it again replaces it (the old address stops working); revoking deletes it. The
 * feed holds the member's bookings of sessions from {@link CALENDAR_FEED_PAST_DAYS} days ago on, built
 * by `ical-generator` as the single booking's file is. A calendar app reads it without a session, in its
 * own `Accept-Language`: the feed is written in its member's language (`users.locale`, ADR 0055), else
 * in the request's.
 * @module
 */
import { subDays } from 'date-fns';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import type { CalendarFeedResponse, CalendarFeedStatus } from '../../../../shared/contract/classes-partner';
import {
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_FEED_TOKEN_BYTES,
  CALENDAR_FEED_TOKEN_PATTERN,
} from '../../../../shared/constants/classes';
import { calendarFeedMessages as m } from '../../../../shared/messages';
import type { Locale } from '../../../../shared/messages/i18n/locales';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { calendarFeeds } from '../../../db/schema-classes';
import { currentLocale, withLocale } from '../../../plugins/locale';
import type { SessionUser } from '../../../plugins/session';
import { assertMember } from '../timetable/access';
import { findFeedBookings } from '../bookings/booking-details';
import { addBookingEvent, calendarBase } from './calendar';

/** SHA-256 of feed token `token`, hex: what the table keeps. */
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Makes (or replaces) the signed-in member's feed.
 * @param publicUrl - the site's origin (`config.publicUrl`, no trailing slash)
 * @returns the address, `url` on the site's scheme (https in production) and `webcalUrl` with `webcal:`
 * @throws AppError FORBIDDEN (not a member)
 */
export async function createFeed(
  db: Database,
  session: SessionUser,
  publicUrl: string,
): Promise<CalendarFeedResponse> {
  assertMember(session);
  const token = randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
  const values = { memberId: session.userId, tokenHash: hashOf(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.memberId,
      set: { tokenHash: values.tokenHash, createdAt: values.createdAt },
    });
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return {
    feed: { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: values.createdAt.toISOString() },
  };
}

/** Whether the signed-in member has a feed. @throws AppError FORBIDDEN (not a member) */
export async function feedStatus(db: Database, session: SessionUser): Promise<CalendarFeedStatus> {
  assertMember(session);
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, session.userId));
  return { feed: row ? { createdAt: row.createdAt.toISOString() } : null };
}

/** Revokes the signed-in member's feed (nothing when there is none). @throws AppError FORBIDDEN */
export async function revokeFeed(db: Database, session: SessionUser): Promise<void> {
  assertMember(session);
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, session.userId));
}

/**
 * The calendar of feed token `token` (no session: the token is the key), written in the feed's member's
 * language (`users.locale`), else in the request's (ADR 0055; docs/architecture.md §7.1).
 * @returns `ics`, the VCALENDAR text: one VEVENT per booking (see `calendar.ts`), named for the reader;
 *   `locale`, the language it is written in (the answer's `Content-Language`)
 * @throws AppError NOT_FOUND ({@link m.feedNotFound}, in the request's language) for a malformed,
 *   unknown or revoked token
 */
export async function feedCalendar(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ ics: string; locale: Locale }> {
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', m.feedNotFound);
  const [feed] = await db
    .select({ memberId: calendarFeeds.memberId, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.memberId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) throw new AppError('NOT_FOUND', m.feedNotFound);
  const since = subDays(now, CALENDAR_FEED_PAST_DAYS);
  const rows = await findFeedBookings(db, feed.memberId, since, CALENDAR_FEED_MAX_EVENTS);
  const locale = feed.locale ?? currentLocale();
  return withLocale(locale, () => {
    const calendar = ical({
      ...calendarBase(),
      name: m.calendarName,
      description: m.calendarDescription,
      ttl: CALENDAR_FEED_REFRESH_MINUTES * 60,
    });
    for (const row of rows.reverse()) addBookingEvent(calendar, row, now);
    return { ics: calendar.toString(), locale };
  });
}
