/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours on the gym page (the week table) and in the
 * partner's gym form (the weekly editor) (ADR 0025). Not re-exported by `messages/index.ts`: those screens
 * import this file directly (ADR 0013).
 * @module
 */
import { room } from './i18n/room';
import { openingHoursFormCatalog, openingWeekCatalog } from './locales/es-AR/opening-hours-pages.web';

/** The gym page's "Horarios" card. */
export const openingWeekMessages = /* @__PURE__ */ room(openingWeekCatalog, {
  weekTitle: /*i18n*/ { id: 'openingWeek.weekTitle' },
  weekCaption: /*i18n*/ { id: 'openingWeek.weekCaption', args: ['zone'] },
  dayColumn: /*i18n*/ { id: 'openingWeek.dayColumn' },
  hoursColumn: /*i18n*/ { id: 'openingWeek.hoursColumn' },
  today: /*i18n*/ { id: 'openingWeek.today' },
  closedDay: /*i18n*/ { id: 'openingWeek.closedDay' },
  range: /*i18n*/ { id: 'openingWeek.range', args: ['from', 'to'] },
  holiday: /*i18n*/ { id: 'openingWeek.holiday', args: ['name'] },
  unknownHours: /*i18n*/ { id: 'openingWeek.unknownHours' },
});

/** The partner's weekly hours editor (gym form). */
export const openingHoursFormMessages = /* @__PURE__ */ room(openingHoursFormCatalog, {
  legend: /*i18n*/ { id: 'openingHoursForm.legend' },
  lead: /*i18n*/ { id: 'openingHoursForm.lead' },
  weekdays: [
    /*i18n*/ { id: 'openingHoursForm.weekdays.0' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.1' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.2' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.3' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.4' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.5' },
    /*i18n*/ { id: 'openingHoursForm.weekdays.6' },
  ],
  holidays: /*i18n*/ { id: 'openingHoursForm.holidays' },
  openDay: /*i18n*/ { id: 'openingHoursForm.openDay', args: ['day'] },
  morning: /*i18n*/ { id: 'openingHoursForm.morning' },
  afternoon: /*i18n*/ { id: 'openingHoursForm.afternoon' },
  from: /*i18n*/ { id: 'openingHoursForm.from', args: ['shift', 'day'] },
  to: /*i18n*/ { id: 'openingHoursForm.to', args: ['shift', 'day'] },
  addAfternoon: /*i18n*/ { id: 'openingHoursForm.addAfternoon' },
  removeAfternoon: /*i18n*/ { id: 'openingHoursForm.removeAfternoon' },
  closed: /*i18n*/ { id: 'openingHoursForm.closed' },
  holidaysClosed: /*i18n*/ { id: 'openingHoursForm.holidaysClosed' },
  holidaysSame: /*i18n*/ { id: 'openingHoursForm.holidaysSame' },
  holidaysOwn: /*i18n*/ { id: 'openingHoursForm.holidaysOwn' },
  advanced: /*i18n*/ { id: 'openingHoursForm.advanced' },
  advancedLabel: /*i18n*/ { id: 'openingHoursForm.advancedLabel' },
  advancedHint: /*i18n*/ { id: 'openingHoursForm.advancedHint' },
  advancedOnly: /*i18n*/ { id: 'openingHoursForm.advancedOnly' },
  useTable: /*i18n*/ { id: 'openingHoursForm.useTable' },
  incomplete: /*i18n*/ { id: 'openingHoursForm.incomplete' },
});
