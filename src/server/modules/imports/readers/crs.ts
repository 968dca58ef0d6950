/**
 * Coordinate reference systems of GeoJSON files (ADR 0025 "Import"): a GeoJSON may declare a projected
 * CRS (the 2008 GeoJSON `crs` member, e.g. `urn:ogc:def:crs:EPSG::9498`); its points are reprojected to
 * WGS 84 longitude/latitude with `proj4`.
 * @module
 */
import proj4 from 'proj4';

/**
 * EPSG:9498 "POSGAR 2007 / CABA 2019" (Gauss-Krüger of the City of Buenos Aires, metres), as the EPSG
 * registry defines it (https://epsg.io/9498: Transverse Mercator, origin 34°37'45.36"S 58°27'47.91"W,
 * k = 1, false easting 20 000 m, false northing 70 000 m, WGS 84 ellipsoid, POSGAR 2007 → WGS 84
 * translation −0.41, 0.46, −0.35 m, EPSG:9264).
 */
export const EPSG_9498 =
  '+proj=tmerc +lat_0=-34.6292666666667 +lon_0=-58.4633083333333 +k=1 +x_0=20000 +y_0=70000 ' +
  '+ellps=WGS84 +towgs84=-0.41,0.46,-0.35,0,0,0,0 +units=m +no_defs +type=crs';

proj4.defs('EPSG:9498', EPSG_9498);

/** CRS names that mean WGS 84 longitude/latitude (GeoJSON's default, RFC 7946 §4). */
const WGS84 = /^(?:urn:ogc:def:crs:OGC:1\.3:CRS84|urn:ogc:def:crs:EPSG::4326|EPSG:4326|CRS84|WGS84)$/i;

/** A position converter: GeoJSON `[x, y]` → WGS 84 `{ latitude, longitude }`. */
export type ToWgs84 = (xy: readonly number[]) => { latitude: number; longitude: number } | null;

const identity: ToWgs84 = ([x, y]) =>
  typeof x === 'number' && typeof y === 'number' ? { latitude: y, longitude: x } : null;

/**
 * The converter for a GeoJSON `crs` member (`{ type: "name", properties: { name } }`), or for none.
 * @returns the converter, or null when the CRS is not known (the caller refuses the file)
 */
export function converterFor(crs: unknown): ToWgs84 | null {
  if (crs === undefined || crs === null) return identity;
  const name = (crs as { properties?: { name?: unknown } }).properties?.name;
  if (typeof name !== 'string') return null;
  if (WGS84.test(name.trim())) return identity;
  const code = /EPSG:{1,2}(\d+)$/i.exec(name.trim())?.[1];
  if (!code) return null;
  let converter: proj4.Converter;
  try {
    converter = proj4(`EPSG:${code}`, 'EPSG:4326');
  } catch {
    return null;
  }
  return ([x, y]) => {
    if (typeof x !== 'number' || typeof y !== 'number') return null;
    const [longitude, latitude] = converter.forward([x, y]);
    return longitude === undefined || latitude === undefined || !Number.isFinite(latitude)
      ? null
      : { latitude, longitude };
  };
}

/** The name of a `crs` member, for messages. */
export const crsName = (crs: unknown): string =>
  String((crs as { properties?: { name?: unknown } } | null)?.properties?.name ?? 'desconocido');
