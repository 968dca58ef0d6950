CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"name" text,
	"type" text,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "registrations_type_ck" CHECK ("registrations"."type" in ('user', 'partner'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_token_hash_uq" ON "registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registrations_user_created_idx" ON "registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_expires_idx" ON "registrations" USING btree ("expires_at");--> statement-breakpoint
-- Activation links mailed before this migration keep working (ADR 0021): each activation token becomes a
-- registration row. A link that can still activate carries the details the account row held; used or
-- replaced links carry none (for an active account `used_at`, for a waiting one `superseded_at`).
INSERT INTO "registrations"
  ("user_id", "token_hash", "password_hash", "name", "type", "latitude", "longitude", "created_at", "expires_at", "used_at", "superseded_at")
SELECT t."user_id", t."token_hash",
       CASE WHEN o.open THEN u."password_hash" END,
       CASE WHEN o.open THEN u."name" END,
       CASE WHEN o.open THEN u."type" END,
       CASE WHEN o.open THEN u."latitude" END,
       CASE WHEN o.open THEN u."longitude" END,
       t."created_at", t."expires_at",
       CASE WHEN u."active" THEN t."used_at" END,
       CASE WHEN NOT u."active" THEN t."used_at" END
  FROM "one_time_tokens" t
  JOIN "users" u ON u."id" = t."user_id"
  CROSS JOIN LATERAL (
    SELECT NOT u."active" AND t."used_at" IS NULL AND u."password_hash" IS NOT NULL
           AND u."type" IN ('user', 'partner') AS open
  ) o
 WHERE t."kind" = 'activation'
ON CONFLICT ("token_hash") DO NOTHING;
--> statement-breakpoint
-- An account still waiting for activation whose links are all gone keeps its details in a registration
-- without a link (a random token hash, already expired), so that "send me a new link" still works.
INSERT INTO "registrations"
  ("user_id", "token_hash", "password_hash", "name", "type", "latitude", "longitude", "created_at", "expires_at")
SELECT u."id", encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
       u."password_hash", u."name", u."type", u."latitude", u."longitude", u."created_at", now()
  FROM "users" u
 WHERE NOT u."active" AND u."password_hash" IS NOT NULL AND u."type" IN ('user', 'partner')
   AND NOT EXISTS (
     SELECT 1 FROM "registrations" r WHERE r."user_id" = u."id" AND r."password_hash" IS NOT NULL
   );
--> statement-breakpoint
-- A waiting account's row holds no password any more: the registration whose link is used sets it.
UPDATE "users" SET "password_hash" = NULL WHERE NOT "active" AND "password_hash" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "one_time_tokens" WHERE "kind" = 'activation';
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_kind_ck";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_kind_ck" CHECK ("one_time_tokens"."kind" in ('reset'));
--> statement-breakpoint
-- A deleted account's registrations keep only what a link needs to say "this account was deleted":
-- the password hash, name, type and location go with the account, however it is deleted (ADR 0021).
CREATE OR REPLACE FUNCTION users_registrations_forget() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations
     SET password_hash = NULL, name = NULL, type = NULL, latitude = NULL, longitude = NULL
   WHERE user_id = OLD.id
     AND (password_hash IS NOT NULL OR name IS NOT NULL OR type IS NOT NULL
          OR latitude IS NOT NULL OR longitude IS NOT NULL);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_registrations_forget AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_registrations_forget();
