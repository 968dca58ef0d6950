-- Short door code of a pass (shared/domain/door-code). Passes written before it get 8 upper-case hex
-- digits, all of them symbols of Crockford's base32 alphabet; new passes get 40 random bits from the server.
ALTER TABLE "passes" ADD COLUMN "door_code" text;--> statement-breakpoint
UPDATE "passes" SET "door_code" = upper(substr(md5("id"::text || random()::text), 1, 8));--> statement-breakpoint
ALTER TABLE "passes" ALTER COLUMN "door_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "passes_door_code_idx" ON "passes" USING btree ("door_code");
