CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"gym_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_gym_id_pk" PRIMARY KEY("user_id","gym_id")
);
--> statement-breakpoint
CREATE TABLE "health_conditions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"considerations" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_health_conditions" (
	"user_id" uuid NOT NULL,
	"condition_code" text NOT NULL,
	CONSTRAINT "member_health_conditions_user_id_condition_code_pk" PRIMARY KEY("user_id","condition_code")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_name" text,
	"phone" text,
	"birthday" date,
	"gender" text,
	"address" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_gender_ck" CHECK ("member_profiles"."gender" is null or "member_profiles"."gender" in ('femenino', 'masculino', 'no_binario', 'prefiero_no_decir'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_gyms" integer NOT NULL,
	"max_services_per_gym" integer NOT NULL,
	"commission_percent" numeric(5, 2) NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "plans_limits_ck" CHECK ("plans"."max_gyms" >= 1 and "plans"."max_services_per_gym" >= 1),
	CONSTRAINT "plans_commission_ck" CHECK ("plans"."commission_percent" between 0 and 100),
	CONSTRAINT "plans_price_ck" CHECK ("plans"."monthly_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_id" uuid NOT NULL,
	"gym_service_id" uuid,
	"buyer_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"commission" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amount_ck" CHECK ("sales"."amount" >= 0 and "sales"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "plan_code" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_health_conditions" ADD CONSTRAINT "member_health_conditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_health_conditions" ADD CONSTRAINT "member_health_conditions_condition_code_health_conditions_code_fk" FOREIGN KEY ("condition_code") REFERENCES "public"."health_conditions"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_gym_service_id_gym_services_id_fk" FOREIGN KEY ("gym_service_id") REFERENCES "public"."gym_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_gym_idx" ON "favourites" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "sales_gym_idx" ON "sales" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "sales_buyer_idx" ON "sales" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");