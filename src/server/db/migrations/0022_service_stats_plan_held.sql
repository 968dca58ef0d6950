-- A service a lapsed plan holds (gym_services.plan_held_at, migration 0015, ADR 0017) is out of the
-- catalogue: the service filter and the gym detail leave it out. service_stats (migration 0003) still
-- counted it, so a service filter's `total` and the services list counted gyms the list did not show,
-- and holding or releasing a link did not move catalogue_stats.version, so a cached name-search count
-- with that service filter could be served stale. The rule becomes:
--
--   service_stats.active_gyms = count(*) of gym_services WHERE plan_held_at IS NULL joined to an
--                               active gym, per service
--
-- and a link's hold or release counts as a change of what a search finds (version grows). The
-- functions keep their names, so the triggers of migration 0003 call the new bodies; the locking rules
-- written there are unchanged.

CREATE OR REPLACE FUNCTION catalogue_stats_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_stats
     SET active_gyms = (SELECT count(*) FROM gyms WHERE gym_active), version = version + 1
   WHERE id = 1;
  DELETE FROM service_stats;
  INSERT INTO service_stats (service_id, active_gyms)
  SELECT gs.service_id, count(*)
    FROM gym_services gs JOIN gyms g ON g.id = gs.gym_id
   WHERE g.gym_active AND gs.plan_held_at IS NULL
   GROUP BY gs.service_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  relevant integer;
  toggled integer;
  delta integer;
  ids uuid[];
  deltas integer[];
BEGIN
  SELECT count(*) FILTER (WHERE o.gym_active <> n.gym_active OR o.name IS DISTINCT FROM n.name),
         count(*) FILTER (WHERE o.gym_active <> n.gym_active),
         count(*) FILTER (WHERE n.gym_active AND NOT o.gym_active) - count(*) FILTER (WHERE o.gym_active AND NOT n.gym_active)
    INTO relevant, toggled, delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF relevant = 0 THEN
    RETURN NULL;
  END IF;
  IF toggled > 0 THEN
    PERFORM 1 FROM gyms g
     WHERE g.id IN (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.gym_active <> n.gym_active)
     ORDER BY g.id
       FOR UPDATE;
    SELECT array_agg(x.service_id), array_agg(x.delta) INTO ids, deltas
      FROM (SELECT gs.service_id, sum(CASE WHEN n.gym_active THEN 1 ELSE -1 END)::integer AS delta
              FROM old_rows o
              JOIN new_rows n ON n.id = o.id
              JOIN gym_services gs ON gs.gym_id = n.id AND gs.plan_held_at IS NULL
             WHERE o.gym_active <> n.gym_active
             GROUP BY gs.service_id) x;
    IF ids IS NOT NULL THEN
      PERFORM service_stats_add(ids, deltas);
    END IF;
  END IF;
  UPDATE catalogue_stats SET active_gyms = active_gyms + delta, version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(gs.service_id) INTO ids FROM gym_services gs WHERE gs.gym_id = OLD.id AND gs.plan_held_at IS NULL;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, array_fill(-1, ARRAY[cardinality(ids)]));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gym_services_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
  ids uuid[];
  deltas integer[];
BEGIN
  SELECT count(*) INTO inserted FROM new_rows;
  IF inserted = 0 THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(x.service_id), array_agg(x.delta) INTO ids, deltas
    FROM (SELECT n.service_id, count(*)::integer AS delta
            FROM new_rows n JOIN gyms g ON g.id = n.gym_id
           WHERE g.gym_active AND n.plan_held_at IS NULL
           GROUP BY n.service_id) x;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gym_services_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deleted integer;
  ids uuid[];
  deltas integer[];
BEGIN
  SELECT count(*) INTO deleted FROM old_rows;
  IF deleted = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM gyms g WHERE g.id IN (SELECT o.gym_id FROM old_rows o) ORDER BY g.id FOR KEY SHARE;
  SELECT array_agg(x.service_id), array_agg(x.delta) INTO ids, deltas
    FROM (SELECT o.service_id, -count(*)::integer AS delta
            FROM old_rows o JOIN gyms g ON g.id = o.gym_id
           WHERE g.gym_active AND o.plan_held_at IS NULL
           GROUP BY o.service_id) x;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links changed: a change of gym or service, or a hold set or cleared, moves counts.
CREATE OR REPLACE FUNCTION gym_services_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  deltas integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE o.gym_id <> n.gym_id OR o.service_id <> n.service_id
                     OR (o.plan_held_at IS NULL) <> (n.plan_held_at IS NULL)) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM gyms g WHERE g.id IN (SELECT o.gym_id FROM old_rows o) ORDER BY g.id FOR KEY SHARE;
  SELECT array_agg(x.service_id), array_agg(x.delta) INTO ids, deltas
    FROM (SELECT c.service_id, sum(c.delta)::integer AS delta
            FROM (SELECT n.service_id, n.gym_id, 1 AS delta FROM new_rows n WHERE n.plan_held_at IS NULL
                  UNION ALL
                  SELECT o.service_id, o.gym_id, -1 FROM old_rows o WHERE o.plan_held_at IS NULL) c
            JOIN gyms g ON g.id = c.gym_id
           WHERE g.gym_active
           GROUP BY c.service_id) x;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT catalogue_stats_recount();
