/**
 * Business constants of classes, sessions and bookings (docs/architecture.md §7 "Time and places"), shared by
 * server and web. The model and the reasons for each limit are in ADR 0022
 * (docs/decisions/0022-classes-and-bookings.md).
 * @module
 */

/** Places of one session: 1–500 people (ADR 0022; a room larger than 500 is an event, not a class). */
export const CLASS_CAPACITY_MIN = 1;
export const CLASS_CAPACITY_MAX = 500;
/** Length of one session, minutes: 5–600 (ten hours; ADR 0022). */
export const CLASS_DURATION_MIN_MINUTES = 5;
export const CLASS_DURATION_MAX_MINUTES = 600;
/**
 * Most sessions one class may make (ADR 0022): a recurrence (RFC 5545 §3.3.10 RRULE) must end, by
 * `until`, `UNTIL` or `COUNT`, within this many occurrences.
 */
export const CLASS_MAX_SESSIONS = 500;
/** Sessions are kept as rows this many weeks ahead of now (the rolling horizon, ADR 0022). */
export const SESSION_HORIZON_WEEKS = 8;
/**
 * How often the horizon job (`extend-class-horizon`) writes the sessions that came within
 * {@link SESSION_HORIZON_WEEKS} weeks (cron, UTC; ADR 0022): every hour at minute 17, so a session
 * becomes a row at most an hour after it enters the horizon.
 */
export const CLASS_HORIZON_CRON = '17 * * * *';
/**
 * The door check-in marks the member's booking of a session of that gym starting this many minutes
 * before or after the scan as attended (ADR 0022).
 */
export const ATTENDANCE_WINDOW_MINUTES = 60;
/** Longest range of one timetable read, days (`from` to `to`, both included; ADR 0022). */
export const TIMETABLE_MAX_DAYS = 31;
/** Hours before a session: a cancel earlier than this returns the pass use (default; ADR 0022). */
export const DEFAULT_CANCEL_BEFORE_HOURS = 2;
/** Hours before a session: until then a freed place goes to the waitlist at once (default; ADR 0022). */
export const DEFAULT_PROMOTE_UNTIL_HOURS = 1;
/** Largest `cancelBeforeHours` / `promoteUntilHours`: one week (168 h). */
export const POLICY_MAX_HOURS = 168;
/** Longest class name, instructor and room, characters. */
export const CLASS_NAME_MAX = 80;
export const CLASS_TEXT_MAX = 80;
/** Longest RRULE text accepted, characters (RFC 5545 §3.3.10 value, without `RRULE:`). */
export const RRULE_MAX_LENGTH = 300;
/**
 * A gym's zone when it has none of its own (docs/architecture.md §7: every time a person reads is in the gym's
 * IANA zone); BuscaGym began with Buenos Aires clubs.
 */
export const DEFAULT_GYM_TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** States of a session: it happens, or the gym cancelled it. */
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
/** States of a booking (ADR 0022): holds a place, waits in line, was cancelled, or came to the class. */
export const BOOKING_STATUSES = ['booked', 'waitlisted', 'cancelled', 'attended'] as const;
/** Most bookings `GET /api/bookings` answers: every upcoming one first, then the latest past ones. */
export const BOOKINGS_LIST_MAX = 200;
/** A local wall time, ISO 8601 `YYYY-MM-DDTHH:mm` (no seconds, no offset). */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** A calendar date, ISO 8601 `YYYY-MM-DD`. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * What a partner's edit of a session reaches (ADR 0022): that session only, or that session and every
 * later one of its class (the class itself changes, so sessions the horizon job writes later follow).
 */
export const EDIT_SCOPES = ['this', 'following'] as const;
/**
 * Machine code of the 409 answer of `DELETE /api/partner/classes/{classId}` without `confirm=true` when
 * the class still has bookings of sessions to come: the web asks the partner, then repeats with it.
 */
export const CONFIRMATION_REQUIRED_CODE = 'CONFIRMATION_REQUIRED';
/** Random bytes of a member's calendar feed token (`node:crypto` randomBytes; 256 bits, base64url). */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
/** A calendar feed token as it appears in its URL: base64url of {@link CALENDAR_FEED_TOKEN_BYTES} bytes. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed shows the member's bookings of sessions that started at most this many days ago, and later ones. */
export const CALENDAR_FEED_PAST_DAYS = 30;
/** Most events one calendar feed holds (the latest past ones are left out first). */
export const CALENDAR_FEED_MAX_EVENTS = 500;
/** How often a subscribed calendar should fetch the feed again, minutes (`REFRESH-INTERVAL`, RFC 7986 §5.7). */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
