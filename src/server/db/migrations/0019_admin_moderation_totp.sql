CREATE TABLE "totp_authenticators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
CREATE TABLE "totp_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_ck";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "totp_authenticators" ADD CONSTRAINT "totp_authenticators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_recovery_codes" ADD CONSTRAINT "totp_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "totp_recovery_codes_user_hash_idx" ON "totp_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "gyms_moderated_idx" ON "gyms" USING btree ("moderated_at") WHERE "gyms"."moderated_at" is not null;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_moderation_ck" CHECK (("gyms"."moderated_at" is null) = ("gyms"."moderation_reason" is null) and ("gyms"."moderated_at" is null or not "gyms"."gym_active"));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_ck" CHECK ("admin_audit_log"."target_type" in ('account', 'email', 'gym'));