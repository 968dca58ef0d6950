/**
 * Reads of the imports for the administrators (ADR 0025 "Import"): the list, newest first, and one
 * import with its findings, in the contract's shapes.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { IMPORT_LIST_MAX } from '../../../../shared/constants/imports';
import type { Import, ImportListItem } from '../../../../shared/contract/imports';
import { importMessages as m } from '../../../../shared/messages/imports';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { rows, isoSql } from '../../../db/sql';

/** Most imports the list shows (the newest). */
export const IMPORT_LIST_LIMIT = 200;

const base = (where: SQL, withFindings: boolean): SQL =>
  sql`select i.id as "_id", i.status, i.format, i.file_name as "fileName",
             json_build_object('name', s.name, 'licence', s.licence, 'attribution', s.attribution, 'url', s.url) as source,
             case when u.id is null then null else json_build_object('_id', u.id, 'email', u.email) end as admin,
             i.rows, i.valid,
             jsonb_array_length(i.skipped) as "skippedCount",
             jsonb_array_length(i.duplicates) as "duplicatesCount",
             jsonb_array_length(i.warnings) as "warningsCount",
             i.result, ${isoSql(sql`i.created_at`)} as "createdAt",
             ${isoSql(sql`i.committed_at`)} as "committedAt", ${isoSql(sql`i.undone_at`)} as "undoneAt"
             ${
               withFindings
                 ? sql`, (select coalesce(jsonb_agg(e), '[]') from (select e from jsonb_array_elements(i.skipped) e limit ${IMPORT_LIST_MAX}) x) as skipped,
                      (select coalesce(jsonb_agg(e), '[]') from (select e from jsonb_array_elements(i.duplicates) e limit ${IMPORT_LIST_MAX}) x) as duplicates,
                      (select coalesce(jsonb_agg(e), '[]') from (select e from jsonb_array_elements(i.warnings) e limit ${IMPORT_LIST_MAX}) x) as warnings,
                      i.mapping, i.sample`
                 : sql``
             }
        from imports i
        join data_sources s on s.id = i.source_id
        left join users u on u.id = i.admin_id
       where ${where}`;

/** The newest imports first (at most {@link IMPORT_LIST_LIMIT}). */
export async function listImports(db: Database): Promise<ImportListItem[]> {
  return rows<ImportListItem>(
    db,
    sql`${base(sql`true`, false)} order by i.created_at desc, i.id desc limit ${IMPORT_LIST_LIMIT}`,
  );
}

/**
 * One import with its findings (each list cut at IMPORT_LIST_MAX entries).
 * @throws AppError NOT_FOUND {@link m.notFound}
 */
export async function getImport(db: Database, id: string): Promise<Import> {
  const [row] = await rows<Import>(db, base(sql`i.id = ${id}::uuid`, true));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}
