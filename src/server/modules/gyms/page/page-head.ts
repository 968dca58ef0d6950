/**
 * What the gym detail's first paint needs of a gym (`src/server/plugins/first-paint.ts`, ADR 0013):
 * its name, first photo and service names, read by id in one indexed statement.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { GymHead } from '../../../plugins/first-paint';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param db - the database
 * @param id - a gym id from the address (anything that is not a UUID answers null without a query)
 * @returns the head of an active gym, or null when there is none
 */
export async function findGymHead(db: Database, id: string): Promise<GymHead | null> {
  if (!UUID.test(id)) return null;
  const result = (await db.execute(
    sql`select g.name, g.images[1] as photo,
               coalesce(array_agg(s.name order by s.name) filter (where s.name is not null), '{}') as services
          from gyms g
          left join gym_services gs on gs.gym_id = g.id and gs.plan_held_at is null
          left join services s on s.id = gs.service_id
         where g.id = ${id} and g.gym_active
         group by g.id`,
  )) as unknown as { rows: { name: string; photo: string | null; services: string[] }[] };
  const row = result.rows[0];
  return row ? { name: row.name, photo: row.photo, services: row.services } : null;
}
