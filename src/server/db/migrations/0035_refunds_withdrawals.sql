CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_amount_ck" CHECK ("refund_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"idempotency_key" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" in ('requested', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_actor_ck" CHECK ("refunds"."actor_type" in ('admin', 'partner', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_number_unique" UNIQUE("number"),
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('refunded', 'review'))
);
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_amount_ck";--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_ck";--> statement-breakpoint
DROP INDEX "sales_line_uq";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_uq" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_requested_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "withdrawals_order_idx" ON "withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_refund_line_uq" ON "sales" USING btree ("refund_id","order_line_id") WHERE "sales"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_line_uq" ON "sales" USING btree ("order_line_id") WHERE "sales"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amount_ck" CHECK ("sales"."quantity" >= 1 and (case when "sales"."refund_id" is null then "sales"."gross" >= 0 and "sales"."commission" >= 0 else "sales"."gross" < 0 and "sales"."commission" <= 0 end));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_ck" CHECK ("admin_audit_log"."target_type" in ('account', 'email', 'gym', 'review', 'import', 'order'));--> statement-breakpoint
-- A refund's compensating sales rows (refund_id set, negative amounts; ADR 0027) take their gross,
-- commission and net off the day they are written, but are not sales: they count neither as a sale nor
-- as units.
CREATE OR REPLACE FUNCTION sales_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS d (partner_id, day, gym_id, product_kind, gym_service_id, product_name,
                                gross, commission, net, sales, units)
  SELECT partner_id, (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, gym_id, product_kind,
         gym_service_id, product_name, sum(gross), sum(commission), sum(net),
         count(*) FILTER (WHERE refund_id IS NULL),
         coalesce(sum(quantity) FILTER (WHERE refund_id IS NULL), 0)
    FROM new_sales
   WHERE partner_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT sales_daily_key_uq DO UPDATE
     SET gross = d.gross + excluded.gross, commission = d.commission + excluded.commission,
         net = d.net + excluded.net, sales = d.sales + excluded.sales, units = d.units + excluded.units;
  RETURN NULL;
END $$;
