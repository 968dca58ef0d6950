/**
 * User-facing Spanish (es-AR, voseo) texts of the "Clases" section of a gym's detail page: the week, its
 * sessions and the cancel policy, kept apart from "Mis reservas" (`classes.web.ts`) so that the page does
 * not load those (ADR 0055, docs/architecture.md §6). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { classPolicyCatalog, timetableCatalog } from './locales/es-AR/timetable.web';

/** The cancel policy of a class, as members read it before booking and before cancelling. */
export const classPolicyMessages = /* @__PURE__ */ room(classPolicyCatalog, {
  /** @param hours - the class's `cancelBeforeHours` */
  policy: /*i18n*/ { id: 'classPolicy.policy', args: ['hours'] },
  general: /*i18n*/ { id: 'classPolicy.general' },
  waitlistKeepsUse: /*i18n*/ { id: 'classPolicy.waitlistKeepsUse' },
});

/** The "Clases" section of the gym detail: the week, its days and each session. */
export const timetableMessages = /* @__PURE__ */ room(timetableCatalog, {
  title: /*i18n*/ { id: 'timetable.title' },
  lead: /*i18n*/ { id: 'timetable.lead' },
  loading: /*i18n*/ { id: 'timetable.loading' },
  loadError: /*i18n*/ { id: 'timetable.loadError' },
  empty: /*i18n*/ { id: 'timetable.empty' },
  emptyDay: /*i18n*/ { id: 'timetable.emptyDay' },
  /** Nothing left this week: the following week's first sessions under this title. */
  upcoming: /*i18n*/ { id: 'timetable.upcoming' },
  upcomingLead: /*i18n*/ { id: 'timetable.upcomingLead' },
  weekNav: /*i18n*/ { id: 'timetable.weekNav' },
  /** @param first - the week's first day; @param last - its last day */
  week: /*i18n*/ { id: 'timetable.week', args: ['first', 'last'] },
  previousWeek: /*i18n*/ { id: 'timetable.previousWeek' },
  nextWeek: /*i18n*/ { id: 'timetable.nextWeek' },
  days: /*i18n*/ { id: 'timetable.days' },
  today: /*i18n*/ { id: 'timetable.today' },
  /** @param start - "19:00"; @param end - "20:00" */
  time: /*i18n*/ { id: 'timetable.time', args: ['start', 'end'] },
  instructor: /*i18n*/ { id: 'timetable.instructor', args: ['name'] },
  room: /*i18n*/ { id: 'timetable.room', args: ['room'] },
  spotsLeft: /*i18n*/ { id: 'timetable.spotsLeft', args: ['n'] },
  full: /*i18n*/ { id: 'timetable.full' },
  /** A full session where the member holds one of the places: no warning. */
  fullWithYou: /*i18n*/ { id: 'timetable.fullWithYou' },
  waiting: /*i18n*/ { id: 'timetable.waiting', args: ['n'] },
  cancelled: /*i18n*/ { id: 'timetable.cancelled' },
  past: /*i18n*/ { id: 'timetable.past' },
  book: /*i18n*/ { id: 'timetable.book' },
  /** @param name - the class; @param day - "lunes 2 de marzo"; @param time - "19:00" */
  bookLabel: /*i18n*/ { id: 'timetable.bookLabel', args: ['name', 'day', 'time'] },
  waitlist: /*i18n*/ { id: 'timetable.waitlist' },
  waitlistLabel: /*i18n*/ { id: 'timetable.waitlistLabel', args: ['name', 'day', 'time'] },
  booking: /*i18n*/ { id: 'timetable.booking' },
  youHaveAPlace: /*i18n*/ { id: 'timetable.youHaveAPlace' },
  /** @param position - the place in the waitlist (1 first) */
  yourPosition: /*i18n*/ { id: 'timetable.yourPosition', args: ['position'] },
  attended: /*i18n*/ { id: 'timetable.attended' },
  seeBookings: /*i18n*/ { id: 'timetable.seeBookings' },
  /** @param name - the class */
  booked: /*i18n*/ { id: 'timetable.booked', args: ['name'] },
  waitlisted: /*i18n*/ { id: 'timetable.waitlisted', args: ['name', 'position'] },
  refusedTitle: /*i18n*/ { id: 'timetable.refusedTitle' },
  whatToBuy: /*i18n*/ { id: 'timetable.whatToBuy' },
  /** The invitation a visitor reads: why to sign in, and its two links. */
  signInToBook: {
    text: /*i18n*/ { id: 'timetable.signInToBook.text' },
    signIn: /*i18n*/ { id: 'timetable.signInToBook.signIn' },
    createAccount: /*i18n*/ { id: 'timetable.signInToBook.createAccount' },
  },
});
