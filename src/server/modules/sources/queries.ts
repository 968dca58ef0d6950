/**
 * Reads of the open-data sources (ADR 0025 "Sources"): every source with its number of published gyms,
 * and the source of one gym (for the attribution its licence requires on the gym's page).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { DataSource, DataSourceWithCount } from '../../../shared/contract/sources';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

/** Every source by name, with how many published gyms came from it. */
export function listSources(db: Database): Promise<DataSourceWithCount[]> {
  return rows<DataSourceWithCount>(
    db,
    sql`select s.name, s.licence, s.attribution, s.url,
               (select count(*)::int from gyms g where g.source_id = s.id and g.gym_active) as gyms
          from data_sources s
         order by s.name`,
  );
}

/** The source of gym `id`, or null (a gym its partner created, or an unknown id). */
export async function findGymSource(db: Database, id: string): Promise<DataSource | null> {
  const [row] = await rows<DataSource>(
    db,
    sql`select s.name, s.licence, s.attribution, s.url
          from gyms g join data_sources s on s.id = g.source_id
         where g.id = ${id}::uuid`,
  );
  return row ?? null;
}
