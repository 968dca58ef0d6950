/**
 * Texts of the country picker (ADR 0052): which country's gyms the catalogue, the map and the distances
 * are of. Each country is named as the page's language writes it.
 * @module
 */
import { room } from './i18n/room';
import { countryPickerCatalog } from './locales/es-AR/countries.web';

/** The footer's country picker. */
export const countryPickerMessages = /* @__PURE__ */ room(countryPickerCatalog, {
  /** Names the picker (its navigation landmark and the text before the countries). */
  label: /*i18n*/ { id: 'countryPicker.label' },
  names: {
    AR: /*i18n*/ { id: 'countryPicker.names.AR' },
    MX: /*i18n*/ { id: 'countryPicker.names.MX' },
    BR: /*i18n*/ { id: 'countryPicker.names.BR' },
  },
  /** The title of a country's link: what choosing it does. */
  choose: /*i18n*/ { id: 'countryPicker.choose', args: ['name'] },
});
