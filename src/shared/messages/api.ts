/**
 * Errors the API answers, as the web app shows them (docs/architecture.md §4: `{message, code, fields}`).
 * @module
 */
import { room } from './i18n/room';
import { apiCatalog } from './locales/es-AR/api';

/** API errors answered by the server (docs/architecture.md §4: `{message, code, fields}`). */
export const apiMessages = /* @__PURE__ */ room(apiCatalog, {
  validation: /*i18n*/ { id: 'api.validation' },
  notFound: /*i18n*/ { id: 'api.notFound' },
  routeNotFound: /*i18n*/ { id: 'api.routeNotFound' },
  gymNotFound: /*i18n*/ { id: 'api.gymNotFound' },
  invalidId: /*i18n*/ { id: 'api.invalidId' },
  /**
   * A text field with characters PostgreSQL cannot store (NUL U+0000, lone UTF-16 surrogates), refused
   * at the edge by plugins/zod.ts (PostgreSQL docs §8.3 "Character Types": NUL cannot be stored).
   */
  unstorableText: /*i18n*/ { id: 'api.unstorableText' },
  /** The database refused a value the validation let through (SQLSTATE class 22, 23502, 23514). */
  unstorableData: /*i18n*/ { id: 'api.unstorableData' },
  /** The database refused a change because of another change (unique or foreign key, SQLSTATE class 23). */
  conflict: /*i18n*/ { id: 'api.conflict' },
  /** The database cannot be reached now (503 with `Retry-After`, RFC 9110 §10.2.3). */
  unavailable: /*i18n*/ { id: 'api.unavailable' },
  internal: /*i18n*/ { id: 'api.internal' },
  tooManyRequests: /*i18n*/ { id: 'api.tooManyRequests' },
  payloadTooLarge: /*i18n*/ { id: 'api.payloadTooLarge' },
  badJson: /*i18n*/ { id: 'api.badJson' },
  invalidField: /*i18n*/ { id: 'api.invalidField' },
  badRequest: /*i18n*/ { id: 'api.badRequest' },
  unsupportedMediaType: /*i18n*/ { id: 'api.unsupportedMediaType' },
  /** Load shedding (ADR 0011): the server refused at once instead of making the request wait. */
  overloaded: /*i18n*/ { id: 'api.overloaded' },
});
