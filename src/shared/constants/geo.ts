/**
 * Points of reference on the map.
 * @module
 */

/**
 * The Obelisco de Buenos Aires (Av. 9 de Julio and Av. Corrientes), WGS 84 degrees: the city's point of
 * reference. The web measures distances from it while the visitor shares no location (and says so), and
 * the gym form's map starts on it. SPEC §9's default position (`DEFAULT_LOCATION`, -34.6155, -58.5734)
 * lies outside the city, in Ciudadela; it stays the API's default for calls that send no position
 * (docs/spec-coverage.md §9 names this deviation).
 */
export const OBELISCO = { latitude: -34.6037, longitude: -58.3816 } as const;
