/**
 * Contract of the open-data import, administrators only (ADR 0025 "Import"):
 * - `POST /api/admin/imports` multipart: `file`, `format`, optional `mapping`, `source`
 *   ({@link importUploadFieldsSchema}) → 201 {@link importResponseSchema} (status `preview`; nothing
 *   written to gyms)
 * - `POST /api/admin/imports/{id}/commit` {@link importCommitBodySchema} → {@link importCommitResponseSchema}
 * - `POST /api/admin/imports/{id}/undo` → {@link importUndoResponseSchema}
 * - `GET  /api/admin/imports` → {@link importListResponseSchema} (newest first)
 * - `GET  /api/admin/imports/{id}` → {@link importResponseSchema}
 * Instants are ISO 8601; row numbers are 1-based (the first data row, feature or element is 1).
 * @module
 */
import { z } from 'zod';
import {
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  IMPORT_STATUSES,
  SOURCE_TEXT_MAX_LENGTH,
  type ImportField,
} from '../constants/imports';
import { importMessages as m } from '../messages/imports';
import {
  idParamsSchema,
  idSchema,
  instantSchema as instant,
  itemAnswer,
  listAnswer,
  type Text,
} from './common';
import { dataSourceSchema } from './sources';

export { IMPORT_FIELDS, IMPORT_FORMATS, IMPORT_STATUSES } from '../constants/imports';
export type { ImportField, ImportFormat, ImportStatus } from '../constants/imports';

/** File format of an import. */
export const importFormatSchema = z.enum(IMPORT_FORMATS, { error: () => m.format });

/** `{ ourField: theirColumn }`: which column of the file holds each of our fields. */
export const importMappingSchema = z
  .record(
    z.string(),
    z
      .string({ error: () => m.mapping })
      .trim()
      .min(1, { error: () => m.mapping }),
  )
  .superRefine((mapping, ctx) => {
    for (const field of Object.keys(mapping)) {
      if (!(IMPORT_FIELDS as readonly string[]).includes(field)) {
        ctx.addIssue({ code: 'custom', message: m.mappingField(field) });
      }
    }
  })
  .transform((mapping) => mapping as Partial<Record<ImportField, string>>)
  .meta({
    description: `{ ourField: theirColumn }; our fields: ${IMPORT_FIELDS.join(', ')}. Columns not given are found by their usual names.`,
  });
export type ImportMapping = Partial<Record<ImportField, string>>;

const sourceText = (error: Text) =>
  z.string({ error }).trim().min(1, { error }).max(SOURCE_TEXT_MAX_LENGTH, { error });

/** The source named on upload; upserted by `name` into the data sources. */
export const importSourceInputSchema = z.object({
  name: sourceText(() => m.sourceName),
  licence: sourceText(() => m.sourceLicence),
  attribution: sourceText(() => m.sourceAttribution),
  url: z
    .url({ protocol: /^https?$/, error: () => m.sourceUrl })
    .max(SOURCE_TEXT_MAX_LENGTH, { error: () => m.sourceUrl })
    .nullish()
    .transform((u) => u ?? null)
    .meta({ description: 'http(s) address of the source; omit when unknown' }),
});
export type ImportSourceInput = z.output<typeof importSourceInputSchema>;

/** Reads a multipart text field holding JSON, then validates it with `schema`. */
const jsonField = <T extends z.ZodType>(schema: T, error: Text) =>
  z
    .string({ error })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: error() });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The text fields of the multipart upload (the `file` part is read as a stream): `format`, `source`
 * (JSON text) and optional `mapping` (JSON text).
 */
export const importUploadFieldsSchema = z.object({
  format: importFormatSchema,
  source: jsonField(importSourceInputSchema, () => m.source),
  mapping: jsonField(importMappingSchema, () => m.mapping).optional(),
});
export type ImportUploadFields = z.output<typeof importUploadFieldsSchema>;

/** A row of the preview's sample, normalized to our fields. */
export const importSampleRowSchema = z
  .object({
    row: z.number().int(),
    sourceRef: z.string().meta({ description: 'e.g. `osm:node/123`, `caba-polideportivos:7`' }),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    openingHours: z.string().nullable(),
    services: z.array(z.string()),
  })
  .meta({ id: 'ImportSampleRow' });
export type ImportSampleRow = z.infer<typeof importSampleRowSchema>;

/** A row left out, with its Spanish reason. */
export const importSkipSchema = z.object({ row: z.number().int(), reason: z.string() });
/** A row kept with a part dropped (invalid hours, unknown activity…), with its Spanish warning. */
export const importWarningSchema = z.object({ row: z.number().int(), warning: z.string() });
/** A row within 75 m of an existing gym with a similar name (trigram similarity ≥ 0.4). */
export const importDuplicateSchema = z.object({
  row: z.number().int(),
  gymId: idSchema,
  gymName: z.string().meta({ description: 'The existing gym’s name' }),
  distanceM: z.number().meta({ description: 'Metres, rounded' }),
  similarity: z.number().meta({ description: 'pg_trgm similarity of the folded names, 0–1' }),
});
export type ImportSkip = z.infer<typeof importSkipSchema>;
export type ImportWarning = z.infer<typeof importWarningSchema>;
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** What a commit did: gyms created, updated (changed since the last import), skipped (the rest). */
export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Fields shared by an import in the list and alone. */
const importBaseFields = {
  _id: idSchema,
  status: z.enum(IMPORT_STATUSES),
  format: importFormatSchema,
  fileName: z.string().nullable(),
  source: dataSourceSchema,
  admin: z
    .object({ _id: idSchema, email: z.string() })
    .nullable()
    .meta({ description: 'Who uploaded it; null for the command line, the seed or a deleted account' }),
  rows: z.number().int().meta({ description: 'Data rows read' }),
  valid: z.number().int().meta({ description: 'Rows kept (duplicates included)' }),
  skippedCount: z.number().int(),
  duplicatesCount: z.number().int(),
  warningsCount: z.number().int(),
  result: importResultSchema.nullable().meta({ description: 'What the commit did; null before it' }),
  createdAt: instant,
  committedAt: instant.nullable(),
  undoneAt: instant.nullable(),
};

/** An import in `GET /api/admin/imports` (counts only). */
export const importListItemSchema = z.object(importBaseFields).meta({ id: 'ImportListItem' });
export type ImportListItem = z.infer<typeof importListItemSchema>;

/**
 * An import with its findings. `skipped`, `duplicates`, `warnings` hold at most `IMPORT_LIST_MAX`
 * entries each (their full counts are the `*Count` fields); `mapping` is the one used (given or found).
 */
export const importSchema = z
  .object({
    ...importBaseFields,
    skipped: z.array(importSkipSchema),
    duplicates: z.array(importDuplicateSchema),
    warnings: z.array(importWarningSchema),
    mapping: z.record(z.string(), z.string()),
    sample: z.array(importSampleRowSchema),
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof importSchema>;

/** Answer of `POST /api/admin/imports` (201) and `GET /api/admin/imports/{id}`. */
export const importResponseSchema = itemAnswer('import', importSchema, 'ImportResponse');

/** Answer of `GET /api/admin/imports`: newest first. */
export const importListResponseSchema = listAnswer('imports', importListItemSchema, 'ImportList');
export type ImportListResponse = z.infer<typeof importListResponseSchema>;

/** Path of the calls on one import. */
export const importParamsSchema = idParamsSchema;

/** Body of `POST /api/admin/imports/{id}/commit`: possible duplicates the administrator accepts as new gyms. */
export const importCommitBodySchema = z
  .object({
    allowDuplicates: z
      .array(
        z
          .number({ error: () => m.allowDuplicates })
          .int({ error: () => m.allowDuplicates })
          .min(1),
        {
          error: () => m.allowDuplicates,
        },
      )
      .optional()
      .meta({ description: 'Row numbers of listed duplicates to create anyway' }),
  })
  .default({});
export type ImportCommitBody = z.output<typeof importCommitBodySchema>;

/** Answer of `POST /api/admin/imports/{id}/commit`. */
export const importCommitResponseSchema = importResultSchema.meta({ id: 'ImportCommitResult' });
export type ImportCommitResponse = z.infer<typeof importCommitResponseSchema>;

/**
 * Answer of `POST /api/admin/imports/{id}/undo`: gyms removed (created by the import, unclaimed and
 * unedited since its commit) and kept (claimed or edited since).
 */
export const importUndoResponseSchema = z
  .object({ removed: z.number().int(), kept: z.number().int() })
  .meta({ id: 'ImportUndoResult' });
export type ImportUndoResponse = z.infer<typeof importUndoResponseSchema>;
