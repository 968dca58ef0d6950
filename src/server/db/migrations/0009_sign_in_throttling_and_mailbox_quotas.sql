CREATE TABLE "login_account_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"attack_started_at" timestamp with time zone,
	"owner_alerted_at" timestamp with time zone,
	CONSTRAINT "login_account_failures_lower_ck" CHECK ("login_account_failures"."email" = lower("login_account_failures"."email"))
);
--> statement-breakpoint
CREATE TABLE "login_source_throttles" (
	"source" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailbox_quotas" (
	"email" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailbox_quotas_lower_ck" CHECK ("mailbox_quotas"."email" = lower("mailbox_quotas"."email"))
);
--> statement-breakpoint
-- Hand-edited (drizzle-kit cannot name the old primary key): the lockout becomes per (e-mail, source)
-- (ADR 0010). Its rows are short-lived counters without a source, so they are dropped, not migrated.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_source_pk" PRIMARY KEY("email","source");--> statement-breakpoint
CREATE INDEX "login_account_failures_last_failure_idx" ON "login_account_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "login_source_throttles_last_failure_idx" ON "login_source_throttles" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "mailbox_quotas_last_sent_idx" ON "mailbox_quotas" USING btree ("last_sent_at");--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");