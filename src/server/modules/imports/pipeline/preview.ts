/**
 * The preview (ADR 0025 "Import"): streams a file through its reader, resolves the columns, normalizes
 * each record, finds possible duplicates and stages the rows in `import_rows` in batches, all in one
 * transaction with the `imports` row and the audit entry, so a bad file leaves nothing behind. Nothing
 * is written to `gyms`.
 * @module
 */
import { eq } from 'drizzle-orm';
import { IMPORT_SAMPLE_SIZE, type ImportFormat } from '../../../../shared/constants/imports';
import type {
  ImportDuplicate,
  ImportMapping,
  ImportSampleRow,
  ImportSkip,
  ImportSourceInput,
  ImportWarning,
} from '../../../../shared/contract/imports';
import { importMessages as m } from '../../../../shared/messages/imports';
import type { Database, Tx } from '../../../db/client';
import { imports } from '../../../db/schema-directory';
import { findColumns, type ColumnMap } from '../normalize/columns';
import { normalizeRecord, slugOf, type StagedGym } from '../normalize/normalize';
import { readCsv } from '../readers/csv';
import { readGeoJson } from '../readers/geojson';
import { readOsmJson } from '../readers/osm';
import { badFile, type RecordReader, type SourceRecord } from '../readers/record';
import { findDuplicates, insertStagedRows, upsertSource, type StagedRow } from './staging';
import { insertAuditEntry } from '../../audit/index';

/** Rows per staging batch (one duplicate query and one insert each). */
export const STAGE_BATCH = 1000;

const READERS: Record<ImportFormat, RecordReader> = {
  csv: readCsv,
  geojson: readGeoJson,
  'osm-json': readOsmJson,
};

/** What a preview needs. */
export interface PreviewInput {
  /** The administrator (null for the command line). */
  adminId: string | null;
  format: ImportFormat;
  fileName: string | null;
  source: ImportSourceInput;
  mapping: ImportMapping;
  /** The file's bytes, read once. */
  file: NodeJS.ReadableStream;
  /** Called after each staged batch with the rows read so far. */
  onProgress?: (rowsRead: number) => void;
  /**
   * Prefix of the `source_ref` of CSV and GeoJSON rows, `<prefix>:<id>` (default: the slug of the
   * source's name). The seed passes `caba-clubes` so the gyms it created before keep matching (ADR 0025).
   */
  refPrefix?: string;
  /**
   * Replaces a kept row's gym by the caller's own reading of the same record (the seed's richer
   * cleaning of its clubs file: accents, neighbourhood, Facebook, its services rules). Called after
   * the row was normalized and checked; position, hours, time zone and country should be kept.
   */
  refine?: (record: SourceRecord, sourceRef: string, gym: StagedGym) => StagedGym;
}

/**
 * Findings of a preview, stored whole on the import (answers show the first IMPORT_LIST_MAX of each
 * list with its full count): a few bytes per finding, not per row read.
 */
interface Findings {
  rows: number;
  valid: number;
  skipped: ImportSkip[];
  duplicates: ImportDuplicate[];
  warnings: ImportWarning[];
  sample: ImportSampleRow[];
  mapping: Record<string, string>;
}

/**
 * Runs the preview.
 * @returns the new import's id
 * @throws AppError VALIDATION with a Spanish reason for a file that cannot be read, without a name or
 *   coordinate column, or without rows (nothing is written)
 */
export async function previewImport(db: Database, input: PreviewInput): Promise<string> {
  return db.transaction(async (tx) => {
    const sourceId = await upsertSource(tx, input.source);
    const [created] = await tx
      .insert(imports)
      .values({
        adminId: input.adminId,
        format: input.format,
        fileName: input.fileName,
        sourceId,
        mapping: input.mapping as Record<string, string>,
      })
      .returning({ id: imports.id });
    if (!created) throw new Error('import insert returned nothing');
    const importId = created.id;
    const findings = await stage(tx, importId, input);
    await tx
      .update(imports)
      .set({
        rows: findings.rows,
        valid: findings.valid,
        skipped: findings.skipped,
        duplicates: findings.duplicates,
        warnings: findings.warnings,
        sample: findings.sample,
        mapping: findings.mapping,
        result: null,
      })
      .where(eq(imports.id, importId));
    if (input.adminId)
      await insertAuditEntry(tx, {
        actorId: input.adminId,
        action: 'import.preview',
        targetType: 'import',
        targetId: importId,
        before: null,
        after: {
          source: input.source.name,
          format: input.format,
          fileName: input.fileName,
          rows: findings.rows,
          valid: findings.valid,
          skipped: findings.skipped.length,
          duplicates: findings.duplicates.length,
        },
      });
    return importId;
  });
}

/** Streams the file and stages its rows; returns the findings. */
async function stage(tx: Tx, importId: string, input: PreviewInput): Promise<Findings> {
  const hasGeometry = input.format !== 'csv';
  const slug = input.refPrefix ?? slugOf(input.source.name);
  const f: Findings = {
    rows: 0,
    valid: 0,
    skipped: [],
    duplicates: [],
    warnings: [],
    sample: [],
    mapping: {},
  };
  const columnCache = new Map<string, ColumnMap | null>();
  const seenRefs = new Set<string>();
  let sawName = false;
  let batch: StagedRow[] = [];

  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const hits = await findDuplicates(tx, batch);
    const duplicateOf = new Map<number, string>();
    for (const hit of hits) {
      duplicateOf.set(hit.row, hit.gymId);
      f.duplicates.push(hit);
    }
    await insertStagedRows(tx, importId, batch, duplicateOf);
    batch = [];
    input.onProgress?.(f.rows);
  };

  for await (const record of READERS[input.format](input.file)) {
    f.rows += 1;
    const keys = Object.keys(record.fields);
    const signature = keys.join('\u0000');
    let columns = columnCache.get(signature);
    if (columns === undefined) {
      const found = findColumns(keys, input.mapping, hasGeometry);
      if (!found.ok && !hasGeometry) {
        const p = found.problem;
        throw badFile(
          p.kind === 'noName'
            ? m.noNameColumn
            : p.kind === 'noCoordinates'
              ? m.noCoordinateColumns
              : m.mappedColumnMissing(p.column),
        );
      }
      // GeoJSON properties and OSM tags vary per record: a record without a name field is skipped.
      columns = found.ok ? found.columns : null;
      if (columnCache.size < 10_000) columnCache.set(signature, columns);
      if (columns) for (const [field, column] of Object.entries(columns)) f.mapping[field] ??= column;
    }
    if (columns) sawName = true;
    const normalized = columns
      ? normalizeRecord(record, columns, input.format, slug)
      : { ok: false as const, reason: m.skip.noName };
    const result =
      normalized.ok && input.refine
        ? { ...normalized, gym: input.refine(record, normalized.sourceRef, normalized.gym) }
        : normalized;
    if (!result.ok) {
      f.skipped.push({ row: record.row, reason: result.reason });
      continue;
    }
    if (seenRefs.has(result.sourceRef)) {
      f.skipped.push({ row: record.row, reason: m.skip.repeated });
      continue;
    }
    seenRefs.add(result.sourceRef);
    f.valid += 1;
    for (const warning of result.warnings) {
      f.warnings.push({ row: record.row, warning });
    }
    if (f.sample.length < IMPORT_SAMPLE_SIZE)
      f.sample.push({ row: record.row, sourceRef: result.sourceRef, ...result.gym });
    batch.push({ row: record.row, sourceRef: result.sourceRef, gym: result.gym });
    if (batch.length >= STAGE_BATCH) await flush();
  }
  await flush();
  if (f.rows === 0) throw badFile(m.empty);
  if (hasGeometry && !sawName) throw badFile(m.noNameColumn);
  return f;
}
