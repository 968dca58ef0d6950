/**
 * Texts of placing a gym on the map from its address (ADR 0026 §2) and of naming the member's place.
 * Spanish es-AR with voseo. Imported directly by the gym form (a lazy page), not through the index.
 * @module
 */
import { room } from './i18n/room';
import { gymPlacementCatalog } from './locales/es-AR/geocode.web';
export const gymPlacementMessages = /* @__PURE__ */ room(gymPlacementCatalog, {
  locate: /*i18n*/ { id: 'gymPlacement.locate' },
  searching: /*i18n*/ { id: 'gymPlacement.searching' },
  found: /*i18n*/ { id: 'gymPlacement.found', args: ['label'] },
  notFound: /*i18n*/ { id: 'gymPlacement.notFound' },
  /** A new gym while the server has no geocoder: the pin is asked for explicitly. */
  askPin: /*i18n*/ { id: 'gymPlacement.askPin' },
  /** A new gym with a geocoder, before the address is searched. */
  askAddress: /*i18n*/ { id: 'gymPlacement.askAddress' },
  manual: /*i18n*/ { id: 'gymPlacement.manual' },
});
