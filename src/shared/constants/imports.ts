/**
 * Constants of the open-data import (ADR 0025 "Import"): formats, our fields a file's columns map to,
 * limits of the upload and of the preview's lists.
 * @module
 */

/** File formats the import reads: CSV, a GeoJSON FeatureCollection, an Overpass (OSM) JSON answer. */
export const IMPORT_FORMATS = ['csv', 'geojson', 'osm-json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where an import stands: previewed (nothing written to gyms), committed, undone. */
export const IMPORT_STATUSES = ['preview', 'committed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * Our fields a file's columns map to (`mapping` = `{ ourField: theirColumn }`). `street` +
 * `housenumber` make the address when there is no `address` column (OSM `addr:*`); `id` is the
 * row's own identifier in its source (the gym's `source_ref`); `services` holds activities
 * (`actividades`, OSM `sport`), split on `;` or `,`.
 */
export const IMPORT_FIELDS = [
  'name',
  'latitude',
  'longitude',
  'address',
  'street',
  'housenumber',
  'phone',
  'email',
  'website',
  'openingHours',
  'id',
  'services',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Largest file an import accepts, in bytes (50 MiB; 100k CSV rows take about 15 MB). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * At most this many entries of `skipped`, `duplicates` and `warnings` are kept in an import's answer
 * (their full counts are `skippedCount`, `duplicatesCount`, `warningsCount`); the duplicates' rows all
 * stay marked for the commit.
 */
export const IMPORT_LIST_MAX = 1000;

/** Rows of the preview's `sample`. */
export const IMPORT_SAMPLE_SIZE = 10;

/** A row within this distance (metres) of an existing gym with a similar name is a possible duplicate. */
export const IMPORT_DUPLICATE_DISTANCE_M = 75;

/**
 * A row with a similar name and the same normalised address (folded: lower case, no accents, runs of
 * anything but letters and digits as one space) as an existing gym is a possible duplicate within this
 * distance (metres): open data often places a club's pin on its block or its grounds, not its door
 * (the city's clubs file puts "Club Atlético Boca Juniors, Brandsen 805" 103 m from the listed one).
 */
export const IMPORT_DUPLICATE_SAME_ADDRESS_M = 500;

/** Trigram similarity (pg_trgm `similarity()` of the folded names) from which a near gym is a duplicate. */
export const IMPORT_DUPLICATE_SIMILARITY = 0.4;

/** Longest source name, licence, attribution and URL accepted (characters). */
export const SOURCE_TEXT_MAX_LENGTH = 300;
