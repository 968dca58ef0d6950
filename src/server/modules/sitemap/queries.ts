/**
 * Reads of the sitemaps (ADR 0046): where each page of published gyms starts, and one page read by
 * keyset (`id >= first`, in id order, over the primary key), so no page costs more than its own rows,
 * whatever the size of the catalogue.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoSql, rows } from '../../db/sql';

/** One gym of a sitemap page: its id and last change (ISO 8601, UTC). */
export interface SitemapGym {
  id: string;
  updatedAt: string;
}

/**
 * The first id of every page of `pageSize` published gyms, in id order: one pass over the published
 * ids (an index scan of the primary key), numbered by a window function.
 * @param pageSize - gyms a page holds (≥ 1)
 */
export async function pageStarts(db: Database, pageSize: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from (
          select g.id, row_number() over (order by g.id) - 1 as n from gyms g where g.gym_active
        ) numbered
         where n % ${pageSize}::int = 0
         order by id`,
  );
  return found.map((row) => row.id);
}

/**
 * Published gyms from `first` on, in id order.
 * @param first - the page's first id (from {@link pageStarts})
 * @param limit - the page size
 */
export function gymPage(db: Database, first: string, limit: number): Promise<SitemapGym[]> {
  return rows<SitemapGym>(
    db,
    sql`select g.id, ${isoSql(sql`g.updated_at`)} as "updatedAt"
          from gyms g
         where g.gym_active and g.id >= ${first}::uuid
         order by g.id
         limit ${limit}::int`,
  );
}
