/**
 * Pure geographic helpers shared by server and web.
 * @module
 */
import { EARTH_RADIUS_KM } from '../constants/spec';

/** A position in WGS84 decimal degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points by the haversine formula
 * (R. W. Sinnott, "Virtues of the Haversine", Sky & Telescope 68(2), 1984).
 *
 * @param a - first point, degrees
 * @param b - second point, degrees
 * @param radiusKm - sphere radius in km; defaults to SPEC §9's 6400 km
 * @returns distance in km (same unit as `radiusKm`)
 */
export function haversineKm(a: LatLon, b: LatLon, radiusKm: number = EARTH_RADIUS_KM): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Decimals a stored coordinate keeps: the `latitude`/`longitude` columns are `numeric(10,7)` (about
 * 1 cm on the ground), and PostgreSQL rounds anything finer to that scale without a word, so a value
 * like `1e-320` would be stored as 0.
 */
export const COORDINATE_MAX_DECIMALS = 7;

/**
 * Decimal places of `value` as written by its shortest exact decimal form (ECMAScript
 * Number::toString): `-34.6` has 1, `1e-7` has 7, `1.5e-8` has 9, `1e-320` has 320, an integer 0.
 * @returns the count, or Infinity for NaN and ±Infinity
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * True when the coordinate `value` (degrees) can be stored exactly, i.e. it is finite and has at most
 * {@link COORDINATE_MAX_DECIMALS} decimals. Ranges (±90, ±180) are checked separately.
 */
export const isStorableCoordinate = (value: number): boolean =>
  decimalPlaces(value) <= COORDINATE_MAX_DECIMALS;
