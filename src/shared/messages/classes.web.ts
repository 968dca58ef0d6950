/**
 * User-facing Spanish (es-AR, voseo) texts of the class screens: "Mis reservas" and the member's calendar
 * subscription (the "Clases" section of the gym detail is in `timetable.web.ts`). The partner's class screen is in
 * `classes-partner.web.ts`; the API's answers and mails in `classes.ts`. Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { calendarFeedWebCatalog, myBookingsCatalog } from './locales/es-AR/classes.web';

/** "Mis reservas": the member's bookings, upcoming and past. */
export const myBookingsMessages = /* @__PURE__ */ room(myBookingsCatalog, {
  title: /*i18n*/ { id: 'myBookings.title' },
  lead: /*i18n*/ { id: 'myBookings.lead' },
  loading: /*i18n*/ { id: 'myBookings.loading' },
  loadError: /*i18n*/ { id: 'myBookings.loadError' },
  upcoming: /*i18n*/ { id: 'myBookings.upcoming' },
  past: /*i18n*/ { id: 'myBookings.past' },
  emptyUpcoming: /*i18n*/ { id: 'myBookings.emptyUpcoming' },
  emptyUpcomingBody: /*i18n*/ { id: 'myBookings.emptyUpcomingBody' },
  browseGyms: /*i18n*/ { id: 'myBookings.browseGyms' },
  emptyPast: /*i18n*/ { id: 'myBookings.emptyPast' },
  /** @param day - "lunes 2 de marzo"; @param start - "19:00"; @param end - "20:00" */
  when: /*i18n*/ { id: 'myBookings.when', args: ['day', 'start', 'end'] },
  status: {
    booked: /*i18n*/ { id: 'myBookings.status.booked' },
    waitlisted: /*i18n*/ { id: 'myBookings.status.waitlisted' },
    cancelled: /*i18n*/ { id: 'myBookings.status.cancelled' },
    attended: /*i18n*/ { id: 'myBookings.status.attended' },
  },
  sessionCancelled: /*i18n*/ { id: 'myBookings.sessionCancelled' },
  /** @param position - the place in the waitlist (1 first) */
  position: /*i18n*/ { id: 'myBookings.position', args: ['position'] },
  addToCalendar: /*i18n*/ { id: 'myBookings.addToCalendar' },
  addToCalendarLabel: /*i18n*/ { id: 'myBookings.addToCalendarLabel', args: ['name'] },
  cancel: /*i18n*/ { id: 'myBookings.cancel' },
  cancelLabel: /*i18n*/ { id: 'myBookings.cancelLabel', args: ['name'] },
  leaveWaitlist: /*i18n*/ { id: 'myBookings.leaveWaitlist' },
  leaveWaitlistLabel: /*i18n*/ { id: 'myBookings.leaveWaitlistLabel', args: ['name'] },
  cancelTitle: /*i18n*/ { id: 'myBookings.cancelTitle' },
  leaveTitle: /*i18n*/ { id: 'myBookings.leaveTitle' },
  /** @param name - the class; @param when - its day and hour */
  cancelQuestion: /*i18n*/ { id: 'myBookings.cancelQuestion', args: ['name', 'when'] },
  keepsUse: /*i18n*/ { id: 'myBookings.keepsUse' },
  /** @param hours - the class's `cancelBeforeHours` */
  losesUse: /*i18n*/ { id: 'myBookings.losesUse', args: ['hours'] },
  freesPlace: /*i18n*/ { id: 'myBookings.freesPlace' },
  confirmCancel: /*i18n*/ { id: 'myBookings.confirmCancel' },
  cancelling: /*i18n*/ { id: 'myBookings.cancelling' },
  keep: /*i18n*/ { id: 'myBookings.keep' },
  /** @param name - the class */
  cancelled: /*i18n*/ { id: 'myBookings.cancelled', args: ['name'] },
  left: /*i18n*/ { id: 'myBookings.left', args: ['name'] },
  profileSection: /*i18n*/ { id: 'myBookings.profileSection' },
  profileLead: /*i18n*/ { id: 'myBookings.profileLead' },
});

/** The member's calendar subscription on "Mis reservas" (a secret feed address, revocable). */
export const calendarFeedWebMessages = /* @__PURE__ */ room(calendarFeedWebCatalog, {
  title: /*i18n*/ { id: 'calendarFeedWeb.title' },
  lead: /*i18n*/ { id: 'calendarFeedWeb.lead' },
  loading: /*i18n*/ { id: 'calendarFeedWeb.loading' },
  loadError: /*i18n*/ { id: 'calendarFeedWeb.loadError' },
  none: /*i18n*/ { id: 'calendarFeedWeb.none' },
  create: /*i18n*/ { id: 'calendarFeedWeb.create' },
  creating: /*i18n*/ { id: 'calendarFeedWeb.creating' },
  /** @param date - when the live address was made */
  active: /*i18n*/ { id: 'calendarFeedWeb.active', args: ['date'] },
  lost: /*i18n*/ { id: 'calendarFeedWeb.lost' },
  renew: /*i18n*/ { id: 'calendarFeedWeb.renew' },
  urlLabel: /*i18n*/ { id: 'calendarFeedWeb.urlLabel' },
  urlHint: /*i18n*/ { id: 'calendarFeedWeb.urlHint' },
  copy: /*i18n*/ { id: 'calendarFeedWeb.copy' },
  copied: /*i18n*/ { id: 'calendarFeedWeb.copied' },
  copyFailed: /*i18n*/ { id: 'calendarFeedWeb.copyFailed' },
  google: /*i18n*/ { id: 'calendarFeedWeb.google' },
  apple: /*i18n*/ { id: 'calendarFeedWeb.apple' },
  revoke: /*i18n*/ { id: 'calendarFeedWeb.revoke' },
  revokeTitle: /*i18n*/ { id: 'calendarFeedWeb.revokeTitle' },
  revokeBody: /*i18n*/ { id: 'calendarFeedWeb.revokeBody' },
  revokeConfirm: /*i18n*/ { id: 'calendarFeedWeb.revokeConfirm' },
  revoking: /*i18n*/ { id: 'calendarFeedWeb.revoking' },
  keep: /*i18n*/ { id: 'calendarFeedWeb.keep' },
  revoked: /*i18n*/ { id: 'calendarFeedWeb.revoked' },
});
