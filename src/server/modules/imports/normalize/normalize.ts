/**
 * One file record → one gym row to stage (ADR 0025 "Import"): our fields read through the resolved
 * columns, cleaned with the seed's helpers, checked, and the record's source reference. A record
 * without a name, without coordinates, out of range or at (0, 0) is skipped with its Spanish reason; a
 * kept record may carry warnings (hours, e-mail or web address dropped).
 *
 * Address policy: a gym's `address` is NOT NULL; a record without an address (or street) gets the
 * empty string, which pages treat as "no address" (ADR 0025).
 * @module
 */
import { createHash } from 'node:crypto';
import type { ImportFormat } from '../../../../shared/constants/imports';
import { importMessages as m } from '../../../../shared/messages/imports';
import { cleanText, firstEmail, websiteUrl } from '../text/contact';
import { foldText, type ServiceName } from '../text/services';
import { isAllCaps, titleCaseEs } from '../text/title-case';
import type { ColumnMap } from './columns';
import { placeOf } from './place';
import type { SourceRecord } from '../readers/record';
import { servicesFromOsmTags, servicesFromText } from './tags';
import { checkOpeningHours } from '../../opening-hours/index';

/** A row ready for the commit, as stored in `import_rows.data`. */
export interface StagedGym {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: string | null;
  services: ServiceName[];
  timeZone: string;
  country: string;
  /** Only from a caller's refinement (the seed): the neighbourhood, written to `gyms.neighborhood`. */
  neighborhood?: string | null;
  /** Only from a caller's refinement (the seed): a Facebook page, kept in `social_networks`. */
  facebook?: string | null;
}

/** The outcome of {@link normalizeRecord}. */
export type Normalized =
  { ok: true; sourceRef: string; gym: StagedGym; warnings: string[] } | { ok: false; reason: string };

/** Longest text kept in a field (longer cells are cut). */
const MAX_TEXT = 300;

/** A source name as a reference prefix: "Polideportivos CABA" → `polideportivos-caba`. */
export function slugOf(name: string): string {
  return (
    foldText(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'fuente'
  );
}

/** A cell as text: strings cleaned, numbers written out, anything else absent. */
function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value);
  return cleaned === null ? null : cleaned.slice(0, MAX_TEXT);
}

/** A coordinate cell: a number, or text with a decimal point or a decimal comma ("-58,4744"). */
export function coordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const normalized = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  if (!/^[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(normalized)) return null;
  return Number(normalized);
}

const field = (record: SourceRecord, columns: ColumnMap, name: keyof ColumnMap): unknown => {
  const column = columns[name];
  return column === undefined ? undefined : record.fields[column];
};

/**
 * Normalizes a record.
 * @param record The record as read.
 * @param columns Our fields → its columns ({@link import('./columns').findColumns}).
 * @param format The file's format (OSM tags give services by {@link servicesFromOsmTags}).
 * @param sourceSlug The source's slug, prefix of CSV and GeoJSON references.
 * @returns the staged gym with its reference and warnings, or the Spanish reason it is skipped.
 */
export function normalizeRecord(
  record: SourceRecord,
  columns: ColumnMap,
  format: ImportFormat,
  sourceSlug: string,
): Normalized {
  const rawName = text(field(record, columns, 'name'));
  if (!rawName) return { ok: false, reason: m.skip.noName };
  const name = isAllCaps(rawName) ? titleCaseEs(rawName) : rawName;

  const position =
    record.position !== undefined
      ? record.position
      : (() => {
          const latitude = coordinate(field(record, columns, 'latitude'));
          const longitude = coordinate(field(record, columns, 'longitude'));
          return latitude === null || longitude === null ? null : { latitude, longitude };
        })();
  if (!position) return { ok: false, reason: m.skip.noCoordinates };
  const { latitude, longitude } = position;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !Number.isFinite(latitude + longitude))
    return { ok: false, reason: m.skip.outOfRange };
  if (latitude === 0 && longitude === 0) return { ok: false, reason: m.skip.zeroZero };

  const warnings: string[] = [];
  const street = text(field(record, columns, 'street'));
  const number = text(field(record, columns, 'housenumber'));
  const address =
    text(field(record, columns, 'address')) ?? ([street, number].filter(Boolean).join(' ') || '');

  const emailText = text(field(record, columns, 'email'));
  const email = emailText ? firstEmail(emailText) : null;
  if (emailText && !email) warnings.push(m.warning.email);
  const webText = text(field(record, columns, 'website'));
  const website = webText ? websiteUrl(webText) : null;
  if (webText && !website) warnings.push(m.warning.website);

  const place = placeOf(latitude, longitude);
  const hoursText = text(field(record, columns, 'openingHours'));
  let openingHours: string | null = null;
  if (hoursText) {
    const check = checkOpeningHours(hoursText, { country: place.country, lat: latitude, lon: longitude });
    if (check.ok) openingHours = check.value;
    else warnings.push(m.warning.openingHours(check.error));
  }

  const services = new Set<ServiceName>();
  if (format === 'osm-json') for (const s of servicesFromOsmTags(record.fields).services) services.add(s);
  // OSM's `sport` went through the tag table above; other activity columns are free text.
  const activities =
    format === 'osm-json' && columns.services === 'sport' ? null : text(field(record, columns, 'services'));
  if (activities) for (const s of servicesFromText(activities)) services.add(s);

  const ownId = text(field(record, columns, 'id')) ?? record.ref;
  const sourceRef =
    format === 'osm-json' && record.ref
      ? `osm:${record.ref}`
      : `${sourceSlug}:${ownId ?? rowHash(name, latitude, longitude)}`;

  return {
    ok: true,
    sourceRef,
    warnings,
    gym: {
      name,
      latitude: round7(latitude),
      longitude: round7(longitude),
      address,
      phone: text(field(record, columns, 'phone')),
      email,
      website,
      openingHours,
      services: [...services],
      timeZone: place.timeZone,
      country: place.country,
    },
  };
}

/** Degrees to the 7 decimals `gyms.latitude/longitude` keep (numeric(10,7)). */
const round7 = (value: number): number => Math.round(value * 1e7) / 1e7;

/**
 * A reference for a row without an id: a hash of its folded name and its position to 6 decimals
 * (~0.1 m), so the same row in a re-export gets the same reference whatever its line number.
 */
function rowHash(name: string, latitude: number, longitude: number): string {
  return createHash('sha256')
    .update(`${foldText(name)}|${latitude.toFixed(6)}|${longitude.toFixed(6)}`)
    .digest('hex')
    .slice(0, 16);
}
