/**
 * SQL of the preview's staging (ADR 0025 "Import"): the data source upsert, the possible duplicates
 * of a batch of rows, and the batch insert into `import_rows`.
 * @module
 */
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../../db/array-params';
import {
  IMPORT_DUPLICATE_DISTANCE_M,
  IMPORT_DUPLICATE_SAME_ADDRESS_M,
  IMPORT_DUPLICATE_SIMILARITY,
} from '../../../../shared/constants/imports';
import type { ImportSourceInput } from '../../../../shared/contract/imports';
import type { Tx } from '../../../db/client';
import { dataSources } from '../../../db/schema-sources';
import { importRows } from '../../../db/schema-directory';
import type { StagedGym } from '../normalize/normalize';
import { rows } from '../../../db/sql';

/**
 * Inserts the source by name, or updates its licence, attribution and URL when they differ.
 * @returns the source's id
 */
export async function upsertSource(tx: Tx, source: ImportSourceInput): Promise<string> {
  const [row] = await tx
    .insert(dataSources)
    .values(source)
    .onConflictDoUpdate({
      target: dataSources.name,
      set: {
        licence: source.licence,
        attribution: source.attribution,
        url: source.url,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${dataSources.licence}, ${dataSources.attribution}, ${dataSources.url}) is distinct from (excluded.licence, excluded.attribution, excluded.url)`,
    })
    .returning({ id: dataSources.id });
  if (row) return row.id;
  const [existing] = await tx
    .select({ id: dataSources.id })
    .from(dataSources)
    .where(sql`${dataSources.name} = ${source.name}`);
  if (!existing) throw new Error('data source upsert returned nothing');
  return existing.id;
}

/** A staged row of a batch. */
export interface StagedRow {
  row: number;
  sourceRef: string;
  gym: StagedGym;
}

/** A possible duplicate found for a row. */
export interface DuplicateHit {
  row: number;
  gymId: string;
  gymName: string;
  distanceM: number;
  similarity: number;
}

/** SQL of a normalised address: folded (`search_fold`), runs of non-alphanumerics as one space, trimmed. */
const addressKey = (address: ReturnType<typeof sql>) =>
  sql`btrim(regexp_replace(search_fold(${address}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * For each row, the most similar existing gym whose folded name (`name_fold` = `search_fold(name)`)
 * has pg_trgm similarity ≥ {@link IMPORT_DUPLICATE_SIMILARITY} with the row's folded name, and that
 * lies within {@link IMPORT_DUPLICATE_DISTANCE_M} metres, or within
 * {@link IMPORT_DUPLICATE_SAME_ADDRESS_M} metres when both have the same non-empty normalised address.
 * The gym the row itself updates (same `source_ref`) is not its duplicate. The search box walks
 * `gyms_earth_gist` (earthdistance).
 */
export async function findDuplicates(tx: Tx, batch: readonly StagedRow[]): Promise<DuplicateHit[]> {
  if (batch.length === 0) return [];
  const input = JSON.stringify(
    batch.map((r) => ({
      row: r.row,
      lat: r.gym.latitude,
      lon: r.gym.longitude,
      name: r.gym.name,
      address: r.gym.address,
      ref: r.sourceRef,
    })),
  );
  return rows<DuplicateHit>(
    tx,
    sql`select r.row, d.id as "gymId", d.name as "gymName", round(d.distance)::int as "distanceM",
               round(d.similarity::numeric, 3)::float8 as similarity
          from jsonb_to_recordset(${input}::jsonb) as r(row int, lat float8, lon float8, name text, address text, ref text)
          cross join lateral (
            select g.id, g.name,
                   earth_distance(ll_to_earth(g.latitude::float8, g.longitude::float8), ll_to_earth(r.lat, r.lon)) as distance,
                   similarity(g.name_fold, search_fold(r.name)) as similarity
              from gyms g
             where earth_box(ll_to_earth(r.lat, r.lon), ${IMPORT_DUPLICATE_SAME_ADDRESS_M}::float8)
                     @> ll_to_earth(g.latitude::float8, g.longitude::float8)
               and g.source_ref is distinct from r.ref
               and similarity(g.name_fold, search_fold(r.name)) >= ${IMPORT_DUPLICATE_SIMILARITY}
               and (earth_distance(ll_to_earth(g.latitude::float8, g.longitude::float8), ll_to_earth(r.lat, r.lon))
                      <= ${IMPORT_DUPLICATE_DISTANCE_M}
                    or (${addressKey(sql`g.address`)} <> ''
                        and ${addressKey(sql`g.address`)} = ${addressKey(sql`r.address`)}
                        and earth_distance(ll_to_earth(g.latitude::float8, g.longitude::float8), ll_to_earth(r.lat, r.lon))
                              <= ${IMPORT_DUPLICATE_SAME_ADDRESS_M}))
             order by similarity desc, distance
             limit 1
          ) d
         order by r.row`,
  );
}

/** Inserts a batch of staged rows, each with its possible duplicate (one `unnest` statement). */
export async function insertStagedRows(
  tx: Tx,
  importId: string,
  batch: readonly StagedRow[],
  duplicateOf: ReadonlyMap<number, string>,
): Promise<void> {
  if (batch.length === 0) return;
  await tx.execute(sql`
    insert into ${importRows} (import_id, row, source_ref, data, duplicate_of)
    select ${importId}::uuid, t.* from unnest(${arrayParam(
      batch.map((r) => r.row),
      'int4',
    )}, ${arrayParam(
      batch.map((r) => r.sourceRef),
      'text',
    )}, ${arrayParam(
      batch.map((r) => JSON.stringify(r.gym)),
      'jsonb',
    )}, ${arrayParam(
      batch.map((r) => duplicateOf.get(r.row) ?? null),
      'uuid',
    )}) as t`);
}
