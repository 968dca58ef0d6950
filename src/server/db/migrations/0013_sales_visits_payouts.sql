CREATE TABLE "health_consents" (
	"member_id" uuid NOT NULL,
	"gym_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_consents_member_id_gym_id_pk" PRIMARY KEY("member_id","gym_id")
);
--> statement-breakpoint
CREATE TABLE "pass_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pass_id" uuid NOT NULL,
	"gym_id" uuid NOT NULL,
	"member_id" uuid,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"cbu" text NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_ck" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "health_consents" ADD CONSTRAINT "health_consents_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_consents" ADD CONSTRAINT "health_consents_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_visits" ADD CONSTRAINT "pass_visits_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_visits" ADD CONSTRAINT "pass_visits_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_visits" ADD CONSTRAINT "pass_visits_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_consents_gym_idx" ON "health_consents" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "pass_visits_pass_idx" ON "pass_visits" USING btree ("pass_id","visited_at");--> statement-breakpoint
CREATE INDEX "pass_visits_gym_idx" ON "pass_visits" USING btree ("gym_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_uq" ON "payouts" USING btree ("partner_id","reference");--> statement-breakpoint
CREATE INDEX "payouts_partner_paid_idx" ON "payouts" USING btree ("partner_id","paid_at");