/**
 * Errors the API answers, as the web app shows them (docs/architecture.md §4: `{message, code, fields}`).
 * @module
 */

/** API errors answered by the server (docs/architecture.md §4: `{message, code, fields}`). */
export const apiMessages = {
  validation: 'Los datos enviados no son válidos. Revisá los campos marcados.',
  notFound: 'No encontramos lo que buscabas.',
  routeNotFound: 'Esa dirección de la API no existe.',
  gymNotFound: 'No encontramos ese gimnasio. Puede que ya no esté publicado.',
  invalidId: 'El identificador no es válido.',
  /**
   * A text field with characters PostgreSQL cannot store (NUL U+0000, lone UTF-16 surrogates), refused
   * at the edge by plugins/zod.ts (PostgreSQL docs §8.3 "Character Types": NUL cannot be stored).
   */
  unstorableText: 'Este campo tiene caracteres que no se pueden guardar. Borralos y probá de nuevo.',
  /** The database refused a value the validation let through (SQLSTATE class 22, 23502, 23514). */
  unstorableData: 'Algún dato enviado no se puede guardar. Revisalo y probá de nuevo.',
  /** The database refused a change because of another change (unique or foreign key, SQLSTATE class 23). */
  conflict: 'Estos datos cambiaron mientras procesábamos tu solicitud. Actualizá la página y probá de nuevo.',
  /** The database cannot be reached now (503 with `Retry-After`, RFC 9110 §10.2.3). */
  unavailable: 'El servicio no está disponible en este momento. Probá de nuevo en unos segundos.',
  internal: 'Tuvimos un problema de nuestro lado. Probá de nuevo en unos minutos.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y probá de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  badJson: 'El cuerpo de la solicitud no es JSON válido.',
  invalidField: 'Este dato no es válido.',
  badRequest: 'La solicitud no es válida.',
  unsupportedMediaType: 'El formato de la solicitud no es compatible. Enviá los datos como JSON.',
  /** Load shedding (ADR 0011): the server refused at once instead of making the request wait. */
  overloaded: 'Hay mucha gente usando BuscaGym en este momento. Probá de nuevo en unos segundos.',
} as const;
