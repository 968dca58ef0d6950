/**
 * Contract of the geocoding proxy (ADR 0026 §2): `GET /api/geocode?q=` turns a typed address into a
 * position (partners placing a gym), `GET /api/geocode/reverse?lat=&lon=` names the place of a position
 * (the member's "Usar mi ubicación"). The server asks the configured geocoder (`GEOCODER_URL`, the
 * Nominatim protocol); the browser never talks to it.
 * @module
 */
import { z } from 'zod';
import { geocodeMessages as m } from '../messages/geocode';
import { DEFAULT_COUNTRY } from '../domain/countries';
import { itemAnswer } from './common';
import { countryCodeSchema } from './country-fields';

/** Longest address accepted, in characters (a street, number, neighbourhood and city fit well). */
export const GEOCODE_QUERY_MAX = 200;

/**
 * `?q=`: the address as typed, 3–200 characters after trimming; `?country=`: the country it is looked up
 * in (ISO 3166-1 alpha-2, `AR` when absent: the gym's country, ADR 0054).
 */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: () => m.queryRequired })
    .trim()
    .min(3, { error: () => m.queryRequired })
    .max(GEOCODE_QUERY_MAX, { error: () => m.queryTooLong }),
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
});

const degrees = (max: number) =>
  z.coerce
    .number({ error: () => m.positionInvalid })
    .min(-max, { error: () => m.positionInvalid })
    .max(max, { error: () => m.positionInvalid });

/** `?lat=&lon=`: a position in degrees (WGS84). */
export const reverseGeocodeQuerySchema = z.object({ lat: degrees(90), lon: degrees(180) });

/** A place the geocoder knows: its position (degrees), a short label and its neighbourhood (barrio). */
export const geocodedPlaceSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    /** Street and number when known, then the neighbourhood ("Avenida Santa Fe 3253, Palermo"). */
    label: z.string(),
    /** The barrio (Nominatim `suburb`, or the nearest named area), null when the geocoder names none. */
    neighbourhood: z.string().nullable(),
  })
  .meta({ id: 'GeocodedPlace' });
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

/** The answer of both routes: the place, or null when the geocoder found nothing. */
export const geocodeAnswerSchema = itemAnswer('place', geocodedPlaceSchema.nullable(), 'GeocodeAnswer');
export type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;
