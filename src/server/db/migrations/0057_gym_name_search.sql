-- The name search's narrow table (ADR 0058): one row per active gym with its country and folded name, in one
-- partition per country of the catalogue (ADR 0052) and a default one for any other, each with its own
-- trigram index, so that a name search's capped count (ADR 0014) reads the candidates of one country's
-- trigrams and rows of about 70 bytes instead of the gyms' 800. Kept by statement-level triggers on gyms with
-- transition tables, in the writer's transaction, like the catalogue counters (migration 0003); a gym's rows
-- go with it (foreign key, cascade). After a bulk load made with triggers disabled, call
-- `select gym_name_search_recount()`. Not in the Drizzle schema: the app reads it only through
-- gym_name_search_count().
CREATE TABLE gym_name_search (
  id uuid NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  country text NOT NULL,
  name_fold text NOT NULL
) PARTITION BY LIST (country);
--> statement-breakpoint
CREATE TABLE gym_name_search_ar PARTITION OF gym_name_search FOR VALUES IN ('ar');
--> statement-breakpoint
CREATE TABLE gym_name_search_mx PARTITION OF gym_name_search FOR VALUES IN ('mx');
--> statement-breakpoint
CREATE TABLE gym_name_search_br PARTITION OF gym_name_search FOR VALUES IN ('br');
--> statement-breakpoint
CREATE TABLE gym_name_search_other PARTITION OF gym_name_search DEFAULT;
--> statement-breakpoint
CREATE INDEX gym_name_search_id ON gym_name_search (id);
--> statement-breakpoint
CREATE INDEX gym_name_search_trgm ON gym_name_search USING gin (name_fold gin_trgm_ops);
--> statement-breakpoint
-- The recount empties the table (no dead rows left behind), fills it, rebuilds each partition's indexes in one
-- pass (a GIN filled row by row is about twice the size of one built whole; a partitioned table cannot be
-- reindexed inside a transaction, its partitions can) and gathers the statistics.
CREATE FUNCTION gym_name_search_recount() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  part regclass;
BEGIN
  TRUNCATE gym_name_search;
  INSERT INTO gym_name_search (id, country, name_fold) SELECT id, country, name_fold FROM gyms WHERE gym_active;
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'gym_name_search'::regclass LOOP
    EXECUTE format('REINDEX TABLE %s', part);
  END LOOP;
  ANALYZE gym_name_search;
END $$;
--> statement-breakpoint
-- Writes the given gyms' rows as they now are in gyms: removed, then inserted again when active. Reading gyms
-- (not a transition table) keeps the last writer's values when two transactions write one gym: the second
-- waits for the first's row lock on gyms and runs its trigger after the first committed.
CREATE FUNCTION gym_name_search_refresh(gym_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM gym_name_search s WHERE s.id = ANY (gym_ids);
  INSERT INTO gym_name_search (id, country, name_fold)
  SELECT g.id, g.country, g.name_fold FROM gyms g WHERE g.id = ANY (gym_ids) AND g.gym_active;
$$;
--> statement-breakpoint
CREATE FUNCTION gyms_refresh_name_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gym_name_search_refresh(ARRAY(SELECT id FROM new_gyms WHERE gym_active));
  ELSE
    -- Only the rows whose searchable state changed: most updates of gyms (ratings, hours, prices) touch none.
    PERFORM gym_name_search_refresh(ARRAY(
      SELECT n.id FROM new_gyms n JOIN old_gyms o ON o.id = n.id
       WHERE (n.gym_active, n.country, n.name_fold) IS DISTINCT FROM (o.gym_active, o.country, o.name_fold)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gyms_name_search_ins AFTER INSERT ON gyms REFERENCING NEW TABLE AS new_gyms
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_refresh_name_search();
--> statement-breakpoint
CREATE TRIGGER gyms_name_search_upd AFTER UPDATE ON gyms REFERENCING OLD TABLE AS old_gyms NEW TABLE AS new_gyms
  FOR EACH STATEMENT EXECUTE FUNCTION gyms_refresh_name_search();
--> statement-breakpoint
-- The matches of a name search alone, counted up to `cap` (ADR 0014): the gyms of `country` (lower case) whose
-- name_fold is LIKE `pattern` (folded, escaped with '\'). The country's partition is chosen when the statement
-- starts; its trigram index's bitmap is read always: with a LIMIT, the planner would take a sequential scan for
-- a frequent text, expecting its rows spread evenly, and when they lie at the end (gyms imported together) the
-- scan reads the whole partition. The bitmap's cost is bounded by the candidates of the text's trigrams.
CREATE FUNCTION gym_name_search_count(country text, pattern text, cap integer) RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
  RETURN (SELECT count(*) FROM (SELECT 1 FROM gym_name_search g
                                 WHERE g.country = $1 AND g.name_fold LIKE $2 ESCAPE '\' LIMIT cap) m);
--> statement-breakpoint
SELECT gym_name_search_recount();
