/**
 * What every read of a pass adds to its row, as Drizzle select columns over the `passes` table: whether
 * its member shares health conditions with its gym (`health_consents`, ADR 0016), how many visits the door
 * admitted with it and the last one's instant (ISO 8601 text, `pass_visits`).
 * @module
 */
import { sql } from 'drizzle-orm';

/** The columns; spread them into a `select({...})` whose `from` is `passes`. */
export const passExtraColumns = {
  healthShared: sql<boolean>`exists (select 1 from health_consents c
    where c.member_id = "passes"."member_id" and c.gym_id = "passes"."gym_id")`,
  visits: sql<number>`(select count(*)::int from pass_visits v where v.pass_id = "passes"."id")`,
  lastVisitAt: sql<
    string | null
  >`(select to_json(max(v.visited_at))#>>'{}' from pass_visits v where v.pass_id = "passes"."id")`,
};
