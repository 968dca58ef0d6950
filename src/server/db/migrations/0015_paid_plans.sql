CREATE TABLE "plan_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_code" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"grace_until" timestamp with time zone,
	"renewal_failed_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"last_order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_status_ck" CHECK ("plan_subscriptions"."status" in ('free', 'active', 'pastDue', 'lapsed')),
	CONSTRAINT "plan_subscriptions_period_ck" CHECK ("plan_subscriptions"."current_period_end" > "plan_subscriptions"."current_period_start"),
	CONSTRAINT "plan_subscriptions_grace_ck" CHECK (("plan_subscriptions"."status" = 'pastDue') = ("plan_subscriptions"."grace_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "gym_services" ADD COLUMN "plan_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "plan_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_last_order_id_orders_id_fk" FOREIGN KEY ("last_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_subscriptions_due_idx" ON "plan_subscriptions" USING btree ("current_period_end") WHERE "plan_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "plan_subscriptions_grace_idx" ON "plan_subscriptions" USING btree ("grace_until") WHERE "plan_subscriptions"."status" = 'pastDue';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_ck" CHECK ("orders"."kind" in ('cart', 'plan'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_ck" CHECK (("orders"."kind" = 'plan') = ("orders"."plan_code" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_last4_ck" CHECK ("orders"."card_last4" is null or "orders"."card_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
-- Partners who chose a paid plan before plans were paid (ADR 0017) owe its first month: they keep it for
-- the grace period, then fall back to the free plan's limits unless they pay it.
INSERT INTO "plan_subscriptions" ("user_id", "plan_code", "status", "current_period_start", "current_period_end", "grace_until", "renewal_failed_at")
SELECT p."user_id", p."plan_code", 'pastDue', now() - interval '1 month', now(), now() + interval '7 days', now()
  FROM "partners" p JOIN "plans" pl ON pl."code" = p."plan_code"
 WHERE pl."monthly_price" > 0
ON CONFLICT ("user_id") DO NOTHING;
