/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours on the first screen: the "Abierto · cierra
 * 22:00" line and the "Abierto ahora" switch (ADR 0025); the detail's week and the partner's editor are in
 * ./opening-hours-pages.web.ts, so the first screen does not carry them. Not re-exported by
 * `messages/index.ts`: screens import this file directly, so its texts stay out of the chunk every screen
 * loads (ADR 0013).
 * @module
 */
import { room } from './i18n/room';
import { openingHoursWebCatalog } from './locales/es-AR/opening-hours.web';

/** The open-state line of cards, popups and the detail, and the catalogue's switch (first screen). */
export const openingHoursWebMessages = /* @__PURE__ */ room(openingHoursWebCatalog, {
  open: /*i18n*/ { id: 'openingHoursWeb.open' },
  closed: /*i18n*/ { id: 'openingHoursWeb.closed' },
  /** `when` from {@link openingHoursWebMessages.when}. */
  closesAt: /*i18n*/ { id: 'openingHoursWeb.closesAt', args: ['when'] },
  opensAt: /*i18n*/ { id: 'openingHoursWeb.opensAt', args: ['when'] },
  when: {
    today: /*i18n*/ { id: 'openingHoursWeb.when.today', args: ['time'] },
    tomorrow: /*i18n*/ { id: 'openingHoursWeb.when.tomorrow', args: ['time'] },
    weekday: /*i18n*/ { id: 'openingHoursWeb.when.weekday', args: ['weekday', 'time'] },
  },
  openNowFilter: /*i18n*/ { id: 'openingHoursWeb.openNowFilter' },
  openNowHint: /*i18n*/ { id: 'openingHoursWeb.openNowHint' },
});
