-- Services and open hours as index keys of the catalogue (ADR 0025 decision 19; src/server/db/search-keys.ts):
-- "service + abierto ahora + nearest first" becomes one walk of a GiST on (position, keys), and its count a
-- GIN lookup, instead of probing every gym of the service.
CREATE EXTENSION IF NOT EXISTS intarray;--> statement-breakpoint
-- The hours of the week (0 = Monday 00:00 UTC … 167) holding at least one minute of a gyms.open_week set
-- ([a, b) ranges of UTC minutes of the week): an hour key means "maybe open in that hour".
CREATE FUNCTION open_week_hours(week int4multirange) RETURNS int4[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT coalesce(array_agg(DISTINCT h ORDER BY h), '{}'::int4[])
            FROM unnest(week) AS r, generate_series(lower(r) / 60, (upper(r) - 1) / 60) AS h);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_key" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "services_search_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "service_keys" integer[] DEFAULT '{}'::int4[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "search_keys" integer[] GENERATED ALWAYS AS (service_keys || open_week_hours(open_week)) STORED NOT NULL;--> statement-breakpoint
-- gyms.service_keys of the given gyms: 168 (the hours of a week) + services.search_key of every link that
-- the gym's plan does not hold, in key order; only rows whose keys change are written.
CREATE FUNCTION gyms_refresh_service_keys(gym_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE gyms g SET service_keys = k.keys
    FROM (SELECT i.id, coalesce((SELECT array_agg(168 + s.search_key ORDER BY s.search_key)
                                   FROM gym_services gs JOIN services s ON s.id = gs.service_id
                                  WHERE gs.gym_id = i.id AND gs.plan_held_at IS NULL), '{}'::int4[]) AS keys
            FROM (SELECT DISTINCT unnest(gym_ids) AS id) AS i) AS k
   WHERE g.id = k.id AND g.service_keys IS DISTINCT FROM k.keys
$$;
--> statement-breakpoint
-- Every gym's service_keys, for loads that ran with the triggers disabled (bench/search).
CREATE FUNCTION gyms_service_keys_recount() RETURNS void LANGUAGE sql AS $$
  SELECT gyms_refresh_service_keys(ARRAY(SELECT id FROM gyms))
$$;
--> statement-breakpoint
-- One refresh per statement on gym_services, for the gyms of the rows it touched (transition tables), in
-- the writer's transaction, like the catalogue counters (migration 0003).
CREATE FUNCTION gym_services_refresh_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE gyms SET service_keys = '{}'::int4[] WHERE service_keys <> '{}'::int4[];
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM gyms_refresh_service_keys(ARRAY(SELECT gym_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gyms_refresh_service_keys(ARRAY(SELECT gym_id FROM old_links));
  ELSE
    PERFORM gyms_refresh_service_keys(ARRAY(SELECT gym_id FROM new_links UNION SELECT gym_id FROM old_links));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gym_services_keys_ins AFTER INSERT ON gym_services REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_refresh_keys();
--> statement-breakpoint
CREATE TRIGGER gym_services_keys_upd AFTER UPDATE ON gym_services REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_refresh_keys();
--> statement-breakpoint
CREATE TRIGGER gym_services_keys_del AFTER DELETE ON gym_services REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_refresh_keys();
--> statement-breakpoint
CREATE TRIGGER gym_services_keys_truncate AFTER TRUNCATE ON gym_services
  FOR EACH STATEMENT EXECUTE FUNCTION gym_services_refresh_keys();
--> statement-breakpoint
SELECT gyms_service_keys_recount();--> statement-breakpoint
CREATE INDEX "gyms_search_keys_gin" ON "gyms" USING gin ("search_keys" gin__int_ops) WHERE "gyms"."gym_active";--> statement-breakpoint
CREATE INDEX "gyms_search_keys_gist" ON "gyms" USING gist (ll_to_earth(("latitude")::float8, ("longitude")::float8),"search_keys" gist__intbig_ops(siglen=32)) WHERE "gyms"."gym_active";
