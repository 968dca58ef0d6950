/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours shared by server and web: why a typed
 * `opening_hours` value is refused and the catalogue's `openAt` filter (ADR 0025). Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { openingHoursCatalog } from './locales/es-AR/opening-hours';

/** Answers about opening hours (partner gym form, catalogue filters). */
export const openingHoursMessages = /* @__PURE__ */ room(openingHoursCatalog, {
  empty: /*i18n*/ { id: 'openingHours.empty' },
  tooLong: /*i18n*/ { id: 'openingHours.tooLong' },
  /**
   * An invalid value: where it fails (1-based character, the text before it) and, when we know it, what
   * is wrong there.
   */
  invalidAt: /*i18n*/ { id: 'openingHours.invalidAt', args: ['position', 'before', 'detail'] },
  invalid: /*i18n*/ { id: 'openingHours.invalid' },
  unexpectedToken: /*i18n*/ { id: 'openingHours.unexpectedToken', args: ['token'] },
  outsideDay: /*i18n*/ { id: 'openingHours.outsideDay' },
  unknownDetail: /*i18n*/ { id: 'openingHours.unknownDetail' },
  onlyPoints: /*i18n*/ { id: 'openingHours.onlyPoints' },
  noHolidays: /*i18n*/ { id: 'openingHours.noHolidays' },
  noSchoolHolidays: /*i18n*/ { id: 'openingHours.noSchoolHolidays' },
  timeZone: /*i18n*/ { id: 'openingHours.timeZone' },
  openAt: /*i18n*/ { id: 'openingHours.openAt' },
  openNow: /*i18n*/ { id: 'openingHours.openNow' },
});
