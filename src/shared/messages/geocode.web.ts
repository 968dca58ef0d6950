/**
 * Texts of placing a gym on the map from its address (ADR 0026 §2) and of naming the member's place.
 * Spanish es-AR with voseo. Imported directly by the gym form (a lazy page), not through the index.
 * @module
 */
export const gymPlacementMessages = {
  locate: 'Ubicar la dirección en el mapa',
  searching: 'Buscando la dirección en el mapa…',
  found: (label: string) =>
    `Ubicamos la dirección en ${label}. Si el marcador no quedó en la puerta, movelo.`,
  notFound: 'No encontramos esa dirección. Marcá el lugar en el mapa: arrastrá el marcador o tocá el mapa.',
  /** A new gym while the server has no geocoder: the pin is asked for explicitly. */
  askPin:
    'Marcá en el mapa dónde está el gimnasio: arrastrá el marcador, tocá el mapa o escribí la latitud y la longitud.',
  /** A new gym with a geocoder, before the address is searched. */
  askAddress: 'Escribí la dirección y la ubicamos en el mapa; después podés mover el marcador.',
  manual: 'Usamos el lugar que marcaste en el mapa.',
} as const;
