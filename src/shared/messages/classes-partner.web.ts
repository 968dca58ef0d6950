/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's "Clases" screen of one gym: the new-class
 * form (weekday boxes, end date), the list of classes, the week of sessions with edit, cancel and the
 * roster. The API's answers are in `classes.ts`. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import {
  classFormCatalog,
  partnerClassListCatalog,
  partnerClassesPageCatalog,
  partnerSessionCatalog,
  rosterCatalog,
  sessionEditCatalog,
  weekdayCatalog,
  weekdayPluralCatalog,
} from './locales/es-AR/classes-partner.web';

/** The page frame and the link from "Mis gimnasios". */
export const partnerClassesPageMessages = /* @__PURE__ */ room(partnerClassesPageCatalog, {
  title: /*i18n*/ { id: 'partnerClassesPage.title' },
  /** @param gym - the gym's name */
  titleOf: /*i18n*/ { id: 'partnerClassesPage.titleOf', args: ['gym'] },
  lead: /*i18n*/ { id: 'partnerClassesPage.lead' },
  back: /*i18n*/ { id: 'partnerClassesPage.back' },
  loading: /*i18n*/ { id: 'partnerClassesPage.loading' },
  loadError: /*i18n*/ { id: 'partnerClassesPage.loadError' },
  gymNotFound: /*i18n*/ { id: 'partnerClassesPage.gymNotFound' },
  link: /*i18n*/ { id: 'partnerClassesPage.link' },
  /** @param gym - the gym's name */
  linkLabel: /*i18n*/ { id: 'partnerClassesPage.linkLabel', args: ['gym'] },
});

/** The new-class form. */
export const classFormMessages = /* @__PURE__ */ room(classFormCatalog, {
  /** Beside the server's warning of a session outside the gym's hours. */
  confirmOutsideHours: /*i18n*/ { id: 'classForm.confirmOutsideHours' },
  title: /*i18n*/ { id: 'classForm.title' },
  name: /*i18n*/ { id: 'classForm.name' },
  namePlaceholder: /*i18n*/ { id: 'classForm.namePlaceholder' },
  instructor: /*i18n*/ { id: 'classForm.instructor' },
  room: /*i18n*/ { id: 'classForm.room' },
  service: /*i18n*/ { id: 'classForm.service' },
  serviceNone: /*i18n*/ { id: 'classForm.serviceNone' },
  serviceHint: /*i18n*/ { id: 'classForm.serviceHint' },
  capacity: /*i18n*/ { id: 'classForm.capacity' },
  duration: /*i18n*/ { id: 'classForm.duration' },
  startDate: /*i18n*/ { id: 'classForm.startDate' },
  startTime: /*i18n*/ { id: 'classForm.startTime' },
  when: /*i18n*/ { id: 'classForm.when' },
  repeat: /*i18n*/ { id: 'classForm.repeat' },
  repeatHint: /*i18n*/ { id: 'classForm.repeatHint' },
  until: /*i18n*/ { id: 'classForm.until' },
  untilHint: /*i18n*/ { id: 'classForm.untilHint' },
  untilMissing: /*i18n*/ { id: 'classForm.untilMissing' },
  policy: /*i18n*/ { id: 'classForm.policy' },
  cancelBefore: /*i18n*/ { id: 'classForm.cancelBefore' },
  cancelBeforeHint: /*i18n*/ { id: 'classForm.cancelBeforeHint' },
  promoteUntil: /*i18n*/ { id: 'classForm.promoteUntil' },
  promoteUntilHint: /*i18n*/ { id: 'classForm.promoteUntilHint' },
  /** @param n - sessions; @param first - first one "lunes 2 de marzo, 19:00"; @param last - last one */
  preview: /*i18n*/ { id: 'classForm.preview', args: ['n', 'first', 'last'] },
  submit: /*i18n*/ { id: 'classForm.submit' },
  submitting: /*i18n*/ { id: 'classForm.submitting' },
  checkFields: /*i18n*/ { id: 'classForm.checkFields' },
  /** @param name - the class; @param n - sessions made so far */
  created: /*i18n*/ { id: 'classForm.created', args: ['name'] },
});

/** Weekday names of the boxes, Monday first, and their short forms. */
export const weekdayMessages = /* @__PURE__ */ room(weekdayCatalog, {
  MO: /*i18n*/ { id: 'weekday.MO' },
  TU: /*i18n*/ { id: 'weekday.TU' },
  WE: /*i18n*/ { id: 'weekday.WE' },
  TH: /*i18n*/ { id: 'weekday.TH' },
  FR: /*i18n*/ { id: 'weekday.FR' },
  SA: /*i18n*/ { id: 'weekday.SA' },
  SU: /*i18n*/ { id: 'weekday.SU' },
});

/** Weekday names in the plural, as a schedule says them ("los lunes y miércoles"). */
export const weekdayPluralMessages = /* @__PURE__ */ room(weekdayPluralCatalog, {
  MO: /*i18n*/ { id: 'weekdayPlural.MO' },
  TU: /*i18n*/ { id: 'weekdayPlural.TU' },
  WE: /*i18n*/ { id: 'weekdayPlural.WE' },
  TH: /*i18n*/ { id: 'weekdayPlural.TH' },
  FR: /*i18n*/ { id: 'weekdayPlural.FR' },
  SA: /*i18n*/ { id: 'weekdayPlural.SA' },
  SU: /*i18n*/ { id: 'weekdayPlural.SU' },
});

/** The list of the gym's classes. */
export const partnerClassListMessages = /* @__PURE__ */ room(partnerClassListCatalog, {
  title: /*i18n*/ { id: 'partnerClassList.title' },
  loading: /*i18n*/ { id: 'partnerClassList.loading' },
  loadError: /*i18n*/ { id: 'partnerClassList.loadError' },
  empty: /*i18n*/ { id: 'partnerClassList.empty' },
  emptyBody: /*i18n*/ { id: 'partnerClassList.emptyBody' },
  once: /*i18n*/ { id: 'partnerClassList.once' },
  repeats: /*i18n*/ { id: 'partnerClassList.repeats' },
  /** @param first - "lunes, martes"; @param last - "viernes" */
  and: /*i18n*/ { id: 'partnerClassList.and', args: ['first', 'last'] },
  /** @param days - "lunes y miércoles"; @param until - last day */
  weekly: /*i18n*/ { id: 'partnerClassList.weekly', args: ['days', 'until'] },
  /** @param time - "19:00"; @param minutes - duration */
  time: /*i18n*/ { id: 'partnerClassList.time', args: ['time', 'minutes'] },
  capacity: /*i18n*/ { id: 'partnerClassList.capacity', args: ['n'] },
  /** @param cancel - cancelBeforeHours; @param promote - promoteUntilHours */
  policy: /*i18n*/ { id: 'partnerClassList.policy', args: ['cancel', 'promote'] },
  delete: /*i18n*/ { id: 'partnerClassList.delete' },
  deleteLabel: /*i18n*/ { id: 'partnerClassList.deleteLabel', args: ['name'] },
  deleteTitle: /*i18n*/ { id: 'partnerClassList.deleteTitle' },
  deleteBody: /*i18n*/ { id: 'partnerClassList.deleteBody', args: ['name'] },
  deleteConfirm: /*i18n*/ { id: 'partnerClassList.deleteConfirm' },
  deleteConfirmAnyway: /*i18n*/ { id: 'partnerClassList.deleteConfirmAnyway' },
  deleting: /*i18n*/ { id: 'partnerClassList.deleting' },
  keep: /*i18n*/ { id: 'partnerClassList.keep' },
  /** @param name - the class; @param bookings - bookings cancelled */
  deleted: /*i18n*/ { id: 'partnerClassList.deleted', args: ['name', 'bookings'] },
});

/** The week of sessions: edit, cancel, roster. */
export const partnerSessionMessages = /* @__PURE__ */ room(partnerSessionCatalog, {
  title: /*i18n*/ { id: 'partnerSession.title' },
  lead: /*i18n*/ { id: 'partnerSession.lead' },
  loading: /*i18n*/ { id: 'partnerSession.loading' },
  loadError: /*i18n*/ { id: 'partnerSession.loadError' },
  empty: /*i18n*/ { id: 'partnerSession.empty' },
  /** @param booked - places taken; @param capacity - places */
  places: /*i18n*/ { id: 'partnerSession.places', args: ['booked', 'capacity'] },
  waiting: /*i18n*/ { id: 'partnerSession.waiting', args: ['n'] },
  cancelledBadge: /*i18n*/ { id: 'partnerSession.cancelledBadge' },
  edit: /*i18n*/ { id: 'partnerSession.edit' },
  editLabel: /*i18n*/ { id: 'partnerSession.editLabel', args: ['name', 'when'] },
  cancelLabel: /*i18n*/ { id: 'partnerSession.cancelLabel', args: ['name', 'when'] },
  roster: /*i18n*/ { id: 'partnerSession.roster' },
  rosterLabel: /*i18n*/ { id: 'partnerSession.rosterLabel', args: ['name', 'when'] },
  /** The texts of the cancel confirmation (its body is `cancelBody`). */
  cancelDialog: {
    askLabel: /*i18n*/ { id: 'partnerSession.cancelDialog.askLabel' },
    title: /*i18n*/ { id: 'partnerSession.cancelDialog.title' },
    confirmLabel: /*i18n*/ { id: 'partnerSession.cancelDialog.confirmLabel' },
    busyLabel: /*i18n*/ { id: 'partnerSession.cancelDialog.busyLabel' },
    cancelLabel: /*i18n*/ { id: 'partnerSession.cancelDialog.cancelLabel' },
  },
  /** @param people - the people told: those with a place plus those waiting */
  cancelBody: /*i18n*/ { id: 'partnerSession.cancelBody', args: ['people'] },
  cancelled: /*i18n*/ { id: 'partnerSession.cancelled', args: ['name', 'bookings'] },
});

/** The session editor. */
export const sessionEditMessages = /* @__PURE__ */ room(sessionEditCatalog, {
  title: /*i18n*/ { id: 'sessionEdit.title' },
  scope: /*i18n*/ { id: 'sessionEdit.scope' },
  scopeThis: /*i18n*/ { id: 'sessionEdit.scopeThis' },
  scopeFollowing: /*i18n*/ { id: 'sessionEdit.scopeFollowing' },
  scopeFollowingHint: /*i18n*/ { id: 'sessionEdit.scopeFollowingHint' },
  date: /*i18n*/ { id: 'sessionEdit.date' },
  time: /*i18n*/ { id: 'sessionEdit.time' },
  save: /*i18n*/ { id: 'sessionEdit.save' },
  saving: /*i18n*/ { id: 'sessionEdit.saving' },
  /** Beside the server's warning of a new time outside the gym's hours. */
  confirmOutsideHours: /*i18n*/ { id: 'sessionEdit.confirmOutsideHours' },
  close: /*i18n*/ { id: 'sessionEdit.close' },
  /** @param n - sessions changed */
  saved: /*i18n*/ { id: 'sessionEdit.saved', args: ['n'] },
});

/** The roster of one session. */
export const rosterMessages = /* @__PURE__ */ room(rosterCatalog, {
  title: /*i18n*/ { id: 'roster.title', args: ['name'] },
  loading: /*i18n*/ { id: 'roster.loading' },
  loadError: /*i18n*/ { id: 'roster.loadError' },
  booked: /*i18n*/ { id: 'roster.booked' },
  waitlisted: /*i18n*/ { id: 'roster.waitlisted' },
  attended: /*i18n*/ { id: 'roster.attended' },
  none: /*i18n*/ { id: 'roster.none' },
  /** @param position - the place in the waitlist */
  position: /*i18n*/ { id: 'roster.position', args: ['position'] },
  attendedHint: /*i18n*/ { id: 'roster.attendedHint' },
  close: /*i18n*/ { id: 'roster.close' },
});
