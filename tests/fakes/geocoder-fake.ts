/**
 * A local fake of a geocoder speaking the Nominatim API (ADR 0026 §2), for API and e2e tests: plain
 * `node:http` on 127.0.0.1; point the server at it with `GEOCODER_URL = fake.url`.
 *
 * The protocol (https://nominatim.org/release-docs/latest/api/Search/, …/api/Reverse/):
 * - `GET /search?q=…&format=jsonv2&addressdetails=1&limit=1&countrycodes=ar` — a JSON array of places
 *   (`lat`/`lon` as decimal strings, `display_name`, `address` with `road`, `house_number`, `suburb`,
 *   `city`, `country_code`), empty when nothing matches; `countrycodes` (a comma-separated list of
 *   lower-case ISO 3166-1 codes) keeps the places of those countries. `format` other than `jsonv2`/`json`
 *   is a 400.
 * - `GET /reverse?lat=…&lon=…&format=jsonv2` — the nearest known place within 3 km, or
 *   `{"error": "Unable to geocode"}` (HTTP 200, as Nominatim answers it).
 * - `GET /status` — `OK` (Nominatim's status call), without a User-Agent check.
 * - Requests without a `User-Agent` are refused with 403, as the public instance's policy does.
 *
 * The gazetteer is a handful of real Buenos Aires addresses (positions read off OpenStreetMap, barrios
 * as the city's official list names them) and one each in São Paulo and Mexico City (ADR 0054); a query
 * matches an entry when, accents, case and "Av." folded, it contains the entry's street and number. Test controls: {@link GeocoderFake.requests} (what was
 * asked), {@link GeocoderFake.failNext} (the next request answers 500) and {@link GeocoderFake.hold}
 * (requests wait unanswered until released).
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address the fake knows. */
export interface FakePlace {
  road: string;
  houseNumber: string;
  suburb: string;
  lat: number;
  lon: number;
  /** City, state, country and its lower-case ISO code; Buenos Aires, Argentina when absent. */
  city?: { city: string; state: string; country: string; countryCode: string };
}

const SAO_PAULO = { city: 'São Paulo', state: 'São Paulo', country: 'Brasil', countryCode: 'br' };
const MEXICO_CITY = {
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  country: 'México',
  countryCode: 'mx',
};
const BUENOS_AIRES = {
  city: 'Buenos Aires',
  state: 'Ciudad Autónoma de Buenos Aires',
  country: 'Argentina',
  countryCode: 'ar',
};

/** The fake's gazetteer (see module doc). */
export const FAKE_PLACES: readonly FakePlace[] = [
  { road: 'Avenida Santa Fe', houseNumber: '3253', suburb: 'Palermo', lat: -34.5883, lon: -58.4106 },
  { road: 'Avenida Corrientes', houseNumber: '1234', suburb: 'San Nicolás', lat: -34.6039, lon: -58.3842 },
  { road: 'Avenida 9 de Julio', houseNumber: '1000', suburb: 'San Nicolás', lat: -34.6037, lon: -58.3816 },
  { road: 'Moreno', houseNumber: '3682', suburb: 'Almagro', lat: -34.6149, lon: -58.4183 },
  { road: 'Avenida Cabildo', houseNumber: '2040', suburb: 'Belgrano', lat: -34.5597, lon: -58.4606 },
  // The MASP, in Bela Vista.
  {
    road: 'Avenida Paulista',
    houseNumber: '1578',
    suburb: 'Bela Vista',
    lat: -23.5614,
    lon: -46.6559,
    city: SAO_PAULO,
  },
  {
    road: 'Paseo de la Reforma',
    houseNumber: '222',
    suburb: 'Juárez',
    lat: 19.4284,
    lon: -99.1622,
    city: MEXICO_CITY,
  },
];

/** The running fake. */
export interface GeocoderFake {
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** Paths and queries received, oldest first. */
  requests: { path: string; query: Record<string, string>; userAgent: string | undefined }[];
  /** Makes the next `n` requests answer HTTP 500. */
  failNext(n?: number): void;
  /** Holds every request unanswered from now on; the returned function answers them and stops holding. */
  hold(): () => void;
  close(): Promise<void>;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bav(da)?\.?\s/g, 'avenida ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The Nominatim shape of a place (jsonv2). */
function nominatimPlace(p: FakePlace) {
  const { city, state, country, countryCode } = p.city ?? BUENOS_AIRES;
  return {
    place_id: Math.abs(Math.round(p.lat * 1e4 * p.lon)),
    lat: p.lat.toFixed(7),
    lon: p.lon.toFixed(7),
    category: 'place',
    type: 'house',
    display_name: `${p.houseNumber}, ${p.road}, ${p.suburb}, ${city}, ${state}, ${country}`,
    address: {
      house_number: p.houseNumber,
      road: p.road,
      suburb: p.suburb,
      city,
      state,
      country,
      country_code: countryCode,
    },
  };
}

/** Distance in km between two positions (equirectangular; enough for 3 km inside one city). */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = ((b.lon - a.lon) * Math.PI * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)) / 180;
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.hypot(x, y) * 6371;
}

/** Starts the fake on `port` (0: a free one). */
export async function startGeocoderFake(port = 0): Promise<GeocoderFake> {
  const requests: GeocoderFake['requests'] = [];
  let failures = 0;
  let held: (() => void)[] | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const userAgent = req.headers['user-agent'];
    requests.push({ path: url.pathname, query, userAgent });
    if (url.pathname === '/status') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('OK');
    }
    if (failures > 0) {
      failures -= 1;
      return send(res, 500, { error: 'Internal Server Error' });
    }
    if (!userAgent) return send(res, 403, { error: 'Access blocked: no User-Agent' });
    if (query.format && !['jsonv2', 'json'].includes(query.format))
      return send(res, 400, {
        error: { code: 400, message: `Parameter 'format' must be one of: json, jsonv2` },
      });
    if (req.method !== 'GET') return send(res, 405, { error: 'Method not allowed' });
    if (url.pathname === '/search') {
      const q = fold(query.q ?? '');
      const countries = query.countrycodes?.split(',');
      const found = FAKE_PLACES.filter((p) => {
        const street = fold(p.road);
        const inCountry = !countries || countries.includes((p.city ?? BUENOS_AIRES).countryCode);
        return inCountry && q.includes(`${street} ${p.houseNumber}`);
      });
      return send(res, 200, found.slice(0, Number(query.limit ?? 10)).map(nominatimPlace));
    }
    if (url.pathname === '/reverse') {
      const at = { lat: Number(query.lat), lon: Number(query.lon) };
      if (!Number.isFinite(at.lat) || !Number.isFinite(at.lon))
        return send(res, 400, { error: { code: 400, message: 'Need coordinates or OSM object to lookup.' } });
      const nearest = [...FAKE_PLACES].sort((a, b) => km(at, a) - km(at, b))[0];
      if (!nearest || km(at, nearest) > 3) return send(res, 200, { error: 'Unable to geocode' });
      return send(res, 200, nominatimPlace(nearest));
    }
    return send(res, 404, { error: 'Not found' });
  };

  const server = createServer((req, res) => {
    if (held) held.push(() => handle(req, res));
    else handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failNext: (n = 1) => {
      failures += n;
    },
    hold: () => {
      const waiting: (() => void)[] = [];
      held = waiting;
      return () => {
        held = null;
        for (const answer of waiting) answer();
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
