-- A name search reads one country (ADR 0052): the trigram index leads with the country (btree_gin, ADR 0057), so
-- the capped count of a fragment's matches is one bitmap of that country's matches instead of a walk of the
-- country's part of gyms_price_idx (every row of it when the fragment is rare).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "gyms_name_trgm";--> statement-breakpoint
CREATE INDEX "gyms_name_trgm" ON "gyms" USING gin ("country","name_fold" gin_trgm_ops);
