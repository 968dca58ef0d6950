-- The minutes of the week at which some gym's open week starts or ends (ADR 0063): the lower and upper bounds
-- of every range of every `gyms.open_week` ever written (ADR 0025 "Opening hours"). Between two consecutive
-- bounds no gym opens or closes, so an "abierto ahora" count holds for every minute of that stretch and is
-- cached for it instead of for one minute. Bounds are only added, never removed: a bound no gym has any more
-- only cuts a stretch in two, which costs a count and never gives a wrong one. At most 10 081 rows (0 … 10 080).
-- Kept by statement-level triggers on gyms with transition tables, in the writer's transaction (so a count
-- reads the bounds of its own snapshot); after a bulk load made with triggers disabled, call
-- `select open_week_bounds_recount()`. Not in the Drizzle schema: read only by the catalogue's counts.
CREATE TABLE open_week_bounds (minute integer PRIMARY KEY);
--> statement-breakpoint
CREATE FUNCTION open_week_bounds_recount() RETURNS void LANGUAGE sql AS $$
  TRUNCATE open_week_bounds;
  INSERT INTO open_week_bounds (minute)
  SELECT DISTINCT b.minute
    FROM gyms g, unnest(g.open_week) r, LATERAL (VALUES (lower(r)), (upper(r))) b (minute)
   WHERE g.open_week IS NOT NULL AND b.minute IS NOT NULL;
$$;
--> statement-breakpoint
-- ON CONFLICT DO NOTHING takes no lock on a bound already there, so writers of gyms do not queue on it.
CREATE FUNCTION gyms_open_week_bounds_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO open_week_bounds (minute)
  SELECT DISTINCT b.minute
    FROM new_gyms n, unnest(n.open_week) r, LATERAL (VALUES (lower(r)), (upper(r))) b (minute)
   WHERE n.open_week IS NOT NULL AND b.minute IS NOT NULL
  ON CONFLICT (minute) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed open week also moves the catalogue version (migration 0003), which the other counters' triggers move
-- only for a change of activity, name or country: a count cached for a stretch of minutes must not outlive the
-- hours it was counted with (ADR 0063). Updates that leave every open week as it was (ratings, prices) do nothing.
CREATE FUNCTION gyms_open_week_bounds_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_gyms o JOIN new_gyms n ON n.id = o.id WHERE o.open_week IS DISTINCT FROM n.open_week) THEN
    INSERT INTO open_week_bounds (minute)
    SELECT DISTINCT b.minute
      FROM old_gyms o
      JOIN new_gyms n ON n.id = o.id AND o.open_week IS DISTINCT FROM n.open_week,
           unnest(n.open_week) r, LATERAL (VALUES (lower(r)), (upper(r))) b (minute)
     WHERE n.open_week IS NOT NULL AND b.minute IS NOT NULL
    ON CONFLICT (minute) DO NOTHING;
    UPDATE catalogue_stats SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gyms_open_week_bounds_ins AFTER INSERT ON gyms REFERENCING NEW TABLE AS new_gyms
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_open_week_bounds_after_insert();
--> statement-breakpoint
CREATE TRIGGER gyms_open_week_bounds_upd AFTER UPDATE ON gyms REFERENCING OLD TABLE AS old_gyms NEW TABLE AS new_gyms
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_open_week_bounds_after_update();
--> statement-breakpoint
SELECT open_week_bounds_recount();
