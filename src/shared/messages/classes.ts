/**
 * User-facing Spanish (es-AR, voseo) texts of classes, sessions and bookings: the answers of the class,
 * timetable and booking calls (ADR 0022). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  bookingCatalog,
  calendarCatalog,
  calendarFeedCatalog,
  classCatalog,
  partnerClassCatalog,
  promotionMailCatalog,
  sessionCancelledMailCatalog,
} from './locales/es-AR/classes';

/** Answers of `POST /api/partner/classes` and the timetable. */
export const classMessages = /* @__PURE__ */ room(classCatalog, {
  gymInvalid: /*i18n*/ { id: 'class.gymInvalid' },
  serviceInvalid: /*i18n*/ { id: 'class.serviceInvalid' },
  serviceNotInGym: /*i18n*/ { id: 'class.serviceNotInGym' },
  /** 409 until the partner confirms: a session when the gym is closed by its opening hours. */
  outsideHours: /*i18n*/ { id: 'class.outsideHours', args: ['day', 'time'] },
  /** 409 until the partner confirms: a session moved to (or lengthened into) an hour the gym is closed. */
  outsideHoursEdit: /*i18n*/ { id: 'class.outsideHoursEdit', args: ['day', 'time'] },
  name: /*i18n*/ { id: 'class.name' },
  instructor: /*i18n*/ { id: 'class.instructor' },
  room: /*i18n*/ { id: 'class.room' },
  capacity: /*i18n*/ { id: 'class.capacity' },
  duration: /*i18n*/ { id: 'class.duration' },
  startsAt: /*i18n*/ { id: 'class.startsAt' },
  startsInPast: /*i18n*/ { id: 'class.startsInPast' },
  rrule: /*i18n*/ { id: 'class.rrule' },
  until: /*i18n*/ { id: 'class.until' },
  untilBeforeStart: /*i18n*/ { id: 'class.untilBeforeStart' },
  tooManySessions: /*i18n*/ { id: 'class.tooManySessions' },
  noSessions: /*i18n*/ { id: 'class.noSessions' },
  policyHours: /*i18n*/ { id: 'class.policyHours' },
  partnersOnly: /*i18n*/ { id: 'class.partnersOnly' },
  gymNotFound: /*i18n*/ { id: 'class.gymNotFound' },
  notYourGym: /*i18n*/ { id: 'class.notYourGym' },
  date: /*i18n*/ { id: 'class.date' },
  rangeOrder: /*i18n*/ { id: 'class.rangeOrder' },
  rangeTooLong: /*i18n*/ { id: 'class.rangeTooLong' },
});

/** Answers of `POST`, `DELETE` and `GET /api/bookings`. */
export const bookingMessages = /* @__PURE__ */ room(bookingCatalog, {
  sessionInvalid: /*i18n*/ { id: 'booking.sessionInvalid' },
  payWithInvalid: /*i18n*/ { id: 'booking.payWithInvalid' },
  bookingInvalid: /*i18n*/ { id: 'booking.bookingInvalid' },
  creditsUnavailable: /*i18n*/ { id: 'booking.creditsUnavailable' },
  membersOnly: /*i18n*/ { id: 'booking.membersOnly' },
  sessionNotFound: /*i18n*/ { id: 'booking.sessionNotFound' },
  bookingNotFound: /*i18n*/ { id: 'booking.bookingNotFound' },
  alreadyBooked: /*i18n*/ { id: 'booking.alreadyBooked' },
  sessionCancelled: /*i18n*/ { id: 'booking.sessionCancelled' },
  sessionStarted: /*i18n*/ { id: 'booking.sessionStarted' },
  sessionEnded: /*i18n*/ { id: 'booking.sessionEnded' },
  alreadyCancelled: /*i18n*/ { id: 'booking.alreadyCancelled' },
  attended: /*i18n*/ { id: 'booking.attended' },
  /**
   * No pass of the gym valid on the session's day: what to buy.
   * @param gym - the gym's name; @param service - the class's service name, when it has one
   */
  passRequired: /*i18n*/ { id: 'booking.passRequired', args: ['gym', 'service'] },
});

/**
 * The mail to a member whose waitlisted booking took a freed place (ADR 0022, decision 5), sent through the
 * outbox in the cancel's own transaction. Day and hour are the gym's wall time.
 */
export const promotionMailMessages = /* @__PURE__ */ room(promotionMailCatalog, {
  /** @param className - the class's name */
  subject: /*i18n*/ { id: 'promotionMail.subject', args: ['className'] },
  greeting: /*i18n*/ { id: 'promotionMail.greeting', args: ['name'] },
  /** @param className - the class; @param gym - the gym's name */
  promoted: /*i18n*/ { id: 'promotionMail.promoted', args: ['className', 'gym'] },
  /** @param day - the local day in words; @param time - the local hour "19:00"; @param address - the gym's */
  when: /*i18n*/ { id: 'promotionMail.when', args: ['day', 'time', 'address'] },
  /** @param hours - the class's `cancelBeforeHours` */
  cancel: /*i18n*/ { id: 'promotionMail.cancel', args: ['hours'] },
  footer: /*i18n*/ { id: 'promotionMail.footer' },
});

/** Texts of a booking's calendar file (`GET /api/bookings/{id}.ics`, RFC 5545 VEVENT). */
export const calendarMessages = /* @__PURE__ */ room(calendarCatalog, {
  /** @param gym - the gym's name; @param address - its street address */
  location: /*i18n*/ { id: 'calendar.location', args: ['gym', 'address'] },
  instructor: /*i18n*/ { id: 'calendar.instructor', args: ['name'] },
  room: /*i18n*/ { id: 'calendar.room', args: ['room'] },
  booked: /*i18n*/ { id: 'calendar.booked' },
  /** @param position - the place in the waitlist */
  waitlisted: /*i18n*/ { id: 'calendar.waitlisted', args: ['position'] },
  attended: /*i18n*/ { id: 'calendar.attended' },
  cancelled: /*i18n*/ { id: 'calendar.cancelled' },
  sessionCancelled: /*i18n*/ { id: 'calendar.sessionCancelled' },
  /** @param hours - the class's `cancelBeforeHours` */
  policy: /*i18n*/ { id: 'calendar.policy', args: ['hours'] },
});

/**
 * Answers of the partner's class and session calls: the class list, editing and cancelling a session,
 * deleting a class and a session's roster (ADR 0022).
 */
export const partnerClassMessages = /* @__PURE__ */ room(partnerClassCatalog, {
  classInvalid: /*i18n*/ { id: 'partnerClass.classInvalid' },
  sessionInvalid: /*i18n*/ { id: 'partnerClass.sessionInvalid' },
  classNotFound: /*i18n*/ { id: 'partnerClass.classNotFound' },
  sessionNotFound: /*i18n*/ { id: 'partnerClass.sessionNotFound' },
  notYourClass: /*i18n*/ { id: 'partnerClass.notYourClass' },
  scope: /*i18n*/ { id: 'partnerClass.scope' },
  nothingToChange: /*i18n*/ { id: 'partnerClass.nothingToChange' },
  startsAt: /*i18n*/ { id: 'partnerClass.startsAt' },
  startsInPast: /*i18n*/ { id: 'partnerClass.startsInPast' },
  followingSameDay: /*i18n*/ { id: 'partnerClass.followingSameDay' },
  startTaken: /*i18n*/ { id: 'partnerClass.startTaken' },
  /** @param booked - the most places booked in a session the new capacity would reach */
  capacityBelowBooked: /*i18n*/ { id: 'partnerClass.capacityBelowBooked', args: ['booked'] },
  sessionCancelled: /*i18n*/ { id: 'partnerClass.sessionCancelled' },
  alreadyCancelled: /*i18n*/ { id: 'partnerClass.alreadyCancelled' },
  sessionStarted: /*i18n*/ { id: 'partnerClass.sessionStarted' },
  confirm: /*i18n*/ { id: 'partnerClass.confirm' },
  /** @param bookings - live bookings of sessions to come that the delete would cancel */
  confirmDelete: /*i18n*/ { id: 'partnerClass.confirmDelete', args: ['bookings'] },
  /** The name shown in a roster for a member whose account was deleted. */
  deletedMember: /*i18n*/ { id: 'partnerClass.deletedMember' },
});

/**
 * The mail to every member booked or waiting in a session the gym cancelled (ADR 0022): the class, the
 * gym, day and hour in the gym's zone, and that the pass use is back.
 */
export const sessionCancelledMailMessages = /* @__PURE__ */ room(sessionCancelledMailCatalog, {
  /** @param className - the class's name */
  subject: /*i18n*/ { id: 'sessionCancelledMail.subject', args: ['className'] },
  greeting: /*i18n*/ { id: 'sessionCancelledMail.greeting', args: ['name'] },
  /** @param className - the class; @param gym - the gym's name */
  cancelled: /*i18n*/ { id: 'sessionCancelledMail.cancelled', args: ['className', 'gym'] },
  /** @param day - the local day in words; @param time - the local hour "19:00" */
  when: /*i18n*/ { id: 'sessionCancelledMail.when', args: ['day', 'time'] },
  useBack: /*i18n*/ { id: 'sessionCancelledMail.useBack' },
  footer: /*i18n*/ { id: 'sessionCancelledMail.footer' },
});

/** Answers and texts of the member's personal calendar feed (RFC 5545 subscription). */
export const calendarFeedMessages = /* @__PURE__ */ room(calendarFeedCatalog, {
  feedNotFound: /*i18n*/ { id: 'calendarFeed.feedNotFound' },
  /** The calendar's name in Google Calendar or Apple Calendar (`X-WR-CALNAME`, `NAME`). */
  calendarName: /*i18n*/ { id: 'calendarFeed.calendarName' },
  calendarDescription: /*i18n*/ { id: 'calendarFeed.calendarDescription' },
});
