CREATE TABLE "gym_services" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gym_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"description" text,
	"duration_minutes" integer,
	"price" numeric(12, 2),
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_services_gym_id_service_id_pk" PRIMARY KEY("gym_id","service_id"),
	CONSTRAINT "gym_services_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "gyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"source_ref" text,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"raiting" numeric(2, 1) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo" text,
	"phone" text,
	"email" text,
	"address" text NOT NULL,
	"neighborhood" text,
	"latitude" numeric(10, 7) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"social_networks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trainers" integer DEFAULT 0 NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"u_end" integer DEFAULT 0 NOT NULL,
	"favourite" integer DEFAULT 0 NOT NULL,
	"gym_active" boolean DEFAULT true NOT NULL,
	"demo_values" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gyms_source_ref_unique" UNIQUE("source_ref"),
	CONSTRAINT "gyms_raiting_ck" CHECK ("gyms"."raiting" between 1 and 5),
	CONSTRAINT "gyms_price_ck" CHECK ("gyms"."price" >= 0),
	CONSTRAINT "gyms_lat_ck" CHECK ("gyms"."latitude" between -90 and 90),
	CONSTRAINT "gyms_lon_ck" CHECK ("gyms"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone" text,
	"cbu" text,
	"cuil" text,
	"social_networks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"avatar" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_ck" CHECK ("users"."type" in ('user', 'partner', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "gym_services" ADD CONSTRAINT "gym_services_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_services" ADD CONSTRAINT "gym_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_services_service_idx" ON "gym_services" USING btree ("service_id","gym_id");--> statement-breakpoint
CREATE INDEX "gyms_earth_gist" ON "gyms" USING gist (ll_to_earth(("latitude")::float8, ("longitude")::float8));--> statement-breakpoint
CREATE INDEX "gyms_price_idx" ON "gyms" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "gyms_raiting_idx" ON "gyms" USING btree ("raiting","id");--> statement-breakpoint
CREATE INDEX "gyms_name_trgm" ON "gyms" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_owner_idx" ON "gyms" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));