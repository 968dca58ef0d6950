-- Every catalogue read names its country (ADR 0052): the keys' GIN leads with it (btree_gin, ADR 0059), so the
-- capped count of a service "abierto ahora" reads one bitmap of that country's candidates instead of ANDing a
-- bitmap of every country's with one of the whole country's (gyms_name_trgm).
DROP INDEX "gyms_search_keys_gin";--> statement-breakpoint
CREATE INDEX "gyms_search_keys_gin" ON "gyms" USING gin ("country","search_keys" gin__int_ops) WHERE "gyms"."gym_active";