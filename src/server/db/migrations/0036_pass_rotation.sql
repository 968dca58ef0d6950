CREATE TABLE "pass_rotation" (
	"pass_id" uuid PRIMARY KEY NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_step" bigint
);
--> statement-breakpoint
ALTER TABLE "pass_rotation" ADD CONSTRAINT "pass_rotation_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;