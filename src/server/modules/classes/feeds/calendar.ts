/**
 * A booking as a calendar file (`GET /api/bookings/{id}.ics`; ADR 0022): one RFC 5545 VEVENT built by
 * `ical-generator`, never by string building. DTSTART/DTEND carry the gym's zone as a TZID (RFC 5545
 * §3.3.5 form 3) with its VTIMEZONE (§3.6.5, from `@touch4it/ical-timezones`), so the calendar shows
 * 19:00 Buenos Aires whatever the reader's zone; DTSTAMP is UTC (§3.8.7.2). The UID is the booking's,
 * stable across downloads, and STATUS follows it (§3.8.1.11): CONFIRMED with a place, TENTATIVE while
 * waiting, CANCELLED (with SEQUENCE 1, §3.8.7.4, so an imported copy is replaced) once cancelled.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { bookingMessages, calendarMessages as m } from '../../../../shared/messages';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import type { SessionUser } from '../../../plugins/session';
import { assertMember } from '../timetable/access';
import { findBookingDetails, type BookingDetails } from '../bookings/booking-details';

/** The host part of every booking's UID (RFC 5545 §3.8.4.7: globally unique). */
const UID_DOMAIN = 'reservas.buscagym';

/** STATUS and the line of the description that say where booking `b` stands. */
function standing(b: BookingDetails): [ICalEventStatus, string] {
  if (b.sessionStatus === 'cancelled') return [ICalEventStatus.CANCELLED, m.sessionCancelled];
  if (b.status === 'cancelled') return [ICalEventStatus.CANCELLED, m.cancelled];
  if (b.status === 'waitlisted') return [ICalEventStatus.TENTATIVE, m.waitlisted(b.position ?? 1)];
  if (b.status === 'attended') return [ICalEventStatus.CONFIRMED, m.attended];
  return [ICalEventStatus.CONFIRMED, m.booked];
}

/**
 * Options of a calendar: who made it (PRODID, RFC 5545 §3.7.3, whose language is the texts' one: the
 * active locale's, ADR 0055), and each event's TZID with its VTIMEZONE, DTSTAMP in UTC. Read per
 * calendar, in the locale it is written in.
 */
export const calendarBase = () => ({
  prodId: { company: 'BuscaGym', product: 'Reservas', language: activeLocale().slice(0, 2).toUpperCase() },
  // No calendar-wide zone: each event's TZID gets its VTIMEZONE, and DTSTAMP stays UTC.
  timezone: { name: null, generator: getVtimezoneComponent },
});

/** Adds booking `b` at `now` to `calendar` as one VEVENT. */
export function addBookingEvent(calendar: ICalCalendar, b: BookingDetails, now: Date): void {
  const [status, line] = standing(b);
  const description = [
    line,
    b.instructor ? m.instructor(b.instructor) : null,
    b.room ? m.room(b.room) : null,
    status === ICalEventStatus.CANCELLED ? null : m.policy(b.cancelBeforeHours),
  ].filter((text): text is string => text !== null);
  calendar.createEvent({
    id: `${b.id}@${UID_DOMAIN}`,
    sequence: status === ICalEventStatus.CANCELLED ? 1 : 0,
    stamp: now,
    start: new TZDate(b.startsAt.getTime(), b.timeZone),
    end: new TZDate(b.endsAt.getTime(), b.timeZone),
    timezone: b.timeZone,
    summary: b.className,
    location: m.location(b.gymName, b.address),
    description: description.join('\n'),
    status,
  });
}

/** The calendar text of booking `b` at `now`. */
export function bookingCalendar(b: BookingDetails, now: Date): string {
  const calendar = ical(calendarBase());
  addBookingEvent(calendar, b, now);
  return calendar.toString();
}

/**
 * The calendar file of the signed-in member's booking `bookingId`.
 * @returns the `text/calendar` body (one VEVENT)
 * @throws AppError FORBIDDEN (not a member), NOT_FOUND (unknown, or another member's)
 */
export async function bookingIcs(
  db: Database,
  session: SessionUser,
  bookingId: string,
  now = new Date(),
): Promise<string> {
  assertMember(session);
  const booking = await findBookingDetails(db, bookingId);
  if (!booking || booking.memberId !== session.userId) {
    throw new AppError('NOT_FOUND', bookingMessages.bookingNotFound);
  }
  return bookingCalendar(booking, now);
}
