CREATE TABLE "sales_daily" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gym_id" uuid NOT NULL,
	"product_kind" text NOT NULL,
	"gym_service_id" uuid,
	"product_name" text NOT NULL,
	"gross" numeric(16, 2) NOT NULL,
	"commission" numeric(16, 2) NOT NULL,
	"net" numeric(16, 2) NOT NULL,
	"sales" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "sales_daily_key_uq" UNIQUE NULLS NOT DISTINCT("partner_id","day","gym_id","product_kind","gym_service_id","product_name")
);
--> statement-breakpoint
DROP INDEX "sales_partner_created_idx";--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_partner_created_idx" ON "sales" USING btree ("partner_id","created_at","buyer_id");--> statement-breakpoint
-- Sales are summed per Buenos Aires day and product as they are written (ADR 0015): one upsert per
-- statement, from its transition table. Sales are facts, never updated or deleted (docs/architecture.md §5;
-- `sales.gym_id` restricts gym deletion), so inserts are the only writes to follow.
CREATE OR REPLACE FUNCTION sales_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS d (partner_id, day, gym_id, product_kind, gym_service_id, product_name,
                                gross, commission, net, sales, units)
  SELECT partner_id, (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, gym_id, product_kind,
         gym_service_id, product_name, sum(gross), sum(commission), sum(net), count(*), sum(quantity)
    FROM new_sales
   WHERE partner_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT sales_daily_key_uq DO UPDATE
     SET gross = d.gross + excluded.gross, commission = d.commission + excluded.commission,
         net = d.net + excluded.net, sales = d.sales + excluded.sales, units = d.units + excluded.units;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_ins AFTER INSERT ON sales REFERENCING NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_add();
--> statement-breakpoint
INSERT INTO sales_daily (partner_id, day, gym_id, product_kind, gym_service_id, product_name,
                         gross, commission, net, sales, units)
SELECT partner_id, (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, gym_id, product_kind,
       gym_service_id, product_name, sum(gross), sum(commission), sum(net), count(*), sum(quantity)
  FROM sales
 WHERE partner_id IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- A TRUNCATE of the sales (tests, maintenance; never the product) empties their sums too.
CREATE OR REPLACE FUNCTION sales_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_daily;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_truncate AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_clear();
