/**
 * Field-level validation texts of the public catalogue query (SPEC §4 "Gym list", §7 `/api/service/gyms`).
 * @module
 */
import { room } from './i18n/room';
import { catalogueFieldCatalog } from './locales/es-AR/catalogue';

/** Field-level validation of the catalogue query (SPEC §4 "Gym list", §9; ADR 0006). */
export const catalogueFieldMessages = /* @__PURE__ */ room(catalogueFieldCatalog, {
  latitude: /*i18n*/ { id: 'catalogueField.latitude' },
  longitude: /*i18n*/ { id: 'catalogueField.longitude' },
  sort: /*i18n*/ { id: 'catalogueField.sort' },
  order: /*i18n*/ { id: 'catalogueField.order' },
  page: /*i18n*/ { id: 'catalogueField.page' },
  pageTooHigh: /*i18n*/ { id: 'catalogueField.pageTooHigh' },
  limit: /*i18n*/ { id: 'catalogueField.limit' },
  name: /*i18n*/ { id: 'catalogueField.name' },
  service: /*i18n*/ { id: 'catalogueField.service' },
  classesToday: /*i18n*/ { id: 'catalogueField.classesToday' },
  pase: /*i18n*/ { id: 'catalogueField.pase' },
  mapLimit: /*i18n*/ { id: 'catalogueField.mapLimit' },
  country: /*i18n*/ { id: 'catalogueField.country' },
});
