CREATE TABLE "data_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sources_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "gym_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"document_id" uuid,
	"reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "gym_claims_attempts_ck" CHECK ("gym_claims"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"source_ref" text NOT NULL,
	"data" jsonb NOT NULL,
	"duplicate_of" uuid,
	CONSTRAINT "import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"status" text DEFAULT 'preview' NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"source_id" uuid NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gyms" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "open_week" "int4multirange";--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "open_week_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "country" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "gym_claims" ADD CONSTRAINT "gym_claims_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_claims" ADD CONSTRAINT "gym_claims_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_claims" ADD CONSTRAINT "gym_claims_document_id_uploads_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_claims_open_uq" ON "gym_claims" USING btree ("gym_id","partner_id") WHERE "gym_claims"."status" in ('code_sent', 'pending');--> statement-breakpoint
CREATE INDEX "gym_claims_pending_idx" ON "gym_claims" USING btree ("created_at") WHERE "gym_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gyms_import_idx" ON "gyms" USING btree ("import_id") WHERE "gyms"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "gyms_opening_hours_idx" ON "gyms" USING btree ("time_zone","country","opening_hours") WHERE "gyms"."opening_hours" is not null;--> statement-breakpoint
-- The UTC minute of the week of an instant, 0 = Monday 00:00 UTC … 10079 (ISO 8601 weeks start on
-- Monday), the key of gyms.open_week (ADR 0025 "Opening hours").
CREATE FUNCTION minute_of_week(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ((extract(isodow FROM t AT TIME ZONE 'UTC')::integer - 1) * 1440
    + extract(hour FROM t AT TIME ZONE 'UTC')::integer * 60
    + extract(minute FROM t AT TIME ZONE 'UTC')::integer);
