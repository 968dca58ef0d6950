/**
 * What every format reader yields (ADR 0025 "Import"): one record per data row, CSV line, GeoJSON
 * feature or OSM element, with its values by the names the file uses.
 * @module
 */
import { AppError } from '../../../app-error';

/** One record of a file. */
export interface SourceRecord {
  /** 1-based number of the record in the file (first data row, feature or element = 1). */
  row: number;
  /** Values by column / property / tag name, as in the file. */
  fields: Record<string, unknown>;
  /** WGS 84 position from the geometry (GeoJSON, OSM); undefined for CSV; null when the record has none. */
  position?: { latitude: number; longitude: number } | null;
  /** The record's own reference in its source when the format has one (OSM `node/123`, GeoJSON `id`). */
  ref?: string;
}

/** A reader: turns the file's bytes into records, streaming. Throws AppError VALIDATION for a bad file. */
export type RecordReader = (input: NodeJS.ReadableStream) => AsyncGenerator<SourceRecord>;

/** A 400 for a file the import cannot read, with its Spanish reason. */
export const badFile = (message: string): AppError => new AppError('VALIDATION', message);
