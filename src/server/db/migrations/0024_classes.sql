CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"member_id" uuid,
	"status" text NOT NULL,
	"position" integer,
	"pass_id" uuid,
	"use_reserved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('booked', 'waitlisted', 'cancelled', 'attended')),
	CONSTRAINT "bookings_position_ck" CHECK (("bookings"."status" = 'waitlisted') = ("bookings"."position" is not null)),
	CONSTRAINT "bookings_position_min_ck" CHECK ("bookings"."position" is null or "bookings"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"gym_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"waitlisted" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "class_sessions_times_ck" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at"),
	CONSTRAINT "class_sessions_booked_ck" CHECK ("class_sessions"."booked" between 0 and "class_sessions"."capacity"),
	CONSTRAINT "class_sessions_waitlisted_ck" CHECK ("class_sessions"."waitlisted" >= 0),
	CONSTRAINT "class_sessions_status_ck" CHECK ("class_sessions"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_id" uuid NOT NULL,
	"gym_service_id" uuid,
	"name" text NOT NULL,
	"instructor" text,
	"room" text,
	"capacity" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"starts_local" text NOT NULL,
	"time_zone" text NOT NULL,
	"rrule" text,
	"until" date,
	"cancel_before_hours" integer NOT NULL,
	"promote_until_hours" integer NOT NULL,
	"materialised_through" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_capacity_ck" CHECK ("classes"."capacity" between 1 and 500),
	CONSTRAINT "classes_duration_ck" CHECK ("classes"."duration_minutes" between 5 and 600),
	CONSTRAINT "classes_policy_ck" CHECK ("classes"."cancel_before_hours" >= 0 and "classes"."promote_until_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "time_zone" text DEFAULT 'America/Argentina/Buenos_Aires' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_gym_service_id_gym_services_id_fk" FOREIGN KEY ("gym_service_id") REFERENCES "public"."gym_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_uq" ON "bookings" USING btree ("session_id","member_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "bookings_waitlist_idx" ON "bookings" USING btree ("session_id","position") WHERE "bookings"."status" = 'waitlisted';--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_start_uq" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_gym_start_idx" ON "class_sessions" USING btree ("gym_id","starts_at");--> statement-breakpoint
CREATE INDEX "classes_gym_idx" ON "classes" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "classes_materialised_idx" ON "classes" USING btree ("materialised_through");