-- Pase BuscaGym door passes (ADR 0045 "Check-in"): the id a member's rotating door codes name.
CREATE TABLE "credit_door_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_step" bigint,
	"last_admitted_at" timestamp with time zone,
	CONSTRAINT "credit_door_passes_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "credit_door_passes" ADD CONSTRAINT "credit_door_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;