CREATE TABLE "account_tombstones" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "admin_audit_log_target_ck" CHECK ("admin_audit_log"."target_type" in ('account', 'email'))
);
--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "lock_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("users"."name" || ' ' || "users"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "marketing_opt_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_idx" ON "users" USING btree ("last_sign_in_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "member_profiles_marketing_idx" ON "member_profiles" USING btree ("marketing_opt_in_at","user_id") WHERE "member_profiles"."marketing_opt_in";--> statement-breakpoint
-- The audit log is append-only (ADR 0018): no statement may change or remove an entry, whoever runs it.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_change BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
-- A deleted account leaves a tombstone without personal data (ADR 0018), however it is deleted.
CREATE OR REPLACE FUNCTION users_tombstone() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_tombstones (user_id, type, created_at) VALUES (OLD.id, OLD.type, OLD.created_at)
  ON CONFLICT (user_id) DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_tombstone AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION users_tombstone();
--> statement-breakpoint
-- Last sign-in: every new session is a sign-in (ADR 0018). Sessions are deleted at sign-out, so the
-- instant is kept on the account.
CREATE OR REPLACE FUNCTION sessions_last_sign_in() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_sign_in_at = NEW.created_at
   WHERE id = NEW.user_id AND (last_sign_in_at IS NULL OR last_sign_in_at < NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_last_sign_in AFTER INSERT ON "sessions" FOR EACH ROW EXECUTE FUNCTION sessions_last_sign_in();
--> statement-breakpoint
UPDATE "users" u SET "last_sign_in_at" = s.at
  FROM (SELECT user_id, max(created_at) AS at FROM "sessions" GROUP BY user_id) s
 WHERE s.user_id = u.id;
--> statement-breakpoint
-- Members who opted in before the instant was kept (written before its trigger exists): their profile's last change is the best known date.
UPDATE "member_profiles" SET "marketing_opt_in_at" = "updated_at" WHERE "marketing_opt_in";
--> statement-breakpoint
-- The marketing opt-in instant: set when the opt-in turns on, kept while it stays on, cleared when off.
CREATE OR REPLACE FUNCTION member_profiles_opt_in_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.marketing_opt_in THEN
    NEW.marketing_opt_in_at := NULL;
  ELSIF TG_OP = 'INSERT' OR NOT OLD.marketing_opt_in THEN
    NEW.marketing_opt_in_at := clock_timestamp();
  ELSE
    NEW.marketing_opt_in_at := OLD.marketing_opt_in_at;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_profiles_opt_in_at BEFORE INSERT OR UPDATE ON "member_profiles"
  FOR EACH ROW EXECUTE FUNCTION member_profiles_opt_in_at();
