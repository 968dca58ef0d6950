-- Name searches and sorted pages that read indexes only (ADR 0014).
--
-- name_fold stores search_fold(name) (= lower(unaccent(name)), migration 0010), so the trigram index covers a
-- column and the sort indexes can carry it: a page sorted by price or raiting with a name search walks
-- (key, id, name_fold) and tests the name on the index entry, never visiting a gym that does not match (an
-- index-only scan, with the visibility map kept by autovacuum). Both sort indexes hold active gyms only, as
-- every catalogue read asks; name_fold comes after the unique id, so it changes no order.
DROP INDEX "gyms_price_idx";--> statement-breakpoint
DROP INDEX "gyms_raiting_idx";--> statement-breakpoint
DROP INDEX "gyms_name_trgm";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold("gyms"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "gyms_price_idx" ON "gyms" USING btree ("price","id","name_fold") WHERE "gyms"."gym_active";--> statement-breakpoint
CREATE INDEX "gyms_raiting_idx" ON "gyms" USING btree ("raiting","id","name_fold") WHERE "gyms"."gym_active";--> statement-breakpoint
CREATE INDEX "gyms_name_trgm" ON "gyms" USING gin ("name_fold" gin_trgm_ops);