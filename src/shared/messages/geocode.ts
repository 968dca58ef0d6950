/**
 * Texts of geocoding (ADR 0026 §2): the proxy's refusals and the gym position rule. Spanish es-AR with
 * voseo. Imported directly (not through the messages index) by the server module, the contract and
 * the two forms that read them, so first screens do not carry them.
 * @module
 */
import { room } from './i18n/room';
import { geocodeCatalog } from './locales/es-AR/geocode';
export const geocodeMessages = /* @__PURE__ */ room(geocodeCatalog, {
  queryRequired: /*i18n*/ { id: 'geocode.queryRequired' },
  queryTooLong: /*i18n*/ { id: 'geocode.queryTooLong' },
  positionInvalid: /*i18n*/ { id: 'geocode.positionInvalid' },
  unavailable: /*i18n*/ { id: 'geocode.unavailable' },
  /** One account has too many look-ups on their way (ADR 0035). */
  tooManyAtOnce: /*i18n*/ { id: 'geocode.tooManyAtOnce' },
  /** The shared geocoder's queue is full (ADR 0035). */
  busy: /*i18n*/ { id: 'geocode.busy' },
  failed: /*i18n*/ { id: 'geocode.failed' },
  /** A gym saved on the map's default position: nobody placed it (SPEC §4 default location). */
  pinRequired: /*i18n*/ { id: 'geocode.pinRequired' },
});
