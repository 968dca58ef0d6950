/**
 * Texts of geocoding (ADR 0026 §2): the proxy's refusals and the gym position rule. Spanish es-AR with
 * voseo. Imported directly (not through the messages index) by the server module, the contract and
 * the two forms that read them, so first screens do not carry them.
 * @module
 */
export const geocodeMessages = {
  queryRequired: 'Escribí la dirección (calle y número) para buscarla.',
  queryTooLong: 'La dirección es demasiado larga.',
  positionInvalid: 'La ubicación no es válida.',
  unavailable: 'La búsqueda de direcciones no está disponible. Marcá el lugar en el mapa.',
  /** One account has too many look-ups on their way (ADR 0035). */
  tooManyAtOnce: 'Ya estás buscando varias direcciones a la vez. Esperá a que terminen y probá de nuevo.',
  /** The shared geocoder's queue is full (ADR 0035). */
  busy: 'Hay muchas búsquedas de direcciones en curso. Probá de nuevo en unos segundos o marcá el lugar en el mapa.',
  failed: 'No pudimos buscar la dirección ahora. Probá de nuevo o marcá el lugar en el mapa.',
  /** A gym saved on the map's default position: nobody placed it (SPEC §4 default location). */
  pinRequired:
    'Marcá en el mapa dónde está el gimnasio: la ubicación sigue en el punto predeterminado del mapa.',
} as const;
