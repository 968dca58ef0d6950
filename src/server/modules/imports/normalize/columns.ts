/**
 * Finding a file's columns (ADR 0025 "Import"): the ONE table of usual header names, in Spanish,
 * English, French and OpenStreetMap tags, for each of our fields, and the resolution of a file's
 * header against it and against the administrator's `mapping`. Headers compare folded: case, accents
 * and surrounding spaces do not matter ("Dirección" = "direccion" = "DIRECCION").
 * @module
 */
import type { ImportField, ImportMapping } from '../../../../shared/contract/imports';
import { foldText } from '../text/services';

/**
 * Usual header names of each of our fields, first match wins (OSM keys from
 * https://wiki.openstreetmap.org/wiki/Key:addr and Key:contact). `street` + `housenumber` make the
 * address when there is no `address` column.
 */
export const HEADER_NAMES: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['name', 'nombre', 'nom', 'nombre_gimnasio', 'razon_social', 'fna'],
  latitude: ['lat', 'latitude', 'latitud', 'y'],
  longitude: ['lon', 'lng', 'long', 'longitude', 'longitud', 'x'],
  address: ['address', 'direccion', 'domicilio', 'adresse', 'addr:full', 'dir'],
  street: ['addr:street', 'calle', 'street', 'rue'],
  housenumber: ['addr:housenumber', 'altura', 'numero', 'nro', 'housenumber', 'numero_puerta'],
  phone: ['phone', 'telefono', 'tel', 'telephone', 'contact:phone', 'celular'],
  email: ['email', 'e-mail', 'e_mail', 'mail', 'correo', 'courriel', 'contact:email'],
  website: ['website', 'web', 'url', 'sitio_web', 'site_web', 'contact:website'],
  openingHours: ['opening_hours', 'horario', 'horarios', 'hours', 'horaires'],
  id: ['id', '@id', 'osm_id', 'identificador', 'identifiant'],
  services: ['activities', 'actividades', 'actividade', 'activites', 'sport', 'act', 'servicios', 'services'],
};

/** A header folded for comparison: lower case, no accents, trimmed, inner spaces as `_`. */
export function foldHeader(header: string): string {
  return foldText(header).trim().replace(/\s+/g, '_');
}

/** The resolution of a header: our field → the file's column (as written in the file). */
export type ColumnMap = Partial<Record<ImportField, string>>;

/** What {@link findColumns} could not resolve. */
export type ColumnProblem =
  { kind: 'mappedColumnMissing'; column: string } | { kind: 'noName' } | { kind: 'noCoordinates' };

/**
 * Resolves our fields against a file's columns: the administrator's `mapping` first (its columns must
 * exist, compared folded), then {@link HEADER_NAMES}. A column serves one field at most.
 * @param headers The file's column names as written (CSV header, or the property/tag keys seen).
 * @param mapping `{ ourField: theirColumn }` given on upload (may be empty).
 * @param hasGeometry True when coordinates come from the geometry (GeoJSON, OSM): no lat/lon columns needed.
 * @returns the map, or the first problem (mapped column missing, no name, no coordinates).
 */
export function findColumns(
  headers: readonly string[],
  mapping: ImportMapping,
  hasGeometry: boolean,
): { ok: true; columns: ColumnMap } | { ok: false; problem: ColumnProblem } {
  const byFold = new Map<string, string>();
  for (const header of headers) {
    const folded = foldHeader(header);
    if (!byFold.has(folded)) byFold.set(folded, header);
  }
  const columns: ColumnMap = {};
  const used = new Set<string>();
  for (const [field, column] of Object.entries(mapping) as [ImportField, string][]) {
    const found = byFold.get(foldHeader(column));
    if (found === undefined) return { ok: false, problem: { kind: 'mappedColumnMissing', column } };
    columns[field] = found;
    used.add(found);
  }
  for (const [field, names] of Object.entries(HEADER_NAMES) as [ImportField, readonly string[]][]) {
    if (columns[field] !== undefined) continue;
    for (const name of names) {
      const found = byFold.get(foldHeader(name));
      if (found !== undefined && !used.has(found)) {
        columns[field] = found;
        used.add(found);
        break;
      }
    }
  }
  if (columns.name === undefined) return { ok: false, problem: { kind: 'noName' } };
  if (!hasGeometry && (columns.latitude === undefined || columns.longitude === undefined))
    return { ok: false, problem: { kind: 'noCoordinates' } };
  return { ok: true, columns };
}
