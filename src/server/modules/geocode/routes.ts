/**
 * The geocoding proxy (ADR 0026 §2), mounted under `/api/geocode`: the browser asks us, we ask the
 * configured Nominatim geocoder (./nominatim), so the geocoder's address, policy and caching stay on
 * the server. `GET /` searches an address (partners placing a gym), `GET /reverse` names the place of a
 * position (any signed-in account: the member's location confirmation). Without `GEOCODER_URL` both
 * answer 404 (this server has no address search: a lasting state, not an outage to retry) with a
 * Spanish message telling the owner to place the pin by hand; a geocoder that fails answers 503.
 * @module
 */
import { errorResponses } from '../../../shared/contract/common';
import {
  geocodeAnswerSchema,
  geocodeQuerySchema,
  reverseGeocodeQuerySchema,
} from '../../../shared/contract/geocode';
import { geocodeMessages as m } from '../../../shared/messages/geocode';
import { AppError } from '../../app-error';
import { sessionPlugin } from '../session-routes';
import { nominatimGeocoder, type Geocoder } from './nominatim';
import { assertPartner } from '../partner-gyms/index';

/** Options of {@link geocodeRoutes}. */
export interface GeocodeRoutesOptions {
  /** Nominatim base URL without a trailing slash; undefined → no geocoder. */
  url: string | undefined;
  minIntervalMs: number;
  /** Our public URL, named in the User-Agent. */
  publicUrl: string;
}

const tags = ['geocode'];

/** Registers the routes (prefix given by the caller: `/api/geocode`). */
export const geocodeRoutes = sessionPlugin<GeocodeRoutesOptions>(
  { tags },
  (route, { url, minIntervalMs, publicUrl }) => {
    const geocoder: Geocoder | null = url
      ? nominatimGeocoder({ url, minIntervalMs, contact: publicUrl })
      : null;
    const use = (): Geocoder => {
      if (!geocoder) throw new AppError('NOT_FOUND', m.unavailable);
      return geocoder;
    };

    route.get(
      '/',
      {
        summary: 'The position of a typed address (partners placing a gym)',
        description:
          'Partners only. Asks the configured Nominatim geocoder in `country` (AR when absent, MX or BR: ' +
          "the gym's country, ADR 0054); `place` is null when it " +
          'finds nothing. 404 when no geocoder is configured, 503 when it does not answer or its queue is ' +
          'full, 429 when this account has 3 look-ups on their way (ADR 0035).',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeAnswerSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
      async (request, session) => {
        assertPartner(session);
        return { place: await use().search(request.query.q, session.userId, request.query.country) };
      },
    );

    route.get(
      '/reverse',
      {
        summary: 'The place (barrio) of a position',
        description:
          'Any signed-in account. `place` is null when the geocoder names nothing there. 404 when no ' +
          'geocoder is configured, 503 when it does not answer or its queue is full, 429 when this ' +
          'account has 3 look-ups on their way (ADR 0035).',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: geocodeAnswerSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
      async (request, session) => ({
        place: await use().reverse(request.query.lat, request.query.lon, session.userId),
      }),
    );
  },
);
