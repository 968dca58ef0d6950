-- The catalogue's "Con clases hoy" filter and each gym's next class (ADR 0022, bench/README.md "Classes").
--
-- A session "open today" is scheduled, has places left (booked < capacity), has not started and starts
-- before the end of its gym's local day. Two partial indexes hold such sessions only, so a session that
-- fills up or is cancelled leaves them:
--  - class_sessions_open_gym_idx (gym_id, starts_at) INCLUDE (class_id): a gym's next open session, probed
--    for each gym a nearest-first walk visits and for each gym of a page (its next class);
--  - class_sessions_open_start_idx (starts_at) INCLUDE (gym_id): every open session up to the end of the
--    latest local day, the candidates of a search that collects its few matches first and then sorts them.
-- gyms_time_zone_idx lets that bound be computed from the zones in use with one index probe per zone.
-- Declared here only, not in the Drizzle schema: drizzle-kit compares schema with snapshot, never with the
-- database, so it never drops them.
CREATE INDEX "class_sessions_open_gym_idx" ON "class_sessions" USING btree ("gym_id", "starts_at") INCLUDE ("class_id") WHERE "status" = 'scheduled' AND "booked" < "capacity";--> statement-breakpoint
CREATE INDEX "class_sessions_open_start_idx" ON "class_sessions" USING btree ("starts_at") INCLUDE ("gym_id") WHERE "status" = 'scheduled' AND "booked" < "capacity";--> statement-breakpoint
CREATE INDEX "gyms_time_zone_idx" ON "gyms" USING btree ("time_zone");
