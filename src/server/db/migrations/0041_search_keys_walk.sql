-- The walk's GiST names the keys in its predicate (ADR 0025 decision 19): a count or a filter-first read,
-- which has no position to walk from, must take the GIN, since a GiST scan without one reads every leaf.
DROP INDEX "gyms_search_keys_gist";--> statement-breakpoint
CREATE INDEX "gyms_search_keys_gist" ON "gyms" USING gist (ll_to_earth(("latitude")::float8, ("longitude")::float8),"search_keys" gist__intbig_ops(siglen=32)) WHERE "gyms"."gym_active" and "gyms"."search_keys" <> '{}'::int4[];