-- Catalogue per country (ADR 0052): every catalogue read is of one country (gyms.country), so the sort
-- walks' indexes lead with it, and the totals come from counters kept per country.
CREATE TABLE "catalogue_country_stats" (
	"country" text PRIMARY KEY NOT NULL,
	"active_gyms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_country_stats" (
	"service_id" uuid NOT NULL,
	"country" text NOT NULL,
	"active_gyms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_country_stats_service_id_country_pk" PRIMARY KEY("service_id","country")
);
--> statement-breakpoint
DROP INDEX "gyms_price_idx";--> statement-breakpoint
DROP INDEX "gyms_rating_rank_idx";--> statement-breakpoint
ALTER TABLE "service_country_stats" ADD CONSTRAINT "service_country_stats_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gyms_price_idx" ON "gyms" USING btree ("country","price","id","name_fold") WHERE "gyms"."gym_active";--> statement-breakpoint
CREATE INDEX "gyms_rating_rank_idx" ON "gyms" USING btree ("country","rating_rank","id","name_fold") WHERE "gyms"."gym_active";
--> statement-breakpoint
-- Catalogue counters per country (ADR 0052). Every catalogue read is of one country, and its total is
-- still a counter read in O(1) at any size (ADR 0014): beside the catalogue-wide counters of migrations
-- 0003 and 0022, kept by the same functions in the same transaction,
--
--   catalogue_country_stats.active_gyms (c)   = count(*) of gyms where gym_active and country = c
--   service_country_stats.active_gyms (s, c)  = count(*) of gym_services where plan_held_at is null joined
--                                               to an active gym of country c, per service s
--
-- A gym's country may change (an edit, an import's correction): its counts move from one country to the
-- other, and catalogue_stats.version grows, since a search of either country finds other gyms. The
-- functions keep their names, so the triggers of migration 0003 call the new bodies; the locking rules
-- written there hold, a change of country counting as a (de)activation: the changed gyms are locked FOR
-- UPDATE before their links are read. Each function updates the per-service counters before the
-- catalogue's and each per-country row right after its catalogue-wide one, the order migration 0003
-- writes them in. Country codes are stored in lower case (src/shared/domain/country-case.ts).
CREATE OR REPLACE FUNCTION catalogue_country_stats_add(countries text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_country_stats AS st (country, active_gyms)
  SELECT d.country, d.delta FROM unnest(countries, deltas) AS d(country, delta) WHERE d.delta <> 0
  ON CONFLICT (country) DO UPDATE SET active_gyms = st.active_gyms + excluded.active_gyms;
END $$;
--> statement-breakpoint
-- Adds signed per-(service, country) deltas (one row per pair) to service_country_stats.
CREATE OR REPLACE FUNCTION service_country_stats_add(service_ids uuid[], countries text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_country_stats AS st (service_id, country, active_gyms)
  SELECT d.service_id, d.country, d.delta
    FROM unnest(service_ids, countries, deltas) AS d(service_id, country, delta) WHERE d.delta <> 0
  ON CONFLICT (service_id, country) DO UPDATE SET active_gyms = st.active_gyms + excluded.active_gyms;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_stats_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_stats
     SET active_gyms = (SELECT count(*) FROM gyms WHERE gym_active), version = version + 1
   WHERE id = 1;
  DELETE FROM catalogue_country_stats;
  INSERT INTO catalogue_country_stats (country, active_gyms)
  SELECT country, count(*) FROM gyms WHERE gym_active GROUP BY country;
  DELETE FROM service_stats;
  INSERT INTO service_stats (service_id, active_gyms)
  SELECT gs.service_id, count(*)
    FROM gym_services gs JOIN gyms g ON g.id = gs.gym_id
   WHERE g.gym_active AND gs.plan_held_at IS NULL
   GROUP BY gs.service_id;
  DELETE FROM service_country_stats;
  INSERT INTO service_country_stats (service_id, country, active_gyms)
  SELECT gs.service_id, g.country, count(*)
    FROM gym_services gs JOIN gyms g ON g.id = gs.gym_id
   WHERE g.gym_active AND gs.plan_held_at IS NULL
   GROUP BY gs.service_id, g.country;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
  active integer;
  countries text[];
  deltas integer[];
BEGIN
  SELECT count(*), count(*) FILTER (WHERE gym_active) INTO inserted, active FROM new_rows;
  IF inserted > 0 THEN
    UPDATE catalogue_stats SET active_gyms = active_gyms + active, version = version + 1 WHERE id = 1;
    SELECT array_agg(x.country), array_agg(x.delta) INTO countries, deltas
      FROM (SELECT country, count(*)::integer AS delta FROM new_rows WHERE gym_active GROUP BY country) x;
    IF countries IS NOT NULL THEN
      PERFORM catalogue_country_stats_add(countries, deltas);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- "moved": a gym (de)activated or given another country; its links' counts move with it.
CREATE OR REPLACE FUNCTION gyms_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  relevant integer;
  moved integer;
  toggled integer;
  delta integer;
  ids uuid[];
  countries text[];
  deltas integer[];
BEGIN
  SELECT count(*) FILTER (WHERE o.gym_active <> n.gym_active OR o.name IS DISTINCT FROM n.name OR o.country <> n.country),
         count(*) FILTER (WHERE o.gym_active <> n.gym_active OR o.country <> n.country),
         count(*) FILTER (WHERE o.gym_active <> n.gym_active),
         count(*) FILTER (WHERE n.gym_active AND NOT o.gym_active) - count(*) FILTER (WHERE o.gym_active AND NOT n.gym_active)
    INTO relevant, moved, toggled, delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF relevant = 0 THEN
    RETURN NULL;
  END IF;
  IF moved > 0 THEN
    PERFORM 1 FROM gyms g
     WHERE g.id IN (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE o.gym_active <> n.gym_active OR o.country <> n.country)
     ORDER BY g.id
       FOR UPDATE;
  END IF;
  IF toggled > 0 THEN
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
  IF moved > 0 THEN
    -- Each moved gym leaves its old country (when it was active) and joins its new one (when it is).
    SELECT array_agg(x.service_id), array_agg(x.country), array_agg(x.delta) INTO ids, countries, deltas
      FROM (SELECT gs.service_id, m.country, sum(m.delta)::integer AS delta
              FROM (SELECT n.id, n.country, 1 AS delta
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE n.gym_active AND (NOT o.gym_active OR o.country <> n.country)
                    UNION ALL
                    SELECT o.id, o.country, -1
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE o.gym_active AND (NOT n.gym_active OR o.country <> n.country)) m
              JOIN gym_services gs ON gs.gym_id = m.id AND gs.plan_held_at IS NULL
             GROUP BY gs.service_id, m.country) x;
    IF ids IS NOT NULL THEN
      PERFORM service_country_stats_add(ids, countries, deltas);
    END IF;
  END IF;
  UPDATE catalogue_stats SET active_gyms = active_gyms + delta, version = version + 1 WHERE id = 1;
  IF moved > 0 THEN
    SELECT array_agg(x.country), array_agg(x.delta) INTO countries, deltas
      FROM (SELECT m.country, sum(m.delta)::integer AS delta
              FROM (SELECT n.country, 1 AS delta
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE n.gym_active AND (NOT o.gym_active OR o.country <> n.country)
                    UNION ALL
                    SELECT o.country, -1
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE o.gym_active AND (NOT n.gym_active OR o.country <> n.country)) m
             GROUP BY m.country) x;
    IF countries IS NOT NULL THEN
      PERFORM catalogue_country_stats_add(countries, deltas);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row-level and BEFORE: the links of the gym are still there (the FK cascade removes them later).
CREATE OR REPLACE FUNCTION gyms_stats_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(gs.service_id) INTO ids FROM gym_services gs WHERE gs.gym_id = OLD.id AND gs.plan_held_at IS NULL;
  IF ids IS NOT NULL THEN
    PERFORM service_stats_add(ids, array_fill(-1, ARRAY[cardinality(ids)]));
    PERFORM service_country_stats_add(ids, array_fill(OLD.country, ARRAY[cardinality(ids)]),
                                      array_fill(-1, ARRAY[cardinality(ids)]));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gyms_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deleted integer;
  active integer;
  countries text[];
  deltas integer[];
BEGIN
  SELECT count(*), count(*) FILTER (WHERE gym_active) INTO deleted, active FROM old_rows;
  IF deleted > 0 THEN
    UPDATE catalogue_stats SET active_gyms = active_gyms - active, version = version + 1 WHERE id = 1;
    SELECT array_agg(x.country), array_agg(x.delta) INTO countries, deltas
      FROM (SELECT country, -count(*)::integer AS delta FROM old_rows WHERE gym_active GROUP BY country) x;
    IF countries IS NOT NULL THEN
      PERFORM catalogue_country_stats_add(countries, deltas);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gym_services_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
  ids uuid[];
  countries text[];
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
    SELECT array_agg(x.service_id), array_agg(x.country), array_agg(x.delta) INTO ids, countries, deltas
      FROM (SELECT n.service_id, g.country, count(*)::integer AS delta
              FROM new_rows n JOIN gyms g ON g.id = n.gym_id
             WHERE g.gym_active AND n.plan_held_at IS NULL
             GROUP BY n.service_id, g.country) x;
    PERFORM service_country_stats_add(ids, countries, deltas);
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
  countries text[];
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
    SELECT array_agg(x.service_id), array_agg(x.country), array_agg(x.delta) INTO ids, countries, deltas
      FROM (SELECT o.service_id, g.country, -count(*)::integer AS delta
              FROM old_rows o JOIN gyms g ON g.id = o.gym_id
             WHERE g.gym_active AND o.plan_held_at IS NULL
             GROUP BY o.service_id, g.country) x;
    PERFORM service_country_stats_add(ids, countries, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Links changed: a change of gym or service, or a hold set or cleared, moves counts.
CREATE OR REPLACE FUNCTION gym_services_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  countries text[];
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
    SELECT array_agg(x.service_id), array_agg(x.country), array_agg(x.delta) INTO ids, countries, deltas
      FROM (SELECT c.service_id, g.country, sum(c.delta)::integer AS delta
              FROM (SELECT n.service_id, n.gym_id, 1 AS delta FROM new_rows n WHERE n.plan_held_at IS NULL
                    UNION ALL
                    SELECT o.service_id, o.gym_id, -1 FROM old_rows o WHERE o.plan_held_at IS NULL) c
              JOIN gyms g ON g.id = c.gym_id
             WHERE g.gym_active
             GROUP BY c.service_id, g.country) x;
    PERFORM service_country_stats_add(ids, countries, deltas);
  END IF;
  UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT catalogue_stats_recount();
