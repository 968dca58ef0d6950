-- Exact catalogue counts, kept in the same transaction as every write (docs: catalogue_stats and
-- service_stats in schema.ts). The gym list answers `total` from these rows in O(1) instead of a
-- count(*) over up to a million gyms.
--
-- Rules:
--   catalogue_stats.active_gyms  = count(*) of gyms where gym_active
--   service_stats.active_gyms    = count(*) of gym_services joined to an active gym, per service
--   catalogue_stats.version      grows on every write that can change what a search finds
--
-- Statement-level triggers with transition tables aggregate a bulk write into one counter update
-- (a 1M-row INSERT updates the counter once, not a million times). Concurrency (READ COMMITTED):
--   * a gym (de)activation locks the changed gyms FOR UPDATE before reading their links, so it waits
--     for transactions that link (FK check: FOR KEY SHARE) or unlink (below) services of those gyms;
--   * unlinking a service locks its gyms FOR KEY SHARE before reading gym_active.
-- Either side therefore reads the other's committed state and no link is counted twice or missed.
-- Gym ids are never updated (they are the public `_id`). After a bulk load made with triggers
-- disabled, call `select catalogue_stats_recount()`.

INSERT INTO "catalogue_stats" ("id", "active_gyms", "version") VALUES (1, 0, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_stats_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_stats
     SET active_gyms = (SELECT count(*) FROM gyms WHERE gym_active), version = version + 1
   WHERE id = 1;
  DELETE FROM service_stats;
  INSERT INTO service_stats (service_id, active_gyms)
  SELECT gs.service_id, count(*)
    FROM gym_services gs JOIN gyms g ON g.id = gs.gym_id
   WHERE g.gym_active
   GROUP BY gs.service_id;
END $$;
--> statement-breakpoint
-- Adds signed per-service deltas (one row per service) to service_stats.
CREATE OR REPLACE FUNCTION service_stats_add(service_ids uuid[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_stats AS st (service_id, active_gyms)
  SELECT d.service_id, d.delta FROM unnest(service_ids, deltas) AS d(service_id, delta) WHERE d.delta <> 0
  ON CONFLICT (service_id) DO UPDATE SET active_gyms = st.active_gyms + excluded.active_gyms;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
  active integer;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE gym_active) INTO inserted, active FROM new_rows;
  IF inserted > 0 THEN
    UPDATE catalogue_stats SET active_gyms = active_gyms + active, version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
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
              JOIN gym_services gs ON gs.gym_id = n.id
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
-- Row-level and BEFORE: the links of the gym are still there (the FK cascade removes them later).
CREATE OR REPLACE FUNCTION gyms_stats_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(gs.service_id) INTO ids FROM gym_services gs WHERE gs.gym_id = OLD.id;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, array_fill(-1, ARRAY[cardinality(ids)]));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deleted integer;
  active integer;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE gym_active) INTO deleted, active FROM old_rows;
  IF deleted > 0 THEN
    UPDATE catalogue_stats SET active_gyms = active_gyms - active, version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links added: the FK check has already locked each gym FOR KEY SHARE.
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
           WHERE g.gym_active
           GROUP BY n.service_id) x;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links removed. Links removed by the cascade of a gym delete find no gym (already counted by
-- gyms_stats_before_delete).
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
           WHERE g.gym_active
           GROUP BY o.service_id) x;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links changed: only a change of gym or service moves counts.
CREATE OR REPLACE FUNCTION gym_services_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  deltas integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE o.gym_id <> n.gym_id OR o.service_id <> n.service_id) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM gyms g WHERE g.id IN (SELECT o.gym_id FROM old_rows o) ORDER BY g.id FOR KEY SHARE;
  SELECT array_agg(x.service_id), array_agg(x.delta) INTO ids, deltas
    FROM (SELECT c.service_id, sum(c.delta)::integer AS delta
            FROM (SELECT n.service_id, n.gym_id, 1 AS delta FROM new_rows n
                  UNION ALL
                  SELECT o.service_id, o.gym_id, -1 FROM old_rows o) c
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
CREATE OR REPLACE FUNCTION catalogue_stats_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_stats_recount();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gyms_stats_ins AFTER INSERT ON gyms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_stats_after_insert();
--> statement-breakpoint
CREATE TRIGGER gyms_stats_upd AFTER UPDATE ON gyms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_stats_after_update();
--> statement-breakpoint
CREATE TRIGGER gyms_stats_del_links BEFORE DELETE ON gyms
  FOR EACH ROW WHEN (OLD.gym_active) EXECUTE FUNCTION gyms_stats_before_delete();
--> statement-breakpoint
CREATE TRIGGER gyms_stats_del AFTER DELETE ON gyms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_stats_after_delete();
--> statement-breakpoint
CREATE TRIGGER gyms_stats_truncate AFTER TRUNCATE ON gyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_stats_after_truncate();
--> statement-breakpoint
CREATE TRIGGER gym_services_stats_ins AFTER INSERT ON gym_services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_stats_after_insert();
--> statement-breakpoint
CREATE TRIGGER gym_services_stats_upd AFTER UPDATE ON gym_services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_stats_after_update();
--> statement-breakpoint
CREATE TRIGGER gym_services_stats_del AFTER DELETE ON gym_services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_stats_after_delete();
--> statement-breakpoint
CREATE TRIGGER gym_services_stats_truncate AFTER TRUNCATE ON gym_services
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_stats_after_truncate();
--> statement-breakpoint
SELECT catalogue_stats_recount();
