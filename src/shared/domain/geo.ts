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
