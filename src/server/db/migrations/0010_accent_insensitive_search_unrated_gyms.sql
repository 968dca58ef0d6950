-- Accent- and case-insensitive gym name search, and no invented rating for new gyms (ADR 0012).
--
-- search_fold(text) = lower(unaccent(text)): "Atlético", "atletico" and "ATLETICO" fold alike. unaccent()
-- is only STABLE (its dictionary is found through search_path at run time), so an index needs an
-- IMMUTABLE wrapper that names the dictionary itself (PostgreSQL docs, F.48 unaccent). The SQL-standard
-- body (BEGIN ATOMIC, PostgreSQL 14+) is bound when the function is created, so a later search_path
-- (a restore, a role with another path) cannot make the index disagree with the query.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT lower(unaccent('unaccent'::regdictionary, $1));
END;
--> statement-breakpoint
DROP INDEX "gyms_name_trgm";--> statement-breakpoint
CREATE INDEX "gyms_name_trgm" ON "gyms" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
-- A gym without reviews has no rating (null); the 1–5 check still holds for every rating given.
ALTER TABLE "gyms" ALTER COLUMN "raiting" DROP NOT NULL;--> statement-breakpoint
-- Gyms created by partners got an invented 3.0 (no review feature exists): they become unrated. Seeded
-- clubs (source_ref set) keep their demo raiting, even after their owner edited them.
UPDATE "gyms" SET "raiting" = NULL WHERE "source_ref" IS NULL AND NOT "demo_values" AND "raiting" = 3.0;
