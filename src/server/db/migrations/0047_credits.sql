-- The migrator runs every pending migration in one transaction: entries the backfill (0045) posted in
-- it still have their balance check pending, and PostgreSQL refuses to ALTER a table with pending
-- trigger events. Fire the check now; the ledger's constraint trigger is deferred again at the end.
SET CONSTRAINTS "ledger_entries_balance" IMMEDIATE;--> statement-breakpoint
CREATE TABLE "credit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"credits_per_month" integer NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_plans_credits_ck" CHECK ("credit_plans"."credits_per_month" between 1 and 200),
	CONSTRAINT "credit_plans_price_ck" CHECK ("credit_plans"."monthly_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"value_centavos" bigint NOT NULL,
	"balance_after" integer NOT NULL,
	"gym_id" uuid,
	"booking_id" uuid,
	"visit_id" uuid,
	"order_id" uuid,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "credit_movements_kind_ck" CHECK ("credit_movements"."kind" in ('added', 'spent', 'returned', 'forgiven', 'lapsed')),
	CONSTRAINT "credit_movements_amounts_ck" CHECK ("credit_movements"."credits" >= 0 and "credit_movements"."value_centavos" >= 0 and "credit_movements"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_year" smallint,
	"pause_months_used" smallint DEFAULT 0 NOT NULL,
	"last_order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_subscriptions_status_ck" CHECK ("credit_subscriptions"."status" in ('active', 'paused', 'pastDue', 'cancelled', 'lapsed')),
	CONSTRAINT "credit_subscriptions_period_ck" CHECK ("credit_subscriptions"."current_period_end" > "credit_subscriptions"."current_period_start"),
	CONSTRAINT "credit_subscriptions_paused_ck" CHECK (("credit_subscriptions"."status" = 'paused') = ("credit_subscriptions"."paused_until" is not null)),
	CONSTRAINT "credit_subscriptions_pauses_ck" CHECK ("credit_subscriptions"."pause_months_used" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "credit_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"gym_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"credits" smallint NOT NULL,
	"value_centavos" bigint NOT NULL,
	"cancel_deadline" timestamp with time zone NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"forgiven" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_visits_status_ck" CHECK ("credit_visits"."status" in ('booked', 'cancelled', 'attended', 'noShow')),
	CONSTRAINT "credit_visits_credits_ck" CHECK ("credit_visits"."credits" between 1 and 10 and "credit_visits"."value_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"value_centavos" bigint DEFAULT 0 NOT NULL,
	"forgiven_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_wallets_balance_ck" CHECK ("credit_wallets"."balance" >= 0),
	CONSTRAINT "credit_wallets_value_ck" CHECK ("credit_wallets"."value_centavos" >= 0 and ("credit_wallets"."balance" > 0 or "credit_wallets"."value_centavos" = 0)),
	CONSTRAINT "credit_wallets_month_ck" CHECK ("credit_wallets"."forgiven_month" is null or "credit_wallets"."forgiven_month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "gym_credit_terms" (
	"gym_id" uuid PRIMARY KEY NOT NULL,
	"accepts" boolean DEFAULT false NOT NULL,
	"visit_credits" smallint,
	"class_credits" smallint,
	"monthly_visit_limit" smallint,
	"cancel_window_hours" smallint DEFAULT 12 NOT NULL,
	"next_visit_credits" smallint,
	"next_class_credits" smallint,
	"next_effective_at" timestamp with time zone,
	"costs_set_at" timestamp with time zone,
	"rate_per_credit" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_credit_terms_costs_ck" CHECK (coalesce("gym_credit_terms"."visit_credits", 1) between 1 and 10 and coalesce("gym_credit_terms"."class_credits", 1) between 1 and 10
        and coalesce("gym_credit_terms"."next_visit_credits", 1) between 1 and 10 and coalesce("gym_credit_terms"."next_class_credits", 1) between 1 and 10),
	CONSTRAINT "gym_credit_terms_accepts_ck" CHECK (not "gym_credit_terms"."accepts" or ("gym_credit_terms"."visit_credits" is not null and "gym_credit_terms"."class_credits" is not null)),
	CONSTRAINT "gym_credit_terms_next_ck" CHECK (("gym_credit_terms"."next_effective_at" is null) = ("gym_credit_terms"."next_visit_credits" is null and "gym_credit_terms"."next_class_credits" is null)),
	CONSTRAINT "gym_credit_terms_limit_ck" CHECK ("gym_credit_terms"."monthly_visit_limit" is null or "gym_credit_terms"."monthly_visit_limit" between 1 and 31),
	CONSTRAINT "gym_credit_terms_window_ck" CHECK ("gym_credit_terms"."cancel_window_hours" between 0 and 72),
	CONSTRAINT "gym_credit_terms_rate_ck" CHECK ("gym_credit_terms"."rate_per_credit" is null or "gym_credit_terms"."rate_per_credit" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credits" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_value_centavos" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_cancel_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_forgiven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_subscriptions" ADD CONSTRAINT "credit_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_subscriptions" ADD CONSTRAINT "credit_subscriptions_plan_id_credit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."credit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_subscriptions" ADD CONSTRAINT "credit_subscriptions_last_order_id_orders_id_fk" FOREIGN KEY ("last_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_visits" ADD CONSTRAINT "credit_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_visits" ADD CONSTRAINT "credit_visits_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_wallets" ADD CONSTRAINT "credit_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_credit_terms" ADD CONSTRAINT "gym_credit_terms_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_plans_name_uq" ON "credit_plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "credit_movements_user_idx" ON "credit_movements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_subscriptions_due_idx" ON "credit_subscriptions" USING btree ("current_period_end") WHERE "credit_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE INDEX "credit_subscriptions_paused_idx" ON "credit_subscriptions" USING btree ("paused_until") WHERE "credit_subscriptions"."status" = 'paused';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_visits_live_uq" ON "credit_visits" USING btree ("user_id","gym_id","day") WHERE "credit_visits"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "credit_visits_gym_day_idx" ON "credit_visits" USING btree ("gym_id","day");--> statement-breakpoint
CREATE INDEX "credit_visits_user_idx" ON "credit_visits" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "credit_visits_open_idx" ON "credit_visits" USING btree ("day") WHERE "credit_visits"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "gym_credit_terms_accepting_idx" ON "gym_credit_terms" USING btree ("gym_id") WHERE "gym_credit_terms"."accepts" and "gym_credit_terms"."rate_per_credit" is not null;--> statement-breakpoint
CREATE INDEX "gym_credit_terms_next_idx" ON "gym_credit_terms" USING btree ("next_effective_at") WHERE "gym_credit_terms"."next_effective_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_plan_id_credit_plans_id_fk" FOREIGN KEY ("credit_plan_id") REFERENCES "public"."credit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_credit_open_idx" ON "bookings" USING btree ("session_id") WHERE "bookings"."credits" is not null and "bookings"."credit_settled_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_plan_ck" CHECK (("orders"."kind" = 'credits') = ("orders"."credit_plan_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_ck" CHECK ("orders"."kind" in ('cart', 'plan', 'credits'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credits_ck" CHECK (("bookings"."credits" is null) = ("bookings"."credit_value_centavos" is null) and ("bookings"."credits" is null) = ("bookings"."credit_cancel_deadline" is null)
        and ("bookings"."credits" is null or ("bookings"."credits" between 1 and 10 and "bookings"."credit_value_centavos" >= 0)));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credits_pass_ck" CHECK ("bookings"."credits" is null or "bookings"."pass_id" is null);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('provider', 'partner', 'commission', 'plan_revenue', 'provider_fees', 'payouts', 'unapplied', 'credit_liability', 'credit_revenue'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('order_paid', 'refund', 'payout', 'plan_charge', 'seller_collected', 'unapplied_payment', 'unapplied_refund', 'credits_sold', 'credit_settled', 'credit_lapsed'));--> statement-breakpoint
SET CONSTRAINTS "ledger_entries_balance" DEFERRED;
