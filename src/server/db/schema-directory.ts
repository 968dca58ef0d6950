/**
 * The open-data directory (ADR 0025): imports of open data into the catalogue and owners' claims of
 * the gyms it created.
 *
 * - `imports`: one uploaded file through preview → commit → undo. The preview's findings (`skipped`,
 *   `duplicates`, `warnings`, `sample`) are stored so that the administrator reads the same answer again;
 *   `result` holds what the commit did.
 * - `import_rows`: the rows of a previewed file, already normalized to gym fields (`data`), waiting for
 *   the commit; `duplicate_of` is the existing gym a row may repeat (within 75 m, similar name).
 * - `gym_claims`: a partner's "¿Es tu gimnasio?". With the gym's e-mail on file a code goes there
 *   (`code_hash`, SHA-256 of the code; `attempts` counts wrong codes); otherwise the claim waits for an
 *   administrator (`pending`) with the partner's message and an optional document.
 *
 * Import note: references to the other schema files are lazy.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLAIM_STATUSES } from '../../shared/constants/claims';
import { at, createdAt, optionalRef, requiredRef, uuidKey } from './columns';
import { accountRef, gymRef } from './schema-refs';
import { users } from './schema';
import { dataSources } from './schema-sources';
import { uploads } from './schema-marketplace';

/** Statuses of an import: previewed (nothing written), committed, undone. */
export const IMPORT_STATUSES = ['preview', 'committed', 'undone'] as const;
/** File formats the import reads. */
export const IMPORT_FORMATS = ['csv', 'geojson', 'osm-json'] as const;

/** One file through the import pipeline (ADR 0025 "Import"). */
export const imports = pgTable(
  'imports',
  {
    id: uuidKey(),
    /** The administrator who uploaded it (null for the command line and the seed). */
    adminId: optionalRef('admin_id', () => users.id),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('preview'),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    fileName: text('file_name'),
    sourceId: requiredRef('source_id', () => dataSources.id, 'restrict'),
    /** `{ ourField: theirColumn }` as found or as given. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    rows: integer('rows').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    skipped: jsonb('skipped').$type<{ row: number; reason: string }[]>().notNull().default([]),
    duplicates: jsonb('duplicates')
      .$type<{ row: number; gymId: string; distanceM: number; similarity: number }[]>()
      .notNull()
      .default([]),
    warnings: jsonb('warnings').$type<{ row: number; warning: string }[]>().notNull().default([]),
    sample: jsonb('sample').$type<unknown[]>().notNull().default([]),
    result: jsonb('result').$type<{ created: number; updated: number; skipped: number }>(),
    createdAt: createdAt(),
    committedAt: at('committed_at'),
    undoneAt: at('undone_at'),
  },
  (t) => [index('imports_created_idx').on(t.createdAt)],
);

/** A previewed row waiting for the commit, normalized to gym fields (ADR 0025). */
export const importRows = pgTable(
  'import_rows',
  {
    importId: requiredRef('import_id', () => imports.id, 'cascade'),
    /** The row's number in the file (1 = the first data row / feature). */
    row: integer('row').notNull(),
    /** The gym's source reference, e.g. `osm:node/123` or `caba-polideportivos:7`. */
    sourceRef: text('source_ref').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** An existing gym this row may repeat: not created unless the administrator says so. */
    duplicateOf: uuid('duplicate_of'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/** Statuses of a claim (shared with the contract). */
export { CLAIM_STATUSES };

/** A partner's claim of an unowned gym (ADR 0025 "Claims"). */
export const gymClaims = pgTable(
  'gym_claims',
  {
    id: uuidKey(),
    gymId: gymRef('cascade'),
    partnerId: accountRef('partner_id'),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    /** SHA-256 (hex) of the code mailed to the gym's address; null for claims reviewed by hand. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    attempts: smallint('attempts').notNull().default(0),
    message: text('message'),
    documentId: optionalRef('document_id', () => uploads.id),
    /** The administrator's reason when rejecting. */
    reason: text('reason'),
    decidedBy: uuid('decided_by'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // One open claim per partner and gym; several partners may claim one gym, one wins.
    uniqueIndex('gym_claims_open_uq')
      .on(t.gymId, t.partnerId)
      .where(sql`${t.status} in ('code_sent', 'pending')`),
    index('gym_claims_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('gym_claims_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
